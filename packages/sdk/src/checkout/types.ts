/**
 * Types of checkout (storefront §2 Checkout, §3 Payment payload / Checkout response, §4 Checkout
 * result, §5 Identity and Checkout; calls §3–§9).
 */
import type { Cart, CartTicket } from '../cart/types'
import type { MessageKey } from '../i18n/types'
import type { Id, Money } from '../reserve/types'

/** calls §3 Payment payload gateway_id. */
export type GatewayId = 'ledger' | 'stripe' | 'free'

/** Payment method types the card provider offers (storefront §1; calls §4, §9 method order). */
export type PaymentMethodType = 'apple_pay' | 'google_pay' | 'card' | 'bacs_debit' | 'afterpay_clearpay'

/** calls §3 gateway_data. */
export interface GatewayData {
  ledger_type?: string
  ledger_number?: string
  description?: string
  /** The provider's payment method token (Stripe `pm_…`). */
  source?: string
  save_card?: boolean
  source_type?: string
}

/** calls §3 Payment payload (without the captcha: "The captcha is removed before the call is sent"). */
export interface PaymentPayload {
  amount?: Money
  gateway_id: GatewayId
  gateway_data?: GatewayData
  auto_renew?: boolean
}

/** calls §3 captcha (provider hcaptcha, token). */
export interface CaptchaPayload {
  provider: 'hcaptcha'
  token: string
}

/** storefront §3 Ticket order (the fields checkout reads). */
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

/** storefront §4 Scheduled payment status. */
export type ScheduledPaymentStatus = 'upcoming' | 'overdue'

/** calls §5 "Payment option names: due, outstanding, other." */
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
