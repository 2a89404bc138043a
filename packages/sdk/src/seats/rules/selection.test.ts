/**
 * Selection, auto-pick, the click, seats against quantities and the picker states (storefront §4 Seats, §5).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/index.js'
import { modelOf, seatId, seatMapAnswer, seatRowOf } from '../fixtures.js'
import {
  autoPickSeats,
  totalSeatsWanted,
  sameDemand,
  stillFree,
  toggleSeat,
  canDeselectSeat,
  canSelectSeat,
  clickSeat,
  isContiguous,
  pickerModeFor,
  pickerTransition,
  PICKER_RENDERING_MS,
  readSeatMap,
  seatAssignments,
  seatDemand,
  seatMismatchProblems,
} from './index.js'
import { SEAT_AVAILABLE, type SeatDemand, type SeatRow } from '../types.js'
import type { OfferedTicketGroup } from '../../reserve/types.js'

const C = (n: number) => seatId('C', n)
const none = new Set<string>()

describe('storefront §4 Seats: selection', () => {
  const model = modelOf({ label: 'C', count: 4, booked: [2], unavailable: [3], ticketGroups: ['stalls'] })

  it('only available seats can be selected; booked and unavailable never', () => {
    expect(canSelectSeat(model, C(1), none)).toBe(true)
    expect(canSelectSeat(model, C(2), none)).toBe(false)
    expect(canSelectSeat(model, C(3), none)).toBe(false)
    expect(canSelectSeat(model, C(1), new Set([C(1)]))).toBe(false)
    expect(canSelectSeat(model, 'nope', none)).toBe(false)
  })

  it('a seat is selectable only for the ticket groups that may use it (storefront §3)', () => {
    expect(canSelectSeat(model, C(1), none, 'stalls')).toBe(true)
    expect(canSelectSeat(model, C(1), none, 'balcony')).toBe(false)
  })

  it('only selected seats can be deselected', () => {
    expect(canDeselectSeat(C(1), new Set([C(1)]))).toBe(true)
    expect(canDeselectSeat(C(4), new Set([C(1)]))).toBe(false)
    expect(canDeselectSeat(C(2), none)).toBe(false)
  })
})

describe('storefront §4 Seats: auto-pick ("a click selects a seat and … auto-picks neighbouring seats")', () => {
  it('picks a contiguous block along the row from the clicked seat', () => {
    const model = modelOf({ label: 'C', count: 10 })
    expect(autoPickSeats(model, C(3), 3, none)).toEqual([C(3), C(4), C(5)])
    expect(autoPickSeats(model, C(10), 3, none)).toEqual([C(8), C(9), C(10)])
    expect(autoPickSeats(model, C(5), 1, none)).toEqual([C(5)])
  })

  it('does not strand a single free seat beside the block when another block fits', () => {
    // Seats 1–5 free, 6 booked: clicking 2 for 3 would leave 1 alone with 2–4; 1–3 keeps 4–5 together.
    const model = modelOf({ label: 'C', count: 6, booked: [6] })
    expect(autoPickSeats(model, C(2), 3, none)).toEqual([C(1), C(2), C(3)])
  })

  it('treats an aisle as a break: the block stays on the clicked side when it fits', () => {
    const model = modelOf({ label: 'C', count: 8, aisleAfter: [4] })
    expect(autoPickSeats(model, C(3), 2, none)).toEqual([C(3), C(4)])
    expect(autoPickSeats(model, C(4), 3, none)).toEqual([C(2), C(3), C(4)])
    expect(isContiguous(model, [C(4), C(5)])).toBe(false)
  })

  it('broken by an aisle: the clicked run, then the nearest block across the aisle that holds the rest', () => {
    // 1 2 | 3 4 5 6: click 2 for 4 → 1, 2 (its run), then 3, 4 (nearest block of 2).
    const model = modelOf({ label: 'C', count: 6, aisleAfter: [2] })
    expect(autoPickSeats(model, C(2), 4, none)).toEqual([C(1), C(2), C(3), C(4)])
  })

  it('skips seats already selected and booked ones, never picking them', () => {
    const model = modelOf({ label: 'C', count: 8, booked: [4] })
    expect(autoPickSeats(model, C(2), 3, new Set([C(1)]))).toEqual([C(2), C(3), C(5)])
  })

  it('not enough left in the row: every free seat of the row, short of the quantity', () => {
    const model = modelOf({ label: 'C', count: 5, booked: [2, 4] }, { label: 'D', count: 5, y: 30 })
    const picked = autoPickSeats(model, C(3), 4, none)
    expect(picked).toEqual([C(1), C(3), C(5)])
    // Other rows are never used.
    expect(picked.every((id) => id.startsWith('S-C-'))).toBe(true)
  })

  it('takes the nearest free block on either side, the `next` side on a tie', () => {
    // 1 2 X 4 X 6 7: click 4 for 3 → 4, then 1–2 (distance 2) vs 6–7 (distance 2): next side wins.
    const model = modelOf({ label: 'C', count: 7, booked: [3, 5] })
    expect(autoPickSeats(model, C(4), 3, none)).toEqual([C(4), C(6), C(7)])
  })

  it('picks nothing for a seat that cannot be selected, or when nothing is needed', () => {
    const model = modelOf({ label: 'C', count: 4, booked: [2] })
    expect(autoPickSeats(model, C(2), 2, none)).toEqual([])
    expect(autoPickSeats(model, C(1), 0, none)).toEqual([])
    expect(autoPickSeats(model, 'nope', 2, none)).toEqual([])
  })

  it("keeps to the seats the ticket group may use (a price zone's edge stops the block)", () => {
    const model = readSeatMap(
      seatMapAnswer(
        seatRowOf({ label: 'C', count: 6 }).map((seat, i) => ({
          ...seat,
          ticket_groups: [i < 3 ? 'premium' : 'standard'],
        })),
      ),
    )
    expect(autoPickSeats(model, C(2), 3, none, { ticketGroupId: 'premium' })).toEqual([C(1), C(2), C(3)])
    expect(autoPickSeats(model, C(3), 3, none, { ticketGroupId: 'premium' })).toEqual([C(1), C(2), C(3)])
    expect(autoPickSeats(model, C(4), 2, none, { ticketGroupId: 'premium' })).toEqual([])
  })

  // A random hall: rows of random length, aisles, booked and unavailable seats, some selected.
  const hall = fc
    .array(
      fc.record({
        count: fc.integer({ min: 1, max: 24 }),
        aisles: fc.array(fc.integer({ min: 1, max: 23 }), { maxLength: 3 }),
        states: fc.array(
          fc.constantFrom<SeatRow['state']>('available', 'available', 'available', 'booked', 'unavailable'),
          {
            minLength: 24,
            maxLength: 24,
          },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((rows) =>
      rows.flatMap((row, r) =>
        seatRowOf({ label: String.fromCharCode(65 + r), count: row.count, y: r * 30, aisleAfter: row.aisles }).map(
          (seat, i) => ({
            ...seat,
            state: row.states[i]!,
          }),
        ),
      ),
    )
  const scenario = hall.chain((seats) =>
    fc.record({
      seats: fc.constant(seats),
      clicked: fc.integer({ min: 0, max: seats.length - 1 }),
      needed: fc.integer({ min: 1, max: 10 }),
      selected: fc.subarray(seats.map((s) => s.id)),
    }),
  )

  it('property: never picks a booked, unavailable or selected seat, never more than needed, always distinct', () => {
    fc.assert(
      fc.property(scenario, ({ seats, clicked, needed, selected }) => {
        const model = readSeatMap(seatMapAnswer(seats))
        const picked = autoPickSeats(model, seats[clicked]!.id, needed, new Set(selected))
        expect(picked.length).toBeLessThanOrEqual(needed)
        expect(new Set(picked).size).toBe(picked.length)
        for (const id of picked) {
          expect(model.state[model.indexOf(id)]).toBe(SEAT_AVAILABLE)
          expect(selected).not.toContain(id)
        }
      }),
    )
  })

  it('property: the clicked seat is picked, with as many seats as its row has free (up to needed)', () => {
    fc.assert(
      fc.property(scenario, ({ seats, clicked, needed, selected }) => {
        const model = readSeatMap(seatMapAnswer(seats))
        const id = seats[clicked]!.id
        const taken = new Set(selected)
        const picked = autoPickSeats(model, id, needed, taken)
        if (!canSelectSeat(model, id, taken)) {
          expect(picked).toEqual([])
          return
        }
        expect(picked).toContain(id)
        const row = model.rows[model.rowOf[model.indexOf(id)]!]!
        const freeInRow = [...row.seats].filter((i) => canSelectSeat(model, model.ids[i]!, taken)).length
        expect(picked).toHaveLength(Math.min(needed, freeInRow))
        expect(picked.every((p) => model.rowOf[model.indexOf(p)] === model.rowOf[model.indexOf(id)])).toBe(true)
      }),
    )
  })

  it('property: contiguous (and holding the clicked seat) whenever such a block exists', () => {
    fc.assert(
      fc.property(scenario, ({ seats, clicked, needed, selected }) => {
        const model = readSeatMap(seatMapAnswer(seats))
        const id = seats[clicked]!.id
        const taken = new Set(selected)
        if (!canSelectSeat(model, id, taken)) return
        // Oracle: the length of the clicked seat's free run along the chain.
        let run = 1
        const c = model.indexOf(id)
        for (let s = model.previous[c]!; s !== -1 && canSelectSeat(model, model.ids[s]!, taken); s = model.previous[s]!)
          run++
        for (let s = model.next[c]!; s !== -1 && canSelectSeat(model, model.ids[s]!, taken); s = model.next[s]!) run++
        const picked = autoPickSeats(model, id, needed, taken)
        if (run >= needed) {
          expect(picked).toHaveLength(needed)
          expect(isContiguous(model, picked)).toBe(true)
        }
      }),
    )
  })

  it("looks only at the clicked seat's neighbours on a 50,000-seat map", () => {
    const rows = Array.from({ length: 250 }, (_, r) => ({
      label: `R${r}`,
      count: 200,
      y: r * 30,
      aisleAfter: [50, 100, 150],
    }))
    const model = modelOf(...rows)
    expect(model.count).toBe(50_000)
    // Count the seats a pick looks at (bench/ has the timings; tests never assert on wall-clock time).
    let seatsRead = 0
    const state = new Proxy(model.state, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) seatsRead += 1
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    // The model's seat states read through the counter (a model of this test's own).
    Object.defineProperty(model, 'state', { value: state })
    const picked = autoPickSeats(model, seatId('R120', 75), 6, none)
    expect(picked).toHaveLength(6)
    // 6 seats and up to 7 neighbours each way (15 reads today): not a row of 200, let alone the map.
    expect(seatsRead).toBeLessThan(50)
  })
})

describe('storefront §4 Seats: a click on the map', () => {
  const demand: SeatDemand[] = [
    { ticketGroupId: 'premium', name: 'Premium', types: [{ ticketTypeId: 'adult', name: 'Adult', quantity: 2 }] },
    { ticketGroupId: 'standard', name: 'Standard', types: [{ ticketTypeId: 'std', name: 'Standard', quantity: 1 }] },
  ]
  const model = readSeatMap(
    seatMapAnswer([
      ...seatRowOf({ label: 'A', count: 4, ticketGroups: ['premium'] }),
      ...seatRowOf({ label: 'C', count: 4, y: 60, booked: [4], ticketGroups: ['standard'] }),
    ]),
  )
  const A = (n: number) => seatId('A', n)

  it('selects with auto-pick for the group that may use the seat', () => {
    // A2 with A1 rather than A3: A3 would leave A1 and A4 alone on either side.
    const outcome = clickSeat(model, A(2), demand, [])
    expect(outcome).toMatchObject({
      outcome: 'selected',
      ticketGroupId: 'premium',
      seatIds: [A(1), A(2)],
      repicked: false,
    })
    expect(clickSeat(model, seatId('C', 2), demand, [])).toMatchObject({
      outcome: 'selected',
      ticketGroupId: 'standard',
      seatIds: [seatId('C', 2)],
    })
  })

  it('deselects a selected seat alone', () => {
    const selection = [
      { seatId: A(2), ticketGroupId: 'premium' },
      { seatId: A(3), ticketGroupId: 'premium' },
    ]
    expect(clickSeat(model, A(3), demand, selection)).toEqual({
      outcome: 'deselected',
      selection: [selection[0]],
      seatIds: [A(3)],
    })
  })

  it('moves a complete group to the clicked seat (decision), instead of adding a seat too many', () => {
    const selection = [
      { seatId: A(1), ticketGroupId: 'premium' },
      { seatId: A(2), ticketGroupId: 'premium' },
    ]
    const outcome = clickSeat(model, A(3), demand, selection)
    expect(outcome).toMatchObject({ outcome: 'selected', repicked: true, seatIds: [A(3), A(4)] })
    if (outcome.outcome === 'selected') expect(outcome.selection.map((s) => s.seatId)).toEqual([A(3), A(4)])
  })

  it('refuses booked seats, seats no chosen ticket may use, and any seat without seated tickets', () => {
    expect(clickSeat(model, seatId('C', 4), demand, [])).toEqual({ outcome: 'refused', reason: 'not_selectable' })
    const premiumOnly = [demand[0]!]
    expect(clickSeat(model, seatId('C', 1), premiumOnly, [])).toEqual({ outcome: 'refused', reason: 'not_for_tickets' })
    const noTickets = demand.map((d) => ({ ...d, types: d.types.map((t) => ({ ...t, quantity: 0 })) }))
    expect(clickSeat(model, A(1), noTickets, [])).toEqual({ outcome: 'refused', reason: 'no_tickets' })
  })
  it('the list checkbox selects one seat without auto-pick, for the first group still needing seats', () => {
    expect(toggleSeat(model, A(2), demand, [])).toEqual({
      outcome: 'selected',
      selection: [{ seatId: A(2), ticketGroupId: 'premium' }],
      seatIds: [A(2)],
      ticketGroupId: 'premium',
      repicked: false,
    })
    const full = [
      { seatId: A(1), ticketGroupId: 'premium' },
      { seatId: A(2), ticketGroupId: 'premium' },
    ]
    expect(toggleSeat(model, A(3), demand, full)).toMatchObject({
      outcome: 'selected',
      seatIds: [A(3)],
      ticketGroupId: 'premium',
    })
    expect(toggleSeat(model, A(2), demand, full)).toEqual({
      outcome: 'deselected',
      selection: [full[0]],
      seatIds: [A(2)],
    })
    expect(toggleSeat(model, 'nowhere', demand, [])).toEqual({ outcome: 'refused', reason: 'unknown_seat' })
    expect(toggleSeat(model, seatId('C', 4), demand, [])).toEqual({ outcome: 'refused', reason: 'not_selectable' })
    expect(toggleSeat(model, seatId('C', 1), [demand[0]!], [])).toEqual({
      outcome: 'refused',
      reason: 'not_for_tickets',
    })
  })

  it('seats taken meanwhile, or no longer usable by their group, leave a selection', () => {
    const seats = [
      { seatId: A(1), ticketGroupId: 'premium' },
      { seatId: seatId('C', 4), ticketGroupId: 'standard' },
      { seatId: seatId('C', 1), ticketGroupId: 'premium' },
      { seatId: 'gone', ticketGroupId: 'premium' },
    ]
    expect(stillFree(model, seats)).toEqual({ kept: [seats[0]], dropped: [seatId('C', 4), seatId('C', 1), 'gone'] })
  })

  it('the same demand is the same seats asked for', () => {
    expect(
      sameDemand(
        demand,
        demand.map((d) => ({ ...d, types: d.types.map((t) => ({ ...t })) })),
      ),
    ).toBe(true)
    expect(sameDemand(demand, [demand[0]!])).toBe(false)
    expect(
      sameDemand(demand, [
        demand[0]!,
        { ...demand[1]!, types: [{ ticketTypeId: 'std', name: 'Standard', quantity: 2 }] },
      ]),
    ).toBe(false)
  })
})

describe('storefront §5: seats must match the quantities exactly', () => {
  const demand: SeatDemand[] = [
    {
      ticketGroupId: 'stalls',
      name: 'Stalls',
      types: [
        { ticketTypeId: 'adult', name: 'Adult', quantity: 2 },
        { ticketTypeId: 'child', name: 'Child', quantity: 1 },
      ],
    },
  ]
  const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ seatId: C(i + 1), ticketGroupId: 'stalls' }))

  it("too few seats: 'Not enough seats for {group} {type}' for each type left short", () => {
    const problems = seatMismatchProblems(demand, seats(1))
    expect(problems).toEqual([
      {
        problem: 'not_enough_seats',
        messageKey: 'seats.notEnoughSeats',
        params: { group: 'Stalls', type: 'Adult' },
        ticketGroupId: 'stalls',
        ticketTypeId: 'adult',
        missing: 1,
      },
      {
        problem: 'not_enough_seats',
        messageKey: 'seats.notEnoughSeats',
        params: { group: 'Stalls', type: 'Child' },
        ticketGroupId: 'stalls',
        ticketTypeId: 'child',
        missing: 1,
      },
    ])
    const i18n = createI18n()
    expect(i18n.t(problems[1]!.messageKey, problems[1]!.params)).toBe('Not enough seats for Stalls Child')
  })

  it("too many seats: 'Too many seats for {group}'", () => {
    const problems = seatMismatchProblems(demand, seats(4))
    expect(problems).toEqual([
      {
        problem: 'too_many_seats',
        messageKey: 'seats.tooManySeats',
        params: { group: 'Stalls' },
        ticketGroupId: 'stalls',
        extra: 1,
      },
    ])
    expect(createI18n().t(problems[0]!.messageKey, problems[0]!.params)).toBe('Too many seats for Stalls')
  })

  it('exactly matching seats: no problem; a group with no tickets needs no seats', () => {
    expect(seatMismatchProblems(demand, seats(3))).toEqual([])
    const none0 = [{ ...demand[0]!, types: demand[0]!.types.map((t) => ({ ...t, quantity: 0 })) }]
    expect(seatMismatchProblems(none0, [])).toEqual([])
    expect(seatMismatchProblems(none0, seats(1))).toMatchObject([{ problem: 'too_many_seats', extra: 1 }])
  })

  it('assigns the seats to the types in order, one cart line per seat', () => {
    expect(seatAssignments(demand, seats(3))).toEqual([
      { seatId: C(1), ticketGroupId: 'stalls', ticketTypeId: 'adult' },
      { seatId: C(2), ticketGroupId: 'stalls', ticketTypeId: 'adult' },
      { seatId: C(3), ticketGroupId: 'stalls', ticketTypeId: 'child' },
    ])
  })

  it('reads the demand from the seated groups of the reserve page and their quantities', () => {
    const group = (id: string, handler: string): OfferedTicketGroup => ({
      id,
      group: { id, name: id.toUpperCase(), handler } as OfferedTicketGroup['group'],
      types: [{ id: `${id}-a`, name: 'Adult' } as OfferedTicketGroup['types'][number]],
      limit: 10,
      minTicketsPerOrder: 1,
      handler,
      memberOnly: false,
    })
    expect(seatDemand([group('ga', 'tickets'), group('hall', 'seated')], { 'hall-a': 2, 'ga-a': 1 })).toEqual([
      { ticketGroupId: 'hall', name: 'HALL', types: [{ ticketTypeId: 'hall-a', name: 'Adult', quantity: 2 }] },
    ])
  })
})

describe("the picker's 'selected of needed'", () => {
  it('adds up what every group asks for', () => {
    const demand: SeatDemand[] = [
      {
        ticketGroupId: 'g1',
        name: 'Premium',
        types: [
          { ticketTypeId: 'a', name: 'Adult', quantity: 2 },
          { ticketTypeId: 'c', name: 'Child', quantity: 1 },
        ],
      },
      { ticketGroupId: 'g2', name: 'Standard', types: [{ ticketTypeId: 's', name: 'Standard', quantity: 0 }] },
    ]
    expect(totalSeatsWanted(demand)).toBe(3)
    expect(totalSeatsWanted([])).toBe(0)
  })
})

describe('storefront §4 Seats: picker states', () => {
  it('closed → rendering (50 ms) → open, and back to closed on confirm, back or Change Tickets', () => {
    expect(PICKER_RENDERING_MS).toBe(50)
    expect(pickerTransition('closed', { type: 'open' })).toBe('rendering')
    expect(pickerTransition('rendering', { type: 'rendered' })).toBe('open')
    for (const reason of ['confirm', 'back', 'change_tickets'] as const) {
      expect(pickerTransition('open', { type: 'close', reason })).toBe('closed')
      expect(pickerTransition('rendering', { type: 'close', reason })).toBe('closed')
    }
  })

  it('ignores events that do not apply', () => {
    expect(pickerTransition('closed', { type: 'rendered' })).toBe('closed')
    expect(pickerTransition('open', { type: 'open' })).toBe('open')
    expect(pickerTransition('rendering', { type: 'open' })).toBe('rendering')
  })

  it('opens in mobile mode on a narrow viewport and desktop mode otherwise', () => {
    expect(pickerModeFor(375)).toBe('mobile')
    expect(pickerModeFor(767)).toBe('mobile')
    expect(pickerModeFor(768)).toBe('desktop')
  })
})
