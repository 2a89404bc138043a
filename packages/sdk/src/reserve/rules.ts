/**
 * The reserve rules (storefront §3, §4, §5; calls §8, §9): calendar, sessions and tabs, ticket
 * groups, quantities, flexible price, message rules, survey, admit details, query parameters,
 * reserve errors and the reserve-flow reducer.
 *
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter, in epoch
 * milliseconds), no DOM. The store of the reserve page is a thin shell around `reserveReducer`.
 */
import type { MessageKey } from '../i18n/types'
import type {
  AdmitDetails,
  AdmitSetting,
  Badge,
  CalendarDate,
  CalendarDay,
  CalendarDayStatus,
  CalendarDayView,
  DateOrSessionTrigger,
  DisplayPrice,
  EventSession,
  Id,
  MessageRule,
  MessageRuleActionType,
  Money,
  PriceDisplayConfig,
  Quantities,
  QuantityTrigger,
  ReserveAction,
  ReserveClear,
  ReserveEventSettings,
  ReserveFlow,
  ReserveReload,
  ReserveState,
  ReserveStep,
  SessionEntry,
  SessionPickerTabsConfig,
  SessionTab,
  SurveyAnswerValue,
  SurveyProperty,
  SurveySpec,
  TicketGroup,
  OfferedTicketGroup,
  TicketType,
} from './types'

// =============================================================================================
// Constants (calls §9 Business constants and limits)
// =============================================================================================

/** calls §9 "Max quantity per type": 1000 (storefront §5 "The max per type is 1000"). */
export const MAX_QUANTITY_PER_TYPE = 1000
/** calls §9 "Calendar types: up to 10" (storefront §5 "The calendar supports at most 10 ticket types"). */
export const CALENDAR_MAX_TICKET_TYPES = 10
/** calls §9 "Few tickets warning: below 10". */
export const FEW_TICKETS_THRESHOLD = 10
/** storefront §3 Event session: "capacity (-1 means unlimited)". */
export const UNLIMITED_CAPACITY = -1
/** storefront §5 Quantity: "The default step is 1." */
export const DEFAULT_QUANTITY_STEP = 1
/**
 * storefront §5 Flexible price: "step 0.01, up to two decimals" (the `step` of the amount input;
 * `validateFlexiblePrice` applies it).
 */
export const FLEXIBLE_PRICE_STEP = 0.01
/** storefront §2 Session selection: the tabs start at 0000 … */
export const SESSION_TABS_START = '0000'
/** … and end at 2400 (storefront §2 Session selection). */
export const SESSION_TABS_END = '2400'
/** storefront §3 Ticket group: `hidden_type` of a members-only group (storefront §5, §6). */
export const MEMBER_ONLY_HIDDEN_TYPE = 'public_member_only'
/** storefront §3 Event template meta.reserve_flow value of the quantity-first flow. */
export const QUANTITY_FIRST_FLOW = 'quantity_first'

// =============================================================================================
// Small helpers: ids, money, venue time
// =============================================================================================

/**
 * Ids are compared as strings (types.ts `Id`), so an id read from the query (storefront §2 tg,
 * select, session) matches a numeric one.
 */
export function idKey(id: Id): string {
  return String(id)
}

/**
 * A decimal money string (or number) in cents, rounded half up on the third decimal; NaN when it
 * is not a number. Money is a decimal string with two places on the wire (openapi/README.md),
 * and prices are added in cents so fees never drift (calls §9 Fees).
 * @example moneyToCents('12.50') // 1250
 */
export function moneyToCents(amount: Money | number): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN
  const match = /^\s*([-+])?(\d*)(?:\.(\d*))?\s*$/.exec(amount)
  if (!match || ((match[2] ?? '') === '' && (match[3] ?? '') === '')) return Number.NaN
  const whole = Number(match[2] || '0')
  const decimals = (match[3] ?? '').padEnd(3, '0')
  const cents = whole * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0)
  return match[1] === '-' ? -cents : cents
}

/**
 * Cents as a decimal money string with two places (openapi/README.md; calls §5 "Amounts are sent
 * with two decimals").
 * @example centsToMoney(1250) // '12.50'
 */
export function centsToMoney(cents: number): Money {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

function optionalCents(amount: Money | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null
  const cents = moneyToCents(amount)
  return Number.isNaN(cents) ? null : cents
}

/** Date, time and ISO weekday (1 = Monday … 7 = Sunday) of an instant in the venue's time zone. */
export interface VenueDateTime {
  date: CalendarDate
  /** `HH:MM`, 24-hour. */
  time: string
  weekday: number
}

const venueFormatters = new Map<string, Intl.DateTimeFormat>()
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * An instant (ISO 8601 with offset, or epoch ms) as date, time and weekday in the venue's time
 * zone. Sessions are split into tabs and matched by message rules in venue time (storefront §2,
 * §3), never in the visitor's.
 */
export function venueDateTime(instant: string | number, timeZone: string): VenueDateTime {
  let format = venueFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
    venueFormatters.set(timeZone, format)
  }
  const parts: Record<string, string> = {}
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value
  const weekday = WEEKDAYS.indexOf((parts.weekday ?? '').toLowerCase().slice(0, 3) as (typeof WEEKDAYS)[number]) + 1
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`,
    weekday,
  }
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date, for message rule weekdays (storefront §3). */
export function weekdayOfDate(date: CalendarDate): number {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/**
 * `HHMM` or `HH:MM` as minutes after midnight; null when it is neither. `2400` is 1440
 * (storefront §2 session tab thresholds; storefront §3 message rule time_of_day).
 */
export function clockMinutes(value: string | null | undefined): number | null {
  if (!value) return null
  const match = /^(\d{1,2}):?(\d{2})$/.exec(value.trim())
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`
}

// =============================================================================================
// Capacity (storefront §3 Event session, Ticket group; calls §9 Group limit)
// =============================================================================================

/** The capacity fields of a session or ticket group. */
export interface CapacityFields {
  capacity?: number | null
  oversell_capacity?: number | null
  used_capacity?: number | null
}

/**
 * storefront §3: "Available capacity = capacity + oversell_capacity - used_capacity", with
 * capacity -1 meaning unlimited (`Infinity`). Decision: a missing capacity is unlimited too, and
 * the result never goes below 0 (an oversold session has nothing left, not a negative count).
 * @example availableCapacity({ capacity: 100, oversell_capacity: 5, used_capacity: 98 }) // 7
 */
export function availableCapacity(row: CapacityFields): number {
  if (row.capacity === null || row.capacity === undefined || row.capacity === UNLIMITED_CAPACITY) {
    return Number.POSITIVE_INFINITY
  }
  return Math.max(0, row.capacity + (row.oversell_capacity ?? 0) - (row.used_capacity ?? 0))
}

/**
 * calls §9 "Few tickets warning: below 10": true when some but fewer than 10 places are left.
 * Decision: a sold-out session shows 'Sold out', not the warning, so 0 is not "few".
 */
export function isFewTickets(available: number): boolean {
  return available > 0 && available < FEW_TICKETS_THRESHOLD
}

/**
 * calls §9 "Group limit: min of max_tickets_per_order and capacity plus oversell minus used".
 * Decision: a missing, 0 or negative max_tickets_per_order sets no per-order limit.
 */
export function groupLimit(group: TicketGroup): number {
  const max = group.max_tickets_per_order
  const perOrder = max === null || max === undefined || max <= 0 ? Number.POSITIVE_INFINITY : max
  return Math.min(perOrder, availableCapacity(group))
}

/** storefront §3 Event session: sold out when flagged, or when nothing is left. */
export function isSessionSoldOut(session: EventSession): boolean {
  return session.sold_out === true || availableCapacity(session) <= 0
}

// =============================================================================================
// Prices and fees (storefront §3 Ticket type; calls §9 Fees)
// =============================================================================================

/**
 * calls §9 Fees: the outside fees of a ticket type for a price, in cents: fixed fees ("Service
 * charges") plus percent fees ("Tax") of the price, each rounded to the cent.
 */
export function outsideFeesCents(type: Pick<TicketType, 'outside_fees'>, priceCents: number): number {
  let total = 0
  for (const fee of type.outside_fees ?? []) {
    const value = Number(fee.fee)
    if (!Number.isFinite(value)) continue
    if (fee.type === 'fee_percent_outside') total += Math.round((priceCents * value) / 100)
    else total += moneyToCents(fee.fee)
  }
  return total
}

/**
 * The price a ticket type is advertised at: currency_amount, plus its outside fees only when the
 * event sets advertise_price_including_fees (calls §9 Fees: "shown in price only if
 * advertise_price_including_fees is set"). Null when the type has no price.
 */
export function ticketTypePrice(type: TicketType, advertiseIncludingFees: boolean): Money | null {
  const cents = optionalCents(type.currency_amount)
  if (cents === null) return null
  return centsToMoney(cents + (advertiseIncludingFees ? outsideFeesCents(type, cents) : 0))
}

function findTicketType(types: readonly TicketType[], idOrName: Id | null | undefined): TicketType | undefined {
  if (idOrName === null || idOrName === undefined || idOrName === '') return undefined
  const wanted = idKey(idOrName)
  return types.find((t) => idKey(t.id) === wanted) ?? types.find((t) => t.name === wanted)
}

/**
 * storefront §3 Event template config price_display: the primary and secondary prices shown for a
 * session or event, each the price of the configured ticket type (matched by id, then name) with
 * its prefix. A price_display naming no type found gives null for that line.
 */
export function priceDisplay(
  types: readonly TicketType[],
  settings: ReserveEventSettings,
): { primary: DisplayPrice | null; secondary: DisplayPrice | null } {
  const advertise = settings.advertise_price_including_fees === true
  const line = (typeRef: Id | null | undefined, prefix: string | null | undefined): DisplayPrice | null => {
    const type = findTicketType(types, typeRef)
    const amount = type ? ticketTypePrice(type, advertise) : null
    return amount === null ? null : { prefix: prefix || null, amount }
  }
  const config = settings.price_display ?? {}
  return {
    primary: line(config.primary_ticket_type, config.primary_prefix),
    secondary: line(config.secondary_ticket_type, config.secondary_prefix),
  }
}

function priceRange(types: readonly TicketType[], advertise: boolean): { min: number | null; max: number | null } {
  let min: number | null = null
  let max: number | null = null
  for (const type of types) {
    const price = ticketTypePrice(type, advertise)
    if (price === null) continue
    const cents = moneyToCents(price)
    min = min === null ? cents : Math.min(min, cents)
    max = max === null ? cents : Math.max(max, cents)
  }
  return { min, max }
}

/** An event template as the reserve rules read it: meta.reserve_flow and the config records. */
export interface ReserveEventSource {
  meta?: { reserve_flow?: string | null } | null
  config?: Readonly<Record<string, unknown>> | null
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1'
}

/**
 * The reserve settings of an event template (storefront §3 Event template meta and config):
 * meta.reserve_flow, config hide_sold_out_sessions, web.session_picker_tabs, price_display and
 * web.ecommerce.advertise_price_including_fees. Flags stored as strings ('true') count as set.
 */
export function reserveEventSettings(event: ReserveEventSource): ReserveEventSettings {
  const config = event.config ?? {}
  const priceDisplayValue = config.price_display
  return {
    reserve_flow: event.meta?.reserve_flow ?? null,
    hide_sold_out_sessions: flag(config.hide_sold_out_sessions),
    session_picker_tabs: (config['web.session_picker_tabs'] as SessionPickerTabsConfig | null | undefined) ?? null,
    price_display:
      typeof priceDisplayValue === 'object' && priceDisplayValue !== null ? (priceDisplayValue as PriceDisplayConfig) : null,
    advertise_price_including_fees: flag(config['web.ecommerce.advertise_price_including_fees']),
  }
}

