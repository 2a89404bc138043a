/** The /logout route's lazy chunk (storefront §2 /logout). */
export { Logout as default } from '../screens/login/Logout'
