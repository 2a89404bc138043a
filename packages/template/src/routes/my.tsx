/** My Account's lazy chunk (storefront §2 /my and its children), with its messages. */
import { accountMessages } from '@foyer/sdk/auth'
import { checkoutMessages } from '@foyer/sdk/checkout'
import { ordersMessages } from '@foyer/sdk/orders'
import { MyAccount } from '../screens/my/MyAccount'
import { withMessages } from './with-messages'

export default withMessages(MyAccount, accountMessages, ordersMessages, checkoutMessages)
