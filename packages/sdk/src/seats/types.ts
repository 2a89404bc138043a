/**
 * Types of the seats domain (storefront §2 Seat picker, §3 Seat and Seat map, §4 Seats, §5).
 *
 * Wire rows are what `GET events/{id}/sessions/{sessionId}/seat_map` answers (the contract's
 * schemas); the model (`SeatMapModel`, built by `readSeatMap`) is the indexed form every rule and
 * the seat map view read; the picker's store and snapshot types close the file.
 */
import type { FoyerError, Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Schema } from '../http/paths.js'
import type { MessageParams } from '../i18n/types.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { ReadableStore } from '../store/store.js'
import type { SeatMessageKey } from './messages.js'

// ---------------------------------------------------------------------------------------------
// Wire rows (storefront §3 Seat, Seat map)
// ---------------------------------------------------------------------------------------------

/**
 * storefront §3 Seat state. `selected` is listed by the spec as a state of the seat; on the
 * wire a server may send it for a seat it holds for this visitor (see `readSeatMap`).
 */
export type SeatWireState = SeatRow['state']

/** What a seat's data may mark it as: a wheelchair space, a companion seat or a restricted view. */
export type SeatAttribute = NonNullable<SeatRow['attributes']>[number]

/** The seat attributes in the order the legend and the list filter show them. */
export const SEAT_ATTRIBUTES: readonly SeatAttribute[] = ['wheelchair', 'companion', 'restricted_view']

/** One seat as the API sends it (storefront §3 Seat). */
export type SeatRow = Schema<'Seat'>

/** A seat map as the API sends it: its width and height, the background shapes (`other_elements`) and the layout of its seats (`map_geometry`) (storefront §3 Seat map). */
export type SeatMapRow = Schema<'SeatMap'>

/** The answer of `GET events/{id}/sessions/{sessionId}/seat_map`. */
export type SeatMapResponse = Schema<'SeatMapResponse'>

/**
 * A seat as `readSeatMap` reads it: the contract's `Seat`, with what an older server leaves out
 * optional, and the names and forms the first contract draft used.
 */
export type SeatRowInput = Pick<SeatRow, 'id' | 'name' | 'x' | 'y' | 'state'> & {
  /** The section the seat is in (e.g. 'Stalls'); absent on a map without sections. */
  section?: string | null
  /** The row label (e.g. 'C'); absent on a map without rows. */
  row?: string | null
  /** Radius, in map units. */
  r?: number | null
  seat_template_id?: string | null
  /** storefront §3: "ticket_groups that may use it". */
  ticket_groups?: readonly string[] | null
  /** The same list under the name the first contract draft used. */
  ticket_group_ids?: readonly string[] | null
  /** storefront §3: the neighbour before this seat along its row, or null at the row's start or an aisle. */
  previous?: string | null
  /** storefront §3: the neighbour after this seat along its row, or null at the row's end or an aisle. */
  next?: string | null
  attributes?: readonly SeatAttribute[] | null
  /** The cart holding the seat, when a cart holds it (true when the server does not say which). */
  held_by_cart?: string | boolean | null
}

/**
 * A seat map row as `readSeatMap` reads it: the contract's `SeatMap`; `other_elements` is checked
 * shape by shape (`readSeatMapShapes`), so anything is accepted there.
 */
export type SeatMapRowInput = Pick<SeatMapRow, 'width' | 'height'> & {
  id?: string
  other_elements?: unknown
  map_geometry?: unknown
}

/** What `readSeatMap` reads: the seat map answer (`SeatMapResponse`), with rows as loose as above. */
export interface SeatMapInput {
  seat_map: { _data: readonly SeatMapRowInput[] }
  seat: { _data: readonly SeatRowInput[] }
}

/** storefront §3 Seat map other_elements: what a background shape is (stage, section outline, aisle, label). */
export type SeatMapShapeKind = Schema<'SeatMapElement'>['kind']

/**
 * One background shape of the map (storefront §3 Seat map other_elements), as `readSeatMap`
 * keeps it: a rectangle, a polygon or a text, each with the fields it needs to be drawn.
 */
