/**
 * The checkout rules (storefront §2 Checkout, §3, §4 Checkout result / Scheduled payment / Terms,
 * §5 Identity and Checkout, §6; calls §3–§9): identity form, terms, captcha, scheduled payments,
 * payment options and bounds, the provider amount, the payment method order, the checkout call
 * and its result.
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter), no DOM.
 */
import type { CartContents } from '../cart/types'
import type { FoyerError, PaymentProviderError } from '../errors'
import type { MessageKey } from '../i18n/types'
import { moneyToCents, centsToMoney, idKey } from '../reserve/rules/index.js'
import type { Money } from '../reserve/types'
import { buildPath } from '../routing/routes'
import type {
  CaptchaPayload,
  CheckoutActor,
  CheckoutAnswer,
  CheckoutRoute,
  CheckoutStatus,
  FieldProblem,
  PaymentMethodType,
  PaymentOption,
  ScheduledPaymentStatus,
  TicketOrder,
} from './types'
import type { Cart, CartTicket, ScheduledPayment } from '../cart/types'

// =============================================================================================
// Constants (storefront §5; calls §5, §9)
// =============================================================================================

// storefront §5: the identity's length limits, shared with the admit details and the profile.
export { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, CUSTOM_FIELD_MAX_LENGTH } from '../core/limits.js'
/**
 * The longest address line or city: 1000 characters. The spec gives no limit of its own for the
 * address fields; decision: the limit of the other free-text identity fields (storefront §5
 * "Custom identity fields: max 1000"), which is what the server takes (PATCH my/user refuses more).
 */
export const ADDRESS_FIELD_MAX_LENGTH = 1000
/** The shortest postal code: 4 characters (storefront §5 "Postal code: … length 4 to 10."). */
export const POSTAL_CODE_MIN_LENGTH = 4
/** The longest postal code: 10 characters (storefront §5 "Postal code: … length 4 to 10."). */
export const POSTAL_CODE_MAX_LENGTH = 10
/**
 * The payment methods that need a full postal address: paying by Bacs Direct Debit or Afterpay /
 * Clearpay makes address, city, country and zip code required (storefront §5 / calls §5).
 */
export const ADDRESS_REQUIRED_PAYMENT_METHODS: readonly PaymentMethodType[] = ['bacs_debit', 'afterpay_clearpay']
/** The address fields that become required for those payment methods (storefront §5 / calls §5). */
export const PAYMENT_METHOD_ADDRESS_FIELDS = ['address', 'city', 'country', 'zip_code'] as const

/** The address lookup searches only once 4 characters are typed (storefront §5 Address "Search starts at 4 characters"). */
export const ADDRESS_LOOKUP_MIN_LENGTH = 4
/** The address lookup waits until typing has paused for 300 ms before it searches (storefront §5 Address "with a 300 ms debounce"). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 300
/**
 * The countries the address lookup serves, as ISO 3166-1 alpha-3 codes: the United States, the
 * United Kingdom, Canada, Australia and New Zealand; elsewhere the address is typed by hand
 * (storefront §5 Address / calls §7 "Autocomplete countries").
 */
export const ADDRESS_LOOKUP_COUNTRIES = ['USA', 'GBR', 'CAN', 'AUS', 'NZL'] as const

/** The smallest card payment in pounds sterling: 0.30 (calls §9 Payment bounds "GBP 0.30 to 999999.99"). */
export const PAYMENT_MIN_GBP: Money = '0.30'
/** The smallest card payment in any currency but pounds sterling: 0.50 (calls §9 Payment bounds "others 0.50 to 999999.99"). */
export const PAYMENT_MIN: Money = '0.50'
/** The largest card payment, in every currency: 999999.99 (calls §9 Payment bounds). */
export const PAYMENT_MAX: Money = '999999.99'
/** The order payment methods are offered in: Apple Pay, then Google Pay, then card (calls §9 Payment method order). */
export const PAYMENT_METHOD_ORDER: readonly PaymentMethodType[] = ['apple_pay', 'google_pay', 'card']
/**
 * The wallet payment methods, Apple Pay and Google Pay: a wallet the device supports is offered
 * before the card form (calls §4 "Payment type is wallet (apple_pay or google_pay) if supported,
 * otherwise card").
 */
