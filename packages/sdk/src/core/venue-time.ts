/**
 * Venue time (the kernel every domain shares): instants read as date, time and weekday in the
 * venue's time zone, never the visitor's (storefront §2, §3), and clock times of day.
 */
import type { CalendarDate } from './calendar-date.js'

/** Date, time and ISO weekday (1 = Monday … 7 = Sunday) of an instant in the venue's time zone. */
export interface VenueDateTime {
  date: CalendarDate
  /** `HH:MM`, 24-hour. */
  time: string
  weekday: number
}

const venueFormatters = new Map<string, Intl.DateTimeFormat>()
/** Weekday names in ISO order (1 = Monday), as `Intl` and message rules abbreviate them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * An instant (ISO 8601 with offset, or epoch ms) as date, time and weekday in the venue's time
 * zone. Sessions are split into tabs and matched by message rules in venue time (storefront §2,
 * §3), never in the visitor's.
 */
export function venueDateTime(instant: string | number, timeZone: string): VenueDateTime {
  // A page reads the same sessions' start times on every view it works out, and a script's next
  // page reads them again: the answer for a given start time is kept (formatToParts is the costly
  // part). A number is the clock's now, seldom asked twice.
  if (typeof instant === 'number') return readVenueDateTime(instant, timeZone)
  const key = `${timeZone}|${instant}`
  let known = venueTimes.get(key)
  if (!known) {
    if (venueTimes.size >= VENUE_TIMES_KEPT) venueTimes.clear()
    known = readVenueDateTime(instant, timeZone)
    venueTimes.set(key, known)
  }
  return { ...known }
}

const VENUE_TIMES_KEPT = 4096
const venueTimes = new Map<string, VenueDateTime>()

function readVenueDateTime(instant: string | number, timeZone: string): VenueDateTime {
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

/** Minutes after midnight as `HHMM`. */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`
}
