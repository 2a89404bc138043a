/**
 * The membership event's settings on the form (storefront §2 Buy membership: extended-membership
 * checkbox, survey, auto-renew yes/no, footnote; §5 read-only admits under
 * prevent_membership_updates; calls §7 reserve submission; calls §8 Other server-description
 * dialog; calls §9 Auto-renew prompt; storefront §6 delete-cart-or-checkout).
 */
import { describe, expect, it } from 'vitest'
import type { TicketGroupView } from '../catalog/types.js'
import { FoyerError } from '../errors/foyer-error.js'
import { ticketGroupRow, ticketTypeRow } from '../testing/index.js'
import {
  asksAutoRenew,
  autoRenewFlag,
  isReadOnlyMemberField,
  membershipLevels,
  membershipProblems,
  membershipReserveBody,
  membershipSettings,
  membershipLevelPrice,
  type MembershipSelection,
} from './form.js'
import { createMembershipForm } from './form.store.js'
import type { Membership } from './types.js'

const survey = {
  properties: {
    heard_from: { type: 'string', title: 'How did you hear about us?', enum: ['A friend', 'Walking past'] },
  },
  required: ['heard_from'],
}
const family: TicketGroupView = {
  ...ticketGroupRow({
    id: 'ms-family',
    name: 'Family',
    handler: 'membership',
    meta: { admit_names: 'required', admit_emails: 'optional' },
    additional_info_spec: survey,
  }),
  types: [
    ticketTypeRow({ id: 'ms-family-member', name: 'Member', ticket_group_id: 'ms-family', currency_amount: '180.00' }),
  ],
} as TicketGroupView
const rules = [
  {
    id: 'mr-family-member',
    ticket_group_id: 'ms-family',
    ticket_type_id: 'ms-family-member',
    party_role: 'member',
    named: 'yes' as const,
    min: 1,
    max: 1,
  },
]
const [level] = membershipLevels([family], rules)
const config = {
  'membership.auto_renew': 'prompt',
  'membership.footnote': 'Memberships run for twelve months.',
  'membership.extended_membership': { label: 'Add three months', codes: ['EXTEND3'] },
  prevent_membership_updates: true,
}
const selection = (patch: Partial<MembershipSelection> = {}): MembershipSelection => ({
  levelId: 'ms-family',
  named: { member: [{ first: 'Ada', last: 'Lovelace', email: '' }] },
  counts: {},
  autoRenew: true,
  extended: false,
  survey: {},
  ...patch,
})

describe('membershipSettings (the membership event config)', () => {
  it('reads the auto-renew option, footnote, extended membership and prevent_membership_updates', () => {
    expect(membershipSettings(config)).toEqual({
      autoRenew: 'prompt',
      footnote: 'Memberships run for twelve months.',
      extended: { label: 'Add three months', codes: ['EXTEND3'] },
      preventMembershipUpdates: true,
    })
  })
  it('falls back to prompt, no footnote, no extension and editable admits', () => {
    expect(
      membershipSettings({ 'membership.auto_renew': 'sometimes', 'membership.extended_membership': { label: 'x' } }),
    ).toEqual({
      autoRenew: 'prompt',
      footnote: null,
      extended: null,
      preventMembershipUpdates: false,
    })
  })
})

describe('calls §9 "Auto-renew prompt: only when the automatic option equals prompt; never in gift context"', () => {
  it('asks only for prompt, outside gift and redeem', () => {
    expect(asksAutoRenew({ autoRenew: 'prompt' }, 'buy')).toBe(true)
    expect(asksAutoRenew({ autoRenew: 'prompt' }, 'renew')).toBe(true)
    expect(asksAutoRenew({ autoRenew: 'prompt' }, 'gift')).toBe(false)
    expect(asksAutoRenew({ autoRenew: 'prompt' }, 'redeem')).toBe(false)
    expect(asksAutoRenew({ autoRenew: 'always' }, 'buy')).toBe(false)
    expect(asksAutoRenew({ autoRenew: 'never' }, 'buy')).toBe(false)
  })
  it('sends the answer when asked, the option otherwise, and never renews a gift', () => {
    expect(autoRenewFlag({ autoRenew: 'prompt' }, 'buy', true)).toBe(true)
    expect(autoRenewFlag({ autoRenew: 'prompt' }, 'buy', false)).toBe(false)
    expect(autoRenewFlag({ autoRenew: 'always' }, 'buy', false)).toBe(true)
    expect(autoRenewFlag({ autoRenew: 'never' }, 'renew', true)).toBe(false)
    expect(autoRenewFlag({ autoRenew: 'always' }, 'gift', true)).toBe(false)
  })
})