/** storefront §1, §4: how an event offers flexible admission ('any date', no date and no session). */
export type FlexibleAdmission = 'none' | 'offered' | 'only'

/** storefront §3 Event template meta.ticket_date_time value of an event that also sells 'any date' tickets (decision). */
export const FLEXIBLE_TICKET_DATE_TIME = 'flexible'

/**
 * Whether an event sells flexible admission, 'any date' (storefront §1 "Choose a date (or
 * flexible admission with no date)"; §4 "Choosing flexible resets quantities and clears the
 * date"). The spec does not say which events do, so (decisions):
 * - `only`: an event with no dates of its own, event_type `other` (storefront §3: single,
 *   repeating, other) — donations, gift cards, memberships. Flexible is chosen for the visitor;
 *   there is no calendar and no session.
 * - `offered`: a dated event whose meta.ticket_date_time is `flexible`: the date picker offers
 *   'any date' beside the days.
 * - `none`: every other event; the visitor picks a date and a session.
 * @example flexibleAdmission({ event_type: 'other' }) // 'only'
 */
export function flexibleAdmission(event: {
  event_type?: string | null
  meta?: { ticket_date_time?: unknown } | null
}): FlexibleAdmission {
  if (event.event_type === 'other') return 'only'
  return event.meta?.ticket_date_time === FLEXIBLE_TICKET_DATE_TIME ? 'offered' : 'none'
}

/**
 * storefront §2 Reserve page: "a prompt to add an admission event first when an anchor is
 * required". Decision (the spec names the prompt, not the rule): an event whose
 * meta.tickets_must_match_anchor_tickets is set is an add-on whose tickets must match an
 * admission's (storefront §3 Event template meta), so it needs an anchor item (storefront §3 Cart
 * item isAnchor) in the cart first.
 * @example isAnchorRequired({ tickets_must_match_anchor_tickets: true }, []) // true
 */
export function isAnchorRequired(
  meta: { tickets_must_match_anchor_tickets?: unknown } | null | undefined,
  cartItems: readonly { isAnchor: boolean }[],
): boolean {
  return flag(meta?.tickets_must_match_anchor_tickets) && !cartItems.some((item) => item.isAnchor)
}

// =============================================================================================
// Calendar (storefront §3 Calendar day, §4 Reserve flow; calls §7, §8, §9)
// =============================================================================================

/**
 * Query of `GET events/{id}/calendar` (calls §7: cached; `_format=extended`; `ticket_group_id._in`
 * comma list). Without ticket group ids the filter is left out.
 * @example calendarQuery(['3', 4]) // { _format: 'extended', 'ticket_group_id._in': '3,4' }
 */
export function calendarQuery(ticketGroupIds: readonly Id[] = []): Record<string, string> {
  const query: Record<string, string> = { _format: 'extended' }
  if (ticketGroupIds.length > 0) query['ticket_group_id._in'] = ticketGroupIds.map(idKey).join(',')
  return query
}

/** The ticket type ids with a quantity above 0 (the selection the calendar prices, calls §7). */
export function selectedTicketTypeIds(quantities: Quantities): string[] {
  return Object.keys(quantities).filter((id) => (quantities[id] ?? 0) > 0)
}

/** The number of tickets selected (storefront §5 "at least one ticket is selected"). */
export function ticketCount(quantities: Quantities): number {
  let count = 0
  for (const id of Object.keys(quantities)) count += Math.max(0, quantities[id] ?? 0)
  return count
}

/**
 * storefront §5 "The calendar supports at most 10 ticket types"; calls §8 'You can only select
 * up to 10 different types of tickets.'. Null when the selection can be priced.
 */
export function calendarTicketTypesProblem(quantities: Quantities): MessageKey | null {
  return selectedTicketTypeIds(quantities).length > CALENDAR_MAX_TICKET_TYPES ? 'reserve.tooManyTicketTypes' : null
}

/** Body of `POST events/{id}/calendar` (calls §7: "body built from selection"). */
export interface CalendarPriceBody {
  ticket_types: { ticket_type_id: string; quantity: number }[]
  event_session_id?: string
  date?: CalendarDate
}

/**
 * The query and body of `POST events/{id}/calendar` that prices the selection (calls §7:
 * `_format` price or extended; the body is the selection: ticket type ids and quantities,
 * session or date). Refused with the calls §8 message when more than 10 types are selected.
 */
export function calendarPriceRequest(selection: {
  quantities: Quantities
  sessionId?: Id | null
  date?: CalendarDate | null
  format?: 'price' | 'extended'
}): { query: { _format: 'price' | 'extended' }; body: CalendarPriceBody } | { error: MessageKey } {
  const problem = calendarTicketTypesProblem(selection.quantities)
  if (problem) return { error: problem }
  const body: CalendarPriceBody = {
    ticket_types: selectedTicketTypeIds(selection.quantities).map((id) => ({
      ticket_type_id: id,
      quantity: selection.quantities[id] ?? 0,
    })),
  }
  if (selection.sessionId !== null && selection.sessionId !== undefined) body.event_session_id = idKey(selection.sessionId)
  if (selection.date) body.date = selection.date
  return { query: { _format: selection.format ?? 'price' }, body }
}

/** The calendar rows of a `calendar` envelope (calls §7: "reads calendar._data"). */
export function readCalendar(body: unknown): CalendarDay[] {
  const calendar = (body as { calendar?: { _data?: unknown } } | null)?.calendar
  return Array.isArray(calendar?._data) ? (calendar._data as CalendarDay[]) : []
}

/** storefront §3: status available, sold_out or other; any unknown status counts as other. */
export function calendarDayStatus(day: CalendarDay): CalendarDayStatus {
  return day.status === 'available' || day.status === 'sold_out' ? day.status : 'other'
}

/**
 * storefront §4: "Calendar day status: available, sold_out, other (not selectable). Only enabled
 * days are selectable." Decision: a day is selectable when it is enabled and available (a sold-out
 * day cannot be booked either); a day without `enabled` counts as enabled.
 */
export function isCalendarDaySelectable(day: CalendarDay): boolean {
  return day.enabled !== false && calendarDayStatus(day) === 'available'
}

/**
 * storefront §4: "A single available date is preselected. A cart anchor date that is available is
 * preselected." The cart anchor date wins; otherwise the only selectable date; otherwise none.
 */
export function preselectedDate(days: readonly CalendarDay[], cartAnchorDate?: CalendarDate | null): CalendarDate | null {
  const selectable = days.filter(isCalendarDaySelectable)
  if (cartAnchorDate && selectable.some((d) => d.date === cartAnchorDate)) return cartAnchorDate
  return selectable.length === 1 ? (selectable[0] as CalendarDay).date : null
}

/** What `calendarDayView` needs besides the day. */
export interface CalendarDayViewOptions {
  settings?: ReserveEventSettings
  rules?: readonly MessageRule[]
  /** The current selection, for message rules with a quantity trigger. */
  selection?: RuleSelection
  /** Messages: the status labels ('Sold out', 'Not available') and the few-tickets label. */
  t: (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string
  /** Formats a calendar date for the label (i18n `formatDate`). */
  formatDate: (date: CalendarDate) => string
  /** Formats money for the label (i18n `formatMoney` with the event's currency). */
  formatMoney: (amount: Money) => string
}

/**
 * storefront §3 Calendar day as the date picker shows it: status, selectable, price, min price
 * with outside fees, price prefix, badges, annotations, tooltip, aria label and class name.
 *
 * Decisions (the spec lists the fields, not their content):
 * - `minPrice` is min_price plus min_price_fees.outside when the event advertises prices
 *   including fees (calls §9 Fees), else min_price; `pricePrefix` is price_display.primary_prefix
 *   and goes with the minimum price.
 * - badges: `sold_out` for a sold-out day, `few_tickets` when availability leaves 1 to 9 places.
 * - labels: the day's own badges as the server sends them (storefront §3 Calendar day badges,
 *   e.g. 'Open late'), shown as text;
 * - annotations: the server's annotations of the day, then the date_annotation texts of the
 *   message rules matching the day.
 * - tooltip: the status label of a day that cannot be chosen ('Sold out' / 'Not available'), the
 *   few-tickets label, the labels, then the annotations.
 * - ariaLabel: the date, then the status label or the price, the few-tickets label, the labels,
 *   then the annotations, so a screen reader hears what a sighted visitor sees.
 * - className: `foyer-day foyer-day--{status}`, plus `foyer-day--disabled` when not selectable.
 */
export function calendarDayView(day: CalendarDay, options: CalendarDayViewOptions): CalendarDayView {
  const settings = options.settings ?? {}
  const status = calendarDayStatus(day)
  const enabled = day.enabled !== false
  const selectable = isCalendarDaySelectable(day)
  const minCents = optionalCents(day.min_price)
  const feeCents = settings.advertise_price_including_fees ? (optionalCents(day.min_price_fees?.outside) ?? 0) : 0
  const minPrice = minCents === null ? null : centsToMoney(minCents + feeCents)
  const priceCents = optionalCents(day.price)
  const price = priceCents === null ? null : centsToMoney(priceCents)
  const pricePrefix = minPrice === null ? null : settings.price_display?.primary_prefix || null
  const available = day.availability ? availableCapacity(day.availability) : Number.POSITIVE_INFINITY
  const availableOrNull = Number.isFinite(available) ? available : null

  const badges: Badge[] = []
  if (status === 'sold_out') badges.push('sold_out')
  else if (selectable && isFewTickets(available)) badges.push('few_tickets')

  // The server's own notes for the day come first, then the matching message rules' annotations.
  const annotations = [
    ...(day.annotations ?? []),
    ...matchMessageRules(options.rules ?? [], {
      date: day.date,
      ...(options.selection ? { selection: options.selection } : {}),
    }).dateAnnotations,
  ]
  const labels = [...(day.badges ?? [])]

  const statusLabel =
    status === 'sold_out' ? options.t('reserve.sessionTabSoldOut') : !selectable ? options.t('reserve.sessionTabNotAvailable') : null
  const shownPrice = price ?? minPrice
  const priceLabel =
    shownPrice === null
      ? null
      : [price === null ? pricePrefix : null, options.formatMoney(shownPrice)].filter(Boolean).join(' ')
  const fewLabel = badges.includes('few_tickets') ? options.t('reserve.fewTicketsLeft', { count: available }) : null
  const tooltip = [statusLabel, fewLabel, ...labels, ...annotations].filter(Boolean).join('. ')
  const ariaLabel = [options.formatDate(day.date), statusLabel ?? priceLabel, fewLabel, ...labels, ...annotations]
    .filter(Boolean)
    .join(', ')
  const className = ['foyer-day', `foyer-day--${status}`, selectable ? null : 'foyer-day--disabled']
    .filter(Boolean)
    .join(' ')

  return {
    date: day.date,
    status,
    enabled,
    selectable,
    price,
    minPrice,
    pricePrefix,
    availableCapacity: availableOrNull,
    badges,
    labels,
    annotations,
    tooltip,
    ariaLabel,
    className,
  }
}

// =============================================================================================
// Sessions and tabs (storefront §2 Session selection, §3 Event session; calls §9)
// =============================================================================================

/**
 * storefront §3 Event template config hide_sold_out_sessions: the sessions the picker lists, in
 * start order. Sold-out sessions are left out only when the event hides them.
 */
export function visibleSessions(sessions: readonly EventSession[], settings: ReserveEventSettings = {}): EventSession[] {
  const listed = settings.hide_sold_out_sessions ? sessions.filter((s) => !isSessionSoldOut(s)) : [...sessions]
  return listed.sort((a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime))
}

/**
 * storefront §3 Event session picker entries: start time (venue time), available capacity,
 * sold out, the few-tickets warning (below 10, calls §9), prices and session annotations.
 *
 * Prices (decision): `price` is the session's own price when the server sends one, else the
 * price_display primary price, else the minimum; `minPrice` / `maxPrice` are the session's when
 * sent, else the range of the ticket types' advertised prices (with outside fees only when
 * advertise_price_including_fees is set, calls §9 Fees); `priceIncrease` is how much the session's
 * minimum exceeds the types' minimum, or null when it does not.
 */
export function sessionEntries(
  sessions: readonly EventSession[],
  options: {
    timeZone: string
    settings?: ReserveEventSettings
    ticketTypes?: readonly TicketType[]
    rules?: readonly MessageRule[]
    selection?: RuleSelection
  },
): SessionEntry[] {
  const settings = options.settings ?? {}
  const types = options.ticketTypes ?? []
  const advertise = settings.advertise_price_including_fees === true
  const base = priceRange(types, advertise)
  const display = priceDisplay(types, settings).primary
  return visibleSessions(sessions, settings).map((session) => {
    const local = venueDateTime(session.start_datetime, options.timeZone)
    const available = availableCapacity(session)
    const soldOut = isSessionSoldOut(session)
    const ownMin = optionalCents(session.min_price)
    const minCents = ownMin ?? base.min
    const maxCents = optionalCents(session.max_price) ?? base.max
    const ownPrice = optionalCents(session.price)
    const price = ownPrice !== null ? centsToMoney(ownPrice) : (display?.amount ?? (minCents === null ? null : centsToMoney(minCents)))
    const increase = ownMin !== null && base.min !== null && ownMin > base.min ? centsToMoney(ownMin - base.min) : null
    return {
      id: idKey(session.id),
      startDatetime: session.start_datetime,
      startTime: local.time,
      availableCapacity: available,
      soldOut,
      fewTickets: !soldOut && isFewTickets(available),
      price,
      minPrice: minCents === null ? null : centsToMoney(minCents),
      maxPrice: maxCents === null ? null : centsToMoney(maxCents),
      priceIncrease: increase,
      annotations: matchMessageRules(options.rules ?? [], {
        date: local.date,
        sessionStart: session.start_datetime,
        timeZone: options.timeZone,
        ...(options.selection ? { selection: options.selection } : {}),
      }).sessionAnnotations,
    }
  })
}

/**
 * The two thresholds of a web.session_picker_tabs value (storefront §3 config; storefront §2
 * "a first and second threshold"), whichever shape it has (types.ts `SessionPickerTabsConfig`).
 */
export function sessionTabThresholds(config: SessionPickerTabsConfig | null | undefined): [string | null, string | null] {
  if (config === null || config === undefined) return [null, null]
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v).trim().padStart(typeof v === 'number' ? 4 : 0, '0'))
  if (typeof config === 'string') {
    const [first, second] = config.split(',')
    return [text(first), text(second)]
  }
  if (Array.isArray(config)) return [text(config[0]), text(config[1])]
  const object = config as { first?: string | null; second?: string | null }
  return [text(object.first), text(object.second)]
}

