/**
 * The cart answer (openapi CartResponse; calls §7 "read as cart._data[0] with expires_in"): the
 * cart row with its totals, and the embeds asked for with `_embed` as sibling keys.
 *
 * Embeds: ticket, ticket_type, ticket_group, event_session, event_template, venue, config (the
 * events' config records, filtered by `config.name._in`), meta, identity (the public identity),
 * seller and cartmod (applied codes). scheduled_payment, payment and ticket_order answer the
 * rows that exist, and none exist before checkout is built: they are always empty for now.
 */
import { embedsOf, eventConfigRows, eventRow, commaList, limitOf, metaRows, ticketTypeRow, venueRows } from './catalog.js'
import type { CartRecord, CartRequest, HeldTicket } from './carts.js'
import { invalid } from './errors.js'
import { fromCents, toCents } from './money.js'
import type { SeedEvent } from './seed.js'
import { planOf } from './seats.js'
import { findSession } from './sessions.js'
import { eventVenue, sessionContext } from './state.js'
import type { CartModRow, CartRow, EventSessionRow, GrandTotalsRow, OutsideFee, TicketRow } from './types.js'
import { venueIsoString } from './venue-time.js'

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

/** The relations a cart answer embeds (openapi CartResponse). */
export const cartEmbeds = [
  'cartmod',
  'identity',
  'ticket',
  'ticket_type',
  'ticket_group',
  'event_session',
  'event_template',
  'venue',
  'config',
  'meta',
  'scheduled_payment',
  'payment',
  'seller',
  'ticket_order',
] as const

function ticketEvent(req: CartRequest, ticket: HeldTicket): SeedEvent {
  const event = req.state.seed.events.find((e) => e.template.id === ticket.event_template_id)
  if (!event) throw new Error(`Sandbox error: ticket ${ticket.id} of unknown event ${ticket.event_template_id}`)
  return event
}

function ticketSession(req: CartRequest, ticket: HeldTicket): EventSessionRow | undefined {
  const event = ticketEvent(req, ticket)
  return findSession(event, ticket.event_session_id, sessionContext(req.state, event, req.now))
}

/** calls §9 Fees: fixed (Service charges) and percent (Tax) of one ticket, apart. */
function feesCents(fees: readonly OutsideFee[], amountCents: number): { fixed: number; percent: number } {
  let fixed = 0
  let percent = 0
  for (const fee of fees) {
    if (fee.type === 'fee_fixed_outside') fixed += toCents(fee.fee)
    else percent += Math.round((amountCents * Number(fee.fee)) / 100)
  }
  return { fixed, percent }
}

/**
 * storefront §3 Cart totals: face_value is the sum of the tickets' face values; grand_totals
 * adds the outside fees (fixed and percent apart). No promo code discounts yet and no payments
 * before checkout, so total_cartmod_amount and total_payments are 0.00 and total_outstanding is
 * the face value plus fees.
 */
function totals(req: CartRequest, cart: CartRecord): { face: number; grand: GrandTotalsRow } {
  let face = 0
  let fixed = 0
  let percent = 0
  for (const ticket of cart.tickets) {
    const type = ticketEvent(req, ticket).ticket_types.find((t) => t.id === ticket.ticket_type_id)
    const fees = feesCents(type?.outside_fees ?? [], ticket.face_value_cents)
    face += ticket.face_value_cents
    fixed += fees.fixed
    percent += fees.percent
  }
  return {
    face,
    grand: {
      total_before_cartmod_price: fromCents(face),
      total_fee_fixed_outside: fromCents(fixed),
      total_fee_percent_outside: fromCents(percent),
      total_cartmod_amount: fromCents(0),
      total_payments: fromCents(0),
      total_outstanding: fromCents(face + fixed + percent),
    },
  }
}

export function cartRow(req: CartRequest, cart: CartRecord): CartRow {
  const { face, grand } = totals(req, cart)
  const timeZone = req.state.seed.seller.timezone
  return {
    id: cart.id,
    cart_number: cart.cart_number,
    identity_id: cart.identity_id,
    state: cart.state,
    expires_at: venueIsoString(cart.expires_at, timeZone),
    // Whole seconds left, rounded down so the client never counts past the real expiry.
    expires_in: Math.max(0, Math.floor((cart.expires_at - req.now) / 1000)),
    face_value: fromCents(face),
    currency_code: req.state.seed.seller.currency_code,
    grand_totals: grand,
    giftee: null,
    auto_renew: false,
    card_fee: null,
    gateway_id: null,
    account_id: null,
  }
}

/** openapi Ticket handler_data: a seated ticket's seat { seat_id, seat_name, section, row }. */
function seatData(event: SeedEvent, ticket: HeldTicket): TicketRow['handler_data'] {
  if (ticket.seat_id === null) return null
  const seat = planOf(event).byId.get(ticket.seat_id)
  if (!seat) throw new Error(`Sandbox error: ticket ${ticket.id} holds unknown seat ${ticket.seat_id}`)
  return { seat_id: seat.id, seat_name: seat.name, section: seat.section, row: seat.row }
}

