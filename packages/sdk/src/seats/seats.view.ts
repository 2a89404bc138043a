/** The seat picker's snapshot, composed (storefront §5): pure, testable without HTTP. */
import { seatMismatchProblems, stillFree } from './rules/index.js'
import type { SeatMapModel, SeatPickerState } from './types.js'

/** The picker before anything happened: closed, no map, no seats, nothing to match. */
export const INITIAL_SEAT_PICKER_STATE: SeatPickerState = {
  status: 'closed',
  mode: 'desktop',
  mapStatus: 'idle',
  model: null,
  demand: [],
  selection: [],
  confirmed: [],
  problems: [],
  confirmedProblems: [],
  complete: true,
  lastChange: null,
  notice: null,
  error: null,
}

/**
 * The next snapshot: the current one with a patch applied, and the problems following the
 * selection and demand (storefront §5 "Seats must match the quantities exactly"); `complete`
 * when the confirmed seats match.
 */
export function composeSeatPickerState(current: SeatPickerState, patch: Partial<SeatPickerState>): SeatPickerState {
  const demand = patch.demand ?? current.demand
  const selection = patch.selection ?? current.selection
  const confirmed = patch.confirmed ?? current.confirmed
  const confirmedProblems = seatMismatchProblems(demand, confirmed)
  return {
    ...current,
    ...patch,
    problems: seatMismatchProblems(demand, selection),
    confirmedProblems,
    complete: confirmedProblems.length === 0,
  }
}

/**
 * What a freshly read map changes: the map is ready, and seats taken meanwhile leave the
 * selection and the confirmed seats, with a 'seat taken' notice naming them.
 */
export function mapLoaded(current: SeatPickerState, model: SeatMapModel): Partial<SeatPickerState> {
  const selection = stillFree(model, current.selection)
  const confirmed = stillFree(model, current.confirmed)
  const dropped = [...new Set([...selection.dropped, ...confirmed.dropped])]
  return {
    mapStatus: 'ready',
    model,
    selection: selection.kept,
    confirmed: confirmed.kept,
    error: null,
    ...(dropped.length > 0 ? { notice: { kind: 'seat_taken', messageKey: 'seats.seatTaken', seatIds: dropped } } : {}),
  }
}
