import { useEffect, useRef } from 'react'
import type { CheckoutState, CheckoutStore } from '@foyer/sdk'
import { getCheckout, type CheckoutEntry } from '@foyer/sdk/checkout'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, type Actions, type UseStoreOptions } from './useStore.js'

/**
 * The checkout page (storefront §2 Checkout; the sdk's `createCheckout`): `[state, actions]` of
 * the storefront's checkout. On mount, and when the entry's cart or order changes, it enters the
 * checkout (`checkout.enter`: start or resume, complete a redirect return from `entry.query`). No
 * rule lives here: the form, the payment, the result and where it leads are the sdk's
 * (`checkoutDestination`).
 * @example
 * const [state, { setField, submit }] = useCheckout({ cartId, query: window.location.search })
 * @example
 * const [route] = useCheckout(undefined, (s) => s.route)
 */
export function useCheckout(entry?: CheckoutEntry): [CheckoutState, Actions<CheckoutStore>]
export function useCheckout<Selected>(
  entry: CheckoutEntry | undefined,
  selector: (state: CheckoutState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<CheckoutStore>]
export function useCheckout<Selected>(
  entry?: CheckoutEntry,
  selector?: (state: CheckoutState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<CheckoutStore>] {
  const checkout = getCheckout(useStorefrontFor('useCheckout'))
  // The query is read when the page is entered, not followed: leaving for a result changes it.
  const query = useRef(entry?.query)
  query.current = entry?.query
  const cartId = entry?.cartId
  const editingOrderId = entry?.editingOrderId
  useEffect(() => {
    void checkout.enter({
      ...(cartId ? { cartId } : {}),
      ...(editingOrderId ? { editingOrderId } : {}),
      ...(query.current !== undefined ? { query: query.current } : {}),
    })
  }, [checkout, cartId, editingOrderId])
  return useStoreWithActions(checkout, selector, options)
}
