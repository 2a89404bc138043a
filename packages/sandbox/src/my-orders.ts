/**
 * The logged-in member's orders and what hangs off them (calls §7 Orders; storefront §3 Ticket,
 * Ticket order, Saved payment method): `GET my/ticket_order`, `GET my/order_session`,
 * `GET ticket/{id}/walletprecheck` and `GET my/identity/saved_payment_method`. Each answers the
 * session's member only: 401 without a login (as `GET my/user`).
 *
 * A member's orders are those they purchased (the order's identity): seeded ones
 * (member-history.ts) and every order a checkout makes for them, at once.
 */
import { requireAccount } from './accounts.js'
import { ticketEmbeds, ticketRow } from './cart-rows.js'
import { notFound } from './errors.js'
import { orderTickets, ordersAnswer } from './orders.js'
import { commaList, embedsOf, limitOf } from './query.js'
import type { HeldTicket, OrderRecord } from './records.js'
import { findSession } from './sessions.js'
import { eventById, sessionContext, type SandboxState } from './state.js'

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

/** What a my/* read works on: the state, the clock's instant, the session cookie and the query. */
export interface MyRequest {
  state: SandboxState
  now: number
  sessionId: string | undefined
  query: Record<string, string>
}

/** The orders an identity purchased, most recent first. */
export function ordersOf(state: SandboxState, identityId: string): OrderRecord[] {
  return [...state.orders.values()]
    .filter((order) => order.identity_id === identityId)
    .sort((a, b) => b.purchased_on - a.purchased_on)
}

/**
 * `GET my/ticket_order` (calls §7: id._in; embeds ticket, ticket_type, ticket_group, and the rest
 * of openapi TicketOrderResponse): the member's orders, most recent first; `id._in` keeps the
 * listed ones (ids of other people's orders are left out, as unknown ids are).
 */
export function listMyOrders(req: MyRequest): Record<string, Rows<unknown>> {
  const account = requireAccount(req.state, req.sessionId, req.now)
  let orders = ordersOf(req.state, account.identity_id)
  const raw = req.query['id._in']
  if (raw !== undefined) {
    const wanted = new Set(commaList(raw, 'id._in'))
    orders = orders.filter((order) => wanted.has(order.id))
  }
  return ordersAnswer(req.state, req.now, req.query, orders, 'GET my/ticket_order')
}

function ticketStates(query: Record<string, string>): Set<string> | null {
  const raw = query['ticket.state._in']
  return raw === undefined ? null : new Set(commaList(raw, 'ticket.state._in'))
}

/** A dated ticket's session row (undated products have none to visit). */
function visitSession(state: SandboxState, now: number, ticket: HeldTicket) {
  const event = eventById(state, ticket.event_template_id)
  if (!event.schedule || event.schedule.kind === 'open') return undefined
  return findSession(event, ticket.event_session_id, sessionContext(state, event, now))
}

/**
 * `GET my/order_session` (calls §7: embed ticket; ticket.state in booked,redeemed), for My
 * Account upcoming: one row per order and dated session the member holds tickets for, with
 * `ticket` and `event_template` embeds. `ticket.state._in` keeps the tickets in those states, and
 * a session left with none drops out. Undated products (memberships, gift cards, donations) have
 * no session to visit and are not listed.
 *
 * Decision: every session is listed, so the client can badge a past one (storefront §4 Orders
 * "Past Event"): first those not yet over, soonest first, then the past ones, latest first. The
 * row's id is `{ticket_order_id}--{event_session_id}` (the /my/upcoming/session/{id} route's).
 */
