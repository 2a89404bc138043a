/**
 * Paying for carts (calls §3 Payment payload, Checkout response; calls §4 Checkout; calls §7
 * Checkout and payment; openapi tag checkout): purchasers (POST user), the gift card ledger,
 * the sandbox payment provider's intents, pay, guest checkout, and completion into orders.
 *
 * - `pay` records a payment toward a cart and never completes it; a checkout pays and, when
 *   nothing is left outstanding, completes: the tickets are booked (seats sold), one order is
 *   made, codes are spent, bought gift cards go on the ledger, and the confirmation e-mail goes
 *   to the outbox unless `send_email` is false (staff checkout, storefront §6).
 * - The sandbox payment provider keeps one open intent per cart with Stripe's statuses. Stripe's
 *   test payment method tokens decide the outcome (`gateway_data.source`): see `cardOutcomes`;
 *   source_type bacs_debit is processing (the checkout is pending until the debit clears);
 *   afterpay_clearpay needs the redirect, like 3-D Secure (402). A control route settles an
 *   intent: POST /_sandbox/payment_intents/{id}/confirm { outcome: approve | fail } (app.ts).
 * - A cart holding a change of its order (order-edits.ts) is paid the same way, by the order's
 *   purchaser, for what the change costs beyond what the order was paid; completing it applies the
 *   change to that order (applyEdit) instead of making one.
 * - Every write reads its body first and then runs synchronously: a double submit cannot pay or
 *   complete twice, and with one Idempotency-Key the second answer is the first (app.ts).
 */
import type { CartPayment, CartRecord, OrderRecord, PaymentIntent, ProviderError } from './records.js'
import type { CartRequest } from './state.js'
import { cartCompleted, pendingCart, readableCart, releaseOpenIntent } from './carts.js'
import { cartRow, ticketEmbeds } from './cart-rows.js'
import { embedsOf } from './query.js'
import { priceCart, spendCodes } from './codes.js'
import { ContractError, errorBody, invalid } from './errors.js'
import { fromCents, toCents } from './money.js'
import { identityRow, orderRow } from './order-rows.js'
import { sendOrderEmail } from './orders.js'
import { sellSeat } from './seats.js'
import { eventById, seatsOf, type SandboxState } from './state.js'
import { findGiftCard } from './users-gift-cards.js'
import { isObject } from './cart-input.js'
import { scanCode, unguessableId } from './ids.js'
import { issueMemberships } from './membership-orders.js'
import { autoRenewChoice, levelEvent } from './membership-config.js'
import { checkCartGiftCode, checkGiftCheckout } from './gifts.js'
import { applyEdit } from './order-edits.js'
import { afterPartPayment, cardPaymentKind, newOrder } from './schedules.js'

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })
const moneyPattern = /^\d+\.\d{2}$/

// ---------------------------------------------------------------------------------------------
// Reading payments

interface PaymentInput {
  gateway_id: 'ledger' | 'stripe' | 'free'
  amount_cents: number | null
  ledger_number: string | null
  source: string | null
  source_type: string | null
}

interface CheckoutInput extends PaymentInput {
  send_email: boolean
  guest_identity_id: string | null
  giver_identity_id: string | null
  /** A gift checkout's recipient (calls §3 Guest checkout variants; gifts.ts). */
  giftee_identity_id: string | null
  auto_renew: boolean | null
}

function optionalString(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw invalid(`${name} is a string.`)
  return value
}

/** calls §3 Payment payload: amount, gateway_id, gateway_data; the captcha only with a checkout. */
function readPayment(body: unknown, withCaptcha: boolean): PaymentInput {
  if (!isObject(body)) throw invalid('The body is a payment: { amount, gateway_id, gateway_data }.')
  const gateway = body.gateway_id
  if (gateway !== 'ledger' && gateway !== 'stripe' && gateway !== 'free')
    throw invalid('gateway_id is ledger, stripe or free.')
  const amount = body.amount
  if (amount !== undefined && (typeof amount !== 'string' || !moneyPattern.test(amount)))
    throw invalid('amount is an amount with two decimals, e.g. "12.50".')
  if (body.captcha !== undefined) {
    // calls §3 "The captcha is removed before the call is sent" (pay); a checkout may carry it.
    if (!withCaptcha) throw invalid('pay takes no captcha.')
    const captcha = body.captcha
    if (
      !isObject(captcha) ||
      captcha.provider !== 'hcaptcha' ||
      typeof captcha.token !== 'string' ||
      captcha.token === ''
    ) {
      throw invalid('captcha is { provider: hcaptcha, token }.')
    }
  }
  const data = body.gateway_data ?? {}
  if (!isObject(data)) throw invalid('gateway_data is an object.')
  return {
    gateway_id: gateway,
    amount_cents: typeof amount === 'string' ? toCents(amount) : null,
    ledger_number: optionalString(data.ledger_number, 'gateway_data.ledger_number'),
    source: optionalString(data.source, 'gateway_data.source'),
    source_type: optionalString(data.source_type, 'gateway_data.source_type'),
  }
}

