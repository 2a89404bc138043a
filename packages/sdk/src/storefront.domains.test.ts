/**
 * createStorefront wires the seats, cart timer and checkout domains over the storefront's own
 * http, clock, storage, events and cart (DESIGN.md: one entry, provider adapters injected).
 */
import { describe, expect, it, vi } from 'vitest'
import { createStorefront } from './storefront.js'
import { createMemoryStorage } from './store/storage.js'
import { cartStorageKey } from './cart/rules/index.js'

const apiBase = 'https://api.test/api/v1'

describe('createStorefront: seats, cart timer, checkout', () => {
  it('gives one seat picker per event and session (storefront §4 Seats)', () => {
    const storefront = createStorefront({ apiBase, seller: 's' })
    const a = storefront.seats('chamber-music', 's1')
    expect(storefront.seats('chamber-music', 's1')).toBe(a)
    expect(storefront.seats('chamber-music', 's2')).not.toBe(a)
    expect(a.eventId).toBe('chamber-music')
    expect(a.sessionId).toBe('s1')
    storefront.dispose()
  })

  it("sends the kept cart's id with the seat map, so its seats come back 'In your cart'", async () => {
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('s'), 'cart-7')
    const urls: string[] = []
    const fetch = async (request: Request) => {
      urls.push(request.url)
      return new Response(JSON.stringify({ _data: [{ _code: 'not_found', _description: 'x' }] }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    }
    const storefront = createStorefront({ apiBase, seller: 's', storage, fetch })
    const picker = storefront.seats('chamber-music', 's1')
    picker.open('desktop')
    await vi.waitFor(() => expect(urls.some((url) => url.includes('/seat_map'))).toBe(true))
    const seatMap = urls.find((url) => url.includes('/seat_map'))
    expect(seatMap).toBeDefined()
    expect(new URL(seatMap!).searchParams.get('cart_id')).toBe('cart-7')
    storefront.dispose()
  })

  it('passes the checkout settings and provider to the checkout (storefront §5 terms, calls §5 captcha)', () => {
    const storefront = createStorefront({ apiBase, seller: 's', checkout: { termsText: 'Be nice.' } })
    expect(storefront.checkout.getSnapshot().terms.required).toBe(true)
    expect(storefront.checkout.getSnapshot().provider).toBe('none')
    const plain = createStorefront({ apiBase, seller: 's' })
    expect(plain.checkout.getSnapshot().terms.required).toBe(false)
    storefront.dispose()
    plain.dispose()
  })

  it('keeps a cart timer over the cart, inactive without one (storefront §4 Cart)', () => {
    const storefront = createStorefront({ apiBase, seller: 's', cartTimer: { maxExtensions: 2 } })
    expect(storefront.cartTimer.getSnapshot()).toMatchObject({ status: 'inactive', shown: false, maxExtensions: 2 })
    storefront.dispose()
  })
})
