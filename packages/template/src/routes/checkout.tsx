/** The checkout route's lazy chunk (storefront §2 /checkout/{cartId?}, 'Payment information'). */
export { Checkout as default } from '../screens/checkout/Checkout'
