import { useEffect } from 'react'
import type { CartState, CartStore } from '@foyer/sdk'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, type Actions, type UseStoreOptions } from './useStore.js'

/**
 * The storefront's cart (storefront §3, §4 Cart): `[state, actions]`, its items, totals and
 * status. Reserved tickets are held for a limited time; an expired or already-ordered cart is
 * cleared when read. Loads the kept cart when the first component using it mounts (status
 * `idle`); later mounts show what is loaded.
 * @example
 * const [items, { removeItem, confirmRemoveItem }] = useCart((cart) => cart.items)
 * @example
 * const [totals] = useCart((cart) => cart.totals)
 */
export function useCart(): [CartState, Actions<CartStore>]
export function useCart<Selected>(
  selector: (state: CartState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<CartStore>]
export function useCart<Selected>(
  selector?: (state: CartState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<CartStore>] {
  const { cart } = useStorefrontFor('useCart')
  useEffect(() => {
    if (cart.getSnapshot().status === 'idle') void cart.load()
  }, [cart])
  return useStoreWithActions(cart, selector, options)
}
