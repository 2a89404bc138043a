/**
 * Carts (storefront §3 Cart and Ticket, §4 Cart; calls §7 Cart; calls §8 Reserve and promo):
 * tickets reserved into a cart hold their session's and ticket group's capacity until the cart
 * expires or is deleted.
 *
 * - Atomic writes. Every write reads its body first, then validates everything and applies all
 *   of it in one synchronous step: nothing awaits between the first check and the last change,
 *   so concurrent requests (handled one at a time by Node's event loop) can never oversell. A
 *   refused write changes nothing (all-or-nothing).
 * - Holding. A held ticket counts in `state.sessionUse` like a sold one, so sessions, the
 *   calendar and ticket groups show it (used_capacity, sold_out, day status). A seated ticket
 *   holds its seat instead (seats.ts): every line of a seated group names one seat.
 * - Lifetime. A cart holds for `settings.cart_hold_minutes` (seed.ts) from its creation; a
 *   modify does not restart it, PATCH extends it by 2 minutes once (calls §9). Expiry is lazy:
 *   `expireCarts` runs on the sandbox clock at the start of every API request (no timers), and
 *   releases the expired carts' capacity and gives back their part payments. Loading or
 *   changing an expired cart answers 400 cart_expired (storefront §4 "Loading an expired cart
 *   raises a cart-expired error"). A checkout (payments.ts) moves a cart on to
 *   payment_processing (held, no expiry) and completed (its order made): both are read, neither
 *   changed (409).
 * - Owner. There is no login yet: a cart is made for the public identity (storefront §4
 *   "modifiable only if owned by the public identity"), and the session is the public identity.
 *   The control route `POST /_sandbox/carts/{id}/owner` gives a cart to another identity, as when
 *   a member reserved while logged in elsewhere (storefront §2 /transfer-cart "This cart belongs
 *   to another member"). `cart/{id}` reads any cart; the session's paths `my/cart/{id}…` answer
 *   403 for a cart of another identity (`sessionCart`).
 */
import { tooManyCalendarTypes } from './catalog.js'
import { applyCode, findPromoCode } from './codes.js'
import { ContractError, invalid, notFound } from './errors.js'
import { toCents } from './money.js'
import type { SeedEvent } from './seed/index.js'
import type { PlanSeat } from './seat-plans.js'
import { findPlanSeat, holdSeat, planOf, releaseSeat, seatIsFree, seatUnavailable } from './seats.js'
import { availableCapacity, findSessionOnSale, openSession } from './sessions.js'
import { changeGroupUse, eventById, groupUse, seatsOf, sessionContext, type SandboxState } from './state.js'
import type { EventSessionRow, SurveySpec, TicketGroupRow, TicketTypeRow } from './types.js'
import { venueDate, venueTime } from './venue-time.js'

/** calls §9 "Max quantity per type: 1000". */
export const maxQuantityPerType = 1000
/**
 * calls §9 "Calendar types: up to 10". Decision: a cart holds at most 10 ticket types for one
 * session, with the same sentence as the calendar (calls §8).
 */
export const maxTicketTypesPerSession = 10
/** calls §9 "Cart extension: 2 minutes, once". */
export const cartExtensionMs = 2 * 60 * 1000
/** storefront §5 Flexible price: "else 'Value entered is outside min/max'". */
export const flexiblePriceOutOfRange = 'Value entered is outside min/max'

/** One ticket a cart holds. */
export interface HeldTicket {
  id: string
  event_template_id: string
  ticket_group_id: string
  ticket_type_id: string
  /** The session whose capacity the ticket holds; an undated product's open session. */
  event_session_id: string
  /** The session's capacity when reserved (the background load of a session depends on it). */
  session_capacity: number
  admit_name: string | null
  admit_email: string | null
  face_value_cents: number
  /** The seat a seated ticket holds (storefront §3 Seat), else null. */
  seat_id: string | null
  /** storefront §3 Ticket state: in_cart while held, booked once its order exists. */
  state: 'in_cart' | 'booked'
  ticket_order_id: string | null
  scan_code: string | null
  /** The CityPASS voucher that pays for the ticket (codes.ts), else null. */
  citypass: string | null
  /** A bought gift card's number on the ledger, once booked. */
  gift_card_number: string | null
}

/** A payment made toward a cart (openapi CompletedPayment). */
export interface CartPayment {
  id: string
  occurred_on: number
  amount_cents: number
  /** Stripe's status for a stripe payment; succeeded for ledger and free. Only succeeded and requires_capture count as paid. */
  status: 'succeeded' | 'requires_capture' | 'processing' | 'failed' | 'refunded'
  gateway_id: 'ledger' | 'stripe' | 'free'
  ledger_number: string | null
  source_type: string | null
  intent_id: string | null
}

