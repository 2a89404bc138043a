import type { MessageKey } from '../i18n/types'

/**
 * The error catalogue of calls §8 as data.
 *
 * The same server code means different things in different flows (`validation_failed` is a promo
 * error, a calendar error in context `event_calendar` and an e-mail-step error), so entries are
 * grouped by the flow that made the call. `messageKeyFor` / `errorHandlingFor` pick the first
 * entry of a flow that matches the error, then the flow's default, then the generic message.
 */

/** The flow (screen or call) an error came from; each has its own part of the catalogue. */
export type ErrorFlow =
  | 'generic'
  | 'checkout'
  | 'payment'
  | 'account'
  | 'login'
  | 'passcode'
  | 'promo'
  | 'reserve'
  | 'cartLoad'
  | 'cartDelete'
  | 'transferCart'
  | 'giftCard'
  | 'giftCode'
  | 'orders'
  | 'resend'
  | 'forgotMembership'
  | 'forgotPassword'
  | 'resetPassword'
  | 'setEmailAddress'
  | 'cancelOrder'
  | 'reschedule'
  | 'eventLoad'
  | 'sessionLookup'

/**
 * What the flow does with the error (calls §8), beyond showing `messageKey`:
 * - `show`: show the message (for 400–499 the server's `_description` when present, calls §8 Generic);
 * - `expected`: an expected outcome: show it, do not log it as a fault;
 * - `success`: treat as success (forgot-membership / forgot-password 404);
 * - `ignore`: carry on as if nothing failed;
 * - `clearCart`: forget the local cart;
 * - `deleteAndReload`: delete the cart, then load again;
 * - `cartExpired`: run the cart-expiry flow;
 * - `sessionSoldOut`: refresh sessions, then the sold-out session / date message (calls §8 Reserve);
 * - `codeRequired`: open the code modal with the server description; success retries the reserve;
 * - `requestPasswordReset`: request a password-reset e-mail and say no password was set;
 * - `forgotPasswordLink`: show the message with the forgot-password link;
 * - `remainingAttempts`: show the message with the remaining attempts (3 failures need a new code);
 * - `requestNewCode`: the passcode can no longer be used; ask for a new one;
 * - `retryLater`: retry after `retryAfterMs`;
 * - `confirmPayment`: confirm with the payment provider, then retry (calls §4, 402);
 * - `pending`: the order is pending (calls §3, intent_processing);
 * - `notFoundPage`: show the not-found page;
 * - `startAgain`: show the message with 'Click here to start again' (reschedule).
 */
export type ErrorHandling =
  | 'show'
  | 'expected'
  | 'success'
  | 'ignore'
  | 'clearCart'
  | 'deleteAndReload'
  | 'cartExpired'
  | 'sessionSoldOut'
  | 'codeRequired'
  | 'requestPasswordReset'
  | 'forgotPasswordLink'
  | 'remainingAttempts'
  | 'requestNewCode'
  | 'retryLater'
  | 'confirmPayment'
  | 'pending'
  | 'notFoundPage'
  | 'startAgain'

/** One line of the catalogue. An entry without `code` and `status` is the flow's default. */
export interface ErrorCatalogueEntry {
  readonly flow: ErrorFlow
  /** Server `_code` (or client code such as `timeout`); absent: any code. */
  readonly code?: string
  /** Server `_context` the spec pairs with the code; absent: any context. */
  readonly context?: string
  /** HTTP status the spec pairs with the entry; absent: any status. */
  readonly status?: number
  readonly messageKey: MessageKey
  readonly handling: ErrorHandling
  /** For the `retryLater` handling: how long to wait, in milliseconds, before trying again. */
  readonly retryAfterMs?: number
  /** Where the spec says it. */
  readonly spec: string
}

