/**
 * Where a checkout keeps what must outlive a page (calls §4): small and apart from the checkout's
 * code, so the storefront can forget a waiting purchaser on pages that never load the checkout.
 */

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
