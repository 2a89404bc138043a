/**
 * The membership event's settings and levels (storefront §3 Event template config, Survey spec;
 * storefront §2 Buy membership "extended-membership checkbox … footnote"; storefront §5
 * prevent_membership_updates; calls §7 "Reserve submission for a membership: … extended-membership
 * code list, tickets, survey answers, auto-renew flag, promo codes"; calls §8 Reserve and promo
 * rule_blocks_reserve code_required; calls §9 "Auto-renew prompt"): membership-config.ts and
 * membership-reserve.ts.
 */
import { describe, expect, it } from 'vitest'
import { createSandbox, type SandboxOptions } from './index.js'
import { reserveMembership } from './membership-reserve.js'
import { seedIds, type Seed } from './seed/index.js'
import { createState } from './state.js'
import { client, errorOf, gaTomorrow1000, memberClient, tuesdayMorning } from './test-helpers.js'

const sandbox = (options: Omit<SandboxOptions, 'now'> = {}) => createSandbox({ now: tuesdayMorning, ...options })
const edsger = (s: ReturnType<typeof sandbox>) => memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')
/** A sandbox whose membership event's config has `name` set to `value` (undefined: removed). */
const withMembershipConfig = (name: string, value: unknown) =>
  sandbox({
    customizeSeed: (seed: Seed) => {
      const config = seed.events.find((e) => e.template.id === seedIds.membership)!.config
      if (value === undefined) delete config[name]
      else config[name] = value
    },
  })

type Api = Pick<ReturnType<typeof client>, 'call'>
const reserve = (api: Api, body: unknown, query: Record<string, string> = {}) =>
  api.call('POST', 'events/membership/reserve_membership', { body, query: { _embed: 'ticket', ...query } })