export type SeatMapShape = { kind: SeatMapShapeKind; section?: string } & (
  | { shape: 'rect'; x: number; y: number; width: number; height: number; text?: string }
  | { shape: 'polygon'; points: readonly (readonly [number, number])[] }
  | { shape: 'text'; x: number; y: number; text: string }
)

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
export const ATTRIBUTE_BITS: Readonly<Record<SeatAttribute, number>> = {
  wheelchair: 1,
  companion: 2,
  restricted_view: 4,
}

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

/** The fields of a `SeatMapModel`, as `readSeatMap` fills them. */
export interface SeatMapModelFields {
  id: string | null
  width: number
  height: number
  /** The background (storefront §3 Seat map other_elements), checked shape by shape. */
  otherElements: readonly SeatMapShape[]
  mapGeometry: unknown
  ids: readonly string[]
  names: readonly string[]
  sectionOf: readonly string[]
  rowLabelOf: readonly string[]
  seatTemplateIds: readonly (string | null)[]
  /** Ticket groups that may use each seat; null: every group (the seat names none). */
  ticketGroups: readonly (readonly string[] | null)[]
  x: Float64Array
  y: Float64Array
  r: Float64Array
  state: Uint8Array
  attributes: Uint8Array
  previous: Int32Array
  next: Int32Array
  rowOf: Int32Array
  rowPosition: Int32Array
  rows: readonly SeatMapRowInfo[]
  sections: readonly SeatMapSection[]
  maxRadius: number
  bounds: SeatRect
}

/**
 * The seat map, indexed (storefront §3 Seat: name, x, y, r, state, seat_template_id, the ticket
 * groups that may use it, previous and next neighbours; Seat map: width, height, other_elements,
 * map_geometry).
 *
 * Seats are numbered 0 … count − 1; per-seat values sit in typed arrays at that number, and
 * `indexOf(id)` finds the number of an id in O(1). Neighbours are seat numbers (−1: none).
 * A class, not a plain object, so the stores' Immer never drafts or freezes its 50,000 entries:
 * treat it as immutable (`withSeatStates` makes a changed copy).
 */
export class SeatMapModel implements SeatMapModelFields {
  readonly id!: string | null
  readonly width!: number
  readonly height!: number
  readonly otherElements!: readonly SeatMapShape[]
  readonly mapGeometry!: unknown
  readonly ids!: readonly string[]
  readonly names!: readonly string[]
  readonly sectionOf!: readonly string[]
  readonly rowLabelOf!: readonly string[]
  readonly seatTemplateIds!: readonly (string | null)[]
  readonly ticketGroups!: readonly (readonly string[] | null)[]
  readonly x!: Float64Array
  readonly y!: Float64Array
  readonly r!: Float64Array
  readonly state!: Uint8Array
  readonly attributes!: Uint8Array
  readonly previous!: Int32Array
  readonly next!: Int32Array
  readonly rowOf!: Int32Array
  readonly rowPosition!: Int32Array
  readonly rows!: readonly SeatMapRowInfo[]
  readonly sections!: readonly SeatMapSection[]
  readonly maxRadius!: number
  readonly bounds!: SeatRect
  readonly #indexById: ReadonlyMap<string, number>

  constructor(fields: SeatMapModelFields, indexById?: ReadonlyMap<string, number>) {
    Object.assign(this, fields)
    this.#indexById = indexById ?? new Map(fields.ids.map((id, index) => [id, index]))
  }

  /** How many seats the map has. */
  get count(): number {
    return this.ids.length
  }

  /** The seat number of an id, or −1 when the map has no such seat. O(1). */
  indexOf(seatId: string): number {
    return this.#indexById.get(seatId) ?? -1
  }