describe('the reserve body with the survey and the extended membership (calls §7)', () => {
  const settings = membershipSettings(config)
  it('sends the level survey answers keyed by the level, and the extended codes when ticked', () => {
    const body = membershipReserveBody(
      level!,
      selection({ extended: true, survey: { 'ms-family': { heard_from: 'A friend' } } }),
      { settings, context: 'buy' },
    )
    expect(body).toMatchObject({
      role_id: 'ms-family',
      extended_membership_codes: ['EXTEND3'],
      additional_info: { 'ms-family': { heard_from: 'A friend' } },
      auto_renew: true,
    })
  })
  it('sends neither when unticked and unanswered', () => {
    const body = membershipReserveBody(level!, selection(), { settings, context: 'gift' })
    expect(body).not.toHaveProperty('extended_membership_codes')
    expect(body).not.toHaveProperty('additional_info')
    expect(body.auto_renew).toBe(false)
  })
  it('storefront §5 Survey: a required question unanswered is a problem', () => {
    expect(membershipProblems([level!], selection()).survey).toEqual([{ name: 'heard_from', problem: 'required' }])
    expect(
      membershipProblems([level!], selection({ survey: { 'ms-family': { heard_from: 'Walking past' } } })).survey,
    ).toEqual([])
  })
})

describe('storefront §5: read-only admits under prevent_membership_updates', () => {
  const prefilled = { member: [{ first: 'Ada', last: 'Lovelace', email: '' }] }
  it('a field the membership filled is read-only when the setting is on; an empty one is not', () => {
    expect(isReadOnlyMemberField(prefilled, { preventMembershipUpdates: true }, 'member', 0, 'first')).toBe(true)
    expect(isReadOnlyMemberField(prefilled, { preventMembershipUpdates: true }, 'member', 0, 'email')).toBe(false)
    expect(isReadOnlyMemberField(prefilled, { preventMembershipUpdates: false }, 'member', 0, 'first')).toBe(false)
  })
})

const ada: Membership = {
  id: 'm',
  scanCode: null,
  level: { id: 'role-family', name: 'Family', rank: 3 },
  programName: null,
  members: [{ name: 'Ada Lovelace', type: 'Member' }],
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2026-12-31T00:00:00Z',
  autoRenewState: 'none',
  ticketOrderId: 'o',
  eventTemplateId: 'membership',
  ticketGroupId: 'ms-family',
  purchaseLimit: null,
}

function formWith(options: {
  context?: 'buy' | 'renew'
  reserve: (body: Record<string, unknown>) => Promise<unknown>
  cartItems?: { isMembershipEvent: boolean }[]
}) {
  const memberships = {
    getSnapshot: () => ({ status: 'ready', memberships: [ada], isMember: true, error: null }),
    subscribe: () => () => {},
  }
  return createMembershipForm({
    eventId: 'membership',
    context: options.context ?? 'buy',
    http: { get: async () => ({ data: { membership_rule: { _data: rules } } }) } as never,
    clock: { now: () => Date.parse('2026-06-01T00:00:00Z') } as never,
    catalog: { loadEvent: async () => ({ data: { ticketGroups: [family], config } }) } as never,
    cart: { reserveMembership: async (_: string, body: Record<string, unknown>) => options.reserve(body) } as never,
    memberships: memberships as never,
    purchaserEmail: () => null,
    cartItems: () => options.cartItems ?? [],
    gifts: { get: () => null, set: () => {}, clear: () => {} },
  })
}

