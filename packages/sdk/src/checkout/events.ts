/**
 * The checkout's domain events, listed in the shared event map (store/events.ts).
 * cart/events.ts). Analytics listens to them (begin_checkout, purchase).
 */
import type { Cart, CartItem } from '../cart/types.js'
import type { FoyerError } from '../errors/index.js'
import type { TicketOrder } from './types.js'

export interface CheckoutEvents {
  /** Checkout opened on a cart (analytics begin_checkout). */
  'checkout:started': (payload: { cartId: string; cart: Cart | null; items: readonly CartItem[] }) => void
  /**
   * A checkout completed (storefront §4 Checkout result: completed): the orders, and the cart
   * and items as they were before (analytics purchase: transaction_id, value, coupon, items).
   */
  'checkout:completed': (payload: {
    cartId: string
    orders: readonly TicketOrder[]
    cart: Cart | null
    items: readonly CartItem[]
    coupons: readonly string[]
  }) => void
  /** A checkout is pending (payment processing). */
  'checkout:pending': (payload: { cartId: string }) => void
  /**
   * A checkout failed. `expected` is true for failures the visitor can fix (a decline, a
   * validation problem): calls §8 "expected declines are not logged", so a logger skips them.
   */
  'checkout:failed': (payload: { error: FoyerError; expected: boolean }) => void
}
