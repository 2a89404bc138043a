import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../store/clock.js'
import { createHttp, type FetchLike } from './client.js'
import { READ_RETRY_ATTEMPTS, REQUEST_TIMEOUT_MS } from './rules.js'

const apiBase = 'https://api.test/api/v1'
const cachedApiBase = 'https://api.test/cached/api/v1'

/** A fetch that answers from a script, one entry per request, and records what it was sent. */
function scriptedFetch(...script: (() => Response | Promise<Response>)[]) {
  const requests: { method: string; url: URL; headers: Headers; body: string }[] = []
  const fetch: FetchLike = async (request) => {
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    })
    const next = script[Math.min(requests.length - 1, script.length - 1)]
    if (!next) throw new Error('script exhausted')
    return next()
  }
  return { fetch, requests }
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const networkError = () => () => Promise.reject(new TypeError('fetch failed'))
const never = () => () => new Promise<Response>(() => {})
const eventsBody = { event_template: { _data: [{ id: 'e1', name: 'Gallery' }] } }

function http(fetch: FetchLike, extra: { onError?: Parameters<typeof createHttp>[0]['onError'] } = {}) {
  return createHttp({ apiBase, cachedApiBase, seller: 'demo-museum', fetch, clock: systemClock, ...extra })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('http header and query (calls §7)', () => {
  it('calls §7: every request carries the header Tix-App: ecomm and the query _seller', async () => {
    const { fetch, requests } = scriptedFetch(json(200, eventsBody), json(200, { cart: { _data: [] } }))
    const client = http(fetch)
    const read = await client.get('/events', { params: { query: { _embed: 'venue,meta' } } })
    expect(read.data).toEqual(eventsBody)
    await client.post('/my/cart/modify', { body: { add: [{ ticket_type_id: 't1', quantity: 1 }] } })

    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.headers.get('Tix-App')).toBe('ecomm')
      expect(request.url.searchParams.get('_seller')).toBe('demo-museum')
    }
    expect(requests[0]!.url.origin + requests[0]!.url.pathname).toBe(`${apiBase}/events`)
    expect(requests[0]!.url.searchParams.get('_embed')).toBe('venue,meta')
    // The query as serializeQuery writes it (commas literal), then _seller: the request is built
    // once, not copied through URLSearchParams (which writes a comma as %2C).
    expect(requests[0]!.url.search).toBe('?_embed=venue,meta&_seller=demo-museum')
    expect(requests[1]!.method).toBe('POST')
    expect(JSON.parse(requests[1]!.body)).toEqual({ add: [{ ticket_type_id: 't1', quantity: 1 }] })
  })

  it('calls §7: a cached read goes to the cached-read base', async () => {
    const { fetch, requests } = scriptedFetch(json(200, eventsBody))
    await http(fetch).get('/events/{id}', { params: { path: { id: 'e1' } } }, { cached: true })
    expect(requests[0]!.url.href).toBe(`${cachedApiBase}/events/e1?_seller=demo-museum`)
  })

  it('falls back to the API base for a cached read when no cached base is configured', async () => {
    const { fetch, requests } = scriptedFetch(json(200, eventsBody))
    const client = createHttp({ apiBase, seller: 'demo-museum', fetch, clock: systemClock })
    await client.get('/events/{id}', { params: { path: { id: 'e1' } } }, { cached: true })
    expect(requests[0]!.url.href).toBe(`${apiBase}/events/e1?_seller=demo-museum`)
  })
})

describe('http errors (calls §8)', () => {
  it('calls §8: a 4xx answer becomes one FoyerError with the server code, status and _description', async () => {
    const { fetch, requests } = scriptedFetch(
      json(404, { _data: [{ _code: 'not_found', _description: 'Resource event_template not found.' }] }),
    )
    const result = await http(fetch).get('/events/{id}', { params: { path: { id: 'nope' } } })
    expect(result.data).toBeUndefined()
    expect(result.error).toMatchObject({
      name: 'FoyerError',
      code: 'not_found',
      status: 404,
      description: 'Resource event_template not found.',
      messageKey: 'error.generic',
    })
    // not a retryable failure
    expect(requests).toHaveLength(1)
  })

  it('returns a failure as a value and tells onError once, after the retries', async () => {
    const onError = vi.fn()
    const { fetch, requests } = scriptedFetch(json(500, { _data: [{ _code: 'server_error' }] }))
    const result = await http(fetch, { onError }).get('/events', {})
    expect(result.error?.code).toBe('server_error')
    expect(result.error?.status).toBe(500)
    expect(requests).toHaveLength(1) // 500 is not one of the retried failures
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ method: 'GET', path: '/events', error: { code: 'server_error' } })
  })
})

