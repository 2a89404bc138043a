import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { sitePath, startServer, type RunningSandbox } from './serve.js'
import { tuesdayMorning } from './test-helpers.js'

/** A template built with FOYER_BASE=/shop/ (docs/deploy.md, issue 17.7), served under /shop/. */
describe('serve.ts: the built template under a sub-path (staticBase)', () => {
  let dir: string
  let running: RunningSandbox
  let origin: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-template-base-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Foyer</title><div id="root"></div>')
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("storefront")')
    writeFileSync(join(dir, 'foyer.config.json'), '{ "seller": "demo-museum" }')
    running = await startServer({
      port: 0,
      staticDir: dir,
      staticBase: '/shop/',
      sandbox: createSandbox({ now: tuesdayMorning }),
    })
    origin = running.url.replace('localhost', '127.0.0.1')
  })

  afterAll(async () => {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('strips the base from a request path, null outside it', () => {
    expect(sitePath('/shop/assets/a.js', '/shop/')).toBe('/assets/a.js')
    expect(sitePath('/shop', '/shop/')).toBe('/')
    expect(sitePath('/shopping', '/shop/')).toBeNull()
    expect(sitePath('/assets/a.js', '/')).toBe('/assets/a.js')
  })

  it('serves the files and the history-mode routes under the base', async () => {
    const asset = await fetch(`${origin}shop/assets/app.js`)
    expect(asset.status).toBe(200)
    expect(await asset.text()).toBe('console.log("storefront")')
    expect(await (await fetch(`${origin}shop/foyer.config.json`)).json()).toEqual({ seller: 'demo-museum' })
    for (const path of ['shop', 'shop/', 'shop/demo-museum/events', 'shop/demo-museum/checkout/complete?orderIds=1']) {
      const page = await fetch(`${origin}${path}`)
      expect(page.status, path).toBe(200)
      expect(await page.text()).toContain('<title>Foyer</title>')
    }
  })

  it('answers nothing of the template outside the base; the API stays at the root', async () => {
    expect((await fetch(`${origin}assets/app.js`)).status).toBe(404)
    expect((await fetch(`${origin}demo-museum/events`)).status).toBe(404)
    const events = await fetch(`${origin}api/v1/events?_seller=demo-museum`, { headers: { 'Tix-App': 'ecomm' } })
    expect(events.status).toBe(200)
  })
})
