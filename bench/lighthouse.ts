/**
 * Lighthouse figures for the built template on the sandbox (mobile profile, Lighthouse defaults).
 * Printed and written by `pnpm bench`; never a pass/fail.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from '../packages/sandbox/src/serve.ts'
import { CHROMIUM_FLAGS } from './chromium.ts'

export interface LighthouseFigure {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Largest Contentful Paint, ms */
  lcp: number
  /** Total Blocking Time, ms */
  tbt: number
  cls: number
}

const here = dirname(fileURLToPath(import.meta.url))
const dist = resolve(here, '../packages/template/dist')
const pages = ['/demo-museum/events', '/demo-museum/events/general-admission']

export async function lighthouseFigures(): Promise<LighthouseFigure[]> {
  if (!existsSync(join(dist, 'index.html'))) {
    console.warn('packages/template/dist is missing: run `pnpm build` first (Lighthouse skipped)')
    return []
  }
  const server = await startServer({ port: 0, staticDir: dist })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  const figures: LighthouseFigure[] = []
  try {
    for (const page of pages) {
      const url = new URL(page, server.url).href
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' })
      const lhr = result?.lhr
      if (!lhr) continue
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      figures.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(audit('largest-contentful-paint')),
        tbt: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      })
    }
  } finally {
    chrome.kill()
    await server.close()
  }
  return figures
}
