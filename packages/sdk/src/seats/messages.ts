import { en, interpolate, type I18n, type MessageKey, type MessageParams } from '../i18n/index.js'

/**
 * Seat map texts the spec names without quoting (storefront §2 seat map modal: zoom, a legend;
 * the issue: keyboard and screen-reader paths, seat attributes). The quoted sentences — 'Find
 * seats', 'Selected Seats', 'Select your seats', 'Change Tickets', 'Confirm Selection', 'Not
 * enough seats for {group} {type}', 'Too many seats for {group}' — and the legend words already in
 * the catalogue are read from it.
 *
 * These belong in the catalogue (`i18n/messages.en.ts`), which this domain does not own yet:
 * `seatText` reads the catalogue first (so a tenant override by key, or the key moved into the
 * catalogue, wins) and falls back to the English here.
 */
export const seatMessages = {
  // not quoted: a seat held by the visitor's own cart (storefront §3 Seat state; decision in readSeatMap)
  'seats.legendInCart': 'In your cart',
  // not quoted: the seat attributes, legend and list filter
  'seats.legendWheelchair': 'Wheelchair space',
  'seats.legendCompanion': 'Companion seat',
  'seats.legendRestrictedView': 'Restricted view',
  'seats.legendTitle': 'Key',
  // the words of a seat's announcement, "Row C, seat 12, available, wheelchair" (the issue)
  'seats.seatInRow': 'Row {row}, seat {seat}',
  'seats.seatOnly': 'Seat {seat}',
  'seats.stateAvailable': 'available',
  'seats.stateSelected': 'selected',
  'seats.stateUnavailable': 'unavailable',
  'seats.stateInCart': 'in your cart',
  'seats.attributeWheelchair': 'wheelchair',
  'seats.attributeCompanion': 'companion',
  'seats.attributeRestrictedView': 'restricted view',
  // the map and its controls (storefront §2 "with zoom")
  'seats.mapLabel': 'Seat map',
  'seats.mapHelp':
    'Arrow keys move from seat to seat, Enter or Space selects. Hold Shift with the arrow keys to move the map, + and − zoom.',
  'seats.resetZoom': 'Show the whole map',
  'seats.mapView': 'Map',
  'seats.listView': 'List',
  'seats.viewLabel': 'How to choose seats',
  // the list path (the issue: "section → row → seats, with 'best available' for a quantity")
  'seats.row': 'Row {row}',
  'seats.rowSummary': 'Row {row}, {count} available',
  'seats.bestAvailableFor': 'Best available for {group} ({count})',
  'seats.noBestAvailable': 'There are not enough seats left for {count} together. Please choose seats one by one.',
  'seats.bestAvailableApart': 'There were not {count} seats left together, so the nearest seats in one row were chosen.',
  'seats.filterLabel': 'Show only',
  'seats.noSeatsMatch': 'No seats match these filters.',
  // progress and outcomes
  'seats.progress': '{selected} of {needed} seats selected',
  'seats.seatTaken': 'Sorry, some of the seats you chose have just been taken. Please choose other seats.',
  'seats.loadFailed': 'The seat map could not be loaded.',
  'seats.notForTickets': 'This seat is not available for the tickets you chose.',
} as const

/** A key of the seat texts: the catalogue's own seat keys or the ones above. */
export type SeatMessageKey = keyof typeof seatMessages | Extract<MessageKey, `seats.${string}`>

/** The i18n a seat text needs. */
export type SeatI18n = Pick<I18n, 't'>

/**
 * A seat text with its `{placeholder}`s filled: the catalogue's (or a tenant override's) when it
 * has the key, else the English of `seatMessages`.
 * @example seatText(storefront.i18n, 'seats.seatInRow', { row: 'C', seat: '12' }) // 'Row C, seat 12'
 */
export function seatText(i18n: SeatI18n, key: SeatMessageKey, params?: MessageParams): string {
  if (Object.hasOwn(en, key)) return i18n.t(key as MessageKey, params)
  // The catalogue's `t` answers the key itself for a key it does not know.
  const text = i18n.t(key as MessageKey, params)
  return text === key ? interpolate(seatMessages[key as keyof typeof seatMessages], params) : text
}
