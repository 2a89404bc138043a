/**
 * No payment outlives its cart (the sandbox payment provider's intents; calls §4 intent statuses,
 * storefront §4 Cart on expiry): a 3-D Secure approval whose checkout never came back, a cart
 * deleted or changed after approval, a card part payment on an expiring cart. Each ends with the
 * money back (canceled, or refunded in full) unless an order used it, and never with two charges.
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, gaTomorrow1000, payApi } from './test-helpers.js'

type Api = ReturnType<typeof payApi>

/** 2 adults tomorrow at 10:00 (57.00 outstanding), a purchaser, and a 3-D Secure card's first answer. */
async function challenged(api: Api) {
  const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
  const purchaser = await api.purchaser()
  const body = { ...api.card('57.00', 'pm_card_threeDSecure2Required'), guest_identity_id: purchaser }
  const first = await api.checkout(id, body)
  expect(first.status).toBe(402)
  const { payment_intent_id: intentId } = errorOf(first)._extra as { payment_intent_id: string }
  return { id, purchaser, body, intentId }
}

const intent = async (api: Api, id: string) => (await api.control('GET', `payment_intents/${id}`)).body

/** The intent holds the customer's money: succeeded and not refunded, or authorised. */
const holdsMoney = (view: { status: string; amount: number; amount_refunded?: number }) =>
  (view.status === 'succeeded' && (view.amount_refunded ?? 0) < view.amount) || view.status === 'requires_capture'

describe('a 3-D Secure charge never outlives its cart', () => {
  it('the hold runs out while the challenge is open: approving it charges nothing, the retry says cart_expired', async () => {
    const api = payApi()
    const { id, body, intentId } = await challenged(api)
    api.sandbox.clock.advance(16 * 60_000)
    const approved = await api.control('POST', `payment_intents/${intentId}/approve`)
    expect(approved.status).toBe(409)
    expect(await intent(api, intentId)).toMatchObject({ status: 'canceled' })
    expect(errorOf(await api.checkout(id, body))._code).toBe('cart_expired')
    expect(holdsMoney(await intent(api, intentId))).toBe(false)
  })

  it('approved, then the hold runs out before the checkout comes back: the charge is refunded in full', async () => {
    const api = payApi()
    const { id, body, intentId } = await challenged(api)
    expect((await api.control('POST', `payment_intents/${intentId}/approve`)).body.status).toBe('succeeded')
    api.sandbox.clock.advance(16 * 60_000)
    expect(errorOf(await api.checkout(id, body))._code).toBe('cart_expired')
    expect(await intent(api, intentId)).toMatchObject({ status: 'succeeded', amount: 5700, amount_refunded: 5700 })
  })

  it('approved, then DELETE cart/{id}: the charge is refunded in full', async () => {
    const api = payApi()
    const { id, intentId } = await challenged(api)
    await api.control('POST', `payment_intents/${intentId}/approve`)
    expect((await api.call('DELETE', `cart/${id}`)).status).toBe(204)
    expect(await intent(api, intentId)).toMatchObject({ amount_refunded: 5700 })
  })

  it('approved, then the cart changes: that charge goes back at once; the new total is a new challenge, then one order', async () => {
    const api = payApi()
    const { id, purchaser, intentId } = await challenged(api)
    await api.control('POST', `payment_intents/${intentId}/approve`)
    const changed = await api.post(`my/cart/${id}/modify`, {
      reserve: { tickets: [api.line(gaTomorrow1000, 'ga-adult', 1)] },
    })
    expect(changed.status).toBe(200)
    expect(await intent(api, intentId)).toMatchObject({ amount_refunded: 5700 })

    const total = await api.outstanding(id)
    const body = { ...api.card(total, 'pm_card_threeDSecure2Required'), guest_identity_id: purchaser }
    const again = await api.checkout(id, body)
    expect(again.status).toBe(402)
    const { payment_intent_id: second } = errorOf(again)._extra as { payment_intent_id: string }
    expect(second).not.toBe(intentId)
    await api.control('POST', `payment_intents/${second}/approve`)
    expect((await api.checkout(id, body)).body.status).toBe('completed')
    const paid = await intent(api, second)
    expect(holdsMoney(paid) && paid.amount === Math.round(Number(total) * 100)).toBe(true)
    expect(holdsMoney(await intent(api, intentId))).toBe(false)
  })

  it('approved, then paid whole by gift card after all: the order is made and the card charge goes back (no double charge)', async () => {
    const api = payApi()
    const { id, purchaser, intentId } = await challenged(api)
    await api.control('POST', `payment_intents/${intentId}/approve`)
    const paid = await api.checkout(id, {
      ...api.giftCard('57.00', seedIds.giftCardNumbers.fiveHundred),
      guest_identity_id: purchaser,
    })
    expect(paid.body.status).toBe('completed')
    expect(holdsMoney(await intent(api, intentId))).toBe(false)
  })

  it('a card part payment on a cart that then expires is refunded, its intent too', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
    const part = api.card('20.00', 'pm_card_threeDSecure2Required')
    const asked = await api.post(`cart/${id}/pay`, part)
    const { payment_intent_id: intentId } = errorOf(asked)._extra as { payment_intent_id: string }
    await api.control('POST', `payment_intents/${intentId}/approve`)
    expect((await api.post(`cart/${id}/pay`, part)).status).toBe(200)
    expect(holdsMoney(await intent(api, intentId))).toBe(true)
    api.sandbox.clock.advance(16 * 60_000)
    expect(errorOf(await api.post(`cart/${id}/pay`, api.card('37.00')))._code).toBe('cart_expired')
    expect(await intent(api, intentId)).toMatchObject({ amount: 2000, amount_refunded: 2000 })
  })
})
