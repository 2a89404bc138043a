/**
 * POST ticket_order/{id}/cancel (issue 14; storefront §6 Self-service orders; calls §7 Orders;
 * calls §8 Orders "Cancel: 'No valid tickets found'") and the order e-mails of calls §4
 * (order_update, order_cancel) with the order's manage link.
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, payApi } from './test-helpers.js'

const { orders, guests } = seedIds.selfService
const labSession = 'conservation-lab-20260322-1300'

type Api = ReturnType<typeof payApi>

const companionsUsed = async (api: Api) =>
  (await api.get(`events/conservation-lab/sessions/${labSession}/ticket_groups`)).body.ticket_group._data.find(
    (g: { id: string }) => g.id === 'cl-companion',
  ).used_capacity as number

const order = async (api: Api, id: string) => {
  const { body } = await api.get(`ticket_order/${id}`, { _embed: 'ticket,payment_audit' })
  return {
    total: body.ticket_order._data[0].total_after_fees_price as string,
    states: body.ticket._data.map((t: { id: string; state: string }) => `${t.id} ${t.state}`),
    captures: body.payment_audit._data.map((p: { amount: string }) => p.amount),
  }
}

const cancel = (api: Api, id: string, tickets: unknown[], headers: Record<string, string> = {}) =>
  api.call('POST', `ticket_order/${id}/cancel`, {
    body: { gateway_data: {}, tickets },
    headers,
    query: { _embed: 'ticket' },
  })

describe('POST ticket_order/{id}/cancel: free tickets of a session ahead (storefront §6 Self-service orders)', () => {
  it('cancels the listed tickets, answers the order rows and gives their places back', async () => {
    const api = payApi()
    expect(await companionsUsed(api)).toBe(2)
    const answer = await cancel(api, orders.free, [{ ticket_id: 'ticket-free-lab-1' }])
    expect(answer.status).toBe(200)
    expect(answer.body.ticket_order._data).toEqual([
      expect.objectContaining({ id: orders.free, order_number: 'FO900008', total_after_fees_price: '0.00' }),
    ])
    expect(answer.body.ticket._data.map((t: { id: string; state: string }) => [t.id, t.state])).toEqual([
      ['ticket-free-lab-1', 'cancelled'],
      ['ticket-free-lab-2', 'booked'],
    ])
    expect(await companionsUsed(api)).toBe(1)
    // The rest, by plain id too; the order keeps both rows, cancelled (storefront §4 Orders "Cancelled").
    expect((await cancel(api, orders.free, ['ticket-free-lab-2'])).status).toBe(200)
    expect(await order(api, orders.free)).toEqual({
      total: '0.00',
      states: ['ticket-free-lab-1 cancelled', 'ticket-free-lab-2 cancelled'],
      captures: [],
    })
    expect(await companionsUsed(api)).toBe(0)
    // Nothing left to cancel: calls §8's sentence.
    const again = await cancel(api, orders.free, [{ ticket_id: 'ticket-free-lab-1' }])
    expect([again.status, errorOf(again)]).toEqual([
      400,
      {
        _code: 'ticket_state_incorrect',
        _description: 'No valid tickets found',
        _context: 'ticket_order_cancel',
        _extra: {
          ticket_order_id: orders.free,
          ticket_ids: ['ticket-free-lab-1'],
          reasons: { 'ticket-free-lab-1': 'cancelled' },
        },
      },
    ])
  })

  it('refuses an order that cost something: no valid tickets, the order and its payment as they were', async () => {
    const api = payApi()
    const answer = await cancel(api, orders.visit, [{ ticket_id: 'ticket-ga-visit-1' }])
    expect([answer.status, errorOf(answer)._description, errorOf(answer)._extra.reasons]).toEqual([
      400,
      'No valid tickets found',
      { 'ticket-ga-visit-1': 'not_free' },
    ])
    expect(await order(api, orders.visit)).toEqual({
      total: '57.00',
      states: ['ticket-ga-visit-1 booked', 'ticket-ga-visit-2 booked'],
      captures: ['57.00'],
    })
  })

  it('refuses tickets whose session has started, and the past order', async () => {
    const api = payApi()
    api.sandbox.clock.set('2026-03-22T17:00:00Z') // 13:00 in New York: the session starts
    const started = await cancel(api, orders.free, [{ ticket_id: 'ticket-free-lab-1' }])
    expect([started.status, errorOf(started)._extra.reasons]).toEqual([400, { 'ticket-free-lab-1': 'past' }])
    const past = await cancel(api, orders.past, [{ ticket_id: 'ticket-ga-past-1' }])
    expect(errorOf(past)._description).toBe('No valid tickets found')
  })

  it('is all or nothing: one ticket that cannot go keeps the other', async () => {
    const api = payApi()
    await cancel(api, orders.free, [{ ticket_id: 'ticket-free-lab-2' }])
    const mixed = await cancel(api, orders.free, [
      { ticket_id: 'ticket-free-lab-1' },
      { ticket_id: 'ticket-free-lab-2' },
    ])
    expect([mixed.status, errorOf(mixed)._description, errorOf(mixed)._extra.reasons]).toEqual([
      400,
      'No ticket was cancelled: ticket-free-lab-2 cannot be cancelled.',
      { 'ticket-free-lab-2': 'cancelled' },
    ])
    expect((await order(api, orders.free)).states).toEqual(['ticket-free-lab-1 booked', 'ticket-free-lab-2 cancelled'])
  })

  it('answers 404 for an unknown order, ticket_not_found for a ticket of another order, validation_failed for a bad body', async () => {
    const api = payApi()
    const unknown = await cancel(api, 'order-nope', [{ ticket_id: 'ticket-free-lab-1' }])
    expect([unknown.status, errorOf(unknown)._description]).toEqual([404, 'Resource ticket_order not found.'])
    const other = await cancel(api, orders.free, [{ ticket_id: 'ticket-ga-visit-1' }])
    expect([other.status, errorOf(other)]).toEqual([
      400,
      {
        _code: 'ticket_not_found',
        _description: 'Order FO900008 holds no ticket ticket-ga-visit-1.',
        _context: 'ticket_order_cancel',
        _extra: { ticket_id: 'ticket-ga-visit-1', ticket_order_id: orders.free },
      },
    ])
    for (const body of [
      {},
      { tickets: [] },
      { tickets: [{}] },
      { tickets: ['ticket-free-lab-1'], gateway_data: 'x' },
    ]) {
      const bad = await api.post(`ticket_order/${orders.free}/cancel`, body)
      expect([bad.status, errorOf(bad)._code, errorOf(bad)._context]).toEqual([
        400,
        'validation_failed',
        'ticket_order_cancel',
      ])
    }
    expect((await order(api, orders.free)).states).toEqual(['ticket-free-lab-1 booked', 'ticket-free-lab-2 booked'])
  })

  it('a free order made through the API is cancellable, once per Idempotency-Key', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(labSession, 'cl-companion', 2)])
    const checkout = await api.checkout(id, {
      gateway_id: 'free',
      gateway_data: {},
      send_email: false,
      guest_identity_id: await api.purchaser(),
    })
    const orderId = checkout.body.ticket_order._data[0].id as string
    const ticketId = (await order(api, orderId)).states[0]!.split(' ')[0]!
    expect(await companionsUsed(api)).toBe(4)
    const first = await cancel(api, orderId, [{ ticket_id: ticketId }], { 'Idempotency-Key': 'cancel-1' })
    const again = await cancel(api, orderId, [{ ticket_id: ticketId }], { 'Idempotency-Key': 'cancel-1' })
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.body).toEqual(first.body)
    expect(await companionsUsed(api)).toBe(3)
  })
})

describe('POST ticket_order/{id}/email: the e-mail for the log_context, with the manage link (calls §4)', () => {
  it('order_cancel and order_update e-mails name the order and link to /{seller}/manage/{orderId}; no body is the confirmation', async () => {
    const api = payApi()
    await cancel(api, orders.free, [{ ticket_id: 'ticket-free-lab-1' }])
    expect((await api.post(`ticket_order/${orders.free}/email`, { log_context: 'order_cancel' })).status).toBe(204)
    expect((await api.post(`ticket_order/${orders.visit}/email`, { log_context: 'order_update' })).status).toBe(204)
    expect((await api.call('POST', `ticket_order/${orders.visit}/email`)).status).toBe(204)
    const emails = (await api.control('GET', 'outbox')).body.emails
    expect(emails.map((e: Record<string, unknown>) => [e.to, e.log_context, e.ticket_order_ids, e.subject])).toEqual([
      [
        guests.rosalind.email,
        'order_cancel',
        [orders.free],
        'Tickets of your order FO900008 from Foyer Museum of Art have been cancelled',
      ],
      [
        guests.hedy.email,
        'order_update',
        [orders.visit],
        'Your order FO900009 from Foyer Museum of Art has been updated',
      ],
      [guests.hedy.email, 'order_confirmation', [orders.visit], 'Your order FO900009 from Foyer Museum of Art'],
    ])
    expect(emails[0].text).toContain('Tickets of your order FO900008 have been cancelled')
    expect(emails[0].text).toContain('Conservation Lab: Open Studio: Companion')
    expect(emails[0].text).toMatch(/Companion \(FY\d{10}\) \(cancelled\)/)
    expect(emails[0].text).toContain('Change or cancel your order: http://sandbox/demo-museum/manage/order-free-lab')
    expect(emails[1].text).toContain('Your order FO900009 has been changed.')
    expect(emails[1].text).toContain('http://sandbox/demo-museum/manage/order-ga-visit')
    expect(emails[2].text).toContain('Your order number is FO900009.')
  })

  it('the checkout confirmation links to the manage page of the storefront the checkout came from', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(labSession, 'cl-companion')])
    const checkout = await api.checkout(id, {
      gateway_id: 'free',
      gateway_data: {},
      guest_identity_id: await api.purchaser(),
    })
    const orderId = checkout.body.ticket_order._data[0].id as string
    const [email] = (await api.control('GET', 'outbox')).body.emails
    expect(email.text).toContain(`Change or cancel your order: http://sandbox/demo-museum/manage/${orderId}`)
  })
})

describe('a cancel while a change of the order is open', () => {
  it('the change no longer takes the cancelled ticket out; applying it changes nothing more', async () => {
    const api = payApi()
    await api.post('cart/cart-seed-free-lab/remove', { tickets: ['ticket-free-lab-1'] })
    expect((await cancel(api, orders.free, [{ ticket_id: 'ticket-free-lab-1' }])).status).toBe(200)
    const cart = await api.get('cart/cart-seed-free-lab', { _embed: 'ticket' })
    expect(cart.body.ticket._data.map((t: { id: string; state: string }) => [t.id, t.state])).toEqual([
      ['ticket-free-lab-2', 'booked'],
    ])
    expect((await api.checkout('cart-seed-free-lab', { gateway_id: 'free', gateway_data: {} })).status).toBe(200)
    expect((await order(api, orders.free)).states).toEqual(['ticket-free-lab-1 cancelled', 'ticket-free-lab-2 booked'])
    expect(await companionsUsed(api)).toBe(1)
  })
})
