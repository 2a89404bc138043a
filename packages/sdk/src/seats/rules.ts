/**
 * The seat rules (storefront §2 Seat picker, §3 Seat and Seat map, §4 Seats, §5): the seat map
 * model, selection, auto-pick of neighbours, the quantity match, the picker's states, the
 * spatial index for hit-testing and culling, 'best available' and keyboard moves.
 *
 * Pure functions only: no store, no HTTP, no clock, no DOM. Built for stadium maps (50,000
 * seats): the model keeps seats in typed arrays indexed by position, with an O(1) id lookup, and
 * every per-click rule walks the neighbour chain instead of scanning the map.
 */
import type { OfferedTicketGroup, Quantities } from '../reserve/types.js'
import type { SeatI18n, SeatMessageKey } from './messages.js'
import {
  ATTRIBUTE_BITS,
  SEAT_ATTRIBUTES,
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  SEAT_IN_CART,
  SEAT_UNAVAILABLE,
  type PickerEvent,
  type PickerMode,
  type PickerStatus,
  type SeatAssignment,
  type SeatAttribute,
  type SeatDemand,
  type SeatDirection,
  type SeatMapResponse,
  type SeatMapRowInfo,
  type SeatMapSection,
  type SeatProblem,
  type SeatRect,
  type SeatRow,
  type SeatStateCode,
  type SelectedSeat,
} from './types.js'

// =============================================================================================
// Constants
// =============================================================================================

/** storefront §4 Seats: "Picker states: closed, rendering (50 ms), open." */
export const PICKER_RENDERING_MS = 50

/**
 * storefront §4 Seats: "It opens in mobile or desktop mode." Decision: a viewport narrower than
 * 768 CSS pixels (a phone, or a tablet held upright) gets the mobile mode (full screen).
 */
export const PICKER_MOBILE_MAX_WIDTH = 767

// =============================================================================================
// The model (storefront §3 Seat, Seat map)
// =============================================================================================

/** The fields of a `SeatMapModel`, as `readSeatMap` fills them. */
export interface SeatMapModelFields {
  id: string | null
  width: number
  height: number
  otherElements: unknown
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
  readonly otherElements!: unknown
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
    id, width, height, otherElements, mapGeometry, ids, names, sectionOf, rowLabelOf, seatTemplateIds, ticketGroups,
    x, y, r, state, attributes, previous, next, rowOf, rowPosition, rows, sections, maxRadius, bounds,
  } = model
  return {
    id, width, height, otherElements, mapGeometry, ids, names, sectionOf, rowLabelOf, seatTemplateIds, ticketGroups,
    x, y, r, state, attributes, previous, next, rowOf, rowPosition, rows, sections, maxRadius, bounds,
  }
}

/** Options of `readSeatMap`. */
export interface ReadSeatMapOptions {
  /** The visitor's cart: seats it holds are theirs already (`SEAT_IN_CART`). */
  cartId?: string | null
}

/**
 * The state code of a wire seat for this visitor (storefront §3 Seat state, §4 Seats). Decisions:
 * - a seat held by the visitor's own cart (`held_by_cart` equal to the cart id, or `true`), or
 *   sent as `selected` (the spec's fourth state, which only this visitor's hold can mean on a
 *   server's answer), is `SEAT_IN_CART`: already in the cart, so not picked a second time;
 * - a seat held by another cart is booked, whatever its state says;
 * - `booked` and `unavailable` stay as they are, `available` is available.
 */
export function seatStateCode(row: Pick<SeatRow, 'state' | 'held_by_cart'>, cartId?: string | null): SeatStateCode {
  const held = row.held_by_cart
  if (held === true || (typeof held === 'string' && held !== '' && cartId != null && held === cartId)) return SEAT_IN_CART
  if (typeof held === 'string' && held !== '') return SEAT_BOOKED
  switch (row.state) {
    case 'available':
      return SEAT_AVAILABLE
    case 'selected':
      return SEAT_IN_CART
    case 'booked':
      return SEAT_BOOKED
    default:
      return SEAT_UNAVAILABLE
  }
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  values.sort((a, b) => a - b)
  return values[Math.floor(values.length / 2)] as number
}

/**
 * The seat map answer (`GET events/{id}/sessions/{sessionId}/seat_map`) as an indexed model.
 * O(n log n) in the number of seats (rows are sorted once); 50,000 seats read in a few ms.
 *
 * Decisions (the spec lists the fields, not how to read them):
 * - neighbours: a seat's `next` links it to the following seat, and a seat's `previous` to the
 *   one before; either side of a pair is enough, and the first link read wins when data
 *   disagrees. Links to unknown seats are dropped and a chain that loops is cut, so walks end;
 * - an aisle is a break in the chain (`next` null): seats across it are in the same row but not
 *   next to each other, so auto-pick does not treat them as together;
 * - a row is every chain whose first seat has the same section and row label, the chains joined
 *   left to right (by the x of their first seat); a chain without a row label is a row of its own;
 * - sections keep the order the answer lists them in, their rows front to back (by mean y);
 * - a seat without a radius gets the median radius of the map (or 1/100 of the map's smaller
 *   side when no seat has one);
 * - a seat naming no ticket group may be used by every group;
 * - a map without a `seat_map` row takes its size from the seats' extent.
 */
