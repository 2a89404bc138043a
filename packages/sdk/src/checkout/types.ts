/**
 * Types of checkout (storefront §2 Checkout, §3 Payment payload / Checkout response, §4 Checkout
 * result, §5 Identity and Checkout; calls §3–§9).
 */
import type { Cart, CartStore, CartTicket, PendingGiftCardPayment } from '../cart/types'
import type { FoyerError, PaymentProviderError, Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { MessageKey } from '../i18n/types'
import type { PaymentMethodType, PaymentProvider, ProviderPaymentMethod } from '../payment/types.js'
import type { Id } from '../core/ids.js'
import type { Money } from '../core/money.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import type { ReadableStore } from '../store/store.js'

/**
 * Which gateway a payment goes through: a gift card `ledger`, a card or wallet through `stripe`, or
 * `free` for an order with nothing to pay (calls §3 Payment payload gateway_id).
 */
export type GatewayId = 'ledger' | 'stripe' | 'free'

/**
 * What checkout asks an address lookup tied to the form (`createAddressLookup`): the problem of
 * an address typed but never picked (storefront §5 "Autocomplete without a pick gives an error").
 */
export interface AddressPick {
  problem(): FieldProblem | null
}

// Payment method types belong to the payment providers; checkout names them too.
export type { PaymentMethodType }

/**
 * Gateway details sent with a payment: the gift card's ledger and number, or the card provider's
 * payment method (calls §3 gateway_data).
 */
export interface GatewayData {
  ledger_type?: string
  ledger_number?: string
  description?: string
  /** The provider's payment method token (Stripe `pm_…`). */
  source?: string
  save_card?: boolean
  source_type?: string
}

/**
 * What a checkout sends about the payment: the amount, the payment gateway and its data, and
 * whether a membership renews itself. The captcha answer is not part of it: it is removed before
 * the call is sent (calls §3 Payment payload "The captcha is removed before the call is sent").
 */
export interface PaymentPayload {
  amount?: Money
  gateway_id: GatewayId
  gateway_data?: GatewayData
  auto_renew?: boolean
}

/**
 * The passed captcha sent with a guest's checkout: the provider (hCaptcha) and its token (calls §3
 * captcha).
 */
export interface CaptchaPayload {
  provider: 'hcaptcha'
  token: string
}

/**
 * An order made by a checkout, with its id and order number: the fields checkout reads (storefront
 * §3 Ticket order).
 */
export interface TicketOrder {
  id: Id
  order_number?: string | null
  cart_id?: Id | null
  identity_id?: Id | null
  purchased_on?: string | null
}

/** storefront §3 "Checkout response: status (completed, pending or partial), cart, orders." */
export type CheckoutStatus = 'completed' | 'pending' | 'partial'

/** A checkout answer read from the wire. */
export interface CheckoutAnswer {
  status: CheckoutStatus
  cart: Cart | null
  orders: TicketOrder[]
  tickets: CartTicket[]
}

/**
 * Where a checkout result sends the visitor (storefront §4 Checkout result; calls §4):
 * - `complete`: /checkout/complete?orderIds=…;
 * - `pending`: /checkout/pending/{cartId};
 * - `partial`: stay on checkout, take the returned cart, scroll up, clear the payment element and
 *   untick the terms;
 * - `manage`: editing an existing order: /manage/{orderId} (an e-mail goes with log_context order_update).
 */
export type CheckoutRoute =
  | { kind: 'complete'; to: string; orderIds: string[] }
  | { kind: 'pending'; to: string; cartId: string }
  | { kind: 'partial'; scrollToTop: true; clearPaymentElement: true; untickTerms: true }
  | { kind: 'manage'; to: string; orderId: string }

/** The fields of the identity form (storefront §3 User / identity; §5 Identity and account). */
export type IdentityFieldName =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'email_confirm'
  | 'phone'
  | 'address'
  | 'address_more'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'country'

/** How an input is entered (the template picks the control). */
export type IdentityFieldKind = 'text' | 'email' | 'tel' | 'postal' | 'select'

/** One field of the identity form. Custom fields are named `additional_info.{key}`. */
export interface IdentityField {
  name: IdentityFieldName | `additional_info.${string}`
  kind: IdentityFieldKind
  required: boolean
  /** Native maxLength. */
  maxLength?: number
  /** The label of a custom field, as configured. */
  label?: string
  /** A catalogue key for the label of a built-in field. */
  labelKey?: MessageKey
}

/** A tenant's custom identity field (storefront §5 "configured custom fields", max 1000). */
export interface CustomIdentityField {
  key: string
  label: string
  required?: boolean
}

/** Values of the identity form, by field name (custom fields as `additional_info.{key}`). */
export type IdentityValues = Partial<Record<string, string>>

/** Why a field of a form is refused (native validity names, or a catalogue message). */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'too_long'; max: number }
  | { code: 'too_short'; min: number }
  | { code: 'format' }
  | { code: 'message'; messageKey: MessageKey }

