/** The forgot-membership route's lazy chunk (storefront §2 Other pages). */
export { ForgotMembership as default } from '../screens/account/Recovery'
