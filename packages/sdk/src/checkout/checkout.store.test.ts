/**
 * The checkout store over an injected fetch, with the sandbox payment provider (storefront §4
 * Checkout result, §5 Checkout; calls §3, §4, §7, §8 Checkout, §9).
 */
import { describe, expect, it, vi } from 'vitest'
import { apiBase, errorBody, fakeApi, fakeClock, json, type SeenRequest } from '../testing/fake-api.js'
import { createCart } from '../cart/cart.store.js'
import { cartStorageKey } from '../cart/rules/index.js'
import type { Cart } from '../cart/types.js'
import { createHttp } from '../http/client.js'
import { createI18n } from '../i18n/index.js'
import { createSandboxProvider } from '../payment/sandbox.js'
import type { PaymentProvider } from '../payment/types.js'
import { createEvents } from '../store/events.js'
import { createMemoryStorage, type KeyValueStorage } from '../store/storage.js'
import {
  checkoutAttemptStorageKey,
  checkoutDestination,
  checkoutErrorMessage,
  createCheckout,
} from './checkout.store.js'
import { PURCHASER_RETURN_LIMIT_MS } from './rules.js'
import type { CaptchaProvider, CheckoutSettings } from './types.js'
import type { CheckoutActor } from './types.js'

const NOW = '2026-03-10T14:00:00Z'
/** Where a purchaser waits for a redirect-based payment's return. */
const PURCHASER_KEY = 'foyer:demo-museum:checkout:c1:purchaser'
const t = createI18n().t

function cartRow(fields: Partial<Cart> = {}): Cart {
  return {
    id: 'c1',
    state: 'pending',
    identity_id: 'public',
    expires_in: 900,
    expires_at: '2026-03-10T14:15:00Z',
    currency_code: 'USD',
    grand_totals: { total_outstanding: '70.96' },
    ...fields,
  }
}
const cartAnswer = (fields: Partial<Cart> = {}, extra: Record<string, unknown> = {}) =>
  json({
    cart: { _data: [cartRow(fields)] },
    ticket: {
      _data: [
        {
          id: 't1',
          ticket_type_id: 'adult',
          ticket_group_id: 'ga',
          event_template_id: 'ga-event',
          event_session_id: 's1',
          face_value: '25.00',
          state: 'in_cart',
        },
      ],
    },
    ...extra,
  })
const completed = (orderIds: string[] = ['o1']) =>
  json({
    status: 'completed',
    cart: {
      _data: [
        cartRow({
          state: 'completed',
          expires_in: null,
          expires_at: null,
          grand_totals: { total_outstanding: '0.00' },
        }),
      ],
    },
    ticket_order: { _data: orderIds.map((id) => ({ id, cart_id: 'c1' })) },
  })
const userCreated = () => json({ user: { _data: [{ id: 'u1', identity_id: 'id-ada' }] } })

const identity = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  email_confirm: 'ada@example.org',
}

interface Setup {
  storage?: KeyValueStorage
  sessionStorage?: KeyValueStorage
  /** The clock's time. @default NOW */
  now?: number
  settings?: CheckoutSettings
  actor?: CheckoutActor
  captcha?: CaptchaProvider
  payment?: PaymentProvider | null
  cart?: Response
  giftCards?: boolean
}

let stores = 0

async function setup(options: Setup = {}) {
  const api = fakeApi()
  const time = fakeClock(options.now ?? NOW)
  const storage = options.storage ?? createMemoryStorage()
  const sessionStorage = options.sessionStorage ?? createMemoryStorage()
  storage.setItem(cartStorageKey('demo-museum'), 'c1')
  const events = createEvents()
  const http = createHttp({ apiBase, seller: 'demo-museum', fetch: api.fetch, clock: time.clock })
  const cart = createCart({
    http,
    events,
    clock: time.clock,
    storage,
    seller: 'demo-museum',
    imageLocation: { apiBase, seller: 'demo-museum' },
    giftCards: options.giftCards ? { ledgerId: 'gift_card' } : null,
  })
  api.on('GET my/cart/c1', options.cart ?? cartAnswer())
  const sandboxProvider = createSandboxProvider({
    completeChallenge: async (_id, outcome) => ({
      status: outcome === 'approve' ? 'succeeded' : 'requires_payment_method',
    }),
  })
  const payment = options.payment === undefined ? sandboxProvider : options.payment
  // Keys unique across stores, so a reused key can only come from storage.
  const prefix = `s${++stores}`
  let keys = 0
  const checkout = createCheckout({
    http,
    clock: time.clock,
    storage,
    sessionStorage,
    events,
    seller: 'demo-museum',
    cart,
    payment,
    captcha: options.captcha ?? null,
    settings: options.settings ?? {},
    actor: () => options.actor ?? { kind: 'guest' },
    idempotencyKey: () => `${prefix}-key-${++keys}`,
  })
  await checkout.start()
  return { api, time, storage, sessionStorage, events, cart, checkout, provider: sandboxProvider }
}

