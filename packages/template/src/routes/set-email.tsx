/** The /user/set-email-address route's lazy chunk (storefront §2 e-mail setup). */
export { SetEmail as default } from '../screens/account/SetEmail'
