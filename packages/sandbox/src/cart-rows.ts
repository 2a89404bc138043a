/**
 * The cart answer (openapi CartResponse; calls §7 "read as cart._data[0] with expires_in"): the
 * cart row with its totals, and the embeds asked for with `_embed` as sibling keys.
 *
 * Embeds: ticket, ticket_type, ticket_group, event_session, event_template, venue, config (the
 * events' config records, filtered by `config.name._in`), meta, identity (the cart's owner, or
 * its purchaser once checked out), seller, cartmod (applied codes, CityPASS vouchers and blocks,
 * codes.ts), payment (payments made toward the cart), ticket_order (its orders) and
 * scheduled_payment (the instalments still owed of an event sold with a payment plan,
 * schedules.ts; none otherwise).
 *
 * Tickets: a read answers the held (in_cart) tickets; `_all_tickets=true` answers every ticket,
 * the booked tickets of a completed cart too (storefront §4: a completed cart has "no held
 * tickets"). A cart holding a change of its order answers the order as it would become: its kept
 * tickets and the added ones (order-edits.ts).
 */
import { eventConfigRows, eventRow, metaRows, ticketTypeRow, venueRows } from './catalog.js'
import { embedsOf, commaList, limitOf } from './query.js'
import type { CartRecord, HeldTicket } from './records.js'
import type { CartRequest } from './state.js'
import { cartModRows, countedTickets, priceCart, type CartPricing } from './codes.js'
import { invalid } from './errors.js'
import { fromCents } from './money.js'
import { identityRow, orderRow } from './order-rows.js'
import type { SeedEvent } from './seed/index.js'
import { planOf } from './seats.js'
import { findSession } from './sessions.js'
import { eventVenue, sessionContext, type SandboxState } from './state.js'
import type { CartRow, EventSessionRow, TicketRow } from './types.js'
import { venueIsoString } from './venue-time.js'
import { scheduledPaymentRows } from './schedules.js'

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

function ticketEvent(state: SandboxState, ticket: HeldTicket): SeedEvent {
  const event = state.seed.events.find((e) => e.template.id === ticket.event_template_id)
  if (!event) throw new Error(`Sandbox error: ticket ${ticket.id} of unknown event ${ticket.event_template_id}`)
  return event
}

function ticketSession(state: SandboxState, now: number, ticket: HeldTicket): EventSessionRow | undefined {
  const event = ticketEvent(state, ticket)
  return findSession(event, ticket.event_session_id, sessionContext(state, event, now))
}

/**
 * storefront §3 Cart: face_value is the sum of the tickets' face values; grand_totals as
 * openapi GrandTotals (codes.ts priceCart): positive amounts, outstanding = price + fees −
 * discounts − payments. A completed or processing cart no longer expires (expires_at and
 * expires_in null: storefront §4 "A cart with no expiry … is treated as an already completed order").
 */
export function cartRow(
  state: SandboxState,
  now: number,
  cart: CartRecord,
  pricing: CartPricing = priceCart(state, cart),
): CartRow {
  const timeZone = state.seed.seller.timezone
  // A cart secured by a part payment no longer expires (schedules.ts).
  const expires = (cart.state === 'pending' && !cart.part_paid) || cart.state === 'expired'
  const lastPayment = cart.payments.at(-1)
  const cardFee = pricing.cardFee > 0 ? (state.seed.settings.card_fee ?? null) : null
  return {
    id: cart.id,
    cart_number: cart.cart_number,
    identity_id: cart.identity_id,
    state: cart.state,
    expires_at: expires ? venueIsoString(cart.expires_at, timeZone) : null,
    // Whole seconds left, rounded down so the client never counts past the real expiry.
    expires_in: expires ? Math.max(0, Math.floor((cart.expires_at - now) / 1000)) : null,
    face_value: fromCents(pricing.face),
    currency_code: state.seed.seller.currency_code,
    grand_totals: {
      total_before_cartmod_price: fromCents(pricing.face),
      total_fee_fixed_outside: fromCents(pricing.fixedFees),
      total_fee_percent_outside: fromCents(pricing.percentFees),
      total_cartmod_amount: fromCents(pricing.discounts),
      total_payments: fromCents(pricing.paid),
      total_outstanding: fromCents(pricing.outstanding),
    },
    giftee: gifteeOf(state, cart),
    // storefront §3 Cart "auto-renew flag": the membership reserve's choice (membership-reserve.ts).
    auto_renew: cart.membership?.auto_renew ?? false,
    // storefront §3 Cart "card fee with payment method configuration id (pmc_id), gateway_id,
    // account_id" (SeedSettings.card_fee): the fee with its configuration's gateway and account.
    card_fee: cardFee ? { amount: fromCents(pricing.cardFee), pmc_id: cardFee.pmc_id } : null,
    gateway_id: lastPayment?.gateway_id ?? cardFee?.gateway_id ?? null,
    account_id: cardFee?.account_id ?? null,
  }
}

