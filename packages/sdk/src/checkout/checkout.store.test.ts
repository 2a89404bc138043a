/**
 * The checkout store over an injected fetch, with the sandbox payment provider (storefront §4
 * Checkout result, §5 Checkout; calls §3, §4, §7, §8 Checkout, §9).
 */
import { describe, expect, it, vi } from 'vitest'
import { errorBody, json } from '../testing/fake-api.js'
import { createSandboxProvider } from '../payment/sandbox.js'
import type { PaymentProvider } from '../payment/types.js'
import { checkoutAttemptStorageKey, checkoutErrorMessage } from './checkout.store.js'

import {
  PURCHASER_KEY,
  t,
  cartRow,
  cartAnswer,
  completed,
  userCreated,
  identity,
  setup,
  fill,
  key,
} from '../../test/checkout-store.js'

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
  it('opening the checkout again on the same cart publishes nothing, and keeps the payment object (issue 16)', async () => {
    const { checkout } = await setup()
    const { payment, fields } = checkout.getSnapshot()
    const published = vi.fn()
    checkout.subscribe(published)
    // Each publish renders a watching page again: the same cart, the same form and payment.
    await checkout.enter()
    expect(published).not.toHaveBeenCalled()
    expect(checkout.getSnapshot().payment).toBe(payment)
    expect(checkout.getSnapshot().fields).toBe(fields)
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

describe('gift cards at checkout: a rest that cannot be paid (calls §9 amount bounds)', () => {
  it("is refused before any gift card is charged: 'Payment is not supported for this amount.'", async () => {
    const { checkout, api, cart } = await setup({ giftCards: true })
    api.on(
      'GET ledger/gift_card/G1',
      json({ ledger: { _data: [{ number: 'G1', balance: '70.70', state: 'active' }] } }),
    )
    await cart.applyGiftCard('G1')
    expect(checkout.getSnapshot().payment).toMatchObject({
      amount: '0.26',
      amountProblem: 'checkout.paymentNotSupportedForAmount',
    })
    fill(checkout)
    const result = await checkout.submit()
    expect(result.error?.messageKey).toBe('checkout.paymentNotSupportedForAmount')
    expect(api.sent('POST cart/c1/guest_checkout')).toHaveLength(0)
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
    // calls §9 'We emailed your order confirmation to {email}.'
    expect(checkout.getSnapshot().emailedTo).toBe('ada@example.org')
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
    // Another attempt (another tab) made the order: who it was e-mailed to is not known here.
    expect(checkout.getSnapshot().emailedTo).toBeNull()
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
