/**
 * Words for a seat.
 */
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/index.js'
import { seatId, seatMapAnswer, seatRow, seatRowOf } from '../fixtures.js'
import { readSeatMap, seatDescription, selectedSeatLabels } from './index.js'

const C = (n: number) => seatId('C', n)
const none = new Set<string>()

describe('the seat announcement ("Row C, seat 12, available, wheelchair")', () => {
  const i18n = createI18n()
  const model = readSeatMap(
    seatMapAnswer([
      ...seatRowOf({ label: 'C', count: 12, attributes: { 12: ['wheelchair'] }, booked: [11] }),
      seatRow('named', { name: 'Stalls D4', row: 'D', state: 'available', attributes: ['restricted_view'] }),
    ]),
  )

  it('names the seat, its state for the visitor and its attributes', () => {
    expect(seatDescription(model, C(12), none, i18n)).toBe('Row C, seat 12, available, wheelchair')
    expect(seatDescription(model, C(12), new Set([C(12)]), i18n)).toBe('Row C, seat 12, selected, wheelchair')
    expect(seatDescription(model, C(11), none, i18n)).toBe('Row C, seat 11, unavailable')
    expect(seatDescription(model, 'named', none, i18n)).toBe('Stalls D4, available, restricted view')
  })

  it('reads the catalogue first, so a tenant override by key wins', () => {
    const french = createI18n({ messages: { ['seats.stateAvailable' as never]: 'libre' } })
    expect(seatDescription(model, C(1), none, french)).toBe('Row C, seat 1, libre')
  })
})

describe("'Selected Seats': the confirmed seats' labels", () => {
  const i18n = createI18n()
  const model = readSeatMap(
    seatMapAnswer([...seatRowOf({ label: 'C', count: 3 }), seatRow('named', { name: 'Stalls D4', row: 'D' })]),
  )
  const demand = [
    { ticketGroupId: 'g1', name: 'Premium', types: [] },
    { ticketGroupId: 'g2', name: 'Standard', types: [] },
  ]

  it("names each seat, with its group's name when the seats belong to more than one group", () => {
    expect(selectedSeatLabels(model, [{ seatId: C(1), ticketGroupId: 'g1' }], demand, i18n)).toEqual([
      { seatId: C(1), label: 'Row C, seat 1' },
    ])
    expect(
      selectedSeatLabels(
        model,
        [
          { seatId: C(1), ticketGroupId: 'g1' },
          { seatId: 'named', ticketGroupId: 'g2' },
        ],
        demand,
        i18n,
      ).map((s) => s.label),
    ).toEqual(['Row C, seat 1 (Premium)', 'Stalls D4 (Standard)'])
  })

  it('names a seat by its id while the map is not read, or when the map has no such seat', () => {
    expect(selectedSeatLabels(null, [{ seatId: 'x', ticketGroupId: 'g1' }], demand, i18n)).toEqual([
      { seatId: 'x', label: 'x' },
    ])
    expect(selectedSeatLabels(model, [{ seatId: 'gone', ticketGroupId: 'g1' }], demand, i18n)).toEqual([
      { seatId: 'gone', label: 'gone' },
    ])
  })
})
