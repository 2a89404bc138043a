import { describe, expect, it, vi } from 'vitest'
import { createStorefront } from './storefront.js'
import { systemClock } from './store/clock.js'
import { createMemoryStorage } from './store/storage.js'
import { getReserve } from './reserve/index.js'

const apiBase = 'https://api.test/api/v1'

describe('createStorefront', () => {
  it('fills in the documented defaults', () => {
    const { options } = createStorefront({ apiBase, seller: 'demo-museum' })
    expect(options).toMatchObject({
      apiBase,
      cachedApiBase: apiBase,
      seller: 'demo-museum',
      clock: systemClock,
      locale: 'en-US',
      timeZone: 'UTC',
      messages: {},
    })
    expect(options.fetch).toBeUndefined()
    options.storage.setItem('k', 'v')
    expect(options.storage.getItem('k')).toBe('v')
  })

  it('gives each storefront its own storage, messages and stores', () => {
    const a = createStorefront({ apiBase, seller: 's', messages: { 'error.generic': 'Oops' } })
    const b = createStorefront({ apiBase, seller: 's' })
    a.options.storage.setItem('cart', 'c1')
    expect(b.options.storage.getItem('cart')).toBeNull()
    expect(a.i18n.t('error.generic')).toBe('Oops')
    expect(b.i18n.t('error.generic')).toBe('Sorry! Something unexpected happened. Please try again.')
    expect(a.catalog.listing).not.toBe(b.catalog.listing)
  })

  it('never freezes or keeps the tenant option objects it was given', () => {
    const messages = { 'error.generic': 'Oops' }
    const storefront = createStorefront({ apiBase, seller: 's', messages })
    expect(Object.isFrozen(messages)).toBe(false)
    messages['error.generic'] = 'Changed later'
    expect(storefront.i18n.t('error.generic')).toBe('Oops')
  })

  it('throws for a missing apiBase or seller: a programming error, not an expected failure', () => {
    expect(() => createStorefront({ apiBase: '', seller: 's' })).toThrow(/apiBase/)
    expect(() => createStorefront({ apiBase, seller: '' })).toThrow(/seller/)
  })

  it('throws at creation, naming the option, for no options, an apiBase that is no URL or a currency that is no ISO 4217 code', () => {
    expect(() => createStorefront(undefined as never)).toThrow('createStorefront: options are required')
    // In Node there is no page to resolve a relative base against: it would fail at the first call.
    expect(() => createStorefront({ apiBase: 'not a url', seller: 's' })).toThrow(
      'createStorefront: `apiBase` must be a URL (http://… or https://…), not "not a url".',
    )
    expect(() => createStorefront({ apiBase, cachedApiBase: 'ftp:/x', seller: 's' })).toThrow(
      /`cachedApiBase` must be a URL/,
    )
    // Not at the first price on screen.
    expect(() => createStorefront({ apiBase, seller: 's', currency: 'dollars' })).toThrow(
      'createStorefront: `currency` must be an ISO 4217 code such as "USD", not "dollars".',
    )
    expect(createStorefront({ apiBase, seller: 's', currency: 'EUR' }).options.currency).toBe('EUR')
  })

  it('emits http:error with the normalised error when a request fails for good', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ _data: [{ _code: 'not_found', _description: 'No such event.' }] }), { status: 404 })
    const storefront = createStorefront({ apiBase, seller: 's', fetch })
    const listener = vi.fn()
    storefront.events.on('http:error', listener)
    await storefront.catalog.loadEvent('x')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]![0]).toMatchObject({
      method: 'GET',
      path: '/events/{id}',
      error: { code: 'not_found', status: 404 },
    })
  })

  it('dispose stops requests in flight: they end as aborted errors', async () => {
    const fetch = () => new Promise<Response>(() => {})
    const storefront = createStorefront({ apiBase, seller: 's', fetch })
    const pending = storefront.catalog.loadEvents()
    storefront.dispose()
    const result = await pending
    expect(result.error?.code).toBe('aborted')
    expect(storefront.catalog.listing.getSnapshot().status).toBe('error')
  })

  it('getReserve(storefront, id) is one store per event; dispose aborts reserve and cart calls and drops the reserve stores', async () => {
    const fetch = () => new Promise<Response>(() => {})
    const storefront = createStorefront({ apiBase, seller: 's', fetch })
    const reserve = getReserve(storefront, 'e1')
    expect(getReserve(storefront, 'e1')).toBe(reserve)
    expect(getReserve(storefront, 'e2')).not.toBe(reserve)
    const loading = reserve.load()
    const modifying = storefront.cart.modify({ remove: ['t1'] })
    expect(reserve.getSnapshot().status).toBe('loading')
    storefront.dispose()
    expect((await loading).error?.code).toBe('aborted')
    expect(reserve.getSnapshot().status).toBe('error')
    expect((await modifying).error?.code).toBe('aborted')
    expect(getReserve(storefront, 'e1')).not.toBe(reserve)
  })

  it('keeps the cart id of each seller apart in a shared storage (storefront §4)', () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:a:cart-id', 'cart-a')
    expect(createStorefront({ apiBase, seller: 'a', storage }).cart.getSnapshot().cartId).toBe('cart-a')
    expect(createStorefront({ apiBase, seller: 'b', storage }).cart.getSnapshot().cartId).toBeNull()
  })
})
