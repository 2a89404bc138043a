/**
 * The cart rules: Loading (calls §7 GET my/cart/{id}, cart/{id}; calls §8 Cart load).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import { idKey, moneyToCents } from '../../reserve/rules/index.js'
import type { EventSession, TicketGroup, TicketType } from '../../reserve/types.js'
import type {
  Cart,
  CartContents,
  CartDisposition,
  CartEventTemplate,
  CartMod,
  CartOwners,
  CartTicket,
  CompletedPayment,
  ScheduledPayment,
} from '../types.js'
import { CART_RELOAD_UNDER_S, EXPIRED_CART_STATE, PENDING_CART_STATE } from './constants.js'
import { rows } from './rows.js'

/**
 * A loaded cart (calls §7: "read as cart._data[0] with expires_in") with the rows embedded beside
 * it. Null when the answer holds no cart.
 */
export function readCart(body: unknown): CartContents | null {
  if (typeof body !== 'object' || body === null) return null
  const envelope = body as Record<string, unknown>
  const cart = rows<Cart>(envelope, 'cart')[0]
  if (!cart) return null
  return {
    cart,
    tickets: rows<CartTicket>(envelope, 'ticket'),
    ticketTypes: rows<TicketType>(envelope, 'ticket_type'),
    ticketGroups: rows<TicketGroup>(envelope, 'ticket_group'),
    sessions: rows<EventSession>(envelope, 'event_session'),
    eventTemplates: rows<CartEventTemplate>(envelope, 'event_template'),
    cartMods: rows<CartMod>(envelope, 'cartmod'),
    scheduledPayments: rows<ScheduledPayment>(envelope, 'scheduled_payment'),
    payments: rows<CompletedPayment>(envelope, 'payment'),
  }
}

/** The ids of the rows an answer embeds under `key` (e.g. the ticket_order rows of a cart). */
export function rowIds(body: unknown, key: string): string[] {
  const envelope = (body as Record<string, { _data?: unknown } | undefined> | null)?.[key]
  const data = Array.isArray(envelope?._data) ? (envelope._data as { id?: unknown }[]) : []
  return data
    .map((row) => row.id)
    .filter((id) => id !== undefined && id !== null)
    .map(String)
}

/** The tickets the cart holds for the visitor: those in state `in_cart` (storefront §3 Ticket). */
export function heldTickets(tickets: readonly CartTicket[]): CartTicket[] {
  return tickets.filter((t) => t.state === 'in_cart')
}

/**
 * storefront §4 Cart: "A cart with no expiry, no held tickets and zero outstanding is treated as
 * an already completed order." A missing total_outstanding counts as zero.
 */
export function isCompletedOrderCart(cart: Cart, tickets: readonly CartTicket[]): boolean {
  const noExpiry = !cart.expires_at && (cart.expires_in === null || cart.expires_in === undefined)
  const outstanding = moneyToCents(cart.grand_totals?.total_outstanding ?? '0.00')
  return noExpiry && heldTickets(tickets).length === 0 && (Number.isNaN(outstanding) || outstanding === 0)
}

/**
 * storefront §4 Cart: what to do with a loaded cart, in this order:
 * - "no expiry, no held tickets and zero outstanding": `completed` (go to the order confirmation);
 * - "Loading an expired cart raises a cart-expired error": `expired` (the cart-expiry flow);
 * - "A non-pending cart is cleared": `clear`;
 * - "A pending cart with no tickets is deleted": `delete`;
 * - "A cart that expires in under 30 seconds is deleted and reloaded": `deleteAndReload`;
 * - "Only a pending cart with tickets is kept": `keep`.
 * Tickets are the held ones (state in_cart).
 */
export function cartDisposition(cart: Cart, tickets: readonly CartTicket[]): CartDisposition {
  if (isCompletedOrderCart(cart, tickets)) return 'completed'
  if (cart.state === EXPIRED_CART_STATE) return 'expired'
  if (cart.state !== PENDING_CART_STATE) return 'clear'
  if (heldTickets(tickets).length === 0) return 'delete'
  if (typeof cart.expires_in === 'number' && cart.expires_in < CART_RELOAD_UNDER_S) return 'deleteAndReload'
  return 'keep'
}

/**
 * Whether the visitor may change the cart: it is still pending and belongs to them, either the
 * anonymous visitor's identity or the logged-in user (storefront §4 Cart "A pending cart is
 * modifiable only if owned by the public identity or the authenticated user.").
 */
export function isCartModifiable(cart: Cart, owners: CartOwners): boolean {
  return cart.state === PENDING_CART_STATE && isCartOwnedBy(cart, owners)
}

/**
 * Whether the cart holds an order's part payment (storefront §1 "Part payments via scheduled
 * payments", §4 Scheduled payment): pending without an expiry, with payments made. Only its
 * balance can be paid; its tickets and codes are the order's and do not change (the sandbox
 * answers 409 cart_part_paid).
 */
export function isCartPartPaid(cart: Cart): boolean {
  return (
    cart.state === PENDING_CART_STATE &&
    (cart.expires_in === null || cart.expires_in === undefined) &&
    moneyToCents(cart.grand_totals?.total_payments ?? '0.00') > 0
  )
}

/** Whether the cart's identity_id is one of `owners` (whatever the cart's state). */
export function isCartOwnedBy(cart: Cart, owners: CartOwners): boolean {
  if (cart.identity_id === null || cart.identity_id === undefined) return false
  const owner = idKey(cart.identity_id)
  return [owners.publicIdentityId, owners.userIdentityId].some(
    (id) => id !== null && id !== undefined && idKey(id) === owner,
  )
}