export interface CartRecord {
  id: string
  cart_number: string
  identity_id: string
  /**
   * storefront §4 Cart: pending or expired; payment_processing while a checkout's payment
   * processes (direct debit: the tickets stay held, the cart no longer expires); completed once
   * its order exists (openapi Cart state).
   */
  state: 'pending' | 'expired' | 'payment_processing' | 'completed'
  created_at: number
  expires_at: number
  /** PATCH extensions used (calls §9: once). */
  extensions: number
  /** The marketing campaign the cart came from (calls §7 modify `campaign`). */
  campaign: string | null
  tickets: HeldTicket[]
  /** Applied promo codes, spelt as the seed spells them. */
  codes: string[]
  /** Survey answers keyed by ticket_group_id (storefront §3 Survey spec), merged over modifies. */
  additional_info: Record<string, Record<string, unknown>>
  /** Payments made toward the cart (payments.ts). */
  payments: CartPayment[]
  /** The cart's open payment intent (payments.ts): one at a time. */
  intent_id: string | null
  /** Who checks out and whether the confirmation is e-mailed, from the checkout call (payments.ts). */
  checkout: { purchaser_identity_id: string; send_email: boolean; giftee_identity_id: string | null } | null
  /** The orders made from the cart (one). */
  order_ids: string[]
}

export interface CartRequest {
  state: SandboxState
  /** The sandbox clock's instant, in ms. */
  now: number
  query: Record<string, string>
}

// ---------------------------------------------------------------------------------------------
// Errors of calls §8. Status: 400 for what the request asks (limits, rules, input), 409 for what
// the capacity left cannot give (it may change: the client refreshes and retries).

function reserveError(status: 400 | 409, code: string, description: string, context?: string, extra?: Record<string, unknown>): ContractError {
  return new ContractError(status, code, description, context, extra)
}

/** 400 cart_expired (calls §8 Cart load: "cart_expired handled specially"). */
function cartExpired(cart: CartRecord): ContractError {
  return new ContractError(400, 'cart_expired', 'Your cart has expired and its tickets were released. Please start over.', undefined, {
    cart_id: cart.id,
  })
}

function additionalInfoFailed(description: string, groupId: string, field?: string): ContractError {
  return new ContractError(400, 'additional_info_validation_failed', description, 'reserve', field ? { ticket_group_id: groupId, field } : { ticket_group_id: groupId })
}

// ---------------------------------------------------------------------------------------------
// Lifetime

/** storefront §4: a cart expires; releasing its tickets frees their capacity. */
export function expireCarts(state: SandboxState, now: number): void {
  for (const cart of state.carts.values()) {
    if (cart.state === 'pending' && cart.expires_at <= now) {
      releaseTickets(state, cart.tickets)
      refundPayments(state, cart)
      cart.tickets = []
      cart.state = 'expired'
    }
  }
}

function releaseTickets(state: SandboxState, tickets: readonly HeldTicket[]): void {
  for (const ticket of tickets) {
    const event = eventById(state, ticket.event_template_id)
    if (ticket.seat_id !== null) releaseSeat(seatsOf(state, event, ticket.event_session_id, ticket.session_capacity), ticket.seat_id)
    else changeGroupUse(state, event, ticket.event_session_id, ticket.session_capacity, ticket.ticket_group_id, -1)
  }
}

/**
 * A cart that ends without an order gives its part payments back: gift card payments return to
 * the card, card payments are marked refunded (the sandbox provider holds no money).
 */
function refundPayments(state: SandboxState, cart: CartRecord): void {
  for (const payment of cart.payments) {
    if (payment.status !== 'succeeded' && payment.status !== 'requires_capture') continue
    if (payment.gateway_id === 'ledger' && payment.ledger_number !== null) {
      const card = state.giftCards.get(payment.ledger_number)
      if (card) card.balance_cents += payment.amount_cents
    }
    payment.status = 'refunded'
  }
}

/** A cart by id, pending or expired; 404 `Resource cart not found.` for an unknown one. */
export function findCart(state: SandboxState, id: string): CartRecord {
  const cart = state.carts.get(id)
  if (!cart) throw notFound('cart')
  return cart
}

/**
 * The session's view of a cart (`my/cart/{id}`, `my/cart/{id}/…`): 403 forbidden for a cart owned
 * by another identity (openapi getMyCart: "a cart of another identity 403"). There is no login, so
 * the session is the public identity. Unknown carts pass through to the call's own 404.
 */
export function sessionCart(state: SandboxState, id: string): void {
  const cart = state.carts.get(id)
  if (cart && cart.identity_id !== state.seed.settings.public_identity_id) {
    throw new ContractError(403, 'forbidden', 'Access denied to cart.')
  }
}

/**
 * Control `POST /_sandbox/carts/{id}/owner` with `{ identity_id }`: the cart now belongs to that
 * identity (the public one, or a known identity such as the seeded `identity-ada`). For journeys of
 * /transfer-cart: another member's cart.
 */
export function setCartOwner(state: SandboxState, id: string, body: unknown): CartRecord {
  const cart = findCart(state, id)
  const identityId = (body as { identity_id?: unknown } | undefined)?.identity_id
  if (typeof identityId !== 'string' || identityId === '') throw invalid('The body is { identity_id }.')
  if (identityId !== state.seed.settings.public_identity_id && !state.identities.has(identityId)) throw notFound('identity')
  cart.identity_id = identityId
  return cart
}

/**
 * A cart that may be read: 404 when unknown, 400 cart_expired when expired. A completed cart is
 * read as the completed-order case of storefront §4; a processing one as it stands.
 */
export function readableCart(state: SandboxState, id: string): CartRecord {
  const cart = findCart(state, id)
  if (cart.state === 'expired') throw cartExpired(cart)
  return cart
}

