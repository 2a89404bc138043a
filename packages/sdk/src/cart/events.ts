/**
 * The cart's and checkout's domain events, added to `StorefrontEvents` by declaration merging so
 * the shared event map (store/events.ts) lists them without this domain editing it. Payloads are
 * one object each (STYLE.md, Shape).
 */
import type { Cart } from './types.js'

declare module '../store/events.js' {
  interface StorefrontEvents {
    /**
     * The cart expired (storefront §4 "On expiry: A modal appears, the upsell chain is cleared
     * and the cart is cleared"): the local expiry was reached, or the server said cart_expired.
     * Whoever keeps the upsell chain clears it on this event.
     */
    'cart:expired': (payload: { cartId: string; reason: 'local' | 'server' }) => void
    /** The cart was extended (PATCH my/cart/{id}, calls §7); `extensionsUsed` counts this one. */
    'cart:extended': (payload: { cart: Cart; extensionsUsed: number }) => void
  }
}

export {}
