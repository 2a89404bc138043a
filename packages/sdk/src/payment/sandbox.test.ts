import { describe, expect, it, vi } from 'vitest'
import { createSandboxProvider, paymentIntentIdOf, sandboxCardToken, SANDBOX_TEST_CARDS } from './sandbox'

describe('the sandbox provider’s test cards (the issue: 4242… succeeds, …0002 is declined, …3155 needs a challenge)', () => {
  it('maps the typed card numbers to Stripe’s test tokens the sandbox server takes', () => {
    expect(SANDBOX_TEST_CARDS).toEqual({
      '4242424242424242': 'pm_card_visa',
      '4000000000000002': 'pm_card_chargeDeclined',
      '4000002500003155': 'pm_card_threeDSecure2Required',
      // issue 15: the ZIP-check card, declined incorrect_zip (calls §8 wallet zip note).
      '4000000000000036': 'pm_card_avsZipFail',
    })
    expect(sandboxCardToken('4242 4242 4242 4242')).toBe('pm_card_visa')
    expect(sandboxCardToken('4000-0025-0000-3155')).toBe('pm_card_threeDSecure2Required')
    expect(sandboxCardToken('4111 1111 1111 1111')).toBeNull()
  })
  it('createPaymentMethod answers the token, or a validation_error for an empty or unknown number', async () => {
    const provider = createSandboxProvider()
    await provider.load()
    expect((await provider.createPaymentMethod()).error).toEqual({
      type: 'validation_error',
      message: 'Your card number is incomplete.',
    })
    provider.setCardNumber('4111 1111 1111 1111')
    expect((await provider.createPaymentMethod()).error?.type).toBe('validation_error')
    provider.setCardNumber('4000 0000 0000 0002')
    expect(await provider.createPaymentMethod()).toEqual({
      data: { source: 'pm_card_chargeDeclined', sourceType: 'card' },
    })
    provider.clear()
    expect(provider.getSnapshot().cardNumber).toBe('')
  })
  it('a simulated direct debit pays with a bacs_debit token', async () => {
    const provider = createSandboxProvider()
    provider.setMethod('bacs_debit')
    expect(await provider.createPaymentMethod()).toEqual({
      data: { source: 'pm_bacs_debit', sourceType: 'bacs_debit' },
    })
  })
})

describe('the sandbox provider’s 3-D Secure challenge', () => {
  it('reads the intent id from the client secret', () => expect(paymentIntentIdOf('pi_7_secret_x')).toBe('pi_7'))

  it('confirm opens a challenge that waits for the visitor; approving tells the sandbox and answers the intent', async () => {
    const completeChallenge = vi.fn(async () => ({ status: 'succeeded' }))
    const provider = createSandboxProvider({ completeChallenge })
    await provider.load()
    const confirming = provider.confirm('pi_7_secret_x')
    expect(provider.getSnapshot()).toMatchObject({ status: 'challenge', challenge: { paymentIntentId: 'pi_7' } })
    expect(completeChallenge).not.toHaveBeenCalled()
    await provider.approveChallenge()
    expect(await confirming).toEqual({ data: { id: 'pi_7', status: 'succeeded' } })
    expect(completeChallenge).toHaveBeenCalledWith('pi_7', 'approve', 'pi_7_secret_x')
    expect(provider.getSnapshot()).toMatchObject({ status: 'ready', challenge: null })
  })
  it('a listener that approves as soon as the challenge shows is heard', async () => {
    const provider = createSandboxProvider({ completeChallenge: async () => ({ status: 'succeeded' }) })
    provider.subscribe(() => {
      if (provider.getSnapshot().status === 'challenge') void provider.approveChallenge()
    })
    expect(await provider.confirm('pi_1_secret_a')).toEqual({ data: { id: 'pi_1', status: 'succeeded' } })
  })
  it('failing the challenge tells the sandbox and answers a card_error', async () => {
    const completeChallenge = vi.fn(async () => ({ status: 'requires_payment_method' }))
    const provider = createSandboxProvider({ completeChallenge })
    const confirming = provider.confirm('pi_8_secret_y')
    await provider.failChallenge()
    const failed = await confirming
    expect(failed.error?.type).toBe('card_error')
    expect(completeChallenge).toHaveBeenCalledWith('pi_8', 'fail', 'pi_8_secret_y')
  })
  it('the default challenge answer posts to the sandbox control route', async () => {
    const fetch = vi.fn(
      async (request: Request) =>
        new Response(JSON.stringify({ status: 'succeeded', url: request.url }), { status: 200 }),
    )
    const provider = createSandboxProvider({ controlBase: 'http://sandbox/_sandbox', fetch })
    const confirming = provider.confirm('pi_3_secret_z')
    await provider.approveChallenge()
    expect((await confirming).data?.status).toBe('succeeded')
    const request = fetch.mock.calls[0]![0]
    expect([request.method, request.url]).toEqual(['POST', 'http://sandbox/_sandbox/payment_intents/pi_3/confirm'])
    expect(await request.json()).toEqual({ outcome: 'approve', client_secret: 'pi_3_secret_z' })
  })
})

describe('the sandbox provider’s simulated wallet', () => {
  it('hands a wallet payment method to checkout and reports the wallets it offers', async () => {
    const provider = createSandboxProvider({ wallets: ['apple_pay', 'google_pay'] })
    const onPaymentMethod = vi.fn(async () => undefined)
    const onAvailable = vi.fn()
    provider.mountWallet('#wallet', { onPaymentMethod, onAvailable })
    expect(onAvailable).toHaveBeenCalledWith(['apple_pay', 'google_pay'])
    expect(provider.getSnapshot().mounted).toEqual({ card: false, wallet: true })
    await provider.payWithWallet('apple_pay')
    expect(onPaymentMethod).toHaveBeenCalledWith({ source: 'pm_card_visa', sourceType: 'apple_pay' })
  })
  it('offers its wallets in the order of calls §9 (apple_pay, google_pay), whatever order they are given in', async () => {
    const provider = createSandboxProvider({ wallets: ['google_pay', 'apple_pay'] })
    expect(provider.getSnapshot().wallets).toEqual(['apple_pay', 'google_pay'])
    const onPaymentMethod = vi.fn(async () => undefined)
    const onAvailable = vi.fn()
    provider.mountWallet('#wallet', { onPaymentMethod, onAvailable })
    expect(onAvailable).toHaveBeenCalledWith(['apple_pay', 'google_pay'])
    // The first button is the first of the order.
    await provider.payWithWallet()
    expect(onPaymentMethod).toHaveBeenCalledWith({ source: 'pm_card_visa', sourceType: 'apple_pay' })
  })
  it('paying before the wallet is mounted is a bug that says what to do', async () => {
    await expect(createSandboxProvider().payWithWallet()).rejects.toThrow(/mountWallet/)
  })
})
