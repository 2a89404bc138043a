/** The order confirmation route's lazy chunk (storefront §2 /checkout/complete?orderIds=), with its messages. */
import { checkoutMessages } from '@foyer/sdk/checkout'
import { CheckoutComplete } from '../screens/checkout/CheckoutComplete'
import { withMessages } from './with-messages'

export default withMessages(CheckoutComplete, checkoutMessages)