/**
 * storefront §2 Session selection: "tabs split by time boundaries (0000, a first and second
 * threshold, 2400). A tab is disabled with 'Not available' (no sessions) or 'Sold out' (all sold
 * out)." Sessions go to a tab by their start time in venue time (start inclusive, end exclusive).
 *
 * Tabs are built from all sessions, before hide_sold_out_sessions hides any, so a tab whose
 * sessions all sold out says 'Sold out' rather than 'Not available'. Decisions: without both
 * thresholds there are no tabs (an empty list: the picker shows one list); thresholds given in the
 * wrong order are sorted.
 */
export function sessionTabs(
  sessions: readonly EventSession[],
  config: SessionPickerTabsConfig | null | undefined,
  timeZone: string,
): SessionTab[] {
  const [firstValue, secondValue] = sessionTabThresholds(config)
  const first = clockMinutes(firstValue)
  const second = clockMinutes(secondValue)
  if (first === null || second === null) return []
  const bounds = [
    clockMinutes(SESSION_TABS_START) as number,
    Math.min(first, second),
    Math.max(first, second),
    clockMinutes(SESSION_TABS_END) as number,
  ]
  const tabs = [0, 1, 2].map((i) => ({ start: bounds[i] as number, end: bounds[i + 1] as number, sessions: [] as EventSession[] }))
  const ordered = [...sessions].sort((a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime))
  for (const session of ordered) {
    const minutes = clockMinutes(venueDateTime(session.start_datetime, timeZone).time) ?? 0
    const tab = tabs.find((t) => minutes >= t.start && minutes < t.end)
    tab?.sessions.push(session)
  }
  return tabs.map((tab) => ({
    start: hhmm(tab.start),
    end: hhmm(tab.end),
    sessionIds: tab.sessions.map((s) => idKey(s.id)),
    disabled: tab.sessions.length === 0 ? 'not_available' : tab.sessions.every(isSessionSoldOut) ? 'sold_out' : null,
  }))
}

/** The message of a disabled tab: 'Not available' or 'Sold out' (storefront §2). */
export function sessionTabLabelKey(tab: SessionTab): MessageKey | null {
  return tab.disabled === 'not_available' ? 'reserve.sessionTabNotAvailable' : tab.disabled === 'sold_out' ? 'reserve.sessionTabSoldOut' : null
}

/**
 * storefront §2 Session selection: the tab to open: the one holding the chosen session, else the
 * first tab that is not disabled, else the first (decision: the spec does not say which tab
 * opens). -1 when there are no tabs.
 */
export function initialSessionTab(tabs: readonly SessionTab[], sessionId?: Id | null): number {
  if (tabs.length === 0) return -1
  if (sessionId !== null && sessionId !== undefined) {
    const holding = tabs.findIndex((t) => t.sessionIds.includes(idKey(sessionId)))
    if (holding >= 0) return holding
  }
  const open = tabs.findIndex((t) => t.disabled === null)
  return open >= 0 ? open : 0
}

// =============================================================================================
// Ticket groups (storefront §5 Checkout list, §6 Member-only content; calls §9 Group limit)
// =============================================================================================

/** storefront §3: hidden_type public_member_only marks a members-only group. */
export function isMemberOnlyGroup(group: TicketGroup): boolean {
  return group.hidden_type === MEMBER_ONLY_HIDDEN_TYPE
}

/**
 * storefront §5: groups "not yet started or already ended (sales_start, sales_end)" are filtered
 * out. `now` is epoch milliseconds. A missing or unreadable bound is open.
 */
export function isInSalesWindow(group: TicketGroup, now: number): boolean {
  const start = group.sales_start ? Date.parse(group.sales_start) : Number.NaN
  const end = group.sales_end ? Date.parse(group.sales_end) : Number.NaN
  if (!Number.isNaN(start) && now < start) return false
  if (!Number.isNaN(end) && now > end) return false
  return true
}

function typesOfGroup(group: TicketGroup, ticketTypes: readonly TicketType[]): TicketType[] {
  const own = group.types ?? ticketTypes.filter((t) => idKey(t.ticket_group_id) === idKey(group.id))
  return own
    .filter((t) => t.available !== false)
    .sort((a, b) => (a._rank ?? Number.MAX_SAFE_INTEGER) - (b._rank ?? Number.MAX_SAFE_INTEGER))
}

/**
 * storefront §5: "Hidden member-only groups are shown only to members. Groups with no types are
 * dropped. Sold-out ticket groups and groups not yet started or already ended (sales_start,
 * sales_end) are filtered out." Types come from `group.types`, else from `ticketTypes` by
 * ticket_group_id, in `_rank` order.
 *
 * Decisions: a type or group flagged `available: false` is not offered either (a visitor cannot
 * buy it); per-type member allowances (storefront §6) belong to the membership rules, not here.
 */
export function offeredTicketGroups(
  groups: readonly TicketGroup[],
  options: { isMember: boolean; now: number; ticketTypes?: readonly TicketType[] },
): OfferedTicketGroup[] {
  const offered: OfferedTicketGroup[] = []
  for (const group of groups) {
    if (isMemberOnlyGroup(group) && !options.isMember) continue
    if (group.sold_out === true || group.available === false) continue
    if (!isInSalesWindow(group, options.now)) continue
    const types = typesOfGroup(group, options.ticketTypes ?? [])
    if (types.length === 0) continue
    offered.push({
      id: idKey(group.id),
      group,
      types,
      limit: groupLimit(group),
      minTicketsPerOrder: Math.max(0, group.min_tickets_per_order ?? 0),
      handler: group.handler ?? 'tickets',
      memberOnly: isMemberOnlyGroup(group),
    })
  }
  return offered
}

/**
 * Exactly-one-ticket mode (storefront §5 "Exactly-one-ticket mode disables decrement").
 * Decision: a group whose min and max tickets per order are both 1 is in this mode: the visitor
 * picks one type, like a radio choice, and cannot go back to none.
 */
export function isExactlyOneGroup(group: TicketGroup): boolean {
  return group.min_tickets_per_order === 1 && group.max_tickets_per_order === 1
}

/** storefront §3 Ticket type: flexible price when it has currency_amount_min and _max. */
export function isFlexiblePriceType(type: TicketType): boolean {
  return optionalCents(type.currency_amount_min) !== null && optionalCents(type.currency_amount_max) !== null
}

/** Selected tickets in a group (calls §9 Group limit counts the whole group). */
export function groupQuantity(group: OfferedTicketGroup, quantities: Quantities): number {
  return group.types.reduce((sum, t) => sum + (quantities[idKey(t.id)] ?? 0), 0)
}

/**
 * Removes quantities of types that are no longer offered (a group sold out or left its sales
 * window after a reload, calls §8 ticket_group_sold_out). Returns the same object when nothing
 * changes.
 */
export function pruneQuantities(quantities: Quantities, groups: readonly OfferedTicketGroup[]): Quantities {
  const offered = new Set(groups.flatMap((g) => g.types.map((t) => idKey(t.id))))
  const kept = Object.keys(quantities).filter((id) => offered.has(id))
  if (kept.length === Object.keys(quantities).length) return quantities
  return Object.fromEntries(kept.map((id) => [id, quantities[id] as number]))
}

/**
 * storefront §5 exactly-one-ticket mode: choosing a type selects one of it and none of the
 * group's other types.
 */
export function selectExactlyOne(quantities: Quantities, group: OfferedTicketGroup, ticketTypeId: Id): Quantities {
  const next: Record<string, number> = { ...quantities }
  for (const type of group.types) delete next[idKey(type.id)]
  next[idKey(ticketTypeId)] = 1
  return next
}

// =============================================================================================
// Quantities (storefront §5 Tickets and cart: Quantity)
// =============================================================================================

