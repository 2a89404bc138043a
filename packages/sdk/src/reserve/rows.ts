/**
 * The wire rows the reserve rules read (storefront §3), in the spec's snake_case field names
 * (openapi/README.md "Fields"). They name only the fields the rules read, so a generated contract
 * row (which has more) is assignable to them; `contract.test.ts` checks that they stay in step with
 * the contract. Ids are compared as strings (`idKey`), so a query-string id matches a numeric one.
 */
import type { CalendarDate } from '../core/calendar-date.js'
import type { Id } from '../core/ids.js'
import type { Money } from '../core/money.js'

/** storefront §3 Event session. `capacity` -1 means unlimited. */
export interface EventSession {
  id: Id
  event_template_id?: Id
  start_datetime: string
  end_datetime?: string | null
  sold_out?: boolean | null
  capacity?: number | null
  used_capacity?: number | null
  oversell_capacity?: number | null
  /**
   * Optional per-session prices (e.g. from the calendar's extended format). Decision: the spec
   * lists price / minPrice / maxPrice / priceIncrease on picker entries without a source; when the
   * server sends these the entry uses them, else it derives them from the ticket types.
   */
  price?: Money | null
  min_price?: Money | null
  max_price?: Money | null
}

/** storefront §3 Ticket type: one outside fee (`fee_fixed_outside` or `fee_percent_outside`, with fee). */
export interface OutsideFee {
  /** `fee_fixed_outside`: `fee` is money ("Service charges"); `fee_percent_outside`: `fee` is a percentage ("Tax"), calls §9 Fees. */
  type: 'fee_fixed_outside' | 'fee_percent_outside'
  fee: string
}

/** storefront §3 Ticket type. */
export interface TicketType {
  id: Id
  name: string
  summary?: string | null
  description?: string | null
  currency_amount?: Money | null
  /** Flexible price lower bound (storefront §5 Flexible price). */
  currency_amount_min?: Money | null
  /** Flexible price upper bound. */
  currency_amount_max?: Money | null
  discounted_amount?: Money | null
  outside_fees?: readonly OutsideFee[] | null
  ticket_group_id: Id
  _rank?: number | null
  available?: boolean | null
  member_event_ticket_type?: boolean | null
}

/** storefront §3 Ticket group handler. */
export type TicketGroupHandler = 'tickets' | 'seated' | 'donation' | 'ledger' | 'membership' | 'codes' | 'passes'

/** storefront §3 Ticket group: admit_names / admit_emails take required, optional or disabled. */
export type AdmitSetting = 'required' | 'optional' | 'disabled'

/** storefront §3 Survey spec: one property. */
export interface SurveyProperty {
  type?: 'string' | 'integer' | 'number' | 'boolean' | string
  format?: string
  /** The choices (openapi `SurveySpec` allows any JSON values; strings and numbers are offered). */
  enum?: readonly unknown[]
  title?: string
  description?: string
  minimum?: number
  maximum?: number
  propertyOrder?: number
}

/** storefront §3 Survey spec: properties and a required list. Answers are keyed by ticket_group_id. */
export interface SurveySpec {
  properties?: Readonly<Record<string, SurveyProperty>>
  required?: readonly string[]
}

/** storefront §3 Ticket group. */
export interface TicketGroup {
  id: Id
  name: string
  description?: string | null
  color?: string | null
  /** `public_member_only` means members only (storefront §5, §6). */
  hidden_type?: string | null
  handler?: TicketGroupHandler | string | null
  min_tickets_per_order?: number | null
  max_tickets_per_order?: number | null
  capacity?: number | null
  oversell_capacity?: number | null
  used_capacity?: number | null
  exclude_from_event_capacity?: boolean | null
  sales_start?: string | null
  sales_end?: string | null
  available?: boolean | null
  sold_out?: boolean | null
  additional_info_spec?: SurveySpec | null
  meta?: {
    admit_names?: AdmitSetting | null
    admit_emails?: AdmitSetting | null
    [key: string]: unknown
  } | null
  /** The group's ticket types (storefront §3 `types`, the embedded `ticket_type` rows). */
  types?: readonly TicketType[] | null
}