function fill(checkout: ReturnType<typeof createCheckout>, values: Record<string, string> = identity) {
  for (const [name, value] of Object.entries(values)) checkout.setField(name, value)
}

const key = (request: SeenRequest | undefined) => request?.headers.get('Idempotency-Key')

describe('storefront §5 Checkout: what a submit needs', () => {
  it('opens on the cart with the amount to pay and the outstanding option only (calls §5)', async () => {
    const { checkout, provider } = await setup()
    expect(checkout.getSnapshot()).toMatchObject({ status: 'editing', cartId: 'c1', provider: 'ready' })
    expect(checkout.getSnapshot().payment).toMatchObject({
      currency: 'USD',
      outstanding: '70.96',
      due: '70.96',
      options: ['outstanding'],
      option: 'outstanding',
      amount: '70.96',
      amountProblem: null,
      free: false,
    })
    // calls §9 Provider amount: due × 100, currency lowercase.
    expect(provider.getSnapshot().amount).toEqual({ amount: 7096, currency: 'usd' })
  })
  it('an invalid identity form stops the submit with the validation message, focusing the first invalid field', async () => {
    const { checkout, api } = await setup()
    fill(checkout, { first_name: 'Ada', email: 'ada@example.org', email_confirm: 'ADA@example.com' })
    const result = await checkout.submit()
    expect(result.error?.messageKey).toBe('checkout.validationFailed')
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(
      'There were errors found in the information you submitted. Please address the errors and re-submit the form.',
    )
    expect(checkout.getSnapshot().problems).toEqual({
      last_name: { code: 'required' },
      email_confirm: { code: 'message', messageKey: 'form.emailsMustMatch' },
    })
    expect(checkout.getSnapshot().focus?.target).toBe('last_name')
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    checkout.setField('last_name', 'Lovelace')
    expect(checkout.getSnapshot()).toMatchObject({ status: 'editing' })
    expect(Object.keys(checkout.getSnapshot().problems)).toEqual(['email_confirm'])
  })
  it('terms must be accepted when configured; when viewing is required the box cannot be ticked before viewing', async () => {
    const { checkout } = await setup({ settings: { termsText: 'No refunds.', termsMustBeViewed: true } })
    fill(checkout)
    expect((await checkout.submit()).error?.code).toBe('validation_failed')
    expect(checkout.getSnapshot().problems).toEqual({ terms: { code: 'required' } })
    expect(checkout.setTermsAccepted(true)).toBe(false)
    checkout.viewTerms()
    expect(checkout.setTermsAccepted(true)).toBe(true)
    expect(checkout.getSnapshot().terms).toMatchObject({ viewed: true, accepted: true })
  })
  it("a blocked cart cannot check out: 'A code is required to continue with your order.'", async () => {
    const { checkout, api } = await setup({
      cart: cartAnswer({}, { cartmod: { _data: [{ id: 'm1', name: 'Preview', blocking_checkout: true }] } }),
    })
    fill(checkout)
    const result = await checkout.submit()
    expect(result.error?.messageKey).toBe('promo.codeRequired')
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })
  it("an amount outside the bounds: 'Payment is not supported for this amount.'", async () => {
    const { checkout } = await setup({ cart: cartAnswer({ grand_totals: { total_outstanding: '0.40' } }) })
    fill(checkout)
    expect(checkout.getSnapshot().payment?.amountProblem).toBe('checkout.paymentNotSupportedForAmount')
    const result = await checkout.submit()
    expect(result.error?.messageKey).toBe('checkout.paymentNotSupportedForAmount')
  })
})