/** What a quantity stepper of one ticket type needs to know. */
export interface QuantityContext {
  /** This type's quantity. */
  quantity: number
  /** Tickets selected in the group's other types. */
  othersInGroup: number
  /** How many types the group offers. */
  typesInGroup: number
  /** The group's min_tickets_per_order (0 or missing: no minimum). */
  minTicketsPerOrder: number
  /** calls §9 Group limit (`Infinity` when none). */
  groupLimit: number
  /**
   * Places left for more tickets beyond the current selection (`Infinity` when unlimited);
   * negative when the selection is more than is left (the capacity went down since it was chosen).
   */
  capacityLeft: number
  /** @default 1 (storefront §5 "The default step is 1") */
  step?: number
  /** storefront §5 exactly-one-ticket mode. */
  exactlyOne?: boolean
}

/**
 * The smallest quantity above zero a type can have (storefront §5: "From zero it jumps to the
 * group minimum. When a group has one type, that is min_tickets_per_order.").
 * Decision for a group of several types: the minimum counts the group's other tickets, so the
 * first step fills what the group still lacks (min 2, another type has 1 → 1); never below 1.
 */
export function quantityMinimum(ctx: QuantityContext): number {
  const min = Math.max(1, ctx.minTicketsPerOrder)
  return ctx.typesInGroup <= 1 ? min : Math.max(1, min - ctx.othersInGroup)
}

/**
 * The largest quantity a type can have: 1000 per type (calls §9), the group limit less the
 * group's other tickets (calls §9 Group limit), the places left, and 1 in exactly-one mode.
 */
export function quantityMaximum(ctx: QuantityContext): number {
  const max = Math.min(
    ctx.exactlyOne ? 1 : MAX_QUANTITY_PER_TYPE,
    MAX_QUANTITY_PER_TYPE,
    ctx.groupLimit - ctx.othersInGroup,
    ctx.quantity + ctx.capacityLeft,
  )
  return Math.max(0, Math.floor(max))
}

/**
 * storefront §5: how much the + button adds: 0 "if no capacity is left" (or the next step would
 * pass a limit); from zero the jump to the minimum; otherwise the step.
 * @example nextIncrement({ quantity: 0, othersInGroup: 0, typesInGroup: 1, minTicketsPerOrder: 4, groupLimit: 10, capacityLeft: 50 }) // 4
 */
export function nextIncrement(ctx: QuantityContext): number {
  if (ctx.capacityLeft <= 0) return 0
  if (ctx.exactlyOne && ctx.quantity >= 1) return 0
  const step = ctx.step ?? DEFAULT_QUANTITY_STEP
  const minimum = quantityMinimum(ctx)
  const target = ctx.quantity <= 0 ? Math.max(minimum, step) : Math.max(minimum, ctx.quantity + step)
  return target <= quantityMaximum(ctx) ? target - Math.max(0, ctx.quantity) : 0
}

/** The quantity after the + button (storefront §5 Quantity, see `nextIncrement`). */
export function incrementQuantity(ctx: QuantityContext): number {
  return Math.max(0, ctx.quantity) + nextIncrement(ctx)
}

/** Whether the − button is enabled: not in exactly-one mode (storefront §5) and above zero. */
export function canDecrement(ctx: QuantityContext): boolean {
  return !ctx.exactlyOne && ctx.quantity > 0
}

/**
 * The quantity after the − button (storefront §5: "A decrement to zero happens from the minimum.
 * Exactly-one-ticket mode disables decrement."). A step that would land between zero and the
 * minimum lands on the minimum; a quantity above the maximum (the capacity went down) comes down
 * to it.
 */
export function decrementQuantity(ctx: QuantityContext): number {
  if (!canDecrement(ctx)) return Math.max(0, ctx.quantity)
  const minimum = quantityMinimum(ctx)
  if (ctx.quantity <= minimum) return 0
  const next = Math.min(ctx.quantity - (ctx.step ?? DEFAULT_QUANTITY_STEP), quantityMaximum(ctx))
  if (next >= minimum) return next
  return minimum <= quantityMaximum(ctx) ? minimum : 0
}

/**
 * storefront §5 Quantity: a typed quantity brought within the rules: a whole number, 0, or between the minimum and the
 * maximum (a value between zero and the minimum rises to the minimum; one above the maximum comes
 * down to it; nothing fits → 0).
 */
export function clampQuantity(ctx: QuantityContext, value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  const whole = Math.floor(value)
  if (whole <= 0) return 0
  const minimum = quantityMinimum(ctx)
  const maximum = quantityMaximum(ctx)
  if (minimum > maximum) return 0
  return Math.min(maximum, Math.max(minimum, whole))
}

/**
 * The quantity context of one type in an offered group: the group's other tickets, its limit and
 * the places left, counting the session's available capacity unless the group has
 * exclude_from_event_capacity (storefront §3 Ticket group).
 */
export function quantityContext(
  ticketTypeId: Id,
  options: {
    groups: readonly OfferedTicketGroup[]
    quantities: Quantities
    session?: EventSession | null
    step?: number
  },
): QuantityContext | null {
  const id = idKey(ticketTypeId)
  const group = options.groups.find((g) => g.types.some((t) => idKey(t.id) === id))
  if (!group) return null
  const quantity = options.quantities[id] ?? 0
  const inGroup = groupQuantity(group, options.quantities)
  const groupLeft = availableCapacity(group.group) - inGroup
  let sessionLeft = Number.POSITIVE_INFINITY
  if (options.session && group.group.exclude_from_event_capacity !== true) {
    const counted = options.groups
      .filter((g) => g.group.exclude_from_event_capacity !== true)
      .reduce((sum, g) => sum + groupQuantity(g, options.quantities), 0)
    sessionLeft = availableCapacity(options.session) - counted
  }
  return {
    quantity,
    othersInGroup: inGroup - quantity,
    typesInGroup: group.types.length,
    minTicketsPerOrder: group.minTicketsPerOrder,
    groupLimit: group.limit,
    // Not clamped at 0: a selection above what is left gives a maximum below it, so − brings it down.
    capacityLeft: Math.min(groupLeft, sessionLeft),
    ...(options.step !== undefined ? { step: options.step } : {}),
    exactlyOne: isExactlyOneGroup(group.group),
  }
}

// =============================================================================================
// Flexible price (storefront §5 Tickets and cart: Flexible price)
// =============================================================================================

/** Why a flexible price was refused. */
export type FlexiblePriceProblem = 'not_a_number' | 'too_many_decimals' | 'outside_min_max'

/** The result of checking a flexible price. */
export type FlexiblePriceCheck =
  | { valid: true; amount: Money }
  | { valid: false; problem: FlexiblePriceProblem; messageKey: MessageKey }

/**
 * storefront §5: "Flexible price: number, step 0.01, up to two decimals, between
 * currency_amount_min and max, else 'Value entered is outside min/max'." Bounds are inclusive.
 * Decision: the spec gives one sentence, so every refusal shows it; `problem` says which rule
 * failed for a template that wants to say more.
 * @example validateFlexiblePrice('12.5', { currency_amount_min: '5.00', currency_amount_max: '100.00' }) // { valid: true, amount: '12.50' }
 */
export function validateFlexiblePrice(
  input: string | number,
  bounds: Pick<TicketType, 'currency_amount_min' | 'currency_amount_max'>,
): FlexiblePriceCheck {
  const refuse = (problem: FlexiblePriceProblem): FlexiblePriceCheck => ({
    valid: false,
    problem,
    messageKey: 'reserve.flexiblePriceOutOfRange',
  })
  let cents: number
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse('not_a_number')
    cents = Math.round(input * 100)
    if (Math.abs(input * 100 - cents) > 1e-6) return refuse('too_many_decimals')
  } else {
    const text = input.trim()
    if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return refuse('not_a_number')
    // "up to two decimals": decimals past the second must be zeros (12.340 is 12.34).
    if (/[1-9]/.test((text.split('.')[1] ?? '').slice(2))) return refuse('too_many_decimals')
    cents = moneyToCents(text)
  }
  const min = optionalCents(bounds.currency_amount_min) ?? 0
  const max = optionalCents(bounds.currency_amount_max) ?? Number.POSITIVE_INFINITY
  if (cents < min || cents > max) return refuse('outside_min_max')
  return { valid: true, amount: centsToMoney(cents) }
}

// =============================================================================================
// Message rules (storefront §3 Message rule, §5 "Message rules")
// =============================================================================================

/** The selection message rules with a quantity trigger look at. */
export interface RuleSelection {
  quantities: Quantities
  /** The types the quantities refer to (for ticket type names and their group). */
  ticketTypes: readonly TicketType[]
  /** The groups (for ticket group names). */
  ticketGroups?: readonly TicketGroup[]
}

/** What a message rule can match against. */
export interface RuleContext {
  /** The day (a calendar day, or the chosen date). */
  date?: CalendarDate | null
  /** The session start (ISO 8601), for time_of_day. */
  sessionStart?: string | null
  /** The venue time zone, needed with `sessionStart`. */
  timeZone?: string
  selection?: RuleSelection
}

/** The texts the matching rules produce (storefront §3 Message rule actions). */
export interface RuleMessages {
  dateAnnotations: string[]
  dateMessages: string[]
  sessionAnnotations: string[]
  sessionMessages: string[]
  quantityMessages: string[]
}

function dateBound(value: string | null | undefined): string | null {
  if (!value || value === '..') return null
  return value.slice(0, 10)
}

function weekdayNumber(value: string | number): number | null {
  if (typeof value === 'number') return value === 0 ? 7 : value >= 1 && value <= 7 ? value : null
  const index = WEEKDAYS.indexOf(value.trim().toLowerCase().slice(0, 3) as (typeof WEEKDAYS)[number])
  if (index >= 0) return index + 1
  const n = Number(value)
  return Number.isInteger(n) ? weekdayNumber(n) : null
}

/**
 * storefront §3 Message rule: the date parts of a date-or-session trigger (dateInterval or
 * date_range, weekdays) against a day; both ends are inclusive. Decision: `dateInterval` is an ISO 8601 interval of dates
 * `start/end`, either end `..` (or empty) for open; weekdays are names or ISO numbers.
 */
export function matchesTriggerDate(trigger: DateOrSessionTrigger, date: CalendarDate): boolean {
  const day = date.slice(0, 10)
  const ranges: { start: string | null; end: string | null }[] = []
  if (trigger.dateInterval) {
    const [start, end] = trigger.dateInterval.split('/')
    ranges.push({ start: dateBound(start), end: dateBound(end) })
  }
  if (trigger.date_range) ranges.push({ start: dateBound(trigger.date_range.start), end: dateBound(trigger.date_range.end) })
  for (const range of ranges) {
    if (range.start !== null && day < range.start) return false
    if (range.end !== null && day > range.end) return false
  }
  if (trigger.weekdays && trigger.weekdays.length > 0) {
    const wanted = trigger.weekdays.map(weekdayNumber)
    if (!wanted.includes(weekdayOfDate(day))) return false
  }
  return true
}

function hasDateParts(trigger: DateOrSessionTrigger): boolean {
  return Boolean(trigger.dateInterval || trigger.date_range || (trigger.weekdays && trigger.weekdays.length > 0))
}

/**
 * storefront §3 Message rule: the time_of_day part against a session's venue start time `HH:MM`: start inclusive, end
 * exclusive; an end before the start wraps past midnight (decision).
 */
export function matchesTriggerTime(trigger: DateOrSessionTrigger, time: string): boolean {
  const range = trigger.time_of_day
  if (!range) return true
  const at = clockMinutes(time)
  const start = clockMinutes(range.start) ?? 0
  const end = clockMinutes(range.end) ?? 24 * 60
  if (at === null) return false
  return start <= end ? at >= start && at < end : at >= start || at < end
}

