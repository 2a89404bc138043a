/**
 * Selection (storefront §4 Seats): what may be selected, auto-pick of neighbours, the click,
 * seats against quantities (storefront §5) and the picker's states.
 */
import {
  SEAT_AVAILABLE,
  type PickerEvent,
  type PickerMode,
  type PickerStatus,
  type SeatAssignment,
  type SeatClickOutcome,
  type SeatDemand,
  type SeatMapModel,
  type SeatMapRowInfo,
  type SeatProblem,
  type SelectedSeat,
} from '../types.js'
import { seatAllowsGroup } from './map.js'

// =============================================================================================
// The picker's constants (storefront §4 Seats)
// =============================================================================================

/**
 * How long the seat picker stays in its 'rendering' state between opening and showing the map:
 * 50 ms (storefront §4 Seats "Picker states: closed, rendering (50 ms), open.").
 */
export const PICKER_RENDERING_MS = 50

/**
 * The widest viewport, in CSS pixels, that opens the seat picker in its full-screen mobile mode:
 * narrower than 768 (a phone, or a tablet held upright) is mobile, wider is desktop (storefront §4
 * Seats "It opens in mobile or desktop mode."; the width is a decision of this SDK).
 */
export const PICKER_MOBILE_MAX_WIDTH = 767

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
    index !== -1 &&
    model.state[index] === SEAT_AVAILABLE &&
    !selected.has(seatId) &&
    seatAllowsGroup(model, index, ticketGroupId)
  )
}

/** Whether a seat can be deselected: only a seat currently selected can (storefront §4 Seats "… and only selected seats deselected."). */
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
    state[i] === SEAT_AVAILABLE &&
    !selected.has(ids[i] as string) &&
    (group === null || seatAllowsGroup(model, i, group))
  if (clicked === -1 || needed < 1 || !free(clicked)) return []
  if (needed === 1) return [clickedSeatId]

  // Free seats before and after the clicked one, up to needed + 1 each way: enough to place a
  // block and to see whether a single seat would be stranded beside it.
  const cap = needed + 1
  const before: number[] = []
  for (let s = previous[clicked] as number; s !== -1 && before.length < cap && free(s); s = previous[s] as number)
    before.push(s)
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

/** How many seats all the groups' quantities ask for (the picker's 'selected of needed'). */
export function totalSeatsWanted(demand: readonly SeatDemand[]): number {
  return demand.reduce((sum, group) => sum + seatsWanted(group), 0)
}

/**
 * What a click and a list checkbox do alike before choosing seats: an unknown seat is refused, a
 * selected one deselected ("only selected seats deselected"), a seat that is not available
 * refused ("not selectable"), and so is one no chosen ticket may use. Otherwise, the seated
 * groups (in the page's order) that may use the seat.
 */
function groupsForSeat(
  model: SeatMapModel,
  seatId: string,
  demand: readonly SeatDemand[],
  selection: readonly SelectedSeat[],
): SeatClickOutcome | SeatDemand[] {
  const index = model.indexOf(seatId)
  if (index === -1) return { outcome: 'refused', reason: 'unknown_seat' }
  if (canDeselectSeat(seatId, selectedIds(selection))) {
    return { outcome: 'deselected', selection: selection.filter((seat) => seat.seatId !== seatId), seatIds: [seatId] }
  }
  if (model.state[index] !== SEAT_AVAILABLE) return { outcome: 'refused', reason: 'not_selectable' }
  const usable = demand.filter((d) => seatsWanted(d) > 0 && seatAllowsGroup(model, index, d.ticketGroupId))
  if (usable.length === 0) {
    return { outcome: 'refused', reason: demand.some((d) => seatsWanted(d) > 0) ? 'not_for_tickets' : 'no_tickets' }
  }
  return usable
}

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
  const usable = groupsForSeat(model, seatId, demand, selection)
  if (!Array.isArray(usable)) return usable
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

/**
 * The list path's checkbox (storefront §4 Seats): deselects a selected seat, or selects this one
 * seat (no auto-pick: the list names each seat) for the first seated group that may use it and
 * still needs seats. Refused like `clickSeat` refuses.
 */
export function toggleSeat(
  model: SeatMapModel,
  seatId: string,
  demand: readonly SeatDemand[],
  selection: readonly SelectedSeat[],
): SeatClickOutcome {
  const usable = groupsForSeat(model, seatId, demand, selection)
  if (!Array.isArray(usable)) return usable
  // The first group still needing seats; when none does, the seat goes to the first that may use
  // it, and 'Too many seats for {group}' says so (storefront §5).
  const group = usable.find((d) => seatsNeeded(d, selection) > 0) ?? (usable[0] as SeatDemand)
  return {
    outcome: 'selected',
    selection: [...selection, { seatId, ticketGroupId: group.ticketGroupId }],
    seatIds: [seatId],
    ticketGroupId: group.ticketGroupId,
    repicked: false,
  }
}

/** Seats that can no longer be theirs (taken meanwhile) leave the selection and the confirmed seats. */
export function stillFree(
  model: SeatMapModel,
  seats: readonly SelectedSeat[],
): { kept: SelectedSeat[]; dropped: string[] } {
  const kept: SelectedSeat[] = []
  const dropped: string[] = []
  for (const seat of seats) {
    const index = model.indexOf(seat.seatId)
    if (index !== -1 && model.state[index] === SEAT_AVAILABLE && seatAllowsGroup(model, index, seat.ticketGroupId))
      kept.push(seat)
    else dropped.push(seat.seatId)
  }
  return { kept, dropped }
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
        lines.push({
          seatId: (seats[next++] as SelectedSeat).seatId,
          ticketGroupId: group.ticketGroupId,
          ticketTypeId: type.ticketTypeId,
        })
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

/** Whether two demands ask for the same seats (groups, names, types and quantities, in order). */
export function sameDemand(a: readonly SeatDemand[], b: readonly SeatDemand[]): boolean {
  return (
    a.length === b.length &&
    a.every((group, g) => {
      const other = b[g] as SeatDemand
      return (
        group.ticketGroupId === other.ticketGroupId &&
        group.name === other.name &&
        group.types.length === other.types.length &&
        group.types.every((t, k) => {
          const u = other.types[k]
          return u !== undefined && t.ticketTypeId === u.ticketTypeId && t.name === u.name && t.quantity === u.quantity
        })
      )
    })
  )
}