function readCheckout(body: unknown): CheckoutInput {
  const payment = readPayment(body, true)
  const raw = body as Record<string, unknown>
  if (raw.send_email !== undefined && typeof raw.send_email !== 'boolean') throw invalid('send_email is true or false.')
  if (raw.auto_renew !== undefined && typeof raw.auto_renew !== 'boolean') throw invalid('auto_renew is true or false.')
  return {
    ...payment,
    send_email: raw.send_email !== false,
    guest_identity_id: optionalString(raw.guest_identity_id, 'guest_identity_id'),
    giver_identity_id: optionalString(raw.giver_identity_id, 'giver_identity_id'),
    giftee_identity_id: optionalString(raw.giftee_identity_id, 'giftee_identity_id'),
    auto_renew: typeof raw.auto_renew === 'boolean' ? raw.auto_renew : null,
  }
}

// ---------------------------------------------------------------------------------------------
// The sandbox payment provider

type CardOutcome = { kind: 'succeed' } | { kind: 'authenticate' } | { kind: 'decline'; error: ProviderError }

const declined = (code: string, decline_code: string, message: string): CardOutcome => ({
  kind: 'decline',
  error: { type: 'card_error', code, decline_code, message },
})

/** Stripe's test payment method tokens the sandbox takes (DESIGN.md: the sandbox provider adapter sends them). */
export const cardOutcomes: Readonly<Record<string, CardOutcome>> = {
  pm_card_visa: { kind: 'succeed' },
  pm_card_visa_debit: { kind: 'succeed' },
  pm_card_mastercard: { kind: 'succeed' },
  pm_card_amex: { kind: 'succeed' },
  pm_card_chargeDeclined: declined('card_declined', 'generic_decline', 'Your card was declined.'),
  pm_card_chargeDeclinedInsufficientFunds: declined(
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
  pm_card_chargeDeclinedExpiredCard: declined('expired_card', 'expired_card', 'Your card has expired.'),
  // Stripe's ZIP-check test card (4000 0000 0000 0036), declined here as a card issuer that refuses
  // a mismatched postal code does: incorrect_zip. From a wallet, checkout adds the note of calls §8
  // ("wallet zip errors add a note about a mismatched zip in the wallet address"; issue 15).
  pm_card_avsZipFail: declined('incorrect_zip', 'incorrect_zip', 'Your card’s zip code failed validation.'),
  pm_card_threeDSecure2Required: { kind: 'authenticate' },
}

/** A direct debit's token as the sdk's sandbox provider sends it (with or without source_type bacs_debit). */
export const sandboxBacsToken = 'pm_bacs_debit'

/** Stripe's message when 3-D Secure fails. */
export const authenticationFailed: ProviderError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
}

/** 400 card_declined in stripe_gateway with Stripe's error (openapi checkout; calls §8 Checkout). */
function providerError(error: ProviderError): ContractError {
  return new ContractError(400, 'card_declined', error.message, 'stripe_gateway', { ...error })
}

/** 402 intent_requires_action with the client secret (calls §4; openapi IntentRequiresActionEnvelope). */
function requiresAction(intent: PaymentIntent): ContractError {
  return new ContractError(
    402,
    'intent_requires_action',
    'Your bank asks you to confirm this payment.',
    'stripe_gateway',
    {
      client_secret: intent.client_secret,
      payment_intent_id: intent.id,
    },
  )
}

/** The cart's open intent, or a new one: one intent at a time per cart. */
function openIntent(state: SandboxState, cart: CartRecord): PaymentIntent {
  const current = cart.intent_id === null ? undefined : state.intents.get(cart.intent_id)
  const ended = current && (current.status === 'canceled' || current.amount_refunded_cents > 0)
  if (current && !ended && !cart.payments.some((p) => p.intent_id === current.id)) return current
  const id = unguessableId('pi_')
  const intent: PaymentIntent = {
    id,
    client_secret: unguessableId(`${id}_secret_`),
    cart_id: cart.id,
    amount_cents: 0,
    currency: state.seed.seller.currency_code.toLowerCase(),
    status: 'requires_payment_method',
    capture_method: state.seed.settings.capture_method,
    source: null,
    source_type: null,
    last_payment_error: null,
    amount_refunded_cents: 0,
  }
  state.intents.set(id, intent)
  cart.intent_id = id
  return intent
}

