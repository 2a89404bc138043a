import { createNanoEvents, type Emitter } from 'nanoevents'
import type { AuthEvents } from '../auth/events.js'
import type { CartEvents } from '../cart/events.js'
import type { CatalogEvents } from '../catalog/events.js'
import type { CheckoutEvents } from '../checkout/events.js'
import type { FoyerError } from '../errors/index.js'
import type { MembershipEvents } from '../membership/events.js'
import type { ReserveEvents } from '../reserve/events.js'

/**
 * Domain events of the storefront. Every payload is one object, never positional arguments, so a
 * field can be added later without breaking a listener. Each domain declares its
 * events in its `events.ts`; this map lists them all in one interface, so the published types
 * carry every event (a declaration merged from another file would be lost in the bundled `.d.ts`),
 * and keeps the transport's `http:error`.
 */
export interface StorefrontEvents
  extends CatalogEvents, ReserveEvents, CartEvents, CheckoutEvents, AuthEvents, MembershipEvents {
  /** A request failed after any retries; the normalised error is in the payload (calls §8). */
  'http:error': (payload: { method: string; path: string; error: FoyerError }) => void
}

export type StorefrontEmitter = Emitter<StorefrontEvents>

/**
 * A nanoevents emitter of the storefront's domain events.
 * @example
 * const off = storefront.events.on('http:error', ({ error }) => report(error.code))
 * off()
 */
export function createEvents(): StorefrontEmitter {
  return createNanoEvents<StorefrontEvents>()
}
