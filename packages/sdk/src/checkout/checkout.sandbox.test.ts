/**
 * Codes, gift cards, the cart timer and checkout against the in-process sandbox, every request
 * and answer through the contract observer (`violations` must stay empty): DESIGN.md "sdk flows:
 * integration tests against the in-process sandbox".
 */
import { contractFetch } from '@foyer/contract/observe'
import { createSandbox, seedIds, type Sandbox } from '@foyer/sandbox'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCart } from '../cart/cart.store.js'
import type { CartStore } from '../cart/types.js'
import { createCartTimer } from '../cart/timer.store.js'
import { createHttp } from '../http/client.js'
import { createI18n } from '../i18n/index.js'
import { createSandboxProvider, type SandboxProvider } from '../payment/sandbox.js'
import { systemClock, type Clock } from '../store/clock.js'
import { createEvents } from '../store/events.js'
import { createMemoryStorage, type KeyValueStorage } from '../store/storage.js'
import { checkoutErrorMessage, createCheckout } from './checkout.store.js'
import { checkoutDestination } from './checkout.view.js'
import { COMPLETED_ORDER_EMBEDS, completedOrders, sellerCompletion } from './completed-orders.js'
import type { CheckoutSettings, CheckoutStore } from './types.js'

const origin = 'http://sandbox'
const apiBase = `${origin}/api/v1`
const cachedApiBase = `${origin}/cached/api/v1`
const t = createI18n().t
// Tuesday 10 March 2026, 10:00 in New York: tomorrow's 10:00 General Admission session.
const NOW = '2026-03-10T14:00:00Z'
const tenTomorrow = `${seedIds.generalAdmission}-20260311-1000`

let sandbox: Sandbox
let observed: ReturnType<typeof contractFetch>
const disposers: (() => void)[] = []

afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose()
  expect(observed.violations).toEqual([])
})

interface Visitor {
  cart: CartStore
  checkout: CheckoutStore
  payment: SandboxProvider
  clock: Clock
}

function visitor(options: { storage?: KeyValueStorage; settings?: CheckoutSettings } = {}): Visitor {
  const clock: Clock = { ...systemClock, now: () => sandbox.clock.now().getTime() }
  const storage = options.storage ?? createMemoryStorage()
  const events = createEvents()
  const http = createHttp({ apiBase, cachedApiBase, seller: 'demo-museum', fetch: observed.fetch, clock })
  disposers.push(() => http.dispose())
  const cart = createCart({
    http,
    events,
    clock,
    storage,
    seller: 'demo-museum',
    imageLocation: { apiBase, seller: 'demo-museum' },
    giftCards: { ledgerId: seedIds.giftCardLedger },
  })
  // The provider's side of a payment goes to the sandbox's control routes, outside the contract.
  const payment = createSandboxProvider({
    controlBase: `${origin}/_sandbox`,
    fetch: async (request) => sandbox.app.fetch(request),
  })
  const checkout = createCheckout({
    http,
    clock,
    storage,
    events,
    seller: 'demo-museum',
    cart,
    payment,
    settings: options.settings ?? {},
  })
  return { cart, checkout, payment, clock }
}

function start() {
  sandbox = createSandbox({ now: NOW })
  observed = contractFetch((request) => sandbox.app.fetch(request), { apiBase, cachedApiBase })
}

async function reserveAdults(cart: CartStore, quantity = 2) {
  const result = await cart.modify({
    channel_id: 'web',
    reserve: { tickets: [{ ticket_type_id: seedIds.ticketTypes.adult, event_session_id: tenTomorrow, quantity }] },
  })
  expect(result.error).toBeUndefined()
}

function fillIdentity(checkout: CheckoutStore, email = 'grace@example.org') {
  for (const [name, value] of Object.entries({ first_name: 'Grace', last_name: 'Hopper', email, email_confirm: email }))
    checkout.setField(name, value)
}