export function readSeatMap(response: SeatMapResponse, options: ReadSeatMapOptions = {}): SeatMapModel {
  const mapRow = response.seat_map._data[0]
  const rowsIn = response.seat._data
  const indexById = new Map<string, number>()
  let wire: readonly SeatRow[] = rowsIn
  for (let k = 0; k < rowsIn.length; k++) {
    const row = rowsIn[k] as SeatRow
    const id = typeof row.id === 'string' ? row.id : String(row.id)
    if (indexById.has(id)) {
      // A repeated id: keep the first, so ids stay unique (rare: copy the rows only then).
      if (wire === rowsIn) wire = rowsIn.slice(0, k)
      continue
    }
    indexById.set(id, indexById.size)
    if (wire !== rowsIn) (wire as SeatRow[]).push(row)
  }
  const n = wire.length
  const ids: string[] = new Array(n)
  const names: string[] = new Array(n)
  const sectionOf: string[] = new Array(n)
  const rowLabelOf: string[] = new Array(n)
  const seatTemplateIds: (string | null)[] = new Array(n)
  const ticketGroups: (readonly string[] | null)[] = new Array(n)
  const x = new Float64Array(n)
  const y = new Float64Array(n)
  const r = new Float64Array(n)
  const state = new Uint8Array(n)
  const attributes = new Uint8Array(n)
  const previous = new Int32Array(n).fill(-1)
  const next = new Int32Array(n).fill(-1)
  const radii: number[] = []
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity

  // Seats of one price zone share one frozen list of groups instead of 50,000 copies.
  const groupLists = new Map<string, readonly string[]>()
  for (let i = 0; i < n; i++) {
    const row = wire[i] as SeatRow
    ids[i] = typeof row.id === 'string' ? row.id : String(row.id)
    names[i] = typeof row.name === 'string' ? row.name : String(row.name ?? '')
    sectionOf[i] = row.section ?? ''
    rowLabelOf[i] = row.row ?? ''
    seatTemplateIds[i] = row.seat_template_id ?? null
    const groups = row.ticket_group_ids ?? row.ticket_groups ?? null
    if (groups && groups.length > 0) {
      const key = groups.length === 1 ? String(groups[0]) : groups.join('\u0000')
      let list = groupLists.get(key)
      if (!list) groupLists.set(key, (list = Object.freeze(groups.map(String))))
      ticketGroups[i] = list
    } else {
      ticketGroups[i] = null
    }
    x[i] = Number(row.x)
    y[i] = Number(row.y)
    const radius = Number(row.r)
    r[i] = Number.isFinite(radius) && radius > 0 ? radius : Number.NaN
    if (!Number.isNaN(r[i] as number)) radii.push(radius)
    state[i] = seatStateCode(row, options.cartId)
    if (row.attributes && row.attributes.length > 0) {
      let bits = 0
      for (const attribute of row.attributes) bits |= ATTRIBUTE_BITS[attribute] ?? 0
      attributes[i] = bits
    }
  }
  const fallbackRadius = radii.length > 0 ? median(radii) : Math.max(Math.min(mapRow?.width ?? 0, mapRow?.height ?? 0) / 100, 1)
  let maxRadius = 0
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(r[i] as number)) r[i] = fallbackRadius
    const radius = r[i] as number
    if (radius > maxRadius) maxRadius = radius
    const sx = x[i] as number
    const sy = y[i] as number
    if (sx - radius < minX) minX = sx - radius
    if (sy - radius < minY) minY = sy - radius
    if (sx + radius > maxX) maxX = sx + radius
    if (sy + radius > maxY) maxY = sy + radius
  }

  // Neighbour links: either side of a pair is enough; the first link read wins.
  const link = (from: number, to: number) => {
    if (from === to || next[from] !== -1 || previous[to] !== -1) return
    next[from] = to
    previous[to] = from
  }
  for (let i = 0; i < n; i++) {
    const row = wire[i] as SeatRow
    const after = row.next == null ? -1 : (indexById.get(String(row.next)) ?? -1)
    if (after !== -1) link(i, after)
    const before = row.previous == null ? -1 : (indexById.get(String(row.previous)) ?? -1)
    if (before !== -1) link(before, i)
  }

  // Chains: from every head (no previous) along next; then cut any loop left over.
  const chainOf = new Int32Array(n).fill(-1)
  const chains: number[][] = []
  const walk = (head: number) => {
    const chain: number[] = []
    for (let seat = head; seat !== -1 && chainOf[seat] === -1; seat = next[seat] as number) {
      chainOf[seat] = chains.length
      chain.push(seat)
    }
    const last = chain[chain.length - 1] as number
    if (next[last] !== -1) {
      // A loop back into a seat already walked: cut it.
      previous[next[last] as number] = -1
      next[last] = -1
    }
    chains.push(chain)
  }
  for (let i = 0; i < n; i++) if (previous[i] === -1 && chainOf[i] === -1) walk(i)
  for (let i = 0; i < n; i++) {
    if (chainOf[i] !== -1) continue
    // i sits on a loop: make it the head.
    const before = previous[i] as number
    if (before !== -1) next[before] = -1
    previous[i] = -1
    walk(i)
  }

  // Rows: chains grouped by section and row label, joined left to right.
  const rowKeys = new Map<string, number[]>()
  const sectionOrder = new Map<string, number>()
  chains.forEach((chain, index) => {
    const head = chain[0] as number
    const section = sectionOf[head] as string
    if (!sectionOrder.has(section)) sectionOrder.set(section, sectionOrder.size)
    const label = rowLabelOf[head] as string
    const key = label === '' ? `\u0001${index}` : `${section}\u0000${label}`
    let list = rowKeys.get(key)
    if (!list) rowKeys.set(key, (list = []))
    list.push(index)
  })
  const rowOf = new Int32Array(n)
  const rowPosition = new Int32Array(n)
  const rows: SeatMapRowInfo[] = []
  for (const chainIndexes of rowKeys.values()) {
    chainIndexes.sort((a, b) => {
      const ha = (chains[a] as number[])[0] as number
      const hb = (chains[b] as number[])[0] as number
      return (x[ha] as number) - (x[hb] as number) || (y[ha] as number) - (y[hb] as number)
    })
    let size = 0
    for (const c of chainIndexes) size += (chains[c] as number[]).length
    const seats = new Int32Array(size)
    let position = 0
    let sumY = 0
    for (const c of chainIndexes) {
      for (const seat of chains[c] as number[]) {
        seats[position] = seat
        rowOf[seat] = rows.length
        rowPosition[seat] = position++
        sumY += y[seat] as number
      }
    }
    const head = seats[0] as number
    rows.push({ index: rows.length, section: sectionOf[head] as string, label: rowLabelOf[head] as string, seats, meanY: sumY / size })
  }
  const sectionRows = new Map<string, number[]>()
  for (const row of rows) {
    let list = sectionRows.get(row.section)
    if (!list) sectionRows.set(row.section, (list = []))
    list.push(row.index)
  }
  const sections: SeatMapSection[] = [...sectionRows.entries()]
    .sort(([a], [b]) => (sectionOrder.get(a) ?? 0) - (sectionOrder.get(b) ?? 0))
    .map(([name, list]) => ({ name, rows: list.sort((a, b) => (rows[a] as SeatMapRowInfo).meanY - (rows[b] as SeatMapRowInfo).meanY) }))

  const width = Number(mapRow?.width) > 0 ? Number(mapRow?.width) : Math.max(maxX, 0)
  const height = Number(mapRow?.height) > 0 ? Number(mapRow?.height) : Math.max(maxY, 0)
  return new SeatMapModel(
    {
      id: mapRow?.id ?? null,
      width,
      height,
      otherElements: mapRow?.other_elements ?? null,
      mapGeometry: mapRow?.map_geometry ?? null,
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
      bounds: n === 0 ? { x: 0, y: 0, width, height } : { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
    },
    indexById,
  )
}

