/** The order confirmation route's lazy chunk (storefront §2 /checkout/complete?orderIds=). */
export { CheckoutComplete as default } from '../screens/checkout/CheckoutComplete'
