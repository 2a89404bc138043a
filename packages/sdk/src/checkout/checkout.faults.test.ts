/**
 * The fault test (the issue: "A fault test drives every checkout call through 502, timeout and
 * dropped connection (fast-check generating the fault schedules) and finds no double order, no
 * lost cart and a clear message each time").
 *
 * A fault schedule is a list of faults for the checkout calls in the order they are made (POST
 * user, POST cart/{id}/guest_checkout, and their repeats). A fault strikes before the request
 * reaches the sandbox (the server never saw it) or after (the server applied it and the answer is
 * lost) — the case idempotency keys are for. The visitor presses Pay again after each failure,
 * as a person would. At the end the order exists exactly once (one confirmation e-mail, one
 * ticket order on the cart), every failure showed the generic checkout message, and the cart was
 * held until the order was made.
 */
import { contractFetch } from '@foyer/contract/observe'
import { createSandbox, seedIds, type Sandbox } from '@foyer/sandbox'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCart } from '../cart/cart.store.js'
import { createHttp } from '../http/client.js'
import { createI18n } from '../i18n/index.js'
import { createSandboxProvider } from '../payment/sandbox.js'
import { systemClock, type Clock } from '../store/clock.js'
import { createEvents } from '../store/events.js'
import { createMemoryStorage } from '../store/storage.js'
import { checkoutErrorMessage, createCheckout } from './checkout.store.js'
import { checkoutDestination } from './checkout.view.js'

const origin = 'http://sandbox'
const apiBase = `${origin}/api/v1`
const cachedApiBase = `${origin}/cached/api/v1`
const t = createI18n().t
const GENERIC = 'Sorry, something unexpected happened. Please try again later.'
// A short request timeout keeps timeout faults quick; the in-process sandbox answers well within it.
const TIMEOUT_MS = 200

type Fault = 'none' | '502' | 'timeout' | 'drop' | '502 after' | 'timeout after' | 'drop after'
const faultKinds: Fault[] = ['none', '502', 'timeout', 'drop', '502 after', 'timeout after', 'drop after']

/** The checkout calls of the schedule. */
function isCheckoutCall(request: Request): boolean {
  const path = new URL(request.url).pathname
  return request.method === 'POST' && (/\/api\/v1\/user$/.test(path) || /\/guest_checkout$/.test(path))
}

const dropped = () => new TypeError('fetch failed', { cause: new Error('fault: the connection dropped') })
const badGateway = () =>
  new Response(JSON.stringify({ _data: [{ _code: 'bad_gateway', _description: 'Bad gateway (fault).' }] }), {
    status: 502,
    headers: { 'Content-Type': 'application/json' },
  })