/** 409 cart_completed: calls §8 Checkout 'Cart with order ID {id} has been booked.' */
export function cartCompleted(cart: CartRecord): ContractError {
  return new ContractError(409, 'cart_completed', `Cart with order ID ${cart.order_ids[0] ?? cart.id} has been booked.`, undefined, {
    cart_id: cart.id,
    ticket_order_ids: [...cart.order_ids],
  })
}

/** 409 cart_payment_processing: the checkout's payment is processing; the cart cannot change. */
export function cartProcessing(cart: CartRecord): ContractError {
  return new ContractError(409, 'cart_payment_processing', 'The payment for this cart is processing: the cart cannot change until it clears.', undefined, {
    cart_id: cart.id,
  })
}

/** A cart that may be changed: pending. 404 unknown, 400 cart_expired, 409 completed or processing. */
export function pendingCart(state: SandboxState, id: string): CartRecord {
  const cart = readableCart(state, id)
  if (cart.state === 'completed') throw cartCompleted(cart)
  if (cart.state === 'payment_processing') throw cartProcessing(cart)
  return cart
}

/**
 * DELETE cart/{id}, my/cart/{id}: releases the tickets and forgets the cart (expired ones too).
 * A completed or processing cart is kept (its order stands, or its payment may still clear): the
 * call answers 204 and changes nothing, as the client only wants it out of its way.
 */
export function deleteCart(state: SandboxState, id: string): void {
  const cart = findCart(state, id)
  if (cart.state === 'completed' || cart.state === 'payment_processing') return
  releaseTickets(state, cart.tickets)
  refundPayments(state, cart)
  state.carts.delete(id)
}

/**
 * PATCH my/cart/{id} (calls §7: "body expires_at (current expiry plus 2 minutes); response
 * expires_in"; calls §9 "Cart extension: 2 minutes, once"). The new expiry is the asked one, at
 * most 2 minutes after the current one; it must be later than the current one. Extensions past
 * the seed's cart_extensions_allowed (1 by default: calls §9 "once") are refused.
 */
export function extendCart(req: CartRequest, id: string, body: unknown): CartRecord {
  const cart = pendingCart(req.state, id)
  const raw = (body as { expires_at?: unknown } | undefined)?.expires_at
  const asked = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : Number.NaN
  if (!Number.isFinite(asked)) throw invalid('The body is { expires_at }: the current expiry plus 2 minutes, an ISO 8601 date-time.', 'cart_extend')
  const allowed = req.state.seed.settings.cart_extensions_allowed
  if (cart.extensions >= allowed) {
    throw invalid(
      allowed === 1
        ? 'This cart has already been extended. A cart can be extended once, by 2 minutes.'
        : `This cart has already been extended ${allowed} times, the most this seller allows (2 minutes each).`,
      'cart_extend',
    )
  }
  if (asked <= cart.expires_at) {
    throw invalid(`expires_at must be later than the cart's current expiry, ${new Date(cart.expires_at).toISOString()}.`, 'cart_extend')
  }
  cart.expires_at = Math.min(asked, cart.expires_at + cartExtensionMs)
  cart.extensions += 1
  return cart
}

// ---------------------------------------------------------------------------------------------
// Reading the modify body (openapi CartModify)

interface ReserveLine {
  ticket_type_id: string
  event_session_id: string | null
  quantity: number
  admit_name: string | null
  admit_email: string | null
  face_value: string | null
  /** openapi ReserveTicket seat_id, or the deprecated seat name. */
  seat_id: string | null
  seat: string | null
}

interface ModifyInput {
  remove: string[]
  lines: ReserveLine[]
  additional_info: Record<string, Record<string, unknown>>
  /** apply_code_default and apply_code_before: applied before the reserve. */
  codesBefore: string[]
  /** apply_code: applied after the reserve, so they cannot unlock it. */
  codesAfter: string[]
  requireBenefit: boolean
  campaign: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const moneyPattern = /^-?\d+\.\d{2}$/
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function optionalString(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw invalid(`${name} is a string.`)
  return value
}

function readLine(raw: unknown, where: string): ReserveLine {
  if (!isObject(raw)) throw invalid(`Each ticket in ${where} is { ticket_type_id, event_session_id, quantity?, admit_name?, admit_email?, face_value? }.`)
  const typeId = raw.ticket_type_id
  if (typeof typeId !== 'string' || typeId === '') throw invalid(`Each ticket in ${where} needs a ticket_type_id.`)
  const sessionId = raw.event_session_id
  if (sessionId !== undefined && sessionId !== null && (typeof sessionId !== 'string' || sessionId === '')) {
    throw invalid('event_session_id is a session id, or null for tickets without a date.')
  }
  const quantity = raw.quantity ?? 1
  // calls §9 "Max quantity per type: 1000" (openapi ReserveTicket.quantity 1 to 1000).
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantityPerType) {
    throw invalid(`quantity is a whole number from 1 to ${maxQuantityPerType}.`)
  }
  const faceValue = optionalString(raw.face_value, 'face_value')
  if (faceValue !== null && !moneyPattern.test(faceValue)) throw invalid('face_value is an amount with two decimals, e.g. "12.50".')
  const admitEmail = optionalString(raw.admit_email, 'admit_email')?.trim() || null
  if (admitEmail !== null && !emailPattern.test(admitEmail)) throw invalid(`admit_email ${admitEmail} is not an e-mail address.`)
  const seatId = optionalString(raw.seat_id, 'seat_id') || null
  const seatName = optionalString(raw.seat, 'seat') || null
  if (seatId !== null && seatName !== null) throw invalid('Name a seat by seat_id or by seat (its name), not both.')
  // storefront §5 "Seats must match the quantities exactly": one seat, one ticket.
  if ((seatId !== null || seatName !== null) && quantity !== 1) throw invalid('A line with a seat is one ticket: send quantity 1 (or none) with seat_id.')
  return {
    ticket_type_id: typeId,
    event_session_id: typeof sessionId === 'string' ? sessionId : null,
    quantity,
    admit_name: optionalString(raw.admit_name, 'admit_name')?.trim() || null,
    admit_email: admitEmail,
    face_value: faceValue,
    seat_id: seatId,
    seat: seatName,
  }
}

