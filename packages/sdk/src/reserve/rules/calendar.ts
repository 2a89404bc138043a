/**
 * The calendar (storefront §3 Calendar day, §4 Reserve flow; calls §7, §8, §9).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import type { MessageKey } from '../../i18n/types.js'
import { type CalendarDate } from '../../core/calendar-date.js'
import { type Id, idKey } from '../../core/ids.js'
import { type Money, centsToMoney, optionalCents } from '../../core/money.js'
import { availableCapacity, isFewTickets } from './capacity.js'
import { outsideFeesCents, priceDisplayType } from './prices.js'
import { CALENDAR_MAX_TICKET_TYPES } from './constants.js'
import { matchMessageRules, type RuleSelection } from './message-rules.js'
import type {
  Badge,
  CalendarDay,
  CalendarDayStatus,
  CalendarDayView,
  MessageRule,
  Quantities,
  ReserveEventSettings,
  TicketType,
} from '../types.js'
import { DATE_BUTTONS_SHOWN } from '../../catalog/catalog.store.js'

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
  if (selection.sessionId !== null && selection.sessionId !== undefined)
    body.event_session_id = idKey(selection.sessionId)
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
export function preselectedDate(
  days: readonly CalendarDay[],
  cartAnchorDate?: CalendarDate | null,
): CalendarDate | null {
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
  /** The event's ticket types: the price_display primary type's fees go on the day price. */
  ticketTypes?: readonly TicketType[]
}

/**
 * storefront §3 Calendar day as the date picker shows it: status, selectable, price, min price
 * with outside fees, price prefix, badges, annotations, tooltip, aria label and class name.
 *
 * Decisions (the spec lists the fields, not their content):
 * - `minPrice` is min_price plus min_price_fees.outside when the event advertises prices
 *   including fees (calls §9 Fees), else min_price; `pricePrefix` is price_display.primary_prefix
 *   and goes with the minimum price.
 * - `price` follows the same fee rule as every other picker of the event, so a date button and
 *   the session and ticket pickers show the same price for the same tickets: with
 *   advertise_price_including_fees it carries the outside fees too — min_price_fees.outside when
 *   it is the minimum price (a selection's price always is), else the price_display primary
 *   type's fees on it; when neither tells its fees, `price` is null and the minimum is shown.
 * - `shownPrice` is what a date button shows: `price`, else `minPrice`; `priceLabel` adds the
 *   prefix to a minimum price. Both are null for a day that cannot be chosen.
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
/** The day's `price` under the event's fee rule (see calendarDayView). */
function dayPrice(day: CalendarDay, settings: ReserveEventSettings, types: readonly TicketType[]): Money | null {
  const cents = optionalCents(day.price)
  if (cents === null || settings.advertise_price_including_fees !== true)
    return cents === null ? null : centsToMoney(cents)
  if (cents === optionalCents(day.min_price))
    return centsToMoney(cents + (optionalCents(day.min_price_fees?.outside) ?? 0))
  const primary = priceDisplayType(types, settings)
  return primary ? centsToMoney(cents + outsideFeesCents(primary, cents)) : null
}

export function calendarDayView(day: CalendarDay, options: CalendarDayViewOptions): CalendarDayView {
  const settings = options.settings ?? {}
  const status = calendarDayStatus(day)
  const enabled = day.enabled !== false
  const selectable = isCalendarDaySelectable(day)
  const minCents = optionalCents(day.min_price)
  const feeCents = settings.advertise_price_including_fees ? (optionalCents(day.min_price_fees?.outside) ?? 0) : 0
  const minPrice = minCents === null ? null : centsToMoney(minCents + feeCents)
  const price = dayPrice(day, settings, options.ticketTypes ?? [])
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
    status === 'sold_out'
      ? options.t('reserve.sessionTabSoldOut')
      : !selectable
        ? options.t('reserve.sessionTabNotAvailable')
        : null
  const shownPrice = selectable ? (price ?? minPrice) : null
  const priceLabel =
    shownPrice === null
      ? null
      : [price === null ? pricePrefix : null, options.formatMoney(shownPrice)].filter(Boolean).join(' ')
  const fewLabel = badges.includes('few_tickets') ? options.t('reserve.fewTicketsLeft', { count: available }) : null
  const { tooltip, ariaLabel, className } = dayTexts({
    date: options.formatDate(day.date),
    status,
    selectable,
    statusLabel,
    priceLabel,
    fewLabel,
    labels,
    annotations,
  })

  return {
    date: day.date,
    status,
    enabled,
    selectable,
    price,
    minPrice,
    pricePrefix,
    shownPrice,
    priceLabel,
    availableCapacity: availableOrNull,
    badges,
    labels,
    annotations,
    tooltip,
    ariaLabel,
    className,
  }
}

/**
 * A day's tooltip, aria label and class name from its parts (see calendarDayView), so a day that a
 * rule outside the calendar closes (the self-edit horizon) reads as every closed day does.
 */
export function dayTexts(parts: {
  /** The formatted date. */
  date: string
  status: CalendarDayStatus
  selectable: boolean
  statusLabel: string | null
  priceLabel: string | null
  fewLabel: string | null
  labels: readonly string[]
  annotations: readonly string[]
}): Pick<CalendarDayView, 'tooltip' | 'ariaLabel' | 'className'> {
  const { statusLabel, fewLabel, labels, annotations } = parts
  return {
    tooltip: [statusLabel, fewLabel, ...labels, ...annotations].filter(Boolean).join('. '),
    ariaLabel: [parts.date, statusLabel ?? parts.priceLabel, fewLabel, ...labels, ...annotations]
      .filter(Boolean)
      .join(', '),
    className: ['foyer-day', `foyer-day--${parts.status}`, parts.selectable ? null : 'foyer-day--disabled']
      .filter(Boolean)
      .join(' '),
  }
}

/**
 * storefront §2: "Up to 8 date buttons show before 'More dates'." The buttons are the first
 * selectable days, in date order; 'More dates' opens the month calendar with every day.
 */
export function dateButtons(days: readonly CalendarDayView[]): CalendarDayView[] {
  return days.filter((day) => day.selectable).slice(0, DATE_BUTTONS_SHOWN)
}

/** Whether there are days to show beyond the date buttons (so 'More dates' has something to open). */
export function hasMoreDates(days: readonly CalendarDayView[]): boolean {
  return days.length > dateButtons(days).length
}
