/**
 * The checkout store over a fake API (checkout.store.test.ts, checkout.return.test.ts): a cart c1
 * held by the visitor, the answers of the checkout calls, and a store set up with its clock.
 */
import { apiBase, fakeApi, fakeClock, json, type SeenRequest } from '../src/testing/fake-api.js'
import { createCart } from '../src/cart/cart.store.js'
import { cartStorageKey } from '../src/cart/rules/index.js'
import type { Cart } from '../src/cart/types.js'
import { createHttp } from '../src/http/client.js'
import { createI18n } from '../src/i18n/index.js'
import { createSandboxProvider } from '../src/payment/sandbox.js'
import type { PaymentProvider } from '../src/payment/types.js'
import { createEvents } from '../src/store/events.js'
import { createMemoryStorage, type KeyValueStorage } from '../src/store/storage.js'
import { createCheckout } from '../src/checkout/checkout.store.js'
import type { CaptchaProvider, CheckoutSettings } from '../src/checkout/types.js'
import type { CheckoutActor } from '../src/checkout/types.js'

export const NOW = '2026-03-10T14:00:00Z'
/** Where a purchaser waits for a redirect-based payment's return. */
export const PURCHASER_KEY = 'foyer:demo-museum:checkout:c1:purchaser'
export const t = createI18n().t

export function cartRow(fields: Partial<Cart> = {}): Cart {
  return {
    id: 'c1',
    state: 'pending',
    identity_id: 'public',
    expires_in: 900,
    expires_at: '2026-03-10T14:15:00Z',
    currency_code: 'USD',
    grand_totals: { total_outstanding: '70.96' },
    ...fields,
  }
}
export const cartAnswer = (fields: Partial<Cart> = {}, extra: Record<string, unknown> = {}) =>
  json({
    cart: { _data: [cartRow(fields)] },
    ticket: {
      _data: [
        {
          id: 't1',
          ticket_type_id: 'adult',
          ticket_group_id: 'ga',
          event_template_id: 'ga-event',
          event_session_id: 's1',
          face_value: '25.00',
          state: 'in_cart',
        },
      ],
    },
    ...extra,
  })
export const completed = (orderIds: string[] = ['o1']) =>
  json({
    status: 'completed',
    cart: {
      _data: [
        cartRow({
          state: 'completed',
          expires_in: null,
          expires_at: null,
          grand_totals: { total_outstanding: '0.00' },
        }),
      ],
    },
    ticket_order: { _data: orderIds.map((id) => ({ id, cart_id: 'c1' })) },
  })
export const userCreated = () => json({ user: { _data: [{ id: 'u1', identity_id: 'id-ada' }] } })

export const identity = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  email_confirm: 'ada@example.org',
}

export interface Setup {
  storage?: KeyValueStorage
  sessionStorage?: KeyValueStorage
  /** The clock's time. @default NOW */
  now?: number
  settings?: CheckoutSettings
  actor?: CheckoutActor
  captcha?: CaptchaProvider
  payment?: PaymentProvider | null
  cart?: Response
  giftCards?: boolean
}

let stores = 0

export async function setup(options: Setup = {}) {
  const api = fakeApi()
  const time = fakeClock(options.now ?? NOW)
  const storage = options.storage ?? createMemoryStorage()
  const sessionStorage = options.sessionStorage ?? createMemoryStorage()
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
    giftCards: options.giftCards ? { ledgerId: 'gift_card' } : null,
  })
  api.on('GET my/cart/c1', options.cart ?? cartAnswer())
  const sandboxProvider = createSandboxProvider({
    completeChallenge: async (_id, outcome) => ({
      status: outcome === 'approve' ? 'succeeded' : 'requires_payment_method',
    }),
  })
  const payment = options.payment === undefined ? sandboxProvider : options.payment
  // Keys unique across stores, so a reused key can only come from storage.
  const prefix = `s${++stores}`
  let keys = 0
  const checkout = createCheckout({
    http,
    clock: time.clock,
    storage,
    sessionStorage,
    events,
    seller: 'demo-museum',
    cart,
    payment,
    captcha: options.captcha ?? null,
    settings: options.settings ?? {},
    actor: () => options.actor ?? { kind: 'guest' },
    idempotencyKey: () => `${prefix}-key-${++keys}`,
  })
  await checkout.start()
  return { api, time, storage, sessionStorage, events, cart, checkout, provider: sandboxProvider }
}

export function fill(checkout: ReturnType<typeof createCheckout>, values: Record<string, string> = identity) {
  for (const [name, value] of Object.entries(values)) checkout.setField(name, value)
}

export const key = (request: SeenRequest | undefined) => request?.headers.get('Idempotency-Key')
