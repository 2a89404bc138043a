/**
 * Domains made on first use (issue 16: "Domains are created on first use, and each route's chunk
 * imports only the domains it uses"). `createStorefront` makes the parts every page needs (the
 * catalogue, the cart timer, upsells, and the cart, login and memberships as stand-ins whose code
 * loads on first use: lazy-cart.ts, lazy-member-domains.ts); every other domain lives in its
 * subpath and is made from the storefront the first time it is asked for — `getCheckout(storefront)`
 * of `@foyer/sdk/checkout`, `getReserve(storefront, eventId)` of `@foyer/sdk/reserve`, … — so an
 * app that never imports a domain never carries its code.
 *
 * The storefront's shared parts reach the subpaths through a registered symbol (`Symbol.for`), so
 * the ESM and CommonJS builds, or two copies of the package, still find them. Internal: not part of
 * the public surface.
 */
import type { GiftSlot } from './membership/gift.js'
import type { Storefront } from './storefront.js'

const INTERNALS = Symbol.for('@foyer/sdk:storefront-internals')

/** What a domain subpath needs of a storefront besides its public parts. */
export interface StorefrontInternals {
  /** The gift waiting for the cart's checkout (the membership form writes it, checkout reads it). */
  readonly gifts: GiftSlot
  /**
   * The domain kept under `key`: made by `create` the first time, then the same one until the
   * storefront is disposed (when `dispose` runs on it).
   */
  domain<T>(key: string, create: () => T, dispose?: (domain: T) => void): T
  /** The domain kept under `key`, or null when none is made yet. */
  kept<T>(key: string): T | null
  /** Calls `listener` with the key of each domain made from now on; returns the unsubscribe. */
  onMade(listener: (key: string) => void): () => void
  /** Runs `reset` whenever the session ends, before 'auth:session_ended' is told (storefront §4: all state cleared). */
  onSessionCleared(reset: () => void): void
}

/** The key a session's seat picker is kept under (the seats and reserve domains both read it). */
export const seatPickerKey = (eventId: string, sessionId: string) => `seats:${eventId}\u0000${sessionId}`
/** Whether a domain key is a seat picker's (`seatPickerKey`). */
export const isSeatPickerKey = (key: string) => key.startsWith('seats:')

/** Makes a storefront's internals: its domain cache, its session-end resets and its disposal. */
export function createInternals(gifts: GiftSlot): StorefrontInternals & { clearSession(): void; dispose(): void } {
  const domains = new Map<string, { value: unknown; dispose: ((domain: unknown) => void) | undefined }>()
  const resets: Array<() => void> = []
  const made = new Set<(key: string) => void>()
  return {
    gifts,
    domain<T>(key: string, create: () => T, dispose?: (domain: T) => void): T {
      const kept = domains.get(key)
      if (kept) return kept.value as T
      const value = create()
      domains.set(key, { value, dispose: dispose as ((domain: unknown) => void) | undefined })
      for (const listener of [...made]) listener(key)
      return value
    },
    kept<T>(key: string): T | null {
      return (domains.get(key)?.value as T | undefined) ?? null
    },
    onMade(listener) {
      made.add(listener)
      return () => made.delete(listener)
    },
    onSessionCleared(reset) {
      resets.push(reset)
    },
    clearSession() {
      for (const reset of resets) reset()
    },
    dispose() {
      for (const { value, dispose } of domains.values()) dispose?.(value)
      domains.clear()
      resets.length = 0
      made.clear()
    },
  }
}

/** Attaches the internals to a storefront object (not enumerable: a storefront logs and spreads as its public parts). */
export function attachInternals<T extends object>(storefront: T, internals: StorefrontInternals): T {
  Object.defineProperty(storefront, INTERNALS, { value: internals, enumerable: false })
  return storefront
}

/** The internals of a storefront made by `createStorefront`; a plain object passed by mistake is a TypeError. */
export function internalsOf(storefront: Storefront): StorefrontInternals {
  const internals = (storefront as unknown as Record<symbol, StorefrontInternals | undefined>)[INTERNALS]
  if (!internals) throw new TypeError('Expected a storefront made by createStorefront of @foyer/sdk.')
  return internals
}