describe('calls §7 guest checkout: the purchaser, the payment and the result', () => {
  it('creates the purchaser, pays by card with an Idempotency-Key, and routes to /checkout/complete?orderIds=', async () => {
    const { checkout, api, provider, cart, events, storage } = await setup()
    const completedEvents = vi.fn()
    events.on('checkout:completed', completedEvents)
    api.on('POST user', userCreated())
    api.on('POST cart/c1/guest_checkout', completed(['o1', 'o2']))
    fill(checkout)
    provider.setCardNumber('4242 4242 4242 4242')
    const result = await checkout.submit()
    expect(result.data).toEqual({ kind: 'complete', to: '/checkout/complete?orderIds=o1,o2', orderIds: ['o1', 'o2'] })
    expect(api.sent('POST user')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
    })
    const call = api.sent('POST cart/c1/guest_checkout')[0]
    expect(call?.body).toEqual({
      gateway_id: 'stripe',
      amount: '70.96',
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
      guest_identity_id: 'id-ada',
      send_email: true,
    })
    expect(key(call)).toMatch(/^s\d+-key-1$/)
    expect(checkout.getSnapshot()).toMatchObject({
      status: 'completed',
      orders: [
        { id: 'o1', cart_id: 'c1' },
        { id: 'o2', cart_id: 'c1' },
      ],
    })
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null, disposition: 'completed' })
    expect(completedEvents).toHaveBeenCalledWith(
      expect.objectContaining({
        cartId: 'c1',
        orders: [
          { id: 'o1', cart_id: 'c1' },
          { id: 'o2', cart_id: 'c1' },
        ],
      }),
    )
    // The attempt's key is retired once answered.
    expect(storage.getItem(checkoutAttemptStorageKey('demo-museum', 'c1'))).toBeNull()
  })
  it('409 on POST user takes the existing identity from the error', async () => {
    const { checkout, api, provider } = await setup()
    api.on(
      'POST user',
      errorBody(409, 'identity_exists', 'An identity with that e-mail exists.', {
        _extra: { identity_id: 'id-existing' },
      }),
    )
    api.on('POST cart/c1/guest_checkout', completed())
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({ guest_identity_id: 'id-existing' })
  })
  it('staff checkout with suppressEmailNotification sends send_email false; a free order goes through gateway free with send_email false', async () => {
    const staff = await setup({ actor: { kind: 'staff', suppressEmailNotification: true } })
    staff.api.on('POST user', userCreated())
    staff.api.on('POST cart/c1/guest_checkout', completed())
    fill(staff.checkout)
    staff.provider.setCardNumber('4242424242424242')
    await staff.checkout.submit()
    expect(staff.api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      send_email: false,
      gateway_id: 'stripe',
    })

    const free = await setup({ cart: cartAnswer({ grand_totals: { total_outstanding: '0.00' } }) })
    free.api.on('POST user', userCreated())
    free.api.on('POST cart/c1/guest_checkout', completed())
    fill(free.checkout)
    expect(free.checkout.getSnapshot().payment?.free).toBe(true)
    await free.checkout.submit()
    expect(free.api.sent('POST cart/c1/guest_checkout')[0]?.body).toEqual({
      gateway_id: 'free',
      amount: '0.00',
      gateway_data: {},
      guest_identity_id: 'id-ada',
      send_email: false,
    })
  })
  it('a member checks out with POST my/cart/{id}/checkout and no purchaser; a gift with gift_checkout and the giftee', async () => {
    const member = await setup({ actor: { kind: 'member' } })
    member.api.on('POST my/cart/c1/checkout', completed())
    member.provider.setCardNumber('4242424242424242')
    expect((await member.checkout.submit()).data?.kind).toBe('complete')
    expect(member.api.sent('POST user')).toHaveLength(0)
    expect(member.api.sent('POST my/cart/c1/checkout')[0]?.body).toEqual({
      gateway_id: 'stripe',
      amount: '70.96',
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
    })

    const gift = await setup({ actor: { kind: 'gift', gifteeIdentityId: 'id-giftee' } })
    gift.api.on('POST my/cart/c1/gift_checkout', completed())
    gift.provider.setCardNumber('4242424242424242')
    await gift.checkout.submit()
    expect(gift.api.sent('POST my/cart/c1/gift_checkout')[0]?.body).toMatchObject({ giftee_identity_id: 'id-giftee' })
  })
  it('pending (payment processing) → /checkout/pending/{cartId}; a 202 intent_processing means pending too', async () => {
    const pending = await setup()
    pending.api.on('POST user', userCreated())
    pending.api.on(
      'POST cart/c1/guest_checkout',
      json({ status: 'pending', cart: { _data: [cartRow({ state: 'payment_processing' })] } }),
    )
    fill(pending.checkout)
    pending.provider.setMethod('bacs_debit')
    pending.checkout.setPaymentMethod('bacs_debit')
    fill(pending.checkout, { ...identity, address: '1 High St', city: 'London', country: 'GB', zip_code: 'SW1A 1AA' })
    expect((await pending.checkout.submit()).data).toEqual({
      kind: 'pending',
      to: '/checkout/pending/c1',
      cartId: 'c1',
    })
    expect(pending.api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      gateway_data: { source: 'pm_bacs_debit', source_type: 'bacs_debit' },
    })
    expect(pending.cart.getSnapshot().status).toBe('empty')

    const processing = await setup()
    processing.api.on('POST user', userCreated())
    processing.api.on(
      'POST cart/c1/guest_checkout',
      json({ _data: [{ _code: 'intent_processing', _description: 'Processing' }] }, 202),
    )
    fill(processing.checkout)
    processing.provider.setCardNumber('4242424242424242')
    expect((await processing.checkout.submit()).data?.kind).toBe('pending')
  })
  it('bacs_debit makes address, city, country and zip_code required', async () => {
    const { checkout } = await setup()
    fill(checkout)
    checkout.setPaymentMethod('bacs_debit')
    expect((await checkout.submit()).error?.code).toBe('validation_failed')
    expect(Object.keys(checkout.getSnapshot().problems)).toEqual(['address', 'city', 'country', 'zip_code'])
  })
  it('storefront §5 Address: "Autocomplete without a pick gives an error"; a picked or manual address passes', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      json({ status: 'pending', cart: { _data: [cartRow({ state: 'payment_processing' })] } }),
    )
    provider.setMethod('bacs_debit')
    checkout.setPaymentMethod('bacs_debit')
    fill(checkout, { ...identity, address: '10 Downi', city: 'London', country: 'GB', zip_code: 'SW1A 2AA' })
    let picked = false
    checkout.setAddressLookup({
      problem: () => (picked ? null : { code: 'message', messageKey: 'checkout.addressNotPicked' }),
    })
    expect((await checkout.submit()).error?.code).toBe('validation_failed')
    expect(checkout.getSnapshot().problems).toEqual({
      address: { code: 'message', messageKey: 'checkout.addressNotPicked' },
    })
    expect(checkout.getSnapshot().focus?.target).toBe('address')
    expect(api.sent('POST cart/c1/guest_checkout')).toHaveLength(0)

    // A lookup that saw nothing (the line typed before the country) still says the address was not picked.
    checkout.setAddressLookup({ problem: () => (picked ? null : { code: 'required' }) })
    expect((await checkout.submit()).error?.code).toBe('validation_failed')
    expect(checkout.getSnapshot().problems).toEqual({
      address: { code: 'message', messageKey: 'checkout.addressNotPicked' },
    })

    picked = true
    expect((await checkout.submit()).data?.kind).toBe('pending')
  })
  it('without a lookup tied to it (none configured, or untied with null) a typed address is enough', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      json({ status: 'pending', cart: { _data: [cartRow({ state: 'payment_processing' })] } }),
    )
    provider.setMethod('bacs_debit')
    checkout.setPaymentMethod('bacs_debit')
    fill(checkout, { ...identity, address: '1 High St', city: 'London', country: 'GB', zip_code: 'SW1A 1AA' })
    checkout.setAddressLookup({ problem: () => ({ code: 'required' }) })
    checkout.setAddressLookup(null)
    expect((await checkout.submit()).data?.kind).toBe('pending')
  })
  it('409 cart_completed: an earlier attempt went through, so the visitor goes to its orders', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      errorBody(409, 'cart_completed', 'Cart with order ID o9 has been booked.', {
        _extra: { ticket_order_ids: ['o9'] },
      }),
    )
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    expect((await checkout.submit()).data).toMatchObject({ kind: 'complete', orderIds: ['o9'] })
  })
  it('editing an existing order goes to /manage/{orderId} and sends the order_update e-mail', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on('POST cart/c1/guest_checkout', completed())
    api.on('POST ticket_order/42/email', new Response(null, { status: 204 }))
    await checkout.start({ editingOrderId: '42' })
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    expect((await checkout.submit()).data).toEqual({ kind: 'manage', to: '/manage/42', orderId: '42' })
    expect(api.sent('POST ticket_order/42/email')[0]?.body).toEqual({ log_context: 'order_update' })
  })
})

