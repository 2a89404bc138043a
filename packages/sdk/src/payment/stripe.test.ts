/**
 * The Stripe provider against a fake of the Stripe object (TOOLCHAIN.md: Stripe.js loads from
 * Stripe's hosts, which no machine here reaches; the real adapter is tested against fakes).
 */
import type { Stripe, StripeError } from '@stripe/stripe-js'
import { describe, expect, it, vi } from 'vitest'
import { paymentProviderErrorMessage } from '../errors'
import { createI18n } from '../i18n'
import { providerAmount } from '../checkout/rules'
import { PROVIDER_UNAVAILABLE } from './types'
import { createStripeProvider, stripeProviderError } from './stripe'

type Handler = (event: any) => void

function fakeElement(type: string) {
  const handlers = new Map<string, Handler>()
  return {
    type,
    options: undefined as unknown,
    mountedOn: null as unknown,
    cleared: 0,
    focused: 0,
    destroyed: false,
    handlers,
    mount(target: unknown) {
      this.mountedOn = target
    },
    destroy() {
      this.destroyed = true
    },
    clear() {
      this.cleared += 1
    },
    focus() {
      this.focused += 1
    },
    on(event: string, handler: Handler) {
      handlers.set(event, handler)
      return this
    },
  }
}

function fakeStripe(
  script: {
    submit?: () => Promise<{ error?: Partial<StripeError> }>
    createPaymentMethod?: () => Promise<{ paymentMethod?: { id: string; type: string }; error?: Partial<StripeError> }>
    handleNextAction?: (o: {
      clientSecret: string
    }) => Promise<{ paymentIntent?: { id: string; status: string }; error?: Partial<StripeError> }>
  } = {},
) {
  const created: ReturnType<typeof fakeElement>[] = []
  const groups: { options: any; updates: any[] }[] = []
  const stripe = {
    elements: vi.fn((options: unknown) => {
      const group = { options, updates: [] as unknown[] }
      groups.push(group)
      return {
        create: (type: string, options: unknown) => {
          const element = fakeElement(type)
          element.options = options
          created.push(element)
          return element
        },
        update: async (options: unknown) => void group.updates.push(options),
        submit: script.submit ?? (async () => ({})),
      }
    }),
    createPaymentMethod: vi.fn(
      script.createPaymentMethod ?? (async () => ({ paymentMethod: { id: 'pm_123', type: 'card' } })),
    ),
    handleNextAction: vi.fn(
      script.handleNextAction ??
        (async ({ clientSecret }: { clientSecret: string }) => ({
          paymentIntent: { id: clientSecret.split('_secret_')[0]!, status: 'succeeded' },
        })),
    ),
    retrievePaymentIntent: vi.fn(async () => ({ paymentIntent: { id: 'pi_9', status: 'processing' } })),
  }
  return { stripe, created, groups, asStripe: stripe as unknown as Stripe }
}

const t = createI18n().t

describe('createStripeProvider: loading (DESIGN.md "loaded only when checkout needs it")', () => {
  it('loads Stripe once with the publishable key, on the first load()', async () => {
    const fake = fakeStripe()
    const loadStripe = vi.fn(async () => fake.asStripe)
    const provider = createStripeProvider({ publishableKey: 'pk_test_1', loadStripe })
    expect(loadStripe).not.toHaveBeenCalled()
    expect(await provider.load()).toEqual({ data: undefined })
    await provider.load()
    expect(loadStripe).toHaveBeenCalledTimes(1)
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1', undefined)
  })
  it("a Stripe that cannot load is an error value (calls §8 'Stripe was unable to load'); a later load() tries again", async () => {
    const fake = fakeStripe()
    const loadStripe = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(fake.asStripe)
    const provider = createStripeProvider({ publishableKey: 'pk_test_1', loadStripe })
    const failed = await provider.load()
    expect(failed.error).toEqual({ type: PROVIDER_UNAVAILABLE, message: 'Failed to load Stripe.js' })
    expect((await provider.load()).error).toBeUndefined()
  })
  it('a null Stripe (no window) is unavailable too', async () => {
    const provider = createStripeProvider({ publishableKey: 'pk_test_1', loadStripe: async () => null })
    expect((await provider.load()).error?.type).toBe(PROVIDER_UNAVAILABLE)
  })
  it('without an injected loader it imports @stripe/stripe-js/pure on load(); in Node (no window) Stripe is unavailable', async () => {
    const provider = createStripeProvider({ publishableKey: 'pk_test_1' })
    expect((await provider.load()).error?.type).toBe(PROVIDER_UNAVAILABLE)
  })
  it('requires a publishable key, naming it', () => {
    expect(() => createStripeProvider({ publishableKey: '' })).toThrow(/publishableKey/)
  })
  it('mounting before load or before an amount says what to do', async () => {
    const fake = fakeStripe()
    const provider = createStripeProvider({ publishableKey: 'pk', loadStripe: async () => fake.asStripe })
    provider.setAmount(providerAmount('10.00', 'USD'))
    expect(() => provider.mountCard('#card')).toThrow(/await provider.load\(\)/)
    const other = createStripeProvider({ publishableKey: 'pk', loadStripe: async () => fake.asStripe })
    await other.load()
    expect(() => other.mountCard('#card')).toThrow(/setAmount/)
  })
})

