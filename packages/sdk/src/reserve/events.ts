/**
 * The reserve flow's domain events, listed in the shared event map (store/events.ts).
 * cart/events.ts). Analytics listens to `reserve:reserved` (add_to_cart).
 */
import type { Cart, CartTicket } from '../cart/types.js'

export interface ReserveEvents {
  /**
   * Tickets were reserved into the cart (storefront §4 Reserve flow: "Submit adds to the cart");
   * the add_to_cart of analytics. `tickets` are the held tickets this reserve added.
   */
  'reserve:reserved': (payload: { eventId: string; cart: Cart; tickets: CartTicket[] }) => void
}
