/**
 * A session tab boundary `HHMM` (storefront §2 "tabs split by time boundaries (0000, a first and
 * second threshold, 2400)") as a time of day in the locale: `1500` → `3 PM`, `1230` → `12:30 PM`
 * in a 12-hour locale, `15:00` in a 24-hour one; `0000` and `2400` are both midnight. A wall-clock
 * time: no time zone moves it.
 */
export function tabBoundaryLabel(hhmm: string, locale: string): string {
  const hours = Number(hhmm.slice(0, 2)) % 24
  const minutes = Number(hhmm.slice(2, 4))
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes))
  const twelveHour =
    new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true
  const format = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    // "3 PM" reads well; a bare "15" does not.
    ...(minutes === 0 && twelveHour ? {} : { minute: '2-digit' }),
    timeZone: 'UTC',
  })
  return format.format(at)
}
