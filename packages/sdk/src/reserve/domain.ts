import { internalsOf, isSeatPickerKey, seatPickerKey } from '../domains.js'
import type { SeatPicker } from '../seats/types.js'
import type { Storefront } from '../storefront.js'
import { createReserve } from './reserve.store.js'
import type { ReserveStore } from './types.js'
import { reserveMessages } from '../i18n/messages/reserve.en.js'

/**
 * The reserve page of an event, where a visitor chooses a date, a session and how many tickets of
 * each type, then adds them to the cart (storefront §4 Reserve flow): made on first use, then the
 * same store for the same event id until the storefront is disposed.
 *
 * @example
 * import { getReserve } from '@foyer/sdk/reserve'
 *
 * const reserve = getReserve(storefront, 'general-admission')
 * await reserve.load({ query: '?date=2026-03-11' })
 */
export function getReserve(storefront: Storefront, eventId: string): ReserveStore {
  storefront.i18n.addMessages(reserveMessages)
  const internals = internalsOf(storefront)
  return internals.domain(`reserve:${eventId}`, () =>
    createReserve({
      eventId,
      http: storefront.http,
      events: storefront.events,
      catalog: storefront.catalog,
      cart: storefront.cart,
      clock: storefront.options.clock,
      i18n: storefront.i18n,
      timeZone: storefront.options.timeZone,
      memberships: storefront.memberships,
      // A seated session's picker is made where the seat map is shown (`getSeatPicker` of
      // `@foyer/sdk/seats`), so a page without seats never loads the seat map's rules.
      seats: {
        picker: (seatedEventId, sessionId) => internals.kept<SeatPicker>(seatPickerKey(seatedEventId, sessionId)),
        // Told after the current task: a picker is made while a page renders its seat map.
        subscribe: (listener) =>
          internals.onMade((key) => {
            if (isSeatPickerKey(key)) queueMicrotask(listener)
          }),
      },
      upsells: storefront.upsells,
    }),
  )
}
