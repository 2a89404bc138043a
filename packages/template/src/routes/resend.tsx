/** The resend route's lazy chunk (storefront §2 Other pages). */
export { Resend as default } from '../screens/account/Recovery'
