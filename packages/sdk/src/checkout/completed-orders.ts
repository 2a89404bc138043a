/**
 * What the complete page shows of each order (storefront §2 /checkout/complete: "a QR code per
 * order and a link to view or print the tickets"; issue 18.12: and what was bought). Pure: reads
 * the answer of `GET ticket_order?id._in=` with `COMPLETED_ORDER_EMBEDS`.
 */
import { rows } from '../cart/rules/rows.js'
import { ticketItems } from '../cart/rules/cart-items.js'
import type { CartEventTemplate, CartItem, CartTicket } from '../cart/types.js'
import { idKey } from '../core/ids.js'
import type { EventSession, TicketGroup, TicketType } from '../reserve/types.js'
import type { TicketOrder } from './types.js'

/** The embeds the complete page asks with its orders: the tickets and what names them. */
export const COMPLETED_ORDER_EMBEDS = 'ticket,ticket_type,ticket_group,event_template,event_session'

/** storefront §3 Ticket states of tickets that were bought and still stand (cancelled and unbooked are gone). */
const STANDING_STATES: ReadonlySet<string> = new Set(['booked', 'redeemed'])

/** An order on the complete page: its number and its items (event, date and time, a line per ticket type). */
export interface CompletedOrder {
  id: string
  number: string
  /** As the cart widget groups tickets: one per event session (flexible tickets of an event together). */
  items: CartItem[]
}

/**
 * The orders of the answer, in its order, each with the items of its standing tickets. An order
 * without a number shows its id. Empty for an answer that is not an orders answer.
 */
export function completedOrders(body: unknown): CompletedOrder[] {
  if (typeof body !== 'object' || body === null) return []
  const envelope = body as Record<string, unknown>
  const tickets = rows<CartTicket>(envelope, 'ticket').filter((t) => STANDING_STATES.has(String(t.state)))
  const lookups = {
    ticketTypes: rows<TicketType>(envelope, 'ticket_type'),
    ticketGroups: rows<TicketGroup>(envelope, 'ticket_group'),
    sessions: rows<EventSession>(envelope, 'event_session'),
    eventTemplates: rows<CartEventTemplate>(envelope, 'event_template'),
  }
  return rows<TicketOrder>(envelope, 'ticket_order').map((order) => {
    const id = idKey(order.id)
    const own = tickets.filter((t) => idKey(t.ticket_order_id ?? '') === id)
    return { id, number: order.order_number || id, items: ticketItems({ ...lookups, tickets: own }) }
  })
}
