/** The event listing route's lazy chunk (storefront §2 /events). */
export { Events as default } from '../screens/Events'
