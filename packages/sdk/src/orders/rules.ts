/**
 * The rules of a member's orders and visits (storefront §3 Ticket, Ticket order, Payment audit;
 * §4 Orders session badges; calls §7 Orders; calls §9 QR margin). Pure: they read the answers of
 * GET my/ticket_order, ticket_order/{id} and my/order_session.
 */
import { rows } from '../cart/rules/rows.js'
import type { Order, OrderTicket, PaymentAuditEntry, SessionBadge, TicketState, Visit } from './types.js'

/** The blank margin an order's QR code image is asked for with: 4, wider than a membership card's 2 (calls §9 QR margin). */
export const ORDER_QR_MARGIN = 4

/** What My Account's order list reads with each order: its tickets, their types and groups, and the event (calls §7 GET my/ticket_order). */
export const MY_ORDER_EMBEDS = 'ticket,ticket_type,ticket_group,event_template'

/**
 * What the order page reads with an order: its tickets with their sessions and types, groups,
 * membership, event and venue, and the payment history (calls §7 GET ticket_order/{id} "embeds
 * ticket, ticket_group, membership, event_template, event_template.venue, ticket.event_session,
 * ticket_type").
 */
export const ORDER_EMBEDS =
  'ticket,ticket_group,membership,event_template,event_template.venue,ticket.event_session,ticket_type,payment_audit'

/** What My Account's visits read with each session: the tickets, their types and the event (calls §7 GET my/order_session "embed ticket"). */
export const MY_VISIT_EMBEDS = 'ticket,event_template,ticket.ticket_type'
/** The visits list only tickets that are booked or already used (calls §7 GET my/order_session "ticket.state booked, redeemed"). */
export const MY_VISIT_TICKET_STATES = 'booked,redeemed'

const TICKET_STATES: readonly TicketState[] = ['in_cart', 'booked', 'redeemed', 'cancelled', 'unbooked']

/** Whether a ticket counts as cancelled: its state is `cancelled` or `unbooked` (storefront §3 Ticket "Cancelled and unbooked both count as cancelled."). */
export function isCancelled(state: TicketState): boolean {
  return state === 'cancelled' || state === 'unbooked'
}

/**
 * storefront §4 Orders: "Session badges: Redeemed (any ticket redeemed), Cancelled (all
 * cancelled), Past Event." A session is past once its start is.
 */
export function sessionBadges(
  tickets: readonly Pick<OrderTicket, 'state'>[],
  startDatetime: string | null,
  now: number,
): SessionBadge[] {
  const badges: SessionBadge[] = []
  if (tickets.some((t) => t.state === 'redeemed')) badges.push('redeemed')
  if (tickets.length > 0 && tickets.every((t) => isCancelled(t.state))) badges.push('cancelled')
  if (startDatetime !== null && Date.parse(startDatetime) < now) badges.push('past_event')
  return badges
}

/** Whether a visit is still to come: not past, and not all cancelled. */
export function isUpcoming(visit: Pick<Visit, 'badges'>): boolean {
  return !visit.badges.includes('past_event') && !visit.badges.includes('cancelled')
}

type Envelope = Record<string, unknown>
interface Named {
  id: string
  name?: string
}

function names(body: Envelope, key: string): Map<string, string> {
  return new Map(rows<Named>(body, key).map((row) => [row.id, row.name ?? '']))
}

/** What self-service needs of an event (storefront §4 Orders, §6 Self-service orders). */
interface EventFacts {
  eventType: string | null
  category: string | null
  /** Its tickets follow an anchor (meta tickets_must_match_anchor_tickets): an anchored upsell. */
  anchored: boolean
}

function eventFacts(body: Envelope): Map<string, EventFacts> {
  return new Map(
    rows<Record<string, unknown> & { id: string }>(body, 'event_template').map((row) => {
      const meta = (typeof row.meta === 'object' && row.meta !== null ? row.meta : {}) as Record<string, unknown>
      return [
        row.id,
        {
          eventType: typeof row.event_type === 'string' ? row.event_type : null,
          category: typeof row.category === 'string' ? row.category : null,
          anchored: meta.tickets_must_match_anchor_tickets === true,
        },
      ]
    }),
  )
}

function readTickets(body: Envelope): OrderTicket[] {
  const types = names(body, 'ticket_type')
  const groups = names(body, 'ticket_group')
  const handlers = new Map(
    rows<{ id: string; handler?: string }>(body, 'ticket_group').map((row) => [row.id, row.handler ?? null]),
  )
  const events = eventFacts(body)
  return rows<Record<string, unknown>>(body, 'ticket').map((row) => {
    const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null)
    const state = TICKET_STATES.includes(row.state as TicketState) ? (row.state as TicketState) : 'booked'
    const event = events.get(text('event_template_id') ?? '')
    return {
      id: String(row.id),
      orderId: text('ticket_order_id'),
      ticketTypeId: text('ticket_type_id'),
      ticketGroupId: text('ticket_group_id'),
      handler: handlers.get(text('ticket_group_id') ?? '') ?? null,
      eventType: event?.eventType ?? null,
      category: event?.category ?? null,
      anchored: event?.anchored ?? false,
      sessionId: text('event_session_id'),
      eventId: text('event_template_id'),
      typeName: types.get(text('ticket_type_id') ?? '') ?? '',
      groupName: groups.get(text('ticket_group_id') ?? '') ?? '',
      admitName: text('admit_name'),
      scanCode: text('scan_code'),
      state,
      startDatetime: text('start_datetime'),
      validFrom: text('valid_from'),
      validTo: text('valid_to'),
      price: text('adjusted_value') ?? text('face_value'),
    }
  })
}

