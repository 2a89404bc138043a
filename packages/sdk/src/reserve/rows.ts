/**
 * The wire rows the reserve rules read (storefront §3), derived from the generated contract
 * (openapi/storefront.yaml → generated/storefront.ts), as `catalog` does: one source of wire
 * types. The rules accept a row as a server or a partner's script may send it, so besides the
 * fields every row has (ids, names, dates), each field may be absent or null (`Accepting`); a
 * contract row is always one of them. Ids are compared as strings (`idKey`).
 */
import type { Schema } from '../http/paths.js'
import type { Id } from '../core/ids.js'
import type { Money } from '../core/money.js'

/**
 * A contract row as the rules accept it: the `Kept` fields as the contract types them, every
 * other field optional and nullable, and arrays read-only.
 */
type Accepting<Row, Kept extends keyof Row = never> = { readonly [K in Kept]: Row[K] } & {
  readonly [K in Exclude<keyof Row, Kept>]?: Loose<Row[K]> | null
}
type Loose<T> = T extends readonly (infer E)[] ? readonly E[] : T

/**
 * One session of an event: its start, capacity and places left; `capacity` -1 means unlimited
 * (storefront §3 Event session).
 */
export type EventSession = Accepting<Schema<'EventSession'>, 'id' | 'start_datetime'> & {
  /**
   * Optional per-session prices (e.g. from the calendar's extended format). Decision: the spec
   * lists price / minPrice / maxPrice / priceIncrease on picker entries without a source; when the
   * server sends these the entry uses them, else it derives them from the ticket types.
   */
  readonly price?: Money | null
  readonly min_price?: Money | null
  readonly max_price?: Money | null
}

/** storefront §3 Ticket type: one outside fee (`fee_fixed_outside`: `fee` is money, "Service charges"; `fee_percent_outside`: a percentage, "Tax"; calls §9 Fees). */
export type OutsideFee = Accepting<Schema<'OutsideFee'>, 'type' | 'fee'>

/** storefront §3 Ticket type (`currency_amount_min` / `_max`: the flexible price bounds, storefront §5). */
export type TicketType = Accepting<Schema<'TicketType'>, 'id' | 'name' | 'ticket_group_id'>

/**
 * How a ticket group is sold: plain `tickets`, `seated` (seats on a map), a `donation`, …
 * (storefront §3 Ticket group handler).
 */
export type TicketGroupHandler = Schema<'TicketGroupHandler'>

/** storefront §3 Ticket group: admit_names / admit_emails take required, optional or disabled. */
export type AdmitSetting = Schema<'AdmitRequirement'>

/**
 * One question of a ticket group's survey: its type, label, whether it is required, its options and
 * bounds (storefront §3 Survey spec).
 */
export type SurveyProperty = NonNullable<Schema<'SurveySpec'>['properties']>[string]

/** storefront §3 Survey spec: properties and a required list. Answers are keyed by ticket_group_id. */
export type SurveySpec = Accepting<Schema<'SurveySpec'>>

/**
 * storefront §3 Ticket group (`hidden_type` `public_member_only`: members only, storefront §5, §6),
 * with its ticket types (storefront §3 `types`, the embedded `ticket_type` rows).
 */
export type TicketGroup = Omit<Accepting<Schema<'TicketGroup'>, 'id' | 'name'>, 'meta' | 'additional_info_spec'> & {
  readonly meta?: (Accepting<Schema<'TicketGroupMeta'>> & { readonly [key: string]: unknown }) | null
  readonly additional_info_spec?: SurveySpec | null
  readonly types?: readonly TicketType[] | null
}

/** storefront §3 Calendar day status. Only `available` days can be chosen (storefront §4). */
export type CalendarDayStatus = Schema<'CalendarDay'>['status']

/**
 * storefront §3 Calendar day, as `GET/POST events/{id}/calendar` answers it (`calendar._data`):
 * with `_format=price`, `price` is the current selection's price on that day; `badges` and
 * `annotations` are the server's, shown as text.
 */
export type CalendarDay = Accepting<Schema<'CalendarDay'>, 'date' | 'status'>

type Trigger = NonNullable<Schema<'MessageRule'>['trigger']>

/**
 * storefront §3 Message rule: the date-or-session trigger. `dateInterval` is an ISO 8601 interval
 * (`start/end`, either side `..` for open); weekdays are 0 = Sunday … 6 = Saturday (7 is read as
 * Sunday too); session start times are `HH:MM` (or `HHMM`), start inclusive, end exclusive.
 */
export type DateOrSessionTrigger = Omit<Accepting<NonNullable<Trigger['dateOrSession']>>, 'weekdays'> & {
  /** Decision: day names (`monday`, `mon`) are read too. */
  readonly weekdays?: readonly (number | string)[] | null
}

/**
 * When a message rule fires on the quantities chosen: which ticket types and how many (storefront
 * §3 Message rule).
 */
export type QuantityTrigger = Accepting<NonNullable<Trigger['quantity']>>

/** storefront §3 Message rule actions: what a matching rule shows, and where. */
export type MessageRuleActionType = NonNullable<Schema<'MessageRule'>['actions']>[number]['type']

/**
 * A message rule of an event: when what the visitor chose (a date, a session, quantities) matches its
 * `trigger`, its `actions` show a message or an annotation on the reserve page (storefront §3 Message rule).
 */
export type MessageRule = Omit<Accepting<Schema<'MessageRule'>>, 'trigger'> & {
  readonly trigger?: { dateOrSession?: DateOrSessionTrigger | null; quantity?: QuantityTrigger | null } | null
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
