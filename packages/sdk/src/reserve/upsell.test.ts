/**
 * The upsell chain rules (storefront §2 Reserve page add-on banner, §2 /events upsell listing and
 * guards, §3 Event template config next_route, §4 Cart expiry and Membership form skip flag).
 */
import { describe, expect, it } from 'vitest'
import { createEvents } from '../store/events.js'
import { createMemoryStorage } from '../store/storage.js'
import {
  advanceUpsellChain,
  anchorVisits,
  chainedAddOn,
  fitsVisitTime,
  upsellVisitTimeOf,
  visitDates,
  EMPTY_UPSELL_CHAIN,
  isChainedAsUpsell,
  nextRouteOf,
  readUpsellChain,
  upsellChainStorageKey,
  UPSELL_VISIT_TIMES,
  type UpsellChain,
} from './upsell.js'
import { createUpsellChain } from './upsell.store.js'

const chain = (...events: string[]): UpsellChain => ({ events, skipUpsells: false })

describe('nextRouteOf (storefront §3 Event template config next_route)', () => {
  it('reads an app path, trailing slash stripped, or a bare event id as its event page', () => {
    expect(nextRouteOf({ next_route: '/events/audio-guide/' })).toBe('/events/audio-guide')
    expect(nextRouteOf({ next_route: ' audio-guide ' })).toBe('/events/audio-guide')
    expect(nextRouteOf({ next_route: '/membership' })).toBe('/membership')
    expect(nextRouteOf({ next_route: '/events/audio-guide?date=2026-06-06' })).toBe(
      '/events/audio-guide?date=2026-06-06',
    )
  })

  it('ignores no value, an empty one, an absolute URL and a path no route matches', () => {
    expect(nextRouteOf({})).toBeNull()
    expect(nextRouteOf(null)).toBeNull()
    expect(nextRouteOf({ next_route: null })).toBeNull()
    expect(nextRouteOf({ next_route: '  ' })).toBeNull()
    expect(nextRouteOf({ next_route: 'https://example.org/shop' })).toBeNull()
    expect(nextRouteOf({ next_route: '//example.org/shop' })).toBeNull()
    expect(nextRouteOf({ next_route: '/no/such/page/here' })).toBeNull()
  })
})

describe('advanceUpsellChain: where a reserve (or a skip) leads', () => {
  it('storefront §2 /events: without next_route the visitor goes to the upsell listing', () => {
    expect(advanceUpsellChain(EMPTY_UPSELL_CHAIN, { eventId: 'tour', nextRoute: null })).toEqual({
      chain: chain(),
      to: '/events',
    })
  })

  it('a next_route to an event chains that event as an upsell of the one reserved', () => {
    const step = advanceUpsellChain(EMPTY_UPSELL_CHAIN, {
      eventId: 'general-admission',
      nextRoute: '/events/audio-guide',
    })
    expect(step).toEqual({ chain: chain('general-admission', 'audio-guide'), to: '/events/audio-guide' })
    expect(chainedAddOn(step.chain)).toBe('audio-guide')
  })

  it('reserving (or skipping) the add-on offered now goes on along its own next_route, else ends at the listing', () => {
    const start = chain('general-admission', 'audio-guide')
    expect(advanceUpsellChain(start, { eventId: 'audio-guide', nextRoute: '/events/exhibition' })).toEqual({
      chain: chain('general-admission', 'audio-guide', 'exhibition'),
      to: '/events/exhibition',
    })
    expect(advanceUpsellChain(start, { eventId: 'audio-guide', nextRoute: null })).toEqual({
      chain: chain(),
      to: '/events',
    })
  })

  it('reserving another event starts a new chain from it', () => {
    const start = chain('general-admission', 'audio-guide')
    expect(advanceUpsellChain(start, { eventId: 'concert', nextRoute: '/events/interval-drinks' })).toEqual({
      chain: chain('concert', 'interval-drinks'),
      to: '/events/interval-drinks',
    })
  })

  it('a next_route back into the chain ends it at the upsell listing (no loop)', () => {
    const start = chain('general-admission', 'audio-guide')
    expect(advanceUpsellChain(start, { eventId: 'audio-guide', nextRoute: '/events/general-admission' })).toEqual({
      chain: chain(),
      to: '/events',
    })
    expect(advanceUpsellChain(EMPTY_UPSELL_CHAIN, { eventId: 'a', nextRoute: '/events/a' })).toEqual({
      chain: chain(),
      to: '/events',
    })
  })

  it('a next_route to another page ends the chain there', () => {
    expect(advanceUpsellChain(chain('a', 'b'), { eventId: 'b', nextRoute: '/membership' })).toEqual({
      chain: chain(),
      to: '/membership',
    })
  })

  it('storefront §2 guards: "The express checkout flag skips upsells": straight to /checkout, no chain', () => {
    expect(
      advanceUpsellChain(
        EMPTY_UPSELL_CHAIN,
        { eventId: 'general-admission', nextRoute: '/events/audio-guide' },
        { expressCheckout: true },
      ),
    ).toEqual({
      chain: chain(),
      to: '/checkout',
    })
    expect(isChainedAsUpsell(chain('general-admission', 'audio-guide'), 'audio-guide', { expressCheckout: true })).toBe(
      false,
    )
  })

  it('storefront §4 Membership form: the skip-upsell flag skips upsells afterward, and stays', () => {
    const skipping: UpsellChain = { events: [], skipUpsells: true }
    expect(advanceUpsellChain(skipping, { eventId: 'general-admission', nextRoute: '/events/audio-guide' })).toEqual({
      chain: skipping,
      to: '/checkout',
    })
  })
})

