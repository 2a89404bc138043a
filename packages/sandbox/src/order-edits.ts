/**
 * Changing an order (issue 14; storefront §1 "Resend, edit, reschedule and cancel orders", §4
 * Orders "Edit order" and "Cart on expiry", §6 Self-service orders; calls §4 "Edit order", calls
 * §7 Cart and Orders, calls §8 Orders "Reschedule expected codes: event_session_sold_out,
 * tickets_too_old, ticket_state_incorrect, ticket_not_found (cart_remove_tickets), cart_expired").
 * No login: the order's id is the key (GET ticket_order/{id} gives its cart_id).
 *
 * - Opening. `POST cart/{cartId}/remove { tickets }` or `POST cart/{cartId}/modify { remove, add }`
 *   on the completed cart of an order opens a change of that order: the cart is pending again with
 *   a hold of its own (`expires_in` as any cart's), and records the order's tickets to take out
 *   (still booked: the order is unchanged until the change is checked out). Added tickets are held
 *   `in_cart` like any reserve (capacity, seats). Further writes on the cart add to the change; an
 *   added ticket is removed as in any cart.
 * - Reading. `GET cart/{id}` shows the change: the order's kept tickets and the added ones
 *   (`_all_tickets=true`: every ticket of the cart), `_embed=ticket_order` names the order being
 *   changed (the Cart row has no order field: cart_id and order id link both ways). grand_totals
 *   are the order as it would become against what it was paid: total_outstanding = price of the
 *   added tickets − value of the removed ones when the order was paid in full. A decrease shows as
 *   total_outstanding 0.00 with total_payments above the new price + fees − discounts: the sandbox
 *   refunds nothing (the seller owes the difference; payment_audit keeps the original capture).
 * - Applying. A checkout of the cart (pay, guest_checkout: free with nothing outstanding, else
 *   card or gift card for exactly the outstanding, Idempotency-Key as for any cart) applies the
 *   change (payments.ts completeCart → applyEdit): removed tickets are cancelled (their places
 *   given back), added ones booked into the same order with scan codes, the order's total worked
 *   out again. The purchaser stays the order's; no e-mail (the client sends order_update, calls §4).
 * - Discarding. DELETE cart/{id}, or the hold running out, discards the change (carts.ts
 *   discardEdit): the order exactly as before, the change's payments given back; after an expiry
 *   the next call on the cart answers cart_expired once.
 * - Only admissions (ticket groups `tickets`, `seated`) are changed, never memberships, gift cards
 *   or donations; promo codes are not applied to a change. The self-edit rules of the client
 *   (categories, horizon, single events, logged-in users) are the client's (storefront §5, §6).
 */
import { readModify, type ModifyInput } from './cart-input.js'
import { applyPlan, modifyCart, planModify } from './cart-modify.js'
import { cartCompleted, readableCart, releaseOpenIntent } from './carts.js'
import { countedTickets, priceCart } from './codes.js'
import { ContractError, invalid } from './errors.js'
import { scanCode } from './ids.js'
import { cancelBookedTickets, selfServiceTicket, ticketStart } from './order-cancel.js'
import type { CartRecord, HeldTicket, OrderRecord } from './records.js'
import { sellSeat } from './seats.js'
import { eventById, seatsOf, type CartRequest, type SandboxState } from './state.js'

/** The order a completed cart made, or whose change it holds. */
function cartOrder(state: SandboxState, cart: CartRecord): OrderRecord {
  const id = cart.edit?.order_id ?? cart.order_ids[0]
  const order = id === undefined ? undefined : state.orders.get(id)
  if (!order) throw new Error(`Sandbox error: completed cart ${cart.id} has no order`)
  return order
}

const removeError = (status: 400, code: string, description: string, ticket: HeldTicket) =>
  new ContractError(status, code, description, 'cart_remove_tickets', {
    ticket_id: ticket.id,
    event_session_id: ticket.event_session_id,
  })

/**
 * The order's tickets a write takes out, checked: each a booked admission of the order not yet
 * taken out, whose session has not started. Ids of tickets the change added are left to the
 * plan (in_cart removals).
 */
function orderRemovals(req: CartRequest, cart: CartRecord, order: OrderRecord, ids: readonly string[]): HeldTicket[] {
  const leaving = new Set(cart.edit?.remove_ids ?? [])
  const removals: HeldTicket[] = []
  for (const id of ids) {
    const ticket = cart.tickets.find((t) => t.id === id)
    if (ticket?.state === 'in_cart') continue
    if (!ticket || ticket.ticket_order_id !== order.id) {
      throw new ContractError(400, 'ticket_not_found', `This cart holds no ticket ${id}.`, 'cart_remove_tickets', {
        ticket_id: id,
      })
    }
    if (leaving.has(id) || ticket.state !== 'booked') {
      const now = leaving.has(id) ? 'already taken out of this change' : ticket.state
      throw removeError(400, 'ticket_state_incorrect', `Ticket ${id} is ${now}: it cannot be changed.`, ticket)
    }
    if (!selfServiceTicket(req.state, ticket)) {
      throw new ContractError(
        400,
        'validation_failed',
        `Ticket ${id} is not an admission: memberships, gift cards and donations are not changed here.`,
        'cart_remove_tickets',
        { ticket_id: id },
      )
    }
    const start = ticketStart(req.state, req.now, ticket)
    if (start === null || start <= req.now) {
      throw removeError(
        400,
        'tickets_too_old',
        `The session of ticket ${id} has started: its tickets can no longer be changed.`,
        ticket,
      )
    }
    removals.push(ticket)
  }
  return removals
}

