/**
 * The seat map model (storefront §3 Seat, Seat map).
 */
import { describe, expect, it } from 'vitest'
import { modelOf, seatId, seatMapAnswer, seatRow } from '../fixtures.js'
import { mapAttributes, readSeatMap, seatLegend, seatStateCode, withSeatStates } from './index.js'
import { SEAT_AVAILABLE, SEAT_BOOKED, SEAT_IN_CART, SEAT_UNAVAILABLE } from '../types.js'

const C = (n: number) => seatId('C', n)

describe('storefront §3 Seat map: readSeatMap', () => {
  it('indexes seats with their fields and an O(1) id lookup', () => {
    const model = readSeatMap(
      seatMapAnswer(
        [
          seatRow('a', {
            name: 'Stalls A1',
            section: 'Stalls',
            row: 'A',
            x: 10,
            y: 20,
            r: 6,
            seat_template_id: 'hall',
            ticket_groups: ['g1'],
            attributes: ['wheelchair'],
          }),
          seatRow('b', {
            name: 'Stalls A2',
            section: 'Stalls',
            row: 'A',
            x: 30,
            y: 20,
            state: 'booked',
            previous: 'a',
          }),
        ],
        {
          width: 400,
          height: 300,
          other_elements: [{ kind: 'stage', shape: 'rect', x: 100, y: 0, width: 200, height: 40 }],
          map_geometry: { seat_count: 2 },
        },
      ),
    )
    expect(model.count).toBe(2)
    expect([model.width, model.height]).toEqual([400, 300])
    expect(model.otherElements).toEqual([{ kind: 'stage', shape: 'rect', x: 100, y: 0, width: 200, height: 40 }])
    expect(model.mapGeometry).toEqual({ seat_count: 2 })
    const a = model.indexOf('a')
    const b = model.indexOf('b')
    expect(model.indexOf('nope')).toBe(-1)
    expect([model.names[a], model.sectionOf[a], model.rowLabelOf[a], model.x[a], model.y[a], model.r[a]]).toEqual([
      'Stalls A1',
      'Stalls',
      'A',
      10,
      20,
      6,
    ])
    expect(model.seatTemplateIds[a]).toBe('hall')
    expect(model.ticketGroups[a]).toEqual(['g1'])
    // A seat naming no ticket group may be used by every group.
    expect(model.ticketGroups[b]).toBeNull()
    expect(model.state[a]).toBe(SEAT_AVAILABLE)
    expect(model.state[b]).toBe(SEAT_BOOKED)
    expect(mapAttributes(model)).toEqual(['wheelchair'])
    // b names a as previous only: the link counts both ways.
    expect(model.next[a]).toBe(b)
    expect(model.previous[b]).toBe(a)
    expect(model.rows).toHaveLength(1)
    expect([...model.rows[0]!.seats]).toEqual([a, b])
    // The radius of a seat without one is the map's median radius (6 and 8 → 8).
    expect(model.r[b]).toBe(8)
  })

  it('keeps an aisle as a break: one row, two chains, joined left to right', () => {
    const model = modelOf({ label: 'C', count: 6, aisleAfter: [3] })
    const row = model.rows[0]!
    expect([...row.seats].map((i) => model.ids[i])).toEqual([1, 2, 3, 4, 5, 6].map(C))
    expect(model.next[model.indexOf(C(3))]).toBe(-1)
    expect(model.previous[model.indexOf(C(4))]).toBe(-1)
  })

  it('keeps the first of seats sent twice under one id', () => {
    const model = readSeatMap(
      seatMapAnswer([
        seatRow('a', { name: 'first', x: 0 }),
        seatRow('b', { x: 20 }),
        seatRow('a', { name: 'again', x: 40 }),
      ]),
    )
    expect(model.count).toBe(2)
    expect(model.names[model.indexOf('a')]).toBe('first')
    expect(model.indexOf('b')).toBe(1)
  })

  it('drops links to unknown seats and cuts loops, so every walk ends', () => {
    const model = readSeatMap(
      seatMapAnswer([
        seatRow('a', { next: 'b', x: 0 }),
        seatRow('b', { next: 'c', x: 20 }),
        seatRow('c', { next: 'a', x: 40 }),
        seatRow('d', { next: 'ghost', x: 60 }),
      ]),
    )
    let steps = 0
    for (let s = model.indexOf('a'); s !== -1 && steps < 10; s = model.next[s]!) steps++
    expect(steps).toBe(3)
    expect(model.next[model.indexOf('d')]).toBe(-1)
  })

  it('orders sections as listed and their rows front to back', () => {
    const model = modelOf(
      { label: 'B', count: 2, y: 40 },
      { label: 'A', count: 2, y: 20 },
      { section: 'Balcony', label: 'AA', count: 2, y: 300 },
    )
    expect(model.sections.map((s) => s.name)).toEqual(['Stalls', 'Balcony'])
    expect(model.sections[0]!.rows.map((r) => model.rows[r]!.label)).toEqual(['A', 'B'])
  })

  it("reads the visitor's own held seats as in the cart, and seats held elsewhere as booked", () => {
    expect(seatStateCode({ state: 'booked', held_by_cart: true })).toBe(SEAT_IN_CART)
    expect(seatStateCode({ state: 'booked', held_by_cart: 'cart-1' }, 'cart-1')).toBe(SEAT_IN_CART)
    expect(seatStateCode({ state: 'available', held_by_cart: 'cart-2' }, 'cart-1')).toBe(SEAT_BOOKED)
    expect(seatStateCode({ state: 'booked', held_by_cart: false })).toBe(SEAT_BOOKED)
    expect(seatStateCode({ state: 'unavailable' })).toBe(SEAT_UNAVAILABLE)
    expect(seatStateCode({ state: 'available' })).toBe(SEAT_AVAILABLE)
  })

  it('withSeatStates copies the states and shares the rest', () => {
    const model = modelOf({ label: 'C', count: 3 })
    const changed = withSeatStates(model, [C(2)], SEAT_BOOKED)
    expect(changed.state[changed.indexOf(C(2))]).toBe(SEAT_BOOKED)
    expect(model.state[model.indexOf(C(2))]).toBe(SEAT_AVAILABLE)
    expect(changed.x).toBe(model.x)
    expect(changed.indexOf(C(3))).toBe(2)
  })
})

describe('storefront §2 the legend: what it shows besides the three states', () => {
  it("the visitor's cart's seats when the map has any, and the attributes present", () => {
    const model = modelOf({ label: 'C', count: 3, attributes: { 2: ['companion'] } })
    expect(seatLegend(model)).toEqual({ inCart: false, attributes: ['companion'] })
    expect(seatLegend(withSeatStates(model, [C(1)], SEAT_IN_CART))).toEqual({ inCart: true, attributes: ['companion'] })
    expect(seatLegend(null)).toEqual({ inCart: false, attributes: [] })
  })
})
