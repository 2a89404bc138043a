/** /manage/{orderId}/reschedule/{sessionId}'s lazy chunk (storefront §2: reschedule, with self-edit), with its messages. */
import { checkoutMessages } from '@foyer/sdk/checkout'
import { ordersMessages } from '@foyer/sdk/orders'
import { reserveMessages } from '@foyer/sdk/reserve'
import { ReschedulePage } from '../screens/manage/Reschedule'
import { withMessages } from './with-messages'

export default withMessages(ReschedulePage, ordersMessages, reserveMessages, checkoutMessages)
