/** The event page route's lazy chunk (storefront §2 /events/{id} and /events/{id}/{action}), with its messages. */
import { reserveMessages } from '@foyer/sdk/reserve'
import { EventPage } from '../screens/EventPage'
import { withMessages } from './with-messages'

export default withMessages(EventPage, reserveMessages)
