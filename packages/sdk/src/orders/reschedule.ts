/**
 * The reschedule page's pickers (storefront §2 /manage/{orderId}/reschedule/{sessionId}; §5
 * Self-edit horizon): the reserve page's days, sessions and tabs, less what is inside the horizon.
 * A module of its own: it reads the reserve domain's day views, which the rest of the orders
 * domain does not need.
 */
import type { MessageKey } from '../i18n/types.js'
import { dayTexts } from '../reserve/rules/calendar.js'
import type { CalendarDayView, SessionEntry, SessionTab } from '../reserve/view-types.js'
import { firstDayOutsideHorizon, insideHorizon } from './self-service.js'
import type { SelfEditRules } from './self-edit-rules.js'

/** The reserve pickers' days, sessions and session tabs (a reserve store's snapshot has them). */
export interface RescheduleChoices {
  calendar: readonly CalendarDayView[]
  sessions: readonly SessionEntry[]
  tabs: readonly SessionTab[]
}

/**
 * What the reschedule page offers (storefront §2 /manage/{orderId}/reschedule/{sessionId}; §5
 * "Self-edit horizon: dates before the start of today+horizon_days, or before now+horizon_hours,
 * count as inside the horizon"): the event's days and sessions as the reserve page shows them,
 * less what is inside the horizon, so the visitor is never offered a session that Reschedule then
 * refuses. A day wholly inside it cannot be chosen and reads 'Not available'; a session inside it
 * is not listed, and a session tab left without sessions is disabled as 'Not available'.
 */
export function rescheduleChoices(
  choices: RescheduleChoices,
  options: {
    rules: Pick<SelfEditRules, 'horizonDays' | 'horizonHours'>
    now: number
    /** The venue's time zone (days count there). */
    timeZone: string
    t: (key: MessageKey) => string
    /** Formats a day for its label, as the reserve page does (i18n `formatDate(date, 'full')`). */
    formatDate: (date: string) => string
  },
): { calendar: CalendarDayView[]; sessions: SessionEntry[]; tabs: SessionTab[] } {
  const { rules, now, timeZone } = options
  const firstDay = firstDayOutsideHorizon(now, rules, timeZone)
  const notAvailable = options.t('reserve.sessionTabNotAvailable')
  const calendar = choices.calendar.map((day): CalendarDayView => {
    if (day.date >= firstDay || !day.selectable) return day
    const closed = { status: 'other' as const, selectable: false, statusLabel: notAvailable }
    return {
      ...day,
      ...closed,
      shownPrice: null,
      priceLabel: null,
      badges: [],
      ...dayTexts({
        ...closed,
        date: options.formatDate(day.date),
        priceLabel: null,
        fewLabel: null,
        labels: day.labels,
        annotations: day.annotations,
      }),
    }
  })
  const sessions = choices.sessions.filter((s) => !insideHorizon(s.startDatetime, now, rules, timeZone))
  const tabs = choices.tabs.map((tab): SessionTab => {
    const left = sessions.filter((s) => tab.sessionIds.includes(s.id))
    if (left.length === tab.sessionIds.length) return tab
    // Labelled by what it still holds (`HHMM`, sessions in start order), as sessionTabs labels a tab.
    const starts = left.map((s) => s.startTime.replace(':', '')).sort()
    return {
      ...tab,
      sessionIds: left.map((s) => s.id),
      first: starts[0] ?? null,
      last: starts.at(-1) ?? null,
      disabled: left.length === 0 ? 'not_available' : tab.disabled,
    }
  })
  return { calendar, sessions, tabs }
}
