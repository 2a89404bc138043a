/**
 * The checkout store's attempts and returns (calls §4 redirect-based payment return; an
 * Idempotency-Key per attempt; entering the page; where the page goes), over a fake API.
 */
import { describe, expect, it, vi } from 'vitest'
import { errorBody } from '../testing/fake-api.js'
import { createSandboxProvider } from '../payment/sandbox.js'
import type { PaymentProvider } from '../payment/types.js'
import { createMemoryStorage } from '../store/storage.js'
import { checkoutAttemptStorageKey, checkoutDestination, checkoutErrorMessage } from './checkout.store.js'
import { PURCHASER_RETURN_LIMIT_MS } from './rules.js'

import {
  NOW,
  PURCHASER_KEY,
  t,
  cartAnswer,
  completed,
  userCreated,
  setup,
  fill,
  key,
} from '../../test/checkout-store.js'

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
