/**
 * The cart's card fee configuration reaches the payment provider (issue 15; storefront §3 Cart
 * "card fee with payment method configuration id (pmc_id), gateway_id, account_id"): checkout
 * hands the pmc to the provider with the amount, so Stripe's elements use that configuration.
 */
import { describe, expect, it, vi } from 'vitest'
import { createSandboxProvider } from '../payment/sandbox.js'
import type { ProviderAmount } from '../payment/types.js'
import { cartAnswer, setup } from '../../test/checkout-store.js'

function spyProvider() {
  const provider = createSandboxProvider({ completeChallenge: async () => ({ status: 'succeeded' }) })
  const amounts: ProviderAmount[] = []
  return {
    amounts,
    provider: {
      ...provider,
      setAmount: vi.fn((amount: ProviderAmount) => {
        amounts.push(amount)
        provider.setAmount(amount)
      }),
    },
  }
}

describe('storefront §3 Cart card fee pmc_id at checkout', () => {
  it('the amount goes to the provider with the cart’s payment method configuration', async () => {
    const spy = spyProvider()
    await setup({
      payment: spy.provider,
      cart: cartAnswer({
        grand_totals: { total_outstanding: '72.46' },
        card_fee: { amount: '1.50', pmc_id: 'pmc_fee' },
        gateway_id: 'stripe',
        account_id: 'acct_1',
      }),
    })
    expect(spy.amounts.at(-1)).toEqual({ amount: 7246, currency: 'usd', paymentMethodConfiguration: 'pmc_fee' })
  })
  it('a cart without a card fee sends none', async () => {
    const spy = spyProvider()
    await setup({ payment: spy.provider })
    expect(spy.amounts.at(-1)).toEqual({ amount: 7096, currency: 'usd' })
  })
})
