/**
 * `storefront.cart` loads its code on first use (issue 16: "Domains are created on first use"), and
 * behaves as the cart store does meanwhile (storefront §4 Cart).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NOW, cartAnswer } from '../test/checkout-store.js'
import * as cartStore from './cart/cart.store.js'
import { cartStorageKey } from './cart/rules/index.js'
import { getOrders } from './orders/index.js'
import { getReserve } from './reserve/index.js'
import { createStorefront, type StorefrontOptions } from './storefront.js'
import { createMemoryStorage } from './store/storage.js'
import { fakeApi, fakeClock } from './testing/fake-api.js'
import { createHttp } from './http/client.js'
import { createEvents } from './store/events.js'
import { readCartAt } from './cart/cart.read.js'
import { LOCAL_EXPIRY_MARGIN_S } from './cart/rules/index.js'

vi.mock('./cart/cart.store.js', { spy: true })

const apiBase = 'https://api.test/api/v1'
const KEY = cartStorageKey('demo-museum')

function storefrontWith(options: { keptCart?: string } & Partial<StorefrontOptions> = {}) {
  const api = fakeApi()
  const storage = createMemoryStorage()
  if (options.keptCart) storage.setItem(KEY, options.keptCart)
  const storefront = createStorefront({
    apiBase,
    seller: 'demo-museum',
    fetch: api.fetch,
    clock: fakeClock(NOW).clock,
    storage,
    ...options,
  })
  return { api, storage, storefront }
}

const loadFailure = () => {
  throw new Error('Failed to fetch dynamically imported module')
}

afterEach(() => vi.mocked(cartStore.createCart).mockClear())

describe('the cart on first use (issue 16)', () => {
  it('a visitor without a kept cart has an empty cart at once: no call, and the cart code is not loaded', async () => {
    const { api, storefront } = storefrontWith()
    const cart = storefront.cart
    expect(cart.getSnapshot()).toMatchObject({ status: 'idle', cartId: null, items: [] })
    expect(await cart.load()).toEqual({ data: null })
    expect(cart.getSnapshot().status).toBe('empty')
    // Nothing read, so nothing to plan, pay with or forget (as the cart store answers without a cart).
    expect(cart.isCurrent()).toBe(false)
    expect(cart.removeItem('item-1')).toBeNull()
    expect(cart.giftCardsShown()).toBe(false)
    cart.finish('completed')
    cart.release()
    await cart.expire()
    expect(cart.storageKey).toBe(KEY)
    expect(api.requests).toEqual([])
    expect(cartStore.createCart).not.toHaveBeenCalled()
    storefront.dispose()
  })

  it('a kept cart is read with the code loaded, and the stand-in shows the cart store and tells its listeners', async () => {
    const { api, storefront } = storefrontWith({ keptCart: 'c1' })
    api.on('GET my/cart/c1', cartAnswer())
    // Its code starts loading at once, beside the page that will read it; nothing is read yet.
    await vi.waitFor(() => expect(cartStore.createCart).toHaveBeenCalledTimes(1))
    expect(api.requests).toEqual([])
    const heard = vi.fn()
    storefront.cart.subscribe(heard)
    const { data } = await storefront.cart.load()
    expect(data?.cart.id).toBe('c1')
    expect(cartStore.createCart).toHaveBeenCalledTimes(1)
    expect(storefront.cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    expect(storefront.cart.getSnapshot().items.length).toBeGreaterThan(0)
    expect(storefront.cart.isCurrent()).toBe(true)
    expect(heard).toHaveBeenCalled()
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    storefront.dispose()
  })

  it('a kept cart is loading at once, and the reads asked for while the code loads are one call', async () => {
    const { api, storefront } = storefrontWith({ keptCart: 'c1' })
    api.on('GET my/cart/c1', cartAnswer())
    const first = storefront.cart.load()
    // A page's other components see it loading, as they would see the cart store's read, and ask for no more.
    expect(storefront.cart.getSnapshot()).toMatchObject({ status: 'loading', cartId: 'c1' })
    const second = storefront.cart.load()
    expect((await first).data?.cart.id).toBe('c1')
    expect((await second).data?.cart.id).toBe('c1')
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    storefront.dispose()
  })

  it('a kept cart is asked for at once, beside its code, and the cart store takes that answer', async () => {
    const { api, storefront } = storefrontWith({ keptCart: 'c1' })
    api.on('GET my/cart/c1', cartAnswer())
    const reading = storefront.cart.load()
    // Sent before the cart store is made: on a phone the code is a round trip of its own.
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    expect(cartStore.createCart).not.toHaveBeenCalled()
    expect((await reading).data?.cart.id).toBe('c1')
    expect(storefront.cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    storefront.dispose()
  })

  it('a read asked for after a write, before the code is in, waits for the code as the write does (not asked for early)', async () => {
    const { api, storefront } = storefrontWith({ keptCart: 'c1' })
    api.on('POST my/cart/c1/modify', cartAnswer({ expires_in: 700 }))
    api.on('GET my/cart/c1', cartAnswer({ expires_in: 650 }))
    const write = storefront.cart.modify({ channel_id: 'web', reserve: { tickets: [] } })
    const read = storefront.cart.load()
    expect(api.requests).toEqual([])
    await Promise.all([write, read])
    expect(api.sent('POST my/cart/c1/modify')).toHaveLength(1)
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    expect(storefront.cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    storefront.dispose()
  })

  it('the cart store counts an early answer’s expiry from when it came, not from when its code was in (storefront §4 Timer)', async () => {
    const api = fakeApi()
    api.on('GET my/cart/c1', cartAnswer({ expires_in: 600 }))
    const time = fakeClock(NOW)
    const storage = createMemoryStorage()
    storage.setItem(KEY, 'c1')
    const http = createHttp({ apiBase, seller: 'demo-museum', fetch: api.fetch, clock: time.clock })
    const answeredAt = time.clock.now()
    const answer = readCartAt(http, time.clock, 'c1')
    await answer
    // The code took 3 s more to arrive.
    time.advance(3000)
    const cart = cartStore.createCart(
      {
        http,
        events: createEvents(),
        clock: time.clock,
        storage,
        seller: 'demo-museum',
        imageLocation: { apiBase, seller: 'demo-museum' },
      },
      { cartId: 'c1', answer },
    )
    expect((await cart.load()).data?.cart.id).toBe('c1')
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    expect(cart.getSnapshot().localExpiresAt).toBe(answeredAt + (600 - LOCAL_EXPIRY_MARGIN_S) * 1000)
  })

  it('a domain that works on the cart (a reserve page) starts loading its code before the first cart call', async () => {
    const { api, storefront } = storefrontWith()
    // My Account's order list does not work on the cart: nothing loads for it.
    getOrders(storefront)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(cartStore.createCart).not.toHaveBeenCalled()
    getReserve(storefront, 'e1')
    await vi.waitFor(() => expect(cartStore.createCart).toHaveBeenCalledTimes(1))
    expect(api.sent('GET my/cart/c1')).toHaveLength(0)
    storefront.dispose()
  })

  it('forgetting a kept cart before the code is in happens once it is, before the calls made after it', async () => {
    const { api, storage, storefront } = storefrontWith({ keptCart: 'c1' })
    storefront.cart.release()
    expect(await storefront.cart.load()).toEqual({ data: null })
    expect(storage.getItem(KEY)).toBeNull()
    expect(storefront.cart.getSnapshot()).toMatchObject({ cartId: null })
    expect(api.requests).toEqual([])
    storefront.dispose()
  })

  it('code that cannot be loaded is the generic error where the call reports, and the next call tries again', async () => {
    // The code fails twice: the load the kept cart starts at once (which the read shares), then the code's.
    vi.mocked(cartStore.createCart).mockImplementationOnce(loadFailure).mockImplementationOnce(loadFailure)
    const { api, storefront } = storefrontWith({ keptCart: 'c1' })
    api.on('GET my/cart/c1', cartAnswer())
    expect(await storefront.cart.load()).toMatchObject({
      error: { code: 'chunk_load_failed', messageKey: 'error.generic' },
    })
    expect(storefront.cart.getSnapshot()).toMatchObject({
      status: 'error',
      cartId: 'c1',
      error: { code: 'chunk_load_failed' },
    })
    expect(await storefront.cart.applyCodes('SPRING')).toMatchObject({ error: { code: 'chunk_load_failed' } })
    // The kept cart is still kept: the next read loads the code and reads it.
    const { data } = await storefront.cart.load()
    expect(data?.cart.id).toBe('c1')
    expect(storefront.cart.getSnapshot()).toMatchObject({ status: 'ready', error: null })
    storefront.dispose()
  })
})