/** storefront §5 "Promo code: required, trimmed, length 2 to 35"; codes are matched trimmed. */
function readCodes(raw: unknown, name: string): string[] {
  if (raw === undefined) return []
  if (!Array.isArray(raw)) throw invalid(`${name} is a list of promo codes.`)
  return raw.map((code) => {
    const trimmed = typeof code === 'string' ? code.trim() : ''
    if (trimmed.length < 2 || trimmed.length > 35) throw invalid(`Each code in ${name} is 2 to 35 characters.`)
    return trimmed
  })
}

function readModify(body: unknown, queryCampaign: string | undefined): ModifyInput {
  if (!isObject(body)) throw invalid('The body is a cart modify: { reserve?, add?, remove?, apply_code_before?, apply_code?, … }.')
  if (body.channel_id !== undefined && body.channel_id !== 'web') throw invalid('channel_id is web.')
  const remove = body.remove ?? []
  if (!Array.isArray(remove) || remove.some((id) => typeof id !== 'string' || id === '')) throw invalid('remove is a list of ticket ids.')
  const add = body.add ?? []
  if (!Array.isArray(add)) throw invalid('add is a list of tickets.')
  const lines = add.map((line) => readLine(line, 'add'))
  let additionalInfo: Record<string, Record<string, unknown>> = {}
  if (body.reserve !== undefined) {
    const reserve = body.reserve
    if (!isObject(reserve) || !Array.isArray(reserve.tickets)) throw invalid('reserve is { tickets: [...], additional_info? }.')
    lines.push(...reserve.tickets.map((line) => readLine(line, 'reserve.tickets')))
    if (reserve.additional_info !== undefined) {
      const info = reserve.additional_info
      if (!isObject(info) || !Object.values(info).every(isObject)) {
        throw invalid('reserve.additional_info holds survey answers keyed by ticket_group_id: { [ticket_group_id]: { [question]: answer } }.')
      }
      additionalInfo = info as Record<string, Record<string, unknown>>
    }
  }
  if (body.require_benefit !== undefined && typeof body.require_benefit !== 'boolean') throw invalid('require_benefit is true or false.')
  const campaign = optionalString(body.campaign, 'campaign') ?? queryCampaign ?? null
  const input: ModifyInput = {
    remove: [...new Set(remove as string[])],
    lines,
    additional_info: additionalInfo,
    codesBefore: [...readCodes(body.apply_code_default, 'apply_code_default'), ...readCodes(body.apply_code_before, 'apply_code_before')],
    codesAfter: readCodes(body.apply_code, 'apply_code'),
    requireBenefit: body.require_benefit === true,
    campaign,
  }
  if (input.remove.length === 0 && input.lines.length === 0 && input.codesBefore.length === 0 && input.codesAfter.length === 0) {
    throw invalid('Nothing to change: send tickets to reserve or add, ticket ids to remove, or codes to apply.')
  }
  return input
}

// ---------------------------------------------------------------------------------------------
// Promo codes (codes.ts)

/** POST my/cart/{id}/apply_code (calls §7; codes.ts applyCode). A refused code changes nothing. */
export function applyCartCode(req: CartRequest, id: string, body: unknown): CartRecord {
  const cart = pendingCart(req.state, id)
  applyCode(req.state, cart, body)
  return cart
}

// ---------------------------------------------------------------------------------------------
// Modify: resolve every line, check every rule, then apply

interface ResolvedLine {
  event: SeedEvent
  group: TicketGroupRow
  type: TicketTypeRow
  session: EventSessionRow
  quantity: number
  admit_name: string | null
  admit_email: string | null
  face_value_cents: number
  /** The seat of a seated group's line. */
  seat: PlanSeat | null
}

function findTicketType(state: SandboxState, id: string): { event: SeedEvent; type: TicketTypeRow; group: TicketGroupRow } {
  for (const event of state.seed.events) {
    const type = event.ticket_types.find((t) => t.id === id)
    const group = type && event.ticket_groups.find((g) => g.id === type.ticket_group_id)
    if (type && group) return { event, type, group }
  }
  throw invalid(`Ticket type ${id} is not sold here.`)
}

