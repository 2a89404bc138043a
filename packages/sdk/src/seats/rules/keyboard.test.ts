/**
 * Keyboard moves on the seat map.
 */
import { describe, expect, it } from 'vitest'
import { modelOf, seatId } from '../fixtures.js'
import { adjacentSeat } from './index.js'

describe('keyboard: arrow keys move seat to seat', () => {
  const model = modelOf(
    { label: 'A', count: 5, y: 0 },
    { label: 'B', count: 5, y: 30, aisleAfter: [2] },
    { section: 'Balcony', label: 'AA', count: 3, y: 200 },
  )

  it('left and right along the row, across aisles, stopping at the ends', () => {
    expect(adjacentSeat(model, seatId('B', 2), 'next')).toBe(seatId('B', 3))
    expect(adjacentSeat(model, seatId('B', 3), 'previous')).toBe(seatId('B', 2))
    expect(adjacentSeat(model, seatId('A', 5), 'next')).toBeNull()
    expect(adjacentSeat(model, seatId('A', 1), 'previous')).toBeNull()
  })

  it('up and down to the nearest seat of the adjacent row, then into the next section', () => {
    // B3 sits at x 60 + 30 (aisle) = 90; the nearest in row A is A4 (x 80) or A5 (x 100): A4 is first.
    expect(adjacentSeat(model, seatId('B', 3), 'up')).toBe(seatId('A', 4))
    expect(adjacentSeat(model, seatId('A', 2), 'down')).toBe(seatId('B', 2))
    expect(adjacentSeat(model, seatId('B', 1), 'down')).toBe(seatId('AA', 1, 'Balcony'))
    expect(adjacentSeat(model, seatId('A', 1), 'up')).toBeNull()
  })
})
