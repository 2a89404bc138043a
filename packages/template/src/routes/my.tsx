/** My Account's lazy chunk (storefront §2 /my and its children). */
export { MyAccount as default } from '../screens/my/MyAccount'
