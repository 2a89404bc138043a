import { internalsOf } from '../domains.js'
import { getSeatPicker } from '../seats/domain.js'
import type { Storefront } from '../storefront.js'
import { createReserve } from './reserve.store.js'
import type { ReserveStore } from './types.js'

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
  return internalsOf(storefront).domain(`reserve:${eventId}`, () =>
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
      seats: (seatedEventId, sessionId) => getSeatPicker(storefront, seatedEventId, sessionId),
      upsells: storefront.upsells,
    }),
  )
}
