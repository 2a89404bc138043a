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
 *   changed (409) — but a completed order's cart may open a change of its order (order-edits.ts):
 *   pending again with a hold of its own; its expiry or DELETE discards the change (discardEdit),
 *   never the order.
 * - Owner. There is no login yet: a cart is made for the public identity (storefront §4
 *   "modifiable only if owned by the public identity"), and the session is the public identity.
 *   The control route `POST /_sandbox/carts/{id}/owner` gives a cart to another identity, as when
 *   a member reserved while logged in elsewhere (storefront §2 /transfer-cart "This cart belongs
 *   to another member"). `cart/{id}` reads any cart; the session's paths `my/cart/{id}…` answer
 *   403 for a cart of another identity (`sessionCart`).
 */
import { ContractError, invalid, notFound } from './errors.js'
import { releaseSeat } from './seats.js'
import { changeGroupUse, eventById, seatsOf, type SandboxState } from './state.js'
import type { CartRecord, HeldTicket, PaymentIntent } from './records.js'
import type { CartRequest } from './state.js'

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

// ---------------------------------------------------------------------------------------------
// Errors of calls §8. Status: 400 for what the request asks (limits, rules, input), 409 for what
// the capacity left cannot give (it may change: the client refreshes and retries).

export function reserveError(
  status: 400 | 409,
  code: string,
  description: string,
  context?: string,
  extra?: Record<string, unknown>,
): ContractError {
  return new ContractError(status, code, description, context, extra)
}

/** 400 cart_expired (calls §8 Cart load: "cart_expired handled specially"). */
export function cartExpired(cart: CartRecord): ContractError {
  return new ContractError(
    400,
    'cart_expired',
    'Your cart has expired and its tickets were released. Please start over.',
    undefined,
    {
      cart_id: cart.id,
    },
  )
}

export function additionalInfoFailed(description: string, groupId: string, field?: string): ContractError {
  return new ContractError(
    400,
    'additional_info_validation_failed',
    description,
    'reserve',
    field ? { ticket_group_id: groupId, field } : { ticket_group_id: groupId },
  )
}

// ---------------------------------------------------------------------------------------------
// Lifetime

/** storefront §4: a cart expires; releasing its tickets frees their capacity. */
export function expireCarts(state: SandboxState, now: number): void {
  for (const cart of state.carts.values()) {
    if (cart.state === 'pending' && !cart.part_paid && cart.expires_at <= now) {
      // A change of an order that expires is discarded: the order as it was (order-edits.ts).
      if (cart.edit) {
        discardEdit(state, cart)
        cart.edit_expired = true
        continue
      }
      releaseTickets(state, cart.tickets)
      refundPayments(state, cart)
      cart.tickets = []
      cart.state = 'expired'
    }
  }
}

export function releaseTickets(state: SandboxState, tickets: readonly HeldTicket[]): void {
  for (const ticket of tickets) {
    const event = eventById(state, ticket.event_template_id)
    if (ticket.seat_id !== null)
      releaseSeat(seatsOf(state, event, ticket.event_session_id, ticket.session_capacity), ticket.seat_id)
    else changeGroupUse(state, event, ticket.event_session_id, ticket.session_capacity, ticket.ticket_group_id, -1)
  }
}

/**
 * A cart that ends without an order gives its part payments back: gift card payments return to
 * the card, card payments are marked refunded (the sandbox provider holds no money). `from`: the
 * first payment to give back (a discarded change of an order gives back only its own).
 */
export function refundPayments(state: SandboxState, cart: CartRecord, from = 0): void {
  for (const payment of cart.payments.slice(from)) {
    if (payment.status !== 'succeeded' && payment.status !== 'requires_capture') continue
    if (payment.gateway_id === 'ledger' && payment.ledger_number !== null) {
      const card = state.giftCards.get(payment.ledger_number)
      if (card) card.balance_cents += payment.amount_cents
    }
    const intent = payment.intent_id === null ? undefined : state.intents.get(payment.intent_id)
    if (intent) endIntent(intent)
    payment.status = 'refunded'
  }
  releaseOpenIntent(state, cart)
}

/**
 * No payment outlives its cart: the cart's open intent (the one no recorded payment uses, e.g.
 * a 3-D Secure approval whose checkout never came back) is canceled, or refunded when it had
 * charged. Called when the cart ends without using it (expiry, delete, an order paid another
 * way) and when its amount no longer matches the cart.
 */
export function releaseOpenIntent(state: SandboxState, cart: CartRecord): void {
  const intent = cart.intent_id === null ? undefined : state.intents.get(cart.intent_id)
  if (!intent || cart.payments.some((p) => p.intent_id === intent.id)) return
  endIntent(intent)
}

/**
 * Gives an intent's money back: a succeeded one is refunded in full (Stripe keeps it succeeded,
 * with amount_refunded), any other is canceled (an authorisation released, a challenge voided).
 * A processing direct debit is left to clear: its cart waits for it.
 */
function endIntent(intent: PaymentIntent): void {
  if (intent.status === 'succeeded') intent.amount_refunded_cents = intent.amount_cents
  else if (intent.status !== 'processing') intent.status = 'canceled'
}

/**
 * Discards a change of an order (DELETE, or its hold running out; order-edits.ts): the tickets it
 * added are released, the payments it took given back (its intent canceled or refunded), and the
 * cart is its completed order's again, exactly as before the change.
 */
export function discardEdit(state: SandboxState, cart: CartRecord): void {
  const edit = cart.edit
  if (!edit) return
  releaseTickets(
    state,
    cart.tickets.filter((t) => t.state === 'in_cart'),
  )
  cart.tickets = cart.tickets.filter((t) => t.state !== 'in_cart')
  refundPayments(state, cart, edit.saved.payments)
  cart.intent_id = edit.saved.intent_id
  cart.expires_at = edit.saved.expires_at
  cart.extensions = edit.saved.extensions
  cart.state = 'completed'
  cart.edit = null
}

/** A cart by id, pending or expired; 404 `Resource cart not found.` for an unknown one. */
export function findCart(state: SandboxState, id: string): CartRecord {
  const cart = state.carts.get(id)
  if (!cart) throw notFound('cart')
  return cart
}

/**
 * The session's view of a cart (`my/cart/{id}`, `my/cart/{id}/…`): 403 forbidden for a cart owned
 * by another identity (openapi getMyCart: "a cart of another identity 403"). The session acts as
 * the logged-in member, or without a login as the public identity (accounts.ts). Unknown carts
 * pass through to the call's own 404.
 */
export function sessionCart(state: SandboxState, id: string, identityId: string): void {
  const cart = state.carts.get(id)
  if (cart && cart.identity_id !== identityId) {
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
  if (identityId !== state.seed.settings.public_identity_id && !state.identities.has(identityId))
    throw notFound('identity')
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
  // A change of its order expired (order-edits.ts): said once, then the order's cart as before.
  if (cart.edit_expired) {
    cart.edit_expired = false
    throw new ContractError(
      400,
      'cart_expired',
      'The changes to your order expired and were not saved: your order is as it was. Please start again.',
      undefined,
      { cart_id: cart.id, ticket_order_id: cart.order_ids[0] ?? null },
    )
  }
  return cart
}

/** 409 cart_completed: calls §8 Checkout 'Cart with order ID {id} has been booked.' */
export function cartCompleted(cart: CartRecord): ContractError {
  return new ContractError(
    409,
    'cart_completed',
    `Cart with order ID ${cart.order_ids[0] ?? cart.id} has been booked.`,
    undefined,
    {
      cart_id: cart.id,
      ticket_order_ids: [...cart.order_ids],
    },
  )
}

/** 409 cart_payment_processing: the checkout's payment is processing; the cart cannot change. */
export function cartProcessing(cart: CartRecord): ContractError {
  return new ContractError(
    409,
    'cart_payment_processing',
    'The payment for this cart is processing: the cart cannot change until it clears.',
    undefined,
    {
      cart_id: cart.id,
    },
  )
}

/**
 * A cart that may be changed (or, `for: 'payment'`, paid): pending. 404 unknown, 400 cart_expired,
 * 409 completed or processing; a cart secured by a part payment (schedules.ts) may be paid, not
 * changed: 409 cart_part_paid.
 */
export function pendingCart(state: SandboxState, id: string, use: 'change' | 'payment' = 'change'): CartRecord {
  const cart = readableCart(state, id)
  if (cart.state === 'completed') throw cartCompleted(cart)
  if (cart.state === 'payment_processing') throw cartProcessing(cart)
  if (cart.part_paid && use === 'change') {
    throw new ContractError(
      409,
      'cart_part_paid',
      'Part of this order is paid: its tickets cannot change. Pay the outstanding balance to complete it.',
      undefined,
      { cart_id: cart.id, ticket_order_ids: [...cart.order_ids] },
    )
  }
  return cart
}

/**
 * DELETE cart/{id}, my/cart/{id}: releases the tickets and forgets the cart (expired ones too).
 * A completed or processing cart is kept (its order stands, or its payment may still clear): the
 * call answers 204 and changes nothing, as the client only wants it out of its way. A cart holding
 * a change of its order discards the change (discardEdit) and stays its order's.
 */
export function deleteCart(state: SandboxState, id: string): void {
  const cart = findCart(state, id)
  cart.edit_expired = false
  // A change of an order is discarded, the order stays (storefront §4 Orders "discarded (the cart is deleted)").
  if (cart.edit && cart.state === 'pending') return discardEdit(state, cart)
  // A part-paid cart's order stands too (schedules.ts).
  if (cart.state === 'completed' || cart.state === 'payment_processing' || cart.part_paid) return
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
  if (!Number.isFinite(asked))
    throw invalid(
      'The body is { expires_at }: the current expiry plus 2 minutes, an ISO 8601 date-time.',
      'cart_extend',
    )
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
    throw invalid(
      `expires_at must be later than the cart's current expiry, ${new Date(cart.expires_at).toISOString()}.`,
      'cart_extend',
    )
  }
  cart.expires_at = Math.min(asked, cart.expires_at + cartExtensionMs)
  cart.extensions += 1
  return cart
}
