/**
 * Sessions and tabs (storefront §2 Session selection, §3 Event session; calls §9).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import type { MessageKey } from '../../i18n/types.js'
import { type Id, idKey } from '../../core/ids.js'
import { centsToMoney, optionalCents } from '../../core/money.js'
import { clockMinutes, hhmm, venueDateTime } from '../../core/venue-time.js'
import { availableCapacity, isFewTickets, isSessionSoldOut } from './capacity.js'
import { SESSION_TABS_END, SESSION_TABS_START } from './constants.js'
import { type RuleSelection, matchMessageRules } from './message-rules.js'
import { priceDisplay, priceRange } from './prices.js'
import type {
  EventSession,
  MessageRule,
  ReserveEventSettings,
  SessionEntry,
  SessionPickerTabsConfig,
  SessionTab,
  TicketType,
} from '../types.js'

// =============================================================================================
// Sessions and tabs (storefront §2 Session selection, §3 Event session; calls §9)
// =============================================================================================

/**
 * storefront §3 Event template config hide_sold_out_sessions: the sessions the picker lists, in
 * start order. Sold-out sessions are left out only when the event hides them.
 */
export function visibleSessions(
  sessions: readonly EventSession[],
  settings: ReserveEventSettings = {},
): EventSession[] {
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
    /** The event template's meta: `pad_pre_start` / `pad_post_end` give each entry its entry window. */
    meta?: Readonly<Record<string, unknown>>
  },
): SessionEntry[] {
  const padding = entryPadding(options.meta ?? {})
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
    const price =
      ownPrice !== null
        ? centsToMoney(ownPrice)
        : (display?.amount ?? (minCents === null ? null : centsToMoney(minCents)))
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
      entryWindow: entryWindow(session, padding),
    }
  })
}

/**
 * storefront §3 Event template meta `pad_pre_start` / `pad_post_end`: how many minutes before a
 * session's start and after its end its ticket still admits (doors open early, entry stays open
 * after). A value that is not a whole number of minutes of zero or more counts as 0.
 * @example entryPadding({ pad_pre_start: '15', pad_post_end: 30 }) // { before: 15, after: 30 }
 */
export function entryPadding(meta: Readonly<Record<string, unknown>>): { before: number; after: number } {
  const minutes = (value: unknown) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0
    return Number.isInteger(n) && n > 0 ? n : 0
  }
  return { before: minutes(meta.pad_pre_start), after: minutes(meta.pad_post_end) }
}

/**
 * The time a session's ticket admits entry (storefront §3 Event template meta `pad_pre_start`,
 * `pad_post_end`): from `before` minutes ahead of the start to `after` minutes past the end (null
 * without an end). Null when the event pads neither side: the session's own time says it all.
 * @example entryWindow({ start_datetime: '2026-06-08T09:30:00-04:00', end_datetime: '2026-06-08T11:00:00-04:00' }, { before: 15, after: 30 })
 * // { from: '2026-06-08T13:15:00.000Z', to: '2026-06-08T15:30:00.000Z' }
 */
export function entryWindow(
  session: Pick<EventSession, 'start_datetime' | 'end_datetime'>,
  padding: { before: number; after: number },
): SessionEntry['entryWindow'] {
  if (padding.before === 0 && padding.after === 0) return null
  const start = Date.parse(session.start_datetime)
  if (Number.isNaN(start)) return null
  const end = session.end_datetime ? Date.parse(session.end_datetime) : Number.NaN
  return {
    from: new Date(start - padding.before * 60_000).toISOString(),
    to: Number.isNaN(end) ? null : new Date(end + padding.after * 60_000).toISOString(),
  }
}

/**
 * The two thresholds of a web.session_picker_tabs value (storefront §3 config; storefront §2
 * "a first and second threshold"), whichever shape it has (types.ts `SessionPickerTabsConfig`).
 */
export function sessionTabThresholds(
  config: SessionPickerTabsConfig | null | undefined,
): [string | null, string | null] {
  if (config === null || config === undefined) return [null, null]
  const text = (v: unknown) =>
    v === null || v === undefined
      ? null
      : String(v)
          .trim()
          .padStart(typeof v === 'number' ? 4 : 0, '0')
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
 *
 * A tab is labelled by what it holds (so a museum opening at 10 does not read '12 AM – 12 PM'):
 * `first` and `last` are the first and last start times of its sessions, null
 * for a tab without sessions, which keeps its boundaries.
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
  const tabs = [0, 1, 2].map((i) => ({
    start: bounds[i] as number,
    end: bounds[i + 1] as number,
    sessions: [] as EventSession[],
    starts: [] as number[],
  }))
  const ordered = [...sessions].sort((a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime))
  for (const session of ordered) {
    const minutes = clockMinutes(venueDateTime(session.start_datetime, timeZone).time) ?? 0
    const tab = tabs.find((t) => minutes >= t.start && minutes < t.end)
    tab?.sessions.push(session)
    tab?.starts.push(minutes)
  }
  return tabs.map((tab) => ({
    start: hhmm(tab.start),
    end: hhmm(tab.end),
    first: tab.starts.length > 0 ? hhmm(Math.min(...tab.starts)) : null,
    last: tab.starts.length > 0 ? hhmm(Math.max(...tab.starts)) : null,
    sessionIds: tab.sessions.map((s) => idKey(s.id)),
    disabled: tab.sessions.length === 0 ? 'not_available' : tab.sessions.every(isSessionSoldOut) ? 'sold_out' : null,
  }))
}

/** The message of a disabled tab: 'Not available' or 'Sold out' (storefront §2). */
export function sessionTabLabelKey(tab: SessionTab): MessageKey | null {
  return tab.disabled === 'not_available'
    ? 'reserve.sessionTabNotAvailable'
    : tab.disabled === 'sold_out'
      ? 'reserve.sessionTabSoldOut'
      : null
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