export function ticketRow(req: CartRequest, ticket: HeldTicket): TicketRow {
  const event = ticketEvent(req, ticket)
  const session = ticketSession(req, ticket)
  const open = event.schedule?.kind === 'open'
  return {
    id: ticket.id,
    ticket_order_id: null,
    ticket_type_id: ticket.ticket_type_id,
    ticket_group_id: ticket.ticket_group_id,
    event_template_id: ticket.event_template_id,
    event_session_id: ticket.event_session_id,
    admit_name: ticket.admit_name,
    admit_email: ticket.admit_email,
    face_value: fromCents(ticket.face_value_cents),
    adjusted_value: null,
    scan_code: null,
    handler_data: seatData(event, ticket),
    // An undated product's open session is not a visit time.
    start_datetime: open ? null : (session?.start_datetime ?? null),
    timezone: eventVenue(req.state, event).timezone,
    valid_from: null,
    valid_to: null,
    state: 'in_cart',
  }
}

function cartModRows(req: CartRequest, cart: CartRecord): CartModRow[] {
  return cart.codes.flatMap((name) => {
    const code = req.state.seed.promo_codes.find((c) => c.code === name)
    if (!code) return []
    return [
      {
        id: `cartmod-${cart.id}-${code.code}`,
        name: code.code,
        description: code.description,
        resource: 'event_template',
        resource_id: code.unlocks_event_ids[0] ?? null,
        discount: fromCents(0),
        blocking_checkout: false,
        activating_code_groups: [],
      },
    ]
  })
}

function booleanParam(query: Record<string, string>, name: string): boolean {
  const raw = query[name]
  if (raw === undefined || raw === 'false') return false
  if (raw === 'true') return true
  throw invalid(`${name} is true or false.`)
}

/**
 * The cart answer with its embeds. `_limit` (1 to 1000, calls §9 "Cart fetch … limit 1000")
 * limits the ticket rows; `_all_tickets` asks for tickets in every state, and a cart holds only
 * in_cart ones until checkout exists.
 */
export function cartResponse(req: CartRequest, cart: CartRecord, call: string): Record<string, Rows<unknown>> {
  const embeds = embedsOf(req.query, cartEmbeds, call)
  const limit = limitOf(req.query)
  booleanParam(req.query, '_all_tickets')
  const configNames = req.query['config.name._in'] === undefined ? null : new Set(commaList(req.query['config.name._in'], 'config.name._in'))

  const tickets = limit === undefined ? cart.tickets : cart.tickets.slice(0, limit)
  const events = [...new Set(tickets.map((t) => ticketEvent(req, t)))]
  const body: Record<string, Rows<unknown>> = { cart: rows([cartRow(req, cart)]) }
  if (embeds.has('ticket')) body.ticket = rows(tickets.map((t) => ticketRow(req, t)))
  if (embeds.has('ticket_type')) {
    const ids = new Set(tickets.map((t) => t.ticket_type_id))
    body.ticket_type = rows(events.flatMap((e) => e.ticket_types.filter((t) => ids.has(t.id)).map((t) => ticketTypeRow(e, t))))
  }
  if (embeds.has('ticket_group')) {
    const ids = new Set(tickets.map((t) => t.ticket_group_id))
    body.ticket_group = rows(events.flatMap((e) => e.ticket_groups.filter((g) => ids.has(g.id)).map((g) => structuredClone(g))))
  }
  if (embeds.has('event_session')) {
    const seen = new Set<string>()
    const sessions: EventSessionRow[] = []
    for (const ticket of tickets) {
      if (seen.has(ticket.event_session_id)) continue
      seen.add(ticket.event_session_id)
      const session = ticketSession(req, ticket)
      if (session) sessions.push(session)
    }
    body.event_session = rows(sessions)
  }
  if (embeds.has('event_template')) body.event_template = rows(events.map(eventRow))
  if (embeds.has('venue')) body.venue = rows(venueRows(req.state, events))
  if (embeds.has('config')) body.config = rows(eventConfigRows(events).filter((r) => configNames === null || configNames.has(r.name)))
  if (embeds.has('meta')) body.meta = rows(metaRows(events))
  if (embeds.has('identity')) body.identity = rows([{ id: cart.identity_id, name: null, email: null }])
  if (embeds.has('seller')) body.seller = rows([{ id: req.state.seed.seller.id, name: req.state.seed.seller.name }])
  if (embeds.has('cartmod')) body.cartmod = rows(cartModRows(req, cart))
  for (const empty of ['scheduled_payment', 'payment', 'ticket_order'] as const) if (embeds.has(empty)) body[empty] = rows([])
  return body
}
