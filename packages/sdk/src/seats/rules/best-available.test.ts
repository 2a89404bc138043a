/**
 * The list path: 'best available' seats.
 */
import { describe, expect, it } from 'vitest'
import { modelOf, seatId, seatMapAnswer, seatRowOf } from '../fixtures.js'
import { bestAvailable, readSeatMap, seatMapFocus, seatMapOpening } from './index.js'

describe("the list path: 'best available' for a quantity", () => {
  it('the block nearest the stage, together', () => {
    const model = readSeatMap(
      seatMapAnswer(
        [...seatRowOf({ label: 'A', count: 10, y: 100 }), ...seatRowOf({ label: 'B', count: 10, y: 130 })],
        { other_elements: [{ kind: 'stage', shape: 'rect', x: 60, y: 0, width: 100, height: 40 }] },
      ),
    )
    expect(seatMapFocus(model)).toEqual({ x: 110, y: 20 })
    // Row A is nearer; the stage's centre x = 110 sits between seats 5 (x 100) and 6 (x 120).
    expect(bestAvailable(model, null, 2)).toEqual({ seatIds: [seatId('A', 5), seatId('A', 6)], contiguous: true })
  })

  it('skips booked seats and seats the group may not use, and filters on attributes', () => {
    const model = modelOf(
      { label: 'A', count: 4, booked: [2, 3] },
      { label: 'B', count: 4, y: 30, attributes: { 1: ['wheelchair'], 2: ['companion'] } },
    )
    // Row A has no two free seats together; in row B the pair nearest the map's top middle (x 500).
    expect(bestAvailable(model, null, 2)).toEqual({ seatIds: [seatId('B', 3), seatId('B', 4)], contiguous: true })
    expect(bestAvailable(model, null, 2, { filter: ['wheelchair', 'companion'] })).toEqual({
      seatIds: [seatId('B', 1), seatId('B', 2)],
      contiguous: true,
    })
    expect(bestAvailable(model, null, 2, { filter: ['restricted_view'] })).toEqual({ seatIds: [], contiguous: false })
  })

  it('when no block is left, the tightest seats of one row, marked apart', () => {
    const model = modelOf({ label: 'A', count: 5, booked: [2, 4] })
    // A1–A3 and A3–A5 span as much; A3–A5 is nearer the top middle of the map (x 500).
    expect(bestAvailable(model, null, 2)).toEqual({ seatIds: [seatId('A', 3), seatId('A', 5)], contiguous: false })
    expect(bestAvailable(model, null, 4)).toEqual({ seatIds: [], contiguous: false })
  })
})

describe('where a phone opens the map (issue 18.6)', () => {
  const model = readSeatMap(
    seatMapAnswer([...seatRowOf({ label: 'A', count: 10, y: 100 }), ...seatRowOf({ label: 'B', count: 10, y: 130 })], {
      other_elements: [{ kind: 'stage', shape: 'rect', x: 60, y: 0, width: 100, height: 40 }],
    }),
  )
  const demand = (quantity: number) => [
    { ticketGroupId: 'g1', name: 'Stalls', types: [{ ticketTypeId: 't1', name: 'Adult', quantity }] },
  ]

  it('on the middle of the best available block for what the first group still needs', () => {
    // The block is A5–A6 (x 100 and 120), nearest the stage.
    expect(seatMapOpening(model, demand(2), [])).toEqual({ x: 110, y: 100 })
    // With A5 and A6 taken by the selection, one more seat: A4 or A7 beside them, the nearer first.
    const selection = [
      { seatId: seatId('A', 5), ticketGroupId: 'g1' },
      { seatId: seatId('A', 6), ticketGroupId: 'g1' },
    ]
    expect(seatMapOpening(model, demand(3), selection).y).toBe(100)
  })

  it('on the stage when nothing is still needed or nothing is free', () => {
    expect(seatMapOpening(model, demand(0), [])).toEqual(seatMapFocus(model))
    expect(seatMapOpening(model, demand(30), [])).toEqual(seatMapFocus(model))
  })
})
