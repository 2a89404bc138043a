/**
 * Member-only tickets on the reserve page: storefront §5 Orders ("Member-only tickets show a
 * renewal message if the membership is expired at the ticket date"), storefront §6 Member-only
 * content ("filtered by a per-ticket-type allowance map with a wildcard", "Member benefits cap
 * counts per ticket type by name, plus a wildcard pool"), calls §9 ("Reserve beyond term: always,
 * if_autorenew, never").
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages.en'
import {
  MEMBER_LIMIT_WILDCARD,
  RESERVE_BEYOND_TERM_CONFIG,
  allowsTicketType,
  filterMemberOnlyTypes,
  heldMemberTicketNames,
  incrementQuantity,
  isMemberOnlyTicketType,
  memberAllowance,
  memberTermAt,
  memberTicketLimits,
  memberTicketsLeft,
  nextIncrement,
  offeredTicketGroups,
  quantityContext,
  quantityMaximum,
  reserveBeyondTermOf,
  type ReserveMembership,
} from './rules/index.js'
import type { OfferedTicketGroup, TicketGroup, TicketType } from './types'

const TZ = 'America/New_York'
// Friday 5 June 2026, 10:00 in New York.
const NOW = Date.parse('2026-06-05T14:00:00Z')
const THURSDAY_EVENING = Date.parse('2026-06-11T22:00:00Z') // 18:00 in New York
const LATER_THURSDAY = Date.parse('2026-07-02T22:00:00Z')

function membership(overrides: Partial<ReserveMembership> = {}): ReserveMembership {
  return {
    validFrom: '2026-02-05T00:00:00-05:00',
    validTo: '2027-02-04T23:59:59-05:00',
    autoRenewState: 'scheduled',
    purchaseLimit: { Member: 2, '*': 2 },
    ...overrides,
  }
}
/** Ada's Dual: Member 2, pool 2, auto-renew scheduled, valid for a year. */
const dual = membership()
/** Alan's Individual: Member 1, pool 1, not renewing, ends Thursday 25 June 2026. */
const individual = membership({
  validFrom: '2025-06-25T00:00:00-04:00',
  validTo: '2026-06-25T23:59:59-04:00',
  autoRenewState: 'none',
  purchaseLimit: { Member: 1, '*': 1 },
})
/** Barbara's Family, ended in January. */
const expired = membership({
  validFrom: '2025-01-09T00:00:00-05:00',
  validTo: '2026-01-08T23:59:59-05:00',
  autoRenewState: 'cancelled',
  purchaseLimit: { Member: 2, '*': 4 },
})

const member: TicketType = { id: 'me-member', name: 'Member', ticket_group_id: 'me', member_event_ticket_type: true }
const guest: TicketType = { id: 'me-guest', name: 'Member guest', ticket_group_id: 'me' }
const adult: TicketType = { id: 'adult', name: 'Adult', ticket_group_id: 'ga' }
const membersGroup: TicketGroup = {
  id: 'me',
  name: 'Members’ Evening',
  hidden_type: 'public_member_only',
  types: [member, guest],
}
const gaGroup: TicketGroup = { id: 'ga', name: 'General Admission', types: [adult] }

function offer(groups: TicketGroup[] = [gaGroup, membersGroup]): OfferedTicketGroup[] {
  return offeredTicketGroups(groups, { isMember: true, now: NOW })
}
const typeIds = (groups: OfferedTicketGroup[]) => groups.flatMap((g) => g.types.map((t) => String(t.id)))

describe('calls §9 Reserve beyond term: the event config membership.reserve_beyond_term', () => {
  it('reads always, if_autorenew and never; anything else, or nothing, is never', () => {
    expect(RESERVE_BEYOND_TERM_CONFIG).toBe('membership.reserve_beyond_term')
    expect(reserveBeyondTermOf({ 'membership.reserve_beyond_term': 'always' })).toBe('always')
    expect(reserveBeyondTermOf({ 'membership.reserve_beyond_term': 'if_autorenew' })).toBe('if_autorenew')
    expect(reserveBeyondTermOf({ 'membership.reserve_beyond_term': 'never' })).toBe('never')
    expect(reserveBeyondTermOf({ 'membership.reserve_beyond_term': 'sometimes' })).toBe('never')
    expect(reserveBeyondTermOf({})).toBe('never')
    expect(reserveBeyondTermOf(null)).toBe('never')
  })
})