describe('read retries (calls §7)', () => {
  it('calls §7: retries a read after a 502, waiting 250, 500 then 1000 ms', async () => {
    const { fetch, requests } = scriptedFetch(
      json(502, { _data: [{ _code: 'bad_gateway' }] }),
      json(502, { _data: [{ _code: 'bad_gateway' }] }),
      json(502, { _data: [{ _code: 'bad_gateway' }] }),
      json(200, eventsBody),
    )
    const pending = http(fetch).get('/events', {})
    await vi.advanceTimersByTimeAsync(0)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(249)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(499)
    expect(requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(999)
    expect(requests).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(4)
    expect((await pending).data).toEqual(eventsBody)
  })

  it('calls §7: gives up after 3 retries and returns the 502 as an error', async () => {
    const { fetch, requests } = scriptedFetch(json(502, { _data: [{ _code: 'bad_gateway' }] }))
    const pending = http(fetch).get('/events', {})
    await vi.advanceTimersByTimeAsync(250 + 500 + 1000 + 5000)
    const result = await pending
    expect(requests).toHaveLength(1 + READ_RETRY_ATTEMPTS)
    expect(result.error).toMatchObject({ code: 'bad_gateway', status: 502 })
  })

  it('calls §7: retries a read after a network error', async () => {
    const { fetch, requests } = scriptedFetch(networkError(), json(200, eventsBody))
    const pending = http(fetch).get('/events', {})
    await vi.advanceTimersByTimeAsync(250)
    expect((await pending).data).toEqual(eventsBody)
    expect(requests).toHaveLength(2)
  })

  it('calls §7: a network error that lasts returns code network_error with no status', async () => {
    const { fetch, requests } = scriptedFetch(networkError())
    const pending = http(fetch).get('/events', {})
    await vi.advanceTimersByTimeAsync(1750)
    expect((await pending).error).toMatchObject({ code: 'network_error', status: null })
    expect(requests).toHaveLength(4)
  })

  it(`calls §7: a try with no answer after ${REQUEST_TIMEOUT_MS} ms is a timeout, and is retried`, async () => {
    const { fetch, requests } = scriptedFetch(never(), json(200, eventsBody))
    const pending = http(fetch).get('/events', {})
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1 + 250)
    expect(requests).toHaveLength(2)
    expect((await pending).data).toEqual(eventsBody)
  })

  it('calls §7: a read that keeps timing out returns code timeout', async () => {
    const { fetch } = scriptedFetch(never())
    const client = createHttp({ apiBase, seller: 's', fetch, clock: systemClock, timeoutMs: 1000 })
    const pending = client.get('/events', {})
    await vi.advanceTimersByTimeAsync(4 * 1000 + 1750)
    expect((await pending).error).toMatchObject({ code: 'timeout', status: null })
  })

  it('calls §7: never retries a write, whatever the failure', async () => {
    for (const failure of [json(502, { _data: [{ _code: 'bad_gateway' }] }), networkError(), never()]) {
      const { fetch, requests } = scriptedFetch(failure, json(200, { cart: { _data: [] } }))
      const pending = http(fetch).post('/my/cart/modify', { body: {} })
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 5000)
      const result = await pending
      expect(result.error).toBeDefined()
      expect(requests).toHaveLength(1)
    }
  })
})

describe('aborting', () => {
  it('after dispose nothing is sent', async () => {
    const { fetch, requests } = scriptedFetch(json(200, eventsBody))
    const client = http(fetch)
    client.dispose()
    expect((await client.get('/events', {})).error?.code).toBe('aborted')
    expect(requests).toHaveLength(0)
  })

  it('dispose stops a request in flight and any retry, with code aborted', async () => {
    const { fetch, requests } = scriptedFetch(never())
    const client = http(fetch)
    const pending = client.get('/events', {})
    await vi.advanceTimersByTimeAsync(10)
    client.dispose()
    const result = await pending
    expect(result.error?.code).toBe('aborted')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(requests).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a caller signal aborts a retry wait without another try', async () => {
    const { fetch, requests } = scriptedFetch(json(502, { _data: [{ _code: 'bad_gateway' }] }))
    const controller = new AbortController()
    const pending = http(fetch).get('/events', {}, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await vi.advanceTimersByTimeAsync(5000)
    const result = await pending
    expect(requests).toHaveLength(1)
    expect(result.error?.code).toBe('aborted')
  })
})
