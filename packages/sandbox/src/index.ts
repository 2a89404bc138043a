/**
 * @foyer/sandbox: a stateful in-memory implementation of the storefront contract
 * (openapi/storefront.yaml) with a seeded demo museum, a controllable clock and fault injection.
 * It is a development and test tool, not a tenant's backend (DESIGN.md, The sandbox).
 *
 * @example In-process, no port (SDK tests inject `sandbox.app.fetch` as `fetch`):
 * ```ts
 * import { createSandbox } from '@foyer/sandbox'
 * const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
 * const res = await sandbox.app.fetch(
 *   new Request('http://sandbox/api/v1/events?_seller=demo-museum', { headers: { 'Tix-App': 'ecomm' } }),
 * )
 * sandbox.clock.advance(24 * 60 * 60 * 1000) // tomorrow
 * sandbox.faults.add({ path: 'events/*\/calendar', kind: '502', times: 2 })
 * sandbox.reset()
 * ```
 */
import type { Hono } from 'hono'
import { createApp, type SandboxEnv } from './app.js'
import { createClock, type SandboxClock } from './clock.js'
import { createFaultRegistry, type SandboxFaults } from './faults.js'
import { placeGiftCodes } from './gifts.js'
import { placeMemberHistory } from './member-history.js'
import type { Seed } from './seed/index.js'
import { createState, type SandboxState } from './state.js'

export interface SandboxOptions {
  /**
   * Where the sandbox clock starts. Given, the clock is frozen there and moves only through
   * `clock.set` / `clock.advance` (or `POST /_sandbox/clock`); absent, it follows the machine's time.
   * @default the machine's time, running
   */
  now?: string | Date
  /**
   * Changes the seeded tenant before the state is built, on creation and on every `reset()`:
   * for tests that need a case the demo tenant does not have (an oversold session, a group
   * with eleven ticket types).
   * @example createSandbox({ customizeSeed: (seed) => { seed.settings.cart_hold_minutes = 5 } })
   */
  customizeSeed?: (seed: Seed) => void
  /**
   * Origins (`https://shop.example`) whose pages may call the API from the browser (CORS, with
   * credentials). The storefront served with the sandbox is same-origin and needs none.
   * @default []
   */
  allowedOrigins?: readonly string[]
}

export interface Sandbox {
  /** The Hono app: `app.fetch(request)` in-process, or serve it over HTTP (serve.ts). */
  app: Hono<SandboxEnv>
  /** The sandbox's notion of now; sessions and calendars are generated from it. */
  clock: SandboxClock
  /** Back to the seeded state: bookings, carts, faults, and the clock as it was created. */
  reset(): void
  /** Faults to inject into matching API requests. */
  faults: SandboxFaults
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const clock = createClock(options.now)
  const initialClock = clock.snapshot()
  const faults = createFaultRegistry()
  const build = () => {
    const fresh = createState(clock.now().getTime(), options.customizeSeed)
    placeMemberHistory(fresh)
    placeGiftCodes(fresh)
    return fresh
  }
  let state: SandboxState = build()

  const reset = () => {
    clock.restore(initialClock)
    faults.clear()
    state = build()
  }

  const app = createApp({ clock, faults, state: () => state, reset, allowedOrigins: options.allowedOrigins ?? [] })
  const publicClock: SandboxClock = {
    now: () => clock.now(),
    set: (now) => clock.set(now),
    advance: (ms) => clock.advance(ms),
    get frozen() {
      return clock.frozen
    },
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    clearTimeout: (handle) => clock.clearTimeout(handle),
  }
  const publicFaults: SandboxFaults = {
    add: (fault) => faults.add(fault),
    clear: () => faults.clear(),
    list: () => faults.list(),
  }
  return { app, clock: publicClock, reset, faults: publicFaults }
}

export { apiBase, cachedApiBase, controlBase, isSandboxPath, type SandboxEnv } from './app.js'
export type { SandboxClock } from './clock.js'
export type { Fault, FaultInput, FaultKind, SandboxFaults } from './faults.js'
export { seedIds, sellerSlug, venueTimeZone, currencyCode, defaultCartHoldMinutes } from './seed/index.js'
export type { Seed, SeedEvent, SeedPromoCode, SeedSettings } from './seed/index.js'
export { sessionWindowDays, sessionId } from './sessions.js'
export { seededRandom } from './seat-plans.js'
export { stressSeatMap, type SeatMapAnswer } from './seats.js'
export { cartExtensionMs, maxQuantityPerType, maxTicketTypesPerSession } from './carts.js'
export type * from './types.js'
