/**
 * Writes applied once per Idempotency-Key, the outbox (resend and order e-mails), and the part
 * payments of a cart that ends without an order (calls §7 Orders, §8 Orders; openapi IdempotencyKey).
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, gaTomorrow1000, payApi } from './test-helpers.js'

const cards = seedIds.giftCardNumbers

/** A cart of 2 adults tomorrow at 10:00: 57.00 outstanding (2 × 25.00 + 2 × 1.50 + 2 × 2.00). */
async function adultsCart(api: ReturnType<typeof payApi>) {
  const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
  return { id, purchaser: await api.purchaser() }
}

describe('Idempotency-Key (openapi IdempotencyKey: a write repeated with the same key is applied once)', () => {
  it('the same key answers the same checkout again, with no second order; another key answers 409 cart_completed', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const body = { ...api.card('57.00'), guest_identity_id: purchaser }
    const first = await api.checkout(id, body, { 'Idempotency-Key': 'checkout-1' })
    const again = await api.checkout(id, body, { 'Idempotency-Key': 'checkout-1' })
    expect(again).toMatchObject({ status: 200, body: first.body })
    const other = await api.checkout(id, body, { 'Idempotency-Key': 'checkout-2' })
    expect([other.status, errorOf(other)._code]).toEqual([409, 'cart_completed'])
    expect((await api.cart(id)).body.ticket_order._data).toHaveLength(1)
    expect((await api.control('GET', 'outbox')).body.emails).toHaveLength(1)
  })

  it('a concurrent double submit with one key makes one order and one payment', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const body = { ...api.card('57.00'), guest_identity_id: purchaser }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.checkout(id, body, { 'Idempotency-Key': 'double-submit' })),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    const cart = await api.cart(id)
    expect(cart.body.ticket_order._data).toHaveLength(1)
    expect(cart.body.payment._data).toHaveLength(1)
  })

  it('a concurrent double submit without a key still pays once: the second answers 409 cart_completed', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const body = { ...api.card('57.00'), guest_identity_id: purchaser }
    const answers = await Promise.all([api.checkout(id, body), api.checkout(id, body)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await api.cart(id)).body.payment._data).toHaveLength(1)
  })
})

describe('the outbox: resend and order e-mails (calls §7 Orders, calls §8 Orders)', () => {
  it('POST ticket_order/resend e-mails every order of that address again; none answers 404 with the spec’s sentence', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const orderId = (await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser, send_email: false }))
      .body.ticket_order._data[0].id as string
    expect((await api.post('ticket_order/resend', { email: 'GRACE@example.com' })).status).toBe(204)
    const emails = (await api.control('GET', 'outbox')).body.emails
    expect(
      emails.map((e: { to: string; log_context: string; ticket_order_ids: string[] }) => [
        e.to,
        e.log_context,
        e.ticket_order_ids,
      ]),
    ).toEqual([['grace@example.com', 'resend', [orderId]]])
    const none = await api.post('ticket_order/resend', { email: 'nobody@example.com' })
    expect([none.status, errorOf(none)]).toEqual([
      404,
      { _code: 'not_found', _description: 'No orders could be found for this email address.' },
    ])
    expect((await api.post('ticket_order/resend', { email: 'grace@example.com', memberships_only: true })).status).toBe(
      404,
    )
  })

  it('POST ticket_order/{id}/email sends with the log_context (calls §4 order_update, order_cancel)', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const orderId = (await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser, send_email: false }))
      .body.ticket_order._data[0].id as string
    expect((await api.post(`ticket_order/${orderId}/email`, { log_context: 'order_update' })).status).toBe(204)
    expect((await api.call('POST', `ticket_order/${orderId}/email`)).status).toBe(204)
    expect((await api.post(`ticket_order/${orderId}/email`, { log_context: 'other' })).status).toBe(400)
    expect((await api.post('ticket_order/order-404/email', {})).status).toBe(404)
    expect((await api.control('GET', 'outbox')).body.emails.map((e: { log_context: string }) => e.log_context)).toEqual(
      ['order_update', 'order_confirmation'],
    )
    expect((await api.control('DELETE', 'outbox')).body.emails).toEqual([])
    expect((await api.control('GET', 'outbox')).body.emails).toEqual([])
  })
})

describe('part payments of a cart that ends without an order', () => {
  it('go back: a gift card gets its balance again when the cart expires or is deleted', async () => {
    const api = payApi({ customizeSeed: (seed) => void (seed.settings.cart_hold_minutes = 5) })
    const balance = async () =>
      (await api.get(`ledger/${seedIds.giftCardLedger}/${cards.fiveHundred}`)).body.ledger._data[0].balance
    const expiring = await adultsCart(api)
    await api.post(`cart/${expiring.id}/pay`, api.giftCard('30.00', cards.fiveHundred))
    expect(await balance()).toBe('470.00')
    api.sandbox.clock.advance(5 * 60_000)
    expect(await balance()).toBe('500.00')

    const deleted = await adultsCart(api)
    await api.post(`cart/${deleted.id}/pay`, api.giftCard('10.00', cards.fiveHundred))
    await api.post(`cart/${deleted.id}/pay`, api.card('5.00'))
    expect(await balance()).toBe('490.00')
    expect((await api.call('DELETE', `cart/${deleted.id}`)).status).toBe(204)
    expect(await balance()).toBe('500.00')
  })
})
