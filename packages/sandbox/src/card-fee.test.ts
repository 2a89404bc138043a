/**
 * The seeded card fee configuration (issue 15; storefront §3 Cart "card fee with payment method
 * configuration id (pmc_id), gateway_id, account_id"): a cart holding Little Makers Workshop
 * tickets carries a 1.50 card fee, counted once in what is outstanding; other carts carry none.
 */
import { describe, expect, it } from 'vitest'
import { gaTomorrow1000, payApi } from './test-helpers.js'

const workshop = 'little-makers-workshop-20260314-1100'

describe('storefront §3 Cart card fee', () => {
  it('a workshop cart carries the fee with its payment method configuration, gateway and account', async () => {
    const api = payApi()
    const answer = await api.post(
      'my/cart/modify',
      {
        reserve: {
          tickets: [
            api.line(workshop, 'fw-child', 1, { admit_name: 'Mia Rossi' }),
            api.line(workshop, 'fw-child', 1, { admit_name: 'Noa Rossi' }),
            api.line(workshop, 'fw-adult', 1, { admit_name: 'Luca Rossi' }),
          ],
          additional_info: { 'fw-workshop': { child_age: 6, photo_consent: 'No' } },
        },
      },
      { _embed: 'ticket' },
    )
    expect(answer.status).toBe(200)
    const id = answer.body.cart._data[0].id as string
    const cart = (await api.cart(id)).body.cart._data[0]
    expect(cart).toMatchObject({
      card_fee: { amount: '1.50', pmc_id: 'pmc_foyer_workshop_card_fee' },
      gateway_id: 'stripe',
      account_id: 'acct_foyer_demo_museum',
    })
    const t = cart.grand_totals
    const sum =
      Number(t.total_before_cartmod_price) +
      Number(t.total_fee_fixed_outside) +
      Number(t.total_fee_percent_outside) -
      Number(t.total_cartmod_amount)
    // Once per order, whatever the number of tickets.
    expect(Number(t.total_outstanding)).toBeCloseTo(sum + 1.5, 2)
  })

  it('a cart of other events carries none', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    expect((await api.cart(id)).body.cart._data[0]).toMatchObject({ card_fee: null, account_id: null })
  })
})