/** storefront §3 Cart giftee (id, name, e-mail): a gift checkout's recipient (gifts.ts), else null. */
function gifteeOf(state: SandboxState, cart: CartRecord): CartRow['giftee'] {
  const id = cart.checkout?.giftee_identity_id
  const giftee = id ? state.identities.get(id) : undefined
  return giftee ? { id: giftee.id, name: `${giftee.first_name} ${giftee.last_name}`, email: giftee.email } : null
}

/** openapi Ticket handler_data: a seat, a bought gift card's number, a CityPASS voucher. */
function handlerData(event: SeedEvent, ticket: HeldTicket): TicketRow['handler_data'] {
  const data: Record<string, unknown> = {}
  if (ticket.seat_id !== null) {
    const seat = planOf(event).byId.get(ticket.seat_id)
    if (!seat) throw new Error(`Sandbox error: ticket ${ticket.id} holds unknown seat ${ticket.seat_id}`)
    Object.assign(data, { seat_id: seat.id, seat_name: seat.name, section: seat.section, row: seat.row })
  }
  if (ticket.gift_card_number !== null) data.gift_card_number = ticket.gift_card_number
  if (ticket.citypass !== null) data.citypass = ticket.citypass
  return Object.keys(data).length > 0 ? data : null
}

export function ticketRow(state: SandboxState, now: number, ticket: HeldTicket, pricing?: CartPricing): TicketRow {
  const event = ticketEvent(state, ticket)
  const session = ticketSession(state, now, ticket)
  const open = event.schedule?.kind === 'open'
  const price = pricing?.tickets.get(ticket.id)
  return {
    id: ticket.id,
    ticket_order_id: ticket.ticket_order_id,
    ticket_type_id: ticket.ticket_type_id,
    ticket_group_id: ticket.ticket_group_id,
    event_template_id: ticket.event_template_id,
    event_session_id: ticket.event_session_id,
    admit_name: ticket.admit_name,
    admit_email: ticket.admit_email,
    face_value: fromCents(ticket.face_value_cents),
    // The value after codes; null while no code changes it.
    adjusted_value: price && price.discount > 0 ? fromCents(price.adjusted) : null,
    scan_code: ticket.scan_code,
    handler_data: handlerData(event, ticket),
    // An undated product's open session is not a visit time.
    start_datetime: open ? null : (session?.start_datetime ?? null),
    timezone: eventVenue(state, event).timezone,
    // A membership's tickets admit for its validity; a session's of an event that pads its
    // sessions, for its entry window; other tickets carry none.
    ...validity(state, ticket, open ? undefined : session),
    state: ticket.state,
  }
}

/**
 * A ticket's valid_from / valid_to: a membership's validity, else, for a session of an event with
 * meta pad_pre_start / pad_post_end (storefront §3), the session from that many minutes before its
 * start to that many after its end (the doors open early, entry stays open after); else none.
 */
function validity(
  state: SandboxState,
  ticket: HeldTicket,
  session: EventSessionRow | undefined,
): Pick<TicketRow, 'valid_from' | 'valid_to'> {
  const zone = state.seed.seller.timezone
  if (ticket.valid_from !== undefined || ticket.valid_to !== undefined)
    return {
      valid_from: ticket.valid_from === undefined ? null : venueIsoString(ticket.valid_from, zone),
      valid_to: ticket.valid_to === undefined ? null : venueIsoString(ticket.valid_to, zone),
    }
  const meta = ticketEvent(state, ticket).meta
  const minutes = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0)
  const before = minutes(meta.pad_pre_start)
  const after = minutes(meta.pad_post_end)
  if (!session?.end_datetime || (before === 0 && after === 0)) return { valid_from: null, valid_to: null }
  return {
    valid_from: venueIsoString(Date.parse(session.start_datetime) - before * 60_000, zone),
    valid_to: venueIsoString(Date.parse(session.end_datetime) + after * 60_000, zone),
  }
}

function booleanParam(query: Record<string, string>, name: string): boolean {
  const raw = query[name]
  if (raw === undefined || raw === 'false') return false
  if (raw === 'true') return true
  throw invalid(`${name} is true or false.`)
}

