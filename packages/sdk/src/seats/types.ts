/**
 * Types of the seats domain (storefront §2 Seat picker, §3 Seat and Seat map, §4 Seats, §5).
 *
 * Wire rows are what `GET events/{id}/sessions/{sessionId}/seat_map` answers; the model
 * (`SeatMapModel`, built by `readSeatMap`) is the indexed form every rule and the seat map view
 * read.
 */

// ---------------------------------------------------------------------------------------------
// Wire rows (storefront §3 Seat, Seat map)
// ---------------------------------------------------------------------------------------------

/**
 * storefront §3 Seat state. `selected` is listed by the spec as a state of the seat; on the
 * wire a server may send it for a seat it holds for this visitor (see `readSeatMap`).
 */
export type SeatWireState = 'available' | 'booked' | 'selected' | 'unavailable'

/** What a seat's data may mark it as (the issue: "wheelchair, companion or restricted view"). */
export type SeatAttribute = 'wheelchair' | 'companion' | 'restricted_view'

/** The seat attributes in the order the legend and the list filter show them. */
export const SEAT_ATTRIBUTES: readonly SeatAttribute[] = ['wheelchair', 'companion', 'restricted_view']

/** One seat as the API sends it (storefront §3 Seat). */
export interface SeatRow {
  id: string
  name: string
  /** The section the seat is in (e.g. 'Stalls'); absent on a map without sections. */
  section?: string | null
  /** The row label (e.g. 'C'); absent on a map without rows. */
  row?: string | null
  x: number
  y: number
  /** Radius, in map units. */
  r?: number | null
  state: SeatWireState
  seat_template_id?: string | null
  /** storefront §3: "ticket_groups that may use it". */
  ticket_group_ids?: readonly string[] | null
  /** The same list under the name the first contract draft used. */
  ticket_groups?: readonly string[] | null
  /** storefront §3: the neighbour before this seat along its row, or null at the row's start or an aisle. */
  previous?: string | null
  /** storefront §3: the neighbour after this seat along its row, or null at the row's end or an aisle. */
  next?: string | null
  attributes?: readonly SeatAttribute[] | null
  /** The cart holding the seat, when a cart holds it (true when the server does not say which). */
  held_by_cart?: string | boolean | null
}

/** storefront §3 Seat map: width, height, other_elements (background), map_geometry. */
export interface SeatMapRow {
  id?: string
  width: number
  height: number
  other_elements?: unknown
  map_geometry?: unknown
}

/** The answer of `GET events/{id}/sessions/{sessionId}/seat_map`. */
export interface SeatMapResponse {
  seat_map: { _data: readonly SeatMapRow[] }
  seat: { _data: readonly SeatRow[] }
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/**
 * A seat's state in the model, as a small number so 50,000 of them fit one `Uint8Array`:
 * - `SEAT_AVAILABLE` (0): may be selected;
 * - `SEAT_BOOKED` (1) and `SEAT_UNAVAILABLE` (2): never selectable (storefront §4 Seats);
 * - `SEAT_IN_CART` (3): held by the visitor's own cart — theirs already, so not selectable again.
 * The fourth state of storefront §3, `selected`, is the picker's selection, kept beside the model.
 */
export type SeatStateCode = 0 | 1 | 2 | 3
export const SEAT_AVAILABLE = 0
export const SEAT_BOOKED = 1
export const SEAT_UNAVAILABLE = 2
export const SEAT_IN_CART = 3

/** The names of the state codes, for views and announcements. */
export type SeatStateName = 'available' | 'booked' | 'unavailable' | 'in_cart'
export const SEAT_STATE_NAMES: readonly SeatStateName[] = ['available', 'booked', 'unavailable', 'in_cart']

/** Attribute bits of `SeatMapModel.attributes`. */
export const ATTRIBUTE_BITS: Readonly<Record<SeatAttribute, number>> = { wheelchair: 1, companion: 2, restricted_view: 4 }

/** A row of seats: the seats of one section and row label, in order along the row. */
export interface SeatMapRowInfo {
  /** Index of the row in `SeatMapModel.rows`. */
  index: number
  section: string
  /** The row label; '' when the data has none. */
  label: string
  /** Seat indices in row order (chain segments joined left to right). */
  seats: Int32Array
  /** Mean y of the row's seats, to order rows front to back for up/down moves. */
  meanY: number
}

/** A section with its rows in front-to-back order (mean y), for the list path and up/down moves. */
export interface SeatMapSection {
  name: string
  /** Row indices in front-to-back order. */
  rows: readonly number[]
}

/** A rectangle in map units. */
export interface SeatRect {
  x: number
  y: number
  width: number
  height: number
}

/** A seat the visitor selected, and the ticket group it is for. */
export interface SelectedSeat {
  seatId: string
  ticketGroupId: string
}

/**
 * What the seated groups ask for: each seated ticket group with its types and quantities
 * (storefront §5 "Seats must match the quantities exactly").
 */
export interface SeatDemand {
  ticketGroupId: string
  /** The group's name, for 'Not enough seats for {group} {type}' / 'Too many seats for {group}'. */
  name: string
  types: readonly { ticketTypeId: string; name: string; quantity: number }[]
}

/** A seat of the selection with the ticket type it is sold as (one cart line per seat). */
export interface SeatAssignment {
  seatId: string
  ticketGroupId: string
  ticketTypeId: string
}

/** storefront §5: seats that do not match the quantities, with the sentence to show. */
export type SeatProblem =
  | {
      problem: 'not_enough_seats'
      messageKey: 'seats.notEnoughSeats'
      params: { group: string; type: string }
      ticketGroupId: string
      ticketTypeId: string
      /** How many more seats this type needs. */
      missing: number
    }
  | {
      problem: 'too_many_seats'
      messageKey: 'seats.tooManySeats'
      params: { group: string }
      ticketGroupId: string
      /** How many seats too many. */
      extra: number
    }

/** storefront §4 Seats: "Picker states: closed, rendering (50 ms), open." */
export type PickerStatus = 'closed' | 'rendering' | 'open'

/** storefront §4 Seats: "It opens in mobile or desktop mode." */
export type PickerMode = 'mobile' | 'desktop'

/** storefront §4 Seats: "It closes again on confirm, back or Change Tickets." */
export type PickerCloseReason = 'confirm' | 'back' | 'change_tickets'

/** What moves the picker from one status to another. */
export type PickerEvent = { type: 'open' } | { type: 'rendered' } | { type: 'close'; reason: PickerCloseReason }

/** Where a keyboard move goes on the map (arrow keys, storefront §2 / DESIGN.md "the seat map works by keyboard"). */
export type SeatDirection = 'previous' | 'next' | 'up' | 'down'