/**
 * A write on a completed order's cart, or on a change it holds: the order's removals checked,
 * then the rest planned as any modify over what the change shows (kept and added tickets), all
 * before anything changes; then the change is opened (first write) and applied.
 */
function changeOrder(req: CartRequest, cart: CartRecord, input: ModifyInput): CartRecord {
  const order = cartOrder(req.state, cart)
  if (input.codesBefore.length > 0 || input.codesAfter.length > 0)
    throw invalid('Promo codes are not applied to a change of an order.')
  const removals = orderRemovals(req, cart, order, input.remove)
  const taken = new Set(removals.map((t) => t.id))
  // What the change shows after this write's removals of the order's tickets; the tickets it
  // added are removed by the plan, which checks every rule of a modify against the rest.
  const view: CartRecord = { ...cart, tickets: countedTickets(cart).filter((t) => !taken.has(t.id)) }
  const plan = planModify(req, view, { ...input, remove: input.remove.filter((id) => !taken.has(id)) })
  const other = plan.added.find((line) => line.group.handler !== 'tickets' && line.group.handler !== 'seated')
  if (other)
    throw invalid(`${other.group.name} is not an admission: a change of an order adds tickets of sessions only.`)

  if (!cart.edit) {
    cart.edit = {
      order_id: order.id,
      remove_ids: [],
      saved: {
        expires_at: cart.expires_at,
        extensions: cart.extensions,
        intent_id: cart.intent_id,
        payments: cart.payments.length,
      },
    }
    cart.state = 'pending'
    cart.expires_at = req.now + req.state.seed.settings.cart_hold_minutes * 60_000
    cart.extensions = 0
  }
  applyPlan(req, cart, plan)
  cart.edit.remove_ids.push(...taken)
  return cart
}

/**
 * POST cart/{id}/modify (calls §7: "e.g. reschedule"): a completed order's cart opens a change of
 * its order (a write that removes or adds tickets; anything else answers 409 cart_completed as
 * before), a cart holding a change adds to it, any other cart is modified as usual
 * (cart-modify.ts). The session's paths (my/cart/modify, my/cart/{id}/modify: `opens` false) add
 * to an open change but open none: a completed cart answers 409 cart_completed there.
 */
export function modifyOrderCart(
  req: CartRequest,
  cartId: string | null,
  body: unknown,
  options: { opens: boolean },
): CartRecord {
  if (cartId === null) return modifyCart(req, null, body)
  // 404, cart_expired (an expired cart, or once after a change expired) first.
  const cart = readableCart(req.state, cartId)
  const opens = options.opens && cart.state === 'completed' && !cart.edit
  if (!opens && !(cart.edit && cart.state === 'pending')) return modifyCart(req, cartId, body)
  const input = readModify(body, req.query.campaign)
  if (opens && input.remove.length === 0 && input.lines.length === 0) throw cartCompleted(cart)
  return changeOrder(req, cart, input)
}

/** POST cart/{id}/remove { tickets } (calls §7: "e.g. edit order"): as modify with `remove`, opening a change of an order too. */
export function removeOrderCartTickets(req: CartRequest, id: string, body: unknown): CartRecord {
  const tickets = typeof body === 'object' && body !== null ? (body as { tickets?: unknown }).tickets : undefined
  if (!Array.isArray(tickets) || tickets.length === 0)
    throw invalid('The body is { tickets: [ticket ids] } with at least one id.')
  return modifyOrderCart(req, id, { remove: tickets }, { opens: true })
}

/**
 * Applies a paid change to its order (payments.ts completeCart): the tickets taken out are
 * cancelled, the added ones booked into the order with scan codes (seats sold), the order's total
 * worked out again; the cart is its completed order's once more.
 */
export function applyEdit(state: SandboxState, cart: CartRecord): void {
  const edit = cart.edit
  if (!edit) throw new Error(`Sandbox error: cart ${cart.id} holds no change of an order`)
  const order = cartOrder(state, cart)
  // Paid another way (free, a gift card): an approved card intent it did not use goes back.
  releaseOpenIntent(state, cart)
  const leaving = new Set(edit.remove_ids)
  cancelBookedTickets(
    state,
    cart.tickets.filter((t) => leaving.has(t.id) && t.state === 'booked'),
  )
  for (const ticket of cart.tickets) {
    if (ticket.state !== 'in_cart') continue
    if (ticket.seat_id !== null) {
      const event = eventById(state, ticket.event_template_id)
      sellSeat(seatsOf(state, event, ticket.event_session_id, ticket.session_capacity), ticket.seat_id)
    }
    ticket.state = 'booked'
    ticket.ticket_order_id = order.id
    ticket.scan_code = scanCode(order.id, ticket.id)
  }
  cart.edit = null
  cart.state = 'completed'
  cart.expires_at = edit.saved.expires_at
  cart.extensions = edit.saved.extensions
  order.total_cents = priceCart(state, cart).total
}
