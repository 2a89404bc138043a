/** 'Best available' seats (the list path) and the map's focus they are nearest to. */
import { SEAT_AVAILABLE, type SeatAttribute, type SeatDemand, type SeatMapModel, type SelectedSeat } from '../types.js'
import { seatAllowsGroup, seatMatchesFilter } from './map.js'
import { selectedIds, seatsNeeded } from './selection.js'

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
  for (const shape of model.otherElements) {
    if (shape.kind !== 'stage') continue
    if (shape.shape === 'polygon') {
      let sx = 0
      let sy = 0
      for (const [px, py] of shape.points) {
        sx += px
        sy += py
      }
      return { x: sx / shape.points.length, y: sy / shape.points.length }
    }
    if (shape.shape === 'rect') return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 }
    return { x: shape.x, y: shape.y }
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
  return apart
    ? { seatIds: apart.seats.map((i) => ids[i] as string), contiguous: false }
    : { seatIds: [], contiguous: false }
}

/**
 * Where a phone opens the map (seats must be big enough to tap, so the map opens zoomed in, on the
 * seats a visitor most likely wants): the middle of the best available block
 * for the first group still short of seats (`bestAvailable` for what it still needs), else the
 * map's focus (`seatMapFocus`, the stage).
 */
export function seatMapOpening(
  model: SeatMapModel,
  demand: readonly SeatDemand[],
  selection: readonly SelectedSeat[],
): { x: number; y: number } {
  const group = demand.find((g) => seatsNeeded(g, selection) > 0)
  if (group) {
    const { seatIds } = bestAvailable(model, group.ticketGroupId, seatsNeeded(group, selection), {
      selected: selectedIds(selection),
    })
    const seats = seatIds.map((id) => model.indexOf(id)).filter((i) => i >= 0)
    if (seats.length > 0) {
      const mean = (values: ArrayLike<number>) =>
        seats.reduce((sum, i) => sum + (values[i] as number), 0) / seats.length
      return { x: mean(model.x), y: mean(model.y) }
    }
  }
  return seatMapFocus(model)
}
