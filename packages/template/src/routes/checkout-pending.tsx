/** The pending order route's lazy chunk (storefront §2 /checkout/pending/{cartId}), with its messages. */
import { checkoutMessages } from '@foyer/sdk/checkout'
import { CheckoutPending } from '../screens/checkout/CheckoutPending'
import { withMessages } from './with-messages'

export default withMessages(CheckoutPending, checkoutMessages)
