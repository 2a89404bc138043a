/**
 * The cart store's extension, expiry, promo codes and gift cards over an injected fetch
 * (storefront §4 Cart, Gift card; §5; calls §7 PATCH my/cart/{id}, apply_code, ledger; §8; §9).
 */
import { describe, expect, it, vi } from 'vitest'
import { apiBase, errorBody, fakeApi, fakeClock, json, noContent } from '../testing/fake-api.js'
import { createMemoryStorage } from '../store/storage.js'
import { createEvents } from '../store/events.js'
import { createHttp } from '../http/client.js'
import { createCart } from './cart.store.js'
import { cartStorageKey } from './rules/index.js'
import type { Cart } from './types.js'

const NOW = '2026-03-10T14:00:00Z'

function cartAnswer(cart: Partial<Cart> = {}, extra: Record<string, unknown> = {}) {
  return json({
    cart: {
      _data: [
        {
          id: 'c1',
          state: 'pending',
          identity_id: 'public',
          expires_in: 900,
          expires_at: '2026-03-10T14:15:00Z',
          currency_code: 'USD',
          grand_totals: { total_outstanding: '70.96' },
          ...cart,
        },
      ],
    },
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
}

async function setup(options: { giftCards?: { ledgerId: string } } = {}) {
  const api = fakeApi()
  const time = fakeClock(NOW)
  const storage = createMemoryStorage()
  storage.setItem(cartStorageKey('demo-museum'), 'c1')
  const events = createEvents()
  const http = createHttp({ apiBase, seller: 'demo-museum', fetch: api.fetch, clock: time.clock })
  let n = 0
  const cart = createCart({
    http,
    events,
    clock: time.clock,
    storage,
    seller: 'demo-museum',
    imageLocation: { apiBase, seller: 'demo-museum' },
    idempotencyKey: () => `key-${++n}`,
    ...options,
  })
  api.on('GET my/cart/c1', cartAnswer())
  await cart.load()
  return { api, time, storage, events, cart }
}

describe('calls §7 PATCH my/cart/{id}: extending the cart', () => {
  it('asks for the server’s expires_at plus 2 minutes, resets the local expiry from the answer and counts the extension', async () => {
    const { api, cart, time, events } = await setup()
    const extended = vi.fn()
    events.on('cart:extended', extended)
    time.advance(840_000)
    api.on('PATCH my/cart/c1', cartAnswer({ expires_in: 180, expires_at: '2026-03-10T14:17:00Z' }))
    const result = await cart.extend()
    expect(result.error).toBeUndefined()
    const sent = api.sent('PATCH my/cart/c1')
    expect(sent[0]?.body).toEqual({ expires_at: '2026-03-10T14:17:00.000Z' })
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(cart.getSnapshot()).toMatchObject({ extensionsUsed: 1, localExpiresAt: Date.parse(NOW) + 840_000 + 175_000 })
    expect(extended).toHaveBeenCalledWith({ cart: expect.objectContaining({ id: 'c1' }), extensionsUsed: 1 })
  })
  it('an extend that got no answer is repeated with the same key; one that was answered is not', async () => {
    const { api, cart } = await setup()
    api.on(
      'PATCH my/cart/c1',
      () => Promise.reject(new TypeError('fetch failed')),
      cartAnswer({ expires_at: '2026-03-10T14:17:00Z' }),
    )
    expect((await cart.extend()).error?.code).toBe('network_error')
    expect((await cart.extend()).error).toBeUndefined()
    const keys = api.sent('PATCH my/cart/c1').map((r) => r.headers.get('Idempotency-Key'))
    expect(keys[0]).toBe(keys[1])
  })
  it('cart_expired on extending runs the expiry flow', async () => {
    const { api, cart, events } = await setup()
    const expired = vi.fn()
    events.on('cart:expired', expired)
    api.on('PATCH my/cart/c1', errorBody(400, 'cart_expired', 'The cart has expired.'))
    expect((await cart.extend()).error?.code).toBe('cart_expired')
    expect(cart.getSnapshot().status).toBe('expired')
    expect(expired).toHaveBeenCalledWith({ cartId: 'c1', reason: 'server' })
  })
})

describe('storefront §4 "On expiry … the cart is cleared"', () => {
  it('expire() forgets the cart with status expired, says so, and deletes it on the server', async () => {
    const { api, cart, storage, events } = await setup()
    const expired = vi.fn()
    events.on('cart:expired', expired)
    api.on('DELETE my/cart/c1', noContent())
    await cart.expire()
    expect(cart.getSnapshot()).toMatchObject({ status: 'expired', cartId: null })
    expect(storage.getItem(cartStorageKey('demo-museum'))).toBeNull()
    expect(expired).toHaveBeenCalledWith({ cartId: 'c1', reason: 'local' })
    expect(api.sent('DELETE my/cart/c1')).toHaveLength(1)
  })
})

describe('storefront §5 promo codes through the code dialog', () => {
  it('applies each comma-separated, trimmed code with its own call', async () => {
    const { api, cart } = await setup()
    api.on(
      'POST my/cart/c1/apply_code',
      cartAnswer({}, { cartmod: { _data: [{ id: 'm1', name: 'SPRING', discount: '-5.00' }] } }),
    )
    const result = await cart.applyCodes(' SPRING , MEMBERS ')
    expect(result.error).toBeUndefined()
    expect(api.sent('POST my/cart/c1/apply_code').map((r) => r.body)).toEqual([{ code: 'SPRING' }, { code: 'MEMBERS' }])
  })
  it('stops at the first refused code, with the promo message (calls §8)', async () => {
    const { api, cart } = await setup()
    api.on('POST my/cart/c1/apply_code', errorBody(400, 'code_not_found', 'code is not a valid promo code'))
    const result = await cart.applyCodes('NOPE, SPRING')
    expect(result.error).toMatchObject({ code: 'code_not_found', messageKey: 'promo.invalidCode' })
    expect(api.sent('POST my/cart/c1/apply_code')).toHaveLength(1)
  })
  it('input outside 2 to 35 characters makes no call', async () => {
    const { api, cart } = await setup()
    expect((await cart.applyCodes('A')).error?.code).toBe('validation_failed')
    expect((await cart.applyCodes('x'.repeat(36))).error?.code).toBe('validation_failed')
    expect(api.sent('POST my/cart/c1/apply_code')).toHaveLength(0)
  })
  it("a blocking cart mod marks the cart blocked ('A code is required to continue with your order.')", async () => {
    const { api, cart } = await setup()
    api.on(
      'GET my/cart/c1',
      cartAnswer({}, { cartmod: { _data: [{ id: 'm1', name: 'Preview', blocking_checkout: true }] } }),
    )
    await cart.load()
    expect(cart.getSnapshot().blocked).toBe(true)
  })
})

describe('storefront §4 Gift card and calls §8 Gift card', () => {
  it('looks the card up in the ledger with the number URL-encoded, and adds it with what it pays', async () => {
    const { api, cart } = await setup({ giftCards: { ledgerId: 'gift-ledger' } })
    api.on(
      'GET ledger/gift-ledger/*',
      json({ ledger: { _data: [{ number: 'GC 10/01', balance: '30.00', state: 'active' }] } }),
    )
    expect(cart.getSnapshot().giftCardStatus).toBe('idle')
    const applying = cart.applyGiftCard(' GC 10/01 ')
    expect(cart.getSnapshot().giftCardStatus).toBe('applying')
    const result = await applying
    expect(result.data).toEqual({ number: 'GC 10/01', balance: '30.00', state: 'active' })
    expect(api.requests.at(-1)?.path).toBe('ledger/gift-ledger/GC%2010%2F01')
    const state = cart.getSnapshot()
    expect(state.giftCardStatus).toBe('added')
    expect(state.pendingGiftCardPayments).toEqual([
      { cardNumber: 'GC 10/01', paymentAmount: '30.00', remainingBalance: '0.00' },
    ])
    expect(state.totals).toMatchObject({ outstanding: '70.96', giftCards: '30.00', totalToPay: '40.96' })
  })
  it("refuses a card applied twice ('Oops! You already applied this gift card') without a call", async () => {
    const { api, cart } = await setup({ giftCards: { ledgerId: 'gift_card' } })
    api.on(
      'GET ledger/gift_card/G1',
      json({ ledger: { _data: [{ number: 'G1', balance: '30.00', state: 'active' }] } }),
    )
    await cart.applyGiftCard('G1')
    const again = await cart.applyGiftCard('G1')
    expect(again.error?.messageKey).toBe('giftCard.alreadyApplied')
    expect(api.sent('GET ledger/gift_card/G1')).toHaveLength(1)
    expect(cart.getSnapshot()).toMatchObject({ giftCardStatus: 'error' })
  })
  it("balance 0 is 'Gift Card balance is $0'; not active is the 'otherwise' message; 404 is not found", async () => {
    const { api, cart } = await setup({ giftCards: { ledgerId: 'gift_card' } })
    api.on(
      'GET ledger/gift_card/EMPTY',
      json({ ledger: { _data: [{ number: 'EMPTY', balance: '0.00', state: 'active' }] } }),
    )
    api.on(
      'GET ledger/gift_card/OLD',
      json({ ledger: { _data: [{ number: 'OLD', balance: '10.00', state: 'inactive' }] } }),
    )
    api.on('GET ledger/gift_card/NONE', errorBody(404, 'not_found', 'Resource ledger not found.'))
    expect((await cart.applyGiftCard('EMPTY')).error?.messageKey).toBe('giftCard.noBalance')
    expect((await cart.applyGiftCard('OLD')).error?.messageKey).toBe('giftCard.trouble')
    expect((await cart.applyGiftCard('NONE')).error?.messageKey).toBe('giftCard.notFound')
    expect(cart.getSnapshot().giftCards).toEqual([])
  })
  it('a number over 70 characters is refused without a call; removing a card gives its amount back to Total to pay', async () => {
    const { api, cart } = await setup({ giftCards: { ledgerId: 'gift_card' } })
    expect((await cart.applyGiftCard('9'.repeat(71))).error).toBeDefined()
    // storefront §5 "Gift card number: required": an empty field says so, not 'try again later'.
    expect((await cart.applyGiftCard('  ')).error?.messageKey).toBe('checkout.fieldRequired')
    api.on(
      'GET ledger/gift_card/G1',
      json({ ledger: { _data: [{ number: 'G1', balance: '100.00', state: 'active' }] } }),
    )
    await cart.applyGiftCard('G1')
    expect(cart.getSnapshot().totals?.totalToPay).toBe('0.00')
    cart.removeGiftCard('G1')
    expect(cart.getSnapshot().totals).toMatchObject({ giftCards: '0.00', totalToPay: '70.96' })
  })
  it('storefront §6: gift card controls only when enabled for the portal and the cart is modifiable', async () => {
    expect((await setup({ giftCards: { ledgerId: 'gift_card' } })).cart.giftCardsShown()).toBe(true)
    expect((await setup()).cart.giftCardsShown()).toBe(false)
  })
})
