import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { keepAliveTimeoutMs, startServer, type RunningSandbox } from './serve.js'
import { tuesdayMorning } from './test-helpers.js'

describe('serve.ts: the API and the built template on one port', () => {
  let dir: string
  let running: RunningSandbox
  let base: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-template-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Foyer</title><div id="root"></div>')
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("storefront")')
    running = await startServer({ port: 0, staticDir: dir, sandbox: createSandbox({ now: tuesdayMorning }) })
    base = running.url.replace('localhost', '127.0.0.1')
  })

  afterAll(async () => {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers on 127.0.0.1 and shows the URL it serves', () => {
    expect(running.servesTemplate).toBe(true)
    expect(running.url).toMatch(/^http:\/\/localhost:\d+\/$/)
  })

  it('keeps an idle connection open for a minute, so a pooled client never sends on a socket being closed', () => {
    expect(keepAliveTimeoutMs).toBeGreaterThanOrEqual(60_000)
    const server = running.server as import('node:http').Server
    expect(server.keepAliveTimeout).toBe(keepAliveTimeoutMs)
    expect(server.headersTimeout).toBeGreaterThan(keepAliveTimeoutMs)
  })

  it('serves the static files of the build', async () => {
    const asset = await fetch(`${base}assets/app.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(await asset.text()).toBe('console.log("storefront")')
  })

  it('falls back to index.html for any other GET (history-mode routes)', async () => {
    for (const path of ['', 'events', 'events/general-admission', 'checkout/complete?orderIds=1']) {
      const page = await fetch(`${base}${path}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<title>Foyer</title>')
    }
  })

  it('answers the page for a path whose percent-encoding is broken: the storefront shows its 404', async () => {
    for (const path of ['demo-museum/events/%E0%A4%A', '%', 'demo-museum/%zz']) {
      const page = await fetch(`${base}${path}`)
      expect(page.status, path).toBe(200)
      expect(await page.text()).toContain('<title>Foyer</title>')
    }
  })

  it('keeps API, cached reads and controls ahead of the fallback', async () => {
    const headers = { 'Tix-App': 'ecomm' }
    const events = await fetch(`${base}api/v1/events?_seller=demo-museum`, { headers })
    expect(events.status).toBe(200)
    expect((await events.json()).event_template._data.length).toBeGreaterThan(0)
    const cached = await fetch(`${base}cached/api/v1/events/general-admission?_seller=demo-museum`, { headers })
    expect(cached.status).toBe(200)
    const unknown = await fetch(`${base}api/v1/nothing-here?_seller=demo-museum`, { headers })
    expect(unknown.status).toBe(404)
    expect((await unknown.json())._data[0]._code).toBe('not_found')
    const clock = await fetch(`${base}_sandbox/clock`)
    expect((await clock.json()).now).toBe('2026-03-10T14:00:00.000Z')
  })

  it('answers a non-GET outside the API with the 404 envelope, not the page', async () => {
    const response = await fetch(`${base}events`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect((await response.json())._data[0]._code).toBe('not_found')
  })
})

describe('serve.ts without a template build', () => {
  it('serves the API alone', async () => {
    const running = await startServer({
      port: 0,
      staticDir: join(tmpdir(), 'no-foyer-template-here'),
      sandbox: createSandbox({ now: tuesdayMorning }),
    })
    try {
      expect(running.servesTemplate).toBe(false)
      const base = running.url.replace('localhost', '127.0.0.1')
      expect((await fetch(`${base}events`)).status).toBe(404)
      expect(
        (await fetch(`${base}api/v1/events?_seller=demo-museum`, { headers: { 'Tix-App': 'ecomm' } })).status,
      ).toBe(200)
    } finally {
      await running.close()
    }
  })
})
