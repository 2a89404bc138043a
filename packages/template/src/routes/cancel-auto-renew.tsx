/** /manage/{ticketOrderId}/cancel-auto-renew's lazy chunk (storefront §2). */
export { CancelAutoRenewPage as default } from '../screens/membership/AutoRenew'
