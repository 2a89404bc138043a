import { describe, expect, it } from 'vitest'
import { createSandbox, type SandboxOptions } from './index.js'
import { client, tuesdayMorning } from './test-helpers.js'

// The clock stands at Tuesday 10 March 2026, 10:00 in New York; tomorrow is Wednesday 11 March.
const gaTomorrow1000 = 'general-admission-20260311-1000' // 20 sold: 40 left
const gaTomorrow1100 = 'general-admission-20260311-1100' // 57 sold: 3 left
const gaThursday1300 = 'general-admission-20260312-1300' // sold out
const lab = 'conservation-lab-20260311-1300' // 50 places, none sold
const preview = 'curators-preview-20260316-1800'
const workshop = 'little-makers-workshop-20260314-1100' // Saturday: 14 of 20 sold
const fridayEvening = 'pay-what-you-wish-fridays-20260313-1700'

const cartEmbeds = 'ticket,ticket_type,ticket_group,event_session,event_template,cartmod'

function sandbox(options: Omit<SandboxOptions, 'now'> = {}) {
  const api = client(createSandbox({ now: tuesdayMorning, ...options }))
  const line = (
    event_session_id: string | null,
    ticket_type_id: string,
    quantity = 1,
    extra: Record<string, unknown> = {},
  ) => ({
    event_session_id,
    ticket_type_id,
    quantity,
    ...extra,
  })
  return {
    ...api,
    line,
    /** POST my/cart/modify, or my/cart/{id}/modify with a cart id. */
    modify: (body: unknown, cartId?: string) =>
      api.post(cartId ? `my/cart/${cartId}/modify` : 'my/cart/modify', body, { _embed: cartEmbeds }),
    reserve: (tickets: unknown[], cartId?: string, more: Record<string, unknown> = {}) =>
      api.post(
        cartId ? `my/cart/${cartId}/modify` : 'my/cart/modify',
        { reserve: { tickets }, ...more },
        { _embed: cartEmbeds },
      ),
    /** The session row as GET events/{id}/sessions answers it. */
    session: async (eventId: string, id: string) => {
      const date = /-(\d{4})(\d{2})(\d{2})-\d{4}$/.exec(id)!
      const { body } = await api.get(`events/${eventId}/sessions`, { date: `${date[1]}-${date[2]}-${date[3]}` })
      return body.event_session._data.find((s: { id: string }) => s.id === id)
    },
  }
}

/** The first error item of an answer. */
const error = (answer: { body: { _data: unknown[] } }) => answer.body._data[0]

