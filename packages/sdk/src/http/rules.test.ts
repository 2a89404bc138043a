import { describe, expect, it } from 'vitest'
import { READ_RETRY_ATTEMPTS, READ_RETRY_DELAY_MS, readRetryDelay, shouldRetry } from './rules.js'

describe('read retries (calls §7)', () => {
  it('calls §7: reads are retried up to 3 times, starting at 250 ms', () => {
    expect(READ_RETRY_ATTEMPTS).toBe(3)
    expect(READ_RETRY_DELAY_MS).toBe(250)
  })

  it('calls §7: the delay doubles: 250, 500, 1000 ms', () => {
    expect([1, 2, 3].map(readRetryDelay)).toEqual([250, 500, 1000])
  })

  it('calls §7: retries a read on network error, timeout or 502', () => {
    expect(shouldRetry('GET', { failure: 'network' }, 0)).toBe(true)
    expect(shouldRetry('GET', { failure: 'timeout' }, 0)).toBe(true)
    expect(shouldRetry('GET', { status: 502 }, 0)).toBe(true)
  })

  it('calls §7: does not retry other statuses, nor an aborted read', () => {
    for (const status of [200, 400, 404, 409, 500, 503, 504]) {
      expect(shouldRetry('GET', { status }, 0)).toBe(false)
    }
    expect(shouldRetry('GET', { failure: 'aborted' }, 0)).toBe(false)
  })

  it('calls §7: stops after the third retry', () => {
    expect(shouldRetry('GET', { status: 502 }, 2)).toBe(true)
    expect(shouldRetry('GET', { status: 502 }, 3)).toBe(false)
  })

  it('calls §7: never retries a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(shouldRetry(method, { status: 502 }, 0)).toBe(false)
      expect(shouldRetry(method, { failure: 'network' }, 0)).toBe(false)
      expect(shouldRetry(method, { failure: 'timeout' }, 0)).toBe(false)
    }
  })
})