/** A copy of the model with some seats (by id) in a new state; unknown ids are skipped. */
export function withSeatStates(model: SeatMapModel, seatIds: Iterable<string>, code: SeatStateCode): SeatMapModel {
  const changes: [number, SeatStateCode][] = []
  for (const id of seatIds) {
    const index = model.indexOf(id)
    if (index !== -1) changes.push([index, code])
  }
  return changes.length === 0 ? model : model.withStates(changes)
}

/** The attributes a seat's data marks it with (the issue: wheelchair, companion, restricted view). */
export function seatAttributes(model: SeatMapModel, index: number): SeatAttribute[] {
  const bits = model.attributes[index] ?? 0
  return SEAT_ATTRIBUTES.filter((attribute) => (bits & ATTRIBUTE_BITS[attribute]) !== 0)
}

/** The attributes present anywhere on the map, for the legend and the list filter (only those shown). */
export function mapAttributes(model: SeatMapModel): SeatAttribute[] {
  let bits = 0
  for (let i = 0; i < model.count; i++) bits |= model.attributes[i] as number
  return SEAT_ATTRIBUTES.filter((attribute) => (bits & ATTRIBUTE_BITS[attribute]) !== 0)
}

/** Whether a seat has any of the attributes of a filter; an empty filter matches every seat. */
export function seatMatchesFilter(model: SeatMapModel, index: number, filter: readonly SeatAttribute[]): boolean {
  if (filter.length === 0) return true
  let bits = 0
  for (const attribute of filter) bits |= ATTRIBUTE_BITS[attribute]
  return ((model.attributes[index] ?? 0) & bits) !== 0
}

/** Whether a ticket group may use a seat (storefront §3 "ticket_groups that may use it"); null group: any. */
export function seatAllowsGroup(model: SeatMapModel, index: number, ticketGroupId: string | null | undefined): boolean {
  if (ticketGroupId == null) return true
  const groups = model.ticketGroups[index]
  return groups == null || groups.includes(ticketGroupId)
}

// =============================================================================================
// Selection (storefront §4 Seats)
// =============================================================================================

/** The ids of a selection, for O(1) "is it selected" checks. */
export function selectedIds(selection: readonly SelectedSeat[]): Set<string> {
  return new Set(selection.map((seat) => seat.seatId))
}

/**
 * storefront §4 Seats: "Only available seats can be selected … Booked and unavailable seats are
 * not selectable." Also false for a seat already selected, one held by the visitor's cart, one
 * the ticket group may not use, and an id the map does not have.
 */
export function canSelectSeat(
  model: SeatMapModel,
  seatId: string,
  selected: ReadonlySet<string>,
  ticketGroupId?: string | null,
): boolean {
  const index = model.indexOf(seatId)
  return (
    index !== -1 && model.state[index] === SEAT_AVAILABLE && !selected.has(seatId) && seatAllowsGroup(model, index, ticketGroupId)
  )
}

/** storefront §4 Seats: "… and only selected seats deselected." */
export function canDeselectSeat(seatId: string, selected: ReadonlySet<string>): boolean {
  return selected.has(seatId)
}

/** Options of `autoPickSeats`. */
export interface AutoPickOptions {
  /** Only seats this ticket group may use are picked (storefront §3). @default any group */
  ticketGroupId?: string | null
}

/**
 * storefront §4 Seats: "A click selects a seat and the product auto-picks neighbouring seats
 * until the needed quantity is met." The seats to add, in row order (the clicked one included),
 * or [] when the clicked seat cannot be selected or nothing is needed.
 *
 * How it picks (decisions; the spec names the rule, not the choice among neighbours):
 * 1. A contiguous block of `needed` free seats along the neighbour chain that contains the
 *    clicked seat, when there is one. Among such blocks, the one that leaves no single free seat
 *    stranded at either end; then the one that runs furthest along `next` from the clicked seat
 *    (the clicked seat first, like reading a row).
 * 2. Otherwise the clicked seat's whole free run (it is still selected: "a click selects a
 *    seat"), and the rest from the nearest free block in the same row that holds all of them —
 *    on the `next` side when both sides are as near.
 * 3. Otherwise the free seats of the same row nearest to the clicked run, one by one, across
 *    aisles.
 * 4. When the row has fewer free seats than needed, the pick stops short: fewer seats than
 *    `needed` are returned, and 'Not enough seats for {group} {type}' (storefront §5) stays until
 *    the visitor clicks more seats. Other rows are never used: where the rest of a party sits is
 *    the visitor's choice.
 * A free seat is available, not selected and usable by the ticket group.
 *
 * O(needed + length of the clicked seat's row); at most the clicked seat's run is walked when a
 * block exists.
 * @example autoPickSeats(model, 'C-12', 3, new Set()) // ['C-12', 'C-13', 'C-14']
 */
