/**
 * The sdk against the in-process sandbox (DESIGN.md: sdk flows are tested against the sandbox),
 * through the contract observer, so every request and answer must match openapi/storefront.yaml.
 * One helper for every `*.sandbox.test.ts`: a sandbox at a given instant, and visitors (a
 * storefront each, like a browser tab) that read "now" on the sandbox's clock.
 */
import { contractFetch } from '@foyer/contract/observe'
import { createSandbox, type Sandbox, type SandboxOptions } from '@foyer/sandbox'
import { expect } from 'vitest'
import { systemClock } from '../src/store/clock.js'
import { createMemoryStorage } from '../src/store/storage.js'
import { createStorefront, type Storefront, type StorefrontOptions } from '../src/storefront.js'

export const apiBase = 'http://sandbox/api/v1'
export const cachedApiBase = 'http://sandbox/cached/api/v1'

export interface OnSandbox {
  sandbox: Sandbox
  /** The contract observer: its `violations` must stay empty (`close` checks). */
  observed: ReturnType<typeof contractFetch>
  /** Every request the visitors made, in order. */
  requests: { method: string; path: string }[]
  /**
   * A visitor's storefront over the sandbox, in the demo venue's zone, with its own storage; the
   * sdk reads "now" on the sandbox's clock, timers stay the (fakeable) system ones.
   */
  visitor(options?: Partial<StorefrontOptions>): Storefront
  /**
   * A visitor in a browser: its requests carry the cookies the sandbox set (the session is a real
   * cookie session), and `readCookies` reads them as `document.cookie` would. `jar` is the cookies.
   */
  browser(options?: Partial<StorefrontOptions>): { storefront: Storefront; jar: Map<string, string> }
  /** Disposes every visitor and checks that nothing broke the contract. */
  close(): void
}

/**
 * A sandbox at `now` and its visitors.
 * @example
 * let run: OnSandbox
 * beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
 * afterEach(() => run.close())
 */
export function onSandbox(options: SandboxOptions & Required<Pick<SandboxOptions, 'now'>>): OnSandbox {
  const sandbox = createSandbox(options)
  const requests: OnSandbox['requests'] = []
  const observed = contractFetch(
    (request) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname })
      return sandbox.app.fetch(request)
    },
    { apiBase, cachedApiBase },
  )
  const storefronts: Storefront[] = []
  return {
    sandbox,
    observed,
    requests,
    visitor(overrides = {}) {
      const storefront = createStorefront({
        apiBase,
        cachedApiBase,
        seller: 'demo-museum',
        fetch: observed.fetch,
        timeZone: 'America/New_York',
        storage: createMemoryStorage(),
        clock: { ...systemClock, now: () => sandbox.clock.now().getTime() },
        ...overrides,
      })
      storefronts.push(storefront)
      return storefront
    },
    browser(overrides = {}) {
      const jar = new Map<string, string>()
      const fetch = async (input: Request) => {
        const request = new Request(input)
        if (jar.size > 0) request.headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
        const response = await observed.fetch(request)
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';')
          const [name = '', value = ''] = pair.split('=')
          if (value === '' || attributes.some((a) => /max-age=0/i.test(a))) jar.delete(name.trim())
          else jar.set(name.trim(), value)
        }
        return response
      }
      const readCookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      return { storefront: this.visitor({ fetch, readCookies, ...overrides }), jar }
    },
    close() {
      for (const storefront of storefronts.splice(0)) storefront.dispose()
      expect(observed.violations).toEqual([])
    },
  }
}