/** storefront §3 Calendar day status. Only `available` days can be chosen (storefront §4). */
export type CalendarDayStatus = 'available' | 'sold_out' | 'other'

/** storefront §3 Calendar day, as `GET/POST events/{id}/calendar` answers it (`calendar._data`). */
export interface CalendarDay {
  date: CalendarDate
  enabled?: boolean | null
  status: CalendarDayStatus | string
  /** With `_format=price`: the price of the current selection on that day. */
  price?: Money | null
  min_price?: Money | null
  min_price_fees?: { outside?: Money | null } | null
  availability?: { capacity?: number | null; used_capacity?: number | null } | null
  /** The server's badges for the day (e.g. 'Open late'), shown as text. */
  badges?: readonly string[] | null
  /** The server's annotations for the day. */
  annotations?: readonly string[] | null
}

/** storefront §3 Message rule: the date-or-session trigger. */
export interface DateOrSessionTrigger {
  /** ISO 8601 interval of dates, `start/end` (either side may be `..` for open). */
  dateInterval?: string | null
  date_range?: { start?: string | null; end?: string | null } | null
  /**
   * Days of the week: numbers 0 = Sunday … 6 = Saturday (openapi `MessageRule`; 7 is read as
   * Sunday too) or names (`monday`, `mon`).
   */
  weekdays?: readonly (string | number)[] | null
  /** Session start times, `HH:MM` (or `HHMM`), start inclusive, end exclusive. */
  time_of_day?: { start?: string | null; end?: string | null } | null
}

/** storefront §3 Message rule: the quantity trigger. */
export interface QuantityTrigger {
  ticket_group_ids?: readonly Id[] | null
  ticket_group_names?: readonly string[] | null
  ticket_type_ids?: readonly Id[] | null
  ticket_type_names?: readonly string[] | null
  min?: number | null
  max?: number | null
}

/** storefront §3 Message rule actions: what a matching rule shows, and where. */
export type MessageRuleActionType =
  'date_annotation' | 'date_message' | 'session_annotation' | 'session_message' | 'quantity_message'

/** storefront §3 Message rule (openapi `MessageRule`: `trigger` and a list of `actions`). */
export interface MessageRule {
  id?: Id
  trigger?: {
    dateOrSession?: DateOrSessionTrigger | null
    quantity?: QuantityTrigger | null
  } | null
  actions?: readonly { type: MessageRuleActionType | string; message?: string | null }[] | null
}

/** storefront §3 Event template config `price_display`. Ticket types are matched by id or name. */
export interface PriceDisplayConfig {
  primary_ticket_type?: Id | null
  primary_prefix?: string | null
  secondary_ticket_type?: Id | null
  secondary_prefix?: string | null
}

/**
 * storefront §3 Event template config `web.session_picker_tabs`: the first and second thresholds
 * of the session tabs (storefront §2: tabs split at 0000, first, second, 2400). The contract
 * leaves the shape open, so each is read: `{ first, second }`, `[first, second]` or
 * `"first,second"`, each time written `HHMM` (`"1200"`) or `HH:MM`.
 */
export type SessionPickerTabsConfig =
  { first?: string | null; second?: string | null } | readonly (string | number)[] | string

/** The event template fields the reserve rules read (storefront §3 Event template meta and config). */
export interface ReserveEventSettings {
  /** meta.reserve_flow: `quantity_first` for the quantity-first flow, anything else is date-first. */
  reserve_flow?: string | null
  hide_sold_out_sessions?: boolean | null
  session_picker_tabs?: SessionPickerTabsConfig | null
  price_display?: PriceDisplayConfig | null
  /** web.ecommerce.advertise_price_including_fees (calls §9 Fees). */
  advertise_price_including_fees?: boolean | null
}
