/**
 * Where a checkout keeps what must outlive a page (calls §4): small and apart from the checkout's
 * code, so the storefront can forget a waiting purchaser on pages that never load the checkout.
 */
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'

/** The storage key of the checkout attempt of a cart: `foyer:{seller}:checkout:{cartId}`. */
export function checkoutAttemptStorageKey(seller: string, cartId: string): string {
  return `foyer:${seller}:checkout:${cartId}`
}

/**
 * The session-storage key of the purchaser a checkout keeps while a payment may leave the page for
 * a redirect: `foyer:{seller}:checkout:{cartId}:purchaser`.
 */
export function purchaserStorageKey(seller: string, cartId: string): string {
  return `${checkoutAttemptStorageKey(seller, cartId)}:purchaser`
}

/**
 * Forgets the purchaser kept for a cart's payment redirect when the cart ends (cleared, deleted or
 * expired; calls §4). The storefront listens from the start, so it happens on pages that never
 * load the checkout; a checkout made on its own (`createCheckout`) listens too.
 */
export function forgetPurchaserWhenCartEnds(
  events: StorefrontEmitter,
  sessionStorage: KeyValueStorage,
  seller: string,
): void {
  const forget = ({ cartId }: { cartId: string }) => sessionStorage.removeItem(purchaserStorageKey(seller, cartId))
  events.on('cart:cleared', forget)
  events.on('cart:expired', forget)
}