const individual = (more: Record<string, unknown> = {}) => ({
  role_id: 'ms-individual',
  tickets: [
    { ticket_group_id: 'ms-individual', ticket_type_id: 'ms-individual-member', admit_name: 'Edsger Dijkstra' },
  ],
  ...more,
})
const family = (more: Record<string, unknown> = {}) => ({
  role_id: 'ms-family',
  tickets: [{ ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-member', admit_name: 'Grace Hopper' }],
  ...more,
})
const patron = (more: Record<string, unknown> = {}) => ({
  role_id: 'ms-patron',
  tickets: [{ ticket_group_id: 'ms-patron', ticket_type_id: 'ms-patron-member', admit_name: 'Ada Lovelace' }],
  ...more,
})
const card = (amount: string) => ({ amount, gateway_id: 'stripe', gateway_data: { source: 'pm_card_visa' } })
const cartOf = (answer: { body: any }) => answer.body.cart._data[0]

describe("the membership event's config (storefront §3 Event template config: the client reads these names)", () => {
  it('carries auto_renew prompt, the footnote, the extended-membership offer and prevent_membership_updates', async () => {
    const { body } = await client(sandbox()).get('events/membership')
    expect(body.event_template._data[0].config).toEqual({
      'membership.auto_renew': 'prompt',
      'membership.footnote':
        'Memberships run for twelve months from the day you join. Membership fees are not refundable.',
      'membership.extended_membership': {
        label: 'Add three extra months at no cost (this offer ends soon)',
        codes: ['EXTEND3'],
        months: 3,
      },
      prevent_membership_updates: true,
    })
    const members = await client(sandbox()).get('events/members-evening')
    expect(members.body.event_template._data[0].config['membership.reserve_beyond_term']).toBe('if_autorenew')
  })
})

describe('membership.auto_renew (calls §9 "Auto-renew prompt: only when the automatic option equals prompt")', () => {
  it('prompt (the seed): the cart takes what the reserve sends', async () => {
    const api = client(sandbox())
    expect(cartOf(await reserve(api, individual({ auto_renew: true }))).auto_renew).toBe(true)
    expect(cartOf(await reserve(api, individual({ auto_renew: false }))).auto_renew).toBe(false)
  })

  it('always: auto-renew whatever the reserve or the checkout sends; the membership is scheduled', async () => {
    const s = withMembershipConfig('membership.auto_renew', 'always')
    const api = client(s)
    expect(cartOf(await reserve(api, individual())).auto_renew).toBe(true)
    const reserved = await reserve(api, individual({ auto_renew: false }))
    expect(cartOf(reserved).auto_renew).toBe(true)
    const paid = await api.post(`cart/${cartOf(reserved).id}/guest_checkout`, {
      ...card('75.00'),
      auto_renew: false,
      guest_identity_id: seedIds.accounts.edsger.identityId,
    })
    expect(paid.body.status).toBe('completed')
    const order = await api.get(`ticket_order/${paid.body.ticket_order._data[0].id}`, { _embed: 'membership' })
    expect(order.body.membership._data[0].auto_renew_state).toBe('scheduled')
  })

  it('never: no auto-renew whatever is sent; the membership is none', async () => {
    const s = withMembershipConfig('membership.auto_renew', 'never')
    const api = client(s)
    const reserved = await reserve(api, individual({ auto_renew: true }))
    expect(cartOf(reserved).auto_renew).toBe(false)
    const paid = await api.post(`cart/${cartOf(reserved).id}/guest_checkout`, {
      ...card('75.00'),
      auto_renew: true,
      guest_identity_id: seedIds.accounts.edsger.identityId,
    })
    const order = await api.get(`ticket_order/${paid.body.ticket_order._data[0].id}`, { _embed: 'membership' })
    expect(order.body.membership._data[0].auto_renew_state).toBe('none')
  })

  it('a gift code redeem keeps what is sent (the gift context the prompt never shows in)', async () => {
    const api = client(withMembershipConfig('membership.auto_renew', 'always'))
    const redeem = await reserve(api, individual({ promo_codes: ['2026000001'], auto_renew: false }))
    expect([redeem.status, cartOf(redeem).auto_renew]).toEqual([200, false])
  })
})

describe('extended_membership_codes (calls §7; config membership.extended_membership)', () => {
  it("takes the offer's codes (trimmed, any case) and refuses any other as code_not_found, _context reserve", async () => {
    const api = client(sandbox())
    expect((await reserve(api, individual({ extended_membership_codes: ['EXTEND3'] }))).status).toBe(200)
    expect((await reserve(api, individual({ extended_membership_codes: [' extend3 '] }))).status).toBe(200)
    const wrong = await reserve(api, individual({ extended_membership_codes: ['EXTEND3', 'EXTEND12'] }))
    expect([wrong.status, errorOf(wrong)]).toEqual([
      400,
      {
        _code: 'code_not_found',
        _description: 'EXTEND12 is not an extended-membership code of Membership.',
        _context: 'reserve',
        _extra: { extended_membership_code: 'EXTEND12' },
      },
    ])
    // A promo code is not an extended-membership code.
    expect(errorOf(await reserve(api, individual({ extended_membership_codes: ['FRIENDS10'] })))._code).toBe(
      'code_not_found',
    )
    const noOffer = await reserve(
      client(withMembershipConfig('membership.extended_membership', undefined)),
      individual({ extended_membership_codes: ['EXTEND3'] }),
    )
    expect([noOffer.status, errorOf(noOffer)._code, errorOf(noOffer)._context]).toEqual([
      400,
      'code_not_found',
      'reserve',
    ])
  })

  it('records the accepted codes with the cart, in the offer’s spelling, with the months they add', () => {
    const state = createState(Date.parse(tuesdayMorning))
    const req = { state, now: Date.parse(tuesdayMorning), query: {}, identityId: seedIds.publicIdentity }
    const cart = reserveMembership(
      req,
      seedIds.membership,
      null,
      individual({ extended_membership_codes: ['extend3'] }),
    )
    expect(cart.membership).toMatchObject({ extended_membership_codes: ['EXTEND3'], extended_months: 3 })
  })

  it('the membership the order issues runs three months longer', async () => {
    const s = sandbox()
    const me = await edsger(s)
    const reserved = await reserve(me, individual({ extended_membership_codes: ['EXTEND3'] }))
    const paid = await me.post(`my/cart/${cartOf(reserved).id}/checkout`, card('75.00'))
    expect(paid.body.status).toBe('completed')
    const [membership] = (await me.get('my/membership')).body.membership._data
    // From the venue's today (10 March 2026) for 12 + 3 months.
    expect(membership).toMatchObject({
      valid_from: '2026-03-10T00:00:00-04:00',
      valid_to: '2027-06-09T23:59:59-04:00',
    })
  })
})

describe('the Patron level by invitation (calls §8 rule_blocks_reserve code_required; calls §8 Other)', () => {
  const blocked = {
    _code: 'rule_blocks_reserve',
    _description: 'Patron membership is by invitation. Enter the code from your invitation letter.',
    _context: 'checkout_rules',
    _extra: { block_reason: 'code_required', event_template_id: 'membership' },
  }

  it('refuses the level without the invitation code, in the shape a code-required event answers', async () => {
    const api = client(sandbox())
    const refused = await reserve(api, patron())
    expect([refused.status, errorOf(refused)]).toEqual([400, blocked])
    // Another good code does not open it.
    expect(errorOf(await reserve(api, patron({ promo_codes: [seedIds.codes.friends] })))).toEqual(blocked)
    // The Curator's Preview's code-required answer (cart-modify.ts) has the same shape.
    const preview = await api.call('POST', 'my/cart/modify', {
      body: {
        reserve: {
          tickets: [
            { event_session_id: 'curators-preview-20260316-1800', ticket_type_id: 'cp-invited-guest', quantity: 1 },
          ],
        },
      },
    })
    const previewError = errorOf(preview)
    expect([preview.status, previewError._code, previewError._context, Object.keys(previewError._extra)]).toEqual([
      400,
      blocked._code,
      blocked._context,
      Object.keys(blocked._extra),
    ])
  })

  it('reserves with the code (any case; it discounts nothing); a wrong code is the code_not_found of any code', async () => {
    const api = client(sandbox())
    const ok = await reserve(api, patron({ promo_codes: ['patron2026'] }))
    expect(ok.status).toBe(200)
    expect(cartOf(ok).grand_totals.total_outstanding).toBe('500.00')
    // The cart holds the code now: the form submitted again needs it no more.
    expect((await reserve(api, patron(), { cart_id: cartOf(ok).id })).status).toBe(200)
    const wrong = await reserve(api, patron({ promo_codes: ['PATRON2025'] }))
    const otherLevel = await reserve(api, individual({ promo_codes: ['PATRON2025'] }))
    expect([wrong.status, errorOf(wrong)]).toEqual([
      400,
      { _code: 'code_not_found', _description: 'PATRON2025 is not a valid promo code.' },
    ])
    expect(errorOf(otherLevel)).toEqual(errorOf(wrong))
  })

  it('takes the code applied to the cart beforehand (apply_code accepts it as an unlocking code)', async () => {
    const api = client(sandbox())
    const ga = await api.post('my/cart/modify', {
      reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 1 }] },
    })
    const cartId = cartOf(ga).id as string
    const applied = await api.post(`my/cart/${cartId}/apply_code`, { code: seedIds.codes.patron })
    expect(applied.status).toBe(200)
    const reserved = await reserve(api, patron(), { cart_id: cartId })
    expect([reserved.status, reserved.body.ticket._data.map((t: any) => t.ticket_type_id)]).toEqual([
      200,
      ['ga-adult', 'ms-patron-member'],
    ])
  })
})