describe('checkout against the sandbox (calls §7 Checkout and payment)', () => {
  it('2 adults, FRIENDS10, a 50.00 gift card (partial), then the card: completed with orders, the cart gone', async () => {
    start()
    const { cart, checkout, payment } = visitor({ settings: { termsText: 'All sales final.' } })
    await reserveAdults(cart)
    const applied = await cart.applyCodes(' FRIENDS10 ')
    expect(applied.error).toBeUndefined()
    expect(cart.getSnapshot().contents?.cartMods.map((m) => m.name)).toEqual(['FRIENDS10'])
    const outstanding = cart.getSnapshot().totals?.outstanding as string
    expect(Number(outstanding)).toBeGreaterThan(50)

    expect((await cart.applyGiftCard(seedIds.giftCardNumbers.fifty)).error).toBeUndefined()
    expect(cart.getSnapshot().totals).toMatchObject({
      giftCards: '50.00',
      totalToPay: (Number(outstanding) - 50).toFixed(2),
    })

    await checkout.start()
    fillIdentity(checkout)
    checkout.setTermsAccepted(true)
    const partial = await checkout.submit()
    expect(partial.data?.kind).toBe('partial')
    expect(checkout.getSnapshot()).toMatchObject({ status: 'partial', terms: { accepted: false } })
    expect(checkout.getSnapshot().payment).toMatchObject({
      outstanding: (Number(outstanding) - 50).toFixed(2),
      giftCards: [],
    })

    payment.setCardNumber('4242 4242 4242 4242')
    checkout.setTermsAccepted(true)
    const done = await checkout.submit()
    expect(done.data?.kind).toBe('complete')
    const orderIds = checkout.getSnapshot().orders.map((o) => String(o.id))
    expect(orderIds.length).toBeGreaterThan(0)
    expect(done.data).toMatchObject({ to: `/checkout/complete?orderIds=${orderIds.join(',')}` })
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null })

    // The complete page names what was bought (issue 18.12): the event, its session, the tickets.
    const query = new URLSearchParams({
      _seller: 'demo-museum',
      'id._in': orderIds.join(','),
      _embed: COMPLETED_ORDER_EMBEDS,
    })
    const answer = await observed.fetch(
      new Request(`${apiBase}/ticket_order?${query}`, { headers: { 'Tix-App': 'ecomm' } }),
    )
    const body: unknown = await answer.json()
    const orders = completedOrders(body)
    expect(orders.map((o) => o.id)).toEqual(orderIds)
    // storefront §3 Seller meta: the thank-you message, links and picture come with the orders.
    expect(sellerCompletion(body, { apiBase, seller: 'demo-museum' })).toMatchObject({
      message: expect.stringContaining('Thank you for visiting'),
      links: [{ label: 'Plan your visit' }, { label: 'Become a member', url: '/demo-museum/membership' }],
      image: { width: 1200, height: 400, mobile: { width: 720, height: 480 }, alt: expect.any(String) },
    })
    expect(orders.flatMap((o) => o.items)).toMatchObject([
      {
        name: 'General Admission',
        startDatetime: '2026-03-11T10:00:00-04:00',
        types: [{ ticketCount: 2, name: 'Adult', totalPrice: '50.00' }],
      },
    ])
  })

  it('a card that needs 3-D Secure: the challenge is approved and the checkout completes', async () => {
    start()
    const { cart, checkout, payment } = visitor()
    await reserveAdults(cart, 1)
    await checkout.start()
    fillIdentity(checkout)
    payment.setCardNumber('4000 0025 0000 3155')
    const submitting = checkout.submit()
    await vi.waitFor(() => expect(payment.getSnapshot().status).toBe('challenge'))
    expect(checkout.getSnapshot().status).toBe('requires_action')
    await payment.approveChallenge()
    expect((await submitting).data?.kind).toBe('complete')
  })

  it('a failed challenge and a declined card leave the cart and say so; then a good card completes', async () => {
    start()
    const { cart, checkout, payment } = visitor()
    await reserveAdults(cart, 1)
    await checkout.start()
    fillIdentity(checkout)
    payment.setCardNumber('4000002500003155')
    const submitting = checkout.submit()
    await vi.waitFor(() => expect(payment.getSnapshot().status).toBe('challenge'))
    await payment.failChallenge()
    await submitting
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toMatch(/^Your card has not been charged\. /)

    payment.setCardNumber('4000 0000 0000 0002')
    await checkout.submit()
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(
      'Your card has not been charged. Your card was declined. Please edit your payment details and try again.',
    )
    expect(cart.getSnapshot().status).toBe('ready')

    payment.setCardNumber('4242424242424242')
    expect((await checkout.submit()).data?.kind).toBe('complete')
  })

  it('a cart deleted in another tab: paying finds it gone, the cart is cleared (calls §8 Cart load: 404 clears the cart) and the page goes home', async () => {
    start()
    const storage = createMemoryStorage()
    const tabB = visitor({ storage })
    await reserveAdults(tabB.cart, 1)
    await tabB.checkout.start()
    fillIdentity(tabB.checkout)
    const tabA = visitor({ storage })
    await tabA.cart.load()
    expect((await tabA.cart.clear()).error).toBeUndefined()

    tabB.payment.setCardNumber('4242424242424242')
    const paid = await tabB.checkout.submit()
    expect(paid.error).toBeDefined()
    expect(tabB.cart.getSnapshot().status).toBe('empty')
    const { status, itemCount } = {
      status: tabB.cart.getSnapshot().status,
      itemCount: tabB.cart.getSnapshot().items.length,
    }
    expect(checkoutDestination(tabB.checkout.getSnapshot(), { status, itemCount })).toBe('/')
  })

  it('a direct debit is pending (/checkout/pending/{cartId}); a known purchaser e-mail reuses its identity (409)', async () => {
    start()
    const { cart, checkout, payment } = visitor()
    await reserveAdults(cart, 1)
    const cartId = cart.getSnapshot().cartId as string
    await checkout.start()
    checkout.setPaymentMethod('bacs_debit')
    fillIdentity(checkout, seedIds.knownEmail)
    for (const [name, value] of Object.entries({
      address: '1 High Street',
      city: 'London',
      country: 'GB',
      zip_code: 'SW1A 1AA',
    }))
      checkout.setField(name, value)
    payment.setMethod('bacs_debit')
    expect((await checkout.submit()).data).toEqual({ kind: 'pending', to: `/checkout/pending/${cartId}`, cartId })
  })

  it('a gift card that covers everything completes the order through the ledger alone', async () => {
    start()
    const { cart, checkout } = visitor()
    await reserveAdults(cart, 1)
    await cart.applyGiftCard(seedIds.giftCardNumbers.fiveHundred)
    expect(cart.getSnapshot().totals?.totalToPay).toBe('0.00')
    await checkout.start()
    fillIdentity(checkout)
    expect((await checkout.submit()).data?.kind).toBe('complete')
  })

  it('gift cards the sandbox refuses: balance 0, inactive, unknown (calls §8 Gift card)', async () => {
    start()
    const { cart } = visitor()
    await reserveAdults(cart, 1)
    expect((await cart.applyGiftCard(seedIds.giftCardNumbers.zero)).error?.messageKey).toBe('giftCard.noBalance')
    expect((await cart.applyGiftCard(seedIds.giftCardNumbers.inactive)).error?.messageKey).toBe('giftCard.trouble')
    expect((await cart.applyGiftCard('6006 9999 0000 0001')).error?.messageKey).toBe('giftCard.notFound')
  })

  it('promo code errors the sandbox answers: exhausted and unknown (calls §8 Reserve and promo)', async () => {
    start()
    const { cart } = visitor()
    await reserveAdults(cart, 1)
    expect((await cart.applyCodes('SPRING25')).error).toMatchObject({
      code: 'code_exhausted',
      messageKey: 'promo.invalidCode',
    })
    expect((await cart.applyCodes('NO-SUCH-CODE')).error).toMatchObject({
      code: 'code_not_found',
      messageKey: 'promo.invalidCode',
    })
  })

  it('the timer extends the cart through PATCH my/cart/{id} by 2 minutes of the server’s expiry', async () => {
    start()
    const { cart, clock } = visitor()
    await reserveAdults(cart, 1)
    let mono = 0
    const timer = createCartTimer({
      cart,
      clock: { ...clock, setInterval: () => 0, clearInterval: () => {} },
      monotonic: () => mono,
    })
    disposers.push(() => timer.dispose())
    const before = cart.getSnapshot().cart?.expires_at as string
    mono = (15 * 60 - 60) * 1000
    sandbox.clock.advance(mono)
    timer.wake()
    expect(timer.getSnapshot().status).toBe('prompting')
    await timer.extend()
    expect(Date.parse(cart.getSnapshot().cart?.expires_at as string) - Date.parse(before)).toBe(2 * 60 * 1000)
    expect(timer.getSnapshot()).toMatchObject({ status: 'running', extensionsUsed: 1 })
  })
})

