/**
 * The reserve page's view models (storefront §3 Calendar day, Event session picker entry, §2
 * Session selection tabs, §5 the offered ticket groups): what the reserve store derives from the
 * rows for the page to show. Re-exported by `types.ts`.
 */
import type { CalendarDate } from '../core/calendar-date.js'
import type { Money } from '../core/money.js'
import type { CalendarDayStatus, TicketGroup, TicketType } from './rows.js'

/** A badge on a calendar day: sold out, or few tickets left (calls §9 Few tickets warning). */
export type Badge = 'sold_out' | 'few_tickets'

/**
 * One day of the date picker: whether it can be chosen (only `available` days can), its price
 * and labels, and badges for sold out or few tickets left (storefront §3 Calendar day).
 */
export interface CalendarDayView {
  date: CalendarDate
  status: CalendarDayStatus
  enabled: boolean
  /** storefront §4: only enabled, available days can be chosen. */
  selectable: boolean
  /** The day price (the selection's with `_format=price`), with outside fees under the same rule as minPrice; null when its fees are unknown. */
  price: Money | null
  /** The minimum price, with outside fees when the event advertises prices including fees. */
  minPrice: Money | null
  /** Prefix shown before the minimum price (price_display.primary_prefix), or null. */
  pricePrefix: string | null
  /** What the date button shows: `price`, else `minPrice`; null for a day that cannot be chosen. */
  shownPrice: Money | null
  /** `shownPrice` formatted, with `pricePrefix` before a minimum price ('From $24.10'). */
  priceLabel: string | null
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

/**
 * One session of the chosen date as the picker lists it: its start time, places left, whether it
 * is sold out or has few tickets left, and its price (storefront §3 Event session picker entry).
 */
export interface SessionEntry {
  id: string
  startDatetime: string
  /** Start time in the venue's time zone, `HH:MM`. */
  startTime: string
  /** capacity + oversell − used; `Infinity` when unlimited (capacity −1). */
  availableCapacity: number
  soldOut: boolean
  /** Whether the session shows 'Few tickets': fewer than 10 places left, but some (storefront §2 / calls §9 Few tickets warning). */
  fewTickets: boolean
  price: Money | null
  minPrice: Money | null
  maxPrice: Money | null
  /** How much more than the event's base minimum price this session costs, or null. */
  priceIncrease: Money | null
  annotations: string[]
  /**
   * When the ticket admits entry: from `pad_pre_start` minutes before the start to `pad_post_end`
   * minutes after the end (storefront §3 Event template meta), as instants (ISO 8601); `to` is
   * null for a session without an end. Null when the event pads neither side.
   */
  entryWindow: { from: string; to: string | null } | null
}

/**
 * Why a session tab is disabled: 'Not available' (no sessions in it) or 'Sold out' (all sold out)
 * (storefront §2 Session selection).
 */
export type SessionTabDisabledReason = 'not_available' | 'sold_out'

/**
 * One tab of the session picker: the day's sessions split by time of day at the event's
 * thresholds, from 0000 to 2400 (storefront §2 Session selection).
 */
export interface SessionTab {
  /** Start of the tab, `HHMM` (inclusive). */
  start: string
  /** End of the tab, `HHMM` (exclusive; `2400` for the last). */
  end: string
  /** The first and last start times of the tab's sessions, `HHMM` venue time; null without sessions. */
  first: string | null
  last: string | null
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
  /**
   * The most tickets the group's types can add up to in this order: the group's per-order maximum,
   * or fewer when the session has fewer places left (capacity + oversell − used) (calls §9 Group
   * limit "min(max_tickets_per_order, capacity + oversell − used)").
   */
  limit: number
  minTicketsPerOrder: number
  handler: string
  memberOnly: boolean
}
