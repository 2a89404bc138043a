/**
 * How long a new membership runs (storefront §3 Ticket group "Start policy (fixedfrom, fixedto),
 * start_policy_date, duration_new"): a level's start policy and duration give the days a
 * membership bought today covers, shown beside the level before it is chosen.
 */
import { addDays, type CalendarDate } from '../core/index.js'

/** A membership lasts a year unless its level says otherwise (duration_new). */
export const MEMBERSHIP_DEFAULT_MONTHS = 12

/** The days a membership covers, both included. */
export interface MembershipTerm {
  from: CalendarDate
  to: CalendarDate
}

/** What a level's ticket group says about its term. */
export interface MembershipStartPolicy {
  start_policy?: string | null
  start_policy_date?: string | null
  duration_new?: string | number | null
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A new membership's length from `duration_new`: an ISO 8601 duration of years, months and days
 * (`P1Y`, `P6M`, `P1Y6M`, `P90D`) or a number of months; anything else is the default year.
 */
export function membershipDuration(value: string | number | null | undefined): { months: number; days: number } {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { months: value, days: 0 }
  const parts = typeof value === 'string' ? /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?$/.exec(value) : null
  if (!parts || (!parts[1] && !parts[2] && !parts[3])) return { months: MEMBERSHIP_DEFAULT_MONTHS, days: 0 }
  return { months: Number(parts[1] ?? 0) * 12 + Number(parts[2] ?? 0), days: Number(parts[3] ?? 0) }
}

/** The calendar date `months` after `date`, on the same day or the month's last (Jan 31 + 1 month: Feb 28). */
function plusMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/**
 * The days a membership of this level bought `today` covers (venue days, both included):
 * - `fixedfrom`: from the level's `start_policy_date` (a season that starts on a set day), for its
 *   duration;
 * - `fixedto`: from today until the level's `start_policy_date` (every membership ends on the same
 *   day);
 * - otherwise from today, for its duration (`duration_new`, a year by default).
 * A policy without a usable date counts from today.
 * @example membershipTerm({ duration_new: 'P6M' }, '2026-03-10') // { from: '2026-03-10', to: '2026-09-09' }
 */
export function membershipTerm(policy: MembershipStartPolicy, today: CalendarDate): MembershipTerm {
  const date = typeof policy.start_policy_date === 'string' ? policy.start_policy_date.slice(0, 10) : null
  const fixed = date && DATE.test(date) ? date : null
  if (policy.start_policy === 'fixedto' && fixed && fixed >= today) return { from: today, to: fixed }
  const from = policy.start_policy === 'fixedfrom' && fixed ? fixed : today
  const { months, days } = membershipDuration(policy.duration_new)
  return { from, to: addDays(plusMonths(from, months), days - 1) }
}