describe('the form store', () => {
  it('storefront §3 Ticket group start policy and duration_new: each level says the days a membership bought today covers', async () => {
    const form = formWith({ reserve: async () => ({ data: { cart: { id: 'c' } } }) })
    await form.load()
    // The event has no venue here: its day is read in UTC.
    expect(form.getSnapshot().levels[0]?.term).toEqual({ from: '2026-06-01', to: '2027-05-31' })
  })

  it('renew: the pre-filled names stay as they were under prevent_membership_updates; the e-mail can be added', async () => {
    const form = formWith({ context: 'renew', reserve: async () => ({ data: { cart: { id: 'c' } } }) })
    await form.load()
    form.setMember('member', 0, { first: 'Grace', email: 'ada@example.com' })
    expect(form.getSnapshot().selection.named.member?.[0]).toEqual({
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@example.com',
    })
    expect(form.isReadOnly('member', 0, 'last')).toBe(true)
    expect(form.isReadOnly('member', 0, 'email')).toBe(false)
  })

  it('calls §8 Other: a server description needing a code opens the dialog; the submit retries with the value entered', async () => {
    const sent: Record<string, unknown>[] = []
    const blocked = new FoyerError({
      code: 'rule_blocks_reserve',
      context: 'checkout_rules',
      status: 400,
      description: 'Patron membership is by invitation.',
      extra: { block_reason: 'code_required' },
    })
    const form = formWith({
      reserve: async (body) => {
        sent.push(body)
        const codes = (body.promo_codes as string[] | undefined) ?? []
        if (codes.length === 0) return { error: blocked }
        if (!codes.includes('PATRON2026'))
          return { error: new FoyerError({ code: 'code_not_found', status: 404, context: 'reserve' }) }
        return { data: { cart: { id: 'c' } } }
      },
    })
    await form.load()
    form.setMember('member', 0, { first: 'Ada', last: 'Lovelace' })
    form.setSurveyAnswer('heard_from', 'A friend')
    expect((await form.submit()).error?.code).toBe('rule_blocks_reserve')
    expect(form.getSnapshot()).toMatchObject({
      status: 'code_required',
      codeRequired: { description: 'Patron membership is by invitation.', status: 'idle', error: null },
    })
    expect((await form.applyCode('x')).error?.messageKey).toBe('promo.invalidCode')
    expect((await form.applyCode('WRONG')).error?.code).toBe('code_not_found')
    expect(form.getSnapshot()).toMatchObject({
      status: 'code_required',
      codeRequired: { description: 'Patron membership is by invitation.', error: { code: 'code_not_found' } },
    })
    expect((await form.applyCode(' PATRON2026 ')).data).toBeTruthy()
    expect(sent.at(-1)).toMatchObject({
      promo_codes: ['PATRON2026'],
      additional_info: { 'ms-family': { heard_from: 'A friend' } },
    })
    expect(form.getSnapshot()).toMatchObject({ status: 'done', codeRequired: null })
  })

  it('cancelling the dialog leaves the form as it was', async () => {
    const form = formWith({
      reserve: async () => ({
        error: new FoyerError({
          code: 'rule_blocks_reserve',
          context: 'checkout_rules',
          status: 400,
          extra: { block_reason: 'code_required' },
        }),
      }),
    })
    await form.load()
    form.setMember('member', 0, { first: 'Ada', last: 'Lovelace' })
    form.setSurveyAnswer('heard_from', 'A friend')
    expect((await form.submit()).error?.code).toBe('rule_blocks_reserve')
    form.cancelCode()
    expect(form.getSnapshot()).toMatchObject({
      status: 'idle',
      codeRequired: null,
      selection: { levelId: 'ms-family' },
    })
  })

  it('storefront §6: a cart holding a membership event is noticed at load', async () => {
    const form = formWith({ reserve: async () => ({}), cartItems: [{ isMembershipEvent: true }] })
    await form.load()
    expect(form.getSnapshot().cartHoldsMembership).toBe(true)
    const empty = formWith({ reserve: async () => ({}), cartItems: [{ isMembershipEvent: false }] })
    await empty.load()
    expect(empty.getSnapshot().cartHoldsMembership).toBe(false)
  })
})

describe('membershipLevelPrice', () => {
  it("a level is shown at its first role's price (the member's)", () => {
    expect(membershipLevelPrice(level!)).toBe('180.00')
    expect(membershipLevelPrice({ roles: [] })).toBeNull()
  })
})
