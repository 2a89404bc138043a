/**
 * Types of the cart basics (storefront §3 Cart, Cart item, Ticket; §4 Cart; calls §7 Cart).
 *
 * Wire rows use the spec's snake_case names and follow openapi `Cart`, `Ticket` and
 * `CartResponse`; they name only the fields the cart rules read, so the generated rows (which
 * have more) are assignable to them (`contract.test.ts` checks it).
 */
import type { MessageKey } from '../i18n/types'
import type { EventSession, Id, Money, TicketGroup, TicketType } from '../reserve/types'

/** storefront §3 Ticket state: in_cart (held), booked, redeemed, cancelled, unbooked. */
export type TicketState = 'in_cart' | 'booked' | 'redeemed' | 'cancelled' | 'unbooked'

/** storefront §3 Cart grand_totals. */
export interface GrandTotals {
  total_before_cartmod_price?: Money
  total_fee_fixed_outside?: Money
  total_fee_percent_outside?: Money
  total_cartmod_amount?: Money
  total_payments?: Money
  total_outstanding?: Money
}

/** storefront §3 Cart (the fields the cart basics read). */
export interface Cart {
  id: Id
  cart_number?: string | null
  identity_id?: Id | null
  /** storefront §4: pending or expired; any other value is not modifiable. */
  state: string
  expires_at?: string | null
  /** Seconds until expiry (calls §7: the cart is read as cart._data[0] with expires_in). */
  expires_in?: number | null
  face_value?: Money
  currency_code?: string
  grand_totals?: GrandTotals
}

/** storefront §3 Ticket (the fields the cart basics read). */
export interface CartTicket {
  id: Id
  ticket_type_id: Id
  ticket_group_id?: Id
  event_template_id?: Id
  /** Null for flexible (any date) tickets. */
  event_session_id?: Id | null
  admit_name?: string | null
  admit_email?: string | null
  face_value?: Money
  adjusted_value?: Money | null
  start_datetime?: string | null
  state: TicketState | string
}

/** The event template fields the cart widget reads (storefront §3 Event template). */
export interface CartEventTemplate {
  id: Id
  name: string
  /** single, repeating, other (storefront §3 Event template); `other` sells undated tickets only. */
  event_type?: string | null
  meta?: {
    image_profile?: string | null
    image_profile_alt_text?: string | null
    /** An upsell whose tickets must match the anchor's: its cart item is a dependency (decision). */
    tickets_must_match_anchor_tickets?: boolean | string | null
    [key: string]: unknown
  } | null
}

/**
 * A loaded cart: `cart._data[0]` and the rows embedded beside it (calls §7 GET cart embeds
 * ticket, ticket type, group, session, event template …).
 */
export interface CartContents {
  cart: Cart
  tickets: CartTicket[]
  ticketTypes: TicketType[]
  ticketGroups: TicketGroup[]
  sessions: EventSession[]
  eventTemplates: CartEventTemplate[]
  /** Applied promo codes (`cartmod`). */
  cartMods: CartMod[]
  /** storefront §3 Cart scheduled payments (`scheduled_payment`). */
  scheduledPayments: ScheduledPayment[]
  /** storefront §3 Cart completed payments (`payment`). */
  payments: CompletedPayment[]
}

/** storefront §3 Cart item (widget): one line per type. */
export interface CartItemType {
  ticketCount: number
  /** The ticket type's name. */
  name: string
  /** Sum of the tickets' face values. */
  totalPrice: Money
  group: { id: string; name: string }
  type: { id: string; name: string }
}

/** storefront §3 Cart item (widget): the tickets of one event session (or of flexible admission). */
export interface CartItem {
  /** `{event_template_id}:{event_session_id}`, `…:any` for flexible tickets. */
  id: string
  name: string
  image: { url: string; alt: string } | null
  types: CartItemType[]
  isAnchor: boolean
  isDependency: boolean
  isMembershipEvent: boolean
  ticketIds: string[]
  eventTemplateId: string
  sessionId: string | null
  /** The session start (ISO 8601), or null for flexible tickets. */
  startDatetime: string | null
}

/** storefront §4 Cart: what to do with a loaded cart. */
export type CartDisposition =
  /** "Only a pending cart with tickets is kept." */
  | 'keep'
  /** "A non-pending cart is cleared." (forget it locally) */
  | 'clear'
  /** "A pending cart with no tickets is deleted." */
  | 'delete'
  /** "A cart that expires in under 30 seconds is deleted and reloaded." */
  | 'deleteAndReload'
  /** "Loading an expired cart raises a cart-expired error." */
  | 'expired'
  /** "A cart with no expiry, no held tickets and zero outstanding is treated as an already completed order." */
  | 'completed'