export function autoPickSeats(
  model: SeatMapModel,
  clickedSeatId: string,
  needed: number,
  selected: ReadonlySet<string>,
  options: AutoPickOptions = {},
): string[] {
  const clicked = model.indexOf(clickedSeatId)
  const group = options.ticketGroupId ?? null
  const { state, previous, next, ids } = model
  const free = (i: number) =>
    state[i] === SEAT_AVAILABLE && !selected.has(ids[i] as string) && (group === null || seatAllowsGroup(model, i, group))
  if (clicked === -1 || needed < 1 || !free(clicked)) return []
  if (needed === 1) return [clickedSeatId]

  // Free seats before and after the clicked one, up to needed + 1 each way: enough to place a
  // block and to see whether a single seat would be stranded beside it.
  const cap = needed + 1
  const before: number[] = []
  for (let s = previous[clicked] as number; s !== -1 && before.length < cap && free(s); s = previous[s] as number) before.push(s)
  const after: number[] = []
  for (let s = next[clicked] as number; s !== -1 && after.length < cap && free(s); s = next[s] as number) after.push(s)

  if (before.length + 1 + after.length >= needed) {
    // 1. A block containing the clicked seat: k seats before it, needed − 1 − k after it.
    let bestK = -1
    let bestStranded = 3
    for (let k = 0; k < needed; k++) {
      const rest = needed - 1 - k
      if (k > before.length || rest > after.length) continue
      // A capped walk saw at least needed + 1 seats, so fewer than 2 left over is exact.
      const stranded = (before.length - k === 1 ? 1 : 0) + (after.length - rest === 1 ? 1 : 0)
      if (stranded < bestStranded) {
        bestStranded = stranded
        bestK = k
      }
    }
    const picked: string[] = []
    for (let j = bestK - 1; j >= 0; j--) picked.push(ids[before[j] as number] as string)
    picked.push(clickedSeatId)
    for (let j = 0; j < needed - 1 - bestK; j++) picked.push(ids[after[j] as number] as string)
    return picked
  }

  // 2. and 3. The clicked run is too short: it all, then the same row.
  const row = model.rows[model.rowOf[clicked] as number] as SeatMapRowInfo
  const seats = row.seats
  const first = before.length > 0 ? (before[before.length - 1] as number) : clicked
  const last = after.length > 0 ? (after[after.length - 1] as number) : clicked
  const runStart = model.rowPosition[first] as number
  const runEnd = model.rowPosition[last] as number
  let remaining = needed - (runEnd - runStart + 1)
  const chosen: number[] = []

  // 2. The nearest free block in the row that holds every remaining seat.
  let blockFrom = -1
  let blockDistance = Infinity
  let blockAfter = false
  let start = -1
  for (let p = 0; p <= seats.length; p++) {
    const seat = p < seats.length ? (seats[p] as number) : -1
    const inRun = p >= runStart && p <= runEnd
    const continues = start !== -1 && seat !== -1 && !inRun && free(seat) && next[seats[p - 1] as number] === seat
    if (continues) continue
    if (start !== -1) {
      const end = p - 1
      if (end - start + 1 >= remaining) {
        const isAfter = start > runEnd
        const distance = isAfter ? start - runEnd : runStart - end
        if (distance < blockDistance || (distance === blockDistance && isAfter && !blockAfter)) {
          blockDistance = distance
          blockAfter = isAfter
          blockFrom = isAfter ? start : end - remaining + 1
        }
      }
      start = -1
    }
    if (seat !== -1 && !inRun && free(seat)) start = p
  }
  if (blockFrom !== -1) {
    for (let p = blockFrom; p < blockFrom + remaining; p++) chosen.push(seats[p] as number)
    remaining = 0
  } else {
    // 3. The nearest free seats of the row, one by one (the `next` side on a tie).
    let lo = runStart - 1
    let hi = runEnd + 1
    while (remaining > 0 && (lo >= 0 || hi < seats.length)) {
      while (lo >= 0 && !free(seats[lo] as number)) lo--
      while (hi < seats.length && !free(seats[hi] as number)) hi++
      const loDistance = lo >= 0 ? runStart - lo : Infinity
      const hiDistance = hi < seats.length ? hi - runEnd : Infinity
      if (loDistance === Infinity && hiDistance === Infinity) break
      if (hiDistance <= loDistance) chosen.push(seats[hi++] as number)
      else chosen.push(seats[lo--] as number)
      remaining--
    }
  }
  // 4. Whatever is found, in row order.
  for (let p = runStart; p <= runEnd; p++) chosen.push(seats[p] as number)
  chosen.sort((a, b) => (model.rowPosition[a] as number) - (model.rowPosition[b] as number))
  return chosen.map((index) => ids[index] as string)
}

