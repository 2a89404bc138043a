import { describe, expect, it } from 'vitest'
import { MEMBERSHIP_DEFAULT_MONTHS, membershipDuration, membershipTerm } from './term.js'

// storefront §3 Ticket group: "Start policy (fixedfrom, fixedto), start_policy_date, duration_new".
describe('membershipTerm', () => {
  it('a year from today by default, the day before the same date a year later included', () => {
    expect(MEMBERSHIP_DEFAULT_MONTHS).toBe(12)
    expect(membershipTerm({}, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2027-03-09' })
  })
  it('duration_new: an ISO 8601 duration or a number of months', () => {
    expect(membershipTerm({ duration_new: 'P2Y' }, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2028-03-09' })
    expect(membershipTerm({ duration_new: 'P6M' }, '2026-08-31')).toEqual({ from: '2026-08-31', to: '2027-02-27' })
    expect(membershipTerm({ duration_new: 'P90D' }, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-06-07' })
    expect(membershipDuration(3)).toEqual({ months: 3, days: 0 })
    expect(membershipDuration('P1Y6M')).toEqual({ months: 18, days: 0 })
    expect(membershipDuration('a year')).toEqual({ months: 12, days: 0 })
    expect(membershipDuration('P')).toEqual({ months: 12, days: 0 })
  })
  it('fixedfrom: the season starts on its date', () => {
    expect(
      membershipTerm({ start_policy: 'fixedfrom', start_policy_date: '2026-09-01', duration_new: 'P9M' }, '2026-03-10'),
    ).toEqual({ from: '2026-09-01', to: '2027-05-31' })
  })
  it('fixedto: every membership ends on its date; a date already past, or none, counts from today', () => {
    expect(membershipTerm({ start_policy: 'fixedto', start_policy_date: '2026-12-31' }, '2026-03-10')).toEqual({
      from: '2026-03-10',
      to: '2026-12-31',
    })
    expect(membershipTerm({ start_policy: 'fixedto', start_policy_date: '2025-12-31' }, '2026-03-10').from).toBe(
      '2026-03-10',
    )
    expect(membershipTerm({ start_policy: 'fixedfrom', start_policy_date: null }, '2026-03-10')).toEqual({
      from: '2026-03-10',
      to: '2027-03-09',
    })
  })
})