export const WALLET_METHODS: readonly PaymentMethodType[] = ['apple_pay', 'google_pay']
/** The height of the wallet (Apple Pay / Google Pay) button: 48 px (calls §9 Wallet button height). */
export const WALLET_BUTTON_HEIGHT_PX = 48
/**
 * The payment intent statuses that count as paid when the visitor comes back from a redirect-based
 * payment (a bank's page): authorised, still processing or succeeded (calls §4 "Payment intent
 * statuses accepted after a redirect").
 */
export const ACCEPTED_REDIRECT_INTENT_STATUSES = ['requires_capture', 'processing', 'succeeded'] as const
/**
 * One second: a scheduled payment is 'Upcoming' while its due date minus this margin is still in
 * the future, else 'Overdue' (storefront §4 Scheduled payment).
 */
export const SCHEDULED_PAYMENT_MARGIN_MS = 1000
/** The captcha provider the server checks tokens with: hCaptcha (calls §3). */
export const CAPTCHA_PROVIDER = 'hcaptcha'
/**
 * The error code the server answers while a payment is still being processed: the checkout is
 * pending, not failed (calls §3 / calls §7).
 */
export const INTENT_PROCESSING_CODE = 'intent_processing'
/**
 * The code of a 402 answer asking for the card provider's extra confirmation (3-D Secure): the
 * payment is confirmed in the provider's dialog, then checkout is retried (calls §4).
 */
export const INTENT_REQUIRES_ACTION_CODE = 'intent_requires_action'
/** openapi checkout: the card provider declined (`_extra { type, code, decline_code?, message }`). */
export const CARD_DECLINED_CODE = 'card_declined'
/**
 * The code of a checkout on a cart that is already booked as an order ('Cart with order ID {id}
 * has been booked.'; openapi checkout, calls §8).
 */
export const CART_COMPLETED_CODE = 'cart_completed'

/**
 * How long a purchaser waits in session storage for a redirect-based payment's return: decision,
 * the longest a cart is held (calls §9: 15 minutes, extended by 2 minutes, at most 10 times) and
 * some slack for the bank's pages.
 */
export const PURCHASER_RETURN_LIMIT_MS = 60 * 60_000

/**
 * The message key that names each kind of payment history entry, by its `audit_action` (storefront
 * §4 Payment audit).
 */
export const PAYMENT_AUDIT_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  capture: 'checkout.auditCapture',
  refund: 'checkout.auditRefund',
  dispute_opened: 'checkout.auditDisputeOpened',
  dispute_closed: 'checkout.auditDisputeClosed',
  dispute_fee: 'checkout.auditDisputeFee',
}

/**
 * Countries whose state is a select with a list (storefront §5 "State is a select, required only
 * for countries that have a list"). Decision: the United States, Canada and Australia, by ISO
 * 3166-1 alpha-2 code, with their subdivision codes; a tenant may pass its own lists.
 */
export const DEFAULT_STATE_LISTS: Readonly<Record<string, readonly string[]>> = {
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
  AU: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
}

// =============================================================================================
// Terms and captcha (storefront §2 terms modal, §4 Terms dialog, §5 Checkout, §6)
// =============================================================================================

/**
 * storefront §5 "Terms must be accepted when terms text is configured, and viewing the terms modal
 * may be required." The checkbox can be ticked only once the terms were viewed when viewing is
 * required (decision: ticking before viewing opens the terms dialog instead).
 */
export function canTickTerms(options: { mustView?: boolean; viewed: boolean }): boolean {
  return !options.mustView || options.viewed
}

