/**
 * The cart's domain events, listed in the shared event map (store/events.ts `StorefrontEvents`). Payloads are
 * one object each, so a field can be added without breaking a listener.
 */
import type { Cart } from './types.js'

export interface CartEvents {
  /**
   * The cart expired (storefront §4 "On expiry: A modal appears, the upsell chain is cleared
   * and the cart is cleared"): the local expiry was reached, or the server said cart_expired.
   * Whoever keeps the upsell chain clears it on this event.
   */
  'cart:expired': (payload: { cartId: string; reason: 'local' | 'server' }) => void
  /** The cart was extended (PATCH my/cart/{id}, calls §7); `extensionsUsed` counts this one. */
  'cart:extended': (payload: { cart: Cart; extensionsUsed: number }) => void
  /** The cart was loaded or changed (load, modify, item removed); `cart` is the new cart. */
  'cart:updated': (payload: { reason: 'load' | 'modify' | 'remove'; cart: Cart }) => void
  /**
   * The storefront stopped holding a cart (storefront §4 Cart): it was deleted (`deleted`), is
   * not pending or not found any more (`cleared`), had expired (`expired`), or was an already
   * completed order (`completed`).
   */
  'cart:cleared': (payload: { cartId: string; reason: 'deleted' | 'cleared' | 'expired' | 'completed' }) => void
}
