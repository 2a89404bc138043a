/**
 * The list path: the seats it offers.
 */
import { describe, expect, it } from 'vitest'
import { modelOf, seatId } from '../fixtures.js'
import { listedSeats } from './index.js'

describe('the list path: the seats a visitor can choose, by row', () => {
  const model = modelOf(
    { label: 'A', count: 4, booked: [1], attributes: { 2: ['wheelchair'] } },
    { label: 'B', count: 2, y: 30, unavailable: [1, 2] },
    { section: 'Balcony', label: 'AA', count: 2, y: 200, booked: [1, 2] },
  )
  const A = (n: number) => model.indexOf(seatId('A', n))

  it('lists available and selected seats, with the free ones counted; rows and sections without any are left out', () => {
    const listed = listedSeats(model, new Set([seatId('A', 3)]), [])
    expect([...listed.rows.values()]).toEqual([{ seats: [A(2), A(3), A(4)], free: 2 }])
    expect(listed.sections.map((section) => section.name)).toEqual(['Stalls'])
    const balcony = listedSeats(model, new Set([seatId('AA', 1, 'Balcony')]), [])
    expect(balcony.sections.map((section) => section.name)).toEqual(['Stalls', 'Balcony'])
  })

  it('keeps only seats with an attribute of the filter', () => {
    expect([...listedSeats(model, new Set(), ['wheelchair']).rows.values()]).toEqual([{ seats: [A(2)], free: 1 }])
    expect(listedSeats(model, new Set(), ['companion']).sections).toEqual([])
  })
})