describe('storefront §6 Member-only content: which ticket types are member-only', () => {
  it('a type of a members-only group or event, or one with member_event_ticket_type', () => {
    expect(isMemberOnlyTicketType(guest, membersGroup)).toBe(true)
    expect(isMemberOnlyTicketType(member, gaGroup)).toBe(true)
    expect(isMemberOnlyTicketType(adult, gaGroup, { hiddenType: 'public_member_only' })).toBe(true)
    expect(isMemberOnlyTicketType(adult, gaGroup, { hiddenType: 'public_browsable' })).toBe(false)
  })
})

describe('storefront §6 "filtered by a per-ticket-type allowance map with a wildcard"', () => {
  it('a membership offers the types its map names, every type with the * pool, and every type without a map', () => {
    expect(allowsTicketType(membership({ purchaseLimit: { Member: 1 } }), 'Member')).toBe(true)
    expect(allowsTicketType(membership({ purchaseLimit: { Member: 1 } }), 'Member guest')).toBe(false)
    expect(allowsTicketType(membership({ purchaseLimit: { [MEMBER_LIMIT_WILDCARD]: 1 } }), 'Member guest')).toBe(true)
    expect(allowsTicketType(membership({ purchaseLimit: null }), 'Member guest')).toBe(true)
  })

  it('keeps the member-only types a membership valid now allows; other types stay', () => {
    const onlyMembers = membership({ purchaseLimit: { Member: 2 } })
    expect(typeIds(filterMemberOnlyTypes(offer(), { memberships: [onlyMembers], now: NOW }))).toEqual([
      'adult',
      'me-member',
    ])
    expect(typeIds(filterMemberOnlyTypes(offer(), { memberships: [dual], now: NOW }))).toEqual([
      'adult',
      'me-member',
      'me-guest',
    ])
    // One membership naming Member, another with a pool: the guest comes with the pool.
    expect(
      typeIds(
        filterMemberOnlyTypes(offer(), {
          memberships: [onlyMembers, membership({ purchaseLimit: { '*': 1 } })],
          now: NOW,
        }),
      ),
    ).toEqual(['adult', 'me-member', 'me-guest'])
  })

  it('a membership that is not valid now offers nothing; a group left without types is dropped', () => {
    const groups = filterMemberOnlyTypes(offer(), { memberships: [expired], now: NOW })
    expect(groups.map((g) => g.id)).toEqual(['ga'])
    expect(filterMemberOnlyTypes(offer(), { memberships: [], now: NOW }).map((g) => g.id)).toEqual(['ga'])
  })

  it('returns the same groups when nothing is taken out', () => {
    const groups = offer()
    expect(filterMemberOnlyTypes(groups, { memberships: [dual], now: NOW })).toBe(groups)
  })
})

describe('storefront §6 "Member benefits cap counts per ticket type by name, plus a wildcard pool"', () => {
  const counts = (entries: Record<string, number>) => new Map(Object.entries(entries))

  it("Ada's Dual (Member 2, * 2): 2 Members and 2 guests, or 4 Members; a third guest is past it", () => {
    const allowance = memberAllowance([dual])
    expect(memberTicketsLeft(allowance, counts({}), 'Member')).toBe(4)
    expect(memberTicketsLeft(allowance, counts({}), 'Member guest')).toBe(2)
    expect(memberTicketsLeft(allowance, counts({ Member: 2 }), 'Member guest')).toBe(2)
    expect(memberTicketsLeft(allowance, counts({ Member: 2, 'Member guest': 2 }), 'Member guest')).toBe(0)
    expect(memberTicketsLeft(allowance, counts({ Member: 2, 'Member guest': 2 }), 'Member')).toBe(0)
    // Members past their own allowance draw from the pool the guests share.
    expect(memberTicketsLeft(allowance, counts({ Member: 3 }), 'Member guest')).toBe(1)
    expect(memberTicketsLeft(allowance, counts({ Member: 4 }), 'Member guest')).toBe(0)
    expect(memberTicketsLeft(allowance, counts({ Member: 2, 'Member guest': 3 }), 'Member guest')).toBe(-1)
  })

  it('with several memberships each name and the pool take the largest allowance; no map means no cap', () => {
    const allowance = memberAllowance([individual, membership({ purchaseLimit: { 'Member guest': 3, '*': 0 } })])
    expect(allowance.byName).toEqual(
      new Map([
        ['Member', 1],
        ['Member guest', 3],
      ]),
    )
    expect(allowance.pool).toBe(1)
    expect(
      memberTicketsLeft(memberAllowance([dual, membership({ purchaseLimit: null })]), counts({ Member: 9 }), 'Member'),
    ).toBe(Number.POSITIVE_INFINITY)
  })

  it("what is left of a name fills its own allowance and what the others' overflow leaves of the pool (property)", () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.nat(5), fc.nat(8), fc.nat(8), (own, other, pool, a, b) => {
        const allowance = memberAllowance([membership({ purchaseLimit: { A: own, B: other, '*': pool } })])
        const left = memberTicketsLeft(allowance, counts({ A: a, B: b }), 'A')
        // A's overflow past its own allowance fits what B's overflow leaves of the pool; one more does not.
        const overA = (n: number) => Math.max(0, n - own)
        const room = Math.max(0, pool - Math.max(0, b - other))
        if (left >= 0) {
          expect(overA(a + left)).toBeLessThanOrEqual(room)
          expect(overA(a + left + 1)).toBeGreaterThan(room)
        } else expect(overA(a)).toBeGreaterThan(room)
      }),
    )
  })
})

