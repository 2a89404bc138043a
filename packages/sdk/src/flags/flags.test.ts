import { describe, expect, it } from 'vitest'
import { FEATURE_FLAG_TIMEOUT_MS, readFeatureFlags } from './index.js'

// calls §7 "A feature-flag service is read on load", with the tenant's defaults when it cannot be.
const defaults = { express_checkout: false, extend_cart_timer: true }
const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('readFeatureFlags', () => {
  it('waits 2 s at most for the service', () => {
    expect(FEATURE_FLAG_TIMEOUT_MS).toBe(2000)
  })

  it("the service's flags win over the defaults name by name", async () => {
    const read = await readFeatureFlags({
      url: 'https://flags.test/demo',
      defaults,
      fetch: answering(200, { flags: { express_checkout: true, new_flag: false } }),
    })
    expect(read).toEqual({
      flags: { express_checkout: true, extend_cart_timer: true, new_flag: false },
      source: 'service',
      problem: null,
    })
  })

  it('a value that is not true or false is left out, and said', async () => {
    const read = await readFeatureFlags({
      url: 'https://flags.test/demo',
      defaults,
      fetch: answering(200, { flags: { express_checkout: 'yes' } }),
    })
    expect(read.flags).toEqual(defaults)
    expect(read.problem).toBe('Feature flags that are not true or false were left out: express_checkout.')
  })

  it.each([
    ['an error status', answering(503, {}), 'answered 503'],
    ['another shape', answering(200, { express_checkout: true }), 'without a "flags" object'],
    ['no connection', async () => Promise.reject(new TypeError('fetch failed')), 'could not be read (fetch failed)'],
  ])('the defaults stand on %s', async (_case, fetch, words) => {
    const read = await readFeatureFlags({ url: 'https://flags.test/demo', defaults, fetch })
    expect(read).toMatchObject({ flags: defaults, source: 'defaults' })
    expect(read.problem).toContain(words)
  })

  it('the defaults stand when the service does not answer in time', async () => {
    // A fetch that never answers and ignores the signal.
    const hanging = () => new Promise<Response>(() => {})
    const read = await readFeatureFlags({ url: 'https://flags.test/demo', defaults, fetch: hanging, timeoutMs: 20 })
    expect(read).toMatchObject({ flags: defaults, source: 'defaults' })
    expect(read.problem).toBe('The feature-flag service did not answer within 20 ms; the defaults stand.')
  })
})
