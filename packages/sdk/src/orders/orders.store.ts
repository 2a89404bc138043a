/**
 * The member's orders, visits and saved cards (`getOrders(storefront)`; storefront §1 My Account
 * "upcoming tickets, recent orders", §3 Saved payment method; calls §7 Orders and Account). Reads
 * on demand; everything is forgotten when the session ends, so the next member sees none of it.
 */
import type { AuthState } from '../auth/types.js'
import { FoyerError, errorForFlow, ok, type Result } from '../errors/foyer-error.js'
import type { Http } from '../http/client.js'
import type { Clock } from '../store/clock.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  MY_ORDER_EMBEDS,
  MY_VISIT_EMBEDS,
  MY_VISIT_TICKET_STATES,
  ORDER_EMBEDS,
  orderQrCodeUrl,
  readOrders,
  readVisits,
  walletLinks,
} from './rules.js'
import type { Loadable, OrdersState, OrdersStore } from './types.js'

export interface OrdersOptions {
  http: Http
  clock: Clock
  apiBase: string
  cachedApiBase: string
  seller: string
  /** The session it follows. */
  auth: ReadableStore<AuthState>
}

const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null })
const EMPTY: OrdersState = { status: 'anonymous', orders: idle(), visits: idle(), savedPaymentMethods: idle() }

export function createOrders(options: OrdersOptions): OrdersStore {
  const { http, clock, auth } = options
  const store = createStore<OrdersState>(EMPTY)
  // Each session gets a number: an answer that arrives after the session changed is dropped.
  let session = 0
  let userId: string | null = null

  async function read<
    K extends 'orders' | 'visits' | 'savedPaymentMethods',
    T extends NonNullable<OrdersState[K]['data']>,
  >(key: K, call: () => Promise<Result<T>>): Promise<Result<T>> {
    const mine = session
    store.setState((draft) => {
      draft[key].status = 'loading'
      draft[key].error = null
    })
    const result = await call()
    if (mine !== session) return result
    store.setState((draft) => {
      const slot = draft[key] as Loadable<T>
      if (result.error) {
        slot.status = 'error'
        slot.error = result.error
      } else {
        slot.status = 'ready'
        slot.data = result.data
      }
    })
    return result
  }

  function follow() {
    const next = auth.getSnapshot().status === 'logged_in' ? (auth.getSnapshot().user?.id ?? null) : null
    if (next === userId) return
    userId = next
    session++
    store.setState(() => ({ ...EMPTY, status: next ? 'member' : 'anonymous' }))
  }
  const unsubscribe = auth.subscribe(follow)
  follow()

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    loadOrders: () =>
      read('orders', async () => {
        const result = await http.get('/my/ticket_order', { params: { query: { _embed: MY_ORDER_EMBEDS } } })
        return result.error ? { error: result.error } : ok(readOrders(result.data, clock.now()))
      }),
    loadVisits: () =>
      read('visits', async () => {
        const result = await http.get('/my/order_session', {
          params: { query: { _embed: MY_VISIT_EMBEDS, 'ticket.state._in': MY_VISIT_TICKET_STATES } },
        })
        return result.error ? { error: result.error } : ok(readVisits(result.data, clock.now()))
      }),
    loadSavedPaymentMethods: () =>
      read('savedPaymentMethods', async () => {
        const result = await http.get('/my/identity/saved_payment_method', { params: { query: {} } })
        return result.error ? { error: result.error } : ok(result.data.saved_payment_method._data)
      }),
    async loadOrder(orderId) {
      const result = await http.get('/ticket_order/{orderId}', {
        params: { path: { orderId }, query: { _embed: ORDER_EMBEDS } },
      })
      if (result.error) return { error: errorForFlow(result.error, 'orders') }
      const [order] = readOrders(result.data, clock.now())
      if (!order)
        return { error: new FoyerError({ code: 'not_found', status: 404, messageKey: 'orders.orderNotFound' }) }
      return ok(order)
    },
    async walletPrecheck(ticketId) {
      const result = await http.get('/ticket/{ticketId}/walletprecheck', { params: { path: { ticketId } } })
      if (result.error) return { error: result.error }
      const row = result.data.walletprecheck._data[0]
      return ok({ apple: row?.apple_wallet === true, google: row?.google_wallet === true })
    },
    walletLinks: (ticketId) => walletLinks(options.apiBase, options.seller, ticketId),
    qrCodeUrl: (orderId) => orderQrCodeUrl(options.cachedApiBase, options.seller, orderId),
    dispose: unsubscribe,
  }
}
