/** The /_stories route's lazy chunk (storefront §2, non-production only; Screen.tsx leaves it out of production builds), with its messages. */
import { accountMessages } from '@foyer/sdk/auth'
import { checkoutMessages } from '@foyer/sdk/checkout'
import { membershipMessages } from '@foyer/sdk/membership'
import { ordersMessages } from '@foyer/sdk/orders'
import { reserveMessages } from '@foyer/sdk/reserve'
import { seatsMessages } from '@foyer/sdk/seats'
import { Stories } from '../stories/Stories'
import { withMessages } from './with-messages'

export default withMessages(
  Stories,
  reserveMessages,
  seatsMessages,
  checkoutMessages,
  accountMessages,
  membershipMessages,
  ordersMessages,
)
