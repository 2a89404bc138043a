import { describe, expect, it, vi } from 'vitest'
import { lazyPaymentProvider, loadedPaymentProvider } from './lazy'
import { createSandboxProvider, isSandboxProvider } from './sandbox'

describe('a payment provider loaded on first use (DESIGN.md: "loaded only when checkout needs it")', () => {
  it('imports nothing until load(); then passes on the amount set before and delegates', async () => {
    const sandbox = createSandboxProvider()
    const importProvider = vi.fn(async () => sandbox)
    const payment = lazyPaymentProvider('sandbox', importProvider)
    payment.setAmount({ amount: 5150, currency: 'usd' })
    expect(importProvider).not.toHaveBeenCalled()
    expect(payment.current()).toBeNull()
    expect(() => payment.mountCard('#card')).toThrow(/not loaded: call load\(\) before mountCard/)

    expect(await payment.load()).toEqual({ data: undefined })
    await payment.load()
    expect(importProvider).toHaveBeenCalledTimes(1)
    expect(payment.current()).toBe(sandbox)
    expect(sandbox.getSnapshot().amount).toEqual({ amount: 5150, currency: 'usd' })
    payment.mountCard('#card')
    expect(sandbox.getSnapshot().mounted.card).toBe(true)
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
    expect(payment.current()).not.toBeNull()
  })

  it('loadedPaymentProvider: the stand-in gives its provider once loaded, any other provider is itself', async () => {
    const sandbox = createSandboxProvider()
    const payment = lazyPaymentProvider('sandbox', async () => sandbox)
    expect(loadedPaymentProvider(payment)).toBeNull()
    await payment.load()
    expect(loadedPaymentProvider(payment)).toBe(sandbox)
    expect(loadedPaymentProvider(sandbox)).toBe(sandbox)
  })

  it('isSandboxProvider tells the sandbox provider from the stand-in and others', () => {
    expect(isSandboxProvider(createSandboxProvider())).toBe(true)
    expect(isSandboxProvider(lazyPaymentProvider('sandbox', async () => createSandboxProvider()))).toBe(false)
    expect(isSandboxProvider(null)).toBe(false)
  })
})
