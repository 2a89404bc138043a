/**
 * The membership form's rules (storefront §4 Membership form; §5 Membership and named members;
 * calls §3 Membership rules; calls §7 reserve submission; calls §9 rules limit).
 */
import { describe, expect, it } from 'vitest'
import type { TicketGroupView } from '../catalog/types.js'
import { ticketGroupRow, ticketTypeRow } from '../testing/index.js'
import {
  MEMBERSHIP_RULES_LIMIT,
  UNNAMED_MAX_WHEN_UNBOUNDED,
  canSubmitMembership,
  changeLevel,
  initialLevelId,
  membershipLevels,
  membershipProblems,
  membershipReserveBody,
  optionalChoice,
  renewSelection,
  roleCount,
  showsStepper,
  type MembershipSelection,
} from './form.js'
import { createMembershipForm } from './form.store.js'
import type { Membership } from './types.js'

const group = (id: string, name: string, types: [string, string, string][]): TicketGroupView => ({
  ...ticketGroupRow({ id, name, handler: 'membership', meta: { admit_names: 'required', admit_emails: 'optional' } }),
  types: types.map(([typeId, typeName, price]) =>
    ticketTypeRow({ id: typeId, name: typeName, ticket_group_id: id, currency_amount: price }),
  ),
})
const rule = (
  id: string,
  groupId: string,
  typeId: string,
  role: string,
  named: 'yes' | 'no' | 'optional',
  min: number,
  max: number,
) => ({
  id,
  ticket_group_id: groupId,
  ticket_type_id: typeId,
  party_role: role,
  named,
  min,
  max,
})

const dual = group('ms-dual', 'Dual', [
  ['ms-dual-member', 'Member', '130.00'],
  ['ms-dual-second', 'Second cardholder', '0.00'],
])
const family = group('ms-family', 'Family', [
  ['ms-family-member', 'Member', '180.00'],
  ['ms-family-second', 'Second cardholder', '0.00'],
  ['ms-family-child', 'Child', '0.00'],
])
const patron = group('ms-patron', 'Patron', [
  ['ms-patron-member', 'Member', '300.00'],
  ['ms-patron-guest', 'Guest', '0.00'],
])
const rules = [
  rule('mr-dual-member', 'ms-dual', 'ms-dual-member', 'member', 'yes', 1, 1),
  rule('mr-dual-second', 'ms-dual', 'ms-dual-second', 'second-card', 'yes', 1, 1),
  rule('mr-family-member', 'ms-family', 'ms-family-member', 'member', 'yes', 1, 1),
  rule('mr-family-second', 'ms-family', 'ms-family-second', 'second-card', 'optional', 0, 1),
  rule('mr-family-child', 'ms-family', 'ms-family-child', 'child', 'no', 0, 4),
  rule('mr-patron-member', 'ms-patron', 'ms-patron-member', 'member', 'yes', 1, 1),
  rule('mr-patron-guest', 'ms-patron', 'ms-patron-guest', 'guest', 'no', 0, -1),
]
const levels = membershipLevels([dual, family, patron], rules)
const select = (patch: Partial<MembershipSelection>): MembershipSelection => ({
  levelId: null,
  named: {},
  counts: {},
  autoRenew: false,
  extended: false,
  survey: {},
  ...patch,
})
const ada = { first: 'Ada', last: 'Lovelace', email: '' }

describe('calls §9 and storefront §5 constants', () => {
  it('asks for 1000 rules; a non-named rule with max below 0 allows 10', () => {
    expect(MEMBERSHIP_RULES_LIMIT).toBe(1000)
    expect(UNNAMED_MAX_WHEN_UNBOUNDED).toBe(10)
    const guest = levels.find((l) => l.id === 'ms-patron')?.roles.find((r) => r.partyRole === 'guest')
    expect([guest?.min, guest?.max]).toEqual([0, 10])
  })
})