/**
 * Whether the terms checkbox blocks checkout: when the tenant configured terms text, the box must
 * be ticked ('required'); without terms text there is nothing to accept (storefront §5 "Checkout
 * needs … the terms checkbox accepted if terms text is configured.").
 */
export function termsProblem(options: { termsText?: string | null; accepted: boolean }): FieldProblem | null {
  const configured = typeof options.termsText === 'string' && options.termsText.trim() !== ''
  return configured && !options.accepted ? { code: 'required' } : null
}

/**
 * Whether checkout needs a captcha: only when the tenant configured a captcha key and the visitor
 * is not logged in; logged-in members never see one (storefront §5 / calls §5 "A captcha token is
 * required if a captcha key is configured and the user is not logged in", storefront §6).
 */
export function isCaptchaRequired(options: { captchaKey?: string | null; loggedIn: boolean }): boolean {
  return !!options.captchaKey && !options.loggedIn
}

/** calls §3 "The captcha is removed before the call is sent": the payload without it. */
export function withoutCaptcha<T extends { captcha?: CaptchaPayload | undefined }>(payload: T): Omit<T, 'captcha'> {
  const { captcha: _captcha, ...rest } = payload
  return rest
}

// =============================================================================================
// Scheduled payments, payment options and bounds (storefront §4, §5; calls §5, §9)
// =============================================================================================

/**
 * Whether a scheduled payment is 'upcoming' (its due date, less one second, is still in the
 * future) or 'overdue' (storefront §4 Scheduled payment).
 */
export function scheduledPaymentStatus(payment: Pick<ScheduledPayment, 'due'>, now: number): ScheduledPaymentStatus {
  return Date.parse(payment.due) - SCHEDULED_PAYMENT_MARGIN_MS > now ? 'upcoming' : 'overdue'
}

/** The label of a scheduled payment status ('Upcoming' / 'Overdue'). */
export function scheduledPaymentLabelKey(status: ScheduledPaymentStatus): MessageKey {
  return status === 'upcoming' ? 'checkout.scheduledUpcoming' : 'checkout.scheduledOverdue'
}

/**
 * storefront §3 Cart "paymentDue": what must be paid now. Decision (the spec names the field, not
 * its sum): the outstanding balance less the scheduled payments still upcoming; overdue ones are
 * due now. Never below 0 nor above the outstanding balance.
 */
export function paymentDue(outstanding: Money, scheduled: readonly ScheduledPayment[], now: number): Money {
  const total = Math.max(0, moneyToCents(outstanding) || 0)
  const later = scheduled
    .filter((p) => scheduledPaymentStatus(p, now) === 'upcoming')
    .reduce((sum, p) => sum + Math.max(0, moneyToCents(p.amount) || 0), 0)
  return centsToMoney(Math.min(total, Math.max(0, total - later)))
}

/**
 * calls §5 "Payment option names: due, outstanding, other"; "only the outstanding option shows
 * when due equals outstanding". Decision: when nothing is due now (the deposit is paid, the next
 * scheduled payment is upcoming) there is no 'due' option, as it would pay nothing: the
 * outstanding balance or another amount.
 */
export function paymentOptions(due: Money, outstanding: Money): PaymentOption[] {
  if (moneyToCents(due) === moneyToCents(outstanding)) return ['outstanding']
  return moneyToCents(due) > 0 ? ['due', 'outstanding', 'other'] : ['outstanding', 'other']
}

/**
 * calls §5 "Part payment, other amount: clamped between the due amount and the outstanding
 * balance." A value that is not a number gives the due amount. Two decimals (calls §5 "Amounts
 * are sent with two decimals").
 * @example clampOtherAmount('5', '20.00', '80.00') // '20.00'
 */
