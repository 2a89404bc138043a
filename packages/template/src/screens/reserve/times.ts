import type { I18n } from '@foyer/react-hooks'
import type { SessionTab } from '@foyer/sdk/reserve'

/**
 * A session tab boundary `HHMM` (storefront §2 "tabs split by time boundaries (0000, a first and
 * second threshold, 2400)") as a time of day in the locale: `1500` → `3 PM`, `1230` → `12:30 PM`
 * in a 12-hour locale, `15:00` in a 24-hour one; `0000` and `2400` are both midnight. A wall-clock
 * time: no time zone moves it.
 */
export function tabBoundaryLabel(hhmm: string, locale: string): string {
  const hours = Number(hhmm.slice(0, 2)) % 24
  const minutes = Number(hhmm.slice(2, 4))
  return boundaryFormats(locale)[minutes === 0 ? 'hour' : 'minute'].format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  )
}

/**
 * A locale's two boundary formats, built once: a new `Intl.DateTimeFormat` costs ~1–2 ms at 4× CPU,
 * and the session step's tabs asked for two per label, ~20 ms of a calendar day's click (issue 16).
 */
const formats = new Map<string, { hour: Intl.DateTimeFormat; minute: Intl.DateTimeFormat }>()
function boundaryFormats(locale: string) {
  let kept = formats.get(locale)
  if (!kept) {
    const minute = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    // "3 PM" reads well; a bare "15" does not.
    const twelveHour = minute.resolvedOptions().hour12 === true
    kept = {
      hour: twelveHour ? new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }) : minute,
      minute,
    }
    formats.set(locale, kept)
  }
  return kept
}

/**
 * A session tab's label (issue 18.8): the first to the last start time of its sessions ('10 AM –
 * 11:30 AM', one time when they are the same); a tab without sessions keeps its boundaries, with
 * midnight read as 'Before 12 PM' / 'From 5 PM' rather than '12 AM'.
 */
export function sessionTabLabel(tab: SessionTab, i18n: Pick<I18n, 't' | 'locale'>): string[] {
  const time = (hhmm: string) => tabBoundaryLabel(hhmm, i18n.locale)
  if (tab.first !== null && tab.last !== null)
    return tab.first === tab.last ? [time(tab.first)] : [time(tab.first), time(tab.last)]
  if (tab.start === '0000') return [i18n.t('reserve.sessionTabBefore', { time: time(tab.end) })]
  if (tab.end === '2400') return [i18n.t('reserve.sessionTabFrom', { time: time(tab.start) })]
  return [time(tab.start), time(tab.end)]
}
