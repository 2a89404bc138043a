import v8 from 'node:v8'
import vm from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { faultPathMatches } from './faults.js'
import { createSandbox } from './index.js'
import { startServer, type RunningSandbox } from './serve.js'
import { client, tuesdayMorning } from './test-helpers.js'

const eventsUrl = 'http://sandbox/api/v1/events?_seller=demo-museum'
const headers = { 'Tix-App': 'ecomm' }

/** Whether a promise settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const settled = promise.then(
    () => true,
    () => true,
  )
  const result = await Promise.race([settled, late])
  clearTimeout(timer)
  return result
}

describe('fault paths', () => {
  it('match relative to the API base, * standing for one segment', () => {
    expect(faultPathMatches('events', 'events')).toBe(true)
    expect(faultPathMatches('/events/', 'events')).toBe(true)
    expect(faultPathMatches('events/*/calendar', 'events/general-admission/calendar')).toBe(true)
    expect(faultPathMatches('events/*/calendar', 'events/general-admission/sessions')).toBe(false)
    expect(faultPathMatches('events/*', 'events')).toBe(false)
    expect(faultPathMatches('events', 'events/general-admission')).toBe(false)
  })
})

describe('fault 502', () => {
  it('answers a 502 contract error, as many times as asked (default once), then normally', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    sandbox.faults.add({ path: 'events', kind: '502', times: 2 })
    for (let i = 0; i < 2; i++) {
      const { status, body } = await api.get('events')
      expect(status).toBe(502)
      expect(body._data[0]._code).toBe('bad_gateway')
    }
    expect((await api.get('events')).status).toBe(200)

    sandbox.faults.add({ path: 'events', kind: '502' })
    expect((await api.get('events')).status).toBe(502)
    expect((await api.get('events')).status).toBe(200)
  })

  it('hits only its method and path, on both prefixes, before the header check', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    sandbox.faults.add({ method: 'post', path: 'events/*/calendar', kind: '502', times: 3 })
    expect((await api.get('events/general-admission/calendar')).status).toBe(200)
    expect((await api.get('events/general-admission/sessions')).status).toBe(200)
    expect((await api.post('events/general-admission/calendar', { ticket_types: [] })).status).toBe(502)

    sandbox.faults.clear()
    sandbox.faults.add({ path: 'events', kind: '502', times: 2 })
    expect((await api.call('GET', 'events', { base: '/cached/api/v1' })).status).toBe(502)
    // A fault stands for the network or a gateway: it fires before the contract's gate.
    const bare = await sandbox.app.fetch(new Request(eventsUrl))
    expect(bare.status).toBe(502)
  })
})