describe('calls §4: 402 intent_requires_action → provider confirmation → retry', () => {
  it('opens the challenge, and once approved repeats the call with a new key and completes', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      errorBody(402, 'intent_requires_action', 'Authentication required.', {
        _extra: { client_secret: 'pi_5_secret_s', payment_intent_id: 'pi_5' },
      }),
      completed(),
    )
    fill(checkout)
    provider.setCardNumber('4000 0025 0000 3155')
    const submitting = checkout.submit()
    await vi.waitFor(() => expect(checkout.getSnapshot().status).toBe('requires_action'))
    expect(provider.getSnapshot()).toMatchObject({ status: 'challenge', challenge: { paymentIntentId: 'pi_5' } })
    await provider.approveChallenge()
    expect((await submitting).data?.kind).toBe('complete')
    const calls = api.sent('POST cart/c1/guest_checkout')
    expect(calls).toHaveLength(2)
    expect(calls[0]?.body).toMatchObject({ gateway_data: { source: 'pm_card_threeDSecure2Required' } })
    expect(key(calls[1])).not.toBe(key(calls[0]))
  })
  it('a failed challenge is a provider error: "Your card has not been charged." and the cart is refreshed', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      errorBody(402, 'intent_requires_action', 'Authentication required.', {
        _extra: { client_secret: 'pi_5_secret_s' },
      }),
    )
    fill(checkout)
    provider.setCardNumber('4000002500003155')
    const submitting = checkout.submit()
    await vi.waitFor(() => expect(checkout.getSnapshot().status).toBe('requires_action'))
    await provider.failChallenge()
    expect((await submitting).error).toBeDefined()
    expect(checkout.getSnapshot().status).toBe('error')
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toMatch(
      /^Your card has not been charged\. We are unable to authenticate .* Please edit your payment details and try again\.$/,
    )
    expect(api.sent('POST cart/c1/guest_checkout')).toHaveLength(1)
  })
})

