/**
 * My Account's orders, upcoming visits, wallet precheck and saved cards (issue 12; storefront §3
 * Ticket, Ticket order, Payment audit, Saved payment method, §4 Orders; calls §7 Orders), and
 * every My Account answer checked against openapi/storefront.yaml.
 */
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../../../openapi/observe.js'
import { createSandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { backgroundLoad } from './sessions.js'
import { client, gaTomorrow1000, memberClient, tuesdayMorning } from './test-helpers.js'

const history = seedIds.memberHistory
const upcomingGa = 'general-admission-20260319-1400'
const upcomingTour = 'highlights-tour-20260319-1430'

const ada = (s = createSandbox({ now: tuesdayMorning })) =>
  memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)
const edsger = (s = createSandbox({ now: tuesdayMorning })) =>
  memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')

describe('GET my/ticket_order (calls §7: id._in; embeds ticket, ticket_type, ticket_group)', () => {
  it('answers 401 without a login on every My Account read', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    for (const path of [
      'my/ticket_order',
      'my/order_session',
      'my/identity/saved_payment_method',
      'ticket/ticket-ada-upcoming-1/walletprecheck',
    ])
      expect([path, (await api.get(path)).status]).toEqual([path, 401])
  })

  it("answers Ada's orders, most recent first, with their tickets, payment audit and totals", async () => {
    const me = await ada()
    const { status, body } = await me.get('my/ticket_order', {
      _embed: 'ticket,ticket_type,ticket_group,payment_audit',
    })
    expect(status).toBe(200)
    expect(body.ticket_order._data.map((o: any) => [o.id, o.order_number, o.total_after_fees_price])).toEqual([
      [history.upcomingOrder, 'FO900004', '83.00'],
      [history.pastTourOrder, 'FO900003', '13.00'],
      [history.pastVisitOrder, 'FO900002', '57.00'],
      [history.membershipOrder, 'FO900001', '130.00'],
    ])
    for (const order of body.ticket_order._data) {
      expect(order.identity_id).toBe(seedIds.knownIdentity)
      expect(order.purchased_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/)
    }
    // storefront §3 Payment audit: one capture (label Paid) per order, for its total.
    expect(body.payment_audit._data.map((p: any) => [p.audit_action, p.amount])).toEqual([
      ['capture', '83.00'],
      ['capture', '13.00'],
      ['capture', '57.00'],
      ['capture', '130.00'],
    ])
    // The redeemed visit (storefront §4 Orders badge Redeemed) and the booked upcoming tickets.
    const states = (orderId: string) =>
      body.ticket._data.filter((t: any) => t.ticket_order_id === orderId).map((t: any) => t.state)
    expect(states(history.pastVisitOrder)).toEqual(['redeemed', 'redeemed'])
    expect(states(history.upcomingOrder)).toEqual(['booked', 'booked', 'booked', 'booked'])
    expect(body.ticket._data.every((t: any) => /^FY\d{10}$/.test(t.scan_code))).toBe(true)
    expect(body.ticket_type._data.map((t: any) => t.id)).toEqual(
      expect.arrayContaining(['ga-adult', 'ht-adult', 'ms-dual-member', 'ms-dual-second']),
    )
  })

  it('id._in keeps the listed orders; ids of other people’s orders are left out', async () => {
    const s = createSandbox({ now: tuesdayMorning })
    const me = await ada(s)
    const some = await me.get('my/ticket_order', { 'id._in': `${history.pastTourOrder},order-nobody` })
    expect(some.body.ticket_order._data.map((o: any) => o.id)).toEqual([history.pastTourOrder])
    const other = await edsger(s)
    const theirs = await other.get('my/ticket_order', { 'id._in': history.upcomingOrder })
    expect(theirs.body.ticket_order._data).toEqual([])
    expect((await other.get('my/ticket_order')).body.ticket_order._data).toEqual([])
  })
})

