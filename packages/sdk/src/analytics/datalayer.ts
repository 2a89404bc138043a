/**
 * The dataLayer analytics adapter: listens to the
 * storefront's domain events and pushes GA4 ecommerce events — add_to_cart
 * (`reserve:reserved`), begin_checkout (`checkout:started`), purchase (`checkout:completed`) —
 * onto a dataLayer array, clearing the previous ecommerce object first as GA4 asks.
 */
import type { CartStore } from '../cart/types.js'
import type { StorefrontEmitter } from '../store/events.js'
import {
  addedItems,
  addToCartEvent,
  analyticsItems,
  beginCheckoutEvent,
  purchaseEvent,
  type EcommerceEvent,
} from './rules.js'

export interface DataLayerAnalyticsOptions {
  events: StorefrontEmitter
  /** To name added tickets from the cart's rows. */
  cart: CartStore
  /**
   * The array to push to.
   * @default window.dataLayer (created when absent), looked up at each push
   */
  dataLayer?: unknown[]
}

export interface Analytics {
  /** Stops listening. */
  dispose(): void
}

function defaultDataLayer(): unknown[] | null {
  const host = globalThis as { dataLayer?: unknown[]; window?: unknown }
  if (host.window === undefined) return null
  host.dataLayer ??= []
  return host.dataLayer
}

/**
 * @example
 * const analytics = createDataLayerAnalytics({ events: storefront.events, cart: storefront.cart })
 */
export function createDataLayerAnalytics(options: DataLayerAnalyticsOptions): Analytics {
  const { events, cart } = options
  const push = (event: EcommerceEvent) => {
    const layer = options.dataLayer ?? defaultDataLayer()
    if (!layer) return
    layer.push({ ecommerce: null })
    layer.push(event)
  }
  const coupons = () => (cart.getSnapshot().contents?.cartMods ?? []).map((m) => m.name ?? String(m.id))
  const offs = [
    events.on('reserve:reserved', ({ cart: row, tickets }) => {
      const contents = cart.getSnapshot().contents
      if (!contents || tickets.length === 0) return
      push(addToCartEvent(row.currency_code ?? contents.cart.currency_code ?? 'USD', addedItems(tickets, contents)))
    }),
    events.on('checkout:started', ({ cart: row, items }) =>
      push(beginCheckoutEvent(row, analyticsItems(items, coupons()), coupons())),
    ),
    events.on('checkout:completed', ({ orders, cart: row, items, coupons: codes }) =>
      push(purchaseEvent(orders, row, analyticsItems(items, codes), codes)),
    ),
  ]
  return { dispose: () => offs.forEach((off) => off()) }
}
