import { createNanoEvents, type Emitter } from 'nanoevents'
import type { FoyerError } from '../errors/index.js'

/**
 * Domain events of the storefront. Every payload is one object, never positional arguments, so a
 * field can be added later without breaking a listener (STYLE.md, Shape). Each domain adds its own
 * events by declaration merging in its `events.ts` (`cart/events.ts`, `checkout/events.ts`,
 * `reserve/events.ts`, `catalog/events.ts`), imported by its store; this file keeps the
 * transport's `http:error`.
 */
export interface StorefrontEvents {
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
