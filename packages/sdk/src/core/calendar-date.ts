/**
 * Calendar dates (the kernel every domain shares): `YYYY-MM-DD` in the venue's time zone.
 */

/** A calendar date `YYYY-MM-DD` in the venue's time zone (openapi/README.md). */
export type CalendarDate = string

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date, for message rule weekdays (storefront §3). */
export function weekdayOfDate(date: CalendarDate): number {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Noon UTC of a calendar date, so adding days never crosses a zone or daylight-saving edge. */
export function calendarDateNoonUtc(date: CalendarDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12)
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(calendarDateNoonUtc(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The month of a date, `YYYY-MM`. */
export function monthOf(date: CalendarDate): string {
  return date.slice(0, 7)
}

/** The month before (`-1`) or after (`1`) a `YYYY-MM` month, as `YYYY-MM`. */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}
