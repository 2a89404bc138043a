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

/**
 * A fee charged on top of a ticket's face value: `fee_fixed_outside`, where `fee` is an amount of
 * money, shown as 'Service charges'; or `fee_percent_outside`, where `fee` is a percentage, shown
 * as 'Tax' (storefront §3 Ticket type; calls §9 Fees).
 */
export type OutsideFee = Accepting<Schema<'OutsideFee'>, 'type' | 'fee'>

/**
 * A kind of ticket in a group (adult, child, …) with its price and fees; when it has
 * `currency_amount_min` and `_max` the visitor chooses the price between them (a flexible price)
 * (storefront §3 Ticket type, §5 Flexible price).
 */
export type TicketType = Accepting<Schema<'TicketType'>, 'id' | 'name' | 'ticket_group_id'>

/**
 * How a ticket group is sold: plain `tickets`, `seated` (seats on a map), a `donation`, …
 * (storefront §3 Ticket group handler).
 */
export type TicketGroupHandler = Schema<'TicketGroupHandler'>

/**
 * Whether a ticket group asks for each ticket holder's name (`admit_names`) or e-mail
 * (`admit_emails`): `required`, `optional` or `disabled` (not asked) (storefront §3 Ticket group).
 */
export type AdmitSetting = Schema<'AdmitRequirement'>

/**
 * One question of a ticket group's survey: its type, label, whether it is required, its options and
 * bounds (storefront §3 Survey spec).
 */
export type SurveyProperty = NonNullable<Schema<'SurveySpec'>['properties']>[string]

/**
 * A ticket group's survey: its questions (`properties`) and which of them must be answered
 * (`required`); the answers are kept per ticket group id (storefront §3 Survey spec).
 */
export type SurveySpec = Accepting<Schema<'SurveySpec'>>

/**
 * A ticket group of an event: a set of ticket types sold together, with its per-order limits and
 * handler, and its ticket types (the embedded `ticket_type` rows). A group whose `hidden_type` is
 * `public_member_only` is for members only (storefront §3 Ticket group; §5, §6).
 */
export type TicketGroup = Omit<Accepting<Schema<'TicketGroup'>, 'id' | 'name'>, 'meta' | 'additional_info_spec'> & {
  readonly meta?: (Accepting<Schema<'TicketGroupMeta'>> & { readonly [key: string]: unknown }) | null
  readonly additional_info_spec?: SurveySpec | null
  readonly types?: readonly TicketType[] | null
}

/** How a day of the calendar stands (`available`, `sold_out` or `other`); only `available` days can be chosen (storefront §3 Calendar day status, §4). */
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

/** What a tenant's message rule does when it matches the visitor's date, session or quantities: which message it shows, and where (storefront §3 Message rule actions). */
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
