/**
 * The cart rules: the query of a cart read (calls §7), alone in its module so that
 * `storefront.cart` can read a kept cart before the rest of the cart's code has loaded (issue 16).
 */
import { CART_CONFIG_NAMES, CART_EMBEDS, CART_FETCH_LIMIT } from './constants.js'

/**
 * The query of `GET my/cart/{id}` / `GET cart/{id}` (calls §7): limit 1000, the embeds, the
 * config name filter; `_all_tickets` for the variant with tickets in every state, and the
 * `ticket_order` embed for the variant that needs the orders.
 * @example cartQuery()._limit // 1000
 */
export function cartQuery(options: { allTickets?: boolean; ticketOrders?: boolean } = {}): {
  _limit: number
  _embed: string
  'config.name._in': string
  _all_tickets?: boolean
} {
  const embeds: string[] = [...CART_EMBEDS]
  if (options.ticketOrders) embeds.push('ticket_order')
  return {
    _limit: CART_FETCH_LIMIT,
    _embed: embeds.join(','),
    'config.name._in': CART_CONFIG_NAMES.join(','),
    ...(options.allTickets ? { _all_tickets: true } : {}),
  }
}