describe('levels and roles (calls §3 Membership rules)', () => {
  it('a level per membership group, with its roles by party role', () => {
    expect(levels.map((l) => [l.id, l.roles.map((r) => [r.partyRole, r.named, r.min, r.max])])).toEqual([
      [
        'ms-dual',
        [
          ['member', 'yes', 1, 1],
          ['second-card', 'yes', 1, 1],
        ],
      ],
      [
        'ms-family',
        [
          ['member', 'yes', 1, 1],
          ['second-card', 'optional', 0, 1],
          ['child', 'no', 0, 4],
        ],
      ],
      [
        'ms-patron',
        [
          ['member', 'yes', 1, 1],
          ['guest', 'no', 0, 10],
        ],
      ],
    ])
  })

  it('"A single level is auto-selected."', () => {
    expect(initialLevelId(levels)).toBeNull()
    expect(initialLevelId(membershipLevels([dual], rules))).toBe('ms-dual')
  })

  it('"The unnamed-member stepper is hidden when min equals max"; "A single optional member is a yes/no choice"', () => {
    const [member, second, child] = levels[1]!.roles
    expect([showsStepper(member!), showsStepper(second!), showsStepper(child!)]).toEqual([false, true, true])
    expect([optionalChoice(member!), optionalChoice(second!), optionalChoice(child!)]).toEqual([
      'none',
      'yes_no',
      'none',
    ])
  })

  it('counts stay within the rule: yes is min; optional and unnamed from min up to max', () => {
    const [, second, child] = levels[1]!.roles
    expect(roleCount(child!, select({ counts: { child: 9 } }))).toBe(4)
    expect(roleCount(child!, select({ counts: { child: -2 } }))).toBe(0)
    expect(roleCount(second!, select({}))).toBe(0)
  })
})

