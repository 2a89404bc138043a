/**
 * The sandbox's records: what it keeps in memory for carts, payments, identities and orders.
 * Types only, so every module names them without importing behaviour; the graph runs one way:
 * routes → behaviour (carts, codes, payments, orders) → rows → state → records.
 */

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
  /**
   * storefront §3 Ticket state: in_cart while held, booked once its order exists, redeemed once
   * scanned, cancelled by order self-service (order-cancel.ts, order-edits.ts).
   */
  state: 'in_cart' | 'booked' | 'redeemed' | 'cancelled'
  ticket_order_id: string | null
  scan_code: string | null
  /** The CityPASS voucher that pays for the ticket (codes.ts), else null. */
  citypass: string | null
  /** A bought gift card's number on the ledger, once booked. */
  gift_card_number: string | null
  /** When the ticket admits (a membership's tickets: the membership's validity), else absent. */
  valid_from?: number
  valid_to?: number
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
  checkout: {
    purchaser_identity_id: string
    send_email: boolean
    /** A gift checkout's recipient (gifts.ts): the order's membership becomes a gift code for them. */
    giftee_identity_id: string | null
    /**
     * Who bought for the purchaser (calls §3 "guest_identity_id with optional giver_identity_id"):
     * the logged-in member of a my/cart/{id}/guest_checkout, or null. Absent on seeded carts.
     */
    giver_identity_id?: string | null
    /** The storefront's origin the checkout came from, for the links e-mails carry (gifts.ts). */
    origin?: string
  } | null
  /** The orders made from the cart (one). */
  order_ids: string[]
  /**
   * Secured by a part payment of its payment plan (schedules.ts): its order exists, it no longer
   * expires nor changes, and the rest is paid from it later. Absent or false otherwise.
   */
  part_paid?: boolean
  /**
   * The membership the cart buys (membership-reserve.ts): its level, the auto-renew choice
   * (storefront §3 Cart "auto-renew flag") and the extended-membership codes sent with it.
   * Absent for a cart without membership tickets.
   */
  membership?: CartMembership | null
  /**
   * An open change of the cart's order (order-edits.ts, storefront §4 Orders "Edit order"): the
   * completed cart is pending again, with an expiry, until the change is checked out (applied to
   * the order), deleted or expires (discarded: the order as it was). Absent or null otherwise.
   */
  edit?: CartEdit | null
  /**
   * A change of the cart's order expired and was discarded: the next call on the cart answers 400
   * cart_expired once (carts.ts readableCart), as an expired cart does, then the order's cart reads
   * as before.
   */
  edit_expired?: boolean
}

/** An open change of a completed cart's order (order-edits.ts). */
export interface CartEdit {
  order_id: string
  /** Booked tickets of the order the change cancels when it is applied. */
  remove_ids: string[]
  /** The cart as its order left it, put back when the change is discarded. */
  saved: {
    expires_at: number
    extensions: number
    intent_id: string | null
    /** How many payments the cart held: the change's own come after them. */
    payments: number
  }
}

/** What a reserve_membership recorded on its cart; the order's membership is issued from it. */
export interface CartMembership {
  /** The level's role (seed membership_roles). */
  role_id: string
  /** The level's ticket group on the membership event. */
  ticket_group_id: string
  auto_renew: boolean
  /** The accepted extended-membership codes (membership-config.ts), in the offer's spelling. */
  extended_membership_codes: string[]
  /** The months they add to the membership issued (the offer's `months`; 0 or absent: none). */
  extended_months?: number
  /** The gift code being redeemed (gifts.ts): it pays for the level's tickets. */
  gift_code?: string | null
}

/** A gift of membership code (calls §3 Gift code lookup; gifts.ts). */
export interface GiftCodeRecord {
  /** Exactly 10 digits (calls §9). */
  code: string
  /** The level it gives: its role and ticket group on the membership event. */
  role_id: string
  ticket_group_id: string
  valid_from: number
  valid_to: number
  exhausted: boolean
  /** Who it was bought for and by (null for the seeded ones), and the order that bought it. */
  giftee_identity_id: string | null
  purchaser_identity_id: string | null
  ticket_order_id: string | null
  /** The order that redeemed it, once exhausted by a redeem. */
  redeemed_order_id: string | null
}

export interface Identity {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  address: string | null
  address_more?: string | null
  city: string | null
  state: string | null
  zip_code: string | null
  country: string | null
}

/** A membership (storefront §3 Membership): its level is its role; its members, its order's tickets in the level's group. */
export interface MembershipRecord {
  id: string
  /** The holder, whose my/membership lists it. */
  identity_id: string
  /** Every identity it covers, the holder first (openapi IdentityLink). */
  identity_ids: string[]
  scan_code: string
  role_id: string
  membership_program_id: string
  ticket_group_id: string
  event_template_id: string
  ticket_order_id: string | null
  valid_from: number
  valid_to: number
  auto_renew_state: 'scheduled' | 'cancelled' | 'none'
  member_event_purchase_limit: Record<string, number> | null
}

/** A card a member saved (storefront §3 Saved payment method). */
export interface SavedCardRecord {
  id: string
  identity_id: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
}

export interface GiftCard {
  number: string
  balance_cents: number
  state: 'active' | 'inactive'
}

export interface OrderRecord {
  id: string
  order_number: string
  cart_id: string
  identity_id: string
  purchased_on: number
  /** What the order cost: price + fees − discounts (storefront §3 total_after_fees_price). */
  total_cents: number
}

export interface OutboxEmail {
  id: string
  to: string
  subject: string
  /** order_confirmation, or the log_context of an order e-mail (calls §4: order_update, order_cancel). */
  log_context: string
  ticket_order_ids: string[]
  sent_at: string
  text: string
}

/** Stripe's PaymentIntent statuses the sandbox uses. */
export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled'

export interface ProviderError {
  /** Stripe's error type: card_error, invalid_request_error. */
  type: string
  code: string
  decline_code?: string
  message: string
}

export interface PaymentIntent {
  id: string
  client_secret: string
  cart_id: string
  amount_cents: number
  currency: string
  status: IntentStatus
  capture_method: 'automatic' | 'manual'
  source: string | null
  source_type: string | null
  last_payment_error: ProviderError | null
  /** What was given back of a succeeded intent whose cart ended without using it (Stripe's amount_refunded). */
  amount_refunded_cents: number
}

/** A login the server holds, by its session id. */
export interface LoginSession {
  userId: string
  expiresAt: number
}

/** A passcode sent by `login/request_otp`, by its token. */
export interface OtpRecord {
  email: string
  code: string
  expiresAt: number
  failures: number
  /** Submissions still answered `not_available_yet` (a slow mail server, seed `otp_delay`). */
  delay: number
}
