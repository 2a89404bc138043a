import { getOrders, type OrdersState, type OrdersStore } from '@foyer/sdk/orders'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, type Actions, type UseStoreOptions } from './useStore.js'

/**
 * The logged-in member's orders, upcoming visits and saved cards, for My Account (storefront §3, §4 Orders):
 * `[state, actions]`. Reads are on demand (`loadOrders`, `loadVisits`, `loadOrder(id)`, …); the sdk
 * forgets them when the session ends.
 * @example
 * const [orders, { loadOrders }] = useOrders((state) => state.orders)
 */
export function useOrders(): [OrdersState, Actions<OrdersStore>]
export function useOrders<Selected>(
  selector: (state: OrdersState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<OrdersStore>]
export function useOrders<Selected>(
  selector?: (state: OrdersState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<OrdersStore>] {
  const orders = getOrders(useStorefrontFor('useOrders'))
  return useStoreWithActions(orders, selector, options)
}
