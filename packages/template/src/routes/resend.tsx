/** The resend route's lazy chunk (storefront §2 Other pages), with its messages. */
import { accountMessages } from '@foyer/sdk/auth'
import { Resend } from '../screens/account/Recovery'
import { withMessages } from './with-messages'

export default withMessages(Resend, accountMessages)