export function clampOtherAmount(value: string | number, due: Money, outstanding: Money): Money {
  const low = moneyToCents(due)
  const high = Math.max(low, moneyToCents(outstanding))
  const cents = moneyToCents(typeof value === 'number' ? value : value.trim())
  if (Number.isNaN(cents)) return centsToMoney(low)
  return centsToMoney(Math.min(high, Math.max(low, cents)))
}

/** The amount a payment option pays. */
export function paymentOptionAmount(
  option: PaymentOption,
  amounts: { due: Money; outstanding: Money; other?: string | number | null },
): Money {
  if (option === 'due') return centsToMoney(moneyToCents(amounts.due))
  if (option === 'outstanding') return centsToMoney(moneyToCents(amounts.outstanding))
  return clampOtherAmount(amounts.other ?? amounts.due, amounts.due, amounts.outstanding)
}

/**
 * The smallest and largest card payment in a currency: at least 0.30 in GBP and 0.50 in any other,
 * at most 999999.99 (calls §9 Payment bounds).
 */
export function paymentBounds(currency: string | null | undefined): { min: Money; max: Money } {
  return { min: currency?.toUpperCase() === 'GBP' ? PAYMENT_MIN_GBP : PAYMENT_MIN, max: PAYMENT_MAX }
}

/**
 * calls §9: "Payments are supported only if the card provider supports the amount in the default
 * currency" (calls §5 bounds). Otherwise 'Payment is not supported for this amount.'.
 */
export function isPaymentAmountSupported(amount: Money | number, currency: string | null | undefined): boolean {
  const cents = moneyToCents(amount)
  const { min, max } = paymentBounds(currency)
  return !Number.isNaN(cents) && cents >= moneyToCents(min) && cents <= moneyToCents(max)
}

/** The message of an unsupported amount (calls §8 Checkout), or null. */
export function paymentAmountProblem(amount: Money | number, currency: string | null | undefined): MessageKey | null {
  return isPaymentAmountSupported(amount, currency) ? null : 'checkout.paymentNotSupportedForAmount'
}

/**
 * calls §9 "Provider amount: due times 100, rounded, currency lowercase" (what Stripe Elements
 * takes: the smallest currency unit).
 * @example providerAmount('12.345', 'USD') // { amount: 1235, currency: 'usd' }
 */
export function providerAmount(due: Money | number, currency: string): { amount: number; currency: string } {
  // Rounded on the decimal digits, not on a binary float: 19.99 × 100 is 1998.9999… in floating
  // point, and 12.345 × 100 is 1234.4999…; both must round as written (1999, 1235).
  const amount = moneyToCents(typeof due === 'number' ? String(due) : due)
  if (Number.isNaN(amount)) throw new RangeError(`providerAmount: ${String(due)} is not an amount.`)
  return { amount, currency: currency.toLowerCase() }
}

/**
 * calls §9 "Payment method order: apple_pay, google_pay, card"; methods the order does not name
 * (bacs_debit, afterpay_clearpay) follow in the order given.
 */
export function orderPaymentMethods<T extends string>(methods: readonly T[]): T[] {
  const rank = (m: string) => {
    const i = (PAYMENT_METHOD_ORDER as readonly string[]).indexOf(m)
    return i === -1 ? PAYMENT_METHOD_ORDER.length : i
  }
  return methods
    .map((method, index) => ({ method, index }))
    .sort((a, b) => rank(a.method) - rank(b.method) || a.index - b.index)
    .map((entry) => entry.method)
}

/**
 * The payment type to offer first: the first wallet (Apple Pay, then Google Pay) among the
 * supported methods, otherwise card (calls §4 "Payment type is wallet (apple_pay or google_pay) if
 * supported, otherwise card.").
 */
export function paymentTypeFor(supported: readonly string[]): PaymentMethodType {
  return (
    (orderPaymentMethods(supported).find((m) => (WALLET_METHODS as readonly string[]).includes(m)) as
      PaymentMethodType | undefined) ?? 'card'
  )
}

