/** The forgot-password route's lazy chunk (storefront §2 Other pages), with its messages. */
import { accountMessages } from '@foyer/sdk/auth'
import { ForgotPassword } from '../screens/account/Recovery'
import { withMessages } from './with-messages'

export default withMessages(ForgotPassword, accountMessages)