/**
 * The quantity trigger against the selection (storefront §5: "quantity rules need their min and
 * max bounds satisfied"). The counted tickets are those of the listed groups or types (by id or
 * name; a ticket counts when it matches any list); with no list, every ticket counts.
 * Decision: a missing min means 1, so a quantity rule speaks only once a counted ticket is chosen.
 */
export function matchesQuantityTrigger(trigger: QuantityTrigger, selection: RuleSelection | undefined): boolean {
  const groupIds = new Set((trigger.ticket_group_ids ?? []).map(idKey))
  const groupNames = new Set(trigger.ticket_group_names ?? [])
  const typeIds = new Set((trigger.ticket_type_ids ?? []).map(idKey))
  const typeNames = new Set(trigger.ticket_type_names ?? [])
  const filtered = groupIds.size + groupNames.size + typeIds.size + typeNames.size > 0
  const groupsById = new Map((selection?.ticketGroups ?? []).map((g) => [idKey(g.id), g]))
  let count = 0
  for (const type of selection?.ticketTypes ?? []) {
    const quantity = selection?.quantities[idKey(type.id)] ?? 0
    if (quantity <= 0) continue
    const groupId = idKey(type.ticket_group_id)
    const counted =
      !filtered ||
      typeIds.has(idKey(type.id)) ||
      typeNames.has(type.name) ||
      groupIds.has(groupId) ||
      groupNames.has(groupsById.get(groupId)?.name ?? '\u0000')
    if (counted) count += quantity
  }
  const min = trigger.min ?? 1
  const max = trigger.max ?? Number.POSITIVE_INFINITY
  return count >= min && count <= max
}

/** The messages of a rule's actions by type (several actions of one type are all shown). */
function ruleActions(rule: MessageRule): Partial<Record<MessageRuleActionType, string[]>> {
  const byType: Partial<Record<MessageRuleActionType, string[]>> = {}
  for (const action of rule.actions ?? []) {
    if (!action.message) continue
    const type = action.type as MessageRuleActionType
    ;(byType[type] ??= []).push(action.message)
  }
  return byType
}

/**
 * storefront §3 Message rule, §5 "Visibility is driven by rules matching the chosen date,
 * session time or ticket quantities". Every trigger a rule has must match (a rule with no
 * trigger always matches):
 * - date_annotation / date_message need the date parts and the quantity trigger (time_of_day is
 *   about sessions, so it is not looked at for a day);
 * - session_annotation / session_message need a session and all triggers, time_of_day included;
 * - quantity_message needs the quantity trigger (when it has one), and the date-or-session
 *   trigger against what is chosen so far (date parts need a date; time_of_day is checked once a
 *   session is chosen).
 */
export function matchMessageRules(rules: readonly MessageRule[], context: RuleContext): RuleMessages {
  const out: RuleMessages = {
    dateAnnotations: [],
    dateMessages: [],
    sessionAnnotations: [],
    sessionMessages: [],
    quantityMessages: [],
  }
  const session =
    context.sessionStart && context.timeZone ? venueDateTime(context.sessionStart, context.timeZone) : null
  const date = context.date ?? session?.date ?? null
  for (const rule of rules) {
    const trigger = rule.trigger?.dateOrSession ?? null
    const quantity = rule.trigger?.quantity ?? null
    const actions = ruleActions(rule)
    const quantityOk = quantity === null || matchesQuantityTrigger(quantity, context.selection)
    if (!quantityOk) continue
    const dateOk = trigger === null || !hasDateParts(trigger) || (date !== null && matchesTriggerDate(trigger, date))
    if (!dateOk) continue
    const timeOk = trigger === null || !trigger.time_of_day || (session !== null && matchesTriggerTime(trigger, session.time))
    if (date !== null) {
      out.dateAnnotations.push(...(actions.date_annotation ?? []))
      out.dateMessages.push(...(actions.date_message ?? []))
    }
    if (session !== null && timeOk) {
      out.sessionAnnotations.push(...(actions.session_annotation ?? []))
      out.sessionMessages.push(...(actions.session_message ?? []))
    }
    if (session === null || timeOk) out.quantityMessages.push(...(actions.quantity_message ?? []))
  }
  return out
}

// =============================================================================================
// Survey (storefront §3 Survey spec, §5 Survey)
// =============================================================================================

/** storefront §5 survey type mapping: enum → options, e-mail → email, date → date, integer → number, string → text. */
export type SurveyFieldType = 'options' | 'email' | 'date' | 'number' | 'text'

/** One survey question as a form shows it. */
export interface SurveyField {
  name: string
  type: SurveyFieldType
  label: string
  description: string | null
  required: boolean
  options: (string | number)[]
  minimum: number | null
  maximum: number | null
  /** Whole numbers only (JSON Schema `integer`). */
  integer: boolean
}

/**
 * storefront §5 survey type mapping: "enum to options, e-mail format to e-mail, date format to
 * date, integer to number, string to text". Decision: `number` also maps to number; anything else
 * is text.
 */
export function surveyFieldType(property: SurveyProperty): SurveyFieldType {
  if (property.enum && property.enum.length > 0) return 'options'
  if (property.format === 'email') return 'email'
  if (property.format === 'date') return 'date'
  if (property.type === 'integer' || property.type === 'number') return 'number'
  return 'text'
}

/**
 * The questions of an additional_info_spec, in propertyOrder (then spec order), with the required
 * list, minimum and maximum (storefront §5 Survey). The label is the title, else the name.
 */
export function surveyFields(spec: SurveySpec | null | undefined): SurveyField[] {
  const properties = spec?.properties ?? {}
  const required = new Set(spec?.required ?? [])
  return Object.keys(properties)
    .map((name, index) => ({ name, index, property: properties[name] as SurveyProperty }))
    .sort(
      (a, b) =>
        (a.property.propertyOrder ?? Number.MAX_SAFE_INTEGER) - (b.property.propertyOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ name, property }) => ({
      name,
      type: surveyFieldType(property),
      label: property.title || name,
      description: property.description ?? null,
      required: required.has(name),
      options: (property.enum ?? []).filter((o): o is string | number => typeof o === 'string' || typeof o === 'number'),
      minimum: property.minimum ?? null,
      maximum: property.maximum ?? null,
      integer: property.type === 'integer',
    }))
}

