import { describe, expect, it } from 'vitest'
import { newMembershipTerm } from './membership-orders.js'

// storefront §3 Ticket group: "Start policy (fixedfrom, fixedto), start_policy_date, duration_new".
describe('a new membership’s term from its level', () => {
  it('a year from today by default; duration_new in years, months or days', () => {
    expect(newMembershipTerm(undefined, '2026-03-10')).toEqual({ from: '2026-03-10', months: 12, to: null })
    expect(newMembershipTerm({ duration_new: 'P2Y' }, '2026-03-10')).toEqual({
      from: '2026-03-10',
      months: 24,
      to: null,
    })
    expect(newMembershipTerm({ duration_new: 6 }, '2026-03-10').months).toBe(6)
    expect(newMembershipTerm({ duration_new: 'P90D' }, '2026-03-10')).toEqual({
      from: '2026-03-10',
      months: 0,
      to: '2026-06-07',
    })
  })
  it('fixedfrom starts on its date; fixedto ends on it', () => {
    expect(newMembershipTerm({ start_policy: 'fixedfrom', start_policy_date: '2026-09-01' }, '2026-03-10').from).toBe(
      '2026-09-01',
    )
    expect(newMembershipTerm({ start_policy: 'fixedto', start_policy_date: '2026-12-31' }, '2026-03-10')).toEqual({
      from: '2026-03-10',
      months: 0,
      to: '2026-12-31',
    })
  })
})
