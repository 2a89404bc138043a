import { internalsOf, seatPickerKey } from '../domains.js'
import type { Storefront } from '../storefront.js'
import { createSeatPicker } from './seats.store.js'
import type { SeatPicker } from './types.js'
import { seatsMessages } from '../i18n/messages/seats.en.js'

/**
 * The seat picker of one session of a seated event (storefront §2 Seat picker, §4 Seats): made on
 * first use, then the same picker for the same event and session until the storefront is
 * disposed. Sends the cart's id, so seats the cart holds come back 'In your cart'.
 *
 * @example
 * import { getSeatPicker } from '@foyer/sdk/seats'
 *
 * const picker = getSeatPicker(storefront, 'chamber-music', sessionId)
 * picker.open('desktop')
 */
export function getSeatPicker(storefront: Storefront, eventId: string, sessionId: string): SeatPicker {
  storefront.i18n.addMessages(seatsMessages)
  return internalsOf(storefront).domain(
    seatPickerKey(eventId, sessionId),
    () =>
      createSeatPicker(
        { http: storefront.http, clock: storefront.options.clock, events: storefront.events },
        { eventId, sessionId, cartId: () => storefront.cart.getSnapshot().cartId },
      ),
    (picker) => picker.dispose(),
  )
}
