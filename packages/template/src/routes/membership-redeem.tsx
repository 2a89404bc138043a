/** /membership/redeem's lazy chunk (storefront §2), with its messages. */
import { membershipMessages } from '@foyer/sdk/membership'
import { reserveMessages } from '@foyer/sdk/reserve'
import { Redeem } from '../screens/membership/Redeem'
import { withMessages } from './with-messages'

export default withMessages(Redeem, membershipMessages, reserveMessages)
