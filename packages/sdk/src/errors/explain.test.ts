/**
 * Errors that explain themselves (issue 17.4, after stripe-node): a readable message, a `type`,
 * the status, the call's method and URL, the cause kept; a brand that holds across copies of the
 * sdk (the ESM and CJS builds in one app).
 */
import { describe, expect, it } from 'vitest'
import { createHttp } from '../http/client.js'
import { systemClock } from '../store/clock.js'
import { FoyerError, foyerErrorFromFailure, isFoyerError } from './foyer-error.js'

describe('FoyerError explains itself', () => {
  it('a failure without an answer: a sentence with the code and the call, the cause kept', () => {
    const cause = new TypeError('fetch failed')
    const error = foyerErrorFromFailure(cause, { method: 'GET', url: 'https://wrong.example/api/v1/events' })
    expect(error.message).toBe(
      'The request could not reach the server (network_error, GET https://wrong.example/api/v1/events)',
    )
    expect(error).toMatchObject({ type: 'connection_error', code: 'network_error', status: null })
    expect(error.cause).toBe(cause)
  })

  it('types: 5xx api_error, 4xx invalid_request_error, refused before a call client_error', () => {
    expect(new FoyerError({ code: 'unexpected', status: 502 }).type).toBe('api_error')
    expect(new FoyerError({ code: 'cart_expired', status: 400 }).type).toBe('invalid_request_error')
    expect(new FoyerError({ code: 'selection_incomplete' }).type).toBe('client_error')
    expect(new FoyerError({ code: 'timeout' }).type).toBe('connection_error')
  })

  it("the server's description is the message when it gives one", () => {
    expect(new FoyerError({ code: 'conflict', status: 409, description: 'In use' }).message).toBe('In use')
  })

  it('a wrong apiBase: the answer names the status and the URL that failed', async () => {
    const http = createHttp({
      apiBase: 'https://wrong.example/api/v1',
      seller: 'demo-museum',
      clock: systemClock,
      fetch: async (request: Request) =>
        Object.defineProperty(new Response('<html>Not here</html>', { status: 404 }), 'url', { value: request.url }),
    })
    const { error } = await http.get('/events', { params: { query: {} } })
    expect(error?.status).toBe(404)
    expect(error?.request?.method).toBe('GET')
    expect(error?.request?.url).toMatch(/^https:\/\/wrong\.example\/api\/v1\/events\?/)
    expect(error?.message).toBe(
      'The answer was not one the storefront could read (unexpected, HTTP 404, GET https://wrong.example/api/v1/events?_seller=demo-museum)',
    )
    http.dispose()
  })

  it('isFoyerError holds for an error of another copy of the sdk (the brand, not the class)', () => {
    class OtherCopy extends Error {}
    const foreign = Object.defineProperty(new OtherCopy('x'), Symbol.for('@foyer/sdk.FoyerError'), { value: true })
    expect(isFoyerError(foreign)).toBe(true)
    expect(isFoyerError(new Error('x'))).toBe(false)
    expect(isFoyerError(new FoyerError({ code: 'busy' }))).toBe(true)
  })
})
