/** The event page route's lazy chunk (storefront §2 /events/{id} and /events/{id}/{action}). */
export { EventPage as default } from '../screens/EventPage'
