/**
 * The list path: 'best available' seats.
 */
import { describe, expect, it } from 'vitest'
import { modelOf, seatId, seatMapAnswer, seatRowOf } from '../fixtures.js'
import { bestAvailable, readSeatMap, seatMapFocus } from './index.js'

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