describe('calls §8 Checkout: declines and provider errors', () => {
  it('a declined card shows the provider message with the prefix, refreshes the cart, and is an expected failure', async () => {
    const { checkout, api, provider, events, storage, sessionStorage } = await setup()
    const failed = vi.fn()
    events.on('checkout:failed', failed)
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      errorBody(400, 'card_declined', 'Your card was declined.', {
        _context: 'stripe_gateway',
        _extra: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    )
    fill(checkout)
    provider.setCardNumber('4000 0000 0000 0002')
    await checkout.submit()
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(
      'Your card has not been charged. Your card was declined. Please edit your payment details and try again.',
    )
    expect(api.sent('GET my/cart/c1').length).toBeGreaterThanOrEqual(2)
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ expected: true }))
    // The purchaser was made (POST user) but is kept in memory only: nothing in either storage.
    expect(storage.getItem(PURCHASER_KEY)).toBeNull()
    expect(sessionStorage.getItem(PURCHASER_KEY)).toBeNull()
  })
  it('a wallet decline for a mismatched zip adds the zip note', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      errorBody(400, 'card_declined', 'Declined', {
        _context: 'stripe_gateway',
        _extra: { type: 'card_error', code: 'incorrect_zip', message: 'The ZIP code failed validation.' },
      }),
    )
    fill(checkout)
    provider.mountWallet('#wallet', { onPaymentMethod: async (method) => void (await checkout.payWithWallet(method)) })
    await provider.payWithWallet('google_pay')
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      gateway_data: { source_type: 'google_pay' },
    })
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toContain(
      'The ZIP code in your wallet address may not match',
    )
  })
  it('an incomplete card form focuses payment and makes no call', async () => {
    const { checkout, api } = await setup()
    api.on('POST user', userCreated())
    fill(checkout)
    await checkout.submit()
    expect(checkout.getSnapshot().focus?.target).toBe('payment')
    expect(checkout.getSnapshot().paymentError?.type).toBe('validation_error')
    expect(api.sent('POST cart/c1/guest_checkout')).toHaveLength(0)
  })
  it("a provider that cannot load: 'Credit card payment can not be processed because Stripe was unable to load. …'", async () => {
    const broken: PaymentProvider = {
      ...createSandboxProvider(),
      name: 'broken',
      load: async () => ({ error: { type: 'provider_unavailable', message: 'blocked' } }),
    }
    const { checkout } = await setup({ payment: broken })
    expect(checkout.getSnapshot().provider).toBe('unavailable')
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(t('checkout.cardProviderFailedToLoad'))
  })
})

describe('storefront §5 captcha for guests', () => {
  it('the token goes with the guest checkout call as { provider: hcaptcha, token }', async () => {
    const captcha = { execute: vi.fn(async () => ({ token: 'tok-1' })) }
    const { checkout, api, provider } = await setup({ settings: { captchaKey: 'site' }, captcha })
    expect(checkout.getSnapshot().captchaRequired).toBe(true)
    api.on('POST user', userCreated())
    api.on('POST cart/c1/guest_checkout', completed())
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      captcha: { provider: 'hcaptcha', token: 'tok-1' },
    })
  })
  it('closing the challenge aborts quietly: no call, no error, back to editing', async () => {
    const captcha = { execute: vi.fn(async () => ({ closed: true as const })) }
    const { checkout, api, provider } = await setup({ settings: { captchaKey: 'site' }, captcha })
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    expect(await checkout.submit()).toEqual({ data: null })
    expect(checkout.getSnapshot()).toMatchObject({ status: 'editing', error: null })
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })
  it('a challenge that cannot run (its script did not load) fails with the checkout message and sends nothing', async () => {
    const captcha = {
      execute: vi.fn(async (): Promise<{ token: string }> => Promise.reject(new Error('hcaptcha-api-not-loaded'))),
    }
    const { checkout, api, provider } = await setup({ settings: { captchaKey: 'site' }, captcha })
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    const result = await checkout.submit()
    expect(result.error).toMatchObject({
      code: 'captcha_failed',
      messageKey: 'checkout.unexpected',
      description: 'hcaptcha-api-not-loaded',
    })
    expect(checkout.getSnapshot().status).toBe('error')
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })
  it('a logged-in member is never asked', async () => {
    const captcha = { execute: vi.fn(async () => ({ token: 'tok' })) }
    const { checkout, api, provider } = await setup({
      settings: { captchaKey: 'site' },
      captcha,
      actor: { kind: 'member' },
    })
    api.on('POST my/cart/c1/checkout', completed())
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    expect(captcha.execute).not.toHaveBeenCalled()
    expect(api.sent('POST my/cart/c1/checkout')[0]?.body).not.toHaveProperty('captcha')
  })
})

