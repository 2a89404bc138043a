/** The pending order route's lazy chunk (storefront §2 /checkout/pending/{cartId}). */
export { CheckoutPending as default } from '../screens/checkout/CheckoutPending'
