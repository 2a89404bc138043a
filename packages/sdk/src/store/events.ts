import { createNanoEvents, type Emitter } from 'nanoevents'
import type { FoyerError } from '../errors/index.js'

/**
 * Domain events of the storefront. Every payload is one object, never positional arguments, so a
 * field can be added later without breaking a listener (STYLE.md, Shape). Each domain adds its own
 * events by declaration merging in its `events.ts` (`cart/events.ts`, `checkout/events.ts`,
 * `reserve/events.ts`), imported by its `index.ts`; this file keeps the transport's `http:error`
 * (and the catalog's two until the catalog domain declares them in a `catalog/events.ts`).
 */
export interface StorefrontEvents {
  /** A listing load finished (`loadEvents`), successfully or not. */
  'catalog:listing': (payload: { status: 'ready' | 'error'; count: number }) => void
  /** An event page load finished (`loadEvent`). */
  'catalog:event': (payload: { eventId: string; status: 'ready' | 'not_found' | 'error' }) => void
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
