/**
 * Rows as they travel on the wire: the entity fields of storefront §3 as the spec spells them
 * (snake_case), money as a decimal string with two places, date-times ISO 8601 with offset,
 * calendar dates `YYYY-MM-DD` in the venue's time zone (openapi/README.md, Fields).
 */

/** A decimal string with two places, e.g. `"12.50"`. */
export type Money = string

/** storefront §3 Event template: who may see an event or a group. */
export type HiddenType = 'public_browsable' | 'public_link_only' | 'public_member_only'

/** storefront §3 Event template: single, repeating, other. */
export type EventType = 'single' | 'repeating' | 'other'

/** storefront §3 Ticket group: the handler decides how the group is sold. */
export type Handler = 'tickets' | 'seated' | 'donation' | 'ledger' | 'membership' | 'codes' | 'passes'

export interface SellerRow {
  id: string
  /** The slug clients send as `_seller`. */
  name: string
  title: string
  currency_code: string
  timezone: string
  /** storefront §3 Seller meta: what the complete page shows after an order. */
  meta: SellerMetaRow
}

/** storefront §3 Seller meta. */
export interface SellerMetaRow {
  /** HTML. */
  completed_order_message: string | null
  completed_order_links: { label: string; url: string }[] | null
  completed_image: string | null
  completed_mobile_image: string | null
  completed_image_alternate_text: string | null
  /** The completed offsets: each picture's focal point, percent from the left and the top. */
  completed_image_offset?: { x: number; y: number } | string | null
  completed_mobile_image_offset?: { x: number; y: number } | string | null
  /** The seller's own website, where its logo links. */
  logo_external_url: string | null
}

export interface VenueRow {
  id: string
  seller_id: string
  name: string
  timezone: string
  address: string
  city: string
  state: string
  zip_code: string
  country: string
}

export interface CategoryRow {
  id: string
  name: string
}

/** An event template without its inline meta and config (the seed keeps those apart). */
export type EventTemplateBase = Omit<EventTemplateRow, 'meta' | 'config'>

export interface EventTemplateRow {
  id: string
  seller_id: string
  name: string
  subtitle: string
  summary: string
  /** HTML; clients sanitise it before showing it. */
  description: string
  /** The category's name, as the `category` filter takes it. */
  category: string
  venue_id: string
  event_type: EventType
  hidden_type: HiddenType
  currency_code: string
  /** storefront §3 Event template meta, inline by metakey (also embeddable as `meta` records). */
  meta: Record<string, string>
  /** storefront §3 Event template config, inline by config name (also embeddable as `config` records). */
  config: Record<string, unknown>
}

export interface OutsideFee {
  /** storefront §3 Ticket type: fee_fixed_outside or fee_percent_outside, with fee. */
  type: 'fee_fixed_outside' | 'fee_percent_outside'
  /** calls §9 Fees: fixed (Service charges), percent (Tax). */
  name: string
  /** A money amount for a fixed fee, a percentage (`"8.00"`) for a percent fee. */
  fee: string
}

export type AdmitField = 'required' | 'optional' | 'disabled'

export interface TicketGroupMeta {
  admit_names: AdmitField
  admit_emails: AdmitField
  extra_checkout_fields: string[]
  identity_form: string | null
}

export interface TicketGroupRow {
  id: string
  event_template_id: string
  name: string
  description: string
  color: string
  hidden_type: HiddenType
  handler: Handler
  min_tickets_per_order: number
  max_tickets_per_order: number
  /** −1 means unlimited. */
  capacity: number
  oversell_capacity: number
  used_capacity: number
  exclude_from_event_capacity: boolean
  sales_start: string | null
  sales_end: string | null
  available: boolean
  sold_out: boolean
  start_policy: 'fixedfrom' | 'fixedto' | null
  start_policy_date: string | null
  duration_new: string | null
  /** A JSON-schema-like survey spec (storefront §3 Survey spec), or null. */
  additional_info_spec: SurveySpec | null
  meta: TicketGroupMeta
  _rank: number
}

export interface SurveySpec {
  properties: Record<
    string,
    {
      type: 'string' | 'integer' | 'number' | 'boolean'
      format?: string
      enum?: string[]
      title: string
      description?: string
      minimum?: number
      maximum?: number
      propertyOrder?: number
    }
  >
  required: string[]
}

export interface TicketTypeRow {
  id: string
  ticket_group_id: string
  event_template_id: string
  name: string
  summary: string
  description: string
  /** The price; for a flexible type the suggested amount. */
  currency_amount: Money
  /** Flexible price bounds (storefront §5): both set, or both null for a fixed price. */
  currency_amount_min: Money | null
  currency_amount_max: Money | null
  discounted_amount: Money | null
  outside_fees: OutsideFee[]
  _rank: number
  available: boolean
  member_event_ticket_type: boolean
}

