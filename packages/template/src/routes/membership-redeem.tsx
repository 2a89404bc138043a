/** /membership/redeem's lazy chunk (storefront §2). */
export { Redeem as default } from '../screens/membership/Redeem'