describe('part payments via scheduled payments (storefront §1; calls §5 due, outstanding, other)', () => {
  it('the Private Group Visit: another amount clamped, paid in part (partial, the schedule read again), the balance later', async () => {
    start()
    const { cart, checkout, payment } = visitor()
    // 4 places at 40.00 on Thursday 9 April: 40.00 due now, 120.00 on 26 March.
    const reserved = await cart.modify({
      channel_id: 'web',
      reserve: {
        tickets: [
          { ticket_type_id: 'pg-visitor', event_session_id: `${seedIds.privateGroupVisit}-20260409-1000`, quantity: 4 },
        ],
      },
    })
    expect(reserved.error).toBeUndefined()
    expect(cart.getSnapshot().contents?.scheduledPayments.map((p) => p.amount)).toEqual(['40.00', '120.00'])
    await checkout.start()
    expect(checkout.getSnapshot().payment).toMatchObject({
      due: '40.00',
      outstanding: '160.00',
      options: ['due', 'outstanding', 'other'],
      option: 'due',
      amount: '40.00',
    })
    checkout.setPaymentOption('other')
    checkout.setOtherAmount('500')
    expect(checkout.getSnapshot().payment?.amount).toBe('160.00')
    checkout.setOtherAmount('15')
    expect(checkout.getSnapshot().payment?.amount).toBe('40.00')
    checkout.setOtherAmount('60')
    fillIdentity(checkout)
    payment.setCardNumber('4242 4242 4242 4242')
    const part = await checkout.submit()
    expect(part.data?.kind).toBe('partial')
    expect(checkout.getSnapshot()).toMatchObject({ status: 'partial' })
    // Nothing is due now: the balance (chosen afresh) or another amount.
    expect(checkout.getSnapshot().payment).toMatchObject({
      due: '0.00',
      outstanding: '100.00',
      options: ['outstanding', 'other'],
      option: 'outstanding',
      amount: '100.00',
    })
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', localExpiresAt: null })
    expect(cart.getSnapshot().contents?.scheduledPayments.map((p) => [p.amount, p.status])).toEqual([
      ['100.00', 'part_paid'],
    ])

    payment.setCardNumber('4242 4242 4242 4242')
    const done = await checkout.submit()
    expect(done.data?.kind).toBe('complete')
    expect(checkout.getSnapshot().orders).toHaveLength(1)
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null })
  })
})
