import { useCart } from '@foyer/react-hooks'

/**
 * Whether a kept cart is still being read: its id is in storage and the first answer is not in.
 * What the cart adds to a page (the timer bar, the upsell listing's title and widget) waits for it
 * in reserved space or behind the loading state, so nothing moves when it comes (issue 16: a cart
 * read after the first paint pushed the page down, CLS up to 0.79 on /events).
 */
export function useCartPending(): boolean {
  const [pending] = useCart((cart) => cart.cartId !== null && (cart.status === 'idle' || cart.status === 'loading'))
  return pending
}
