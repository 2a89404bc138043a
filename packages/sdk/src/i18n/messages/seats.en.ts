/**
 * The English messages of the seat map and seat selection. A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const seatsMessages = {
  // ── Seats (storefront §2 Seat picker, §5) ─────────────────────────────────────────────────
  'seats.findSeats': 'Find seats',
  'seats.selectedSeats': 'Selected Seats',
  'seats.changeSeats': 'Change seats',
  'seats.selectYourSeats': 'Select your seats',
  'seats.changeTickets': 'Change Tickets',
  'seats.confirmSelection': 'Confirm Selection',
  'seats.notEnoughSeats': 'Not enough seats for {group} {type}',
  'seats.tooManySeats': 'Too many seats for {group}',
  // not quoted: a seat held by the visitor's own cart (storefront §3 Seat state; decision in readSeatMap)
  'seats.legendInCart': 'In your cart',
  // not quoted: the seat attributes (wheelchair space, companion seat, restricted view), the legend and list filter
  'seats.legendWheelchair': 'Wheelchair space',
  'seats.legendCompanion': 'Companion seat',
  'seats.legendRestrictedView': 'Restricted view',
  'seats.legendTitle': 'Key',
  // the words a screen reader announces for a seat, e.g. "Row C, seat 12, available, wheelchair"
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
  // the list path, the seat map without the map: section → row → seats, with 'best available' for a quantity
  'seats.rowSummary': 'Row {row}, {count} available',
  'seats.bestAvailableFor': 'Best available for {group} ({count})',
  'seats.noBestAvailable': 'There are not enough seats left for {count} together. Please choose seats one by one.',
  'seats.bestAvailableApart':
    'There were not {count} seats left together, so the nearest seats in one row were chosen.',
  'seats.filterLabel': 'Show only',
  'seats.noSeatsMatch': 'No seats match these filters.',
  // progress and outcomes
  'seats.progress': '{selected} of {needed} seats selected',
  'seats.loadFailed': 'The seat map could not be loaded.',
  'seats.notForTickets': 'This seat is not available for the tickets you chose.',
  // not quoted: the seat map legend (storefront §3 Seat state)
  'seats.legendAvailable': 'Available',
  'seats.legendSelected': 'Selected',
  'seats.legendUnavailable': 'Unavailable',
  'seats.zoomIn': 'Zoom in',
  'seats.zoomOut': 'Zoom out',
} as const