const GENERIC = 'calls §8 Generic'
const CHECKOUT = 'calls §8 Checkout'
const ACCOUNT = 'calls §8 Account'
const RESERVE = 'calls §8 Reserve and promo'
const CART_LOAD = 'calls §8 Cart load'
const GIFT_CARD = 'calls §8 Gift card'
const GIFT_CODE = 'calls §8 Gift code'
const ORDERS = 'calls §8 Orders'
const OTHER = 'calls §8 Other'

/**
 * The promo code errors whose server words may be shown to the visitor (an unknown, used-up or
 * refused code), else 'code is not a valid promo code'; any other error applying a code is
 * answered 'Sorry. Please try again later.' (calls §8 Reserve and promo "user-facing promo
 * codes").
 */
export const USER_FACING_PROMO_CODES = [
  'code_exhausted',
  'code_not_found',
  'additional_info_validation_failed',
  'validation_failed',
  'invalid_citypass',
  'citypass_failure',
  'no_code_benefit',
] as const

/**
 * calls §8 Reserve and promo: "Expected reserve codes". `code:context` in the spec means the code
 * is expected only in that context.
 */
export const EXPECTED_RESERVE_ERRORS = [
  { code: 'max_tickets_per_order_exceeded' },
  { code: 'min_tickets_per_order_not_met' },
  { code: 'event_session_sold_out' },
  { code: 'member_limit_exceeded' },
  { code: 'ticket_group_capacity_exceeded', context: 'reserve' },
  { code: 'ticket_group_sold_out' },
  { code: 'session_capacity_exceeded', context: 'reserve' },
] as const satisfies readonly { code: string; context?: string }[]

/**
 * The errors a reschedule can expect (the new session sold out, tickets too old or in the wrong
 * state, a ticket gone from the cart, the cart expired): the visitor sees 'Click here to start
 * again' (an expired cart goes through the cart-expired flow) and the error is not logged as a
 * fault (calls §8 Orders "Reschedule expected codes").
 */
export const EXPECTED_RESCHEDULE_ERRORS = [
  { code: 'event_session_sold_out' },
  { code: 'tickets_too_old' },
  { code: 'ticket_state_incorrect' },
  { code: 'ticket_not_found', context: 'cart_remove_tickets' },
  { code: 'cart_expired' },
] as const satisfies readonly { code: string; context?: string }[]

/** After 3 wrong one-time passcodes the code is spent and the member must request a new one (calls §8 Account "3 failures require a new code"). */
export const PASSCODE_MAX_FAILURES = 3
/** When the server answers that the login code is not available yet (`not_available_yet`), the storefront tries again after 5 seconds (calls §8 Account). */
export const PASSCODE_NOT_AVAILABLE_RETRY_MS = 5000

