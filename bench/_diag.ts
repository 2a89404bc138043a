import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { startServer } from '../packages/sandbox/src/serve.ts'
import { CHROMIUM_FLAGS } from './chromium.ts'
import { resolve } from 'node:path'
const dist = resolve('../packages/template/dist')
const server = await startServer({ port: 0, staticDir: dist })
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] })
const page = process.argv[2] ?? '/demo-museum/events'
for (let i = 0; i < Number(process.argv[3] ?? 2); i++) {
  const r = await lighthouse(new URL(page, server.url).href, { port: chrome.port, logLevel: 'error', output: 'json', throttling: throttling.mobileSlow4G })
  const lhr = r!.lhr
  if (lhr.runtimeError) { console.log('err', lhr.runtimeError.code); continue }
  const a = (id: string) => lhr.audits[id]
  console.log('perf', Math.round(lhr.categories.performance!.score! * 100), 'FCP', Math.round(a('first-contentful-paint')!.numericValue!), 'LCP', Math.round(a('largest-contentful-paint')!.numericValue!), 'TBT', Math.round(a('total-blocking-time')!.numericValue!))
  const el = a('largest-contentful-paint-element')!.details as any
  for (const item of el?.items ?? []) console.log(JSON.stringify(item.items?.map((x: any) => x.node?.snippet ?? x)).slice(0, 600))
  const reqs = (a('network-requests')!.details as any).items.map((x: any) => `${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${x.transferSize} ${x.url.replace(server.url, '')}`)
  console.log(reqs.join('\n'))
  const boot = (a('bootup-time')!.details as any).items.map((x: any) => `${x.url.replace(server.url, '')} total ${Math.round(x.total)} script ${Math.round(x.scripting)}`)
  console.log(boot.join('\n'))
  const mt = (a('mainthread-work-breakdown')!.details as any).items.map((x: any) => `${x.groupLabel} ${Math.round(x.duration)}`)
  console.log(mt.join(' | '))
}
chrome.kill(); await server.close()