/** storefront §5 Flexible price: between currency_amount_min and max, two decimals. */
function faceValueCents(type: TicketTypeRow, faceValue: string | null): number {
  const flexible = type.currency_amount_min !== null && type.currency_amount_max !== null
  if (!flexible) {
    if (faceValue !== null && toCents(faceValue) !== toCents(type.currency_amount)) {
      throw invalid(`${type.name} has a fixed price of ${type.currency_amount}; face_value is only for flexible prices.`)
    }
    return toCents(type.currency_amount)
  }
  if (faceValue === null) return toCents(type.currency_amount)
  const cents = toCents(faceValue)
  if (cents < toCents(type.currency_amount_min!) || cents > toCents(type.currency_amount_max!)) {
    throw invalid(flexiblePriceOutOfRange)
  }
  return cents
}

function resolveLine(req: CartRequest, line: ReserveLine): ResolvedLine {
  const { event, type, group } = findTicketType(req.state, line.ticket_type_id)
  const ctx = sessionContext(req.state, event, req.now)
  let session: EventSessionRow | undefined
  if (line.event_session_id === null) {
    // Tickets without a date: an undated product's one open session holds them.
    session = openSession(event, ctx) ?? undefined
    if (!session) throw invalid(`${event.template.name} is sold by session: send the event_session_id of ${type.name}.`)
  } else {
    session = findSessionOnSale(event, line.event_session_id, ctx)
    if (!session) {
      const other = req.state.seed.events.find((e) => findSessionOnSale(e, line.event_session_id!, sessionContext(req.state, e, req.now)))
      throw invalid(
        other
          ? `Ticket type ${type.id} is not sold for session ${line.event_session_id}.`
          : `Session ${line.event_session_id} of ${event.template.name} is not on sale.`,
      )
    }
  }
  const seat = resolveSeat(event, group, line)
  if (group.handler === 'membership') {
    throw new ContractError(
      501,
      'not_implemented',
      `Memberships (${group.name}) are reserved through events/{id}/reserve_membership, which the Foyer sandbox has not built yet.`,
    )
  }
  const started = group.sales_start === null || Date.parse(group.sales_start) <= req.now
  const notEnded = group.sales_end === null || Date.parse(group.sales_end) > req.now
  if (!started || !notEnded || !group.available || !type.available) throw invalid(`${group.name} ${type.name} tickets are not on sale.`)
  // storefront §5 "Admit name is required when the group's admit_names is required."
  if (group.meta.admit_names === 'required' && line.admit_name === null) {
    throw invalid(`${group.name} tickets need the visitor's name: send admit_name for each ticket.`)
  }
  return {
    event,
    group,
    type,
    session,
    quantity: line.quantity,
    admit_name: line.admit_name,
    admit_email: line.admit_email,
    face_value_cents: faceValueCents(type, line.face_value),
    seat,
  }
}

/**
 * storefront §5 "Seats must match the quantities exactly": every ticket of a seated group names
 * its seat, a seat of the event's plan that the group may use; other groups take no seat.
 */
function resolveSeat(event: SeedEvent, group: TicketGroupRow, line: ReserveLine): PlanSeat | null {
  const named = line.seat_id ?? line.seat
  if (group.handler !== 'seated' || !event.seating) {
    if (named !== null) throw invalid(`${group.name} tickets are not seated: send them without seat_id.`)
    return null
  }
  if (named === null) {
    throw invalid(`Seats must match the quantities: each ${group.name} ticket needs its seat_id, chosen on the seat map.`)
  }
  const seat = findPlanSeat(planOf(event), line)
  if (!seat) throw invalid(`${event.template.name} has no seat ${named}.`)
  if (!seat.ticket_groups.includes(group.id)) throw invalid(`Seat ${seat.name} is not sold as ${group.name}.`)
  return seat
}

/** storefront §3 Survey spec: answers checked against the group's additional_info_spec. */
function checkSurveyAnswers(group: TicketGroupRow, answers: Record<string, unknown>): void {
  const spec: SurveySpec | null = group.additional_info_spec
  for (const [field, answer] of Object.entries(answers)) {
    const question = spec?.properties[field]
    if (!question) throw additionalInfoFailed(`${group.name} does not ask "${field}".`, group.id, field)
    const ok =
      question.type === 'integer'
        ? Number.isInteger(answer)
        : question.type === 'number'
          ? typeof answer === 'number' && Number.isFinite(answer)
          : question.type === 'boolean'
            ? typeof answer === 'boolean'
            : typeof answer === 'string'
    if (!ok) throw additionalInfoFailed(`${question.title}: the answer must be ${question.type === 'integer' ? 'a whole number' : `a ${question.type}`}.`, group.id, field)
    if (question.enum && !question.enum.includes(answer as string)) {
      throw additionalInfoFailed(`${question.title}: choose one of ${question.enum.join(', ')}.`, group.id, field)
    }
    if (typeof answer === 'number') {
      if (question.minimum !== undefined && answer < question.minimum) throw additionalInfoFailed(`${question.title}: at least ${question.minimum}.`, group.id, field)
      if (question.maximum !== undefined && answer > question.maximum) throw additionalInfoFailed(`${question.title}: at most ${question.maximum}.`, group.id, field)
    }
    if (typeof answer === 'string' && question.format === 'email' && !emailPattern.test(answer)) {
      throw additionalInfoFailed(`${question.title}: enter an e-mail address.`, group.id, field)
    }
  }
}

