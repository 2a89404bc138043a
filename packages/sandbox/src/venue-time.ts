/**
 * Wall-clock maths in a venue's time zone with `Intl` only (no date library): the contract speaks
 * calendar dates `YYYY-MM-DD` in the venue's time zone and date-times as ISO 8601 with the
 * venue's offset (openapi/README.md, Fields).
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/**
 * `wallClock`'s answers by zone and instant. Every calendar read places each day's sessions again
 * (their instants, their ISO strings with the offset), so the same few thousand instants are read
 * over and over: `formatToParts` was most of a calendar read's time (~40 ms, four of them per
 * booking). Bounded: emptied when full.
 */
const wallClocks = new Map<string, Readonly<WallClock>>()
const WALL_CLOCKS_KEPT = 50_000

function wallClock(instant: number, timeZone: string): Readonly<WallClock> {
  const key = `${timeZone}|${instant}`
  const known = wallClocks.get(key)
  if (known) return known
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const read = Object.freeze({
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  })
  if (wallClocks.size >= WALL_CLOCKS_KEPT) wallClocks.clear()
  wallClocks.set(key, read)
  return read
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: −300). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The calendar date `YYYY-MM-DD` of an instant in the venue's time zone. */
export function venueDate(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/** The wall time `HH:MM` of an instant in the venue's time zone. */
export function venueTime(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  return `${pad(w.hour)}:${pad(w.minute)}`
}

/**
 * The instant at which the venue's clocks read `date` `time` (HH:MM). Two passes settle the offset
 * on either side of a daylight-saving change.
 */
export function venueInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const asUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * 60_000
  instant = asUtc - offsetMinutes(instant, timeZone) * 60_000
  return instant
}

/** ISO 8601 with the venue's offset, e.g. `2026-03-14T10:00:00-04:00`. */
export function venueIsoString(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  const offset = offsetMinutes(instant, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const next = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days))
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** `YYYY-MM-DD` the same calendar day `months` later (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return `${pad(first.getUTCFullYear(), 4)}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, last))}`
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()
}

/** Whether a string is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  return addDays(value, 0) === value
}

/** Whether a string is a wall time `HH:MM` (00:00–24:00; 24:00 closes a window at midnight). */
export function isWallTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) return false
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return (hours < 24 && minutes < 60) || (hours === 24 && minutes === 0)
}