describe('gift cards at checkout: partial (storefront §4 Checkout result)', () => {
  it('pays the gift card through gateway ledger; partial stays, takes the returned cart, unticks the terms, clears the payment element, scrolls up', async () => {
    const { checkout, api, provider, cart } = await setup({ giftCards: true, settings: { termsText: 'Terms.' } })
    api.on(
      'GET ledger/gift_card/G1',
      json({ ledger: { _data: [{ number: 'G1', balance: '30.00', state: 'active' }] } }),
    )
    await cart.applyGiftCard('G1')
    expect(checkout.getSnapshot().payment).toMatchObject({
      amount: '40.96',
      giftCards: [{ cardNumber: 'G1', paymentAmount: '30.00' }],
    })
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      json({
        status: 'partial',
        cart: { _data: [cartRow({ grand_totals: { total_payments: '30.00', total_outstanding: '40.96' } })] },
      }),
    )
    fill(checkout)
    checkout.setTermsAccepted(true)
    provider.setCardNumber('4242424242424242')
    const result = await checkout.submit()
    expect(result.data).toEqual({ kind: 'partial', scrollToTop: true, clearPaymentElement: true, untickTerms: true })
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      gateway_id: 'ledger',
      amount: '30.00',
      gateway_data: { ledger_type: 'gift_card', ledger_number: 'G1' },
    })
    const state = checkout.getSnapshot()
    expect(state).toMatchObject({
      status: 'partial',
      terms: { accepted: false },
      clearPaymentSeq: 1,
      focus: { target: 'top' },
    })
    expect(state.payment).toMatchObject({ outstanding: '40.96', amount: '40.96', giftCards: [] })
    expect(provider.getSnapshot().cardNumber).toBe('')
    expect(cart.getSnapshot().totals).toMatchObject({ payments: '30.00', totalToPay: '40.96' })
  })
})

describe('an Idempotency-Key per checkout attempt, reused on retry', () => {
  it('a dropped connection keeps the key (and the cart); the retry sends the same key and completes once', async () => {
    const { checkout, api, provider, cart, storage } = await setup()
    api.on('POST user', userCreated())
    api.on('POST cart/c1/guest_checkout', () => Promise.reject(new TypeError('fetch failed')), completed())
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    const dropped = await checkout.submit()
    expect(dropped.error?.code).toBe('network_error')
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(
      'Sorry, something unexpected happened. Please try again later.',
    )
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    const stored = JSON.parse(storage.getItem(checkoutAttemptStorageKey('demo-museum', 'c1')) ?? '{}').key
    expect(stored).toBe(key(api.sent('POST cart/c1/guest_checkout')[0]))
    expect((await checkout.submit()).data?.kind).toBe('complete')
    const keys = api.sent('POST cart/c1/guest_checkout').map(key)
    expect(keys).toEqual([stored, stored])
  })
  it('a reload after the drop (a new store over the same storage) reuses the stored key', async () => {
    const storage = createMemoryStorage()
    const first = await setup({ storage })
    first.api.on('POST user', userCreated())
    first.api.on('POST cart/c1/guest_checkout', errorBody(502, 'bad_gateway'))
    fill(first.checkout)
    first.provider.setCardNumber('4242424242424242')
    await first.checkout.submit()
    const second = await setup({ storage })
    second.api.on('POST user', userCreated())
    second.api.on('POST cart/c1/guest_checkout', completed())
    fill(second.checkout)
    second.provider.setCardNumber('4242424242424242')
    await second.checkout.submit()
    expect(key(second.api.sent('POST cart/c1/guest_checkout')[0])).toBe(
      key(first.api.sent('POST cart/c1/guest_checkout')[0]),
    )
  })
  it('a definitive refusal retires the key: the next attempt has a new one', async () => {
    const { checkout, api, provider } = await setup()
    api.on('POST user', userCreated())
    api.on(
      'POST cart/c1/guest_checkout',
      errorBody(400, 'card_declined', 'Declined', {
        _context: 'stripe_gateway',
        _extra: { type: 'card_error', message: 'Declined' },
      }),
      completed(),
    )
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    await checkout.submit()
    const keys = api.sent('POST cart/c1/guest_checkout').map(key)
    expect(keys[0]).not.toBe(keys[1])
  })
})