function recordPayment(
  state: SandboxState,
  now: number,
  cart: CartRecord,
  fields: Omit<CartPayment, 'id' | 'occurred_on'>,
): CartPayment {
  const payment: CartPayment = { id: `payment-${state.nextIds.payment++}`, occurred_on: now, ...fields }
  cart.payments.push(payment)
  return payment
}

/** calls §5 / §9 Payment bounds: GBP 0.30 to 999999.99, other currencies 0.50 to 999999.99. */
function checkCardAmount(state: SandboxState, cents: number): void {
  const min = state.seed.seller.currency_code === 'GBP' ? 30 : 50
  if (cents < min || cents > 99_999_999) {
    throw invalid(
      `Payment is not supported for this amount: a card pays ${fromCents(min)} to 999999.99 ${state.seed.seller.currency_code}.`,
    )
  }
}

/**
 * A card, wallet or direct debit payment through the cart's intent. Answers `paid` or
 * `processing`; throws 402 (confirm first) or 400 card_declined. An intent confirmed since
 * (POST /_sandbox/payment_intents/{id}/confirm) pays without a new attempt.
 */
function stripePayment(
  state: SandboxState,
  now: number,
  cart: CartRecord,
  input: PaymentInput,
  cents: number,
): 'paid' | 'processing' {
  let intent = openIntent(state, cart)
  // Approved for another amount (the cart changed since): that money goes back, and this amount
  // is a new attempt on a new intent.
  if ((intent.status === 'succeeded' || intent.status === 'requires_capture') && intent.amount_cents !== cents) {
    releaseOpenIntent(state, cart)
    intent = openIntent(state, cart)
  }
  const record = (status: CartPayment['status']) =>
    recordPayment(state, now, cart, {
      amount_cents: intent.amount_cents,
      status,
      gateway_id: 'stripe',
      ledger_number: null,
      source_type: intent.source_type,
      intent_id: intent.id,
    })

  if (intent.status === 'requires_action') throw requiresAction(intent)
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
    record(intent.status)
    return 'paid'
  }

  // A new attempt on the intent.
  if (input.source === null) throw invalid('gateway_data.source is the payment method token of the card provider.')
  intent.amount_cents = cents
  intent.source = input.source
  intent.source_type = input.source_type ?? (input.source === sandboxBacsToken ? 'bacs_debit' : null)
  intent.last_payment_error = null
  // storefront §1 "A direct-debit order can end up pending".
  if (input.source_type === 'bacs_debit' || input.source === sandboxBacsToken) {
    intent.status = 'processing'
    record('processing')
    return 'processing'
  }
  const outcome: CardOutcome =
    input.source_type === 'afterpay_clearpay'
      ? { kind: 'authenticate' }
      : (cardOutcomes[input.source] ?? {
          kind: 'decline',
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${input.source}'`,
          },
        })
  if (outcome.kind === 'authenticate') {
    intent.status = 'requires_action'
    throw requiresAction(intent)
  }
  if (outcome.kind === 'decline') {
    intent.status = 'requires_payment_method'
    intent.last_payment_error = outcome.error
    throw providerError(outcome.error)
  }
  intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded'
  record(intent.status)
  return 'paid'
}

/** A gift card payment (gateway ledger): the card must be active and hold the amount. */
function ledgerPayment(state: SandboxState, now: number, cart: CartRecord, input: PaymentInput, cents: number): void {
  if (input.ledger_number === null) throw invalid('gateway_data.ledger_number is the gift card number.')
  const card = findGiftCard(state, input.ledger_number)
  if (card.state !== 'active')
    throw new ContractError(400, 'ledger_inactive', 'This gift card is not active.', undefined, {
      ledger_number: card.number,
    })
  if (card.balance_cents <= 0 || card.balance_cents < cents) {
    throw new ContractError(
      400,
      'ledger_insufficient_balance',
      `This gift card has ${fromCents(card.balance_cents)} left; the payment asks for ${fromCents(cents)}.`,
      undefined,
      {
        ledger_number: card.number,
        balance: fromCents(card.balance_cents),
      },
    )
  }
  card.balance_cents -= cents
  recordPayment(state, now, cart, {
    amount_cents: cents,
    status: 'succeeded',
    gateway_id: 'ledger',
    ledger_number: card.number,
    source_type: null,
    intent_id: null,
  })
}