export const errorCatalogue: readonly ErrorCatalogueEntry[] = [
  // Generic (calls §8 Generic): no flow-specific meaning.
  { flow: 'generic', messageKey: 'error.generic', handling: 'show', spec: GENERIC },

  // Checkout (calls §8 Checkout)
  {
    flow: 'checkout',
    code: 'validation_failed',
    messageKey: 'checkout.validationFailed',
    handling: 'show',
    spec: CHECKOUT,
  },
  {
    flow: 'checkout',
    code: 'intent_requires_action',
    status: 402,
    messageKey: 'checkout.unexpected',
    handling: 'confirmPayment',
    spec: 'calls §4',
  },
  {
    flow: 'checkout',
    code: 'intent_processing',
    messageKey: 'checkout.unexpected',
    handling: 'pending',
    spec: 'calls §3',
  },
  { flow: 'checkout', messageKey: 'checkout.unexpected', handling: 'show', spec: CHECKOUT },

  // Payment provider errors (calls §8 Checkout): provider error types, not server codes.
  // card_error / invalid_request_error carry a message for the user; expected declines are not logged.
  { flow: 'payment', code: 'card_error', messageKey: 'checkout.paymentFailed', handling: 'expected', spec: CHECKOUT },
  {
    flow: 'payment',
    code: 'invalid_request_error',
    messageKey: 'checkout.paymentFailed',
    handling: 'expected',
    spec: CHECKOUT,
  },
  // "validation_error on the card form scrolls and focuses payment"
  {
    flow: 'payment',
    code: 'validation_error',
    messageKey: 'checkout.paymentFailed',
    handling: 'expected',
    spec: CHECKOUT,
  },
  { flow: 'payment', messageKey: 'checkout.paymentFailed', handling: 'show', spec: CHECKOUT },

  // Account (calls §8 Account)
  {
    flow: 'account',
    code: 'guest_account',
    messageKey: 'account.guestAccount',
    handling: 'requestPasswordReset',
    spec: ACCOUNT,
  },
  {
    flow: 'account',
    code: 'incorrect_password',
    messageKey: 'account.incorrectPassword',
    handling: 'forgotPasswordLink',
    spec: ACCOUNT,
  },
  { flow: 'account', code: 'validate_not_email', messageKey: 'account.emailNotValid', handling: 'show', spec: ACCOUNT },
  { flow: 'account', code: 'validation_failed', messageKey: 'account.emailNotValid', handling: 'show', spec: ACCOUNT },
  { flow: 'account', messageKey: 'error.generic', handling: 'show', spec: ACCOUNT },

  // Login (calls §8 Account): "Login 401 shows the server message or a tenant-specific message".
  {
    flow: 'login',
    code: 'guest_account',
    messageKey: 'account.guestAccount',
    handling: 'requestPasswordReset',
    spec: ACCOUNT,
  },
  {
    flow: 'login',
    code: 'incorrect_password',
    messageKey: 'account.incorrectPassword',
    handling: 'forgotPasswordLink',
    spec: ACCOUNT,
  },
  { flow: 'login', status: 401, messageKey: 'login.memberNotFound', handling: 'show', spec: ACCOUNT },
  { flow: 'login', messageKey: 'error.generic', handling: 'show', spec: ACCOUNT },

  // Passcode (calls §8 Account)
  {
    flow: 'passcode',
    code: 'otp_incorrect',
    messageKey: 'login.passcodeInvalid',
    handling: 'remainingAttempts',
    spec: ACCOUNT,
  },
  {
    flow: 'passcode',
    code: 'not_authorized',
    messageKey: 'login.requestNewCode',
    handling: 'requestNewCode',
    spec: ACCOUNT,
  },
  {
    flow: 'passcode',
    code: 'otp_token_expired',
    messageKey: 'login.requestNewCode',
    handling: 'requestNewCode',
    spec: ACCOUNT,
  },
  {
    flow: 'passcode',
    code: 'not_available_yet',
    messageKey: 'login.codeNotReady',
    handling: 'retryLater',
    retryAfterMs: PASSCODE_NOT_AVAILABLE_RETRY_MS,
    spec: ACCOUNT,
  },
  { flow: 'passcode', messageKey: 'error.generic', handling: 'show', spec: ACCOUNT },

  // Promo codes (calls §8 Reserve and promo): user-facing codes show the server's words or the
  // default 'code is not a valid promo code'; any other code 'Sorry. Please try again later.'
  ...USER_FACING_PROMO_CODES.map((code): ErrorCatalogueEntry => ({
    flow: 'promo',
    code,
    messageKey: 'promo.invalidCode',
    handling: 'expected',
    spec: RESERVE,
  })),
  {
    flow: 'promo',
    code: 'rule_blocks_reserve',
    context: 'checkout_rules',
    messageKey: 'promo.codeRequired',
    handling: 'codeRequired',
    spec: RESERVE,
  },
  { flow: 'promo', messageKey: 'promo.tryLater', handling: 'show', spec: RESERVE },

  // Reserve (calls §8 Reserve and promo)
  {
    flow: 'reserve',
    code: 'rule_blocks_reserve',
    context: 'checkout_rules',
    messageKey: 'promo.codeRequired',
    handling: 'codeRequired',
    spec: RESERVE,
  },
  {
    flow: 'reserve',
    code: 'validation_failed',
    context: 'event_calendar',
    messageKey: 'reserve.tooManyTicketTypes',
    handling: 'expected',
    spec: RESERVE,
  },
  {
    flow: 'reserve',
    code: 'event_session_sold_out',
    messageKey: 'reserve.soldOutSession',
    handling: 'sessionSoldOut',
    spec: RESERVE,
  },
  // A seat taken by another cart meanwhile (seated events issue); calls §8 names no code: the contract's 409 seat_unavailable.
  {
    flow: 'reserve',
    code: 'seat_unavailable',
    status: 409,
    messageKey: 'seats.seatTaken',
    handling: 'show',
    spec: 'contract: 409 seat_unavailable',
  },
  ...EXPECTED_RESERVE_ERRORS.filter((e) => e.code !== 'event_session_sold_out').map((e): ErrorCatalogueEntry => ({
    flow: 'reserve',
    ...e,
    messageKey: 'error.generic',
    handling: 'expected',
    spec: RESERVE,
  })),
  { flow: 'reserve', messageKey: 'error.generic', handling: 'show', spec: RESERVE },

  // Cart load (calls §8 Cart load)
  {
    flow: 'cartLoad',
    code: 'scope_error',
    status: 400,
    messageKey: 'error.generic',
    handling: 'deleteAndReload',
    spec: CART_LOAD,
  },
  {
    flow: 'cartLoad',
    code: 'not_configured',
    context: 'stripe_gateway',
    status: 400,
    messageKey: 'error.generic',
    handling: 'clearCart',
    spec: CART_LOAD,
  },
  { flow: 'cartLoad', code: 'cart_expired', messageKey: 'error.generic', handling: 'cartExpired', spec: CART_LOAD },
  { flow: 'cartLoad', status: 404, messageKey: 'cart.notFound', handling: 'clearCart', spec: CART_LOAD },
  { flow: 'cartLoad', messageKey: 'error.generic', handling: 'show', spec: CART_LOAD },

  // Delete cart (calls §8 Cart load: "delete cart not_found ignored")
  { flow: 'cartDelete', code: 'not_found', messageKey: 'error.generic', handling: 'ignore', spec: CART_LOAD },
  { flow: 'cartDelete', status: 404, messageKey: 'error.generic', handling: 'ignore', spec: CART_LOAD },
  { flow: 'cartDelete', messageKey: 'error.generic', handling: 'show', spec: CART_LOAD },

  // Transfer cart (storefront §2 /transfer-cart; calls §8 Cart load: "403 ignored on transfer").
  // Decision: the 403 is not an error of the page: the user is told '403 Access denied to cart'
  // and carries on (handling `ignore`); the 404 message is '404 Cart not found'.
  { flow: 'transferCart', status: 403, messageKey: 'cart.accessDenied', handling: 'ignore', spec: CART_LOAD },
  { flow: 'transferCart', status: 404, messageKey: 'cart.notFound', handling: 'clearCart', spec: 'storefront §2' },
  { flow: 'transferCart', messageKey: 'error.generic', handling: 'show', spec: 'storefront §2' },

  // Gift card (calls §8 Gift card). 'Oops! You already applied this gift card' and 'Gift Card
  // balance is $0' are checks of the ledger answer, made by the cart rules, not server codes.
  { flow: 'giftCard', status: 404, messageKey: 'giftCard.notFound', handling: 'expected', spec: GIFT_CARD },
  { flow: 'giftCard', messageKey: 'giftCard.trouble', handling: 'show', spec: GIFT_CARD },

  // Gift code (calls §8 Gift code). Expired / redeemed are read from the lookup (calls §4).
  { flow: 'giftCode', code: 'not_found', messageKey: 'giftCode.invalid', handling: 'expected', spec: GIFT_CODE },
  { flow: 'giftCode', status: 404, messageKey: 'giftCode.invalid', handling: 'expected', spec: GIFT_CODE },
  { flow: 'giftCode', messageKey: 'error.generic', handling: 'show', spec: GIFT_CODE },

  // Orders (calls §8 Orders): "Empty cart redirects home; 404 shows not-found page."
  { flow: 'orders', status: 404, messageKey: 'orders.orderNotFound', handling: 'notFoundPage', spec: ORDERS },
  { flow: 'orders', messageKey: 'orders.somethingWentWrong', handling: 'show', spec: ORDERS },
  { flow: 'resend', status: 404, messageKey: 'orders.resendNotFound', handling: 'expected', spec: ORDERS },
  { flow: 'resend', messageKey: 'error.generic', handling: 'show', spec: ORDERS },
  { flow: 'forgotMembership', status: 404, messageKey: 'error.generic', handling: 'success', spec: ORDERS },
  { flow: 'forgotMembership', messageKey: 'error.generic', handling: 'show', spec: ORDERS },
  { flow: 'forgotPassword', status: 404, messageKey: 'error.generic', handling: 'success', spec: ORDERS },
  { flow: 'forgotPassword', messageKey: 'error.generic', handling: 'show', spec: ORDERS },
  {
    flow: 'resetPassword',
    code: 'not_found',
    messageKey: 'orders.resetLinkInvalid',
    handling: 'expected',
    spec: ORDERS,
  },
  {
    flow: 'resetPassword',
    code: 'validate_failed',
    messageKey: 'orders.resetLinkInvalid',
    handling: 'expected',
    spec: ORDERS,
  },
  { flow: 'resetPassword', messageKey: 'error.generic', handling: 'show', spec: ORDERS },
  { flow: 'setEmailAddress', status: 409, messageKey: 'account.emailInUse', handling: 'expected', spec: ORDERS },
  { flow: 'setEmailAddress', messageKey: 'error.generic', handling: 'show', spec: ORDERS },
  { flow: 'cancelOrder', messageKey: 'orders.contactUsToCancel', handling: 'show', spec: ORDERS },
  ...EXPECTED_RESCHEDULE_ERRORS.map((e): ErrorCatalogueEntry => ({
    flow: 'reschedule',
    ...e,
    messageKey: 'orders.startAgain',
    handling: e.code === 'cart_expired' ? 'cartExpired' : 'startAgain',
    spec: ORDERS,
  })),
  { flow: 'reschedule', messageKey: 'orders.contactUsToReschedule', handling: 'show', spec: ORDERS },

  // Other (calls §8 Other)
  {
    flow: 'eventLoad',
    code: 'tickets_unavailable',
    messageKey: 'error.ticketsUnavailable',
    handling: 'expected',
    spec: OTHER,
  },
  { flow: 'eventLoad', status: 404, messageKey: 'error.eventTemplateNotFound', handling: 'notFoundPage', spec: OTHER },
  { flow: 'eventLoad', status: 400, messageKey: 'error.eventTemplateNotFound', handling: 'notFoundPage', spec: OTHER },
  { flow: 'eventLoad', messageKey: 'reserve.unavailable', handling: 'show', spec: OTHER },
  // "session lookup 404 or 400 becomes event template not found": the sessions of a reserve link's
  // session id, and the ticket groups of a session.
  {
    flow: 'sessionLookup',
    status: 404,
    messageKey: 'error.eventTemplateNotFound',
    handling: 'notFoundPage',
    spec: OTHER,
  },
  {
    flow: 'sessionLookup',
    status: 400,
    messageKey: 'error.eventTemplateNotFound',
    handling: 'notFoundPage',
    spec: OTHER,
  },
  { flow: 'sessionLookup', messageKey: 'error.generic', handling: 'show', spec: OTHER },
]