/**
 * An instalment of a payment plan is `upcoming` (due later) or `overdue` (its date has passed)
 * (storefront §4 Scheduled payment).
 */
export type ScheduledPaymentStatus = 'upcoming' | 'overdue'

/**
 * How much to pay now when the cart has a payment plan: what is `due` now, the whole
 * `outstanding` balance, or an `other` amount between the two (calls §5 "Payment option names:
 * due, outstanding, other.").
 */
export type PaymentOption = 'due' | 'outstanding' | 'other'

/** The purchaser of a guest checkout (calls §7 POST user: first_name, last_name, email, additional_info…). */
export interface Purchaser {
  first_name: string
  last_name: string
  email: string
  phone?: string
  address?: string
  address_more?: string
  city?: string
  state?: string | null
  zip_code?: string
  country?: string
  additional_info?: Record<string, string>
}

/** Who is checking out, which picks the call (calls §6, §7; storefront §6). */
export type CheckoutActor =
  /** A logged-in member: POST my/cart/{id}/checkout. */
  | { kind: 'member' }
  /** A logged-in member buying for a giftee: POST my/cart/{id}/gift_checkout. */
  | { kind: 'gift'; gifteeIdentityId: string; gifteeEmail?: string }
  /**
   * A guest: POST cart/{id}/guest_checkout with the purchaser's identity and send_email; with
   * `gifteeIdentityId`, a gift (calls §3 Guest checkout variants: "gift checkout with giftee_identity_id").
   * `gifteeEmail`, the gift's recipient, lets the checkout refuse a purchaser with the same
   * e-mail before paying (storefront §5 "Gifting to your own e-mail is rejected").
   */
  | { kind: 'guest'; gifteeIdentityId?: string; gifteeEmail?: string }
  /** Staff (injected) checkout: a guest checkout whose send_email is suppressed by suppressEmailNotification. */
  | { kind: 'staff'; suppressEmailNotification: boolean }

// ---- the checkout store ----------------------------------------------------------------------

/**
 * Where a checkout is, as a named status:
 * - `idle`: not started;
 * - `editing`: the form is open;
 * - `submitting`: a checkout call (or the purchaser, or a gift card payment) is in flight;
 * - `requires_action`: the provider's confirmation is open (3-D Secure, calls §4);
 * - `completed`: orders exist; `route` goes to /checkout/complete (or /manage/{id});
 * - `pending`: the payment is processing; `route` goes to /checkout/pending/{cartId};
 * - `partial`: a gift card covered part: stay, the returned cart taken, terms unticked;
 * - `error`: the last submit failed; `error` (and `paymentError`) say why; the form stays editable.
 */
export type CheckoutStoreStatus =
  'idle' | 'editing' | 'submitting' | 'requires_action' | 'completed' | 'pending' | 'partial' | 'error'

/**
 * A captcha challenge shown to a guest before paying, such as hCaptcha's invisible one (calls §3
 * captcha).
 */
export interface CaptchaProvider {
  /**
   * Runs the challenge. `{ token }` when passed; `{ closed: true }` when the visitor closed it or
   * it expired: checkout then stops quietly (storefront §5 "Closing or expiring the challenge
   * aborts quietly"). A challenge that cannot run (its script did not load) rejects: checkout then
   * fails with 'Sorry, something unexpected happened. Please try again later.'.
   */
  execute(): Promise<{ token: string } | { closed: true }>
}

/** The tenant's checkout settings (runtime config). */
export interface CheckoutSettings {
  /** Terms text; when set the terms checkbox must be ticked (storefront §5). */
  termsText?: string | null
  /** Whether the terms dialog must be viewed before ticking (storefront §5 "viewing … may be required"). */
  termsMustBeViewed?: boolean
  /** The captcha site key; with it guests must pass the captcha (storefront §5). */
  captchaKey?: string | null
  /** Configured custom identity fields. */
  customFields?: readonly CustomIdentityField[]
  /** Phone field. @default 'hidden' */
  phone?: 'required' | 'optional' | 'hidden'
  /** Ask for the postal address. @default false */
  address?: boolean
  /** State lists by country (see DEFAULT_STATE_LISTS). */
  stateLists?: Readonly<Record<string, readonly string[]>>
}

