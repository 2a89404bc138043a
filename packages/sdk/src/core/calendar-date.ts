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
