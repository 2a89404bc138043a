/**
 * Types of the reserve domain (storefront §3, §4, §5): the wire rows it reads, the view models it
 * derives and the reserve-flow state.
 *
 * Wire rows use the spec's snake_case field names (openapi/README.md "Fields"). They are written
 * here, not imported from `../generated/storefront`, because the generated contract did not exist
 * when these rules were written; they name only the fields the rules read, so a generated row
 * (which has more) is assignable to them. Ids are `string | number` because the rules never do
 * arithmetic on them: they compare them as strings (`String(id)`), which also lets ids read from a
 * query string match numeric ids.
 */

import type { CalendarDate } from '../core/calendar-date.js'
import type { Id } from '../core/ids.js'
import type { Money } from '../core/money.js'

// The kernel's types, named here too for the reserve rules' readers.
export type { CalendarDate, Id, Money }

/** Quantities chosen per ticket type id (as a string key). Absent means 0. */
export type Quantities = Readonly<Record<string, number>>

// ---------------------------------------------------------------------------------------------
// Wire rows (storefront §3)
// ---------------------------------------------------------------------------------------------

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
  | 'date_annotation'
  | 'date_message'
  | 'session_annotation'
  | 'session_message'
  | 'quantity_message'

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
  | { first?: string | null; second?: string | null }
  | readonly (string | number)[]
  | string

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

// ---------------------------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------------------------

/** A badge on a calendar day: sold out, or few tickets left (calls §9 Few tickets warning). */
export type Badge = 'sold_out' | 'few_tickets'

/** storefront §3 Calendar day as the date picker shows it. */
export interface CalendarDayView {
  date: CalendarDate
  status: CalendarDayStatus
  enabled: boolean
  /** storefront §4: only enabled, available days can be chosen. */
  selectable: boolean
  /** The price of the selection (with `_format=price`), or null. */
  price: Money | null
  /** The minimum price, with outside fees when the event advertises prices including fees. */
  minPrice: Money | null
  /** Prefix shown before the minimum price (price_display.primary_prefix), or null. */
  pricePrefix: string | null
  /** Seats left that day (capacity − used), null when unknown or unlimited. */
  availableCapacity: number | null
  badges: Badge[]
  /** The server's own badges for the day (storefront §3 Calendar day badges, e.g. 'Open late'). */
  labels: string[]
  /** The server's annotations of the day, then the date_annotation texts of the matching message rules. */
  annotations: string[]
  tooltip: string
  ariaLabel: string
  className: string
}

/** storefront §3 Event session picker entry. */
export interface SessionEntry {
  id: string
  startDatetime: string
  /** Start time in the venue's time zone, `HH:MM`. */
  startTime: string
  /** capacity + oversell − used; `Infinity` when unlimited (capacity −1). */
  availableCapacity: number
  soldOut: boolean
  /** storefront §2 / calls §9: available capacity below 10 (and above 0). */
  fewTickets: boolean
  price: Money | null
  minPrice: Money | null
  maxPrice: Money | null
  /** How much more than the event's base minimum price this session costs, or null. */
  priceIncrease: Money | null
  annotations: string[]
}

/** storefront §2 Session selection: why a tab is disabled. */
export type SessionTabDisabledReason = 'not_available' | 'sold_out'

/** storefront §2 Session selection: one tab. */
export interface SessionTab {
  /** Start of the tab, `HHMM` (inclusive). */
  start: string
  /** End of the tab, `HHMM` (exclusive; `2400` for the last). */
  end: string
  sessionIds: string[]
  disabled: SessionTabDisabledReason | null
}

/** A price as price_display shows it. */
export interface DisplayPrice {
  prefix: string | null
  amount: Money
}

/** A ticket group as the reserve page offers it (storefront §5 Checkout list). */
export interface OfferedTicketGroup {
  id: string
  group: TicketGroup
  /** The group's types, in `_rank` order. */
  types: TicketType[]
  /** calls §9 Group limit: min(max_tickets_per_order, capacity + oversell − used). */
  limit: number
  minTicketsPerOrder: number
  handler: string
  memberOnly: boolean
}

// ---------------------------------------------------------------------------------------------
// Reserve flow state (storefront §4 Reserve flow)
// ---------------------------------------------------------------------------------------------

/** storefront §2 / §4: the order of the reserve page, from the event's reserve_flow. */
export type ReserveFlow = 'date_first' | 'quantity_first'

/**
 * The step the visitor is on (storefront §4 Reserve flow).
 * - date-first: `date` → `session` → `tickets` (quantities, seats, survey, admit details);
 * - quantity-first: `quantities` → `date` → `session` → `details` (survey and admit details).
 * Flexible ('any date') skips `date` and `session`.
 */
export type ReserveStep = 'quantities' | 'date' | 'session' | 'tickets' | 'details'

/** Where the reserve flow is in its life (DESIGN.md: named status, not booleans). */
export type ReserveStatus = 'selecting' | 'submitting' | 'done'

/** storefront §3 Member ticket / detail entry: one admit's details. */
export interface AdmitDetails {
  first: string
  last: string
  email: string
}

/** A survey answer as entered (strings from inputs, or already typed values). */
export type SurveyAnswerValue = string | number | boolean | null | undefined

/** The reserve flow's state. Immutable: the reducer returns a new object on every change. */
export interface ReserveState {
  status: ReserveStatus
  eventId: string | null
  flow: ReserveFlow
  step: ReserveStep
  /** The chosen calendar date, or null. */
  date: CalendarDate | null
  /** 'any date': flexible admission with no date (storefront §1, §4). */
  flexible: boolean
  sessionId: string | null
  quantities: Quantities
  /** Flexible price entered per ticket type id (storefront §5 Flexible price), as typed. */
  prices: Readonly<Record<string, string>>
  /** Survey answers keyed by ticket_group_id (storefront §3 Survey spec). */
  survey: Readonly<Record<string, Readonly<Record<string, SurveyAnswerValue>>>>
  /** Admit details per ticket type id, one entry per ticket. */
  admits: Readonly<Record<string, readonly AdmitDetails[]>>
}

/** Actions of `reserveReducer`. */
export type ReserveAction =
  | { type: 'changeEvent'; eventId: string; flow: ReserveFlow }
  | { type: 'calendarLoaded'; days: readonly CalendarDay[]; cartAnchorDate?: CalendarDate | null }
  | { type: 'selectDate'; date: CalendarDate }
  | { type: 'selectFlexible' }
  | { type: 'clearDate' }
  | { type: 'selectSession'; sessionId: Id }
  | { type: 'clearSession' }
  | { type: 'setQuantity'; ticketTypeId: Id; quantity: number }
  | { type: 'setQuantities'; quantities: Quantities }
  | { type: 'setPrice'; ticketTypeId: Id; price: string }
  | { type: 'editQuantities' }
  | { type: 'findAvailableTickets' }
  | { type: 'setSurveyAnswer'; ticketGroupId: Id; name: string; value: SurveyAnswerValue }
  | { type: 'setAdmitDetails'; ticketTypeId: Id; index: number; details: Partial<AdmitDetails> }
  | { type: 'submit' }
  | { type: 'submitSucceeded' }
  | { type: 'submitFailed'; clear?: readonly ReserveClear[] }

/** What a reserve error makes the visitor choose again (calls §8 Reserve and promo). */
export type ReserveClear = 'date' | 'session' | 'quantities'

/** What must be loaded again after a reserve error. */
export type ReserveReload = 'calendar' | 'sessions' | 'ticketGroups'
