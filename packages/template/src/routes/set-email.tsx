/** The /user/set-email-address route's lazy chunk (storefront §2 e-mail setup), with its messages. */
import { accountMessages } from '@foyer/sdk/auth'
import { SetEmail } from '../screens/account/SetEmail'
import { withMessages } from './with-messages'

export default withMessages(SetEmail, accountMessages)
