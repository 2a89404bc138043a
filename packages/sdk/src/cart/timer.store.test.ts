/**
 * The cart timer on a hand-driven clock (storefront §4 Timer and extension, On expiry; calls §9).
 * The wall clock and the monotonic clock move separately, so a wrong device clock and a sleeping
 * tab can be played.
 */
import { describe, expect, it } from 'vitest'
import { apiBase, errorBody, fakeApi, json, noContent } from '../testing/fake-api.js'
import { createHttp } from '../http/client.js'
import type { Clock } from '../store/clock.js'
import { createEvents } from '../store/events.js'
import { createMemoryStorage } from '../store/storage.js'
import { createCart } from './cart.store.js'
import { cartStorageKey } from './rules/index.js'
import { createCartTimer } from './timer.store.js'

const START = Date.parse('2026-03-10T14:00:00Z')

/** Wall and monotonic time under the test's hand; intervals fire only when the test moves time. */
function handClock() {
  let wall = START
  let mono = 1_000
  const intervals = new Map<number, { callback: () => void; ms: number; due: number }>()
  let ids = 0
  const clock: Clock = {
    now: () => wall,
    setTimeout: () => 0,
    clearTimeout: () => {},
    setInterval: (callback, ms) => {
      intervals.set(++ids, { callback, ms, due: mono + ms })
      return ids
    },
    clearInterval: (id) => void intervals.delete(id as number),
  }
  const fireDue = () => {
    for (const entry of [...intervals.values()]) {
      if (entry.due <= mono) {
        entry.due = mono + entry.ms
        entry.callback()
      }
    }
  }
  return {
    clock,
    monotonic: () => mono,
    intervals,
    /** Time passes second by second, both clocks together, timers firing. */
    advance(ms: number) {
      for (let left = ms; left > 0; left -= 1000) {
        const step = Math.min(1000, left)
        wall += step
        mono += step
        fireDue()
      }
    },
    /** Time passes with no timer firing (a background tab, a sleeping machine), then one tick. */
    sleep(ms: number, options: { monotonicPaused?: boolean } = {}) {
      wall += ms
      if (!options.monotonicPaused) mono += ms
      for (const entry of intervals.values()) entry.due = Math.min(entry.due, mono)
      fireDue()
    },
    /** The device's wall clock is set to another time; no time passes. */
    setWall(ms: number) {
      wall = ms
    },
  }
}

function cartBody(expiresIn: number, expiresAt = new Date(START + expiresIn * 1000).toISOString()) {
  return json({
    cart: {
      _data: [
        {
          id: 'c1',
          state: 'pending',
          expires_in: expiresIn,
          expires_at: expiresAt,
          grand_totals: { total_outstanding: '25.00' },
        },
      ],
    },
    ticket: {
      _data: [
        {
          id: 't1',
          ticket_type_id: 'adult',
          event_template_id: 'ga',
          event_session_id: 's1',
          face_value: '25.00',
          state: 'in_cart',
        },
      ],
    },
  })
}