describe('POST my/cart/modify creates the cart (storefront §4 Cart: the first modify call creates it)', () => {
  it('holds 2 adults and a child tomorrow at 10:00: a pending cart, expires_in 900 s, tickets in_cart, totals with fees', async () => {
    const api = sandbox()
    const { status, body } = await api.reserve([
      api.line(gaTomorrow1000, 'ga-adult', 2),
      api.line(gaTomorrow1000, 'ga-child'),
    ])
    expect(status).toBe(200)
    const cart = body.cart._data[0]
    expect(cart).toMatchObject({
      id: expect.stringMatching(/^cart-[0-9a-f]{24}$/),
      cart_number: 'FY000001',
      identity_id: 'public-identity',
      state: 'pending',
      // The seed's hold: 15 minutes on the sandbox clock.
      expires_at: '2026-03-10T10:15:00-04:00',
      expires_in: 900,
      currency_code: 'USD',
      // 2 × 25.00 + 12.00
      face_value: '62.00',
      grand_totals: {
        total_before_cartmod_price: '62.00',
        // calls §9 Fees: Service charges 1.50 a ticket; Tax 8 % of the face value.
        total_fee_fixed_outside: '4.50',
        total_fee_percent_outside: '4.96',
        total_cartmod_amount: '0.00',
        total_payments: '0.00',
        total_outstanding: '71.46',
      },
    })
    expect(
      body.ticket._data.map((t: { ticket_type_id: string; state: string; face_value: string }) => [
        t.ticket_type_id,
        t.state,
        t.face_value,
      ]),
    ).toEqual([
      ['ga-adult', 'in_cart', '25.00'],
      ['ga-adult', 'in_cart', '25.00'],
      ['ga-child', 'in_cart', '12.00'],
    ])
    expect(body.ticket._data[0]).toMatchObject({
      event_session_id: gaTomorrow1000,
      event_template_id: 'general-admission',
      ticket_group_id: 'ga-general-admission',
      start_datetime: '2026-03-11T10:00:00-04:00',
      timezone: 'America/New_York',
      ticket_order_id: null,
    })
    expect(body.ticket_type._data.map((t: { id: string }) => t.id)).toEqual(['ga-adult', 'ga-child'])
    expect(body.ticket_group._data.map((g: { id: string }) => g.id)).toEqual(['ga-general-admission'])
    expect(body.event_template._data.map((e: { id: string }) => e.id)).toEqual(['general-admission'])
    // The session row already counts the held tickets: 20 sold + 3 held.
    expect(body.event_session._data).toEqual([
      expect.objectContaining({ id: gaTomorrow1000, used_capacity: 23, capacity: 60 }),
    ])
    expect((await api.session('general-admission', gaTomorrow1000)).used_capacity).toBe(23)
  })

  it('takes the add list, one row per ticket, with admit names and e-mails (calls §7 cart modify add)', async () => {
    const api = sandbox()
    const { status, body } = await api.modify({
      add: [
        api.line(gaTomorrow1000, 'ga-adult', 1, { admit_name: 'Ada Lovelace', admit_email: 'ada@example.com' }),
        api.line(gaTomorrow1000, 'ga-adult', 1, { admit_name: 'Charles Babbage' }),
      ],
    })
    expect(status).toBe(200)
    expect(
      body.ticket._data.map((t: { admit_name: string; admit_email: string | null }) => [t.admit_name, t.admit_email]),
    ).toEqual([
      ['Ada Lovelace', 'ada@example.com'],
      ['Charles Babbage', null],
    ])
  })

  it('adds to an existing cart through my/cart/{id}/modify and cart/{id}/modify; the hold runs from creation', async () => {
    const api = sandbox()
    const first = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    const id = first.body.cart._data[0].id
    await api.control('POST', 'clock', { advance_ms: 5 * 60_000 })
    const second = await api.reserve([api.line(gaTomorrow1000, 'ga-senior')], id)
    expect(second.status).toBe(200)
    expect(second.body.cart._data[0]).toMatchObject({ id, face_value: '43.00', expires_in: 600 })
    const third = await api.post(
      `cart/${id}/modify`,
      { add: [api.line(gaTomorrow1000, 'ga-child')] },
      { _embed: 'ticket' },
    )
    expect(third.status).toBe(200)
    expect(third.body.ticket._data.map((t: { ticket_type_id: string }) => t.ticket_type_id)).toEqual([
      'ga-adult',
      'ga-senior',
      'ga-child',
    ])
    expect((await api.session('general-admission', gaTomorrow1000)).used_capacity).toBe(23)
  })

  it('removes tickets by id and releases their places in the same modify that adds others', async () => {
    const api = sandbox()
    const first = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
    const { id } = first.body.cart._data[0]
    const [adult] = first.body.ticket._data
    const { status, body } = await api.modify(
      { remove: [adult.id], reserve: { tickets: [api.line(gaTomorrow1000, 'ga-child')] } },
      id,
    )
    expect(status).toBe(200)
    expect(body.ticket._data.map((t: { ticket_type_id: string }) => t.ticket_type_id)).toEqual(['ga-adult', 'ga-child'])
    expect(body.cart._data[0].face_value).toBe('37.00')
    expect((await api.session('general-admission', gaTomorrow1000)).used_capacity).toBe(22)
  })

  it('storefront §5 flexible price: face_value between min and max, else "Value entered is outside min/max"; the suggested amount without one', async () => {
    const api = sandbox()
    const chosen = await api.reserve([api.line(fridayEvening, 'pw-pay-what-you-wish', 2, { face_value: '7.50' })])
    expect(chosen.status).toBe(200)
    expect(chosen.body.cart._data[0].face_value).toBe('15.00')
    const suggested = await api.reserve([api.line(fridayEvening, 'pw-pay-what-you-wish')])
    expect(suggested.body.ticket._data[0].face_value).toBe('10.00')
    for (const face_value of ['0.99', '100.01']) {
      const refused = await api.reserve([api.line(fridayEvening, 'pw-pay-what-you-wish', 1, { face_value })])
      expect(refused.status).toBe(400)
      expect(error(refused)).toEqual({ _code: 'validation_failed', _description: 'Value entered is outside min/max' })
    }
    // The bounds themselves are allowed.
    expect(
      (await api.reserve([api.line(fridayEvening, 'pw-pay-what-you-wish', 1, { face_value: '100.00' })])).status,
    ).toBe(200)
    // A fixed price takes no other face value.
    const fixed = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 1, { face_value: '1.00' })])
    expect(fixed.status).toBe(400)
    expect(error(fixed)).toMatchObject({
      _code: 'validation_failed',
      _description: 'Adult has a fixed price of 25.00; face_value is only for flexible prices.',
    })
  })

  it('holds an undated product (event_session_id null) in its open session', async () => {
    const api = sandbox()
    const { status, body } = await api.reserve([
      api.line(null, 'gc-custom', 1, { face_value: '40.00' }),
      api.line(null, 'gc-25'),
    ])
    expect(status).toBe(200)
    expect(
      body.ticket._data.map((t: { event_session_id: string; start_datetime: string | null }) => [
        t.event_session_id,
        t.start_datetime,
      ]),
    ).toEqual([
      ['gift-cards-open', null],
      ['gift-cards-open', null],
    ])
    expect(body.cart._data[0].face_value).toBe('65.00')
    const session = await api.get('events/gift-cards/sessions')
    expect(session.body.event_session._data[0]).toMatchObject({
      id: 'gift-cards-open',
      capacity: -1,
      used_capacity: 2,
      sold_out: false,
    })
  })
})

