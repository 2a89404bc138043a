/**
 * The seat picker's snapshot, composed without HTTP (storefront §5).
 */
import { describe, expect, it } from 'vitest'
import { modelOf, seatId } from './fixtures.js'
import { withSeatStates } from './rules/index.js'
import { composeSeatPickerState, INITIAL_SEAT_PICKER_STATE, mapLoaded } from './seats.view.js'
import { SEAT_BOOKED, type SeatDemand } from './types.js'

const C = (n: number) => seatId('C', n)
const demand: SeatDemand[] = [
  { ticketGroupId: 'g', name: 'Stalls', types: [{ ticketTypeId: 'adult', name: 'Adult', quantity: 2 }] },
]

describe('the seat picker snapshot', () => {
  it('problems follow the selection and the demand; complete follows the confirmed seats', () => {
    const withDemand = composeSeatPickerState(INITIAL_SEAT_PICKER_STATE, { demand })
    expect(withDemand.problems).toMatchObject([{ problem: 'not_enough_seats', missing: 2 }])
    expect(withDemand.complete).toBe(false)
    const seats = [C(1), C(2)].map((id) => ({ seatId: id, ticketGroupId: 'g' }))
    const chosen = composeSeatPickerState(withDemand, { selection: seats })
    expect(chosen.problems).toEqual([])
    expect(chosen.complete).toBe(false)
    expect(composeSeatPickerState(chosen, { confirmed: seats })).toMatchObject({
      confirmedProblems: [],
      complete: true,
    })
  })

  it('a map read again drops seats taken meanwhile, with a notice naming them', () => {
    const model = modelOf({ label: 'C', count: 4 })
    const current = composeSeatPickerState(INITIAL_SEAT_PICKER_STATE, {
      demand,
      selection: [C(1), C(2)].map((id) => ({ seatId: id, ticketGroupId: 'g' })),
      confirmed: [C(2)].map((id) => ({ seatId: id, ticketGroupId: 'g' })),
    })
    const patch = mapLoaded(current, withSeatStates(model, [C(2)], SEAT_BOOKED))
    expect(patch).toMatchObject({ mapStatus: 'ready', selection: [{ seatId: C(1) }], confirmed: [], error: null })
    expect(patch.notice).toEqual({ kind: 'seat_taken', messageKey: 'seats.seatTaken', seatIds: [C(2)] })
    expect(mapLoaded(current, model).notice).toBeUndefined()
  })
})
