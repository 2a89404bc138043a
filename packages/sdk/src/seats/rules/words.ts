/**
 * Words for a seat, such as "Row C, seat 12, available, wheelchair": its name and what a screen
 * reader hears.
 */
import type { SeatI18n, SeatMessageKey } from '../messages.js'
import {
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  SEAT_IN_CART,
  SEAT_UNAVAILABLE,
  type SeatAttribute,
  type SeatDemand,
  type SeatMapModel,
  type SelectedSeat,
} from '../types.js'
import { seatAttributes } from './map.js'

// =============================================================================================
// Words for a seat, as a screen reader announces it: "Row C, seat 12, available, wheelchair"
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
 * What a screen reader hears for a seat, such as "Row C, seat 12, available, wheelchair":
 * its name, its state for this visitor (booked and unavailable both read 'unavailable', as the
 * legend shows them), then its attributes. Booked and unavailable are one word because the
 * visitor can do the same with both: nothing.
 */
export function seatDescription(
  model: SeatMapModel,
  seatId: string,
  selected: ReadonlySet<string>,
  i18n: SeatI18n,
): string {
  const index = model.indexOf(seatId)
  if (index === -1) return ''
  const state = selected.has(seatId)
    ? 'seats.stateSelected'
    : (STATE_KEYS[model.state[index] as number] as SeatMessageKey)
  return [
    seatName(model, index, i18n),
    i18n.t(state),
    ...seatAttributes(model, index).map((attribute) => i18n.t(ATTRIBUTE_KEYS[attribute])),
  ].join(', ')
}

/**
 * The confirmed seats as 'Selected Seats' lists them (storefront §2 Seat picker): each seat's
 * name (its id while the map is not read), followed by its group's name in brackets when the
 * seats belong to more than one group.
 */
export function selectedSeatLabels(
  model: SeatMapModel | null,
  seats: readonly SelectedSeat[],
  demand: readonly SeatDemand[],
  i18n: SeatI18n,
): { seatId: string; label: string }[] {
  const groupNames = new Map(demand.map((group) => [group.ticketGroupId, group.name]))
  const multipleGroups = new Set(seats.map((seat) => seat.ticketGroupId)).size > 1
  return seats.map((seat) => {
    const index = model ? model.indexOf(seat.seatId) : -1
    const name = model && index !== -1 ? seatName(model, index, i18n) : seat.seatId
    const group = groupNames.get(seat.ticketGroupId)
    return { seatId: seat.seatId, label: multipleGroups && group ? `${name} (${group})` : name }
  })
}