// ---------------------------------------------------------------------------------------------
// Completion

/**
 * Completes a paid cart: one order, tickets booked with scan codes, seats sold, bought gift
 * cards on the ledger, codes spent, the cart completed, and the confirmation e-mail.
 */
export function completeCart(state: SandboxState, now: number, cart: CartRecord): void {
  // A change of an order is applied to that order (order-edits.ts).
  if (cart.edit) return applyEdit(state, cart)
  const checkout = cart.checkout
  if (!checkout) throw new Error(`Sandbox error: cart ${cart.id} completes without a checkout`)
  // Paid another way (a gift card, a free order): an approved card intent it did not use goes back.
  releaseOpenIntent(state, cart)
  const pricing = priceCart(state, cart)
  // A part-paid cart completes the order its part payment made (schedules.ts).
  const made = cart.order_ids[0] === undefined ? undefined : state.orders.get(cart.order_ids[0])
  const order: OrderRecord = made ?? newOrder(state, cart, checkout.purchaser_identity_id, now, pricing.total)
  const number = Number(order.order_number.slice(2))
  cart.tickets.forEach((ticket, index) => {
    if (ticket.state !== 'in_cart') return
    const event = eventById(state, ticket.event_template_id)
    if (ticket.seat_id !== null)
      sellSeat(seatsOf(state, event, ticket.event_session_id, ticket.session_capacity), ticket.seat_id)
    ticket.state = 'booked'
    ticket.ticket_order_id = order.id
    ticket.scan_code = scanCode(order.id, ticket.id)
    // A bought gift card goes on the ledger with its price as balance.
    if (event.ticket_groups.find((g) => g.id === ticket.ticket_group_id)?.handler === 'ledger') {
      const cardNumber = `6006${String(number).padStart(8, '0')}${String(index + 1).padStart(4, '0')}`
      state.giftCards.set(cardNumber, { number: cardNumber, balance_cents: ticket.face_value_cents, state: 'active' })
      ticket.gift_card_number = cardNumber
    }
  })
  spendCodes(state, cart)
  state.orders.set(order.id, order)
  if (!made) cart.order_ids.push(order.id)
  cart.part_paid = false
  // A membership bought shows in the holder's my/membership at once (membership-orders.ts).
  issueMemberships(state, now, cart, order)
  cart.state = 'completed'
  const purchaser = state.identities.get(checkout.purchaser_identity_id)
  if (checkout.send_email && purchaser)
    sendOrderEmail(state, now, order, purchaser.email, 'order_confirmation', checkout.origin)
}

/**
 * After a cart change (modify, remove, a code): an intent approved or awaiting approval for the
 * old amount is canceled or refunded at once; the next checkout pays the new amount.
 */
export function releaseStaleIntent(state: SandboxState, cart: CartRecord): void {
  const intent = cart.intent_id === null ? undefined : state.intents.get(cart.intent_id)
  if (!intent || intent.amount_cents === priceCart(state, cart).outstanding) return
  if (intent.status === 'succeeded' || intent.status === 'requires_capture' || intent.status === 'requires_action')
    releaseOpenIntent(state, cart)
}

// ---------------------------------------------------------------------------------------------
// pay and checkout

/**
 * POST cart/{id}/pay, my/cart/{id}/pay (calls §7: "payment payload without captcha; response is
 * the updated cart"): records a part or whole payment by gift card or card; never completes the
 * order (a checkout does). The amount is at most what is outstanding.
 */
export function payCart(req: CartRequest, cartId: string, body: unknown): CartRecord {
  const input = readPayment(body, false)
  const cart = pendingCart(req.state, cartId, 'payment')
  const { outstanding } = priceCart(req.state, cart)
  if (input.gateway_id === 'free')
    throw invalid('gateway free pays nothing: check the cart out with gateway_id free instead.')
  const cents = input.amount_cents
  if (cents === null || cents <= 0) throw invalid('amount is required: more than 0.00.')
  if (cents > outstanding) throw invalid(`amount is at most the outstanding balance, ${fromCents(outstanding)}.`)
  if (input.gateway_id === 'ledger') ledgerPayment(req.state, req.now, cart, input, cents)
  else {
    checkCardAmount(req.state, cents)
    if (stripePayment(req.state, req.now, cart, input, cents) === 'processing') {
      throw invalid('A direct debit pays a whole checkout, not a part payment.')
    }
  }
  return cart
}