async function setup(options: { expiresIn?: number; maxExtensions?: number; extendCartTimer?: boolean } = {}) {
  const api = fakeApi()
  const time = handClock()
  const storage = createMemoryStorage()
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
  })
  api.on('GET my/cart/c1', cartBody(options.expiresIn ?? 900))
  api.on('DELETE my/cart/c1', noContent())
  const timer = createCartTimer({
    cart,
    clock: time.clock,
    monotonic: time.monotonic,
    maxExtensions: options.maxExtensions,
    extendCartTimer: options.extendCartTimer,
  })
  // The timer ticks while watched (a timer on screen).
  timer.subscribe(() => {})
  await cart.load()
  return { api, time, cart, timer, events }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('storefront §4 timer (calls §9: local expiry expires_in − 5 s; shown under 20 minutes; checked every 1 s)', () => {
  it('is inactive without a cart and starts with the cart', async () => {
    const { timer } = await setup({ expiresIn: 900 })
    expect(timer.getSnapshot()).toMatchObject({
      status: 'running',
      secondsLeft: 895,
      shown: true,
      level: 'info',
      maxExtensions: 1,
    })
  })
  it('is hidden while 20 minutes or more remain, shown under 20 minutes', async () => {
    const { timer, time } = await setup({ expiresIn: 1205 + 1 })
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 1201, shown: false })
    time.advance(1000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 1200, shown: false })
    time.advance(1000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 1199, shown: true })
  })
  it('ticks each second through the colours: info above 5 min, warning 2–5, error under 2', async () => {
    const { timer, time } = await setup({ expiresIn: 306 })
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 301, level: 'info' })
    time.advance(1000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 300, level: 'warning' })
    time.advance(180_000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 120, level: 'warning' })
    time.advance(1000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 119, level: 'error' })
  })
  it('critical at 30 s with the extend_cart_timer flag', async () => {
    const { timer, time } = await setup({ expiresIn: 40, extendCartTimer: true })
    time.advance(4000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 31, level: 'error' })
    time.advance(1000)
    expect(timer.getSnapshot()).toMatchObject({ secondsLeft: 30, level: 'critical' })
  })
})

describe('storefront §4 extension prompt (about 60 s before local expiry; 2 minutes; once by default)', () => {
  it('prompts at 60 s; confirm extends by 2 minutes through PATCH my/cart/{id}; no second prompt with the default of one', async () => {
    const { timer, time, api } = await setup({ expiresIn: 125 })
    time.advance(59_000)
    expect(timer.getSnapshot()).toMatchObject({ status: 'running', secondsLeft: 61 })
    time.advance(1000)
    expect(timer.getSnapshot()).toMatchObject({ status: 'prompting', secondsLeft: 60 })
    api.on('PATCH my/cart/c1', cartBody(180, new Date(START + 245_000).toISOString()))
    await timer.extend()
    expect(api.sent('PATCH my/cart/c1')[0]?.body).toEqual({ expires_at: new Date(START + 245_000).toISOString() })
    expect(timer.getSnapshot()).toMatchObject({ status: 'running', secondsLeft: 175, extensionsUsed: 1 })
    time.advance(120_000)
    expect(timer.getSnapshot()).toMatchObject({ status: 'running', secondsLeft: 55 })
  })
  it('a tenant maximum of 3 brings the prompt back after each extension, three times', async () => {
    const { timer, time, api } = await setup({ expiresIn: 65, maxExtensions: 3 })
    for (let n = 1; n <= 3; n += 1) {
      expect(timer.getSnapshot().status).toBe('prompting')
      api.on('PATCH my/cart/c1', cartBody(65))
      await timer.extend()
      expect(timer.getSnapshot()).toMatchObject({ extensionsUsed: n })
      time.advance(1000)
    }
    expect(timer.getSnapshot().status).toBe('running')
  })
  it('dismiss records the decline: the prompt does not come back', async () => {
    const { timer, time } = await setup({ expiresIn: 60 })
    expect(timer.getSnapshot().status).toBe('prompting')
    timer.decline()
    time.advance(10_000)
    expect(timer.getSnapshot()).toMatchObject({ status: 'running', declined: true })
  })
  it('a failed extension is kept and the prompt stays available', async () => {
    const { timer, api } = await setup({ expiresIn: 60 })
    api.on('PATCH my/cart/c1', errorBody(500, 'internal_error'))
    await timer.extend()
    expect(timer.getSnapshot()).toMatchObject({ status: 'prompting', extensionsUsed: 0 })
    expect(timer.getSnapshot().error?.code).toBe('internal_error')
  })
})

