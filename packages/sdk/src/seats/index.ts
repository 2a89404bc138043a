/**
 * The seats domain (storefront §2 Seat picker, §3 Seat and Seat map, §4 Seats, §5): the seat map
 * model, selection, auto-pick of neighbours, the quantity match, the picker store, the spatial
 * index for hit-testing and culling, 'best available' and keyboard moves.
 */
export { createSeatPicker } from './seats.store.js'
export * from './rules/index.js'
export type { SeatI18n, SeatMessageKey } from './messages.js'
export {
  ATTRIBUTE_BITS,
  SEAT_ATTRIBUTES,
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  SEAT_IN_CART,
  SEAT_STATE_NAMES,
  SEAT_UNAVAILABLE,
  SeatMapModel,
} from './types.js'
export type * from './types.js'
