import { createNanoEvents, type Emitter } from 'nanoevents'
import type { Cart, CartTicket } from '../cart/types.js'
import type { FoyerError } from '../errors/index.js'

/**
 * Domain events of the storefront. Every payload is one object, never positional arguments, so a
 * field can be added later without breaking a listener (STYLE.md, Shape). Later domains add theirs
 * here (cart `expired` / `extended`, checkout `completed`, auth `session_lost`).
 */
export interface StorefrontEvents {
  /** A listing load finished (`loadEvents`), successfully or not. */
  'catalog:listing': (payload: { status: 'ready' | 'error'; count: number }) => void
  /** An event page load finished (`loadEvent`). */
  'catalog:event': (payload: { eventId: string; status: 'ready' | 'not_found' | 'error' }) => void
  /**
   * Tickets were reserved into the cart (storefront §4 Reserve flow: "Submit adds to the cart");
   * the add_to_cart of analytics. `tickets` are the held tickets this reserve added.
   */
  'reserve:reserved': (payload: { eventId: string; cart: Cart; tickets: CartTicket[] }) => void
  /** The cart was loaded or changed (load, modify, item removed); `cart` is the new cart. */
  'cart:updated': (payload: { reason: 'load' | 'modify' | 'remove'; cart: Cart }) => void
  /**
   * The storefront stopped holding a cart (storefront §4 Cart): it was deleted (`deleted`), is
   * not pending or not found any more (`cleared`), had expired (`expired`), or was an already
   * completed order (`completed`).
   */
  'cart:cleared': (payload: { cartId: string; reason: 'deleted' | 'cleared' | 'expired' | 'completed' }) => void
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