describe("the Family level's survey (storefront §3 Survey spec; calls §7 survey answers)", () => {
  it('asks one optional question, heard_from', async () => {
    const { body } = await client(sandbox()).get('events/membership', { _embed: 'ticket_group' })
    const specs = Object.fromEntries(body.ticket_group._data.map((g: any) => [g.id, g.additional_info_spec]))
    expect(specs).toEqual({
      'ms-individual': null,
      'ms-dual': null,
      'ms-family': {
        properties: {
          heard_from: {
            type: 'string',
            enum: ['A friend', 'Social media', 'A newspaper', 'Walking past'],
            title: 'How did you hear about us?',
            propertyOrder: 1,
          },
        },
        required: [],
      },
      'ms-patron': null,
    })
  })

  it('checks the answers keyed by ms-family against it: an answer outside the enum, another question', async () => {
    const api = client(sandbox())
    const outside = await reserve(api, family({ additional_info: { 'ms-family': { heard_from: 'A blog' } } }))
    expect([outside.status, errorOf(outside)]).toEqual([
      400,
      {
        _code: 'additional_info_validation_failed',
        _description: 'How did you hear about us?: choose one of A friend, Social media, A newspaper, Walking past.',
        _context: 'reserve',
        _extra: { ticket_group_id: 'ms-family', field: 'heard_from' },
      },
    ])
    const other = await reserve(api, family({ additional_info: { 'ms-family': { children_ages_youngest: 5 } } }))
    expect(errorOf(other)).toMatchObject({
      _code: 'additional_info_validation_failed',
      _extra: { ticket_group_id: 'ms-family', field: 'children_ages_youngest' },
    })
    // Optional: no answer is fine.
    expect((await reserve(api, family())).status).toBe(200)
    expect((await reserve(api, family({ additional_info: { 'ms-family': { heard_from: 'A friend' } } }))).status).toBe(
      200,
    )
  })

  it('keeps the answers with the cart', () => {
    const state = createState(Date.parse(tuesdayMorning))
    const req = { state, now: Date.parse(tuesdayMorning), query: {}, identityId: seedIds.publicIdentity }
    const cart = reserveMembership(
      req,
      seedIds.membership,
      null,
      family({ additional_info: { 'ms-family': { heard_from: 'Walking past' } } }),
    )
    expect(cart.additional_info).toEqual({ 'ms-family': { heard_from: 'Walking past' } })
  })
})
