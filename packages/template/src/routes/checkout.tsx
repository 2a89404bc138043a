/** The checkout route's lazy chunk (storefront §2 /checkout/{cartId?}, 'Payment information'), with its messages. */
import { checkoutMessages } from '@foyer/sdk/checkout'
import { Checkout } from '../screens/checkout/Checkout'
import { withMessages } from './with-messages'

export default withMessages(Checkout, checkoutMessages)