export interface CheckoutState {
  status: CheckoutStoreStatus
  /** The cart being checked out. */
  cartId: string | null
  /** The identity form's fields (storefront §5) for the chosen payment method. */
  fields: IdentityField[]
  values: IdentityValues
  /** Problems by field, filled on submit (and kept up to date after it). */
  problems: Record<string, FieldProblem>
  /**
   * The terms checkbox and dialog: `required` when the tenant sets terms (the box must be ticked to
   * pay), `mustView` when the dialog must be opened before the box can be ticked (storefront §2).
   */
  terms: { required: boolean; mustView: boolean; viewed: boolean; accepted: boolean }
  /** A captcha is needed: the visitor is a guest and the tenant set a captcha key (calls §5). */
  captchaRequired: boolean
  /**
   * The purchaser chosen for the order (storefront §2 /checkout query `purchaser`: an identity id,
   * as a box office or a member buying for someone picks it), or null. Taken only by a staff
   * (injected) checkout, which then skips the identity form and POST user (guest_identity_id is
   * this id), and by a logged-in member, who then buys for that purchaser as the giver (calls §7
   * POST my/cart/{id}/guest_checkout with guest_identity_id and giver_identity_id). A plain guest's
   * purchaser is who fills the form: the query is ignored, so a link cannot put another person's
   * name on a visitor's order.
   */
  purchaserIdentityId: string | null
  /**
   * The payment method chosen: card by default, or a wallet or other method the provider offers
   * (calls §9).
   */
  paymentMethod: PaymentMethodType
  /** Wallets this browser offers (from the provider). */
  wallets: PaymentMethodType[]
  /** The provider: `loading`, `ready`, `unavailable` ('Stripe was unable to load', calls §8), or `none` without one. */
  provider: 'none' | 'loading' | 'ready' | 'unavailable'
  /** Payment options (calls §5) and amounts, from the cart; null without a cart. */
  payment: {
    currency: string
    outstanding: Money
    due: Money
    options: PaymentOption[]
    option: PaymentOption
    other: string
    /** What the card (or wallet) pays now: the option's amount less the pending gift cards. */
    amount: Money
    /** 'Payment is not supported for this amount.' when outside the bounds (calls §9), else null. */
    amountProblem: 'checkout.paymentNotSupportedForAmount' | null
    /** Nothing to pay by card or wallet: a free order (gateway free), or gift cards paying the whole amount. */
    free: boolean
    /** Gift cards to pay with first (storefront §3 pending gift card payments). */
    giftCards: PendingGiftCardPayment[]
  } | null
  /** Where the result sends the visitor (storefront §4 Checkout result), once there is one. */
  route: CheckoutRoute | null
  /** The orders of a completed checkout. */
  orders: TicketOrder[]
  /**
   * Where the order confirmation went (calls §9 'We emailed your order confirmation to {email}.'):
   * the purchaser's e-mail when this checkout's own answer completed the order; null otherwise (an
   * order another attempt made, in another tab, whose purchaser may be someone else).
   */
  emailedTo: string | null
  /** The last failure, with the server's code and a message to show (calls §8 Checkout), or null. */
  error: FoyerError | null
  /** The provider error of the last failure, for `paymentProviderErrorMessage` (calls §8), or null. */
  paymentError: PaymentProviderError | null
  /**
   * What the page should scroll to and focus after a submit: the first invalid field
   * (storefront §5 "The first invalid one is scrolled to and focused"), `payment`
   * ("validation_error on the card form scrolls and focuses payment"), or `top` (partial: "scrolls
   * up"). `seq` changes each time, so the same target can be asked for twice.
   */
  focus: { target: string; seq: number } | null
  /** Bumped when the payment element must be cleared (partial result). */
  clearPaymentSeq: number
}

export interface CheckoutOptions {
  http: Http
  clock: Clock
  storage: KeyValueStorage
  /**
   * Where the purchaser of a cart waits while a redirect-based payment has left the page (the
   * tab's `sessionStorage` in a browser), and only then. @default in-memory storage
   */
  sessionStorage?: KeyValueStorage
  events: StorefrontEmitter
  seller: string
  cart: CartStore
  /** The payment provider (Stripe, or the sandbox one). Without one only free orders and gift cards check out. */
  payment?: PaymentProvider | null
  captcha?: CaptchaProvider | null
  settings?: CheckoutSettings
  /**
   * Who is checking out (calls §6): a logged-in member, a member gifting, a guest, or staff.
   * @default () => ({ kind: 'guest' })
   */
  actor?: () => CheckoutActor
  /**
   * Resolves once `actor` can be trusted: while the session is being read, a member would start
   * as a guest (the captcha shown, the purchaser dropped). `start` waits for it before deciding.
   * @default none: the actor is known at once
   */
  actorKnown?: () => Promise<void>
  /** Makes Idempotency-Key values. @default crypto.randomUUID */
  idempotencyKey?: () => string
}

