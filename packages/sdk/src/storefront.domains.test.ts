/**
 * createStorefront wires the seats, cart timer and checkout domains over the storefront's own
 * http, clock, storage, events and cart (DESIGN.md: one entry, provider adapters injected).
 */
import { describe, expect, it, vi } from 'vitest'
import { createStorefront } from './storefront.js'
import { createMemoryStorage } from './store/storage.js'
import { cartStorageKey } from './cart/rules/index.js'
import { checkoutMessages, getCheckout } from './checkout/index.js'
import { createI18n, en } from './i18n/index.js'
import { getSeatPicker, seatsMessages } from './seats/index.js'
import { fakeApi, fakeClock, json } from './testing/fake-api.js'
import { NOW, cartAnswer } from '../test/checkout-store.js'

const apiBase = 'https://api.test/api/v1'

describe('createStorefront: seats, cart timer, checkout', () => {
  it('gives one seat picker per event and session (storefront §4 Seats)', () => {
    const storefront = createStorefront({ apiBase, seller: 's' })
    const a = getSeatPicker(storefront, 'chamber-music', 's1')
    expect(getSeatPicker(storefront, 'chamber-music', 's1')).toBe(a)
    expect(getSeatPicker(storefront, 'chamber-music', 's2')).not.toBe(a)
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
    const picker = getSeatPicker(storefront, 'chamber-music', 's1')
    picker.open('desktop')
    await vi.waitFor(() => expect(urls.some((url) => url.includes('/seat_map'))).toBe(true))
    const seatMap = urls.find((url) => url.includes('/seat_map'))
    expect(seatMap).toBeDefined()
    expect(new URL(seatMap!).searchParams.get('cart_id')).toBe('cart-7')
    storefront.dispose()
  })

  it('passes the checkout settings and provider to the checkout (storefront §5 terms, calls §5 captcha)', () => {
    const storefront = createStorefront({ apiBase, seller: 's', checkout: { termsText: 'Be nice.' } })
    expect(getCheckout(storefront).getSnapshot().terms.required).toBe(true)
    expect(getCheckout(storefront).getSnapshot().provider).toBe('none')
    const plain = createStorefront({ apiBase, seller: 's' })
    expect(getCheckout(plain).getSnapshot().terms.required).toBe(false)
    storefront.dispose()
    plain.dispose()
  })

  it('a checkout started while the session is read waits for it: a member is not asked for a captcha (storefront §6)', async () => {
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('demo-museum'), 'c1')
    let answerUser!: (response: Response) => void
    const api = fakeApi()
      .on('GET my/user', () => new Promise<Response>((resolve) => (answerUser = resolve)))
      .on('GET my/cart/c1', cartAnswer())
    const storefront = createStorefront({
      apiBase,
      seller: 'demo-museum',
      fetch: api.fetch,
      clock: fakeClock(NOW).clock,
      storage,
      checkout: { captchaKey: 'site' },
    })
    // The page reads the session as it starts (a session cookie is there) and enters checkout.
    void storefront.auth.start()
    expect(storefront.auth.getSnapshot().status).toBe('checking')
    const checkout = getCheckout(storefront)
    const started = checkout.start()
    await vi.waitFor(() => expect(api.sent('GET my/cart/c1')).toHaveLength(1))
    // The login code loads first (on first use, issue 16), then reads the session.
    await vi.waitFor(() => expect(api.sent('GET my/user')).toHaveLength(1))
    expect(checkout.getSnapshot().status).toBe('idle')
    answerUser(json({ user: { _data: [{ id: 'u1', identity_id: 'i1', email: 'ada@example.org' }] } }))
    await started
    expect(storefront.auth.getSnapshot().status).toBe('logged_in')
    expect(checkout.getSnapshot()).toMatchObject({ status: 'editing', captchaRequired: false })
    storefront.dispose()
  })

  it('keeps a cart timer over the cart, inactive without one (storefront §4 Cart)', () => {
    const storefront = createStorefront({ apiBase, seller: 's', cartTimer: { maxExtensions: 2 } })
    expect(storefront.cartTimer.getSnapshot()).toMatchObject({ status: 'inactive', shown: false, maxExtensions: 2 })
    storefront.dispose()
  })

  it('makes each domain on first use and keeps it; a plain object is not a storefront (issue 16)', () => {
    const storefront = createStorefront({ apiBase, seller: 's' })
    expect(Object.keys(storefront)).not.toContain('checkout')
    const checkout = getCheckout(storefront)
    expect(getCheckout(storefront)).toBe(checkout)
    expect(getCheckout(createStorefront({ apiBase, seller: 's' }))).not.toBe(checkout)
    expect(() => getCheckout({ ...storefront })).toThrow(TypeError)
    storefront.dispose()
  })

  it("speaks the core messages from the start and a domain's once it is made; tenant wording wins (issue 16)", () => {
    const storefront = createStorefront({
      apiBase,
      seller: 's',
      messages: { 'seats.selectYourSeats': 'Pick your places' },
    })
    const venue = storefront.i18n.withTimeZone('Europe/London')
    expect(storefront.i18n.t('error.generic')).toBe('Sorry! Something unexpected happened. Please try again.')
    // Not loaded yet: the key shows (a page adds its parts before it renders: useMessages(part)).
    expect(storefront.i18n.t('checkout.paymentInformation')).toBe('checkout.paymentInformation')
    getCheckout(storefront)
    expect(storefront.i18n.t('checkout.paymentInformation')).toBe(checkoutMessages['checkout.paymentInformation'])
    // An instance for the venue's zone made before speaks the part too.
    expect(venue.t('checkout.paymentInformation')).toBe(checkoutMessages['checkout.paymentInformation'])
    expect(storefront.i18n.t('seats.selectYourSeats')).toBe('Pick your places')
    getSeatPicker(storefront, 'e', 's1')
    expect(storefront.i18n.t('seats.selectYourSeats')).toBe('Pick your places')
    expect(storefront.i18n.t('seats.confirmSelection')).toBe(seatsMessages['seats.confirmSelection'])
    // The whole catalogue is the sum of the parts; createI18n() speaks all of it.
    expect(createI18n().t('seats.confirmSelection')).toBe(en['seats.confirmSelection'])
    storefront.dispose()
  })

  it('clears a checkout made on first use when the session ends (storefront §4: all state cleared)', async () => {
    const storefront = createStorefront({ apiBase, seller: 's', checkout: { termsText: 'Be nice.' } })
    const checkout = getCheckout(storefront)
    expect(checkout.setTermsAccepted(true)).toBe(true)
    expect(checkout.getSnapshot().terms.accepted).toBe(true)
    await storefront.auth.logout()
    expect(checkout.getSnapshot().terms.accepted).toBe(false)
    storefront.dispose()
  })

  it('disposes the domains made from it: a seat picker made on first use is disposed with the storefront', () => {
    const storefront = createStorefront({ apiBase, seller: 's' })
    const picker = getSeatPicker(storefront, 'chamber-music', 's1')
    const dispose = vi.spyOn(picker, 'dispose')
    storefront.dispose()
    expect(dispose).toHaveBeenCalledOnce()
  })

  it('forgets a purchaser kept for a payment redirect when its cart ends, with no checkout made (calls §4)', () => {
    const sessionStorage = createMemoryStorage()
    const storefront = createStorefront({ apiBase, seller: 's', sessionStorage })
    for (const ended of ['cart:expired', 'cart:cleared'] as const) {
      sessionStorage.setItem('foyer:s:checkout:c1:purchaser', '{"identityId":"id-ada"}')
      if (ended === 'cart:expired') storefront.events.emit(ended, { cartId: 'c1', reason: 'local' })
      else storefront.events.emit(ended, { cartId: 'c1', reason: 'deleted' })
      expect(sessionStorage.getItem('foyer:s:checkout:c1:purchaser'), ended).toBeNull()
    }
    storefront.dispose()
  })
})