/** The embeds about a cart's tickets, shared by the cart and checkout answers. */
export function ticketEmbeds(
  state: SandboxState,
  now: number,
  tickets: readonly HeldTicket[],
  embeds: ReadonlySet<string>,
  pricing?: CartPricing,
  configNames: Set<string> | null = null,
) {
  const events = [...new Set(tickets.map((t) => ticketEvent(state, t)))]
  const body: Record<string, Rows<unknown>> = {}
  if (embeds.has('ticket')) body.ticket = rows(tickets.map((t) => ticketRow(state, now, t, pricing)))
  if (embeds.has('ticket_type')) {
    const ids = new Set(tickets.map((t) => t.ticket_type_id))
    body.ticket_type = rows(
      events.flatMap((e) => e.ticket_types.filter((t) => ids.has(t.id)).map((t) => ticketTypeRow(e, t))),
    )
  }
  if (embeds.has('ticket_group')) {
    const ids = new Set(tickets.map((t) => t.ticket_group_id))
    body.ticket_group = rows(
      events.flatMap((e) => e.ticket_groups.filter((g) => ids.has(g.id)).map((g) => structuredClone(g))),
    )
  }
  if (embeds.has('event_session')) {
    const seen = new Set<string>()
    const sessions: EventSessionRow[] = []
    for (const ticket of tickets) {
      if (seen.has(ticket.event_session_id)) continue
      seen.add(ticket.event_session_id)
      const session = ticketSession(state, now, ticket)
      if (session) sessions.push(session)
    }
    body.event_session = rows(sessions)
  }
  if (embeds.has('event_template')) body.event_template = rows(events.map(eventRow))
  if (embeds.has('venue')) body.venue = rows(venueRows(state, events))
  if (embeds.has('config'))
    body.config = rows(eventConfigRows(events).filter((r) => configNames === null || configNames.has(r.name)))
  if (embeds.has('meta')) body.meta = rows(metaRows(events))
  return body
}

/** openapi CompletedPayment rows of a cart. */
export function paymentRows(state: SandboxState, cart: CartRecord) {
  return cart.payments.map((p) => ({
    id: p.id,
    occurred_on: venueIsoString(p.occurred_on, state.seed.seller.timezone),
    amount: fromCents(p.amount_cents),
    status: p.status,
    gateway_id: p.gateway_id,
    ledger_number: p.ledger_number,
    source_type: p.source_type,
  }))
}

/**
 * The cart answer with its embeds. `_limit` (1 to 1000, calls §9 "Cart fetch … limit 1000")
 * limits the ticket rows; `_all_tickets` asks for tickets in every state.
 */
export function cartResponse(req: CartRequest, cart: CartRecord, call: string): Record<string, Rows<unknown>> {
  const { state, now } = req
  const embeds = embedsOf(req.query, cartEmbeds, call)
  const limit = limitOf(req.query)
  const allTickets = booleanParam(req.query, '_all_tickets')
  const configNames =
    req.query['config.name._in'] === undefined
      ? null
      : new Set(commaList(req.query['config.name._in'], 'config.name._in'))

  const pricing = priceCart(state, cart)
  // A change of an order shows the order as it would become: kept and added tickets (order-edits.ts).
  const shown = allTickets
    ? cart.tickets
    : cart.edit
      ? countedTickets(cart)
      : cart.tickets.filter((t) => t.state === 'in_cart')
  const tickets = limit === undefined ? shown : shown.slice(0, limit)
  const body: Record<string, Rows<unknown>> = {
    cart: rows([cartRow(state, now, cart, pricing)]),
    ...ticketEmbeds(state, now, tickets, embeds, pricing, configNames),
  }
  if (embeds.has('identity'))
    body.identity = rows([identityRow(state, cart.checkout?.purchaser_identity_id ?? cart.identity_id)])
  if (embeds.has('seller')) body.seller = rows([{ id: state.seed.seller.id, name: state.seed.seller.name }])
  if (embeds.has('cartmod')) body.cartmod = rows(cartModRows(state, cart, pricing))
  if (embeds.has('payment')) body.payment = rows(paymentRows(state, cart))
  if (embeds.has('ticket_order'))
    body.ticket_order = rows(cart.order_ids.map((id) => orderRow(state, state.orders.get(id)!)))
  if (embeds.has('scheduled_payment')) body.scheduled_payment = rows(scheduledPaymentRows(state, now, cart, pricing))
  return body
}
