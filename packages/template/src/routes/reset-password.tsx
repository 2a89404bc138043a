/** The reset-password route's lazy chunk (storefront §2 Other pages). */
export { ResetPassword as default } from '../screens/account/Recovery'