// =============================================================================================
// The checkout call and its result (calls §3, §4, §7; storefront §4 Checkout result)
// =============================================================================================

/**
 * calls §3 / §7: send_email of a guest checkout: true for a guest; for staff checkout false when
 * suppressEmailNotification is set; false for a free order ("gateway_id free, gateway_data,
 * send_email false").
 */
export function sendEmailFor(actor: CheckoutActor, gateway: string): boolean {
  if (gateway === 'free') return false
  if (actor.kind === 'staff') return !actor.suppressEmailNotification
  return true
}

/**
 * Reads a checkout answer (openapi CheckoutResponse: `{ status, cart, ticket_order, ticket … }`).
 * Null when the body is not one.
 */
export function readCheckoutAnswer(body: unknown): CheckoutAnswer | null {
  if (typeof body !== 'object' || body === null) return null
  const envelope = body as Record<string, unknown>
  const status = envelope.status
  if (status !== 'completed' && status !== 'pending' && status !== 'partial') return null
  const rows = <T>(key: string): T[] => {
    const data = (envelope[key] as { _data?: unknown } | undefined)?._data
    return Array.isArray(data) ? (data as T[]) : []
  }
  return {
    status: status as CheckoutStatus,
    cart: rows<Cart>('cart')[0] ?? null,
    orders: rows<TicketOrder>('ticket_order'),
    tickets: rows<CartTicket>('ticket'),
  }
}

/**
 * Whether a checkout error only says the payment is still processing (code `intent_processing`):
 * the order is pending, not failed (calls §3 "A reply whose _data[0]._code is intent_processing
 * means pending.").
 */
export function isIntentProcessing(error: Pick<FoyerError, 'code'>): boolean {
  return error.code === INTENT_PROCESSING_CODE
}

/**
 * The client secret of a payment that needs the card provider's extra confirmation (a 402
 * `intent_requires_action` answer), or null for any other error: the storefront confirms the
 * payment with the provider using this secret, then retries checkout (calls §4).
 */
export function requiredActionSecret(error: Pick<FoyerError, 'code' | 'status' | 'extra'>): string | null {
  if (error.code !== INTENT_REQUIRES_ACTION_CODE) return null
  const secret = error.extra?.client_secret
  return typeof secret === 'string' && secret !== '' ? secret : null
}

/**
 * The payment provider error a declined checkout carries (openapi: 400 card_declined, `_context`
 * stripe_gateway, `_extra { type, code, decline_code?, message }`), for
 * `paymentProviderErrorMessage` (calls §8 Checkout). Null for any other error.
 */
export function declineFromError(
  error: Pick<FoyerError, 'code' | 'extra' | 'description'>,
): PaymentProviderError | null {
  if (error.code !== CARD_DECLINED_CODE) return null
  const type = typeof error.extra?.type === 'string' ? error.extra.type : 'card_error'
  const message = typeof error.extra?.message === 'string' ? error.extra.message : error.description
  return { type, message }
}

/**
 * calls §8 Checkout "expected declines are not logged": a decline the visitor can fix (card_error,
 * validation_error) is expected; anything else (an invalid request, an API error) is a fault.
 */
export function isExpectedDecline(error: PaymentProviderError): boolean {
  return error.type === 'card_error' || error.type === 'validation_error'
}

/**
 * Where a checkout result sends the visitor (storefront §4 Checkout result; calls §4): completed →
 * /checkout/complete?orderIds=…; pending → /checkout/pending/{cartId}; partial → stay (take the
 * returned cart, scroll up, clear the payment element, untick the terms). When an existing order
 * is being edited (`editingOrderId`), success goes to /manage/{orderId}.
 */