describe('isChainedAsUpsell (storefront §2 Reserve page add-on banner)', () => {
  it('only the add-on offered now, never the anchor or an event off the chain', () => {
    const now = chain('general-admission', 'audio-guide')
    expect(isChainedAsUpsell(now, 'audio-guide')).toBe(true)
    expect(isChainedAsUpsell(now, 'general-admission')).toBe(false)
    expect(isChainedAsUpsell(now, 'highlights-tour')).toBe(false)
    expect(isChainedAsUpsell(chain('general-admission'), 'general-admission')).toBe(false)
    expect(isChainedAsUpsell(EMPTY_UPSELL_CHAIN, 'audio-guide')).toBe(false)
  })
})

describe('readUpsellChain', () => {
  it('reads back what was kept, and anything else as no chain', () => {
    expect(readUpsellChain(JSON.stringify(chain('a', 'b')))).toEqual(chain('a', 'b'))
    expect(readUpsellChain('{"events":["a",3,""],"skipUpsells":"yes"}')).toEqual(chain('a'))
    expect(readUpsellChain('not json')).toEqual(EMPTY_UPSELL_CHAIN)
    expect(readUpsellChain('null')).toEqual(EMPTY_UPSELL_CHAIN)
    expect(readUpsellChain(null)).toEqual(EMPTY_UPSELL_CHAIN)
  })
})

describe('createUpsellChain (the chain kept per seller, cleared with the cart)', () => {
  const key = upsellChainStorageKey('demo-museum')

  it('keeps the chain in storage under foyer:{seller}:upsell-chain, so a new storefront finds it', () => {
    expect(key).toBe('foyer:demo-museum:upsell-chain')
    const storage = createMemoryStorage()
    const first = createUpsellChain({ seller: 'demo-museum', storage, events: createEvents() })
    expect(first.getSnapshot().status).toBe('none')
    expect(first.advance('general-admission', '/events/audio-guide')).toBe('/events/audio-guide')
    expect(first.getSnapshot()).toMatchObject({
      status: 'chained',
      addOn: 'audio-guide',
      events: ['general-admission', 'audio-guide'],
    })
    expect(JSON.parse(storage.getItem(key)!)).toEqual(chain('general-admission', 'audio-guide'))

    const again = createUpsellChain({ seller: 'demo-museum', storage, events: createEvents(), hasCart: () => true })
    expect(again.addOnBanner('audio-guide', null)).toEqual({ skipTo: '/events' })
    expect(again.addOnBanner('general-admission', '/events/audio-guide')).toBeNull()
  })

  it('a kept chain without a kept cart is stale and dropped at start', () => {
    const storage = createMemoryStorage()
    storage.setItem(key, JSON.stringify(chain('general-admission', 'audio-guide')))
    const store = createUpsellChain({ seller: 'demo-museum', storage, events: createEvents(), hasCart: () => false })
    expect(store.getSnapshot().status).toBe('none')
    expect(storage.getItem(key)).toBeNull()
  })

  it('storefront §4 "On expiry … the upsell chain is cleared": on cart:expired, and whenever the cart is cleared', () => {
    const storage = createMemoryStorage()
    const events = createEvents()
    const store = createUpsellChain({ seller: 'demo-museum', storage, events })
    store.advance('general-admission', '/events/audio-guide')
    events.emit('cart:expired', { cartId: 'c1', reason: 'local' })
    expect(store.getSnapshot()).toMatchObject({ status: 'none', addOn: null, events: [] })
    expect(storage.getItem(key)).toBeNull()

    store.skipUpsells()
    expect(store.getSnapshot().status).toBe('skipped')
    events.emit('cart:cleared', { cartId: 'c1', reason: 'deleted' })
    expect(store.getSnapshot()).toMatchObject({ status: 'none', skipUpsells: false })
  })

  it('the skip-upsell flag ends the chain, and a reserve then goes to /checkout', () => {
    const store = createUpsellChain({ seller: 'demo-museum', storage: createMemoryStorage(), events: createEvents() })
    store.advance('general-admission', '/events/audio-guide')
    store.skipUpsells()
    expect(store.getSnapshot()).toMatchObject({ status: 'skipped', addOn: null })
    expect(store.addOnBanner('audio-guide', null)).toBeNull()
    expect(store.advance('highlights-tour', null)).toBe('/checkout')
  })

  it('with express checkout no chain starts and every reserve goes to /checkout', () => {
    const store = createUpsellChain({
      seller: 'demo-museum',
      storage: createMemoryStorage(),
      events: createEvents(),
      expressCheckout: true,
    })
    expect(store.getSnapshot().status).toBe('skipped')
    expect(store.advance('general-admission', '/events/audio-guide')).toBe('/checkout')
    expect(store.getSnapshot().addOn).toBeNull()
  })
})