const hang = (request: Request) =>
  new Promise<Response>((_, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
  )

/** A fetch that applies the schedule's faults to the checkout calls, in order. */
function faultyFetch(inner: (request: Request) => Promise<Response>, schedule: Fault[], struck: Fault[]) {
  const queue = [...schedule]
  return async (request: Request): Promise<Response> => {
    if (!isCheckoutCall(request)) return inner(request)
    const fault = queue.shift() ?? 'none'
    struck.push(fault)
    switch (fault) {
      case 'none':
        return inner(request)
      case '502':
        return badGateway()
      case 'timeout':
        return hang(request)
      case 'drop':
        throw dropped()
      case '502 after':
        await inner(request.clone())
        return badGateway()
      case 'timeout after':
        await inner(request.clone())
        return hang(request)
      case 'drop after':
        await inner(request.clone())
        throw dropped()
    }
  }
}

type Scenario = 'card' | 'gift card then card' | '3-D Secure'

/** A visitor's tab over the sandbox: its cart, checkout and payment, the schedule's faults on its checkout calls. */
function tab(sandbox: Sandbox, schedule: Fault[], storage = createMemoryStorage()) {
  const observed = contractFetch((request) => sandbox.app.fetch(request), { apiBase, cachedApiBase })
  const struck: Fault[] = []
  const clock: Clock = { ...systemClock, now: () => sandbox.clock.now().getTime() }
  const events = createEvents()
  const http = createHttp({
    apiBase,
    cachedApiBase,
    seller: 'demo-museum',
    fetch: faultyFetch(observed.fetch, schedule, struck),
    clock,
    timeoutMs: TIMEOUT_MS,
  })
  const cart = createCart({
    http,
    events,
    clock,
    storage,
    seller: 'demo-museum',
    imageLocation: { apiBase, seller: 'demo-museum' },
    giftCards: { ledgerId: seedIds.giftCardLedger },
  })
  const payment = createSandboxProvider({
    controlBase: `${origin}/_sandbox`,
    fetch: async (request) => sandbox.app.fetch(request),
  })
  const checkout = createCheckout({ http, clock, storage, events, seller: 'demo-museum', cart, payment })
  // The visitor approves any 3-D Secure challenge that opens.
  payment.subscribe(() => {
    if (payment.getSnapshot().status === 'challenge') void payment.approveChallenge()
  })
  return { observed, struck, http, cart, payment, checkout, storage }
}

/** Two adults of General Admission tomorrow 10:00 in the tab's cart, and the purchaser typed in. */
async function reserveAndFill({ cart, checkout }: ReturnType<typeof tab>, scenario: Scenario = 'card') {
  const reserved = await cart.modify({
    channel_id: 'web',
    reserve: {
      tickets: [
        {
          ticket_type_id: seedIds.ticketTypes.adult,
          event_session_id: `${seedIds.generalAdmission}-20260311-1000`,
          quantity: 2,
        },
      ],
    },
  })
  expect(reserved.error).toBeUndefined()
  if (scenario === 'gift card then card')
    expect((await cart.applyGiftCard(seedIds.giftCardNumbers.fifty)).error).toBeUndefined()
  await checkout.start()
  for (const [name, value] of Object.entries({
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.org',
    email_confirm: 'grace@example.org',
  }))
    checkout.setField(name, value)
  return cart.getSnapshot().cartId as string
}

async function run(sandbox: Sandbox, scenario: Scenario, schedule: Fault[]) {
  const visitor = tab(sandbox, schedule)
  const { observed, struck, http, cart, payment, checkout } = visitor
  const cartId = await reserveAndFill(visitor, scenario)
  const card = scenario === '3-D Secure' ? '4000 0025 0000 3155' : '4242 4242 4242 4242'
  payment.setCardNumber(card)

  let route = null
  for (let press = 0; press < schedule.length + 4 && route?.kind !== 'complete'; press += 1) {
    const result = await checkout.submit()
    if (result.data) {
      route = result.data
      // A partial result cleared the payment element: the visitor enters the card again.
      if (route.kind === 'partial') payment.setCardNumber(card)
      continue
    }
    // A clear message each time, and the cart still held for the next press.
    expect(checkoutErrorMessage(checkout.getSnapshot(), t), `press ${press + 1} after ${struck.join(', ')}`).toBe(
      GENERIC,
    )
    expect(cart.getSnapshot(), 'the cart is not lost').toMatchObject({ cartId, status: 'ready' })
  }
  http.dispose()
  return { route, cartId, orders: checkout.getSnapshot().orders, violations: observed.violations, struck }
}

async function ordersOf(sandbox: Sandbox, cartId: string) {
  const read = await sandbox.app.fetch(
    new Request(`${apiBase}/cart/${cartId}?_seller=demo-museum&_embed=ticket_order&_all_tickets=true`, {
      headers: { 'Tix-App': 'ecomm' },
    }),
  )
  const body = (await read.json()) as { ticket_order?: { _data: { id: string }[] } }
  const outbox = (await (await sandbox.app.fetch(new Request(`${origin}/_sandbox/outbox`))).json()) as {
    emails: { log_context: string }[]
  }
  return {
    orders: body.ticket_order?._data ?? [],
    confirmations: outbox.emails.filter((e) => e.log_context === 'order_confirmation').length,
  }
}

describe('the checkout calls through 502, timeout and dropped connection', () => {
  it('no double order, no lost cart, a clear message each time (fast-check fault schedules)', async () => {
    const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Scenario>('card', 'gift card then card', '3-D Secure'),
        fc.array(fc.constantFrom(...faultKinds), { minLength: 1, maxLength: 5 }),
        async (scenario, schedule) => {
          sandbox.reset()
          const { route, cartId, orders, violations } = await run(sandbox, scenario, schedule)
          expect(violations).toEqual([])
          expect(route?.kind).toBe('complete')
          const server = await ordersOf(sandbox, cartId)
          expect(server.orders).toHaveLength(1)
          expect(server.confirmations).toBe(1)
          expect(orders.map((o) => String(o.id))).toEqual(server.orders.map((o) => o.id))
        },
      ),
      { numRuns: 25 },
    )
  }, 120_000)

  it('every fault kind strikes each checkout call at least once (fixed schedules)', async () => {
    const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
    // 'gift card then card' makes three calls: POST user, the gift card's checkout, the card's.
    for (const fault of faultKinds.filter((f) => f !== 'none')) {
      for (const position of [0, 1, 2]) {
        sandbox.reset()
        const schedule: Fault[] = [...Array<Fault>(position).fill('none'), fault]
        const { route, cartId, struck, violations } = await run(sandbox, 'gift card then card', schedule)
        expect(struck[position], `${fault} at ${position}`).toBe(fault)
        expect(violations).toEqual([])
        expect(route?.kind).toBe('complete')
        const server = await ordersOf(sandbox, cartId)
        expect(server.orders).toHaveLength(1)
        expect(server.confirmations).toBe(1)
      }
    }
  }, 60_000)
})