/** The tickets of one order grouped by session, soonest first; undated tickets (a membership) left out. */
function visitsOf(orderId: string, tickets: readonly OrderTicket[], events: Map<string, string>, now: number): Visit[] {
  const bySession = new Map<string, OrderTicket[]>()
  for (const ticket of tickets) {
    if (!ticket.sessionId || ticket.orderId !== orderId) continue
    bySession.set(ticket.sessionId, [...(bySession.get(ticket.sessionId) ?? []), ticket])
  }
  return [...bySession]
    .map(([sessionId, own]): Visit => {
      const start = own[0]?.startDatetime ?? null
      return {
        id: `${orderId}--${sessionId}`,
        orderId,
        sessionId,
        eventId: own[0]?.eventId ?? null,
        eventName: events.get(own[0]?.eventId ?? '') ?? '',
        startDatetime: start,
        tickets: own,
        badges: sessionBadges(own, start, now),
      }
    })
    .sort((a, b) => Date.parse(a.startDatetime ?? '') - Date.parse(b.startDatetime ?? ''))
}

/** The orders of a GET my/ticket_order or ticket_order/{id} answer, in its order. */
export function readOrders(body: unknown, now: number): Order[] {
  if (typeof body !== 'object' || body === null) return []
  const envelope = body as Envelope
  const tickets = readTickets(envelope)
  const events = names(envelope, 'event_template')
  const audits = rows<Record<string, unknown> & { ticket_order_id?: string }>(envelope, 'payment_audit')
  const orderRows = rows<Record<string, unknown>>(envelope, 'ticket_order')
  // The audit rows name no order (storefront §3 Payment audit): they are an order's when it is alone.
  const auditsOf = (id: string) =>
    audits.filter((a) => a.ticket_order_id === id || (a.ticket_order_id === undefined && orderRows.length === 1))
  return orderRows.map((row) => {
    const id = String(row.id)
    const own = tickets.filter((t) => t.orderId === id)
    const eventNames = [...new Set(own.map((t) => events.get(t.eventId ?? '') ?? '').filter((n) => n !== ''))]
    const payments: PaymentAuditEntry[] = auditsOf(id).map((a) => ({
      occurredOn: String(a.occurred_on ?? ''),
      action: a.audit_action as PaymentAuditEntry['action'],
      amount: String(a.amount ?? '0'),
    }))
    const venues = rows<{ timezone?: string }>(envelope, 'venue')
    return {
      id,
      number: typeof row.order_number === 'string' ? row.order_number : id,
      cartId: typeof row.cart_id === 'string' ? row.cart_id : null,
      timeZone: venues[0]?.timezone ?? null,
      purchasedOn: typeof row.purchased_on === 'string' ? row.purchased_on : null,
      total: typeof row.total_after_fees_price === 'string' ? row.total_after_fees_price : null,
      currency: typeof row.currency_code === 'string' ? row.currency_code : null,
      tickets: own,
      eventNames,
      payments,
      visits: visitsOf(id, own, events, now),
    }
  })
}

/** The visits of a GET my/order_session answer, in its order (upcoming first, then past). */
export function readVisits(body: unknown, now: number): Visit[] {
  if (typeof body !== 'object' || body === null) return []
  const envelope = body as Envelope
  const tickets = readTickets(envelope)
  const events = names(envelope, 'event_template')
  return rows<Record<string, unknown>>(envelope, 'order_session').map((row) => {
    const sessionId = String(row.event_session_id)
    const orderId = typeof row.ticket_order_id === 'string' ? row.ticket_order_id : null
    const own = tickets.filter((t) => t.sessionId === sessionId && (orderId === null || t.orderId === orderId))
    const start = typeof row.start_datetime === 'string' ? row.start_datetime : (own[0]?.startDatetime ?? null)
    const eventId = typeof row.event_template_id === 'string' ? row.event_template_id : (own[0]?.eventId ?? null)
    return {
      id: String(row.id),
      orderId,
      sessionId,
      eventId,
      eventName: events.get(eventId ?? '') ?? '',
      startDatetime: start,
      tickets: own,
      badges: sessionBadges(own, start, now),
    }
  })
}

function under(apiBase: string, path: string, seller: string, query: Record<string, string> = {}): string {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`
  const url = new URL(path, base)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  url.searchParams.set('_seller', seller)
  return url.href
}

/** calls §7 "GET cached ticket_order/{id}/qrcode with margin 4", for an `<img src>`. */
export function orderQrCodeUrl(cachedApiBase: string, seller: string, orderId: string): string {
  return under(cachedApiBase, `ticket_order/${encodeURIComponent(orderId)}/qrcode`, seller, {
    margin: String(ORDER_QR_MARGIN),
  })
}

/** The add-to-wallet links of a ticket: the Apple Wallet pass (`pkpass`) and the Google Wallet pass (`gwpass`) under the ticket's API path (calls §7). */
export function walletLinks(apiBase: string, seller: string, ticketId: string): { apple: string; google: string } {
  const ticket = `ticket/${encodeURIComponent(ticketId)}`
  return { apple: under(apiBase, `${ticket}/pkpass`, seller), google: under(apiBase, `${ticket}/gwpass`, seller) }
}