function venueWhen(req: CartRequest, event: SeedEvent, session: EventSessionRow): string {
  const { timeZone } = sessionContext(req.state, event, req.now)
  const start = Date.parse(session.start_datetime)
  return `${venueTime(start, timeZone)} on ${venueDate(start, timeZone)}`
}

interface ModifyPlan {
  removed: HeldTicket[]
  added: ResolvedLine[]
  codes: string[]
  additional_info: Record<string, Record<string, unknown>>
  campaign: string | null
}

const key = (sessionId: string, id: string) => `${sessionId}|${id}`

function countBy<T>(items: readonly T[], keyOf: (item: T) => string, countOf: (item: T) => number = () => 1): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + countOf(item))
  return counts
}

/** Checks a modify against every rule; throws the first broken one, else returns what to apply. */
function planModify(req: CartRequest, cart: CartRecord | null, input: ModifyInput): ModifyPlan {
  const { state } = req
  const codesBefore = input.codesBefore.map((code) => findPromoCode(state, code))
  const codesAfter = input.codesAfter.map((code) => findPromoCode(state, code))

  // Removals: ticket ids the cart holds (calls §8 Orders: ticket_not_found in cart_remove_tickets).
  const removed = input.remove.map((id) => {
    const ticket = cart?.tickets.find((t) => t.id === id)
    if (!ticket) {
      throw new ContractError(400, 'ticket_not_found', `This cart holds no ticket ${id}.`, 'cart_remove_tickets', { ticket_id: id })
    }
    return ticket
  })
  const removedIds = new Set(input.remove)
  const kept = (cart?.tickets ?? []).filter((t) => !removedIds.has(t.id))

  const added = input.lines.map((line) => resolveLine(req, line))

  // calls §9 "Max quantity per type: 1000", counting what the cart keeps of the type and session.
  const keptByType = countBy(kept, (t) => key(t.event_session_id, t.ticket_type_id))
  const addedByType = countBy(added, (l) => key(l.session.id, l.type.id), (l) => l.quantity)
  for (const line of added) {
    const total = (keptByType.get(key(line.session.id, line.type.id)) ?? 0) + (addedByType.get(key(line.session.id, line.type.id)) ?? 0)
    if (total > maxQuantityPerType) throw invalid(`At most ${maxQuantityPerType} ${line.type.name} tickets per session: this cart would hold ${total}.`)
  }
  // At most 10 ticket types per session (calls §9 "Calendar types: up to 10").
  for (const sessionId of new Set(added.map((l) => l.session.id))) {
    const types = new Set([...kept.filter((t) => t.event_session_id === sessionId).map((t) => t.ticket_type_id), ...added.filter((l) => l.session.id === sessionId).map((l) => l.type.id)])
    if (types.size > maxTicketTypesPerSession) throw invalid(tooManyCalendarTypes)
  }

  // Survey answers keyed by ticket_group_id (storefront §3 Survey spec): only for groups in the
  // cart, checked against the spec; a group reserved now needs its required answers.
  const groupsInCart = new Map<string, TicketGroupRow>()
  for (const line of added) groupsInCart.set(line.group.id, line.group)
  for (const ticket of kept) {
    if (!groupsInCart.has(ticket.ticket_group_id)) {
      const group = eventById(state, ticket.event_template_id).ticket_groups.find((g) => g.id === ticket.ticket_group_id)
      if (group) groupsInCart.set(group.id, group)
    }
  }
  for (const [groupId, answers] of Object.entries(input.additional_info)) {
    const group = groupsInCart.get(groupId)
    if (!group) throw additionalInfoFailed(`additional_info is keyed by ticket group, and this cart has no ${groupId} tickets.`, groupId)
    checkSurveyAnswers(group, answers)
  }
  for (const group of new Set(added.map((l) => l.group))) {
    const answers = { ...cart?.additional_info[group.id], ...input.additional_info[group.id] }
    for (const field of group.additional_info_spec?.required ?? []) {
      const answer = answers[field]
      if (answer === undefined || answer === null || answer === '') {
        const title = group.additional_info_spec?.properties[field]?.title ?? field
        throw additionalInfoFailed(`${title} is required for ${group.name} tickets.`, group.id, field)
      }
    }
  }

  // storefront §6 Member-only content. No member login exists yet, so a guest's member limit is
  // 0 and every member-only ticket answers member_limit_exceeded (calls §8).
  for (const line of added) {
    const membersOnly =
      line.event.template.hidden_type === 'public_member_only' || line.group.hidden_type === 'public_member_only' || line.type.member_event_ticket_type
    if (membersOnly) {
      throw reserveError(400, 'member_limit_exceeded', `${line.group.name} tickets are for members: log in as a member to reserve them.`, 'reserve', {
        ticket_group_id: line.group.id,
        ticket_type_id: line.type.id,
        member_limit: 0,
      })
    }
  }

  // calls §8: rule_blocks_reserve in checkout_rules with block_reason code_required, until the
  // cart holds (or this modify applies before the reserve) a code that unlocks the event.
  const unlocking = [...(cart?.codes ?? []).map((code) => findPromoCode(state, code)), ...codesBefore]
  for (const event of new Set(added.map((l) => l.event))) {
    if (event.code_required && !unlocking.some((code) => code.unlocks_event_ids.includes(event.template.id))) {
      throw reserveError(400, 'rule_blocks_reserve', event.code_required.description, 'checkout_rules', {
        block_reason: 'code_required',
        event_template_id: event.template.id,
      })
    }
  }

  // storefront §3 Ticket group min / max_tickets_per_order, per group and session, counting what
  // the cart keeps.
  const keptByGroup = countBy(kept, (t) => key(t.event_session_id, t.ticket_group_id))
  const addedByGroup = countBy(added, (l) => key(l.session.id, l.group.id), (l) => l.quantity)
  const touched = new Map<string, TicketGroupRow>()
  for (const line of added) touched.set(key(line.session.id, line.group.id), line.group)
  for (const ticket of removed) {
    const group = eventById(state, ticket.event_template_id).ticket_groups.find((g) => g.id === ticket.ticket_group_id)
    if (group) touched.set(key(ticket.event_session_id, group.id), group)
  }
  for (const [groupKey, group] of touched) {
    const adding = addedByGroup.get(groupKey) ?? 0
    const total = (keptByGroup.get(groupKey) ?? 0) + adding
    const extra = { ticket_group_id: group.id, event_session_id: groupKey.split('|')[0], requested: total }
    if (adding > 0 && group.max_tickets_per_order > 0 && total > group.max_tickets_per_order) {
      throw reserveError(400, 'max_tickets_per_order_exceeded', `You can reserve at most ${group.max_tickets_per_order} ${group.name} tickets per order.`, 'reserve', {
        ...extra,
        max_tickets_per_order: group.max_tickets_per_order,
      })
    }
    if (total > 0 && group.min_tickets_per_order > 0 && total < group.min_tickets_per_order) {
      throw reserveError(400, 'min_tickets_per_order_not_met', `Please select at least ${group.min_tickets_per_order} ${group.name} tickets.`, 'reserve', {
        ...extra,
        min_tickets_per_order: group.min_tickets_per_order,
      })
    }
  }

  // Seats (storefront §4 Seats): each asked once, and free now. A seat this modify releases
  // (its ticket removed) may be taken again; one the cart keeps, or another cart holds, or that
  // is sold or not on sale, answers 409 seat_unavailable with every such seat, so the picker
  // refreshes the map and says which were taken.
  const seatKey = (line: ResolvedLine) => key(line.session.id, line.seat!.id)
  const seatedLines = added.filter((line) => line.seat !== null)
  const asked = new Set<string>()
  for (const line of seatedLines) {
    if (asked.has(seatKey(line))) throw invalid(`Seat ${line.seat!.name} is asked for twice.`)
    asked.add(seatKey(line))
  }
  const releasing = new Set(removed.filter((t) => t.seat_id !== null).map((t) => key(t.event_session_id, t.seat_id!)))
  const taken = seatedLines.filter((line) => {
    if (releasing.has(seatKey(line))) return false
    return !seatIsFree(line.seat!, seatsOf(state, line.event, line.session.id, line.session.capacity))
  })
  if (taken.length > 0) throw seatUnavailable(taken.map((line) => line.seat!))

  // Capacity (storefront §3: available = capacity + oversell_capacity − used_capacity, −1
  // unlimited), after this modify's removals. A group kept out of the event's capacity
  // (exclude_from_event_capacity) counts only against its own.
  const removedByGroup = countBy(removed, (t) => key(t.event_session_id, t.ticket_group_id))
  const sessions = new Map(added.map((l) => [l.session.id, l]))
  for (const { event, session } of sessions.values()) {
    const lines = added.filter((l) => l.session.id === session.id)
    const counted = (groupId: string) => !event.ticket_groups.find((g) => g.id === groupId)?.exclude_from_event_capacity
    const releasing = removed.filter((t) => t.event_session_id === session.id && counted(t.ticket_group_id)).length
    const sessionLeft = availableCapacity({ ...session, used_capacity: session.used_capacity - releasing })
    const asking = lines.filter((l) => counted(l.group.id)).reduce((sum, l) => sum + l.quantity, 0)
    const when = venueWhen(req, event, session)
    if (asking > 0 && sessionLeft <= 0) {
      throw reserveError(409, 'event_session_sold_out', `${event.template.name} at ${when} is sold out.`, 'reserve', { event_session_id: session.id })
    }
    const use = groupUse(state, event, session.id, session.capacity)
    const groups = [...new Set(lines.map((l) => l.group))]
    const groupLeft = (group: TicketGroupRow) =>
      availableCapacity({
        capacity: group.capacity,
        oversell_capacity: group.oversell_capacity,
        used_capacity: (use.get(group.id) ?? 0) - (removedByGroup.get(key(session.id, group.id)) ?? 0),
      })
    for (const group of groups) {
      if (groupLeft(group) <= 0) {
        throw reserveError(409, 'ticket_group_sold_out', `${group.name} tickets for ${event.template.name} at ${when} are sold out.`, 'reserve', {
          event_session_id: session.id,
          ticket_group_id: group.id,
        })
      }
    }
    if (asking > 0 && asking > sessionLeft) {
      throw reserveError(409, 'session_capacity_exceeded', `Only ${sessionLeft} places are left for ${event.template.name} at ${when}; you asked for ${asking}.`, 'reserve', {
        event_session_id: session.id,
        available_capacity: sessionLeft,
        requested: asking,
      })
    }
    for (const group of groups) {
      const left = groupLeft(group)
      const asked = addedByGroup.get(key(session.id, group.id)) ?? 0
      if (asked > left) {
        throw reserveError(409, 'ticket_group_capacity_exceeded', `Only ${left} ${group.name} tickets are left for ${event.template.name} at ${when}; you asked for ${asked}.`, 'reserve', {
          event_session_id: session.id,
          ticket_group_id: group.id,
          available_capacity: left,
          requested: asked,
        })
      }
    }
  }

  // require_benefit (calls §7): each code applied now must unlock an event the cart will hold,
  // discount a ticket of one (codes.ts: not donations, gift cards or memberships), or lift the
  // block of one's blocking code group.
  const codes = [...codesBefore, ...codesAfter]
  if (input.requireBenefit) {
    const held = [
      ...kept.map((t) => ({ event: eventById(state, t.event_template_id), groupId: t.ticket_group_id })),
      ...added.map((l) => ({ event: l.event, groupId: l.group.id })),
    ]
    const benefits = (code: (typeof codes)[number]) =>
      held.some(({ event, groupId }) => {
        if (code.unlocks_event_ids.includes(event.template.id)) return true
        if (code.code_group !== undefined && event.blocking_code_group?.activating_code_groups.includes(code.code_group)) return true
        const handler = event.ticket_groups.find((g) => g.id === groupId)?.handler
        return (
          code.discount !== undefined &&
          (code.event_ids === undefined || code.event_ids.includes(event.template.id)) &&
          handler !== 'donation' &&
          handler !== 'ledger' &&
          handler !== 'membership'
        )
      })
    for (const code of codes) {
      if (!benefits(code)) throw new ContractError(400, 'no_code_benefit', `${code.code} gives no benefit to the tickets in this cart.`)
    }
  }

  return { removed, added, codes: codes.map((code) => code.code), additional_info: input.additional_info, campaign: input.campaign }
}