export interface WriteAnswer {
  status: 200 | 202
  body: unknown
}

const checkoutEmbeds = ['ticket_order', 'identity', 'contact', 'seller', 'ticket', 'ticket_group'] as const

/** openapi CheckoutResponse: status, the cart, its orders, and the asked-for embeds. */
function checkoutAnswer(
  req: CartRequest,
  cart: CartRecord,
  status: 'completed' | 'pending' | 'partial',
  call: string,
): WriteAnswer {
  const { state, now } = req
  const embeds = embedsOf(req.query, checkoutEmbeds, call)
  const pricing = priceCart(state, cart)
  const body: Record<string, unknown> = {
    status,
    cart: rows([cartRow(state, now, cart, pricing)]),
    // calls §3 "Checkout response: status, cart, orders": the orders always travel.
    ticket_order: rows(cart.order_ids.map((id) => orderRow(state, state.orders.get(id)!))),
    ...ticketEmbeds(
      state,
      now,
      cart.tickets,
      new Set([...embeds].filter((e) => e === 'ticket' || e === 'ticket_group')),
      pricing,
    ),
  }
  const purchaser = cart.checkout?.purchaser_identity_id ?? cart.identity_id
  if (embeds.has('identity')) body.identity = rows([identityRow(state, purchaser)])
  if (embeds.has('contact')) body.contact = rows([identityRow(state, purchaser)])
  if (embeds.has('seller')) body.seller = rows([{ id: state.seed.seller.id, name: state.seed.seller.name }])
  return { status: 200, body }
}

/**
 * The purchaser and gift rules of a checkout (a change of an order has neither): the member's
 * checkout takes the logged-in member, a guest's names a stored identity; a gift checkout names a
 * giftee (gifts.ts). Fills `input.guest_identity_id`.
 */
function checkoutParty(
  req: CartRequest,
  cart: CartRecord,
  input: CheckoutInput,
  options: { member?: boolean; gift?: boolean },
): void {
  const { state } = req
  // POST my/cart/{id}/checkout (storefront §6 Logged-in member): the member is the purchaser.
  if (options.member) {
    if (req.identityId === state.seed.settings.public_identity_id)
      throw new ContractError(401, 'not_authenticated', 'Log in to check out as a member.')
    input.guest_identity_id = req.identityId
  }
  if (input.guest_identity_id === null)
    throw invalid(
      'guest_identity_id is required: store the purchaser with POST user, then check out with its identity_id.',
    )
  if (!state.identities.has(input.guest_identity_id))
    throw invalid(`No identity ${input.guest_identity_id}: store the purchaser with POST user first.`)
  if (input.giver_identity_id !== null && !state.identities.has(input.giver_identity_id))
    throw invalid(`No identity ${input.giver_identity_id}.`)
  // calls §3 "guest_identity_id with optional giver_identity_id" (issue 15): the giver is the
  // logged-in member who buys for the guest purchaser, so only the session's own identity may give.
  if (
    input.giver_identity_id !== null &&
    (req.identityId === state.seed.settings.public_identity_id || input.giver_identity_id !== req.identityId)
  )
    throw invalid('giver_identity_id is the logged-in member who checks out for the purchaser.')
  if (options.gift && input.giftee_identity_id === null)
    throw invalid('giftee_identity_id is required: store the recipient with POST giftee first.', 'gift_checkout')
  if (!cart.tickets.some((t) => t.state === 'in_cart')) throw invalid('This cart holds no tickets to check out.')
  if (input.giftee_identity_id !== null)
    checkGiftCheckout(state, cart, input.guest_identity_id, input.giftee_identity_id)
}

/**
 * POST cart/{id}/guest_checkout and my/cart/{id}/guest_checkout (calls §7; openapi tag
 * checkout): the purchaser is `guest_identity_id` (stored with POST user first), then one
 * payment and, when nothing is left outstanding, the order. With `member` it is POST
 * my/cart/{id}/checkout: the logged-in member is the purchaser (401 without a login); with
 * `gift` too, POST my/cart/{id}/gift_checkout: `giftee_identity_id` is required. A checkout
 * naming `giftee_identity_id` (gift, or a guest's gift) follows gifts.ts's rules, and its
 * membership becomes a gift code for the giftee.
 *
 * First broken rule wins: completed cart (409 cart_completed), processing (202
 * intent_processing), expired (400 cart_expired), malformed payment or unknown purchaser
 * (validation_failed), empty cart, blocked cart (rule_blocks_checkout), then the payment's own.
 */