describe('storefront §4 Membership form', () => {
  it('changing the level resets auto-renew to false and keeps the details by party role', () => {
    const before = select({ levelId: 'ms-dual', autoRenew: true, named: { member: [ada] } })
    const after = changeLevel(before, 'ms-family')
    expect(after).toEqual({ ...before, levelId: 'ms-family', autoRenew: false })
    expect(changeLevel(before, 'ms-dual')).toBe(before)
  })

  it("problems: 'Please select a membership to continue.', 'At least one member …', the named members' names", () => {
    expect(membershipProblems(levels, select({})).form).toBe('membership.selectLevel')
    const noone = membershipLevels(
      [group('ms-x', 'X', [['x', 'Child', '0']])],
      [rule('r', 'ms-x', 'x', 'child', 'no', 0, 3)],
    )
    expect(membershipProblems(noone, select({ levelId: 'ms-x' })).form).toBe('membership.memberRequired')
    const missing = membershipProblems(levels, select({ levelId: 'ms-dual', named: { member: [ada] } }))
    expect(missing.form).toBeNull()
    expect(missing.members).toEqual([
      {
        partyRole: 'second-card',
        index: 0,
        problems: [
          { field: 'first', problem: 'required' },
          { field: 'last', problem: 'required' },
        ],
      },
    ])
  })

  it("storefront §5: a member's first and last name are at most 50 characters, an e-mail at most 254", () => {
    const long = (n: number) => 'x'.repeat(n)
    const over = membershipProblems(
      levels,
      select({
        levelId: 'ms-dual',
        named: {
          member: [{ first: long(51), last: long(51), email: `${long(250)}@example.org` }],
          'second-card': [{ first: long(50), last: 'Babbage', email: '' }],
        },
      }),
    )
    expect(over.members).toEqual([
      {
        partyRole: 'member',
        index: 0,
        problems: [
          { field: 'first', problem: 'too_long', max: 50 },
          { field: 'last', problem: 'too_long', max: 50 },
          { field: 'email', problem: 'too_long', max: 254 },
        ],
      },
    ])
  })

  it('the reserve body: the level, its rules, a member ticket per member (named ones with their names), auto-renew', () => {
    const selection = select({
      levelId: 'ms-family',
      named: { member: [ada], 'second-card': [{ first: 'Charles', last: 'Babbage', email: 'cb@example.org' }] },
      counts: { 'second-card': 1, child: 1 },
      autoRenew: true,
    })
    expect(membershipProblems(levels, selection)).toEqual({ form: null, members: [], survey: [] })
    expect(membershipReserveBody(levels[1]!, selection)).toEqual({
      role_id: 'ms-family',
      membership_rule_ids: ['mr-family-member', 'mr-family-second', 'mr-family-child'],
      tickets: [
        { ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-member', admit_name: 'Ada Lovelace' },
        {
          ticket_group_id: 'ms-family',
          ticket_type_id: 'ms-family-second',
          admit_name: 'Charles Babbage',
          admit_email: 'cb@example.org',
        },
        { ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-child' },
      ],
      auto_renew: true,
    })
  })

  it('renew: the previous level, members and auto-renew pre-filled from the membership', () => {
    const membership = {
      ticketGroupId: 'ms-dual',
      members: [
        { name: 'Ada Lovelace', type: 'Member' },
        { name: 'Charles Babbage', type: 'Second cardholder' },
      ],
      autoRenewState: 'scheduled',
    } as Membership
    expect(renewSelection(levels, membership)).toEqual({
      levelId: 'ms-dual',
      named: {
        member: [{ first: 'Ada', last: 'Lovelace', email: '' }],
        'second-card': [{ first: 'Charles', last: 'Babbage', email: '' }],
      },
      counts: { member: 1, 'second-card': 1 },
      autoRenew: true,
      extended: false,
      survey: {},
    })
  })
})

describe('the form store: renew with a single level (storefront §4 "pre-filled … also after a login")', () => {
  it('pre-fills the members over the auto-selected level, and again when the membership arrives after a login', async () => {
    const ada: Membership = {
      id: 'm',
      scanCode: null,
      level: { id: 'role-dual', name: 'Dual', rank: 2 },
      programName: null,
      members: [
        { name: 'Ada Lovelace', type: 'Member' },
        { name: 'Charles Babbage', type: 'Second cardholder' },
      ],
      validFrom: '2026-01-01T00:00:00Z',
      validTo: '2026-12-31T00:00:00Z',
      autoRenewState: 'scheduled',
      ticketOrderId: 'o',
      eventTemplateId: 'membership',
      ticketGroupId: 'ms-dual',
      purchaseLimit: null,
    }
    let state = { status: 'idle' as const, memberships: [] as Membership[], isMember: false, error: null }
    const listeners = new Set<() => void>()
    const memberships = {
      getSnapshot: () => state,
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    }
    const form = createMembershipForm({
      eventId: 'membership',
      context: 'renew',
      http: { get: async () => ({ data: { membership_rule: { _data: rules } } }) } as never,
      clock: { now: () => Date.parse('2026-06-01T00:00:00Z') } as never,
      catalog: { loadEvent: async () => ({ data: { ticketGroups: [dual] } }) } as never,
      cart: { reserveMembership: async () => ({ data: {} }) } as never,
      memberships: memberships as never,
      purchaserEmail: () => null,
      cartItems: () => [],
      gifts: { get: () => null, set: () => {}, clear: () => {} },
    })
    await form.load()
    expect(form.getSnapshot().selection).toMatchObject({ levelId: 'ms-dual', named: {} })
    state = { ...state, status: 'ready' as never, memberships: [ada], isMember: true }
    for (const listener of listeners) listener()
    expect(form.getSnapshot().selection).toMatchObject({
      levelId: 'ms-dual',
      named: { member: [{ first: 'Ada', last: 'Lovelace', email: '' }] },
      autoRenew: true,
    })
    form.dispose()
    expect(listeners.size).toBe(0)
  })
})

describe('storefront §5: the reserve button "is disabled when none is selected, unless a form-validation-guard flag is on"', () => {
  it('without the flag a level is needed; with it only submitting disables it', () => {
    expect(canSubmitMembership({ status: 'idle', selection: { levelId: null } }, false)).toBe(false)
    expect(canSubmitMembership({ status: 'idle', selection: { levelId: 'ms-dual' } }, false)).toBe(true)
    expect(canSubmitMembership({ status: 'idle', selection: { levelId: null } }, true)).toBe(true)
    expect(canSubmitMembership({ status: 'submitting', selection: { levelId: 'ms-dual' } }, true)).toBe(false)
  })
})
