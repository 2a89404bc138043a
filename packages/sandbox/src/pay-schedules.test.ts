/**
 * Part payments via scheduled payments (storefront §1; §3 Cart scheduled payments; §4 Scheduled
 * payment; calls §5 payment options due, outstanding, other; calls §7 checkout; schedules.ts):
 * the Private Group Visit owes a 25 % deposit at reserve and the balance 14 days before the visit.
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, payApi } from './test-helpers.js'

/** Thursday 9 April 2026, 10:00 (anchor Tuesday 10 March + 30 days). */
const groupVisit = `${seedIds.privateGroupVisit}-20260409-1000`
const day = 24 * 60 * 60 * 1000

/** 4 group places: 160.00, a 40.00 deposit now and 120.00 on 26 March. */
async function groupCart(api: ReturnType<typeof payApi>) {
  const { id } = await api.reserve([api.line(groupVisit, 'pg-visitor', 4)])
  return { id, purchaser: await api.purchaser() }
}

const schedule = async (api: ReturnType<typeof payApi>, id: string) =>
  (await api.get(`cart/${id}`, { _embed: 'scheduled_payment' })).body.scheduled_payment._data

describe('scheduled payments (storefront §1 "Part payments via scheduled payments")', () => {
  it('a cart of the Private Group Visit owes a deposit now and the balance 14 days before the visit', async () => {
    const api = payApi()
    const { id } = await groupCart(api)
    expect(await schedule(api, id)).toEqual([
      { id: `${id}-deposit`, due: '2026-03-10T10:00:00-04:00', amount: '40.00', status: 'scheduled' },
      { id: `${id}-balance`, due: '2026-03-26T10:00:00-04:00', amount: '120.00', status: 'scheduled' },
    ])
    expect(await api.outstanding(id)).toBe('160.00')
    // Other events schedule nothing.
    const { id: ga } = await api.reserve([api.line('general-admission-20260311-1000', 'ga-adult', 1)])
    expect(await schedule(api, ga)).toEqual([])
  })

  it('a checkout pays from what is due now up to the outstanding balance (calls §5 clamp)', async () => {
    const api = payApi()
    const { id, purchaser } = await groupCart(api)
    for (const amount of ['39.99', '160.01']) {
      const refused = await api.checkout(id, { ...api.card(amount), guest_identity_id: purchaser })
      expect([amount, refused.status, errorOf(refused)._code]).toEqual([amount, 400, 'validation_failed'])
      expect(errorOf(refused)._description).toBe(
        'A part payment pays from what is due now, 40.00, up to the outstanding balance, 160.00.',
      )
    }
    const debit = await api.checkout(id, {
      ...api.card('40.00', 'pm_bacs_debit', { source_type: 'bacs_debit' }),
      guest_identity_id: purchaser,
    })
    expect([debit.status, errorOf(debit)._code]).toEqual([400, 'validation_failed'])
    expect(await api.outstanding(id)).toBe('160.00')
  })

  it('a part payment answers partial: the order exists, the cart no longer expires nor changes, the rest is paid later', async () => {
    const api = payApi()
    const { id, purchaser } = await groupCart(api)
    const part = await api.checkout(
      id,
      { ...api.card('60.00'), guest_identity_id: purchaser },
      { 'Idempotency-Key': 'part-1' },
      { _embed: 'ticket' },
    )
    expect(part.status).toBe(200)
    expect(part.body.status).toBe('partial')
    const orderId = part.body.ticket_order._data[0].id
    expect(part.body.ticket_order._data).toHaveLength(1)
    expect(part.body.cart._data[0]).toMatchObject({
      state: 'pending',
      expires_at: null,
      expires_in: null,
      grand_totals: { total_payments: '60.00', total_outstanding: '100.00' },
    })
    expect(
      part.body.ticket._data.map((t: { state: string; ticket_order_id: string }) => [t.state, t.ticket_order_id]),
    ).toEqual(Array(4).fill(['in_cart', orderId]))
    // The deposit is paid, 20.00 of the balance too: nothing is due now.
    expect(await schedule(api, id)).toEqual([
      { id: `${id}-balance`, due: '2026-03-26T10:00:00-04:00', amount: '100.00', status: 'part_paid' },
    ])
    // The same attempt again (a lost answer) is the first answer: one payment.
    const again = await api.checkout(
      id,
      { ...api.card('60.00'), guest_identity_id: purchaser },
      { 'Idempotency-Key': 'part-1' },
      { _embed: 'ticket' },
    )
    expect(again.body).toEqual(part.body)
    expect((await api.cart(id)).body.payment._data).toHaveLength(1)

    // It can no longer change, nor be deleted, and it outlives the hold.
    const modify = await api.post(`my/cart/${id}/modify`, {
      reserve: { tickets: [api.line(groupVisit, 'pg-visitor')] },
    })
    expect([modify.status, errorOf(modify)._code]).toEqual([409, 'cart_part_paid'])
    expect((await api.call('DELETE', `my/cart/${id}`)).status).toBe(204)
    api.sandbox.clock.advance(2 * day)
    const later = await api.cart(id)
    expect(later.status).toBe(200)
    expect(later.body.cart._data[0].grand_totals.total_outstanding).toBe('100.00')

    // Later: the outstanding balance completes the same order.
    const rest = await api.checkout(
      id,
      { ...api.card('100.00'), guest_identity_id: purchaser },
      {},
      { _embed: 'ticket' },
    )
    expect(rest.status).toBe(200)
    expect(rest.body.status).toBe('completed')
    expect(rest.body.ticket_order._data.map((o: { id: string }) => o.id)).toEqual([orderId])
    expect(rest.body.cart._data[0]).toMatchObject({ state: 'completed', grand_totals: { total_outstanding: '0.00' } })
    expect(
      rest.body.ticket._data.every(
        (t: { state: string; scan_code: string | null }) => t.state === 'booked' && t.scan_code,
      ),
    ).toBe(true)
    expect(await schedule(api, id)).toEqual([])
    const mail = await api.control<{ emails: { to: string; ticket_order_ids: string[] }[] }>('GET', 'outbox')
    expect(mail.body.emails.map((e) => [e.to, e.ticket_order_ids])).toEqual([['grace@example.com', [orderId]]])
  })

  it('paying exactly what is due secures the cart; nothing due now lets any part be paid; an overdue balance is due in full', async () => {
    const api = payApi()
    const { id, purchaser } = await groupCart(api)
    const deposit = await api.checkout(id, { ...api.card('40.00'), guest_identity_id: purchaser })
    expect([deposit.status, deposit.body.status]).toEqual([200, 'partial'])
    // Nothing is due before 26 March: any part, from the card minimum.
    const small = await api.checkout(id, { ...api.card('10.00'), guest_identity_id: purchaser })
    expect([small.status, small.body.status]).toEqual([200, 'partial'])
    expect(await api.outstanding(id)).toBe('110.00')
    // On 26 March the balance is overdue: what is due is what is outstanding.
    api.sandbox.clock.advance(16 * day)
    const short = await api.checkout(id, { ...api.card('50.00'), guest_identity_id: purchaser })
    expect(errorOf(short)._description).toBe(
      'A part payment pays from what is due now, 110.00, up to the outstanding balance, 110.00.',
    )
    const all = await api.checkout(id, { ...api.card('110.00'), guest_identity_id: purchaser })
    expect([all.status, all.body.status]).toEqual([200, 'completed'])
  })

  it('a gift card paying less than the deposit leaves the cart held and expiring; covering it secures the cart', async () => {
    const api = payApi()
    const { id, purchaser } = await groupCart(api)
    const some = await api.checkout(id, {
      ...api.giftCard('25.00', seedIds.giftCardNumbers.fifty),
      guest_identity_id: purchaser,
    })
    expect(some.body.status).toBe('partial')
    expect(some.body.ticket_order._data).toEqual([])
    expect(some.body.cart._data[0].expires_at).not.toBeNull()
    const more = await api.checkout(id, {
      ...api.giftCard('25.00', seedIds.giftCardNumbers.fifty),
      guest_identity_id: purchaser,
    })
    expect(more.body.status).toBe('partial')
    expect(more.body.ticket_order._data).toHaveLength(1)
    expect(more.body.cart._data[0].expires_at).toBeNull()
  })
})