describe('GET my/order_session (calls §7: embed ticket; ticket.state in booked,redeemed)', () => {
  it('lists the sessions not yet over first (soonest first), then the past ones (latest first), with their tickets', async () => {
    const me = await ada()
    const { status, body } = await me.get('my/order_session', {
      _embed: 'ticket,event_template',
      'ticket.state._in': 'booked,redeemed',
    })
    expect(status).toBe(200)
    expect(body.order_session._data.map((s: any) => [s.event_session_id, s.ticket_order_id, s.start_datetime])).toEqual(
      [
        [upcomingGa, history.upcomingOrder, '2026-03-19T14:00:00-04:00'],
        [upcomingTour, history.upcomingOrder, '2026-03-19T14:30:00-04:00'],
        ['highlights-tour-20260218-1430', history.pastTourOrder, '2026-02-18T14:30:00-05:00'],
        ['general-admission-20260124-1100', history.pastVisitOrder, '2026-01-24T11:00:00-05:00'],
      ],
    )
    expect(body.order_session._data[0].id).toBe(`${history.upcomingOrder}--${upcomingGa}`)
    // The membership (an undated product) has no session to visit.
    expect(body.ticket._data.some((t: any) => t.event_template_id === seedIds.membership)).toBe(false)
    expect(
      body.ticket._data.filter((t: any) => t.event_session_id === upcomingGa).map((t: any) => t.admit_name),
    ).toEqual(['Ada Lovelace', 'Charles Babbage'])
    expect(body.event_template._data.map((e: any) => e.id).sort()).toEqual([
      seedIds.generalAdmission,
      seedIds.highlightsTour,
    ])
  })

  it('ticket.state._in=booked drops the redeemed visit; _limit keeps the first sessions', async () => {
    const me = await ada()
    const booked = await me.get('my/order_session', { 'ticket.state._in': 'booked' })
    expect(booked.body.order_session._data.map((s: any) => s.ticket_order_id)).not.toContain(history.pastVisitOrder)
    const first = await me.get('my/order_session', { _limit: '1' })
    expect(first.body.order_session._data.map((s: any) => s.event_session_id)).toEqual([upcomingGa])
  })

  it('the upcoming tickets hold their session’s capacity, as sold tickets do', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    const sessions = await api.get(`events/${seedIds.generalAdmission}/sessions`, { date: '2026-03-19' })
    const session = sessions.body.event_session._data.find((s: any) => s.id === upcomingGa)
    expect(session.used_capacity).toBe(backgroundLoad(upcomingGa, 60) + 2)
  })
})

describe('orders a member checks out appear in my/* at once (issue 12)', () => {
  it("Edsger's checkout through my/cart/{id}/checkout shows in his my/ticket_order and my/order_session", async () => {
    const s = createSandbox({ now: tuesdayMorning })
    const me = await edsger(s)
    expect((await me.get('my/order_session')).body.order_session._data).toEqual([])
    const made = await me.post('my/cart/modify', {
      reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 2 }] },
    })
    expect(made.status).toBe(200)
    const cart = made.body.cart._data[0]
    const paid = await me.post(`my/cart/${cart.id}/checkout`, {
      gateway_id: 'stripe',
      amount: cart.grand_totals.total_outstanding,
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const orderId = paid.body.ticket_order._data[0].id

    const orders = await me.get('my/ticket_order', { _embed: 'ticket' })
    expect(orders.body.ticket_order._data.map((o: any) => [o.id, o.order_number])).toEqual([[orderId, 'FO000001']])
    expect(orders.body.ticket._data.map((t: any) => t.state)).toEqual(['booked', 'booked'])
    const visits = await me.get('my/order_session', { _embed: 'ticket', 'ticket.state._in': 'booked,redeemed' })
    expect(visits.body.order_session._data).toEqual([
      {
        id: `${orderId}--${gaTomorrow1000}`,
        event_session_id: gaTomorrow1000,
        event_template_id: seedIds.generalAdmission,
        ticket_order_id: orderId,
        start_datetime: '2026-03-11T10:00:00-04:00',
      },
    ])
    // Ada's lists do not change.
    const other = await ada(s)
    expect((await other.get('my/ticket_order')).body.ticket_order._data).toHaveLength(4)
  })
})