/** Whether some seats form one block along the neighbour chain (each the `next` of the one before, in some order). */
export function isContiguous(model: SeatMapModel, seatIds: readonly string[]): boolean {
  if (seatIds.length <= 1) return seatIds.length === 1 ? model.indexOf(seatIds[0] as string) !== -1 : true
  const indexes = seatIds.map((id) => model.indexOf(id))
  if (indexes.includes(-1)) return false
  const set = new Set(indexes)
  const heads = indexes.filter((i) => !set.has(model.previous[i] as number))
  if (heads.length !== 1) return false
  let count = 0
  for (let s = heads[0] as number; s !== -1 && set.has(s); s = model.next[s] as number) count++
  return count === set.size
}

// =============================================================================================
// Which group a click is for, and the click itself (storefront §4 Seats)
// =============================================================================================

/** The seats a group still needs: its quantities minus the seats selected for it. */
export function seatsNeeded(demand: SeatDemand, selection: readonly SelectedSeat[]): number {
  const wanted = demand.types.reduce((sum, type) => sum + Math.max(0, type.quantity), 0)
  const have = selection.filter((seat) => seat.ticketGroupId === demand.ticketGroupId).length
  return Math.max(0, wanted - have)
}

/** How many seats a group's quantities ask for. */
export function seatsWanted(demand: SeatDemand): number {
  return demand.types.reduce((sum, type) => sum + Math.max(0, type.quantity), 0)
}

/** What a click on a seat does (`clickSeat`). */
export type SeatClickOutcome =
  | { outcome: 'deselected'; selection: SelectedSeat[]; seatIds: string[] }
  | { outcome: 'selected'; selection: SelectedSeat[]; seatIds: string[]; ticketGroupId: string; repicked: boolean }
  | { outcome: 'refused'; reason: 'unknown_seat' | 'not_selectable' | 'not_for_tickets' | 'no_tickets' }

/**
 * A click on the map (storefront §4 Seats):
 * - a selected seat is deselected ("only selected seats deselected"), alone;
 * - an available seat is selected with auto-picked neighbours (`autoPickSeats`) for the first
 *   seated group (in the page's order) that may use it and still needs seats;
 * - decision: when every group that may use the seat has all its seats, the click moves that
 *   group's seats: they are dropped and picked again from the clicked seat (`repicked`), so a
 *   visitor changes their mind with one click instead of deselecting seat by seat;
 * - booked, unavailable and the visitor's cart's own seats are refused ("not selectable"), and so
 *   is a seat no chosen ticket may use.
 */
export function clickSeat(
  model: SeatMapModel,
  seatId: string,
  demand: readonly SeatDemand[],
  selection: readonly SelectedSeat[],
): SeatClickOutcome {
  const index = model.indexOf(seatId)
  if (index === -1) return { outcome: 'refused', reason: 'unknown_seat' }
  const selected = selectedIds(selection)
  if (canDeselectSeat(seatId, selected)) {
    return { outcome: 'deselected', selection: selection.filter((seat) => seat.seatId !== seatId), seatIds: [seatId] }
  }
  if (model.state[index] !== SEAT_AVAILABLE) return { outcome: 'refused', reason: 'not_selectable' }
  const usable = demand.filter((d) => seatsWanted(d) > 0 && seatAllowsGroup(model, index, d.ticketGroupId))
  if (usable.length === 0) {
    return { outcome: 'refused', reason: demand.some((d) => seatsWanted(d) > 0) ? 'not_for_tickets' : 'no_tickets' }
  }
  const open = usable.find((d) => seatsNeeded(d, selection) > 0)
  const target = open ?? (usable[0] as SeatDemand)
  const kept = open ? selection : selection.filter((seat) => seat.ticketGroupId !== target.ticketGroupId)
  const needed = open ? seatsNeeded(open, selection) : seatsWanted(target)
  const picked = autoPickSeats(model, seatId, needed, selectedIds(kept), { ticketGroupId: target.ticketGroupId })
  if (picked.length === 0) return { outcome: 'refused', reason: 'not_selectable' }
  return {
    outcome: 'selected',
    selection: [...kept, ...picked.map((id) => ({ seatId: id, ticketGroupId: target.ticketGroupId }))],
    seatIds: picked,
    ticketGroupId: target.ticketGroupId,
    repicked: !open,
  }
}

// =============================================================================================
// Seats and quantities (storefront §5)
// =============================================================================================

/**
 * The seated groups of the reserve page and their quantities: every offered group whose handler
 * is `seated` (storefront §3 Ticket group handler), with all its types, in the page's order.
 * Groups with no tickets are kept, so seats left for them count as too many.
 */
export function seatDemand(groups: readonly OfferedTicketGroup[], quantities: Quantities): SeatDemand[] {
  return groups
    .filter((group) => group.handler === 'seated')
    .map((group) => ({
      ticketGroupId: String(group.id),
      name: group.group.name ?? String(group.id),
      types: group.types.map((type) => ({
        ticketTypeId: String(type.id),
        name: type.name ?? String(type.id),
        quantity: Math.max(0, quantities[String(type.id)] ?? 0),
      })),
    }))
}

/**
 * storefront §5: "Seats must match the quantities exactly, else 'Not enough seats for {group}
 * {type}' or 'Too many seats for {group}'." One problem per group with too many seats, and one
 * per type left short. Seats fill the group's types in the page's order (the first type's
 * tickets get the first seats), so the type named is the first one left without seats.
 * Seats of a group not in `demand` are not counted.
 * @example seatMismatchProblems([{ ticketGroupId: 'g', name: 'Stalls', types: [{ ticketTypeId: 'a', name: 'Adult', quantity: 2 }] }], [])
 * // [{ problem: 'not_enough_seats', messageKey: 'seats.notEnoughSeats', params: { group: 'Stalls', type: 'Adult' }, … }]
 */
