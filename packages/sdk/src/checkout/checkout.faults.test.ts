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
import { createSandbox, type Sandbox } from '@foyer/sandbox'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/index.js'
import { checkoutErrorMessage } from './checkout.store.js'
import { checkoutDestination } from './checkout.view.js'
import { faultKinds, ordersOf, reserveAndFill, tab, type Fault, type Scenario } from '../../test/checkout-tab.js'

const t = createI18n().t
const GENERIC = 'Sorry, something unexpected happened. Please try again later.'

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
