import { useCart } from '@foyer/react-hooks'
import { lazyRoute } from '../../screens/lazyRoute'

/** Whether the cart has something to show: the widget and the footer appear only then. */
export function useCartHasItems(): boolean {
  const [count] = useCart((cart) => cart.items.length)
  return count > 0
}

// The cart widget and the phone's cart footer (CartWidget.tsx) load once the cart has items, not
// with the listing and event pages: most first visits have no cart (issue 16). The two share one
// chunk; the checkout, which always has a cart, imports the widget itself.
const cartWidget = () => import('./CartWidget')
const Widget = lazyRoute(() => cartWidget().then((module) => ({ default: module.CartWidget })), { placeholder: null })
const Footer = lazyRoute(() => cartWidget().then((module) => ({ default: module.CartFooter })), { placeholder: null })

/** The cart widget (storefront §2 "Cart widget"), when the cart has items. */
export function LazyCartWidget() {
  return useCartHasItems() ? <Widget /> : null
}

/** The phone's cart footer (storefront §2 "Mobile: a cart footer"), when the cart has items. */
export function LazyCartFooter() {
  return useCartHasItems() ? <Footer /> : null
}
