/** The forgot-password route's lazy chunk (storefront §2 Other pages). */
export { ForgotPassword as default } from '../screens/account/Recovery'