describe('createStripeProvider: elements (calls §9 provider amount, wallet button 48 px, method order)', () => {
  async function loaded(script?: Parameters<typeof fakeStripe>[0]) {
    const fake = fakeStripe(script)
    const provider = createStripeProvider({ publishableKey: 'pk', loadStripe: async () => fake.asStripe })
    await provider.load()
    provider.setAmount(providerAmount('70.96', 'USD'))
    return { fake, provider }
  }

  it('creates deferred-intent elements with the amount in cents, lowercase currency, manual method creation', async () => {
    const { fake, provider } = await loaded()
    provider.mountCard('#card')
    expect(fake.groups[0]?.options).toMatchObject({
      mode: 'payment',
      amount: 7096,
      currency: 'usd',
      paymentMethodCreation: 'manual',
    })
    expect(fake.created[0]).toMatchObject({ type: 'payment', mountedOn: '#card' })
    // calls §9 "Payment method order: apple_pay, google_pay, card": the Payment Element's tabs
    // follow it (the methods it does not name after), not Stripe's own guess.
    expect(fake.created[0]!.options).toEqual({
      layout: 'tabs',
      paymentMethodOrder: ['apple_pay', 'google_pay', 'card', 'bacs_debit', 'afterpay_clearpay'],
    })
    provider.setAmount(providerAmount('40.96', 'USD'))
    expect(fake.groups[0]?.updates).toEqual([{ amount: 4096, currency: 'usd' }])
  })
  it('draws the Payment Element in the theme (storefront §3 paymentElement.background); mounting again with another theme redraws it (§4)', async () => {
    const { fake, provider } = await loaded()
    const light = { mode: 'light', background: '#fffdf8', primary: '#8a2c1d', text: '#1f1b17' } as const
    const first = provider.mountCard('#card', { appearance: light })
    expect(fake.groups[0]?.updates).toEqual([
      {
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#8a2c1d', colorBackground: '#fffdf8', colorText: '#1f1b17' },
        },
      },
    ])
    first.unmount()
    provider.mountCard('#card', { appearance: { ...light, mode: 'dark', background: '#202020' } })
    expect(fake.groups[0]?.updates[1]).toMatchObject({
      appearance: { theme: 'night', variables: { colorBackground: '#202020' } },
    })
    expect(fake.created.map((element) => element.destroyed)).toEqual([true, false])
  })
  it('storefront §3 Cart card fee pmc_id: the elements use the cart’s payment method configuration, updated when it changes', async () => {
    const fake = fakeStripe()
    const provider = createStripeProvider({ publishableKey: 'pk', loadStripe: async () => fake.asStripe })
    await provider.load()
    provider.setAmount({ ...providerAmount('70.96', 'USD'), paymentMethodConfiguration: 'pmc_fee' })
    provider.mountCard('#card')
    expect(fake.groups[0]?.options).toMatchObject({ amount: 7096, paymentMethodConfiguration: 'pmc_fee' })
    provider.setAmount({ ...providerAmount('72.46', 'USD'), paymentMethodConfiguration: 'pmc_fee' })
    provider.setAmount({ ...providerAmount('72.46', 'USD'), paymentMethodConfiguration: 'pmc_other' })
    expect(fake.groups[0]?.updates).toEqual([
      { amount: 7246, currency: 'usd' },
      { amount: 7246, currency: 'usd', paymentMethodConfiguration: 'pmc_other' },
    ])
    // Without one, the account's default: nothing is sent.
    const plain = await loaded()
    plain.provider.mountCard('#card')
    expect(plain.fake.groups[0]?.options).not.toHaveProperty('paymentMethodConfiguration')
  })
  it("tells checkout the payment method the visitor picks in the Payment Element's tabs, once per change (storefront §5 bacs_debit)", async () => {
    const { fake, provider } = await loaded()
    const onMethodChange = vi.fn()
    provider.mountCard('#card', { onMethodChange })
    const change = fake.created[0]!.handlers.get('change')!
    change({ value: { type: 'card' }, complete: false })
    change({ value: { type: 'card' }, complete: true })
    change({ value: { type: 'bacs_debit' }, complete: false })
    change({ value: { type: 'some_future_method' }, complete: false })
    expect(onMethodChange.mock.calls).toEqual([['card'], ['bacs_debit']])
  })
  it('mounts the Express Checkout Element at 48 px with apple_pay before google_pay, and reports the wallets offered', async () => {
    const { fake, provider } = await loaded()
    const onAvailable = vi.fn()
    provider.mountWallet('#wallet', { onPaymentMethod: async () => {}, onAvailable })
    const wallet = fake.created[0]!
    expect(wallet.type).toBe('expressCheckout')
    expect(wallet.options).toEqual({ buttonHeight: 48, paymentMethodOrder: ['apple_pay', 'google_pay'] })
    wallet.handlers.get('ready')!({
      availablePaymentMethods: {
        applePay: false,
        googlePay: true,
        link: false,
        paypal: false,
        klarna: false,
        amazonPay: false,
      },
    })
    expect(onAvailable).toHaveBeenCalledWith(['google_pay'])
    wallet.handlers.get('ready')!({ availablePaymentMethods: { googlePay: true, applePay: true } })
    expect(onAvailable).toHaveBeenLastCalledWith(['apple_pay', 'google_pay'])
  })
  it('a confirmed wallet makes a payment method and hands it to checkout; a failed checkout fails the wallet sheet', async () => {
    const { fake, provider } = await loaded({
      createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_wallet', type: 'card' } }),
    })
    const onPaymentMethod = vi.fn(async () => ({ error: { type: 'card_error', message: 'Your card was declined.' } }))
    provider.mountWallet('#wallet', { onPaymentMethod })
    const paymentFailed = vi.fn()
    fake.created[0]!.handlers.get('confirm')!({ expressPaymentType: 'google_pay', paymentFailed })
    await vi.waitFor(() => expect(paymentFailed).toHaveBeenCalled())
    expect(onPaymentMethod).toHaveBeenCalledWith({ source: 'pm_wallet', sourceType: 'google_pay' })
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail', message: 'Your card was declined.' })
  })
  it('createPaymentMethod submits the elements first and answers the token and its type', async () => {
    const { fake, provider } = await loaded()
    provider.mountCard('#card')
    expect(await provider.createPaymentMethod()).toEqual({ data: { source: 'pm_123', sourceType: 'card' } })
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({ elements: expect.anything() })
  })
  it('an incomplete card form is a validation_error value, and no payment method is made', async () => {
    const { fake, provider } = await loaded({
      submit: async () => ({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } }),
    })
    provider.mountCard('#card')
    expect(await provider.createPaymentMethod()).toEqual({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    })
    expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled()
  })
  it('clear() clears the mounted card element (storefront §4 partial: "clears the payment element")', async () => {
    const { fake, provider } = await loaded()
    const mounted = provider.mountCard('#card')
    provider.clear()
    expect(fake.created[0]!.cleared).toBe(1)
    // calls §8: "validation_error on the card form scrolls and focuses payment".
    provider.focus()
    expect(fake.created[0]!.focused).toBe(1)
    mounted.unmount()
    expect(fake.created[0]!.destroyed).toBe(true)
  })
  it('confirm finishes a 402 intent_requires_action with handleNextAction (calls §4)', async () => {
    const { fake, provider } = await loaded()
    expect(await provider.confirm('pi_42_secret_abc')).toEqual({ data: { id: 'pi_42', status: 'succeeded' } })
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_42_secret_abc' })
  })
  it('a failed authentication is a card_error with the provider message (calls §8)', async () => {
    const { provider } = await loaded({
      handleNextAction: async () => ({
        error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        },
      }),
    })
    const failed = await provider.confirm('pi_42_secret_abc')
    expect(failed.error).toEqual({ type: 'card_error', message: 'We are unable to authenticate your payment method.' })
    expect(paymentProviderErrorMessage(failed.error!, t)).toBe(
      'Your card has not been charged. We are unable to authenticate your payment method. Please edit your payment details and try again.',
    )
  })
  it('retrieveIntent reads the intent of a redirect return', async () => {
    const { provider } = await loaded()
    expect(await provider.retrieveIntent('pi_9_secret_x')).toEqual({ data: { id: 'pi_9', status: 'processing' } })
  })
})

describe('stripeProviderError: the provider error texts of calls §8 Checkout', () => {
  it('card_error and invalid_request_error show the provider message after the prefix', () => {
    const error = stripeProviderError({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    } as StripeError)
    expect(paymentProviderErrorMessage(error, t)).toBe(
      'Your card has not been charged. Your card was declined. Please edit your payment details and try again.',
    )
  })
  it('other types get the generic message, not the provider’s words', () => {
    const error = stripeProviderError({ type: 'api_error', message: 'Internal Stripe thing' } as StripeError)
    expect(paymentProviderErrorMessage(error, t)).toBe(
      'Your card has not been charged. Your payment could not be processed. Please edit your payment details and try again.',
    )
  })
  it('a wallet zip error adds the zip note; a card one does not', () => {
    const zip = { type: 'card_error', code: 'incorrect_zip', message: 'The ZIP code failed validation.' } as StripeError
    expect(stripeProviderError(zip, { wallet: true }).walletZipMismatch).toBe(true)
    expect(stripeProviderError(zip).walletZipMismatch).toBeUndefined()
    expect(paymentProviderErrorMessage(stripeProviderError(zip, { wallet: true }), t)).toContain(
      'The ZIP code in your wallet address may not match',
    )
  })
})
