/**
 * Money never goes astray (issue 10, Measure): a visitor's card checkout through the sdk against
 * the in-process sandbox, under a schedule of what can go wrong — drops, timeouts and 502s on the
 * checkout calls (before or after the server acted), 3-D Secure challenges approved, failed,
 * approved after the hold ran out or followed by a cart change in another tab, reloads, cart
 * changes and expiry between presses. After the schedule the visitor comes back once more, and the
 * hold runs out for good. Then what the sandbox holds is counted against four invariants:
 * no double order, no double charge, no charge without an order (or refund), no order the visitor
 * was not shown.
 *
 * `checkout.money.test.ts` runs 1,000 schedules; `pnpm bench` runs 10,000 and prints the counts.
 */
import { seedIds, type Sandbox } from '@foyer/sandbox'
import fc from 'fast-check'
import { createMemoryStorage } from '../src/store/storage.js'
import {
  apiBase,
  faultKinds,
  ordersOf,
  origin,
  reserveAndFill,
  tab,
  type Fault,
  type TabOptions,
} from './checkout-tab.js'

export type Challenge = 'approve' | 'fail' | 'expire then approve' | 'approve then change cart'
export type Step = 'pay' | 'reload' | 'change cart' | 'expire'

export interface MoneySchedule {
  /** The card typed: one that pays, or one that asks for 3-D Secure. */
  card: '4242 4242 4242 4242' | '4000 0025 0000 3155'
  /** Faults on the checkout calls, in order. */
  faults: Fault[]
  /** The visitor's answers to the challenges, in order (then approve). */
  challenges: Challenge[]
  /** What the visitor (or the world) does, in order. */
  steps: Step[]
}

/** What a schedule left behind. */
export interface MoneyOutcome {
  orders: number
  /** Intents of the cart still holding the customer's money (succeeded and not refunded, or authorised). */
  charges: number
  /** Orders of the cart the visitor was never shown (`/checkout/complete?orderIds=`). */
  unseenOrders: number
}

export const moneySchedule: fc.Arbitrary<MoneySchedule> = fc.record({
  card: fc.constantFrom('4242 4242 4242 4242' as const, '4000 0025 0000 3155' as const),
  faults: fc.array(fc.constantFrom(...faultKinds), { maxLength: 6 }),
  challenges: fc.array(
    fc.constantFrom<Challenge>('approve', 'fail', 'expire then approve', 'approve then change cart'),
    { maxLength: 3 },
  ),
  steps: fc.array(fc.constantFrom<Step>('pay', 'pay', 'pay', 'reload', 'change cart', 'expire'), {
    minLength: 1,
    maxLength: 8,
  }),
})

const HOLD_RUNS_OUT_MS = 16 * 60_000

/** Another tab adds an adult to the cart (POST my/cart/{id}/modify): its total changes. */
async function changeCart(sandbox: Sandbox, cartId: string): Promise<void> {
  await sandbox.app.fetch(
    new Request(`${apiBase}/my/cart/${cartId}/modify?_seller=demo-museum`, {
      method: 'POST',
      headers: { 'Tix-App': 'ecomm', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        channel_id: 'web',
        reserve: {
          tickets: [
            {
              ticket_type_id: seedIds.ticketTypes.adult,
              event_session_id: `${seedIds.generalAdmission}-20260311-1000`,
              quantity: 1,
            },
          ],
        },
      }),
    }),
  )
}

interface IntentView {
  status: string
  amount: number
  amount_refunded: number
}

const holdsMoney = (intent: IntentView) =>
  (intent.status === 'succeeded' && intent.amount_refunded < intent.amount) || intent.status === 'requires_capture'

/** Runs one schedule on a reset sandbox and counts what it left behind. */
export async function runMoneySchedule(sandbox: Sandbox, schedule: MoneySchedule): Promise<MoneyOutcome> {
  sandbox.reset()
  const storage = createMemoryStorage()
  const challenges = [...schedule.challenges]
  const shown = new Set<string>()
  let cartId = ''
  let changeBeforeNextCall = false
  const options: TabOptions = {
    timeoutMs: 20,
    onChallenge(payment) {
      const answer = challenges.shift() ?? 'approve'
      if (answer === 'fail') return void payment.failChallenge()
      if (answer === 'expire then approve') sandbox.clock.advance(HOLD_RUNS_OUT_MS)
      if (answer === 'approve then change cart') changeBeforeNextCall = true
      void payment.approveChallenge()
    },
    async beforeCheckoutCall(request) {
      if (!changeBeforeNextCall || !request.url.includes('/guest_checkout')) return
      changeBeforeNextCall = false
      await changeCart(sandbox, cartId)
    },
  }
  const see = (route: { kind: string; orderIds?: readonly string[] } | null | undefined) => {
    if (route?.kind === 'complete') for (const id of route.orderIds ?? []) shown.add(id)
  }
  let visitor = tab(sandbox, schedule.faults, storage, options)
  cartId = await reserveAndFill(visitor)

  /** The visitor reloads the page: a new tab over the same storage, the form typed again. */
  async function reload() {
    visitor.http.dispose()
    visitor = tab(sandbox, [], storage, options)
    await visitor.checkout.enter()
    see(visitor.checkout.getSnapshot().route)
    for (const [name, value] of Object.entries({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.org',
      email_confirm: 'grace@example.org',
    }))
      visitor.checkout.setField(name, value)
  }

  for (const step of schedule.steps) {
    if (step === 'pay') {
      visitor.payment.setCardNumber(schedule.card)
      see((await visitor.checkout.submit()).data)
    } else if (step === 'reload') await reload()
    else if (step === 'change cart') await changeCart(sandbox, cartId)
    else sandbox.clock.advance(HOLD_RUNS_OUT_MS)
  }
  // The visitor comes back once more; then the hold runs out for good (any API call expires it).
  await reload()
  visitor.http.dispose()
  sandbox.clock.advance(4 * HOLD_RUNS_OUT_MS)
  const { orders } = await ordersOf(sandbox, cartId)
  const listed = await sandbox.app.fetch(new Request(`${origin}/_sandbox/payment_intents?cart_id=${cartId}`))
  const { payment_intents: intents } = (await listed.json()) as { payment_intents: IntentView[] }
  return {
    orders: orders.length,
    charges: intents.filter(holdsMoney).length,
    unseenOrders: orders.filter((order) => !shown.has(order.id)).length,
  }
}

/** The four invariants, as counts of schedules that broke each (all 0 when money never goes astray). */
export interface MoneyCounts {
  schedules: number
  orders: number
  doubleOrders: number
  doubleCharges: number
  chargesWithoutOrder: number
  unseenOrders: number
}

export function countOutcome(counts: MoneyCounts, outcome: MoneyOutcome): MoneyCounts {
  return {
    schedules: counts.schedules + 1,
    orders: counts.orders + outcome.orders,
    doubleOrders: counts.doubleOrders + (outcome.orders > 1 ? 1 : 0),
    doubleCharges: counts.doubleCharges + (outcome.charges > 1 ? 1 : 0),
    chargesWithoutOrder: counts.chargesWithoutOrder + (outcome.charges > 0 && outcome.orders === 0 ? 1 : 0),
    unseenOrders: counts.unseenOrders + (outcome.unseenOrders > 0 ? 1 : 0),
  }
}

export const NO_COUNTS: MoneyCounts = {
  schedules: 0,
  orders: 0,
  doubleOrders: 0,
  doubleCharges: 0,
  chargesWithoutOrder: 0,
  unseenOrders: 0,
}