describe('storefront §4 "On expiry"', () => {
  it('at the local expiry the timer expires, the cart is cleared and deleted, and cart:expired is emitted', async () => {
    const { timer, time, cart, api, events } = await setup({ expiresIn: 35 })
    const expired: unknown[] = []
    events.on('cart:expired', (payload) => expired.push(payload))
    timer.decline()
    time.advance(29_000)
    expect(timer.getSnapshot()).toMatchObject({ status: 'running', secondsLeft: 1 })
    time.advance(1000)
    await flush()
    // The timer ends with the cart (issue 18.1): not shown behind the cart-timeout dialog.
    expect(timer.getSnapshot()).toMatchObject({ status: 'expired', secondsLeft: 0, shown: false })
    expect(cart.getSnapshot()).toMatchObject({ status: 'expired', cartId: null })
    expect(api.sent('DELETE my/cart/c1')).toHaveLength(1)
    expect(expired).toEqual([{ cartId: 'c1', reason: 'local' }])
    expect(time.intervals.size).toBe(0)
    timer.acknowledge()
    expect(timer.getSnapshot().status).toBe('inactive')
  })
  it('a cart the server says expired (cart_expired) opens the dialog too', async () => {
    const { timer, api, cart } = await setup({ expiresIn: 900 })
    api.on('GET my/cart/c1', errorBody(400, 'cart_expired', 'The cart has expired.'))
    await cart.load()
    expect(timer.getSnapshot()).toMatchObject({ status: 'expired', shown: false })
  })
  it('an unwatched timer keeps no interval; watching starts it and the last unsubscribe stops it', async () => {
    const api = fakeApi()
    const time = handClock()
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('demo-museum'), 'c1')
    const http = createHttp({ apiBase, seller: 'demo-museum', fetch: api.fetch, clock: time.clock })
    const cart = createCart({
      http,
      events: createEvents(),
      clock: time.clock,
      storage,
      seller: 'demo-museum',
      imageLocation: { apiBase, seller: 'demo-museum' },
    })
    api.on('GET my/cart/c1', cartBody(900))
    const timer = createCartTimer({ cart, clock: time.clock, monotonic: time.monotonic })
    await cart.load()
    expect(time.intervals.size).toBe(0)
    const off = timer.subscribe(() => {})
    expect(time.intervals.size).toBe(1)
    off()
    expect(time.intervals.size).toBe(0)
    time.sleep(5000)
    timer.wake()
    expect(timer.getSnapshot().secondsLeft).toBe(890)
  })
  it('a cleared cart stops the timer', async () => {
    const { timer, cart, time } = await setup({ expiresIn: 900 })
    await cart.clear()
    expect(timer.getSnapshot().status).toBe('inactive')
    expect(time.intervals.size).toBe(0)
  })
})

describe('immune to a wrong device clock and to a sleeping tab', () => {
  it('a device clock set an hour back (or on) does not move the time left', async () => {
    const { timer, time } = await setup({ expiresIn: 900 })
    time.setWall(START - 3_600_000)
    time.advance(1000)
    expect(timer.getSnapshot().secondsLeft).toBe(894)
    time.setWall(START + 7_200_000)
    time.advance(1000)
    expect(timer.getSnapshot().secondsLeft).toBe(893)
  })
  it('a throttled background tab catches up on its first tick after 10 minutes', async () => {
    const { timer, time } = await setup({ expiresIn: 900 })
    time.sleep(600_000)
    expect(timer.getSnapshot().secondsLeft).toBe(295)
    expect(timer.getSnapshot().level).toBe('warning')
  })
  it('a tab asleep past the expiry wakes up expired', async () => {
    const { timer, time } = await setup({ expiresIn: 300 })
    timer.decline()
    time.sleep(400_000)
    await flush()
    expect(timer.getSnapshot().status).toBe('expired')
  })
  it('when the monotonic clock paused while the machine slept, the clocks disagree and the server is asked again', async () => {
    const { timer, time, api } = await setup({ expiresIn: 900 })
    api.on('GET my/cart/c1', cartBody(280))
    time.sleep(615_000, { monotonicPaused: true })
    await flush()
    await flush()
    expect(api.sent('GET my/cart/c1')).toHaveLength(2)
    expect(timer.getSnapshot().secondsLeft).toBe(275)
  })
})