export function checkoutCart(
  req: CartRequest,
  cartId: string,
  body: unknown,
  call: string,
  options: { member?: boolean; gift?: boolean } = {},
): WriteAnswer {
  const { state, now } = req
  const cart = readableCart(state, cartId)
  if (cart.state === 'completed') throw cartCompleted(cart)
  if (cart.state === 'payment_processing') {
    const intent = cart.intent_id === null ? undefined : state.intents.get(cart.intent_id)
    return {
      status: 202,
      body: errorBody('intent_processing', 'The payment is processing: the order will be confirmed when it clears.', {
        extra: { cart_id: cart.id, payment_intent_id: intent?.id ?? null },
      }),
    }
  }
  pendingCart(state, cartId, 'payment')
  const input = readCheckout(body)
  // A change of an order (order-edits.ts) is paid by the order's purchaser: no purchaser, gift or
  // membership choice is read, and no e-mail goes out (the client sends order_update, calls §4).
  if (cart.edit && (options.gift || input.giftee_identity_id !== null))
    throw invalid('A change of an order is not a gift: check it out without giftee_identity_id.', 'gift_checkout')
  if (!cart.edit) checkoutParty(req, cart, input, options)

  const pricing = priceCart(state, cart)
  const block = pricing.blocks[0]
  if (block) {
    throw new ContractError(400, 'rule_blocks_checkout', block.description, 'checkout_rules', {
      block_reason: 'code_required',
      event_template_id: block.event.template.id,
      activating_code_groups: block.activating_code_groups,
    })
  }
  if (!cart.edit) {
    // A redeem: its gift code must still be good (another cart may have spent it since the reserve).
    checkCartGiftCode(state, now, cart)
    // calls §3 Payment payload auto_renew: when sent, it is the cart's membership's choice, under the
    // membership event's `membership.auto_renew` ('always' / 'never' decide; membership-config.ts).
    const bought = cart.membership
    const boughtFrom = bought ? levelEvent(state, bought.ticket_group_id) : null
    if (input.auto_renew !== null && bought)
      bought.auto_renew = boughtFrom
        ? autoRenewChoice(boughtFrom, input.auto_renew, !!bought.gift_code)
        : input.auto_renew
    // A part-paid cart's order has its purchaser already (schedules.ts).
    if (!cart.part_paid)
      cart.checkout = {
        purchaser_identity_id: input.guest_identity_id!,
        send_email: input.send_email,
        giftee_identity_id: input.giftee_identity_id,
        giver_identity_id: input.giver_identity_id,
        ...(req.origin === undefined ? {} : { origin: req.origin }),
      }
  }

  const outstanding = pricing.outstanding
  if (input.gateway_id === 'free') {
    // calls §7 free order: gateway_id free, only when nothing is left to pay.
    if (outstanding > 0)
      throw invalid(`gateway free is for a cart with nothing outstanding; this one has ${fromCents(outstanding)}.`)
    completeCart(state, now, cart)
    return checkoutAnswer(req, cart, 'completed', call)
  }
  const cents = input.amount_cents
  if (cents === null || cents <= 0) throw invalid('amount is required: more than 0.00.')
  if (input.gateway_id === 'ledger') {
    if (cents > outstanding) throw invalid(`amount is at most the outstanding balance, ${fromCents(outstanding)}.`)
    ledgerPayment(state, now, cart, input, cents)
    // calls §4: "partial (a gift card covered part) stays on checkout".
    if (cents < outstanding) {
      afterPartPayment(state, now, cart, priceCart(state, cart))
      return checkoutAnswer(req, cart, 'partial', call)
    }
    completeCart(state, now, cart)
    return checkoutAnswer(req, cart, 'completed', call)
  }
  const directDebit = input.source_type === 'bacs_debit' || input.source === sandboxBacsToken
  const kind = cardPaymentKind(state, now, cart, pricing, cents, directDebit)
  checkCardAmount(state, cents)
  const paid = stripePayment(state, now, cart, input, cents)
  if (kind === 'part') {
    afterPartPayment(state, now, cart, priceCart(state, cart))
    return checkoutAnswer(req, cart, 'partial', call)
  }
  if (paid === 'processing') {
    cart.state = 'payment_processing'
    return checkoutAnswer(req, cart, 'pending', call)
  }
  completeCart(state, now, cart)
  return checkoutAnswer(req, cart, 'completed', call)
}
