/** The transfer-cart route's lazy chunk (storefront §2 /transfer-cart/{cartId}). */
export { TransferCart as default } from '../screens/transfer/TransferCart'
