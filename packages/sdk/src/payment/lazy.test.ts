import { describe, expect, it, vi } from 'vitest'
import { lazyPaymentProvider } from './lazy'
import { createSandboxProvider } from './sandbox'

describe('a payment provider loaded on first use (DESIGN.md: "loaded only when checkout needs it")', () => {
  it('imports nothing until load(); then passes on the amount set before and delegates', async () => {
    const sandbox = createSandboxProvider()
    const importProvider = vi.fn(async () => sandbox)
    const payment = lazyPaymentProvider('sandbox', importProvider)
    payment.setAmount({ amount: 5150, currency: 'usd' })
    expect(importProvider).not.toHaveBeenCalled()
    expect(() => payment.mountCard('#card')).toThrow(/not loaded: call load\(\) before mountCard/)

    expect(await payment.load()).toEqual({ data: undefined })
    await payment.load()
    expect(importProvider).toHaveBeenCalledTimes(1)
    expect(sandbox.getSnapshot().amount).toEqual({ amount: 5150, currency: 'usd' })
    const onMethodChange = vi.fn()
    payment.mountCard('#card', { onMethodChange })
    expect(sandbox.getSnapshot().mounted.card).toBe(true)
    // The card options reach the loaded provider: its method choice is told to checkout.
    sandbox.setMethod('bacs_debit')
    expect(onMethodChange).toHaveBeenCalledWith('bacs_debit')
    sandbox.setMethod('card')
    sandbox.setCardNumber('4242 4242 4242 4242')
    expect(await payment.createPaymentMethod()).toEqual({ data: { source: 'pm_card_visa', sourceType: 'card' } })
    payment.clear()
    expect(sandbox.getSnapshot().cardNumber).toBe('')
  })

  it('a module that fails to load answers provider_unavailable (calls §8 "Stripe was unable to load"); the next load tries again', async () => {
    const importProvider = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(createSandboxProvider())
    const payment = lazyPaymentProvider('stripe', importProvider)
    expect(await payment.load()).toEqual({
      error: { type: 'provider_unavailable', message: 'Failed to fetch dynamically imported module' },
    })
    // The retry loads it; an empty test-card form is then the provider's own validation_error.
    expect((await payment.createPaymentMethod()).error?.type).toBe('validation_error')
    expect(importProvider).toHaveBeenCalledTimes(2)
  })
})