export function listMyOrderSessions(req: MyRequest): Record<string, Rows<unknown>> {
  const { state, now, query } = req
  const account = requireAccount(state, req.sessionId, now)
  const embeds = embedsOf(query, ['ticket', 'event_template', 'ticket_type'], 'GET my/order_session', {
    'ticket.event_template': 'event_template',
    'ticket.ticket_type': 'ticket_type',
  })
  const limit = limitOf(query)
  const states = ticketStates(query)
  const sessions: {
    row: {
      id: string
      event_session_id: string
      event_template_id: string
      ticket_order_id: string
      start_datetime: string
    }
    end: number
    tickets: HeldTicket[]
  }[] = []
  for (const order of ordersOf(state, account.identity_id)) {
    const bySession = new Map<string, (typeof sessions)[number]>()
    for (const ticket of orderTickets(state, order)) {
      if (states !== null && !states.has(ticket.state)) continue
      const session = visitSession(state, now, ticket)
      if (!session) continue
      let entry = bySession.get(session.id)
      if (!entry) {
        entry = {
          row: {
            id: `${order.id}--${session.id}`,
            event_session_id: session.id,
            event_template_id: session.event_template_id,
            ticket_order_id: order.id,
            start_datetime: session.start_datetime,
          },
          end: Date.parse(session.end_datetime),
          tickets: [],
        }
        bySession.set(session.id, entry)
        sessions.push(entry)
      }
      entry.tickets.push(ticket)
    }
  }
  const start = (entry: (typeof sessions)[number]) => Date.parse(entry.row.start_datetime)
  const upcoming = sessions.filter((s) => s.end > now).sort((a, b) => start(a) - start(b))
  const past = sessions.filter((s) => s.end <= now).sort((a, b) => start(b) - start(a))
  const listed = [...upcoming, ...past].slice(0, limit ?? Number.POSITIVE_INFINITY)
  return {
    order_session: rows(listed.map((s) => s.row)),
    ...ticketEmbeds(
      state,
      now,
      listed.flatMap((s) => s.tickets),
      embeds,
    ),
  }
}

/** A ticket of the session's member and whether it offers wallet passes (walletPrecheck's rule). */
export interface WalletTicket {
  ticket: HeldTicket
  order: OrderRecord
  /** The visit's session row; undefined for an undated product. */
  session: ReturnType<typeof visitSession>
  row: ReturnType<typeof ticketRow>
  offered: boolean
}

/**
 * The member's own ticket for the wallet calls (walletprecheck, pkpass, gwpass): 401 without a
 * login, 404 `Resource ticket not found.` for any ticket they did not buy (ticket ids are
 * sequential). Decision: a booked ticket whose visit is not over offers both passes; a redeemed
 * ticket, a past visit and an undated product's ticket past its validity offer neither.
 */
export function walletTicket(req: MyRequest, ticketId: string): WalletTicket {
  const { state, now } = req
  const account = requireAccount(state, req.sessionId, now)
  for (const order of ordersOf(state, account.identity_id)) {
    const ticket = orderTickets(state, order).find((t) => t.id === ticketId)
    if (!ticket) continue
    const session = visitSession(state, now, ticket)
    const row = ticketRow(state, now, ticket)
    const until = session
      ? Date.parse(session.end_datetime)
      : row.valid_to === null
        ? Infinity
        : Date.parse(row.valid_to)
    return { ticket, order, session, row, offered: ticket.state === 'booked' && until > now }
  }
  throw notFound('ticket')
}

/**
 * `GET ticket/{id}/walletprecheck` (calls §7; openapi WalletPrecheck, fields chosen by Foyer):
 * whether the ticket offers an Apple Wallet (pkpass) and a Google Wallet (gwpass) pass, by
 * walletTicket's rule. Only the member who bought the ticket asks (404 for any other ticket).
 */
export function walletPrecheck(req: MyRequest, ticketId: string) {
  const { offered } = walletTicket(req, ticketId)
  return { walletprecheck: rows([{ apple_wallet: offered, google_wallet: offered }]) }
}

/**
 * `GET my/identity/saved_payment_method` (storefront §3 Saved payment method: "identifier (a card
 * label)"): the member's saved cards, each labelled with brand, last four digits and expiry,
 * e.g. `Visa ending in 4242 (expires 08/2028)`.
 */
export function listSavedPaymentMethods(req: MyRequest) {
  const account = requireAccount(req.state, req.sessionId, req.now)
  const cards = req.state.savedCards.filter((card) => card.identity_id === account.identity_id)
  return {
    saved_payment_method: rows(
      cards.map((card) => ({
        id: card.id,
        identifier: `${card.brand} ending in ${card.last4} (expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year})`,
      })),
    ),
  }
}
