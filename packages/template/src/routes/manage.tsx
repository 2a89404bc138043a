/** /manage/{id}'s lazy chunk (storefront §2: edit order, or cancel a free order), with its messages. */
import { checkoutMessages } from '@foyer/sdk/checkout'
import { ordersMessages } from '@foyer/sdk/orders'
import { ManageOrderPage } from '../screens/manage/ManageOrder'
import { withMessages } from './with-messages'

export default withMessages(ManageOrderPage, ordersMessages, checkoutMessages)