function createCart(req: CartRequest): CartRecord {
  const { state, now } = req
  const number = state.nextIds.cart++
  return {
    id: `cart-${number}`,
    cart_number: `FY${String(number).padStart(6, '0')}`,
    identity_id: state.seed.settings.public_identity_id,
    state: 'pending',
    created_at: now,
    expires_at: now + state.seed.settings.cart_hold_minutes * 60_000,
    extensions: 0,
    campaign: null,
    tickets: [],
    codes: [],
    additional_info: {},
    payments: [],
    intent_id: null,
    checkout: null,
    order_ids: [],
  }
}

/** Applies a checked plan; nothing here can fail. */
function applyPlan(req: CartRequest, existing: CartRecord | null, plan: ModifyPlan): CartRecord {
  const { state } = req
  const cart = existing ?? createCart(req)
  if (!existing) state.carts.set(cart.id, cart)

  releaseTickets(state, plan.removed)
  const removedIds = new Set(plan.removed.map((t) => t.id))
  cart.tickets = cart.tickets.filter((t) => !removedIds.has(t.id))

  for (const line of plan.added) {
    if (line.seat) holdSeat(seatsOf(state, line.event, line.session.id, line.session.capacity), line.seat.id, cart.id, line.group.id)
    else changeGroupUse(state, line.event, line.session.id, line.session.capacity, line.group.id, line.quantity)
    for (let i = 0; i < line.quantity; i++) {
      cart.tickets.push({
        id: `ticket-${state.nextIds.ticket++}`,
        event_template_id: line.event.template.id,
        ticket_group_id: line.group.id,
        ticket_type_id: line.type.id,
        event_session_id: line.session.id,
        session_capacity: line.session.capacity,
        admit_name: line.admit_name,
        admit_email: line.admit_email,
        face_value_cents: line.face_value_cents,
        seat_id: line.seat?.id ?? null,
        state: 'in_cart',
        ticket_order_id: null,
        scan_code: null,
        citypass: null,
        gift_card_number: null,
      })
    }
  }
  for (const code of plan.codes) if (!cart.codes.includes(code)) cart.codes.push(code)
  for (const [groupId, answers] of Object.entries(plan.additional_info)) {
    cart.additional_info[groupId] = { ...cart.additional_info[groupId], ...answers }
  }
  if (plan.campaign !== null) cart.campaign = plan.campaign
  return cart
}

/**
 * POST my/cart/modify (no cart yet: creates it, storefront §4 "the first modify call creates the
 * cart"), my/cart/{id}/modify and cart/{id}/modify (calls §7): remove ticket ids, apply codes
 * before the reserve, reserve or add tickets, apply codes after it. All of it, or nothing.
 */
export function modifyCart(req: CartRequest, cartId: string | null, body: unknown): CartRecord {
  const input = readModify(body, req.query.campaign)
  const cart = cartId === null ? null : pendingCart(req.state, cartId)
  return applyPlan(req, cart, planModify(req, cart, input))
}

/** POST cart/{id}/remove (calls §7: "tickets"): removes held tickets, under the same rules as modify. */
export function removeCartTickets(req: CartRequest, id: string, body: unknown): CartRecord {
  const tickets = isObject(body) ? body.tickets : undefined
  if (!Array.isArray(tickets) || tickets.length === 0) throw invalid('The body is { tickets: [ticket ids] } with at least one id.')
  return modifyCart(req, id, { remove: tickets })
}