export function seatMismatchProblems(demand: readonly SeatDemand[], selection: readonly SelectedSeat[]): SeatProblem[] {
  const problems: SeatProblem[] = []
  for (const group of demand) {
    const have = selection.filter((seat) => seat.ticketGroupId === group.ticketGroupId).length
    const wanted = seatsWanted(group)
    if (have > wanted) {
      problems.push({
        problem: 'too_many_seats',
        messageKey: 'seats.tooManySeats',
        params: { group: group.name },
        ticketGroupId: group.ticketGroupId,
        extra: have - wanted,
      })
      continue
    }
    let left = have
    for (const type of group.types) {
      const quantity = Math.max(0, type.quantity)
      const taken = Math.min(left, quantity)
      left -= taken
      if (taken < quantity) {
        problems.push({
          problem: 'not_enough_seats',
          messageKey: 'seats.notEnoughSeats',
          params: { group: group.name, type: type.name },
          ticketGroupId: group.ticketGroupId,
          ticketTypeId: type.ticketTypeId,
          missing: quantity - taken,
        })
      }
    }
  }
  return problems
}

/**
 * Whether a group's seats match its quantities (storefront §5), for the reserve page's
 * `seatsConfirmed` and 'Find seats' prompt. A group with no tickets is complete without seats.
 */
export function isGroupSeated(demand: SeatDemand, selection: readonly SelectedSeat[]): boolean {
  return seatMismatchProblems([demand], selection).length === 0
}

/**
 * The seats of a selection as cart lines: each seat with the ticket type it is sold as (cart
 * modify add lines carry `seat_id`, one seat per line). Seats fill a group's types in the page's
 * order; seats beyond the quantities get no line.
 */
export function seatAssignments(demand: readonly SeatDemand[], selection: readonly SelectedSeat[]): SeatAssignment[] {
  const lines: SeatAssignment[] = []
  for (const group of demand) {
    const seats = selection.filter((seat) => seat.ticketGroupId === group.ticketGroupId)
    let next = 0
    for (const type of group.types) {
      for (let k = 0; k < type.quantity && next < seats.length; k++) {
        lines.push({ seatId: (seats[next++] as SelectedSeat).seatId, ticketGroupId: group.ticketGroupId, ticketTypeId: type.ticketTypeId })
      }
    }
  }
  return lines
}

// =============================================================================================
// The picker's states (storefront §4 Seats)
// =============================================================================================

/**
 * storefront §4 Seats: "Picker states: closed, rendering (50 ms), open. It closes again on
 * confirm, back or Change Tickets." `open` starts rendering from closed; `rendered` (sent 50 ms
 * later, `PICKER_RENDERING_MS`) opens it; `close` closes it from rendering or open. Any other
 * event leaves the status as it is.
 */
export function pickerTransition(status: PickerStatus, event: PickerEvent): PickerStatus {
  switch (event.type) {
    case 'open':
      return status === 'closed' ? 'rendering' : status
    case 'rendered':
      return status === 'rendering' ? 'open' : status
    case 'close':
      return 'closed'
  }
}

/** storefront §4 Seats "mobile or desktop mode", from the viewport width (`PICKER_MOBILE_MAX_WIDTH`). */
export function pickerModeFor(viewportWidth: number): PickerMode {
  return viewportWidth <= PICKER_MOBILE_MAX_WIDTH ? 'mobile' : 'desktop'
}

// =============================================================================================
// Spatial index: hit-testing and culling
// =============================================================================================

/** A uniform grid over the seats' centres. */
export interface SpatialIndex {
  /** Side of a grid cell, in map units. */
  readonly cellSize: number
  readonly columns: number
  readonly rows: number
  /**
   * The seat under a point (map units): the nearest seat whose circle, grown by `slop`, holds
   * the point; null when none does. `slop` widens the target for a finger.
   * @default slop 0
   */
  hitTest(x: number, y: number, slop?: number): string | null
  /** `hitTest` as a seat number (−1: none). */
  hitTestIndex(x: number, y: number, slop?: number): number
  /** The seats whose circles touch a rectangle (map units): what a view must draw. */
  query(rect: SeatRect, out?: number[]): number[]
  /** Calls `visit` with each seat number whose circle touches the rectangle, allocating nothing. */
  forEachInRect(rect: SeatRect, visit: (index: number) => void): void
}

/**
 * A uniform grid for hit-testing and culling (the issue: "a pointer finds its seat in well under
 * a millisecond"). Seats are bucketed by centre in flat typed arrays (cell starts + seat
 * numbers); a point looks at the cells within the largest radius of it, so a hit costs a few
 * dozen distance checks at any map size.
 * @default options.cellSize about two seats per cell, never less than a seat's diameter
 */
