/**
 * Buying a membership (issue 13; storefront §3 Membership, §4 Membership form and Auto-renew, §5
 * Membership and "Admit details, named members"; calls §3 Member ticket, Membership rules; calls
 * §7 reserve submission for a membership, DELETE ticket_order/{id}/auto_renew): reserve_membership
 * into the cart, the membership issued when the order completes, auto-renew cancelled.
 */
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { client, errorOf, gaTomorrow1000, memberClient, tuesdayMorning } from './test-helpers.js'

const membershipEmbed = 'role,ticket,ticket_order,ticket.ticket_type'
const sandbox = () => createSandbox({ now: tuesdayMorning })
const edsger = (s: ReturnType<typeof sandbox>) => memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')
const ada = (s: ReturnType<typeof sandbox>) => memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)

/** A Dual membership (storefront §5: its rules name one member and one second cardholder). */
const dual = (more: Record<string, unknown> = {}) => ({
  role_id: 'ms-dual',
  membership_rule_ids: ['mr-dual-member', 'mr-dual-second'],
  tickets: [
    { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-member', admit_name: 'Edsger Dijkstra' },
    { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-second', admit_name: 'Ria Dijkstra' },
  ],
  ...more,
})
const family = (children: number, more: Record<string, unknown> = {}) => ({
  role_id: 'ms-family',
  tickets: [
    { ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-member', admit_name: 'Grace Hopper' },
    ...Array.from({ length: children }, () => ({ ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-child' })),
  ],
  ...more,
})
const card = (amount: string) => ({ amount, gateway_id: 'stripe', gateway_data: { source: 'pm_card_visa' } })

type Api = Pick<ReturnType<typeof client>, 'call'>
const reserve = (api: Api, body: unknown, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  api.call('POST', 'events/membership/reserve_membership', {
    body,
    query: { _embed: 'ticket', ...query },
    headers,
  })

describe('POST events/{id}/reserve_membership: the level and its rules (storefront §5)', () => {
  it("answers storefront §5's messages for no level and no member, as validation_failed", async () => {
    const api = client(sandbox())
    const noLevel = await reserve(api, { tickets: dual().tickets })
    expect([noLevel.status, errorOf(noLevel)]).toEqual([
      400,
      { _code: 'validation_failed', _description: 'Please select a membership to continue.', _context: 'reserve' },
    ])
    const noMember = await reserve(api, { role_id: 'ms-dual', tickets: [] })
    expect(errorOf(noMember)._description).toBe('At least one member is required to purchase a membership')
    const unknown = await reserve(api, { ...dual(), role_id: 'ms-platinum' })
    expect([unknown.status, errorOf(unknown)._code]).toEqual([400, 'validation_failed'])
    expect((await api.call('POST', 'events/nowhere/reserve_membership', { body: dual() })).status).toBe(404)
    const notMembership = await api.call('POST', 'events/general-admission/reserve_membership', { body: dual() })
    expect(errorOf(notMembership)._code).toBe('validation_failed')
  })

  it('needs a name for every member of a named=yes rule, and min of them', async () => {
    const api = client(sandbox())
    const unnamed = await reserve(api, {
      ...dual(),
      tickets: [dual().tickets[0], { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-second' }],
    })
    expect([unnamed.status, errorOf(unnamed)._code]).toEqual([400, 'validation_failed'])
    expect(errorOf(unnamed)._description).toContain('admit_name')
    const alone = await reserve(api, { ...dual(), tickets: [dual().tickets[0]] })
    expect([alone.status, errorOf(alone)]).toEqual([
      400,
      {
        _code: 'min_tickets_per_order_not_met',
        _description: 'The Dual membership needs at least 1 named second-card member.',
        _context: 'reserve',
        _extra: {
          ticket_group_id: 'ms-dual',
          ticket_type_id: 'ms-dual-second',
          membership_rule_id: 'mr-dual-second',
          party_role: 'second-card',
          requested: 0,
          min: 1,
        },
      },
    ])
    const twoSeconds = await reserve(api, { ...dual(), tickets: [...dual().tickets, dual().tickets[1]] })
    expect(errorOf(twoSeconds)).toMatchObject({ _code: 'max_tickets_per_order_exceeded', _extra: { max: 1 } })
  })

  it('counts unnamed members within min..max, a non-named max below 0 as 10', async () => {
    const api = client(sandbox())
    expect((await reserve(api, family(4))).status).toBe(200)
    const five = await reserve(api, family(5))
    expect(errorOf(five)).toMatchObject({
      _code: 'max_tickets_per_order_exceeded',
      _extra: { membership_rule_id: 'mr-family-child', max: 4, requested: 5 },
    })
    // The Patron level is by invitation: its code comes with the reserve (see the invitation tests).
    const patron = (guests: number) => ({
      role_id: 'ms-patron',
      promo_codes: [seedIds.codes.patron],
      tickets: [
        { ticket_group_id: 'ms-patron', ticket_type_id: 'ms-patron-member', admit_name: 'Ada Lovelace' },
        ...Array.from({ length: guests }, () => ({ ticket_group_id: 'ms-patron', ticket_type_id: 'ms-patron-guest' })),
      ],
    })
    expect((await reserve(api, patron(9))).status).toBe(200)
    expect(errorOf(await reserve(api, patron(11)))).toMatchObject({
      _code: 'max_tickets_per_order_exceeded',
      _extra: { membership_rule_id: 'mr-patron-guest', max: 10 },
    })
  })

  it('refuses a ticket of another level, an unknown rule id and a bad admit e-mail', async () => {
    const api = client(sandbox())
    const other = await reserve(api, {
      ...dual(),
      tickets: [...dual().tickets, { ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-child' }],
    })
    expect(errorOf(other)._code).toBe('validation_failed')
    expect(errorOf(await reserve(api, dual({ membership_rule_ids: ['mr-family-child'] })))._code).toBe(
      'validation_failed',
    )
    const email = await reserve(api, {
      ...dual(),
      tickets: [{ ...dual().tickets[0], admit_email: 'not-an-address' }, dual().tickets[1]],
    })
    expect(errorOf(email)._code).toBe('validation_failed')
  })
})

describe('reserve_membership answers the cart (storefront §3 Cart: tickets, auto-renew flag)', () => {
  it("holds the level's tickets at its price, with auto_renew, and takes the level's role id too", async () => {
    const api = client(sandbox())
    const { status, body } = await reserve(api, dual({ auto_renew: true }))
    expect(status).toBe(200)
    const [cart] = body.cart._data
    expect(cart).toMatchObject({ state: 'pending', face_value: '130.00', auto_renew: true })
    expect(cart.grand_totals.total_outstanding).toBe('130.00')
    expect(body.ticket._data.map((t: any) => [t.ticket_type_id, t.admit_name, t.face_value, t.state])).toEqual([
      ['ms-dual-member', 'Edsger Dijkstra', '130.00', 'in_cart'],
      ['ms-dual-second', 'Ria Dijkstra', '0.00', 'in_cart'],
    ])
    // role_id may be the role of my/membership (a renewal copies it).
    const byRole = await reserve(api, dual({ role_id: 'role-dual' }))
    expect([byRole.status, byRole.body.cart._data[0].auto_renew]).toEqual([200, false])
  })

  it('shares the cart named by cart_id with other tickets, and a second reserve replaces the membership', async () => {
    const api = client(sandbox())
    const ga = await api.post('my/cart/modify', {
      reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 2 }] },
    })
    const cartId = ga.body.cart._data[0].id as string
    const first = await reserve(api, dual(), { cart_id: cartId })
    expect(first.body.cart._data[0].id).toBe(cartId)
    const second = await reserve(api, family(2), { cart_id: cartId })
    expect(second.status).toBe(200)
    expect(second.body.ticket._data.map((t: any) => t.ticket_type_id)).toEqual([
      'ga-adult',
      'ga-adult',
      'ms-family-member',
      'ms-family-child',
      'ms-family-child',
    ])
    expect(errorOf(await reserve(api, dual(), { cart_id: 'cart-unknown' }))._code).toBe('not_found')
  })

  it('answers the first answer again for the same Idempotency-Key', async () => {
    const api = client(sandbox())
    const headers = { 'Idempotency-Key': 'membership-1' }
    const first = await reserve(api, dual(), {}, headers)
    const again = await reserve(api, dual(), {}, headers)
    expect(again.body.cart._data[0].id).toBe(first.body.cart._data[0].id)
    expect((await reserve(api, family(1), {}, headers)).status).toBe(409)
  })
})

describe('a completed order issues the membership (storefront §3 Membership; my/membership at once)', () => {
  it('Edsger, a logged-in non-member, buys a Dual with auto-renew: his my/membership shows it, scheduled', async () => {
    const s = sandbox()
    const me = await edsger(s)
    expect((await me.get('my/membership')).body.membership._data).toEqual([])
    const reserved = await reserve(me, dual({ auto_renew: true }))
    const cartId = reserved.body.cart._data[0].id as string
    const paid = await me.post(`my/cart/${cartId}/checkout`, card('130.00'))
    expect([paid.status, paid.body.status]).toEqual([200, 'completed'])
    const orderId = paid.body.ticket_order._data[0].id as string

    const { body } = await me.get('my/membership', { _embed: membershipEmbed })
    expect(body.membership._data).toHaveLength(1)
    expect(body.membership._data[0]).toMatchObject({
      scan_code: 'M100006',
      role_id: 'role-dual',
      membership_program_id: 'membership-program',
      ticket_group_id: 'ms-dual',
      event_template_id: seedIds.membership,
      ticket_order_id: orderId,
      // A year from the venue's today (10 March 2026 in New York).
      valid_from: '2026-03-10T00:00:00-04:00',
      valid_to: '2027-03-09T23:59:59-05:00',
      auto_renew_state: 'scheduled',
      member_event_purchase_limit: { Member: 2, '*': 2 },
    })
    expect(body.role._data.map((r: any) => r.name)).toEqual(['Dual'])
    expect(body.ticket._data.map((t: any) => [t.admit_name, t.state])).toEqual([
      ['Edsger Dijkstra', 'booked'],
      ['Ria Dijkstra', 'booked'],
    ])
    // The order embeds it too (calls §7 GET ticket_order/{id} embed membership).
    const order = await me.get(`ticket_order/${orderId}`, { _embed: 'membership' })
    expect(order.body.membership._data.map((m: any) => m.scan_code)).toEqual(['M100006'])
  })

  it('a guest whose purchaser e-mail is new gets one too (auto-renew none), and logs in to see it', async () => {
    const s = sandbox()
    const api = client(s)
    const reserved = await reserve(api, family(2))
    const cartId = reserved.body.cart._data[0].id as string
    const user = await api.post('user', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace.hopper@example.com',
      password: 'Cobol-1959',
    })
    const identityId = user.body.user._data[0].identity_id as string
    const paid = await api.post(`cart/${cartId}/guest_checkout`, { ...card('180.00'), guest_identity_id: identityId })
    expect(paid.body.status).toBe('completed')

    const guest = await memberClient(s, 'grace.hopper@example.com', 'Cobol-1959')
    const [membership] = (await guest.get('my/membership')).body.membership._data
    expect(membership).toMatchObject({
      scan_code: 'M100006',
      role_id: 'role-family',
      auto_renew_state: 'none',
      ticket_order_id: paid.body.ticket_order._data[0].id,
    })
    // The next membership takes the next member ID.
    const again = await reserve(api, dual())
    const next = await api.post(`cart/${again.body.cart._data[0].id}/guest_checkout`, {
      ...card('130.00'),
      guest_identity_id: identityId,
    })
    const ids = await api.get(`ticket_order/${next.body.ticket_order._data[0].id}`, { _embed: 'membership' })
    expect(ids.body.membership._data[0].scan_code).toBe('M100007')
  })

  it("the checkout's auto_renew (calls §3 Payment payload) sets the cart's choice", async () => {
    const api = client(sandbox())
    const reserved = await reserve(api, family(0))
    const cartId = reserved.body.cart._data[0].id as string
    const paid = await api.post(`cart/${cartId}/guest_checkout`, {
      ...card('180.00'),
      auto_renew: true,
      guest_identity_id: seedIds.knownIdentity,
    })
    const order = await api.get(`ticket_order/${paid.body.ticket_order._data[0].id}`, { _embed: 'membership' })
    expect(order.body.membership._data[0].auto_renew_state).toBe('scheduled')
  })
})

describe('DELETE ticket_order/{id}/auto_renew (storefront §4 "After the delete call, scheduled becomes cancelled")', () => {
  const adaOrder = seedIds.memberHistory.membershipOrder

  it("cancels the session member's scheduled auto-renew: 204, then cancelled", async () => {
    const s = sandbox()
    const me = await ada(s)
    const answer = await me.call('DELETE', `ticket_order/${adaOrder}/auto_renew`)
    expect(answer.status).toBe(204)
    const [membership] = (await me.get('my/membership')).body.membership._data
    expect(membership.auto_renew_state).toBe('cancelled')
    // Not scheduled any more: 400 validation_failed naming the state (a not-enrolled warning).
    const again = await me.call('DELETE', `ticket_order/${adaOrder}/auto_renew`)
    expect([again.status, errorOf(again)]).toEqual([
      400,
      {
        _code: 'validation_failed',
        _description: 'Auto-renew of this membership is already cancelled.',
        _context: 'auto_renew',
        _extra: { ticket_order_id: adaOrder, auto_renew_state: 'cancelled' },
      },
    ])
  })

  it("answers 401 without a login, 404 for another's order or an unknown one, 400 for an order without one", async () => {
    const s = sandbox()
    const anonymous = await client(s).call('DELETE', `ticket_order/${adaOrder}/auto_renew`)
    expect([anonymous.status, errorOf(anonymous)._code]).toEqual([401, 'not_authenticated'])
    const other = await edsger(s)
    const theirs = await other.call('DELETE', `ticket_order/${adaOrder}/auto_renew`)
    expect([theirs.status, errorOf(theirs)._description]).toEqual([404, 'Resource ticket_order not found.'])
    expect((await other.call('DELETE', 'ticket_order/order-nothing/auto_renew')).status).toBe(404)
    const me = await ada(s)
    const visit = await me.call('DELETE', `ticket_order/${seedIds.memberHistory.upcomingOrder}/auto_renew`)
    expect([visit.status, errorOf(visit)._extra.auto_renew_state]).toEqual([400, 'none'])
    // Nothing changed for Ada.
    expect((await me.get('my/membership')).body.membership._data[0].auto_renew_state).toBe('scheduled')
  })

  it('cancels a membership bought with auto-renew', async () => {
    const s = sandbox()
    const me = await edsger(s)
    const reserved = await reserve(me, dual({ auto_renew: true }))
    const paid = await me.post(`my/cart/${reserved.body.cart._data[0].id}/checkout`, card('130.00'))
    const orderId = paid.body.ticket_order._data[0].id as string
    expect((await me.call('DELETE', `ticket_order/${orderId}/auto_renew`)).status).toBe(204)
    expect((await me.get('my/membership')).body.membership._data[0].auto_renew_state).toBe('cancelled')
  })
})