describe('calls §4 a redirect-based payment return', () => {
  it('reads the intent from the query and completes the checkout with it when its status is accepted', async () => {
    const redirecting: PaymentProvider = {
      ...createSandboxProvider(),
      name: 'redirecting',
      retrieveIntent: async () => ({ data: { id: 'pi_77', status: 'processing' } }),
    }
    const { checkout, api } = await setup({ payment: redirecting, actor: { kind: 'member' } })
    api.on('POST my/cart/c1/checkout', completed(['o5']))
    const result = await checkout.completeRedirect(
      '?payment_intent=pi_77&payment_intent_client_secret=pi_77_secret_q&redirect_status=succeeded',
    )
    expect(result.data).toMatchObject({ kind: 'complete', orderIds: ['o5'] })
    expect(api.sent('POST my/cart/c1/checkout')[0]?.body).toEqual({
      gateway_id: 'stripe',
      amount: '70.96',
      gateway_data: { source: 'pi_77' },
    })
  })
  it('a guest who left for the redirect comes back as the same purchaser: the identity and the form are kept for the cart', async () => {
    const storage = createMemoryStorage()
    const sessionStorage = createMemoryStorage()
    const sandbox = createSandboxProvider()
    const redirecting: PaymentProvider = {
      ...sandbox,
      name: 'redirecting',
      retrieveIntent: async () => ({ data: { id: 'pi_79', status: 'succeeded' } }),
    }
    // Before the redirect: the purchaser is made (POST user) and the payment needs the provider (402).
    const before = await setup({ storage, sessionStorage, payment: redirecting })
    before.api.on('POST user', userCreated())
    before.api.on(
      'POST cart/c1/guest_checkout',
      errorBody(402, 'intent_requires_action', 'Redirect.', { _extra: { client_secret: 'pi_79_secret_r' } }),
    )
    fill(before.checkout)
    sandbox.setCardNumber('4242424242424242')
    redirecting.confirm = () => new Promise(() => {}) // the page leaves for the bank
    void before.checkout.submit()
    await vi.waitFor(() => expect(before.api.sent('POST cart/c1/guest_checkout')).toHaveLength(1))
    // Waiting for the return: in the tab's session storage only, never in local storage.
    await vi.waitFor(() => expect(sessionStorage.getItem(PURCHASER_KEY)).not.toBeNull())
    expect(storage.getItem(PURCHASER_KEY)).toBeNull()

    // The return, in a new page over the same storage.
    const after = await setup({ storage, sessionStorage, payment: redirecting })
    expect(after.checkout.getSnapshot().values).toMatchObject({ first_name: 'Ada', email: 'ada@example.org' })
    after.api.on('POST cart/c1/guest_checkout', completed(['o9']))
    const result = await after.checkout.completeRedirect(
      '?payment_intent=pi_79&payment_intent_client_secret=pi_79_secret_r&redirect_status=succeeded',
    )
    expect(result.data).toMatchObject({ kind: 'complete', orderIds: ['o9'] })
    expect(after.api.sent('POST user')).toHaveLength(0)
    expect(after.api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      guest_identity_id: 'id-ada',
      gateway_data: { source: 'pi_79' },
    })
    // Done: nothing of the purchaser is left in storage.
    expect(sessionStorage.getItem(PURCHASER_KEY)).toBeNull()
    expect(storage.getItem(PURCHASER_KEY)).toBeNull()
  })
  it('a purchaser left waiting longer than PURCHASER_RETURN_LIMIT_MS is not read back: the form is empty and forgotten', async () => {
    const sessionStorage = createMemoryStorage()
    const kept = { fingerprint: '{}', identityId: 'id-ada', values: { first_name: 'Ada' } }
    sessionStorage.setItem(PURCHASER_KEY, JSON.stringify({ ...kept, savedAt: Date.parse(NOW) }))
    const fresh = await setup({ sessionStorage, now: Date.parse(NOW) + PURCHASER_RETURN_LIMIT_MS })
    expect(fresh.checkout.getSnapshot().values).toMatchObject({ first_name: 'Ada' })
    const stale = await setup({ sessionStorage, now: Date.parse(NOW) + PURCHASER_RETURN_LIMIT_MS + 1 })
    expect(stale.checkout.getSnapshot().values).toEqual({})
    expect(sessionStorage.getItem(PURCHASER_KEY)).toBeNull()
  })
  it('the cart expiring or being cleared forgets a waiting purchaser', async () => {
    for (const event of ['cart:expired', 'cart:cleared'] as const) {
      const sessionStorage = createMemoryStorage()
      const { events } = await setup({ sessionStorage })
      sessionStorage.setItem(PURCHASER_KEY, JSON.stringify({ savedAt: Date.parse(NOW) }))
      if (event === 'cart:expired') events.emit(event, { cartId: 'c1', reason: 'local' })
      else events.emit(event, { cartId: 'c1', reason: 'deleted' })
      expect(sessionStorage.getItem(PURCHASER_KEY), event).toBeNull()
    }
  })
  it('an intent in another status is a failed payment; a query without a secret does nothing', async () => {
    const refused: PaymentProvider = {
      ...createSandboxProvider(),
      name: 'refused',
      retrieveIntent: async () => ({ data: { id: 'pi_78', status: 'requires_payment_method' } }),
    }
    const { checkout, api } = await setup({ payment: refused, actor: { kind: 'member' } })
    expect(await checkout.completeRedirect('?cartId=c1')).toEqual({ data: null })
    const result = await checkout.completeRedirect('?payment_intent=pi_78&payment_intent_client_secret=pi_78_secret_q')
    expect(result.error).toBeDefined()
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(
      'Your card has not been charged. Your payment could not be processed. Please edit your payment details and try again.',
    )
    expect(api.sent('POST my/cart/c1/checkout')).toHaveLength(0)
  })
})