describe('fault timeout', () => {
  it('never answers in-process until the request’s signal aborts, then rejects like fetch', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    sandbox.faults.add({ path: 'events', kind: 'timeout' })
    const controller = new AbortController()
    const pending = Promise.resolve(sandbox.app.fetch(new Request(eventsUrl, { headers, signal: controller.signal })))
    expect(await settlesWithin(pending, 100)).toBe(false)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    // Used up: the next request is answered.
    expect((await sandbox.app.fetch(new Request(eventsUrl, { headers }))).status).toBe(200)
  })

  it('still hears its caller’s abort after garbage collection (nodejs/undici#3644)', async () => {
    v8.setFlagsFromString('--expose-gc')
    const collectGarbage = vm.runInNewContext('gc') as () => void
    const sandbox = createSandbox({ now: tuesdayMorning })
    sandbox.faults.add({ path: 'events', kind: 'timeout' })
    const controller = new AbortController()
    // Nothing but the app holds the request: Node's Request follows the caller's signal weakly.
    const pending = Promise.resolve(sandbox.app.fetch(new Request(eventsUrl, { headers, signal: controller.signal })))
    expect(await settlesWithin(pending, 50)).toBe(false)
    collectGarbage()
    await settlesWithin(pending, 10)
    collectGarbage()
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('gives up with the client’s own timeout reason', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    sandbox.faults.add({ path: 'events', kind: 'timeout' })
    await expect(
      sandbox.app.fetch(new Request(eventsUrl, { headers, signal: AbortSignal.timeout(50) })),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})

describe('fault drop', () => {
  it('makes app.fetch reject with a TypeError in-process, as fetch does on a lost connection', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    sandbox.faults.add({ path: 'events', kind: 'drop' })
    const dropped = Promise.resolve(sandbox.app.fetch(new Request(eventsUrl, { headers })))
    await expect(dropped).rejects.toBeInstanceOf(TypeError)
    await expect(dropped).rejects.toThrow('fetch failed')
    expect((await sandbox.app.fetch(new Request(eventsUrl, { headers }))).status).toBe(200)
  })
})

describe('fault delay', () => {
  it('waits ms on real timers, then answers normally', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    sandbox.faults.add({ path: 'events', kind: 'delay', ms: 150 })
    const started = performance.now()
    const response = await sandbox.app.fetch(new Request(eventsUrl, { headers }))
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(response.status).toBe(200)
    expect((await response.json()).event_template._data.length).toBeGreaterThan(0)
  })

  it('is cut short when the request is given up', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    sandbox.faults.add({ path: 'events', kind: 'delay', ms: 60_000 })
    await expect(
      sandbox.app.fetch(new Request(eventsUrl, { headers, signal: AbortSignal.timeout(50) })),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})

describe('fault control routes', () => {
  it('POST /_sandbox/faults arms a fault, GET lists, DELETE clears', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    const armed = await api.control('POST', 'faults', {
      method: 'GET',
      path: 'events/*/calendar',
      kind: 'delay',
      ms: 10,
      times: 3,
    })
    expect(armed.status).toBe(201)
    expect(armed.body.fault).toEqual({
      id: 1,
      method: 'GET',
      path: 'events/*/calendar',
      kind: 'delay',
      ms: 10,
      remaining: 3,
    })
    await api.get('events/general-admission/calendar')
    expect((await api.control('GET', 'faults')).body.faults[0].remaining).toBe(2)
    expect((await api.control('DELETE', 'faults')).body).toEqual({ faults: [] })
    expect(sandbox.faults.list()).toEqual([])
  })

  it('refuses a fault it cannot apply with 400 validation_failed', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    for (const bad of [
      { path: 'events', kind: '500' },
      { kind: '502' },
      { path: 'events', kind: 'delay' },
      { path: 'events', kind: '502', times: 0 },
      { path: 'events', kind: '502', ms: 10 },
    ]) {
      const { status, body } = await api.control('POST', 'faults', bad)
      expect(status).toBe(400)
      expect(body._data[0]._code).toBe('validation_failed')
    }
  })
})

describe('faults over HTTP (a real server on an ephemeral port)', () => {
  let running: RunningSandbox | undefined
  afterEach(async () => {
    await running?.close()
    running = undefined
  })

  const start = async () => {
    running = await startServer({
      port: 0,
      host: '127.0.0.1',
      staticDir: '/nonexistent',
      sandbox: createSandbox({ now: tuesdayMorning }),
    })
    return running.url.replace('localhost', '127.0.0.1')
  }

  it('drop destroys the connection: the client’s fetch fails with a TypeError', async () => {
    const url = await start()
    running!.sandbox.faults.add({ path: 'events', kind: 'drop' })
    await expect(fetch(`${url}api/v1/events?_seller=demo-museum`, { headers })).rejects.toBeInstanceOf(TypeError)
    const next = await fetch(`${url}api/v1/events?_seller=demo-museum`, { headers })
    expect(next.status).toBe(200)
  })

  it('timeout never answers: the client gives up, and the server keeps serving', async () => {
    const url = await start()
    running!.sandbox.faults.add({ path: 'events', kind: 'timeout' })
    await expect(
      fetch(`${url}api/v1/events?_seller=demo-museum`, { headers, signal: AbortSignal.timeout(300) }),
    ).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    const next = await fetch(`${url}api/v1/events?_seller=demo-museum`, { headers })
    expect(next.status).toBe(200)
  })

  it('502 and the control routes work over HTTP too', async () => {
    const url = await start()
    const armed = await fetch(`${url}_sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'events/*/sessions', kind: '502' }),
    })
    expect(armed.status).toBe(201)
    const failed = await fetch(`${url}api/v1/events/general-admission/sessions?_seller=demo-museum`, { headers })
    expect(failed.status).toBe(502)
    expect(await failed.json()).toEqual({ _data: [expect.objectContaining({ _code: 'bad_gateway' })] })
  })
})
