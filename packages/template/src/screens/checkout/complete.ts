/**
 * What the /checkout/complete page reads from its URL and links to (storefront §2
 * /checkout/complete). The orders' QR codes are the sdk's (`orderQrCodeUrl`).
 */

/** The order ids of `?orderIds=7,9` (storefront §2: comma-separated, blanks and repeats left out). */
export function orderIdsOf(search: string): string[] {
  const value = new URLSearchParams(search).get('orderIds') ?? ''
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  return [...new Set(ids)]
}
