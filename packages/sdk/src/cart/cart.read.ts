/**
 * The read of a cart (calls §7 GET my/cart/{id}, with the cart's embeds): the cart store's, and
 * the one `storefront.cart` starts before the store's code has loaded (lazy-cart.ts), so a kept
 * cart's answer and the code download side by side (issue 16).
 */
import type { Http } from '../http/client.js'
import type { Clock } from '../store/clock.js'
import { cartQuery } from './rules/cart-query.js'

export function readCartCall(http: Http, cartId: string) {
  return http.get('/my/cart/{cartId}', { params: { path: { cartId }, query: cartQuery() } })
}

/** `readCartCall`'s answer and `at`, when it came (epoch ms): the cart's expiry counts from then. */
export function readCartAt(http: Http, clock: Clock, cartId: string) {
  return readCartCall(http, cartId).then((result) => ({ result, at: clock.now() }))
}

/**
 * A read of the kept cart started before the cart store was made: its first read of that cart
 * takes this answer (and counts the expiry from when it came, not from when the code was in).
 */
export interface EarlyRead {
  cartId: string
  answer: ReturnType<typeof readCartAt>
}