export interface StartOptions {
  /** The cart to check out (route /checkout/{cartId} or ?cartId=); the storefront's cart by default. */
  cartId?: string
  /** Paying for changes to an existing order (/manage/{orderId}/confirm): success goes to /manage/{orderId}. */
  editingOrderId?: string
  /**
   * The purchaser chosen for the order (the /checkout `purchaser` query, storefront §2): see
   * `CheckoutState.purchaserIdentityId` for who may choose one.
   */
  purchaserIdentityId?: string
}

/** A visit of the checkout page: its route's cart and order, and its query. */
export interface CheckoutEntry extends StartOptions {
  /**
   * The page's query string: `cartId` picks the cart when the route has none; `purchaser` names
   * the purchaser chosen for the order (storefront §2; see `CheckoutState.purchaserIdentityId`); a
   * redirect-based payment returns with `payment_intent_client_secret` (calls §4).
   */
  query?: string | URLSearchParams
}

export interface CheckoutStore extends ReadableStore<CheckoutState> {
  /** Opens checkout: loads the cart if needed and the payment provider; analytics begin_checkout. */
  start(options?: StartOptions): Promise<void>
  /**
   * A visit of the checkout page (storefront §2 Checkout): starts or resumes the checkout of the
   * route's cart (else the `cartId` query, else the visitor's cart), then completes a
   * redirect-based payment's return (calls §4). A checkout in flight (submitting, or the
   * provider's confirmation open) is left alone; a result left from an earlier visit is dropped,
   * so only this visit's result moves the page (see `checkoutDestination`).
   */
  enter(entry?: CheckoutEntry): Promise<void>
  /**
   * Sets an identity field by its name on the wire (`first_name`, `last_name`, `email`,
   * `email_confirm`, `phone`, …: see `IdentityFieldName` and `fields`); the values are checked on
   * `submit`, and each problem lands in `problems` under the field's name.
   */
  setField(name: string, value: string): void
  /** Chooses the payment method (bacs_debit and afterpay_clearpay add the address fields). */
  setPaymentMethod(method: PaymentMethodType): void
  /**
   * Chooses how much to pay now: what is due, the whole outstanding balance, or another amount
   * (calls §5).
   */
  setPaymentOption(option: PaymentOption): void
  /** The other amount as typed; clamped between due and outstanding (calls §5). */
  setOtherAmount(value: string): void
  /**
   * Ties the identity form's address lookup to the checkout (storefront §5 Address: "It must be
   * chosen from suggestions or entered manually. Autocomplete without a pick gives an error"):
   * while set, a submit asks it for the address line's problem. `null` unties it.
   */
  setAddressLookup(lookup: AddressPick | null): void
  /** The terms dialog was opened. */
  viewTerms(): void
  /** The terms checkbox (or the dialog's Accept / Decline). Refused before viewing when viewing is required. */
  setTermsAccepted(accepted: boolean): boolean
  /**
   * Pays: the pending gift cards first (each a checkout with gateway ledger), else a free order
   * (gateway free), else the card through the provider (gateway stripe). Resolves to the route of
   * the result, or an error value. A captcha closed by the visitor resolves to `{ data: null }`.
   * A card that asks for 3-D Secure keeps `submit` pending until the visitor answers the bank's
   * challenge (with the sandbox provider: its `approveChallenge()` or `failChallenge()`); a script
   * with no visitor should use `@foyer/sdk/commands`, which answers `action_required` at once.
   */
  submit(): Promise<Result<CheckoutRoute | null>>
  /** Pays with a wallet's payment method (the provider's `onPaymentMethod`). */
  payWithWallet(method: ProviderPaymentMethod): Promise<Result<CheckoutRoute | null>>
  /**
   * Completes a redirect-based payment on return (calls §4: "completed using the payment intent
   * secret in the query"), given the return URL's query.
   */
  completeRedirect(query: string | URLSearchParams): Promise<Result<CheckoutRoute | null>>
  /** Back to `idle`. */
  reset(): void
}