  /** A copy with some seats' states changed; everything else is shared. */
  withStates(changes: Iterable<readonly [number, SeatStateCode]>): SeatMapModel {
    const state = this.state.slice()
    for (const [index, code] of changes) if (index >= 0 && index < state.length) state[index] = code
    return new SeatMapModel({ ...fieldsOf(this), state }, this.#indexById)
  }
}

function fieldsOf(model: SeatMapModel): SeatMapModelFields {
  const {
    id,
    width,
    height,
    otherElements,
    mapGeometry,
    ids,
    names,
    sectionOf,
    rowLabelOf,
    seatTemplateIds,
    ticketGroups,
    x,
    y,
    r,
    state,
    attributes,
    previous,
    next,
    rowOf,
    rowPosition,
    rows,
    sections,
    maxRadius,
    bounds,
  } = model
  return {
    id,
    width,
    height,
    otherElements,
    mapGeometry,
    ids,
    names,
    sectionOf,
    rowLabelOf,
    seatTemplateIds,
    ticketGroups,
    x,
    y,
    r,
    state,
    attributes,
    previous,
    next,
    rowOf,
    rowPosition,
    rows,
    sections,
    maxRadius,
    bounds,
  }
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

/** A seated group whose chosen seats are fewer or more than its tickets, with the sentence to show (storefront §5 Seats). */
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

/**
 * Where the seat picker is: `closed`; `rendering` for 50 ms after it opens, while the map is
 * drawn; `open` (storefront §4 Seats "Picker states: closed, rendering (50 ms), open.").
 */
export type PickerStatus = 'closed' | 'rendering' | 'open'

/**
 * How the seat picker is laid out: `mobile` (full screen, on a viewport narrower than 768 px) or
 * `desktop` (storefront §4 Seats "It opens in mobile or desktop mode.").
 */
export type PickerMode = 'mobile' | 'desktop'

/** Why the seat picker closed: the visitor confirmed the seats, went back, or chose 'Change Tickets' (storefront §4 Seats). */
export type PickerCloseReason = 'confirm' | 'back' | 'change_tickets'

/** What moves the picker from one status to another. */
export type PickerEvent = { type: 'open' } | { type: 'rendered' } | { type: 'close'; reason: PickerCloseReason }

/**
 * Where a keyboard move goes on the map: the seat map works by keyboard, arrow keys moving between
 * seats (storefront §2).
 */
export type SeatDirection = 'previous' | 'next' | 'up' | 'down'

// ---------------------------------------------------------------------------------------------
// The seat picker (the store)
// ---------------------------------------------------------------------------------------------

/** What a click on a seat does (`clickSeat`). */
export type SeatClickOutcome =
  | { outcome: 'deselected'; selection: SelectedSeat[]; seatIds: string[] }
  | { outcome: 'selected'; selection: SelectedSeat[]; seatIds: string[]; ticketGroupId: string; repicked: boolean }
  | { outcome: 'refused'; reason: 'unknown_seat' | 'not_selectable' | 'not_for_tickets' | 'no_tickets' }

/** Where the seat map's data is: not asked, loading, read, or failed (`error`). */
export type SeatMapStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A message the picker shows once, beside the map (not a problem of the selection). */
export interface SeatNotice {
  kind: 'seat_taken' | 'not_for_tickets' | 'best_available_apart' | 'no_best_available'
  messageKey: SeatMessageKey
  params?: MessageParams
  /** The seats concerned (the seats taken meanwhile). */
  seatIds?: readonly string[]
}

/** The snapshot of a seat picker. */
export interface SeatPickerState {
  /** Whether the picker is closed, rendering (the 50 ms after it opens) or open (storefront §4 Seats). */
  status: PickerStatus
  /** The layout the picker opened in, mobile (full screen) or desktop (storefront §4 Seats). */
  mode: PickerMode
  mapStatus: SeatMapStatus
  /** The seat map, indexed; null until loaded. Never mutated: a change makes a new model. */
  model: SeatMapModel | null
  /** The seated groups and their quantities, from the reserve page (`setDemand`). */
  demand: SeatDemand[]
  /** The seats chosen in the open picker, in the order they were chosen. */
  selection: SelectedSeat[]
  /** The seats the visitor confirmed ('Confirm Selection'): what the reserve submits. */
  confirmed: SelectedSeat[]
  /**
   * How the seats chosen so far differ from the tickets asked for: each seated group needs as many
   * seats as tickets; [] when they match (storefront §5 Seats).
   */
  problems: SeatProblem[]
  /** How the confirmed seats differ from the tickets asked for, for the reserve page; [] when they match (storefront §5 Seats). */
  confirmedProblems: SeatProblem[]
  /**
   * storefront §5 "seat selection is complete": every seated group's confirmed seats match its
   * quantities. True when no seated tickets are chosen.
   */
  complete: boolean
  /** What the last click or pick did, for an announcement. */
  lastChange: { kind: 'selected' | 'deselected'; seatIds: string[] } | null
  notice: SeatNotice | null
  /** Why the map could not be loaded (calls §8), with `mapStatus: 'error'`. */
  error: FoyerError | null
}

/** What a seat picker needs from the storefront. */
export interface SeatPickerDeps {
  http: Http
  clock: Clock
  /**
   * The storefront's domain events: a 409 seat_unavailable of any request (the reserve's cart
   * modify) marks those seats taken here. @default none: call `seatsTaken` yourself
   */
  events?: StorefrontEmitter
}

/** The session whose seats are picked. */
export interface SeatPickerTarget {
  eventId: string
  sessionId: string
  /**
   * The visitor's cart, sent as `cart_id` so the seats it holds come back `held_by_cart` (shown
   * 'In your cart'). A function is read at each load, as the cart may be made later.
   */
  cartId?: string | null | (() => string | null)
}

/** What 'Confirm Selection' gives: the confirmed seats, or the problems that keep it open (storefront §5). */
export type ConfirmResult = { data: SelectedSeat[]; error?: undefined } | { data?: undefined; error: SeatProblem[] }

/** The seat picker: the store and its actions. */
export interface SeatPicker extends ReadableStore<SeatPickerState> {
  readonly eventId: string
  readonly sessionId: string
  /**
   * 'Find seats' (storefront §2): starts rendering, and 50 ms later (`PICKER_RENDERING_MS`, on the
   * injected clock) the picker is open (storefront §4 Seats). Loads the map when it is not loaded.
   * The selection starts from the confirmed seats (or from the draft left by 'Change Tickets').
   * @default mode the mode it last opened in ('desktop' at first)
   */
  open(mode?: PickerMode): void
  /**
   * Closes the picker (storefront §4 Seats: "on confirm, back or Change Tickets"):
   * - `confirm` is `confirm()`;
   * - `back` drops the changes made since it opened;
   * - `change_tickets` keeps them as a draft (not confirmed) for when the visitor returns from the
   *   quantities.
   */
  close(reason: PickerCloseReason): void
  /**
   * 'Confirm Selection': when the selection matches the quantities (storefront §5), it becomes the
   * confirmed seats and the picker closes; otherwise nothing changes and the problems are returned
   * (they are in `problems` too).
   */
  confirm(): ConfirmResult
  /** Reads the seat map again (`GET events/{id}/sessions/{sessionId}/seat_map`). */
  load(): Promise<Result<SeatMapModel>>
  /** A click on a seat: select with auto-pick, or deselect (see `clickSeat`). */
  click(seatId: string): SeatClickOutcome
  /**
   * The list path's checkbox: deselects a selected seat, or selects this one seat (no auto-pick:
   * the list names each seat) for the first seated group that may use it and still needs seats.
   */
  toggle(seatId: string): SeatClickOutcome
  /**
   * 'Best available' (the list path): the group's seats are replaced by the best seats for its
   * quantity (`bestAvailable`), with the list's attribute filter.
   */
  pickBestAvailable(ticketGroupId: string, options?: { filter?: readonly SeatAttribute[] }): string[]
  /**
   * The reserve page's seated groups and quantities (`seatDemand(groups, quantities)`); seats of
   * groups no longer offered are dropped. The same demand again is a no-op, so it can be passed
   * on every change of the page.
   */
  setDemand(demand: readonly SeatDemand[]): void
  /**
   * A 409 seat_unavailable (calls §8; `_extra.seat_ids`): those seats are marked booked, dropped
   * from the selection and the confirmed seats, the visitor is told ('seats.seatTaken', or the
   * catalogue's message for the code when it has one) and the map is read again. Returns whether
   * the error was a seat_unavailable about this map.
   */
  seatsTaken(error: FoyerError): boolean
  /** Whether a seated group's confirmed seats are as many as its tickets, as the reserve page needs before it submits (storefront §5 Seats). */
  isConfirmed(ticketGroupId: string): boolean
  /** The confirmed seats as cart lines (one per seat, with its ticket type) for the reserve payload. */
  assignments(): SeatAssignment[]
  /** Forgets the notice. */
  dismissNotice(): void
  /** Stops the timer, the event listener and any load in flight. */
  dispose(): void
}
