/** The home route's lazy chunk (storefront §2 /). */
export { Home as default } from '../screens/Home'
