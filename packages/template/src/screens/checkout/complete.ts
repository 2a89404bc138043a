/**
 * What the /checkout/complete page reads from its URL and links to (storefront §2
 * /checkout/complete; calls §7 Orders, calls §9 QR margin).
 */

/** The order ids of `?orderIds=7,9` (storefront §2: comma-separated, blanks left out). */
export function orderIdsOf(search: string): string[] {
  const value = new URLSearchParams(search).get('orderIds') ?? ''
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
}

/** calls §9: "QR margin" — ticket order QR codes are read with margin 4. */
export const ORDER_QR_MARGIN = 4

/**
 * The QR code of an order, loaded by `<img src>` through the cached read base (calls §7: "GET
 * cached ticket_order/{id}/qrcode with margin 4"); `_seller` names the seller like every call.
 */
export function orderQrCodeUrl(cachedApiBase: string, seller: string, orderId: string): string {
  const base = cachedApiBase.endsWith('/') ? cachedApiBase : `${cachedApiBase}/`
  const url = new URL(`ticket_order/${encodeURIComponent(orderId)}/qrcode`, base)
  url.searchParams.set('margin', String(ORDER_QR_MARGIN))
  url.searchParams.set('_seller', seller)
  return url.href
}