describe('calls §9 Upsell visit_time: timeslot, same_start, same_date, until_close', () => {
  const TZ = 'America/New_York'
  // General Admission on Saturday 6 June 2026, 10:00 to 10:30 in New York.
  const admission = { start: '2026-06-06T14:00:00Z', end: '2026-06-06T14:30:00Z' }
  const at = (start: string, end?: string) => ({ start_datetime: start, end_datetime: end ?? null })

  it('reads the add-on config visit_time, only as one of the four values', () => {
    expect(UPSELL_VISIT_TIMES).toEqual(['timeslot', 'same_start', 'same_date', 'until_close'])
    expect(upsellVisitTimeOf({ visit_time: 'until_close' })).toBe('until_close')
    expect(upsellVisitTimeOf({ visit_time: 'whenever' })).toBeNull()
    expect(upsellVisitTimeOf({})).toBeNull()
  })

  it('same_start: the session starts when the admission starts', () => {
    expect(fitsVisitTime('same_start', at('2026-06-06T14:00:00Z'), [admission], TZ)).toBe(true)
    expect(fitsVisitTime('same_start', at('2026-06-06T14:30:00Z'), [admission], TZ)).toBe(false)
  })

  it('timeslot: the session overlaps the admission’s time slot', () => {
    expect(fitsVisitTime('timeslot', at('2026-06-06T14:15:00Z', '2026-06-06T14:45:00Z'), [admission], TZ)).toBe(true)
    // An all-day session holds the slot.
    expect(fitsVisitTime('timeslot', at('2026-06-06T14:00:00Z', '2026-06-06T21:00:00Z'), [admission], TZ)).toBe(true)
    // Touching the slot's ends is not overlapping it.
    expect(fitsVisitTime('timeslot', at('2026-06-06T14:30:00Z', '2026-06-06T15:00:00Z'), [admission], TZ)).toBe(false)
    expect(fitsVisitTime('timeslot', at('2026-06-06T13:00:00Z', '2026-06-06T14:00:00Z'), [admission], TZ)).toBe(false)
  })

  it('same_date: the session is on the admission’s date in the venue’s zone', () => {
    // 23:00 on 6 June in New York is 03:00 on 7 June in UTC: still the same venue date.
    expect(fitsVisitTime('same_date', at('2026-06-07T03:00:00Z'), [admission], TZ)).toBe(true)
    expect(fitsVisitTime('same_date', at('2026-06-07T14:00:00Z'), [admission], TZ)).toBe(false)
  })

  it('until_close: on the admission’s date, from its start on', () => {
    expect(fitsVisitTime('until_close', at('2026-06-06T20:00:00Z'), [admission], TZ)).toBe(true)
    expect(fitsVisitTime('until_close', at('2026-06-06T14:00:00Z'), [admission], TZ)).toBe(true)
    expect(fitsVisitTime('until_close', at('2026-06-06T13:30:00Z'), [admission], TZ)).toBe(false)
    expect(fitsVisitTime('until_close', at('2026-06-07T15:00:00Z'), [admission], TZ)).toBe(false)
  })

  it('any of several admissions will do; without one nothing fits', () => {
    const sunday = { start: '2026-06-07T15:00:00Z', end: null }
    expect(fitsVisitTime('same_start', at('2026-06-07T15:00:00Z'), [admission, sunday], TZ)).toBe(true)
    expect(fitsVisitTime('same_date', at('2026-06-06T15:00:00Z'), [], TZ)).toBe(false)
    expect(visitDates([admission, sunday, { start: '2026-06-06T18:00:00Z', end: null }], TZ)).toEqual([
      '2026-06-06',
      '2026-06-07',
    ])
  })

  it('the admissions are the cart’s anchor items, with their session’s end', () => {
    const items = [
      { isAnchor: true, sessionId: 'ga-1000', startDatetime: '2026-06-06T14:00:00Z' },
      { isAnchor: false, sessionId: 'ag-1000', startDatetime: '2026-06-06T14:00:00Z' },
      { isAnchor: true, sessionId: 'tour', startDatetime: '2026-06-06T15:30:00Z' },
    ]
    expect(
      anchorVisits(items, [
        { id: 'ga-1000', start_datetime: '2026-06-06T14:00:00Z', end_datetime: '2026-06-06T14:30:00Z' },
      ]),
    ).toEqual([admission, { start: '2026-06-06T15:30:00Z', end: null }])
  })
})