describe('an order made but never shown (the checkout answer is lost after the server made it)', () => {
  async function lostAnswer() {
    const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
    const first = tab(sandbox, ['none', 'drop after'])
    const cartId = await reserveAndFill(first)
    first.payment.setCardNumber('4242 4242 4242 4242')
    const lost = await first.checkout.submit()
    expect(lost.error?.code).toBeDefined()
    first.http.dispose()
    const server = await ordersOf(sandbox, cartId)
    expect(server.orders).toHaveLength(1)
    // The visitor reloads: a new tab on the same storage, which still names the cart.
    return { sandbox, cartId, storage: first.storage, orderId: server.orders[0]!.id }
  }

  it('after a reload, checkout shows /checkout/complete?orderIds= of that order (storefront §4, calls §8)', async () => {
    const { sandbox, cartId, storage, orderId } = await lostAnswer()
    const again = tab(sandbox, [], storage)
    await again.checkout.enter()
    expect(again.cart.getSnapshot().completedCart).toEqual({ cartId, orderIds: [orderId] })
    expect(again.checkout.getSnapshot()).toMatchObject({
      status: 'completed',
      route: { kind: 'complete', to: `/checkout/complete?orderIds=${orderId}`, orderIds: [orderId] },
    })
    expect(checkoutDestination(again.checkout.getSnapshot(), { status: 'empty', itemCount: 0 })).toBe(
      `/checkout/complete?orderIds=${orderId}`,
    )
    expect(again.observed.violations).toEqual([])
  })

  it('a script that loads the cart and presses pay again is told of the order, not no_cart, and nothing is sold twice', async () => {
    const { sandbox, cartId, storage, orderId } = await lostAnswer()
    const again = tab(sandbox, [], storage)
    expect((await again.cart.load()).data).toBeNull()
    const result = await again.checkout.submit()
    expect(result).toEqual({
      data: { kind: 'complete', to: `/checkout/complete?orderIds=${orderId}`, orderIds: [orderId] },
    })
    const server = await ordersOf(sandbox, cartId)
    expect(server.orders).toHaveLength(1)
    expect(server.confirmations).toBe(1)
  })
})
