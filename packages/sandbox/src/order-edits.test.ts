/**
 * Changing an order (issue 14; storefront §4 Orders "Edit order", "Cart on expiry"; calls §4 Edit
 * order; calls §7 Cart; calls §8 Orders "Reschedule expected codes"): the order's cart opens a
 * change with a hold, shows it with the order's totals, and a checkout applies it to the same
 * order; DELETE or expiry leaves the order exactly as it was. Money is read from the order's
 * payment_audit, the provider's intents and the gift card ledger.
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, payApi } from './test-helpers.js'

const { orders } = seedIds.selfService
type Api = ReturnType<typeof payApi>

const visitCart = 'cart-seed-ga-visit'
const visitSession = 'general-admission-20260320-1100'
const laterSession = 'general-admission-20260321-1100'
const soldOutSession = 'general-admission-20260314-1000'
const free = { gateway_id: 'free', gateway_data: {}, send_email: false }

const used = async (api: Api, sessionId: string) => {
  const date = /(\d{4})(\d{2})(\d{2})-\d{4}$/.exec(sessionId)!.slice(1).join('-')
  const { body } = await api.get('events/general-admission/sessions', { date })
  return body.event_session._data.find((s: { id: string }) => s.id === sessionId).used_capacity as number
}

const readOrder = async (api: Api, id: string = orders.visit) => {
  const { body } = await api.get(`ticket_order/${id}`, { _embed: 'ticket,payment_audit' })
  return {
    total: body.ticket_order._data[0].total_after_fees_price as string,
    tickets: body.ticket._data.map((t: Record<string, string>) => `${t.id} ${t.event_session_id} ${t.state}`),
    captures: body.payment_audit._data.map((p: { amount: string }) => p.amount),
  }
}

const readCart = async (api: Api, id: string = visitCart) => {
  const answer = await api.get(`cart/${id}`, { _embed: 'ticket,ticket_order' })
  const cart = answer.body.cart?._data[0]
  return {
    status: answer.status,
    state: cart?.state,
    expires_in: cart?.expires_in,
    totals: cart?.grand_totals,
    tickets: answer.body.ticket?._data.map((t: Record<string, string>) => `${t.id} ${t.event_session_id} ${t.state}`),
    orders: answer.body.ticket_order?._data.map((o: { id: string }) => o.id),
    error: answer.status === 200 ? undefined : errorOf(answer),
  }
}

const reschedule = (api: Api, add: unknown[], remove = ['ticket-ga-visit-1', 'ticket-ga-visit-2']) =>
  api.post(`cart/${visitCart}/modify`, { remove, add }, { _embed: 'ticket,ticket_order' })

const adults = (sessionId: string, quantity = 2) => ({
  event_session_id: sessionId,
  ticket_type_id: 'ga-adult',
  quantity,
})

describe('a change of an order: remove, reschedule, check out (storefront §4 Orders Edit order)', () => {
  it('removing a ticket opens a change with a hold; a free checkout cancels it in the same order, refunding nothing', async () => {
    const api = payApi()
    const before = await readOrder(api)
    const removed = await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })
    expect(removed.status).toBe(200)
    expect(await readCart(api)).toMatchObject({
      state: 'pending',
      expires_in: 900,
      tickets: [`ticket-ga-visit-1 ${visitSession} booked`],
      // The order being changed (the cart names it through its ticket_order embed).
      orders: [orders.visit],
      // The order as it would become (25.00 + 1.50 + 2.00) against the 57.00 paid: a decrease shows as 0.00.
      totals: {
        total_before_cartmod_price: '25.00',
        total_fee_fixed_outside: '1.50',
        total_fee_percent_outside: '2.00',
        total_cartmod_amount: '0.00',
        total_payments: '57.00',
        total_outstanding: '0.00',
      },
    })
    // Nothing changes in the order until the change is checked out.
    expect(await readOrder(api)).toEqual(before)

    const checkout = await api.checkout(visitCart, free)
    expect(checkout.status).toBe(200)
    expect(checkout.body.status).toBe('completed')
    expect(checkout.body.ticket_order._data).toEqual([
      expect.objectContaining({ id: orders.visit, order_number: 'FO900009', total_after_fees_price: '28.50' }),
    ])
    expect(await readOrder(api)).toEqual({
      total: '28.50',
      tickets: [`ticket-ga-visit-1 ${visitSession} booked`, `ticket-ga-visit-2 ${visitSession} cancelled`],
      captures: ['57.00'],
    })
    expect(await used(api, visitSession)).toBe((await used(payApi(), visitSession)) - 1)
    expect(await readCart(api)).toMatchObject({ state: 'completed', expires_in: null, tickets: [] })
    // No e-mail from the checkout: the client sends order_update (calls §4).
    expect((await api.control('GET', 'outbox')).body.emails).toEqual([])
    // Applied once: the change is over.
    expect(errorOf(await api.checkout(visitCart, free))._code).toBe('cart_completed')
  })

  it('rescheduling moves the tickets to another session of the same order at no cost', async () => {
    const api = payApi()
    const [oldBefore, newBefore] = [await used(api, visitSession), await used(api, laterSession)]
    const answer = await reschedule(api, [adults(laterSession)])
    expect(answer.status).toBe(200)
    const cart = await readCart(api)
    expect(cart.tickets).toHaveLength(2)
    expect(cart.tickets.every((t: string) => t.endsWith(`${laterSession} in_cart`))).toBe(true)
    expect(cart.totals).toMatchObject({ total_before_cartmod_price: '50.00', total_outstanding: '0.00' })
    // Held in the new session; the order's tickets keep their places until the change is applied.
    expect([await used(api, visitSession), await used(api, laterSession)]).toEqual([oldBefore, newBefore + 2])

    expect((await api.checkout(visitCart, free)).body.status).toBe('completed')
    const after = await api.get(`ticket_order/${orders.visit}`, { _embed: 'ticket,payment_audit' })
    expect(after.body.ticket_order._data[0].total_after_fees_price).toBe('57.00')
    const booked = after.body.ticket._data.filter((t: { state: string }) => t.state === 'booked')
    expect(booked.map((t: Record<string, string>) => [t.event_session_id, t.ticket_order_id])).toEqual([
      [laterSession, orders.visit],
      [laterSession, orders.visit],
    ])
    expect(booked.every((t: { scan_code: string }) => /^FY\d{10}$/.test(t.scan_code))).toBe(true)
    expect(after.body.ticket._data.filter((t: { state: string }) => t.state === 'cancelled')).toHaveLength(2)
    expect(after.body.payment_audit._data.map((p: { amount: string }) => p.amount)).toEqual(['57.00'])
    expect([await used(api, visitSession), await used(api, laterSession)]).toEqual([oldBefore - 2, newBefore + 2])
  })

  it('a change that costs more charges exactly the difference once by card (Idempotency-Key), then applies', async () => {
    const api = payApi()
    const child = { event_session_id: laterSession, ticket_type_id: 'ga-child', quantity: 1 }
    await reschedule(api, [adults(laterSession), child])
    // 12.00 + 1.50 + 0.96 more than the 57.00 paid.
    expect(await api.outstanding(visitCart)).toBe('14.46')
    const refused = await api.checkout(visitCart, free)
    expect([refused.status, errorOf(refused)._code]).toEqual([400, 'validation_failed'])

    const body = api.card('14.46')
    const first = await api.checkout(visitCart, body, { 'Idempotency-Key': 'edit-pay-1' })
    const again = await api.checkout(visitCart, body, { 'Idempotency-Key': 'edit-pay-1' })
    expect(first.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(first.body.status).toBe('completed')
    expect(first.body.ticket_order._data.map((o: { id: string }) => o.id)).toEqual([orders.visit])
    expect(await readOrder(api)).toMatchObject({ total: '71.46', captures: ['57.00', '14.46'] })
    const intents = (await api.control('GET', `payment_intents?cart_id=${visitCart}`)).body.payment_intents
    expect(intents.map((i: Record<string, unknown>) => [i.amount, i.status, i.amount_refunded])).toEqual([
      [1446, 'succeeded', 0],
    ])
  })

  it('a pay toward the change counts, and a gift card covers the rest', async () => {
    const api = payApi()
    const card = seedIds.giftCardNumbers.fiveHundred
    await reschedule(api, [adults(laterSession, 3)])
    expect(await api.outstanding(visitCart)).toBe('28.50')
    expect((await api.post(`cart/${visitCart}/pay`, api.giftCard('10.00', card))).status).toBe(200)
    expect(await api.outstanding(visitCart)).toBe('18.50')
    expect((await api.checkout(visitCart, api.giftCard('18.50', card))).body.status).toBe('completed')
    expect(await readOrder(api)).toMatchObject({ total: '85.50', captures: ['57.00', '10.00', '18.50'] })
    expect((await api.get(`ledger/${seedIds.giftCardLedger}/${card}`)).body.ledger._data[0].balance).toBe('471.50')
  })
})

describe('discarding a change: DELETE or expiry leaves the order exactly as it was', () => {
  it('DELETE cart/{id} releases the added tickets and gives the change’s payments back', async () => {
    const api = payApi()
    const card = seedIds.giftCardNumbers.fiveHundred
    const before = await api.get(`ticket_order/${orders.visit}`, { _embed: 'ticket,payment_audit,event_session' })
    const held = await used(api, laterSession)
    await reschedule(api, [adults(laterSession, 3)])
    await api.post(`cart/${visitCart}/pay`, api.giftCard('10.00', card))
    await api.post(`cart/${visitCart}/pay`, api.card('5.00'))
    expect(await used(api, laterSession)).toBe(held + 3)

    expect((await api.call('DELETE', `cart/${visitCart}`)).status).toBe(204)
    const after = await api.get(`ticket_order/${orders.visit}`, { _embed: 'ticket,payment_audit,event_session' })
    expect(after.body).toEqual(before.body)
    expect(await used(api, laterSession)).toBe(held)
    expect((await api.get(`ledger/${seedIds.giftCardLedger}/${card}`)).body.ledger._data[0].balance).toBe('500.00')
    const intents = (await api.control('GET', `payment_intents?cart_id=${visitCart}`)).body.payment_intents
    expect(intents.map((i: Record<string, unknown>) => [i.amount, i.amount_refunded])).toEqual([[500, 500]])
    expect(await readCart(api)).toMatchObject({ state: 'completed', expires_in: null, tickets: [] })
    expect((await api.cart(visitCart)).body.cart._data[0].grand_totals).toMatchObject({
      total_payments: '57.00',
      total_outstanding: '0.00',
    })
    // The order can be changed again.
    expect((await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-1'] })).status).toBe(200)
  })

  it('the change’s hold is extended as any guest cart’s (PATCH my/cart/{id}, calls §9: 2 minutes, once)', async () => {
    const api = payApi()
    await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })
    const expiresAt = (await api.cart(visitCart)).body.cart._data[0].expires_at as string
    const asked = new Date(Date.parse(expiresAt) + 2 * 60_000).toISOString()
    const patch = await api.call('PATCH', `my/cart/${visitCart}`, { body: { expires_at: asked } })
    expect([patch.status, patch.body.cart._data[0].expires_in]).toEqual([200, 1020])
    api.sandbox.clock.advance(16 * 60_000)
    expect((await readCart(api)).state).toBe('pending')
    api.sandbox.clock.advance(60_000)
    expect((await readCart(api)).error?._code).toBe('cart_expired')
  })

  it('an expired change is discarded; the next call answers cart_expired once, then the order’s cart reads as before', async () => {
    const api = payApi()
    const before = await readOrder(api)
    const held = await used(api, laterSession)
    await reschedule(api, [adults(laterSession)])
    api.sandbox.clock.advance(15 * 60_000)
    expect(await used(api, laterSession)).toBe(held)
    expect(await readCart(api)).toMatchObject({
      status: 400,
      error: {
        _code: 'cart_expired',
        _description:
          'The changes to your order expired and were not saved: your order is as it was. Please start again.',
        _extra: { cart_id: visitCart, ticket_order_id: orders.visit },
      },
    })
    expect(await readCart(api)).toMatchObject({ status: 200, state: 'completed', expires_in: null })
    expect(await readOrder(api)).toEqual(before)
  })

  it('a write continuing an expired change answers cart_expired; the next one opens a new change', async () => {
    const api = payApi()
    await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })
    api.sandbox.clock.advance(16 * 60_000)
    const late = await api.post(`cart/${visitCart}/modify`, { add: [adults(laterSession, 1)] })
    expect([late.status, errorOf(late)._code]).toEqual([400, 'cart_expired'])
    const checkout = await api.checkout(visitCart, free)
    expect(errorOf(checkout)._code).toBe('cart_completed')
    expect((await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })).status).toBe(200)
    expect((await readCart(api)).expires_in).toBe(900)
  })
})

describe('the errors of a change (calls §8 Orders: reschedule expected codes)', () => {
  it('ticket_not_found for a ticket the order does not hold, in cart_remove_tickets', async () => {
    const api = payApi()
    for (const id of ['ticket-nope', 'ticket-ga-past-1']) {
      const answer = await api.post(`cart/${visitCart}/remove`, { tickets: [id] })
      expect([answer.status, errorOf(answer)]).toEqual([
        400,
        {
          _code: 'ticket_not_found',
          _description: `This cart holds no ticket ${id}.`,
          _context: 'cart_remove_tickets',
          _extra: { ticket_id: id },
        },
      ])
    }
    expect((await readCart(api)).state).toBe('completed')
  })

  it('ticket_state_incorrect for a cancelled or redeemed ticket, or one already taken out', async () => {
    const api = payApi()
    await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })
    const twice = await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })
    expect([twice.status, errorOf(twice)._code, errorOf(twice)._context]).toEqual([
      400,
      'ticket_state_incorrect',
      'cart_remove_tickets',
    ])
    await api.checkout(visitCart, free)
    const cancelled = await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-2'] })
    expect([errorOf(cancelled)._code, errorOf(cancelled)._description]).toEqual([
      'ticket_state_incorrect',
      'Ticket ticket-ga-visit-2 is cancelled: it cannot be changed.',
    ])
    const redeemed = await api.post('cart/cart-seed-ada-past-visit/remove', { tickets: ['ticket-ada-past-visit-1'] })
    expect(errorOf(redeemed)._description).toBe('Ticket ticket-ada-past-visit-1 is redeemed: it cannot be changed.')
  })

  it('tickets_too_old once the session has started', async () => {
    const api = payApi()
    const past = await api.post('cart/cart-seed-ga-past/remove', { tickets: ['ticket-ga-past-1'] })
    expect([past.status, errorOf(past)]).toEqual([
      400,
      {
        _code: 'tickets_too_old',
        _description: 'The session of ticket ticket-ga-past-1 has started: its tickets can no longer be changed.',
        _context: 'cart_remove_tickets',
        _extra: { ticket_id: 'ticket-ga-past-1', event_session_id: 'general-admission-20260224-1300' },
      },
    ])
    api.sandbox.clock.set('2026-03-11T20:00:00Z') // 16:00 in New York: tomorrow's visit starts
    const started = await api.post('cart/cart-seed-ga-tomorrow/remove', { tickets: ['ticket-ga-tomorrow-2'] })
    expect(errorOf(started)._code).toBe('tickets_too_old')
  })

  it('event_session_sold_out for a sold-out new session: nothing opened, the order as it was', async () => {
    const api = payApi()
    const before = await readOrder(api)
    const answer = await reschedule(api, [adults(soldOutSession)])
    expect([answer.status, errorOf(answer)._code, errorOf(answer)._extra]).toEqual([
      409,
      'event_session_sold_out',
      { event_session_id: soldOutSession },
    ])
    expect(await readCart(api)).toMatchObject({ state: 'completed', expires_in: null })
    expect(await readOrder(api)).toEqual(before)
  })

  it('changes admissions only, applies no codes, and opens nothing on the session’s paths', async () => {
    const api = payApi()
    const membership = await api.post('cart/cart-seed-ada-membership/remove', {
      tickets: ['ticket-ada-membership-1'],
    })
    expect([membership.status, errorOf(membership)._code]).toEqual([400, 'validation_failed'])
    const code = await api.post(`cart/${visitCart}/modify`, {
      remove: ['ticket-ga-visit-1'],
      apply_code: ['FRIENDS10'],
    })
    expect(errorOf(code)._description).toBe('Promo codes are not applied to a change of an order.')
    // The session's paths open no change: a completed cart of the API answers 409 there.
    const { id } = await api.reserve([adults(laterSession, 1)])
    await api.checkout(id, { ...api.card('28.50'), guest_identity_id: await api.purchaser() })
    const ticketId = (await api.get(`cart/${id}`, { _embed: 'ticket', _all_tickets: 'true' })).body.ticket._data[0].id
    const mine = await api.post(`my/cart/${id}/modify`, { remove: [ticketId] })
    expect([mine.status, errorOf(mine)._code]).toEqual([409, 'cart_completed'])
    // Once open, a change takes further writes; a ticket it added is removed as in any cart.
    await api.post(`cart/${visitCart}/remove`, { tickets: ['ticket-ga-visit-1'] })
    expect((await api.post(`cart/${visitCart}/modify`, { add: [adults(laterSession, 1)] })).status).toBe(200)
    expect((await readCart(api)).tickets).toEqual([
      `ticket-ga-visit-2 ${visitSession} booked`,
      expect.stringMatching(new RegExp(`^ticket-\\d+ ${laterSession} in_cart$`)),
    ])
    const added = (await readCart(api)).tickets[1].split(' ')[0]
    expect((await api.post(`cart/${visitCart}/remove`, { tickets: [added] })).status).toBe(200)
    expect((await readCart(api)).tickets).toEqual([`ticket-ga-visit-2 ${visitSession} booked`])
  })

  it('a single event’s order can be edited too (the reschedule rule is the client’s)', async () => {
    const api = payApi()
    await api.post('cart/cart-seed-curator-talk/remove', { tickets: ['ticket-curator-talk-2'] })
    expect((await api.checkout('cart-seed-curator-talk', free)).status).toBe(200)
    expect(await readOrder(api, orders.talk)).toMatchObject({ total: '11.00', captures: ['22.00'] })
  })
})

describe('a change paid like any cart: direct debit, 3-D Secure, seats', () => {
  it('a direct debit leaves the change processing until it clears, then applies it', async () => {
    const api = payApi()
    await reschedule(api, [adults(laterSession, 3)])
    const pending = await api.checkout(visitCart, api.card('28.50', 'pm_bacs_debit', { source_type: 'bacs_debit' }))
    expect([pending.status, pending.body.status]).toEqual([200, 'pending'])
    // Processing: DELETE keeps it, and it no longer expires.
    expect((await api.call('DELETE', `cart/${visitCart}`)).status).toBe(204)
    api.sandbox.clock.advance(60 * 60_000)
    expect((await readOrder(api)).total).toBe('57.00')
    const [intent] = (await api.control('GET', `payment_intents?cart_id=${visitCart}`)).body.payment_intents
    expect((await api.control('POST', `payment_intents/${intent.id}/approve`)).status).toBe(200)
    const after = await readOrder(api)
    expect(after).toMatchObject({ total: '85.50', captures: ['57.00', '28.50'] })
    expect(after.tickets.filter((t: string) => t.endsWith(`${laterSession} booked`))).toHaveLength(3)
  })

  it('3-D Secure: 402 until approved, then the same checkout applies the change', async () => {
    const api = payApi()
    await reschedule(api, [adults(laterSession, 3)])
    const body = api.card('28.50', 'pm_card_threeDSecure2Required')
    const challenge = await api.checkout(visitCart, body)
    expect([challenge.status, errorOf(challenge)._code]).toEqual([402, 'intent_requires_action'])
    await api.control('POST', `payment_intents/${errorOf(challenge)._extra.payment_intent_id}/approve`)
    expect((await api.checkout(visitCart, body)).body.status).toBe('completed')
    expect(await readOrder(api)).toMatchObject({ total: '85.50', captures: ['57.00', '28.50'] })
  })

  it('a seated ticket taken out gives its seat back when the change is applied', async () => {
    const api = payApi()
    const concert = 'chamber-music-great-hall'
    const session = 'chamber-music-great-hall-20260314-1930'
    const seats = async () =>
      (await api.get(`events/${concert}/sessions/${session}/seat_map`)).body.seat._data as {
        id: string
        state: string
        ticket_groups: string[]
      }[]
    const seat = (await seats()).find(
      (s) => s.state === 'available' && s.ticket_groups.includes('cc-great-hall-seating'),
    )!
    const { id } = await api.reserve([{ event_session_id: session, ticket_type_id: 'cc-standard', seat_id: seat.id }])
    const checkout = await api.checkout(id, {
      ...api.card(await api.outstanding(id)),
      guest_identity_id: await api.purchaser(),
    })
    const orderId = checkout.body.ticket_order._data[0].id as string
    const ticketId = (await api.get(`ticket_order/${orderId}`, { _embed: 'ticket' })).body.ticket._data[0].id
    expect((await seats()).find((s) => s.id === seat.id)!.state).toBe('booked')
    await api.post(`cart/${id}/remove`, { tickets: [ticketId] })
    expect((await seats()).find((s) => s.id === seat.id)!.state).toBe('booked')
    expect((await api.checkout(id, free)).body.status).toBe('completed')
    expect((await seats()).find((s) => s.id === seat.id)!.state).toBe('available')
  })
})
