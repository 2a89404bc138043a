/**
 * Cancelling tickets of an order (issue 14; storefront §6 Self-service orders "Cancel-free-order
 * covers only tickets valued 0 whose session starts in the future. An order can be cancelled only
 * when all tickets are free and not all are cancelled or past."; calls §7 Orders POST
 * ticket_order/{id}/cancel; calls §8 Orders "Cancel: 'No valid tickets found', contact us to
 * cancel"). No login: the order's id is the key, as for GET ticket_order/{id}.
 *
 * - A cancelled ticket keeps its row in the order with state `cancelled` (storefront §3 Ticket
 *   state) and gives its place back (its session's and group's use, or its seat).
 * - The sandbox refunds nothing: only free tickets are cancelled here; an order change that costs
 *   less than what was paid is order-edits.ts's.
 * - No e-mail: the client sends POST ticket_order/{id}/email { log_context: order_cancel } after
 *   (calls §4 "Cancelling sends log_context order_cancel").
 */
import { isObject } from './cart-input.js'
import { priceCart } from './codes.js'
import { ContractError, invalid, notFound } from './errors.js'
import { ordersAnswer, orderTickets } from './orders.js'
import type { CartRecord, HeldTicket } from './records.js'
import { unsellSeat } from './seats.js'
import { findSession } from './sessions.js'
import { changeGroupUse, eventById, groupUse, seatsOf, sessionContext, type SandboxState } from './state.js'

/** The handlers whose tickets self-service may cancel or change: admissions, not money or memberships. */
const selfServiceHandlers: readonly string[] = ['tickets', 'seated']

/** When a ticket's session starts, in ms; null for an undated product (its open session). */
export function ticketStart(state: SandboxState, now: number, ticket: HeldTicket): number | null {
  const event = eventById(state, ticket.event_template_id)
  if (!event.schedule || event.schedule.kind === 'open') return null
  const session = findSession(event, ticket.event_session_id, sessionContext(state, event, now))
  return session ? Date.parse(session.start_datetime) : null
}

/** Whether a ticket's group is one self-service deals with (tickets, seated). */
export function selfServiceTicket(state: SandboxState, ticket: HeldTicket): boolean {
  const group = eventById(state, ticket.event_template_id).ticket_groups.find((g) => g.id === ticket.ticket_group_id)
  return group !== undefined && selfServiceHandlers.includes(group.handler)
}

/**
 * Cancels booked tickets: state cancelled, their places given back (a seat back on sale, the
 * session's and group's use down). The order's total is the caller's to work out again.
 */
export function cancelBookedTickets(state: SandboxState, tickets: readonly HeldTicket[]): void {
  for (const ticket of tickets) {
    const event = eventById(state, ticket.event_template_id)
    if (ticket.seat_id !== null) {
      unsellSeat(seatsOf(state, event, ticket.event_session_id, ticket.session_capacity), ticket.seat_id)
    } else {
      const use = groupUse(state, event, ticket.event_session_id, ticket.session_capacity)
      // Seeded tickets of an unlimited session were never counted (member-history.ts).
      if ((use.get(ticket.ticket_group_id) ?? 0) > 0)
        changeGroupUse(state, event, ticket.event_session_id, ticket.session_capacity, ticket.ticket_group_id, -1)
    }
    ticket.state = 'cancelled'
  }
}

/** The ticket ids of a cancel body (openapi CancelOrderRequest: `tickets: [{ ticket_id }]`; plain ids are taken too). */
function readCancel(body: unknown): string[] {
  const usage = 'The body is { gateway_data?, tickets: [{ ticket_id }] } with at least one ticket.'
  if (!isObject(body) || !Array.isArray(body.tickets) || body.tickets.length === 0)
    throw invalid(usage, 'ticket_order_cancel')
  if (body.gateway_data !== undefined && !isObject(body.gateway_data))
    throw invalid('gateway_data is an object.', 'ticket_order_cancel')
  const ids = body.tickets.map((entry: unknown) => {
    const id = isObject(entry) ? entry.ticket_id : entry
    if (typeof id !== 'string' || id === '') throw invalid(usage, 'ticket_order_cancel')
    return id
  })
  return [...new Set(ids)]
}

type Refusal = 'not_free' | 'cancelled' | 'redeemed' | 'past' | 'undated' | 'not_admission'

/** Why a ticket cannot be cancelled as a free ticket, or null when it can. */
function refusal(state: SandboxState, now: number, cart: CartRecord, ticket: HeldTicket): Refusal | null {
  if (ticket.state === 'cancelled') return 'cancelled'
  if (ticket.state === 'redeemed') return 'redeemed'
  if (!selfServiceTicket(state, ticket)) return 'not_admission'
  const start = ticketStart(state, now, ticket)
  if (start === null) return 'undated'
  if (start <= now) return 'past'
  // storefront §6: "An order can be cancelled only when all tickets are free": what the order
  // still holds (cancelled tickets aside) must cost nothing, fees included.
  const pricing = priceCart(state, cart)
  const costs = [...pricing.tickets.entries()]
    .filter(([id]) => cart.tickets.some((t) => t.id === id && t.ticket_order_id === ticket.ticket_order_id))
    .some(([, price]) => price.adjusted + price.fixedFee + price.percentFee > 0)
  return costs ? 'not_free' : null
}

/**
 * POST ticket_order/{id}/cancel (calls §7): cancels the listed tickets of a free order, all or
 * nothing, and answers the order (openapi TicketOrders, with the asked-for embeds). 404 for an
 * unknown order; 400 ticket_not_found (`_context` ticket_order_cancel) for a ticket the order does
 * not hold; 400 ticket_state_incorrect when a listed ticket cannot be cancelled (`_extra.reasons`
 * per ticket: not_free, cancelled, redeemed, past, undated, not_admission), with calls §8's
 * 'No valid tickets found' when none of them can.
 */
export function cancelOrder(
  state: SandboxState,
  now: number,
  id: string,
  body: unknown,
  query: Record<string, string>,
): Record<string, unknown> {
  const order = state.orders.get(id)
  if (!order) throw notFound('ticket_order')
  const asked = readCancel(body)
  const tickets = orderTickets(state, order)
  const cart = state.carts.get(order.cart_id)!
  const listed = asked.map((ticketId) => {
    const ticket = tickets.find((t) => t.id === ticketId)
    if (!ticket)
      throw new ContractError(
        400,
        'ticket_not_found',
        `Order ${order.order_number} holds no ticket ${ticketId}.`,
        'ticket_order_cancel',
        { ticket_id: ticketId, ticket_order_id: order.id },
      )
    return ticket
  })
  const reasons = new Map(listed.map((t) => [t.id, refusal(state, now, cart, t)]))
  const refused = [...reasons].filter(([, reason]) => reason !== null)
  if (refused.length > 0) {
    throw new ContractError(
      400,
      'ticket_state_incorrect',
      refused.length === listed.length
        ? 'No valid tickets found'
        : `No ticket was cancelled: ${refused.map(([ticketId]) => ticketId).join(', ')} cannot be cancelled.`,
      'ticket_order_cancel',
      { ticket_order_id: order.id, ticket_ids: asked, reasons: Object.fromEntries(refused) },
    )
  }
  cancelBookedTickets(state, listed)
  // An open change of the order no longer takes these out (order-edits.ts).
  if (cart.edit) cart.edit.remove_ids = cart.edit.remove_ids.filter((ticketId) => !reasons.has(ticketId))
  order.total_cents = priceCart(state, cart).total
  return ordersAnswer(state, now, query, [order], 'POST ticket_order/{orderId}/cancel')
}
