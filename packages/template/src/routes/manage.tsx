/** /manage/{id}'s lazy chunk (storefront §2: edit order, or cancel a free order). */
export { ManageOrderPage as default } from '../screens/manage/ManageOrder'