/** What removing a cart item does (storefront §4 Cart). */
export type RemoveItemPlan =
  | { confirm: true; action: 'deleteCart'; ticketIds: string[] }
  | { confirm: true; action: 'removeTickets'; ticketIds: string[] }

/** calls §9 Timer colours. */
export type TimerLevel = 'info' | 'warning' | 'error' | 'critical'

/**
 * storefront §3 Cart totals as the cart widget shows them (storefront §2 Cart widget: fees,
 * discounts, 'Total to pay'). Amounts are the wire's decimal strings; null when the cart does not
 * send one.
 */
export interface CartTotals {
  currency: string | null
  /** face_value: the tickets' face value. */
  faceValue: Money | null
  /** grand_totals.total_before_cartmod_price. */
  totalBeforeCartmods: Money | null
  /** grand_totals.total_fee_fixed_outside ('Service charges', calls §9 Fees). */
  feeFixed: Money | null
  /** grand_totals.total_fee_percent_outside ('Tax', calls §9 Fees). */
  feePercent: Money | null
  /** grand_totals.total_cartmod_amount (the promo code discounts). */
  discounts: Money | null
  /** grand_totals.total_payments. */
  payments: Money | null
  /** grand_totals.total_outstanding: what is left to pay on the cart. */
  outstanding: Money | null
  /** What the applied gift cards will pay (storefront §3 pending gift card payments), 0.00 without any. */
  giftCards: Money
  /** 'Total to pay' (storefront §2 Cart widget): the outstanding balance less the gift cards; null without a balance. */
  totalToPay: Money | null
  /** Held tickets (storefront §3 Cart "ticket count"). */
  ticketCount: number
}

/** storefront §3 Cart cartMods: an applied promo code (openapi `CartMod`, embedded as `cartmod`). */
export interface CartMod {
  id: Id
  name?: string
  description?: string | null
  resource?: string | null
  resource_id?: Id | null
  discount?: Money | null
  /** storefront §2: "a code form when the cart is blocked"; calls §8 "Blocked cart warning". */
  blocking_checkout?: boolean
  activating_code_groups?: string[]
}

/** storefront §3 Cart scheduled payments (id, due, amount, status), embedded as `scheduled_payment`. */
export interface ScheduledPayment {
  id: Id
  due: string
  amount: Money
  status: string
}

/** storefront §3 Cart completed payments (id, occurred_on, amount, status), embedded as `payment`. */
export interface CompletedPayment {
  id: Id
  occurred_on: string
  amount: Money
  status: string
}

/** calls §3 Gift card: a ledger row (`ledger._data[0]`: number, state, balance). */
export interface GiftCard {
  number: string
  balance: Money
  /** storefront §3: "active is the only usable value". */
  state: string
  currency_code?: string
}

/**
 * storefront §3 Cart "pending gift card payments (cardNumber, remainingBalance, paymentAmount)":
 * a gift card the visitor applied that checkout will pay with (gateway ledger) before the rest.
 */
export interface PendingGiftCardPayment {
  cardNumber: string
  /** What is left on the card after this payment. */
  remainingBalance: Money
  /** What this card pays towards the cart. */
  paymentAmount: Money
}

/** A CityPASS voucher configuration (event config `web.ecommerce.citypass`, storefront §5). */
export interface CityPassConfig {
  /** Regular expression (source) a code for an adult type must match. */
  adult_pattern?: string | null
  /** Regular expression (source) a code for a child type must match. */
  child_pattern?: string | null
  /** A type counts as child if its name contains this (case-insensitive). @default 'child' */
  child_keyword?: string | null
}

/** Why a code or gift card number typed by the visitor is refused before any call (storefront §5). */
export type InputProblem =
  /** Nothing entered (native `required`). */
  | { code: 'required' }
  /** Shorter than `min` characters (native `minLength`). */
  | { code: 'too_short'; min: number }
  /** Longer than `max` characters (native `maxLength`). */
  | { code: 'too_long'; max: number }
  /** A message of the catalogue (CityPASS format, a gift card applied twice). */
  | { code: 'message'; messageKey: MessageKey }