export function createSpatialIndex(model: SeatMapModel, options: { cellSize?: number } = {}): SpatialIndex {
  const n = model.count
  const { x, y, r, maxRadius, bounds } = model
  const area = Math.max(bounds.width * bounds.height, 1)
  const cellSize = Math.max(options.cellSize ?? Math.sqrt((area * 2) / Math.max(n, 1)), maxRadius * 2, 1e-6)
  const columns = Math.max(1, Math.ceil(bounds.width / cellSize) + 1)
  const rows = Math.max(1, Math.ceil(bounds.height / cellSize) + 1)
  const cellOfSeat = new Int32Array(n)
  const starts = new Int32Array(columns * rows + 1)
  const column = (value: number) => Math.min(columns - 1, Math.max(0, Math.floor((value - bounds.x) / cellSize)))
  const row = (value: number) => Math.min(rows - 1, Math.max(0, Math.floor((value - bounds.y) / cellSize)))
  for (let i = 0; i < n; i++) {
    const cell = row(y[i] as number) * columns + column(x[i] as number)
    cellOfSeat[i] = cell
    starts[cell + 1]!++
  }
  for (let c = 0; c < columns * rows; c++) starts[c + 1]! += starts[c] as number
  const seats = new Int32Array(n)
  const fill = starts.slice(0, columns * rows)
  for (let i = 0; i < n; i++) seats[fill[cellOfSeat[i] as number]!++] = i

  function forEachInRect(rect: SeatRect, visit: (index: number) => void): void {
    const c0 = column(rect.x - maxRadius)
    const c1 = column(rect.x + rect.width + maxRadius)
    const r0 = row(rect.y - maxRadius)
    const r1 = row(rect.y + rect.height + maxRadius)
    const right = rect.x + rect.width
    const bottom = rect.y + rect.height
    for (let gy = r0; gy <= r1; gy++) {
      for (let gx = c0; gx <= c1; gx++) {
        const cell = gy * columns + gx
        for (let k = starts[cell] as number, end = starts[cell + 1] as number; k < end; k++) {
          const i = seats[k] as number
          const radius = r[i] as number
          const sx = x[i] as number
          const sy = y[i] as number
          if (sx + radius >= rect.x && sx - radius <= right && sy + radius >= rect.y && sy - radius <= bottom) visit(i)
        }
      }
    }
  }

  function hitTestIndex(px: number, py: number, slop = 0): number {
    const reach = maxRadius + slop
    const c0 = column(px - reach)
    const c1 = column(px + reach)
    const r0 = row(py - reach)
    const r1 = row(py + reach)
    let best = -1
    let bestDistance = Infinity
    for (let gy = r0; gy <= r1; gy++) {
      for (let gx = c0; gx <= c1; gx++) {
        const cell = gy * columns + gx
        for (let k = starts[cell] as number, end = starts[cell + 1] as number; k < end; k++) {
          const i = seats[k] as number
          const dx = (x[i] as number) - px
          const dy = (y[i] as number) - py
          const distance = dx * dx + dy * dy
          const limit = (r[i] as number) + slop
          if (distance <= limit * limit && distance < bestDistance) {
            bestDistance = distance
            best = i
          }
        }
      }
    }
    return best
  }

  return {
    cellSize,
    columns,
    rows,
    hitTestIndex,
    hitTest(px, py, slop) {
      const index = hitTestIndex(px, py, slop)
      return index === -1 ? null : (model.ids[index] as string)
    },
    query(rect, out = []) {
      forEachInRect(rect, (index) => out.push(index))
      return out
    },
    forEachInRect,
  }
}

// =============================================================================================
// Best available (the list path)
// =============================================================================================

/** Options of `bestAvailable`. */
export interface BestAvailableOptions {
  /** Only seats with one of these attributes (the list's filter). @default [] every seat */
  filter?: readonly SeatAttribute[]
  /** Seats already selected, which are not free. @default none */
  selected?: ReadonlySet<string>
}

/** What `bestAvailable` found: the seats, and whether they sit together. */
export interface BestAvailable {
  seatIds: string[]
  contiguous: boolean
}

/**
 * The best place of the map, that 'best available' seats are nearest to: the centre of the
 * stage drawn in `other_elements` (an element of kind `stage`: a rect's centre, a polygon's mean
 * point, a text's position). Decision, for a map without a stage: the middle of the top edge,
 * where seat maps conventionally draw it.
 */
export function seatMapFocus(model: SeatMapModel): { x: number; y: number } {
  const elements = Array.isArray(model.otherElements) ? (model.otherElements as unknown[]) : []
  for (const element of elements) {
    if (!element || typeof element !== 'object') continue
    const { kind, x, y, width, height, points } = element as Record<string, unknown>
    if (kind !== 'stage') continue
    if (Array.isArray(points) && points.length > 0) {
      let sx = 0
      let sy = 0
      for (const point of points as [number, number][]) {
        sx += Number(point[0])
        sy += Number(point[1])
      }
      return { x: sx / points.length, y: sy / points.length }
    }
    if (typeof x === 'number' && typeof y === 'number') {
      return { x: x + (typeof width === 'number' ? width / 2 : 0), y: y + (typeof height === 'number' ? height / 2 : 0) }
    }
  }
  return { x: model.width / 2, y: 0 }
}

/**
 * 'Best available' for a quantity (the list path, for visitors who do not use the map):
 * the `quantity` free seats a ticket group may use that sit together (one block along the
 * neighbour chain) nearest to the map's focus (`seatMapFocus`), by the distance from the
 * block's middle. Decisions: when no block of that size is left, the nearest `quantity` free
 * seats of one row (the tightest span in the row nearest the focus), with `contiguous: false`;
 * when no row has that many, nothing. The filter keeps seats with any of its attributes.
 * O(number of seats).
 */
export function bestAvailable(
  model: SeatMapModel,
  ticketGroupId: string | null,
  quantity: number,
  options: BestAvailableOptions = {},
): BestAvailable {
  const filter = options.filter ?? []
  const selected = options.selected ?? new Set<string>()
  if (quantity < 1) return { seatIds: [], contiguous: true }
  const { x, y, next, ids, state } = model
  const focus = seatMapFocus(model)
  const free = (i: number) =>
    state[i] === SEAT_AVAILABLE &&
    !selected.has(ids[i] as string) &&
    seatAllowsGroup(model, i, ticketGroupId) &&
    seatMatchesFilter(model, i, filter)
  const distance = (a: number, b: number) => {
    const cx = ((x[a] as number) + (x[b] as number)) / 2 - focus.x
    const cy = ((y[a] as number) + (y[b] as number)) / 2 - focus.y
    return Math.sqrt(cx * cx + cy * cy)
  }

  let best = null as { seats: Int32Array; from: number; score: number } | null
  let apart = null as { seats: number[]; span: number; score: number } | null
  for (const row of model.rows) {
    const seats = row.seats
    let runStart = -1
    const freeHere: number[] = []
    for (let p = 0; p < seats.length; p++) {
      const seat = seats[p] as number
      if (!free(seat)) {
        runStart = -1
        continue
      }
      freeHere.push(p)
      if (runStart === -1 || next[seats[p - 1] as number] !== seat) runStart = p
      if (p - runStart + 1 >= quantity) {
        const score = distance(seats[p - quantity + 1] as number, seat)
        if (!best || score < best.score) best = { seats, from: p - quantity + 1, score }
      }
    }
    if (best === null && freeHere.length >= quantity) {
      for (let k = 0; k + quantity <= freeHere.length; k++) {
        const from = freeHere[k] as number
        const to = freeHere[k + quantity - 1] as number
        const span = to - from
        const score = distance(seats[from] as number, seats[to] as number)
        if (!apart || span < apart.span || (span === apart.span && score < apart.score)) {
          apart = { seats: freeHere.slice(k, k + quantity).map((p) => seats[p] as number), span, score }
        }
      }
    }
  }
  if (best) {
    const picked: string[] = []
    for (let p = best.from; p < best.from + quantity; p++) picked.push(ids[best.seats[p] as number] as string)
    return { seatIds: picked, contiguous: true }
  }
  return apart ? { seatIds: apart.seats.map((i) => ids[i] as string), contiguous: false } : { seatIds: [], contiguous: false }
}