describe('reserve rules answer the codes of calls §8 (Expected reserve codes)', () => {
  it('max_tickets_per_order_exceeded: more than the group max (20 for General Admission), counting what the cart holds', async () => {
    const api = sandbox()
    const tooMany = await api.reserve([
      api.line(gaTomorrow1000, 'ga-adult', 15),
      api.line(gaTomorrow1000, 'ga-child', 6),
    ])
    expect(tooMany.status).toBe(400)
    expect(error(tooMany)).toEqual({
      _code: 'max_tickets_per_order_exceeded',
      _description: 'You can reserve at most 20 General Admission tickets per order.',
      _context: 'reserve',
      _extra: {
        ticket_group_id: 'ga-general-admission',
        event_session_id: gaTomorrow1000,
        requested: 21,
        max_tickets_per_order: 20,
      },
    })
    const held = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 15)])
    const id = held.body.cart._data[0].id
    expect(error(await api.reserve([api.line(gaTomorrow1000, 'ga-child', 6)], id))).toMatchObject({
      _code: 'max_tickets_per_order_exceeded',
      _extra: { requested: 21 },
    })
    expect((await api.reserve([api.line(gaTomorrow1000, 'ga-child', 5)], id)).status).toBe(200)
    // Another session of the same group is another order line: its own 20.
    expect((await api.reserve([api.line('general-admission-20260311-1030', 'ga-adult', 20)], id)).status).toBe(200)
  })

  it('min_tickets_per_order_not_met: fewer than the group minimum (Hands-on Workshop: 2), also when removing', async () => {
    const api = sandbox()
    const one = await api.reserve([api.line(lab, 'cl-hands-on', 1)])
    expect(one.status).toBe(400)
    expect(error(one)).toEqual({
      _code: 'min_tickets_per_order_not_met',
      _description: 'Please select at least 2 Hands-on Workshop tickets.',
      _context: 'reserve',
      _extra: { ticket_group_id: 'cl-hands-on', event_session_id: lab, requested: 1, min_tickets_per_order: 2 },
    })
    const two = await api.reserve([api.line(lab, 'cl-hands-on', 2)])
    expect(two.status).toBe(200)
    const { id } = two.body.cart._data[0]
    const leavingOne = await api.modify({ remove: [two.body.ticket._data[0].id] }, id)
    expect(error(leavingOne)).toMatchObject({ _code: 'min_tickets_per_order_not_met', _extra: { requested: 1 } })
    // Removing both is fine: the group is no longer in the cart.
    expect((await api.modify({ remove: two.body.ticket._data.map((t: { id: string }) => t.id) }, id)).status).toBe(200)
  })

  it('event_session_sold_out: the session has no place left (409, the session named in _extra)', async () => {
    const api = sandbox()
    const answer = await api.reserve([api.line(gaThursday1300, 'ga-adult')])
    expect(answer.status).toBe(409)
    expect(error(answer)).toEqual({
      _code: 'event_session_sold_out',
      _description: 'General Admission at 13:00 on 2026-03-12 is sold out.',
      _context: 'reserve',
      _extra: { event_session_id: gaThursday1300 },
    })
  })

  it('session_capacity_exceeded in context reserve: more than the places left; filling them sells the session out', async () => {
    const api = sandbox()
    const four = await api.reserve([api.line(gaTomorrow1100, 'ga-adult', 2), api.line(gaTomorrow1100, 'ga-child', 2)])
    expect(four.status).toBe(409)
    expect(error(four)).toEqual({
      _code: 'session_capacity_exceeded',
      _description: 'Only 3 places are left for General Admission at 11:00 on 2026-03-11; you asked for 4.',
      _context: 'reserve',
      _extra: { event_session_id: gaTomorrow1100, available_capacity: 3, requested: 4 },
    })
    expect((await api.reserve([api.line(gaTomorrow1100, 'ga-adult', 3)])).status).toBe(200)
    expect(error(await api.reserve([api.line(gaTomorrow1100, 'ga-adult')]))).toMatchObject({
      _code: 'event_session_sold_out',
    })
    expect(await api.session('general-admission', gaTomorrow1100)).toMatchObject({ used_capacity: 60, sold_out: true })
  })

  it('ticket_group_capacity_exceeded in context reserve, then ticket_group_sold_out (Hands-on Workshop: 6 a session)', async () => {
    const api = sandbox()
    expect((await api.reserve([api.line(lab, 'cl-hands-on', 4)])).status).toBe(200)
    const over = await api.reserve([api.line(lab, 'cl-hands-on', 4)])
    expect(over.status).toBe(409)
    expect(error(over)).toEqual({
      _code: 'ticket_group_capacity_exceeded',
      _description:
        'Only 2 Hands-on Workshop tickets are left for Conservation Lab: Open Studio at 13:00 on 2026-03-11; you asked for 4.',
      _context: 'reserve',
      _extra: { event_session_id: lab, ticket_group_id: 'cl-hands-on', available_capacity: 2, requested: 4 },
    })
    expect((await api.reserve([api.line(lab, 'cl-hands-on', 2)])).status).toBe(200)
    const soldOut = await api.reserve([api.line(lab, 'cl-hands-on', 2)])
    expect(soldOut.status).toBe(409)
    expect(error(soldOut)).toMatchObject({
      _code: 'ticket_group_sold_out',
      _context: 'reserve',
      _extra: { ticket_group_id: 'cl-hands-on' },
    })
    // The session itself still has room: 50 − 6.
    expect(await api.session('conservation-lab', lab)).toMatchObject({ used_capacity: 6, sold_out: false })
    expect((await api.reserve([api.line(lab, 'cl-adult', 2)])).status).toBe(200)
  })

  it('storefront §3 exclude_from_event_capacity: companions do not take a place, and may join a full session', async () => {
    const api = sandbox()
    for (let i = 0; i < 5; i++) expect((await api.reserve([api.line(lab, 'cl-adult', 10)])).status).toBe(200)
    expect(await api.session('conservation-lab', lab)).toMatchObject({ used_capacity: 50, sold_out: true })
    expect(error(await api.reserve([api.line(lab, 'cl-student')]))).toMatchObject({ _code: 'event_session_sold_out' })
    const companions = await api.reserve([api.line(lab, 'cl-companion', 2)])
    expect(companions.status).toBe(200)
    expect(await api.session('conservation-lab', lab)).toMatchObject({ used_capacity: 50 })
    const groups = await api.get(`events/conservation-lab/sessions/${lab}/ticket_groups`)
    const companion = groups.body.ticket_group._data.find((g: { id: string }) => g.id === 'cl-companion')
    expect(companion).toMatchObject({ used_capacity: 2, sold_out: false, available: true })
  })

  it('storefront §3: available capacity = capacity + oversell_capacity − used_capacity', async () => {
    const api = sandbox({
      customizeSeed: (seed) => {
        const schedule = seed.events.find((e) => e.template.id === 'conservation-lab')!.schedule!
        if (schedule.kind === 'repeating') Object.assign(schedule, { capacity: 2, oversell_capacity: 1 })
      },
    })
    expect((await api.reserve([api.line(lab, 'cl-adult', 3)])).status).toBe(200)
    expect(await api.session('conservation-lab', lab)).toMatchObject({
      capacity: 2,
      oversell_capacity: 1,
      used_capacity: 3,
      sold_out: true,
    })
    expect(error(await api.reserve([api.line(lab, 'cl-adult')]))).toMatchObject({ _code: 'event_session_sold_out' })
  })

  it('storefront §3: capacity −1 is unlimited', async () => {
    const api = sandbox({
      customizeSeed: (seed) => {
        const schedule = seed.events.find((e) => e.template.id === 'conservation-lab')!.schedule!
        if (schedule.kind === 'repeating') schedule.capacity = -1
      },
    })
    for (let i = 0; i < 6; i++) expect((await api.reserve([api.line(lab, 'cl-adult', 10)])).status).toBe(200)
    expect(await api.session('conservation-lab', lab)).toMatchObject({
      capacity: -1,
      used_capacity: 60,
      sold_out: false,
    })
  })

  it('member_limit_exceeded: without a member login every member-only ticket is refused', async () => {
    const api = sandbox()
    const member = await api.reserve([api.line(gaTomorrow1000, 'ga-member')])
    expect(member.status).toBe(400)
    expect(error(member)).toEqual({
      _code: 'member_limit_exceeded',
      _description: 'Member Admission tickets are for members: log in as a member to reserve them.',
      _context: 'reserve',
      _extra: { ticket_group_id: 'ga-member-admission', ticket_type_id: 'ga-member', member_limit: 0 },
    })
    // A guest ticket of a members-only event is members-only too.
    const guest = await api.reserve([api.line('members-evening-20260312-1800', 'me-member-guest')])
    expect(error(guest)).toMatchObject({
      _code: 'member_limit_exceeded',
      _extra: { ticket_group_id: 'me-members-evening' },
    })
  })

  it("rule_blocks_reserve in checkout_rules, block_reason code_required: the Curator's Preview needs code PREVIEW before the reserve", async () => {
    const api = sandbox()
    const blocked = await api.reserve([api.line(preview, 'cp-invited-guest', 2)])
    expect(blocked.status).toBe(400)
    expect(error(blocked)).toEqual({
      _code: 'rule_blocks_reserve',
      // The client's code dialog shows this description (calls §8).
      _description: 'The Curator’s Preview is by invitation. Enter the code from your invitation to reserve tickets.',
      _context: 'checkout_rules',
      _extra: { block_reason: 'code_required', event_template_id: 'curators-preview' },
    })
    // A code applied after the reserve (apply_code) does not unlock it.
    expect(
      error(await api.reserve([api.line(preview, 'cp-invited-guest')], undefined, { apply_code: ['PREVIEW'] })),
    ).toMatchObject({ _code: 'rule_blocks_reserve' })
    // Before the reserve it does; codes are trimmed and matched without regard to case.
    const unlocked = await api.reserve([api.line(preview, 'cp-invited-guest', 2)], undefined, {
      apply_code_before: [' preview '],
    })
    expect(unlocked.status).toBe(200)
    expect(unlocked.body.cart._data[0].face_value).toBe('30.00')
    expect(unlocked.body.cartmod._data).toEqual([
      {
        id: `cartmod-${unlocked.body.cart._data[0].id}-PREVIEW`,
        name: 'PREVIEW',
        description: 'Unlocks tickets for the Curator’s Preview.',
        resource: 'event_template',
        resource_id: 'curators-preview',
        discount: '0.00',
        blocking_checkout: false,
        activating_code_groups: [],
      },
    ])
  })

  it('rule_blocks_reserve lifts once apply_code added the code to the cart (calls §8: success retries the reserve)', async () => {
    const api = sandbox()
    const cart = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    const { id } = cart.body.cart._data[0]
    expect(error(await api.reserve([api.line(preview, 'cp-invited-guest')], id))).toMatchObject({
      _code: 'rule_blocks_reserve',
    })
    const applied = await api.post(`my/cart/${id}/apply_code`, { code: 'PREVIEW' }, { _embed: 'cartmod' })
    expect(applied.status).toBe(200)
    expect(applied.body.cartmod._data.map((m: { name: string }) => m.name)).toEqual(['PREVIEW'])
    expect((await api.reserve([api.line(preview, 'cp-invited-guest')], id)).status).toBe(200)
  })

  it('code_not_found for a code the sandbox does not know; no_code_benefit when require_benefit and the code unlocks nothing in the cart', async () => {
    const api = sandbox()
    const unknown = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')], undefined, {
      apply_code_before: ['SPRING10'],
    })
    expect(unknown.status).toBe(400)
    expect(error(unknown)).toMatchObject({ _code: 'code_not_found' })
    expect((error(unknown) as { _description: string })._description).toMatch(/^SPRING10 is not a valid promo code\./)
    // Nothing was created: the next cart is still the first (cart numbers count every cart made).
    const noBenefit = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')], undefined, {
      apply_code: ['PREVIEW'],
      require_benefit: true,
    })
    expect(noBenefit.status).toBe(400)
    expect(error(noBenefit)).toEqual({
      _code: 'no_code_benefit',
      _description: 'PREVIEW gives no benefit to the tickets in this cart.',
    })
    expect((await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])).body.cart._data[0].cart_number).toBe('FY000001')
  })

  it('validation_failed for malformed input: unknown type, a type of another event, a session not on sale, quantities', async () => {
    const api = sandbox()
    const cases: [unknown[], string][] = [
      [[api.line(gaTomorrow1000, 'no-such-type')], 'Ticket type no-such-type is not sold here.'],
      [[api.line(gaTomorrow1000, 'cl-adult')], `Ticket type cl-adult is not sold for session ${gaTomorrow1000}.`],
      // Today's 10:00 session has started (the clock is at 10:00).
      [
        [api.line('general-admission-20260310-1000', 'ga-adult')],
        'Session general-admission-20260310-1000 of General Admission is not on sale.',
      ],
      [[api.line(gaTomorrow1000, 'ga-adult', 0)], 'quantity is a whole number from 1 to 1000.'],
      [[api.line(gaTomorrow1000, 'ga-adult', 1001)], 'quantity is a whole number from 1 to 1000.'],
      // calls §9 "Max quantity per type: 1000", across lines.
      [
        [api.line(gaTomorrow1000, 'ga-adult', 600), api.line(gaTomorrow1000, 'ga-adult', 401)],
        'At most 1000 Adult tickets per session: this cart would hold 1001.',
      ],
      [
        [api.line(gaTomorrow1000, 'ga-adult', 1, { admit_email: 'not-an-address' })],
        'admit_email not-an-address is not an e-mail address.',
      ],
      [[api.line(null, 'ga-adult')], 'General Admission is sold by session: send the event_session_id of Adult.'],
    ]
    for (const [tickets, description] of cases) {
      const answer = await api.reserve(tickets)
      expect([answer.status, error(answer)]).toEqual([400, { _code: 'validation_failed', _description: description }])
    }
    const nothing = await api.modify({})
    expect(error(nothing)).toMatchObject({
      _code: 'validation_failed',
      _description: 'Nothing to change: send tickets to reserve or add, ticket ids to remove, or codes to apply.',
    })
    const notJson = await api.call('POST', 'my/cart/modify', {
      body: undefined,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
  })

  it('calls §9: at most 10 ticket types in one session ("You can only select up to 10 different types of tickets.")', async () => {
    const api = sandbox({
      customizeSeed: (seed) => {
        const event = seed.events.find((e) => e.template.id === 'conservation-lab')!
        const template = event.ticket_types.find((t) => t.id === 'cl-adult')!
        for (let i = 1; i <= 9; i++) event.ticket_types.push({ ...template, id: `cl-extra-${i}`, name: `Extra ${i}` })
      },
    })
    const types = ['cl-adult', 'cl-student', ...Array.from({ length: 9 }, (_, i) => `cl-extra-${i + 1}`)]
    const eleven = await api.reserve(types.map((type) => api.line(lab, type)))
    expect(eleven.status).toBe(400)
    expect(error(eleven)).toEqual({
      _code: 'validation_failed',
      _description: 'You can only select up to 10 different types of tickets.',
    })
    const ten = await api.reserve(types.slice(0, 10).map((type) => api.line(lab, type)))
    expect(ten.status).toBe(200)
    expect(error(await api.reserve([api.line(lab, 'cl-extra-9')], ten.body.cart._data[0].id))).toMatchObject({
      _code: 'validation_failed',
    })
  })

  it('storefront §5 admit names and survey answers keyed by ticket_group_id (additional_info_validation_failed)', async () => {
    const api = sandbox()
    const named = (name?: string) => api.line(workshop, 'fw-child', 1, name ? { admit_name: name } : {})
    const answer = (tickets: unknown[], additional_info?: unknown) =>
      api.modify({ reserve: additional_info === undefined ? { tickets } : { tickets, additional_info } })
    // admit_names required for Workshop Places.
    expect(error(await answer([named()]))).toEqual({
      _code: 'validation_failed',
      _description: "Workshop Places tickets need the visitor's name: send admit_name for each ticket.",
    })
    expect(error(await answer([named('Mia Rossi')]))).toEqual({
      _code: 'additional_info_validation_failed',
      _description: 'Age of the youngest child is required for Workshop Places tickets.',
      _context: 'reserve',
      _extra: { ticket_group_id: 'fw-workshop', field: 'child_age' },
    })
    const wrong: [unknown, string][] = [
      [{ 'fw-workshop': { child_age: 3, photo_consent: 'Yes' } }, 'Age of the youngest child: at least 4.'],
      [
        { 'fw-workshop': { child_age: 6.5, photo_consent: 'Yes' } },
        'Age of the youngest child: the answer must be a whole number.',
      ],
      [
        { 'fw-workshop': { child_age: 6, photo_consent: 'Maybe' } },
        'May we photograph your group for our newsletter?: choose one of Yes, No.',
      ],
      [
        { 'fw-workshop': { child_age: 6, photo_consent: 'No', shoe_size: 30 } },
        'Workshop Places does not ask "shoe_size".',
      ],
      [
        { 'ga-general-admission': { note: 'x' } },
        'additional_info is keyed by ticket group, and this cart has no ga-general-admission tickets.',
      ],
    ]
    for (const [info, description] of wrong) {
      const refused = await answer([named('Mia Rossi')], info)
      expect([refused.status, (error(refused) as { _description: string })._description]).toEqual([400, description])
    }
    const ok = await answer([named('Mia Rossi'), api.line(workshop, 'fw-adult', 1, { admit_name: 'Luca Rossi' })], {
      'fw-workshop': { child_age: 6, photo_consent: 'No', allergies: 'nuts' },
    })
    expect(ok.status).toBe(200)
    // The answers stay with the cart: a later reserve of the same group needs no new ones.
    expect((await api.modify({ reserve: { tickets: [named('Sara Rossi')] } }, ok.body.cart._data[0].id)).status).toBe(
      200,
    )
  })

  it("sends memberships to reserve_membership, which checks the level's rules (membership-purchase.test.ts)", async () => {
    const api = sandbox()
    const membership = await api.reserve([api.line(null, 'ms-individual-member', 1, { admit_name: 'Ada Lovelace' })])
    expect(membership.status).toBe(400)
    expect(error(membership)).toMatchObject({
      _code: 'validation_failed',
      _description:
        "Memberships (Individual) are reserved through POST events/membership/reserve_membership, with the level's rules.",
    })
  })

  it('applies all or nothing: a refused modify holds nothing and changes nothing', async () => {
    const api = sandbox()
    const refused = await api.reserve([
      api.line(gaTomorrow1000, 'ga-adult', 2),
      api.line(gaTomorrow1100, 'ga-adult', 4),
    ])
    expect(error(refused)).toMatchObject({ _code: 'session_capacity_exceeded' })
    expect((await api.session('general-admission', gaTomorrow1000)).used_capacity).toBe(20)

    const held = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
    // No cart was made by the refused modify: this is the first.
    expect(held.body.cart._data[0].cart_number).toBe('FY000001')
    const { id } = held.body.cart._data[0]
    const again = await api.modify(
      { remove: [held.body.ticket._data[0].id], reserve: { tickets: [api.line(gaThursday1300, 'ga-adult')] } },
      id,
    )
    expect(error(again)).toMatchObject({ _code: 'event_session_sold_out' })
    const cart = await api.get(`my/cart/${id}`, { _embed: 'ticket' })
    expect(cart.body.ticket._data).toHaveLength(2)
    expect((await api.session('general-admission', gaTomorrow1000)).used_capacity).toBe(22)
  })
})
