/** The external login callback route's lazy chunk (storefront §2 "external login callback path"). */
export { AuthCallback as default } from '../screens/login/AuthCallback'