// =============================================================================================
// Keyboard moves (storefront §2 / DESIGN.md "the seat map works by keyboard")
// =============================================================================================

/**
 * The seat an arrow key moves to: `previous` / `next` along the row (across aisles, so every seat
 * of a row is reachable), `up` / `down` to the seat with the nearest x in the row in front or
 * behind within the section (rows in `sections` order, front to back by mean y); from a
 * section's first or last row, to the nearest seat of another section above or below. Null at an
 * edge, and for an unknown seat.
 */
export function adjacentSeat(model: SeatMapModel, seatId: string, direction: SeatDirection): string | null {
  const index = model.indexOf(seatId)
  if (index === -1) return null
  const row = model.rows[model.rowOf[index] as number] as SeatMapRowInfo
  const position = model.rowPosition[index] as number
  if (direction === 'previous' || direction === 'next') {
    const target = row.seats[position + (direction === 'next' ? 1 : -1)]
    return target === undefined ? null : (model.ids[target] as string)
  }
  const section = model.sections.find((s) => s.name === row.section)
  const place = section ? section.rows.indexOf(row.index) : -1
  const neighbourRow = section?.rows[place + (direction === 'down' ? 1 : -1)]
  const sx = model.x[index] as number
  const sy = model.y[index] as number
  if (neighbourRow !== undefined) {
    const seats = (model.rows[neighbourRow] as SeatMapRowInfo).seats
    let best = -1
    let bestDistance = Infinity
    for (const seat of seats) {
      const d = Math.abs((model.x[seat] as number) - sx)
      if (d < bestDistance) {
        bestDistance = d
        best = seat
      }
    }
    return best === -1 ? null : (model.ids[best] as string)
  }
  // Out of the section: the nearest seat of another section on that side.
  let best = -1
  let bestDistance = Infinity
  for (let i = 0; i < model.count; i++) {
    if (model.sectionOf[i] === row.section) continue
    const dy = (model.y[i] as number) - sy
    if (direction === 'down' ? dy <= 0 : dy >= 0) continue
    const dx = (model.x[i] as number) - sx
    const d = dx * dx + dy * dy
    if (d < bestDistance) {
      bestDistance = d
      best = i
    }
  }
  return best === -1 ? null : (model.ids[best] as string)
}

// =============================================================================================
// Words for a seat (the issue: "Row C, seat 12, available, wheelchair")
// =============================================================================================

const STATE_KEYS: Readonly<Record<number, SeatMessageKey>> = {
  [SEAT_AVAILABLE]: 'seats.stateAvailable',
  [SEAT_BOOKED]: 'seats.stateUnavailable',
  [SEAT_UNAVAILABLE]: 'seats.stateUnavailable',
  [SEAT_IN_CART]: 'seats.stateInCart',
}

const ATTRIBUTE_KEYS: Readonly<Record<SeatAttribute, SeatMessageKey>> = {
  wheelchair: 'seats.attributeWheelchair',
  companion: 'seats.attributeCompanion',
  restricted_view: 'seats.attributeRestrictedView',
}

/**
 * A seat's name as the visitor reads it. storefront §3 gives a seat a `name`; when that name
 * says everything ('Stalls C12') it is used as it is. Decision: a bare number ('12') says
 * nothing without its row, so it becomes 'Row C, seat 12' ('Seat 12' without a row label).
 */
export function seatName(model: SeatMapModel, index: number, i18n: SeatI18n): string {
  const row = model.rowLabelOf[index] ?? ''
  const seat = model.names[index] ?? ''
  if (!/^\d+$/.test(seat)) return seat
  return row === '' ? i18n.t('seats.seatOnly', { seat }) : i18n.t('seats.seatInRow', { row, seat })
}

/**
 * What a screen reader hears for a seat (the issue: "Row C, seat 12, available, wheelchair"):
 * its name, its state for this visitor (booked and unavailable both read 'unavailable', as the
 * legend shows them), then its attributes. Booked and unavailable are one word because the
 * visitor can do the same with both: nothing.
 */
export function seatDescription(model: SeatMapModel, seatId: string, selected: ReadonlySet<string>, i18n: SeatI18n): string {
  const index = model.indexOf(seatId)
  if (index === -1) return ''
  const state = selected.has(seatId) ? 'seats.stateSelected' : (STATE_KEYS[model.state[index] as number] as SeatMessageKey)
  return [
    seatName(model, index, i18n),
    i18n.t(state),
    ...seatAttributes(model, index).map((attribute) => i18n.t(ATTRIBUTE_KEYS[attribute])),
  ].join(', ')
}