describe('GET ticket/{id}/walletprecheck (calls §7; add-to-wallet links after the precheck)', () => {
  it('offers both passes for a booked upcoming ticket, neither for a redeemed or past one', async () => {
    const me = await ada()
    const offered = async (ticketId: string) => (await me.get(`ticket/${ticketId}/walletprecheck`)).body
    expect(await offered('ticket-ada-upcoming-1')).toEqual({
      walletprecheck: { _data: [{ apple_wallet: true, google_wallet: true }] },
    })
    const none = { walletprecheck: { _data: [{ apple_wallet: false, google_wallet: false }] } }
    expect(await offered('ticket-ada-past-visit-1')).toEqual(none)
    expect(await offered('ticket-ada-past-tour-1')).toEqual(none)
    // The membership card's tickets, while the membership is valid.
    expect((await offered('ticket-ada-membership-1')).walletprecheck._data[0].apple_wallet).toBe(true)
  })

  it("answers 404 for another member's ticket or an unknown one", async () => {
    const other = await edsger()
    const theirs = await other.get('ticket/ticket-ada-upcoming-1/walletprecheck')
    expect([theirs.status, theirs.body._data[0]._description]).toEqual([404, 'Resource ticket not found.'])
    expect((await other.get('ticket/ticket-999/walletprecheck')).status).toBe(404)
  })
})

describe('GET my/identity/saved_payment_method (storefront §3: identifier, a card label)', () => {
  it("labels Ada's saved card with brand, last four digits and expiry; Edsger has none", async () => {
    const s = createSandbox({ now: tuesdayMorning })
    expect((await (await ada(s)).get('my/identity/saved_payment_method')).body).toEqual({
      saved_payment_method: { _data: [{ id: history.adaCard, identifier: 'Visa ending in 4242 (expires 08/2028)' }] },
    })
    expect((await (await edsger(s)).get('my/identity/saved_payment_method')).body).toEqual({
      saved_payment_method: { _data: [] },
    })
  })
})

describe('My Account answers fit the contract', () => {
  it('every My Account read, requests and answers checked by the contract observer', async () => {
    const s = createSandbox({ now: tuesdayMorning })
    const me = await ada(s)
    const observed = contractFetch((request) => s.app.fetch(request), {
      apiBase: 'http://sandbox/api/v1',
      cachedApiBase: 'http://sandbox/cached/api/v1',
    })
    const get = async (path: string, query: Record<string, string> = {}, cookie = me.cookie) => {
      const url = new URL(`http://sandbox/api/v1/${path}`)
      url.search = new URLSearchParams({ _seller: 'demo-museum', ...query }).toString()
      const response = await observed.fetch(url, { headers: { 'Tix-App': 'ecomm', Cookie: cookie } })
      return response.status
    }
    expect(
      await get('my/membership', {
        _embed:
          'role,identity_link,ticket,ticket_order,ticket.ticket_type,ticket.event_template,ticket.ticket_group,role.membership_program',
      }),
    ).toBe(200)
    expect(await get(`membership/${history.adaMembership}/qrcode`, { margin: '2' })).toBe(200)
    expect(await get('my/ticket_order', { _embed: 'ticket,ticket_type,ticket_group,payment_audit,membership' })).toBe(
      200,
    )
    expect(
      await get('my/order_session', { _embed: 'ticket,event_template', 'ticket.state._in': 'booked,redeemed' }),
    ).toBe(200)
    expect(await get('ticket/ticket-ada-upcoming-1/walletprecheck')).toBe(200)
    expect(await get('my/identity/saved_payment_method')).toBe(200)
    expect(
      await get(`ticket_order/${history.upcomingOrder}`, {
        _embed: 'ticket,ticket_group,membership,event_template,event_template.venue,ticket.event_session,ticket_type',
      }),
    ).toBe(200)
    // Without a login: 401 in the error envelope.
    expect(await get('my/membership', {}, '')).toBe(401)
    expect(await get('ticket/ticket-ada-upcoming-1/walletprecheck', {}, '')).toBe(401)
    expect(observed.violations).toEqual([])
  })
})