describe('storefront §5 renewal message and calls §9 Reserve beyond term: the memberships that count at a date', () => {
  const at = (instant: number) => ({ instant })

  it('a membership valid at the session counts', () => {
    expect(memberTermAt([individual], { now: NOW, at: at(THURSDAY_EVENING), beyondTerm: 'never' })).toEqual({
      status: 'covered',
      memberships: [individual],
    })
  })

  it('ended by the session: expired, unless the event allows reserving beyond the term', () => {
    const term = (beyondTerm: 'always' | 'if_autorenew' | 'never', m = individual) =>
      memberTermAt([m], { now: NOW, at: at(LATER_THURSDAY), beyondTerm }).status
    expect(term('never')).toBe('expired')
    expect(term('always')).toBe('beyond_term')
    // if_autorenew: only when the membership's auto-renew is scheduled.
    expect(term('if_autorenew')).toBe('expired')
    expect(term('if_autorenew', { ...individual, autoRenewState: 'scheduled' })).toBe('beyond_term')
    expect(term('if_autorenew', { ...individual, autoRenewState: 'cancelled' })).toBe('expired')
  })

  it('a renewal that starts later covers the later date', () => {
    const renewal = membership({ validFrom: '2026-06-26T00:00:00-04:00', validTo: '2027-06-25T23:59:59-04:00' })
    expect(memberTermAt([individual, renewal], { now: NOW, at: at(LATER_THURSDAY), beyondTerm: 'never' })).toEqual({
      status: 'covered',
      memberships: [renewal],
    })
  })

  it('beside one valid at the date, one the event lets reach beyond its term counts too', () => {
    const renewal = membership({ validFrom: '2026-06-26T00:00:00-04:00', validTo: '2027-06-25T23:59:59-04:00' })
    const scheduled = { ...individual, autoRenewState: 'scheduled' }
    expect(
      memberTermAt([scheduled, renewal], { now: NOW, at: at(LATER_THURSDAY), beyondTerm: 'if_autorenew' }).memberships,
    ).toEqual([renewal, scheduled])
  })

  it('a chosen day (no session yet) counts in the venue zone: the last day of the membership is covered', () => {
    const on = (date: string) =>
      memberTermAt([individual], { now: NOW, at: { date, timeZone: TZ }, beyondTerm: 'never' })
    expect(on('2026-06-25').status).toBe('covered')
    expect(on('2026-06-26').status).toBe('expired')
  })

  it('no date yet: the memberships valid now; a visitor without one has none', () => {
    expect(memberTermAt([individual, expired], { now: NOW, at: null, beyondTerm: 'never' }).memberships).toEqual([
      individual,
    ])
    expect(memberTermAt([expired], { now: NOW, at: at(THURSDAY_EVENING), beyondTerm: 'always' }).status).toBe('none')
  })
})