export interface EventSessionRow {
  id: string
  event_template_id: string
  start_datetime: string
  end_datetime: string
  sold_out: boolean
  /** −1 means unlimited (storefront §3 Event session). */
  capacity: number
  used_capacity: number
  oversell_capacity: number
}

/** storefront §3 Message rule: a trigger and the actions it shows. */
export interface MessageRuleRow {
  id: string
  event_template_id: string
  trigger: {
    dateOrSession?: {
      date_range?: { start: string; end: string }
      /** 0 Sunday … 6 Saturday. */
      weekdays?: number[]
      time_of_day?: { start: string; end: string }
    }
    quantity?: {
      ticket_group_ids?: string[]
      ticket_group_names?: string[]
      ticket_type_ids?: string[]
      ticket_type_names?: string[]
      min?: number
      max?: number
    }
  }
  actions: MessageRuleAction[]
}

export interface MessageRuleAction {
  type: 'date_annotation' | 'date_message' | 'session_annotation' | 'session_message' | 'quantity_message'
  message: string
}

/** storefront §3 Config and meta records. */
export interface ConfigRow {
  id: string
  resource: string
  resource_id: string
  namespace: string
  name: string
  value: unknown
}

/** A meta record is a config record with its metakey (storefront §3 "meta has metakey"). */
export interface MetaRow extends ConfigRow {
  metakey: string
}

/** storefront §3 Membership rule. */
export interface MembershipRuleRow {
  id: string
  ticket_type_id: string
  ticket_group_id: string
  party_role: PartyRole
  named: 'yes' | 'no' | 'optional'
  min: number
  max: number
  emailed: boolean
}

/** storefront §3 Membership: roles with ranks. */
export type PartyRole =
  'member' | 'second-card' | 'third-card' | 'youth' | 'child' | 'caregiver' | 'guest' | 'additional-member'

/** storefront §3 Calendar day (the wire part; tooltip, ariaLabel, className are client-side). */
export interface CalendarDayRow {
  date: string
  enabled: boolean
  status: 'available' | 'sold_out' | 'other'
  price?: Money | null
  min_price?: Money | null
  min_price_fees?: { outside: Money | null }
  availability?: { capacity: number; used_capacity: number }
  badges?: string[]
  annotations?: string[]
}

/** storefront §3 Cart grand_totals. */
export interface GrandTotalsRow {
  total_before_cartmod_price: Money
  total_fee_fixed_outside: Money
  total_fee_percent_outside: Money
  total_cartmod_amount: Money
  total_payments: Money
  total_outstanding: Money
}

/** storefront §3 Cart, as `cart._data[0]` (the client-side fields of §3 are left out). */
export interface CartRow {
  id: string
  cart_number: string
  identity_id: string
  /** storefront §4 Cart: pending or expired; payment_processing and completed after checkout (openapi Cart). */
  state: 'pending' | 'expired' | 'payment_processing' | 'completed'
  /** Null once the cart no longer expires (processing or completed). */
  expires_at: string | null
  /** Seconds until expiry (calls §9: the client's local expiry is expires_in − 5 s). */
  expires_in: number | null
  face_value: Money
  currency_code: string
  grand_totals: GrandTotalsRow
  /** A gift checkout's recipient, else null. */
  giftee: { id: string; name: string; email: string } | null
  auto_renew: boolean
  /** storefront §3 Cart card fee (codes.ts priceCart), or null. */
  card_fee: { amount: string; pmc_id: string } | null
  /** The gateway of the last payment, else the card fee's, else null. */
  gateway_id: string | null
  /** The card fee's account, or null. */
  account_id: string | null
}

/** storefront §3 Ticket state. */
export type TicketState = 'in_cart' | 'booked' | 'redeemed' | 'cancelled' | 'unbooked'

/** storefront §3 Ticket. */
export interface TicketRow {
  id: string
  ticket_order_id: string | null
  ticket_type_id: string
  ticket_group_id: string
  event_template_id: string
  event_session_id: string | null
  admit_name: string | null
  admit_email: string | null
  face_value: Money
  /** The value after cart mods; null while no promo code changes it. */
  adjusted_value: Money | null
  scan_code: string | null
  handler_data: Record<string, unknown> | null
  start_datetime: string | null
  timezone: string | null
  valid_from: string | null
  valid_to: string | null
  state: TicketState
}

/** storefront §3 Cart cartMods: an applied promo code. */
export interface CartModRow {
  id: string
  name: string
  description: string | null
  resource: string | null
  resource_id: string | null
  discount: Money | null
  blocking_checkout: boolean
  activating_code_groups: string[]
}
