/** The 404 page's lazy chunk (storefront §2 catch-all and error/404). */
export { NotFound as default } from '../screens/NotFound'