describe('the member-only steppers: renewal message and benefits cap (storefront §5, §6)', () => {
  const groups = offer()
  const covered = (memberships: ReserveMembership[]) =>
    memberTermAt(memberships, { now: NOW, at: { instant: THURSDAY_EVENING }, beyondTerm: 'never' })

  it('only member-only types get limits; counted with what is selected', () => {
    const limits = memberTicketLimits(groups, {
      term: covered([dual]),
      quantities: { 'me-member': 2, adult: 5 },
      heldNames: [],
    })
    expect(Object.keys(limits)).toEqual(['me-member', 'me-guest'])
    expect(limits['me-member']).toEqual({ left: 2, reason: null, messageKey: null, params: {} })
    expect(limits['me-guest']?.left).toBe(2)
  })

  it('the cart held in the session counts too; at the cap each type says so with its name', () => {
    const limits = memberTicketLimits(groups, {
      term: covered([dual]),
      quantities: { 'me-guest': 1 },
      heldNames: ['Member', 'Member', 'Member guest'],
    })
    expect(limits['me-guest']).toEqual({
      left: 0,
      reason: 'benefits_reached',
      messageKey: 'reserve.memberBenefitsReached',
      params: { type: 'Member guest' },
    })
    expect(limits['me-member']?.reason).toBe('benefits_reached')
    expect(en['reserve.memberBenefitsReached']).toContain('{type}')
  })

  it('a membership ended by the date: no member-only ticket can be added, with the renewal message', () => {
    const term = memberTermAt([individual], { now: NOW, at: { instant: LATER_THURSDAY }, beyondTerm: 'never' })
    const limits = memberTicketLimits(groups, { term, quantities: {}, heldNames: [] })
    expect(limits['me-member']).toEqual({
      left: 0,
      reason: 'expired_at_date',
      messageKey: 'reserve.membershipExpiredAtDate',
      params: {},
    })
    expect(limits['me-guest']?.messageKey).toBe('reserve.membershipExpiredAtDate')
    expect(limits.adult).toBeUndefined()
  })

  it('beyond the term, allowed by the event: the benefits of the membership valid now apply', () => {
    const term = memberTermAt([individual], { now: NOW, at: { instant: LATER_THURSDAY }, beyondTerm: 'always' })
    const limits = memberTicketLimits(groups, { term, quantities: { 'me-member': 1 }, heldNames: [] })
    expect(limits['me-guest']?.left).toBe(1)
  })

  it('the stepper stops at the cap: + adds nothing more, a typed quantity comes down to it', () => {
    const limits = memberTicketLimits(groups, {
      term: covered([individual]),
      quantities: { 'me-member': 1 },
      heldNames: [],
    })
    const ctx = quantityContext('me-member', { groups, quantities: { 'me-member': 1 }, memberLeft: limits })!
    expect(ctx.memberLeft).toBe(1)
    expect(quantityMaximum(ctx)).toBe(2)
    expect(incrementQuantity(ctx)).toBe(2)
    const full = memberTicketLimits(groups, {
      term: covered([individual]),
      quantities: { 'me-member': 2 },
      heldNames: [],
    })
    const atCap = quantityContext('me-member', { groups, quantities: { 'me-member': 2 }, memberLeft: full })!
    expect(nextIncrement(atCap)).toBe(0)
    const guestCtx = quantityContext('me-guest', { groups, quantities: { 'me-member': 2 }, memberLeft: full })!
    expect(quantityMaximum(guestCtx)).toBe(0)
    // A non-member-only type is not capped.
    expect(quantityContext('adult', { groups, quantities: {}, memberLeft: full })?.memberLeft).toBeUndefined()
  })
})

describe('the member-only tickets the cart holds in the session', () => {
  it('counts held (in_cart) member-only tickets of the session by type name', () => {
    const tickets = [
      { ticket_type_id: 'me-member', event_session_id: 's1', state: 'in_cart' },
      { ticket_type_id: 'me-guest', event_session_id: 's1', state: 'in_cart' },
      { ticket_type_id: 'me-guest', event_session_id: 's2', state: 'in_cart' },
      { ticket_type_id: 'me-guest', event_session_id: 's1', state: 'cancelled' },
      { ticket_type_id: 'adult', event_session_id: 's1', state: 'in_cart' },
      { ticket_type_id: 'unknown', event_session_id: 's1', state: 'in_cart' },
    ]
    expect(
      heldMemberTicketNames(tickets, {
        sessionId: 's1',
        types: [member, guest, adult],
        groups: [membersGroup, gaGroup],
      }),
    ).toEqual(['Member', 'Member guest'])
  })
})