export function checkoutRoute(
  answer: Pick<CheckoutAnswer, 'status' | 'orders'> & { cartId: string },
  options: { editingOrderId?: string | null } = {},
): CheckoutRoute {
  if (answer.status === 'partial')
    return { kind: 'partial', scrollToTop: true, clearPaymentElement: true, untickTerms: true }
  if (answer.status === 'pending')
    return { kind: 'pending', to: buildPath('checkoutPending', { cartId: answer.cartId }), cartId: answer.cartId }
  if (options.editingOrderId)
    return { kind: 'manage', to: buildPath('manage', { id: options.editingOrderId }), orderId: options.editingOrderId }
  const orderIds = answer.orders.map((o) => idKey(o.id))
  return { kind: 'complete', to: buildPath('checkoutComplete', {}, { orderIds }), orderIds }
}

/**
 * A redirect-based payment's return (calls §4 "A redirect-based payment method return is completed
 * using the payment intent secret in the query"): Stripe appends `payment_intent`,
 * `payment_intent_client_secret` and `redirect_status` to the return URL. Null without a secret.
 */
export function readRedirectReturn(
  query: string | URLSearchParams,
): { clientSecret: string; paymentIntentId: string | null; redirectStatus: string | null } | null {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query
  const clientSecret = params.get('payment_intent_client_secret')
  if (!clientSecret) return null
  return { clientSecret, paymentIntentId: params.get('payment_intent'), redirectStatus: params.get('redirect_status') }
}

/**
 * Whether a redirect-based payment came back paid: its payment intent is authorised
 * (`requires_capture`), `processing` or `succeeded` (calls §4 "Payment intent statuses accepted
 * after a redirect").
 */
export function isAcceptedRedirectStatus(status: string | null | undefined): boolean {
  return !!status && (ACCEPTED_REDIRECT_INTENT_STATUSES as readonly string[]).includes(status)
}

/**
 * storefront §4 Cart "A cart with no expiry, no held tickets and zero outstanding is treated as an
 * already completed order" and openapi: a cart in state completed; with its orders (embed
 * ticket_order) a checkout that lost its answer can still go to the confirmation.
 */
export function isCompletedCart(cart: Pick<Cart, 'state'>): boolean {
  return cart.state === 'completed'
}

/** The outstanding balance of a loaded cart ('Total to pay'), 0.00 when absent. */
export function outstandingOf(contents: Pick<CartContents, 'cart'>): Money {
  return centsToMoney(Math.max(0, moneyToCents(contents.cart.grand_totals?.total_outstanding ?? '0.00') || 0))
}

/** storefront §4 Edit order "If the outstanding total is 0 or less, it checks out free": the free gateway applies. */
export function isFreeOrder(outstanding: Money): boolean {
  const cents = moneyToCents(outstanding)
  return !Number.isNaN(cents) && cents <= 0
}

// =============================================================================================
// Donation upsell (storefront §2 Checkout: "Payment element, identity form, donation upsell and terms checkbox")
// =============================================================================================

/**
 * Whether checkout offers the donation upsell. Decision (the spec names the block only): when the
 * seller configures a donation event (config `donation_event_id`) and the cart holds no donation
 * yet (no held ticket of that event or of a group with the donation handler). The template shows
 * the donation event's reserve page (`getReserve(storefront, donationEventId)`) inside checkout.
 */
export function isDonationUpsellShown(options: {
  donationEventId?: string | null
  contents: Pick<CartContents, 'tickets' | 'ticketGroups'> | null
}): boolean {
  if (!options.donationEventId || !options.contents) return false
  const donationGroups = new Set(
    options.contents.ticketGroups.filter((g) => g.handler === 'donation').map((g) => idKey(g.id)),
  )
  const held = options.contents.tickets.filter((t) => t.state === 'in_cart')
  if (held.length === 0) return false
  return !held.some(
    (t) =>
      idKey(t.event_template_id ?? '') === options.donationEventId ||
      (t.ticket_group_id !== undefined && donationGroups.has(idKey(t.ticket_group_id))),
  )
}