describe('entering the checkout page (storefront §2 Checkout, §4 Checkout result; calls §4)', () => {
  it('checks out the cart of the cartId query, and a visit completes a redirect return from its query', async () => {
    const redirecting: PaymentProvider = {
      ...createSandboxProvider(),
      name: 'redirecting',
      retrieveIntent: async () => ({ data: { id: 'pi_80', status: 'succeeded' } }),
    }
    const { checkout, api } = await setup({ payment: redirecting, actor: { kind: 'member' } })
    api.on('GET my/cart/c2', cartAnswer({ id: 'c2' }))
    await checkout.enter({ query: '?cartId=c2' })
    expect(checkout.getSnapshot()).toMatchObject({ status: 'editing', cartId: 'c2', route: null })

    api.on('POST my/cart/c1/checkout', completed(['o6']))
    await checkout.enter({
      query: '?payment_intent=pi_80&payment_intent_client_secret=pi_80_secret_q&redirect_status=succeeded',
    })
    expect(checkout.getSnapshot().route).toMatchObject({ kind: 'complete', orderIds: ['o6'] })
  })
  it('a checkout in flight is left alone; a result from an earlier visit is dropped', async () => {
    const { checkout, api, provider } = await setup({ actor: { kind: 'member' } })
    api.on('POST my/cart/c1/checkout', completed(['o7']))
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    expect(checkout.getSnapshot().route?.kind).toBe('complete')
    const entering = checkout.enter()
    expect(checkout.getSnapshot().route).toBeNull()
    await entering
    expect(api.sent('GET my/cart/c1').length).toBeGreaterThan(0)
  })
})

describe('checkoutDestination (storefront §4 Checkout result; calls §8 Orders)', () => {
  const ready = { status: 'ready' as const, itemCount: 1 }
  const empty = { status: 'ready' as const, itemCount: 0 }
  it('a completed or pending result leaves for its route; a partial one stays', () => {
    expect(
      checkoutDestination(
        { status: 'completed', route: { kind: 'complete', to: '/checkout/complete?orderIds=o1', orderIds: ['o1'] } },
        empty,
      ),
    ).toBe('/checkout/complete?orderIds=o1')
    expect(
      checkoutDestination(
        { status: 'pending', route: { kind: 'pending', to: '/checkout/pending/c1', cartId: 'c1' } },
        empty,
      ),
    ).toBe('/checkout/pending/c1')
    expect(
      checkoutDestination(
        {
          status: 'partial',
          route: { kind: 'partial', scrollToTop: true, clearPaymentElement: true, untickTerms: true },
        },
        ready,
      ),
    ).toBeNull()
  })
  it('an empty or expired cart goes home, but not while paying', () => {
    expect(checkoutDestination({ status: 'editing', route: null }, empty)).toBe('/')
    // storefront §4 "On expiry: A modal appears": the page stays behind it until 'Start over' (issue 18.2).
    expect(checkoutDestination({ status: 'editing', route: null }, { status: 'expired', itemCount: 0 })).toBeNull()
    expect(checkoutDestination({ status: 'submitting', route: null }, empty)).toBeNull()
    expect(checkoutDestination({ status: 'editing', route: null }, ready)).toBeNull()
    // The cart turned out to be an order already (a checkout whose answer was lost): its confirmation.
    const completedCart = { cartId: 'c1', orderIds: ['o1', 'o2'] }
    expect(checkoutDestination({ status: 'editing', route: null }, { ...empty, completedCart })).toBe(
      '/checkout/complete?orderIds=o1,o2',
    )
  })
})
