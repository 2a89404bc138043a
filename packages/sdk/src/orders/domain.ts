import { internalsOf } from '../domains.js'
import type { Storefront } from '../storefront.js'
import { createManageOrder, type ManageOrderStore } from './manage.store.js'
import { createOrders } from './orders.store.js'
import type { SelfEditRules } from './self-service.js'
import type { OrdersStore } from './types.js'
import { ordersMessages } from '../i18n/messages/orders.en.js'

/**
 * The member's orders, visits and saved cards (storefront §1 My Account), forgotten when the
 * session ends. Made on first use, then the same store for this storefront.
 *
 * @example
 * import { getOrders } from '@foyer/sdk/orders'
 *
 * const orders = getOrders(storefront)
 * await orders.loadOrders()
 */
export function getOrders(storefront: Storefront): OrdersStore {
  storefront.i18n.addMessages(ordersMessages)
  return internalsOf(storefront).domain(
    'orders',
    () =>
      createOrders({
        http: storefront.http,
        clock: storefront.options.clock,
        apiBase: storefront.options.apiBase,
        cachedApiBase: storefront.options.cachedApiBase,
        seller: storefront.options.seller,
        auth: storefront.auth,
      }),
    (orders) => orders.dispose(),
  )
}

/**
 * Self-service of one order, no login needed (storefront §2 /manage; §4 Orders): what it offers
 * under the tenant's self-edit rules, its edit (remove, add, reschedule; discard or confirm),
 * cancelling free tickets, resending. A new store each call, for the screen that shows it.
 */
export function manageOrder(
  storefront: Storefront,
  orderId: string,
  options: { rules?: SelfEditRules } = {},
): ManageOrderStore {
  storefront.i18n.addMessages(ordersMessages)
  return createManageOrder({
    orderId,
    http: storefront.http,
    clock: storefront.options.clock,
    cart: storefront.cart,
    cartTimer: storefront.options.cartTimer,
    describe: (key) => storefront.i18n.t(key),
    ...(options.rules ? { rules: options.rules } : {}),
  })
}
