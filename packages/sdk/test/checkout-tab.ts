/**
 * A visitor's checkout against the in-process sandbox with faults on its checkout calls (POST user,
 * the guest checkout and their repeats): for the fault and money property tests
 * (checkout.faults.test.ts, checkout.money.test.ts). A fault strikes before the request reaches the
 * sandbox (the server never saw it) or after (the server applied it and the answer is lost).
 */
import { contractFetch } from '@foyer/contract/observe'
import { seedIds, type Sandbox } from '@foyer/sandbox'
import { expect } from 'vitest'
import { createCart } from '../src/cart/cart.store.js'
import { createCheckout } from '../src/checkout/checkout.store.js'
import { createHttp } from '../src/http/client.js'
import { createSandboxProvider } from '../src/payment/sandbox.js'
import { systemClock, type Clock } from '../src/store/clock.js'
import { createEvents } from '../src/store/events.js'
import { createMemoryStorage } from '../src/store/storage.js'

export const origin = 'http://sandbox'
export const apiBase = `${origin}/api/v1`
const cachedApiBase = `${origin}/cached/api/v1`
// A short request timeout keeps timeout faults quick; the in-process sandbox answers well within it.
export const TIMEOUT_MS = 200

export type Fault = 'none' | '502' | 'timeout' | 'drop' | '502 after' | 'timeout after' | 'drop after'
export const faultKinds: Fault[] = ['none', '502', 'timeout', 'drop', '502 after', 'timeout after', 'drop after']

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
export function faultyFetch(
  inner: (request: Request) => Promise<Response>,
  schedule: Fault[],
  struck: Fault[],
  beforeCheckoutCall?: (request: Request) => Promise<void>,
) {
  const queue = [...schedule]
  return async (request: Request): Promise<Response> => {
    if (!isCheckoutCall(request)) return inner(request)
    await beforeCheckoutCall?.(request)
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

export type Scenario = 'card' | 'gift card then card' | '3-D Secure'

/** A visitor's tab over the sandbox: its cart, checkout and payment, the schedule's faults on its checkout calls. */
export interface TabOptions {
  /** The request timeout (timeout faults wait for it). @default TIMEOUT_MS */
  timeoutMs?: number
  /** What the visitor does when a 3-D Secure challenge opens. @default approve it */
  onChallenge?: (payment: ReturnType<typeof createSandboxProvider>) => void
  /** Runs before each checkout call reaches the faults and the sandbox (e.g. another tab changes the cart). */
  beforeCheckoutCall?: (request: Request) => Promise<void>
}

export function tab(sandbox: Sandbox, schedule: Fault[], storage = createMemoryStorage(), options: TabOptions = {}) {
  const observed = contractFetch((request) => sandbox.app.fetch(request), { apiBase, cachedApiBase })
  const struck: Fault[] = []
  const clock: Clock = { ...systemClock, now: () => sandbox.clock.now().getTime() }
  const events = createEvents()
  const http = createHttp({
    apiBase,
    cachedApiBase,
    seller: 'demo-museum',
    fetch: faultyFetch(observed.fetch, schedule, struck, options.beforeCheckoutCall),
    clock,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
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
  // The visitor answers each 3-D Secure challenge that opens (approves it, unless told otherwise).
  const onChallenge = options.onChallenge ?? ((provider) => void provider.approveChallenge())
  let answering = false
  payment.subscribe(() => {
    const open = payment.getSnapshot().status === 'challenge'
    if (open && !answering) {
      answering = true
      onChallenge(payment)
    }
    if (!open) answering = false
  })
  return { observed, struck, http, cart, payment, checkout, storage }
}

/** Two adults of General Admission tomorrow 10:00 in the tab's cart, and the purchaser typed in. */
export async function reserveAndFill({ cart, checkout }: ReturnType<typeof tab>, scenario: Scenario = 'card') {
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

export async function ordersOf(sandbox: Sandbox, cartId: string) {
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