function isEmptyAnswer(value: SurveyAnswerValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * The answers to send (storefront §5: "empty answers are dropped and number answers are
 * converted to numbers"). Text is trimmed; a number answer that is not a number is kept as typed
 * so `validateSurvey` can report it. Answers to questions the spec does not have are dropped.
 */
export function surveyAnswers(
  spec: SurveySpec | null | undefined,
  raw: Readonly<Record<string, SurveyAnswerValue>>,
): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {}
  for (const field of surveyFields(spec)) {
    const value = raw[field.name]
    if (isEmptyAnswer(value)) continue
    if (field.type === 'number' && typeof value === 'string') {
      const n = Number(value.trim())
      answers[field.name] = Number.isFinite(n) ? n : value.trim()
    } else if (field.type === 'options' && typeof value === 'string') {
      const option = field.options.find((o) => String(o) === value)
      answers[field.name] = option ?? value
    } else {
      answers[field.name] = typeof value === 'string' ? value.trim() : (value as number | boolean)
    }
  }
  return answers
}

/** Why a survey answer is refused. */
export type SurveyProblemCode =
  | 'required'
  | 'not_a_number'
  | 'not_an_integer'
  | 'below_minimum'
  | 'above_maximum'
  | 'not_an_option'
  | 'not_an_email'
  | 'not_a_date'

/** One refused answer. */
export interface SurveyProblem {
  name: string
  problem: SurveyProblemCode
}

/**
 * A plain e-mail check, something@something.something with no spaces, for survey e-mail answers
 * and admit e-mails (storefront §5).
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

/**
 * storefront §5 Survey: "It honours the required list, minimum and maximum." Also checks what the
 * mapped input type would (number, whole number, option, e-mail, date), since native validity is
 * checked on every input. Minimum and maximum bound number answers (JSON Schema meaning).
 */
export function validateSurvey(
  spec: SurveySpec | null | undefined,
  raw: Readonly<Record<string, SurveyAnswerValue>>,
): SurveyProblem[] {
  const problems: SurveyProblem[] = []
  const answers = surveyAnswers(spec, raw)
  for (const field of surveyFields(spec)) {
    const value = answers[field.name]
    const add = (problem: SurveyProblemCode) => problems.push({ name: field.name, problem })
    if (value === undefined) {
      if (field.required) add('required')
      continue
    }
    if (field.type === 'number') {
      if (typeof value !== 'number') add('not_a_number')
      else if (field.integer && !Number.isInteger(value)) add('not_an_integer')
      else if (field.minimum !== null && value < field.minimum) add('below_minimum')
      else if (field.maximum !== null && value > field.maximum) add('above_maximum')
    } else if (field.type === 'options') {
      if (!field.options.some((o) => o === value)) add('not_an_option')
    } else if (field.type === 'email') {
      if (!isEmailAddress(String(value))) add('not_an_email')
    } else if (field.type === 'date') {
      if (!isCalendarDate(String(value))) add('not_a_date')
    }
  }
  return problems
}

/**
 * The survey answers to send with the reserve, keyed by ticket_group_id (storefront §3 Survey
 * spec): only groups with a survey and at least one answer.
 */
export function surveyPayload(
  groups: readonly OfferedTicketGroup[],
  survey: ReserveState['survey'],
): Record<string, Record<string, string | number | boolean>> {
  const payload: Record<string, Record<string, string | number | boolean>> = {}
  for (const group of groups) {
    const spec = group.group.additional_info_spec
    if (!spec) continue
    const answers = surveyAnswers(spec, survey[group.id] ?? {})
    if (Object.keys(answers).length > 0) payload[group.id] = answers
  }
  return payload
}

// =============================================================================================
// Admit names and e-mails (storefront §3 Ticket group meta, §5 Admit details)
// =============================================================================================

/** How a form shows one admit field. */
export type AdmitFieldMode = 'required' | 'optional' | 'hidden'

/** How the admit fields of a group are shown. */
export interface AdmitFieldRules {
  /** First and last name. */
  name: AdmitFieldMode
  email: AdmitFieldMode
  /** storefront §5: read-only for a member with existing values when prevent_membership_updates is true. */
  readOnly: boolean
}

function settingMode(setting: AdmitSetting | null | undefined): AdmitFieldMode {
  return setting === 'required' ? 'required' : setting === 'optional' ? 'optional' : 'hidden'
}

/**
 * storefront §5 Admit details: "Admit name is required when the group's admit_names is required.
 * Admit e-mail is required only when both the field and admit_emails are required, and is hidden
 * when 'no' or disabled. Fields are read-only when a member has existing values and the
 * prevent_membership_updates setting is true." calls §5: "e-mail required when emailRequired is
 * yes, hidden when no".
 *
 * Decisions: a missing admit_names / admit_emails is disabled (hidden); the field's
 * `emailRequired` defaults to `yes`, so the group's setting decides.
 */
export function admitFieldRules(
  group: TicketGroup,
  options: {
    emailRequired?: 'yes' | 'no' | 'optional'
    isMember?: boolean
    hasExistingValues?: boolean
    preventMembershipUpdates?: boolean
  } = {},
): AdmitFieldRules {
  const emailSetting = settingMode(group.meta?.admit_emails)
  const field = options.emailRequired ?? 'yes'
  const email: AdmitFieldMode =
    field === 'no' || emailSetting === 'hidden'
      ? 'hidden'
      : field === 'yes' && emailSetting === 'required'
        ? 'required'
        : 'optional'
  return {
    name: settingMode(group.meta?.admit_names),
    email,
    readOnly: Boolean(options.isMember && options.hasExistingValues && options.preventMembershipUpdates),
  }
}

/** One refused admit field. */
export interface AdmitProblem {
  field: 'first' | 'last' | 'email'
  problem: 'required' | 'not_an_email'
}

/**
 * storefront §5: "Admit first and last name are required" when the name is required. Decision:
 * an optional name may be left empty, but a half-filled one needs both parts (a first name alone
 * is not a name to print on a ticket). An e-mail, when given, must look like one.
 */
export function validateAdmitDetails(details: Partial<AdmitDetails>, rules: AdmitFieldRules): AdmitProblem[] {
  const problems: AdmitProblem[] = []
  const first = (details.first ?? '').trim()
  const last = (details.last ?? '').trim()
  const email = (details.email ?? '').trim()
  if (rules.name !== 'hidden') {
    const needed = rules.name === 'required' || first !== '' || last !== ''
    if (needed && first === '') problems.push({ field: 'first', problem: 'required' })
    if (needed && last === '') problems.push({ field: 'last', problem: 'required' })
  }
  if (rules.email !== 'hidden') {
    if (email === '') {
      if (rules.email === 'required') problems.push({ field: 'email', problem: 'required' })
    } else if (!isEmailAddress(email)) problems.push({ field: 'email', problem: 'not_an_email' })
  }
  return problems
}

// =============================================================================================
// Required selections and submit (storefront §5 Tickets and cart)
// =============================================================================================

/**
 * storefront §3 Ticket group handlers that are an admission, for 'Please select an admission type
 * to continue.' (storefront §5; decision: what a visitor enters the event with).
 */
export const ADMISSION_HANDLERS: readonly string[] = ['tickets', 'seated', 'passes', 'membership', 'codes']

/** What `reserveProblem` needs besides the state. */
export interface ReserveCheckOptions {
  groups: readonly OfferedTicketGroup[]
  /** Seated groups whose seats are confirmed (storefront §5: prompted to click 'Find seats'). */
  seatsConfirmed?: (ticketGroupId: string) => boolean
  /** False for an event without dates or sessions. @default true */
  needsSession?: boolean
}

/** The first thing the visitor still has to do, and the message for it. */
export interface ReserveProblem {
  problem:
    | 'find_available_tickets'
    | 'date'
    | 'session'
    | 'ticket'
    | 'donation'
    | 'gift_card'
    | 'admission_type'
    | 'too_many_ticket_types'
    | 'flexible_price'
    | 'seats'
  messageKey: MessageKey
  /** The ticket type or group concerned, when there is one. */
  id?: string
}

/**
 * storefront §5 "Required selections": the first one missing, with its message, in the order the
 * page asks for them (quantity-first: quantities and 'Find available tickets', then date and
 * session; date-first: date, session, then tickets). Null when the selection can be submitted.
 *
 * Decisions (the spec lists the messages, not when each applies):
 * - no ticket selected: 'Please select a donation to continue.' when every offered group is a
 *   donation group, 'Please select a gift card to continue.' when every one is a gift-card
 *   (ledger) group, 'Please select an admission type to continue.' when an offered group is in
 *   exactly-one mode (a choice of admission type), else 'Please select at least one ticket to
 *   continue.';
 * - tickets only in donation or gift-card groups while admission groups are offered: 'Please
 *   select an admission type to continue.' (a donation goes with a visit, not instead of it);
 * - a flexible price outside its bounds: 'Value entered is outside min/max';
 * - a seated group with tickets but no confirmed seats: the 'Find seats' prompt.
 */
export function reserveProblem(state: ReserveState, options: ReserveCheckOptions): ReserveProblem | null {
  const count = ticketCount(state.quantities)
  const needsSession = options.needsSession ?? true
  const ticketProblem = (): ReserveProblem | null => {
    const groups = options.groups
    const selectedIn = (g: OfferedTicketGroup) => groupQuantity(g, state.quantities) > 0
    if (count === 0) {
      if (groups.length > 0 && groups.every((g) => g.handler === 'donation')) {
        return { problem: 'donation', messageKey: 'reserve.selectDonation' }
      }
      if (groups.length > 0 && groups.every((g) => g.handler === 'ledger')) {
        return { problem: 'gift_card', messageKey: 'reserve.selectGiftCard' }
      }
      if (groups.some((g) => isExactlyOneGroup(g.group))) {
        return { problem: 'admission_type', messageKey: 'reserve.selectAdmissionType' }
      }
      return { problem: 'ticket', messageKey: 'reserve.selectTicket' }
    }
    const admission = groups.filter((g) => ADMISSION_HANDLERS.includes(g.handler))
    if (admission.length > 0 && !admission.some(selectedIn)) {
      return { problem: 'admission_type', messageKey: 'reserve.selectAdmissionType' }
    }
    const tooMany = calendarTicketTypesProblem(state.quantities)
    if (tooMany) return { problem: 'too_many_ticket_types', messageKey: tooMany }
    return null
  }
  const detailProblem = (): ReserveProblem | null => {
    for (const group of options.groups) {
      for (const type of group.types) {
        const id = idKey(type.id)
        if ((state.quantities[id] ?? 0) <= 0 || !isFlexiblePriceType(type)) continue
        const check = validateFlexiblePrice(state.prices[id] ?? '', type)
        if (!check.valid) return { problem: 'flexible_price', messageKey: check.messageKey, id }
      }
    }
    for (const group of options.groups) {
      if (group.handler !== 'seated' || groupQuantity(group, state.quantities) === 0) continue
      if (!(options.seatsConfirmed?.(group.id) ?? false)) return { problem: 'seats', messageKey: 'seats.findSeats', id: group.id }
    }
    return null
  }
  const dateProblem = (): ReserveProblem | null => {
    if (!needsSession || state.flexible) return null
    if (state.date === null) return { problem: 'date', messageKey: 'reserve.selectDate' }
    if (state.sessionId === null) return { problem: 'session', messageKey: 'reserve.selectSession' }
    return null
  }
  if (state.flow === 'quantity_first') {
    const tickets = ticketProblem()
    if (tickets) return tickets
    if (state.step === 'quantities') return { problem: 'find_available_tickets', messageKey: 'reserve.clickFindAvailableTickets' }
    return dateProblem() ?? detailProblem()
  }
  return dateProblem() ?? ticketProblem() ?? detailProblem()
}

/**
 * storefront §5: "The submit button is enabled only when not submitting, at least one ticket is
 * selected, a session or flexible is chosen and seat selection is complete."
 */
export function isSubmitEnabled(
  state: Pick<ReserveState, 'status' | 'quantities' | 'sessionId' | 'flexible'>,
  options: { seatSelectionComplete: boolean },
): boolean {
  return (
    state.status !== 'submitting' &&
    ticketCount(state.quantities) > 0 &&
    (state.sessionId !== null || state.flexible) &&
    options.seatSelectionComplete
  )
}

/**
 * One ticket line of the reserve call (calls §7 cart modify `add`: event_session_id,
 * ticket_type_id, admit_name, admit_email, face_value; openapi `ReserveTicket` with its quantity).
 */
export interface ReserveAddTicket {
  event_session_id: string | null
  ticket_type_id: string
  quantity: number
  admit_name?: string
  admit_email?: string
  face_value?: Money
  /** The seat this ticket takes (seated groups; contract `seat_id`, storefront §4 Seats). */
  seat_id?: string
}

/** A confirmed seat for one ticket of a type (the seat picker's assignments, storefront §5 seats match quantities). */
export interface ReserveSeat {
  seatId: string
  ticketTypeId: string
}

/**
 * The tickets to add to the cart (calls §7 cart modify `add` list): one line per ticket, with the
 * admit name ("first last") and e-mail entered for it, and the face value of a flexible price
 * (storefront §5). Flexible admission has no session (null). Lines follow the offered groups'
 * order; consecutive tickets of a type with nothing of their own (no name, no e-mail) share one
 * line with a quantity.
 */
export function reserveAddTickets(
  state: ReserveState,
  groups: readonly OfferedTicketGroup[],
  seats: readonly ReserveSeat[] = [],
): ReserveAddTicket[] {
  const tickets: ReserveAddTicket[] = []
  for (const group of groups) {
    for (const type of group.types) {
      const id = idKey(type.id)
      // Seated tickets take one confirmed seat each, in the picker's order (one line per seat).
      const typeSeats = seats.filter((seat) => seat.ticketTypeId === id)
      const quantity = state.quantities[id] ?? 0
      const price = isFlexiblePriceType(type) ? validateFlexiblePrice(state.prices[id] ?? '', type) : null
      for (let i = 0; i < quantity; i++) {
        const admit = state.admits[id]?.[i]
        const ticket: ReserveAddTicket = {
          event_session_id: state.flexible ? null : state.sessionId,
          ticket_type_id: id,
          quantity: 1,
        }
        const name = `${admit?.first.trim() ?? ''} ${admit?.last.trim() ?? ''}`.trim()
        if (name) ticket.admit_name = name
        if (admit?.email.trim()) ticket.admit_email = admit.email.trim()
        if (price?.valid) ticket.face_value = price.amount
        const seat = typeSeats[i]
        if (seat) ticket.seat_id = seat.seatId
        const last = tickets[tickets.length - 1]
        if (last && !seat && !last.seat_id && !ticket.admit_name && !ticket.admit_email && !last.admit_name && !last.admit_email && last.ticket_type_id === id) {
          last.quantity += 1
        } else tickets.push(ticket)
      }
    }
  }
  return tickets
}

/**
 * The `reserve` part of the cart modify payload (openapi `CartModify.reserve`, calls §7): the
 * ticket lines and the survey answers keyed by ticket_group_id (storefront §3 Survey spec).
 * Survey answers are left out when there are none.
 */
export function reservePayload(
  state: ReserveState,
  groups: readonly OfferedTicketGroup[],
  seats: readonly ReserveSeat[] = [],
): { tickets: ReserveAddTicket[]; additional_info?: Record<string, Record<string, string | number | boolean>> } {
  const additionalInfo = surveyPayload(groups, state.survey)
  return {
    tickets: reserveAddTickets(state, groups, seats),
    ...(Object.keys(additionalInfo).length > 0 ? { additional_info: additionalInfo } : {}),
  }
}

// =============================================================================================
// Reserve page query parameters (storefront §2 "Reserve page query parameters", §5 Reserve query)
// =============================================================================================

/** storefront §2: session is a session id, 'today' or 'next'. */
export type ReserveQuerySession = { kind: 'id'; id: string } | { kind: 'today' } | { kind: 'next' }

/** storefront §2: reserve is warn, strict, or a truthy value meaning true; default false. */
export type ReserveQueryMode = boolean | 'warn' | 'strict'

/** The reserve page query (storefront §2 and the event route's tg, select, price). */
export interface ReserveQuery {
  session: ReserveQuerySession | null
  date: CalendarDate | null
  reserve: ReserveQueryMode
  /** storefront §2: "comma-separated ticketTypeIdOrName:count pairs". */
  quantities: { ticketType: string; count: number }[]
  /** Ticket group ids. */
  tg: string[]
  /** Preselected ticket type. */
  select: string | null
  /** Flexible amount. */
  price: string | null
}

/** A problem with the reserve query (storefront §5 Reserve query). */
export interface ReserveQueryProblem {
  problem: 'session_and_date' | 'date_unavailable' | 'session_unavailable' | 'session_not_found' | 'ticket_types_not_found'
  messageKey: MessageKey
  /** What was not found (ticket types). */
  values?: string[]
}

const FALSY_QUERY_VALUES = new Set(['', '0', 'false', 'no', 'off', 'null', 'undefined'])

/** True for a `YYYY-MM-DD` that is a real date (storefront §2 date query; openapi/README.md calendar dates). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

/**
 * Reads the reserve page query (storefront §2): session (id, 'today', 'next'), date, reserve
 * (warn, strict, truthy → true, default false), quantity pairs, tg, select, price.
 *
 * "session and date together is an error": the problem 'The session and date query parameters can
 * not be used together.' is returned and both are dropped (decision: neither wins, the visitor
 * chooses). Decisions: a date that is not a real `YYYY-MM-DD` is an unavailable date; quantity
 * pairs split at the last ':' and need a whole count ≥ 1 (capped at 1000, calls §9), others are
 * skipped; the same type twice keeps the last count; reserve values '', 0, false, no, off are
 * false; price is kept only when it is a number.
 */
export function parseReserveQuery(search: string | URLSearchParams): { query: ReserveQuery; problems: ReserveQueryProblem[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const problems: ReserveQueryProblem[] = []

  const sessionValue = params.get('session')?.trim() || null
  let session: ReserveQuerySession | null =
    sessionValue === null
      ? null
      : sessionValue === 'today' || sessionValue === 'next'
        ? { kind: sessionValue }
        : { kind: 'id', id: sessionValue }
  const dateValue = params.get('date')?.trim() || null
  let date: CalendarDate | null = dateValue
  if (session !== null && date !== null) {
    problems.push({ problem: 'session_and_date', messageKey: 'reserve.sessionAndDateQuery' })
    session = null
    date = null
  } else if (date !== null && !isCalendarDate(date)) {
    problems.push({ problem: 'date_unavailable', messageKey: 'reserve.dateUnavailable' })
    date = null
  }

  const reserveValue = params.get('reserve')
  const reserveText = reserveValue?.trim().toLowerCase() ?? ''
  const reserve: ReserveQueryMode =
    reserveValue === null
      ? false
      : reserveText === 'warn' || reserveText === 'strict'
        ? reserveText
        : !FALSY_QUERY_VALUES.has(reserveText)

  const counts = new Map<string, number>()
  for (const pair of listValues(params, 'quantity')) {
    const colon = pair.lastIndexOf(':')
    if (colon <= 0) continue
    const ticketType = pair.slice(0, colon).trim()
    const countText = pair.slice(colon + 1).trim()
    if (!/^\d+$/.test(countText) || ticketType === '') continue
    const count = Math.min(MAX_QUANTITY_PER_TYPE, Number(countText))
    if (count < 1) continue
    counts.delete(ticketType)
    counts.set(ticketType, count)
  }

  const priceValue = params.get('price')?.trim() || null
  const price = priceValue !== null && /^(\d+\.?\d*|\.\d+)$/.test(priceValue) ? priceValue : null

  return {
    query: {
      session,
      date,
      reserve,
      quantities: [...counts].map(([ticketType, count]) => ({ ticketType, count })),
      tg: [...new Set(listValues(params, 'tg'))],
      select: params.get('select')?.trim() || null,
      price,
    },
    problems,
  }
}

/**
 * storefront §2 Reserve page query parameters: a reserve query written back as a query string
 * (the inverse of `parseReserveQuery`, for links).
 */
export function serializeReserveQuery(query: Partial<ReserveQuery>): string {
  const params = new URLSearchParams()
  if (query.session) params.set('session', query.session.kind === 'id' ? query.session.id : query.session.kind)
  if (query.date) params.set('date', query.date)
  if (query.reserve === true) params.set('reserve', 'true')
  else if (query.reserve === 'warn' || query.reserve === 'strict') params.set('reserve', query.reserve)
  if (query.quantities && query.quantities.length > 0) {
    params.set('quantity', query.quantities.map((q) => `${q.ticketType}:${q.count}`).join(','))
  }
  if (query.tg && query.tg.length > 0) params.set('tg', query.tg.join(','))
  if (query.select) params.set('select', query.select)
  if (query.price) params.set('price', query.price)
  return params.toString()
}

/**
 * The session the query names (storefront §2: a session id, 'today' or 'next'). `now` is epoch
 * milliseconds.
 *
 * Decisions: 'next' is the earliest session not sold out that starts at or after now; 'today' is
 * the earliest session not sold out on today's venue date that has not ended (or not started, when
 * it has no end). An id not among the sessions is 'session not found'; a sold-out one, or no
 * session for 'today' / 'next', is 'session unavailable'.
 */
export function resolveQuerySession(
  session: ReserveQuerySession,
  sessions: readonly EventSession[],
  options: { now: number; timeZone: string },
): { sessionId: string; date: CalendarDate } | { problem: ReserveQueryProblem } {
  const unavailable = { problem: { problem: 'session_unavailable', messageKey: 'reserve.sessionUnavailable' } } as const
  const found = (s: EventSession) => ({ sessionId: idKey(s.id), date: venueDateTime(s.start_datetime, options.timeZone).date })
  if (session.kind === 'id') {
    const match = sessions.find((s) => idKey(s.id) === session.id)
    if (!match) return { problem: { problem: 'session_not_found', messageKey: 'reserve.sessionNotFound' } }
    return isSessionSoldOut(match) ? unavailable : found(match)
  }
  const today = venueDateTime(options.now, options.timeZone).date
  const candidates = visibleSessions(sessions.filter((s) => !isSessionSoldOut(s))).filter((s) => {
    const start = Date.parse(s.start_datetime)
    if (session.kind === 'next') return start >= options.now
    const end = s.end_datetime ? Date.parse(s.end_datetime) : start
    return venueDateTime(s.start_datetime, options.timeZone).date === today && end >= options.now
  })
  const first = candidates[0]
  return first ? found(first) : unavailable
}

/**
 * The date the query names, when the calendar offers it (storefront §5: "Messages for an
 * unavailable date … come from translations").
 */
export function resolveQueryDate(
  date: CalendarDate,
  days: readonly CalendarDay[],
): { date: CalendarDate } | { problem: ReserveQueryProblem } {
  const day = days.find((d) => d.date === date)
  return day && isCalendarDaySelectable(day)
    ? { date }
    : { problem: { problem: 'date_unavailable', messageKey: 'reserve.dateUnavailable' } }
}

/**
 * The quantities the query names (storefront §2 "ticketTypeIdOrName:count"), matched to ticket
 * types by id, then by name (decision: names ignore case). Pairs with no such type are returned
 * in `problem` ('ticket types not found', storefront §5).
 */
export function resolveQueryQuantities(
  pairs: ReserveQuery['quantities'],
  types: readonly TicketType[],
): { quantities: Record<string, number>; problem: ReserveQueryProblem | null } {
  const quantities: Record<string, number> = {}
  const missing: string[] = []
  for (const pair of pairs) {
    const lower = pair.ticketType.toLowerCase()
    const type =
      types.find((t) => idKey(t.id) === pair.ticketType) ?? types.find((t) => t.name.toLowerCase() === lower)
    if (type) quantities[idKey(type.id)] = pair.count
    else missing.push(pair.ticketType)
  }
  return {
    quantities,
    problem:
      missing.length > 0
        ? { problem: 'ticket_types_not_found', messageKey: 'reserve.ticketTypesNotFound', values: missing }
        : null,
  }
}

// =============================================================================================
// Reserve errors (calls §8 Reserve and promo)
// =============================================================================================

/** What the visitor must change after a reserve error. */
export type ReserveChange =
  | 'reduceQuantities'
  | 'increaseQuantities'
  | 'chooseOtherTickets'
  | 'chooseSessionOrReduce'
  | 'chooseSession'
  | 'chooseDate'
  | 'chooseFewerTicketTypes'
  | 'enterCode'
  | 'retry'

/** What the reserve page does after a reserve error. */
export interface ReserveErrorOutcome {
  code: string
  /** One of calls §8's expected reserve codes (shown, not logged as a fault). */
  expected: boolean
  change: ReserveChange
  /**
   * The message: a catalogue key, or null to show the server's `_description` (calls §8 Generic:
   * client errors show their _description).
   */
  messageKey: MessageKey | null
  params?: Record<string, string>
  clear: ReserveClear[]
  reload: ReserveReload[]
}

/**
 * calls §8 Reserve and promo: what each expected reserve code asks of the visitor.
 * - max_tickets_per_order_exceeded, member_limit_exceeded, ticket_group_capacity_exceeded
 *   (context reserve): fewer tickets; the groups are reloaded for the new limits;
 * - min_tickets_per_order_not_met: more tickets;
 * - ticket_group_sold_out: other tickets; groups reloaded (the sold-out group is no longer
 *   offered, `pruneQuantities` drops its quantities);
 * - session_capacity_exceeded (context reserve): fewer tickets or another session; sessions and
 *   groups reloaded;
 * - event_session_sold_out: sessions are refreshed, then `sessionSoldOutOutcome` decides;
 * - validation_failed in event_calendar: 'You can only select up to 10 different types of tickets.';
 * - rule_blocks_reserve in checkout_rules: the code modal (the errors catalogue's `codeRequired`).
 * Anything else: show the message and let the visitor try again.
 * These errors show the server's description (messageKey null) except where calls §8 quotes one.
 */
export function reserveErrorOutcome(error: { code: string; context?: string | null }): ReserveErrorOutcome {
  const base = { code: error.code, expected: true, messageKey: null, clear: [], reload: [] }
  switch (error.code) {
    case 'max_tickets_per_order_exceeded':
    case 'member_limit_exceeded':
      return { ...base, change: 'reduceQuantities', reload: ['ticketGroups'] }
    case 'ticket_group_capacity_exceeded':
      if (error.context !== 'reserve') break
      return { ...base, change: 'reduceQuantities', reload: ['ticketGroups'] }
    case 'min_tickets_per_order_not_met':
      return { ...base, change: 'increaseQuantities' }
    case 'ticket_group_sold_out':
      return { ...base, change: 'chooseOtherTickets', reload: ['ticketGroups'] }
    case 'session_capacity_exceeded':
      if (error.context !== 'reserve') break
      return { ...base, change: 'chooseSessionOrReduce', reload: ['sessions', 'ticketGroups'] }
    case 'event_session_sold_out':
      return { ...base, change: 'chooseSession', reload: ['sessions'] }
    case 'validation_failed':
      if (error.context !== 'event_calendar') break
      return { ...base, change: 'chooseFewerTicketTypes', messageKey: 'reserve.tooManyTicketTypes' }
    case 'rule_blocks_reserve':
      if (error.context !== 'checkout_rules') break
      return { ...base, change: 'enterCode', messageKey: 'promo.codeRequired' }
  }
  return { ...base, expected: false, change: 'retry', messageKey: 'error.generic' }
}

/**
 * A reserve error as the reserve page shows it (calls §8 Reserve and promo): the server's code,
 * status and description, the message to show (a catalogue key with its params, or null to show
 * the server's description) and what the visitor must change.
 */
export interface ReserveErrorView {
  code: string
  status: number | null
  messageKey: MessageKey | null
  params: Readonly<Record<string, string>>
  description: string | null
  change: ReserveChange | null
  /** One of calls §8's expected reserve outcomes (shown, not logged as a fault). */
  expected: boolean
}

/** The view of a reserve error and the outcome `reserveErrorOutcome` / `sessionSoldOutOutcome` chose for it. */
export function reserveErrorView(
  error: { code: string; status?: number | null; description?: string | null },
  outcome: Pick<ReserveErrorOutcome, 'messageKey' | 'params' | 'expected'> & { change: ReserveChange | null },
): ReserveErrorView {
  return {
    code: error.code,
    status: error.status ?? null,
    messageKey: outcome.messageKey,
    params: outcome.params ?? {},
    description: error.description ?? null,
    change: outcome.change,
    expected: outcome.expected,
  }
}

/**
 * The text of a reserve error: the catalogue message with its params; the server's description
 * when the outcome says so (messageKey null); and for the generic message, the description of a
 * client error when there is one (calls §8 Generic: "Client errors 400 to 499 read the first item
 * of the response data and show its _description").
 * @example reserveErrorMessage(view, storefront.i18n.t)
 */
export function reserveErrorMessage(
  error: Pick<ReserveErrorView, 'messageKey' | 'params' | 'description' | 'status'>,
  t: (key: MessageKey, params?: Readonly<Record<string, string>>) => string,
): string {
  const clientError = error.status !== null && error.status >= 400 && error.status <= 499
  if (error.messageKey === null) return error.description ?? t('error.generic')
  if (error.messageKey === 'error.generic' && clientError && error.description) return error.description
  return t(error.messageKey, error.params)
}

/**
 * calls §8 event_session_sold_out, after the sessions were refreshed: "if another session has
 * capacity 'Tickets have sold out for the session at {time}. Please select another session and
 * try again.'; else the calendar reloads, 'Tickets have sold out for {date}. Please select another
 * date and try again.' and the date and session clear." Decision: the session is cleared in both
 * cases (it is sold out); "another session" means one of the refreshed sessions (the chosen
 * date's) other than the sold-out one that is not sold out.
 */
export function sessionSoldOutOutcome(
  soldOut: { sessionId: Id; startDatetime: string; date: CalendarDate },
  refreshedSessions: readonly EventSession[],
  format: { formatTime: (iso: string) => string; formatDate: (date: CalendarDate) => string },
): ReserveErrorOutcome {
  const another = refreshedSessions.some((s) => idKey(s.id) !== idKey(soldOut.sessionId) && !isSessionSoldOut(s))
  const base = { code: 'event_session_sold_out', expected: true }
  return another
    ? {
        ...base,
        change: 'chooseSession',
        messageKey: 'reserve.soldOutSession',
        params: { time: format.formatTime(soldOut.startDatetime) },
        clear: ['session'],
        reload: [],
      }
    : {
        ...base,
        change: 'chooseDate',
        messageKey: 'reserve.soldOutDate',
        params: { date: format.formatDate(soldOut.date) },
        clear: ['date', 'session'],
        reload: ['calendar'],
      }
}

// =============================================================================================
// Reserve flow reducer (storefront §4 Reserve flow)
// =============================================================================================

/** storefront §3 meta.reserve_flow: `quantity_first`, else date-first. */
export function reserveFlowOf(reserveFlow: string | null | undefined): ReserveFlow {
  return reserveFlow === QUANTITY_FIRST_FLOW ? 'quantity_first' : 'date_first'
}

/** storefront §4 Reserve flow: the first step, quantities for quantity-first, the date for date-first. */
export function firstStep(flow: ReserveFlow): ReserveStep {
  return flow === 'quantity_first' ? 'quantities' : 'date'
}

/**
 * The state of a reserve page that has just opened (storefront §4: date-first starts at the date,
 * quantity-first at the quantities).
 */
export function initialReserveState(flow: ReserveFlow = 'date_first', eventId: string | null = null): ReserveState {
  return {
    status: 'selecting',
    eventId,
    flow,
    step: firstStep(flow),
    date: null,
    flexible: false,
    sessionId: null,
    quantities: {},
    prices: {},
    survey: {},
    admits: {},
  }
}

function normalQuantity(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  return Math.min(MAX_QUANTITY_PER_TYPE, Math.floor(value))
}

function withQuantities(quantities: Quantities): Quantities {
  const next: Record<string, number> = {}
  for (const id of Object.keys(quantities)) {
    const q = normalQuantity(quantities[id] ?? 0)
    if (q > 0) next[id] = q
  }
  return next
}

/** Survey answers and admit details: the quantity-first flow's last step. */
function withoutDetails(state: ReserveState): ReserveState {
  return state.flow === 'quantity_first' ? { ...state, survey: {}, admits: {} } : state
}

/** The step after the date (or flexible) is settled. */
function stepAfterDate(state: ReserveState): ReserveStep {
  if (state.flexible) return state.flow === 'quantity_first' ? 'details' : 'tickets'
  if (state.date === null) return 'date'
  if (state.sessionId === null) return 'session'
  return state.flow === 'quantity_first' ? 'details' : 'tickets'
}

function selectDate(state: ReserveState, date: CalendarDate): ReserveState {
  if (state.flow === 'quantity_first' && state.step === 'quantities') return state
  if (state.date === date && !state.flexible) return state
  // storefront §4: "Changing the date clears the session." "Choosing a date turns flexible off."
  const next = withoutDetails({ ...state, date, flexible: false, sessionId: null })
  return { ...next, step: stepAfterDate(next) }
}

function clearSession(state: ReserveState): ReserveState {
  const next = withoutDetails({ ...state, sessionId: null })
  return { ...next, step: stepAfterDate(next) }
}

function clearDate(state: ReserveState): ReserveState {
  if (state.flow === 'quantity_first' && state.step === 'quantities') return state
  const next = withoutDetails({ ...state, date: null, flexible: false, sessionId: null })
  return { ...next, step: 'date' }
}

function clearQuantities(state: ReserveState): ReserveState {
  const next = withoutDetails({ ...state, quantities: {}, prices: {} })
  if (state.flow !== 'quantity_first') return next
  // Quantity-first: no quantities means back to the first step (what is found depends on them).
  return { ...next, date: null, sessionId: null, step: 'quantities' }
}

/**
 * The reserve flow as a pure reducer (storefront §4 Reserve flow). The reserve store is a thin
 * shell: it dispatches these actions and makes the calls the new state asks for.
 *
 * Steps: date-first `date` → `session` → `tickets`; quantity-first `quantities` → (Find available
 * tickets) → `date` → `session` → `details`. 'Any date' (flexible) skips date and session.
 *
 * Transitions (storefront §4):
 * - `changeEvent`: a fresh state for the event's flow ("Changing the event reopens quantities").
 * - `calendarLoaded`: preselects the cart anchor date if available, else a single available date,
 *   when no date or flexible is chosen and the page is at the date step.
 * - `selectDate`: "Choosing a date turns flexible off"; "Changing the date clears the session".
 * - `selectFlexible`: "Choosing flexible resets quantities and clears the date" (and the session);
 *   in quantity-first the quantities step reopens, since the visitor must choose them again.
 * - `clearDate` / `clearSession`: "Clearing the date or session resets later steps" (session;
 *   in quantity-first also the survey answers and admit details).
 * - `setQuantity` / `setQuantities`: whole numbers, 0 removes, at most 1000 (calls §9). In
 *   quantity-first they apply only while the quantities are open (`editQuantities` reopens them).
 * - `editQuantities` (quantity-first): reopens the quantities and resets the later steps (what is
 *   available depends on the quantities).
 * - `findAvailableTickets` (quantity-first): "closes quantities, loads the calendar": goes to the
 *   date step (to the details when flexible); ignored with no ticket selected.
 * - `submit` → status submitting; `submitSucceeded` → done ("Submit adds to the cart, then the
 *   flow ends"); `submitFailed` → selecting again, clearing what the reserve error said to clear.
 * Decisions: while submitting or done, selection actions are ignored (the controls are disabled);
 * in date-first, changing the date keeps the quantities (the store prunes types the new session
 * does not offer with `pruneQuantities`).
 */
export function reserveReducer(state: ReserveState, action: ReserveAction): ReserveState {
  if (action.type === 'changeEvent') return initialReserveState(action.flow, action.eventId)
  if (state.status === 'done') return state
  if (state.status === 'submitting') {
    if (action.type === 'submitSucceeded') return { ...state, status: 'done' }
    if (action.type === 'submitFailed') {
      let next: ReserveState = { ...state, status: 'selecting' }
      const clear = action.clear ?? []
      if (clear.includes('quantities')) next = clearQuantities(next)
      if (clear.includes('date')) next = next.step === 'quantities' ? next : clearDate(next)
      else if (clear.includes('session')) next = clearSession(next)
      return next
    }
    return state
  }

  switch (action.type) {
    case 'calendarLoaded': {
      if (state.date !== null || state.flexible || state.step !== 'date') return state
      const date = preselectedDate(action.days, action.cartAnchorDate)
      return date === null ? state : selectDate(state, date)
    }
    case 'selectDate':
      return selectDate(state, action.date)
    case 'selectFlexible': {
      if (state.flexible) return state
      const reset = { ...state, flexible: true, date: null, sessionId: null, quantities: {}, prices: {}, survey: {}, admits: {} }
      return { ...reset, step: state.flow === 'quantity_first' ? 'quantities' : 'tickets' }
    }
    case 'clearDate':
      return clearDate(state)
    case 'selectSession': {
      if (state.flexible || state.date === null) return state
      if (state.sessionId === idKey(action.sessionId)) return state
      const next = withoutDetails({ ...state, sessionId: idKey(action.sessionId) })
      return { ...next, step: stepAfterDate(next) }
    }
    case 'clearSession':
      return state.sessionId === null ? state : clearSession(state)
    case 'setQuantity': {
      if (state.flow === 'quantity_first' && state.step !== 'quantities') return state
      const quantities = withQuantities({ ...state.quantities, [idKey(action.ticketTypeId)]: action.quantity })
      return { ...state, quantities }
    }
    case 'setQuantities':
      if (state.flow === 'quantity_first' && state.step !== 'quantities') return state
      return { ...state, quantities: withQuantities(action.quantities) }
    case 'setPrice':
      return { ...state, prices: { ...state.prices, [idKey(action.ticketTypeId)]: action.price } }
    case 'editQuantities': {
      if (state.flow !== 'quantity_first' || state.step === 'quantities') return state
      return { ...state, step: 'quantities', date: null, sessionId: null, survey: {}, admits: {} }
    }
    case 'findAvailableTickets': {
      if (state.flow !== 'quantity_first' || state.step !== 'quantities') return state
      if (ticketCount(state.quantities) === 0) return state
      return { ...state, step: state.flexible ? 'details' : 'date' }
    }
    case 'setSurveyAnswer': {
      const group = idKey(action.ticketGroupId)
      return { ...state, survey: { ...state.survey, [group]: { ...state.survey[group], [action.name]: action.value } } }
    }
    case 'setAdmitDetails': {
      const type = idKey(action.ticketTypeId)
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= MAX_QUANTITY_PER_TYPE) return state
      const entries = [...(state.admits[type] ?? [])]
      while (entries.length <= action.index) entries.push({ first: '', last: '', email: '' })
      entries[action.index] = { ...(entries[action.index] as AdmitDetails), ...action.details }
      return { ...state, admits: { ...state.admits, [type]: entries } }
    }
    case 'submit':
      return { ...state, status: 'submitting' }
    case 'submitSucceeded':
    case 'submitFailed':
      return state
  }
  return state
}
