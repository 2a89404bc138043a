/**
 * The seat map model (storefront §3 Seat, Seat map): the answer of the seat map call read into
 * typed arrays indexed by seat number, with an O(1) id lookup, and the seat's attributes and
 * ticket groups.
 *
 * Pure functions only: no store, no HTTP, no clock, no DOM. Built for stadium maps (50,000
 * seats): every per-click rule walks the neighbour chain instead of scanning the map.
 */
import {
  ATTRIBUTE_BITS,
  SEAT_ATTRIBUTES,
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  SEAT_IN_CART,
  SEAT_UNAVAILABLE,
  SeatMapModel,
  type SeatAttribute,
  type SeatMapInput,
  type SeatMapRowInput,
  type SeatMapRowInfo,
  type SeatMapSection,
  type SeatRowInput,
  type SeatStateCode,
} from '../types.js'
import { readSeatMapShapes } from './map-shapes.js'

// =============================================================================================
// The model (storefront §3 Seat, Seat map)
// =============================================================================================

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
export function seatStateCode(
  row: Pick<SeatRowInput, 'state' | 'held_by_cart'>,
  cartId?: string | null,
): SeatStateCode {
  const held = row.held_by_cart
  if (held === true || (typeof held === 'string' && held !== '' && cartId != null && held === cartId))
    return SEAT_IN_CART
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
export function readSeatMap(response: SeatMapInput, options: ReadSeatMapOptions = {}): SeatMapModel {
  const mapRow = response.seat_map._data[0]
  const { wire, indexById } = uniqueSeats(response.seat._data)
  const seats = readSeats(wire, mapRow, options.cartId)
  const n = wire.length
  const previous = new Int32Array(n).fill(-1)
  const next = new Int32Array(n).fill(-1)
  linkNeighbours(wire, indexById, previous, next)
  const chains = chainsOf(previous, next)
  const { rows, sections, rowOf, rowPosition } = groupRows(chains, seats)
  const { minX, minY, maxX, maxY } = seats.extent
  const width = Number(mapRow?.width) > 0 ? Number(mapRow?.width) : Math.max(maxX, 0)
  const height = Number(mapRow?.height) > 0 ? Number(mapRow?.height) : Math.max(maxY, 0)
  return new SeatMapModel(
    {
      id: mapRow?.id ?? null,
      width,
      height,
      otherElements: readSeatMapShapes(mapRow?.other_elements),
      mapGeometry: mapRow?.map_geometry ?? null,
      ids: seats.ids,
      names: seats.names,
      sectionOf: seats.sectionOf,
      rowLabelOf: seats.rowLabelOf,
      seatTemplateIds: seats.seatTemplateIds,
      ticketGroups: seats.ticketGroups,
      x: seats.x,
      y: seats.y,
      r: seats.r,
      state: seats.state,
      attributes: seats.attributes,
      previous,
      next,
      rowOf,
      rowPosition,
      rows,
      sections,
      maxRadius: seats.maxRadius,
      bounds: n === 0 ? { x: 0, y: 0, width, height } : { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
    },
    indexById,
  )
}

/** The seats of the answer with each id once (the first kept), and the number of each id. */
function uniqueSeats(rowsIn: readonly SeatRowInput[]): {
  wire: readonly SeatRowInput[]
  indexById: Map<string, number>
} {
  const indexById = new Map<string, number>()
  let wire: readonly SeatRowInput[] = rowsIn
  for (let k = 0; k < rowsIn.length; k++) {
    const row = rowsIn[k] as SeatRowInput
    const id = typeof row.id === 'string' ? row.id : String(row.id)
    if (indexById.has(id)) {
      // A repeated id: keep the first, so ids stay unique (rare: copy the rows only then).
      if (wire === rowsIn) wire = rowsIn.slice(0, k)
      continue
    }
    indexById.set(id, indexById.size)
    if (wire !== rowsIn) (wire as SeatRowInput[]).push(row)
  }
  return { wire, indexById }
}

/** The per-seat values of the model, read from the wire, and the seats' extent. */
interface SeatValues {
  ids: string[]
  names: string[]
  sectionOf: string[]
  rowLabelOf: string[]
  seatTemplateIds: (string | null)[]
  ticketGroups: (readonly string[] | null)[]
  x: Float64Array
  y: Float64Array
  r: Float64Array
  state: Uint8Array
  attributes: Uint8Array
  maxRadius: number
  extent: { minX: number; minY: number; maxX: number; maxY: number }
}

/** Each seat's values in typed arrays at its number; a seat without a radius gets the fallback radius. */
function readSeats(
  wire: readonly SeatRowInput[],
  mapRow: SeatMapRowInput | undefined,
  cartId?: string | null,
): SeatValues {
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
  const radii: number[] = []
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity

  // Seats of one price zone share one frozen list of groups instead of 50,000 copies.
  const groupLists = new Map<string, readonly string[]>()
  for (let i = 0; i < n; i++) {
    const row = wire[i] as SeatRowInput
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
    state[i] = seatStateCode(row, cartId)
    if (row.attributes && row.attributes.length > 0) {
      let bits = 0
      for (const attribute of row.attributes) bits |= ATTRIBUTE_BITS[attribute] ?? 0
      attributes[i] = bits
    }
  }
  const fallbackRadius =
    radii.length > 0 ? median(radii) : Math.max(Math.min(mapRow?.width ?? 0, mapRow?.height ?? 0) / 100, 1)
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
  return {
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
    maxRadius,
    extent: { minX, minY, maxX, maxY },
  }
}

/** Neighbour links: either side of a pair is enough; the first link read wins. */
function linkNeighbours(
  wire: readonly SeatRowInput[],
  indexById: ReadonlyMap<string, number>,
  previous: Int32Array,
  next: Int32Array,
) {
  const link = (from: number, to: number) => {
    if (from === to || next[from] !== -1 || previous[to] !== -1) return
    next[from] = to
    previous[to] = from
  }
  for (let i = 0; i < wire.length; i++) {
    const row = wire[i] as SeatRowInput
    const after = row.next == null ? -1 : (indexById.get(String(row.next)) ?? -1)
    if (after !== -1) link(i, after)
    const before = row.previous == null ? -1 : (indexById.get(String(row.previous)) ?? -1)
    if (before !== -1) link(before, i)
  }
}

/** Chains: from every head (no previous) along next; then cut any loop left over, so walks end. */
function chainsOf(previous: Int32Array, next: Int32Array): number[][] {
  const n = previous.length
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
  return chains
}

/** Rows: chains grouped by section and row label, joined left to right; sections with their rows front to back. */
function groupRows(
  chains: readonly number[][],
  { sectionOf, rowLabelOf, x, y }: Pick<SeatValues, 'sectionOf' | 'rowLabelOf' | 'x' | 'y'>,
): { rows: SeatMapRowInfo[]; sections: SeatMapSection[]; rowOf: Int32Array; rowPosition: Int32Array } {
  const n = x.length
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
    rows.push({
      index: rows.length,
      section: sectionOf[head] as string,
      label: rowLabelOf[head] as string,
      seats,
      meanY: sumY / size,
    })
  }
  const sectionRows = new Map<string, number[]>()
  for (const row of rows) {
    let list = sectionRows.get(row.section)
    if (!list) sectionRows.set(row.section, (list = []))
    list.push(row.index)
  }
  const sections: SeatMapSection[] = [...sectionRows.entries()]
    .sort(([a], [b]) => (sectionOrder.get(a) ?? 0) - (sectionOrder.get(b) ?? 0))
    .map(([name, list]) => ({
      name,
      rows: list.sort((a, b) => (rows[a] as SeatMapRowInfo).meanY - (rows[b] as SeatMapRowInfo).meanY),
    }))
  return { rows, sections, rowOf, rowPosition }
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

/** The attributes a seat's data marks it with: wheelchair, companion, restricted view. */
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

/**
 * What the seat map's legend shows besides available, selected and unavailable (storefront §2
 * "a legend"): the visitor's own cart's seats when the map has any, and the attributes present.
 */
export function seatLegend(model: SeatMapModel | null): { inCart: boolean; attributes: SeatAttribute[] } {
  return model
    ? { inCart: model.state.includes(SEAT_IN_CART), attributes: mapAttributes(model) }
    : { inCart: false, attributes: [] }
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
