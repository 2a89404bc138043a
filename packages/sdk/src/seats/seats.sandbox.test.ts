/**
 * The seat picker against the in-process sandbox's Great Hall (DESIGN.md: sdk flows are tested
 * against the sandbox), through the contract observer: every request and answer must match
 * openapi/storefront.yaml. Storefront §4 Seats, §5; calls §8 409 seat_unavailable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { isContiguous, seatAllowsGroup } from './rules/index.js'
import { createSeatPicker } from './seats.store.js'
import { getSeatPicker } from './domain.js'
import { getReserve } from '../reserve/domain.js'
import { SEAT_AVAILABLE, SEAT_BOOKED, SEAT_IN_CART, type SeatDemand, type SeatPicker } from './types.js'

const concert = 'chamber-music-great-hall'
// Saturday 14 March 2026 at 19:30; the sandbox clock is Tuesday 10 March.
const saturday = 'chamber-music-great-hall-20260314-1930'
const standard = 'cc-great-hall-seating'
const demand: SeatDemand[] = [
  {
    ticketGroupId: standard,
    name: 'Great Hall',
    types: [{ ticketTypeId: 'cc-standard', name: 'Standard', quantity: 2 }],
  },
]

let run: OnSandbox
const pickers: SeatPicker[] = []

function start() {
  run = onSandbox({ now: '2026-03-10T14:00:00Z' })
}

/** A visitor's tab: a storefront and its seat picker for Saturday's concert. */
function visitor() {
  const storefront = run.visitor()
  const picker = createSeatPicker(
    { http: storefront.http, clock: storefront.options.clock, events: storefront.events },
    { eventId: concert, sessionId: saturday, cartId: () => storefront.cart.getSnapshot().cartId },
  )
  picker.setDemand(demand)
  pickers.push(picker)
  return { storefront, picker }
}

/** The confirmed seats as reserve lines: one seat per line (openapi ReserveTicket seat_id). */
function reserveLines(picker: SeatPicker) {
  return picker.assignments().map((line) => ({
    event_session_id: saturday,
    ticket_type_id: line.ticketTypeId,
    seat_id: line.seatId,
    quantity: 1,
  }))
}

/** The first available standard seat with a free neighbour on its `next` side. */
function seatWithNeighbour(picker: SeatPicker): string {
  const model = picker.getSnapshot().model!
  for (let i = 0; i < model.count; i++) {
    const next = model.next[i]!
    if (
      model.state[i] === SEAT_AVAILABLE &&
      seatAllowsGroup(model, i, standard) &&
      next !== -1 &&
      model.state[next] === SEAT_AVAILABLE
    )
      return model.ids[i]!
  }
  throw new Error('no two seats together')
}

afterEach(() => {
  for (const picker of pickers.splice(0)) picker.dispose()
  run.close()
})

describe("the Great Hall's seat map through the sdk (storefront §3 Seat map)", () => {
  it('reads about 1,500 seats with sections, rows broken by aisles, attributes and two price zones', async () => {
    start()
    const { picker } = visitor()
    const loaded = await picker.load()
    expect(loaded.error).toBeUndefined()
    const model = picker.getSnapshot().model!
    expect(model.count).toBe(1479)
    expect(model.sections.map((s) => s.name)).toEqual(['Stalls', 'Left Gallery', 'Right Gallery', 'Balcony'])
    // Stalls row C is one row of three chains (two aisles).
    const rowC = model.rows.find((r) => r.section === 'Stalls' && r.label === 'C')!
    expect([...rowC.seats].filter((i) => model.next[i] === -1)).toHaveLength(3)
    expect(model.attributes.some((bits) => bits !== 0)).toBe(true)
    expect(model.state.includes(SEAT_BOOKED)).toBe(true)
  })
})

describe('storefront §4 Seats and §5 through to the cart', () => {
  it('auto-picks two seats together, confirms them and reserves them with seat_id; the map then shows them in the cart', async () => {
    start()
    const { storefront, picker } = visitor()
    await picker.load()
    const first = seatWithNeighbour(picker)
    const outcome = picker.click(first)
    expect(outcome.outcome).toBe('selected')
    const picked = picker.getSnapshot().selection.map((s) => s.seatId)
    expect(picked).toHaveLength(2)
    expect(isContiguous(picker.getSnapshot().model!, picked)).toBe(true)
    expect(picker.confirm().data).toHaveLength(2)
    expect(picker.isConfirmed(standard)).toBe(true)

    const reserved = await storefront.cart.modify({ channel_id: 'web', reserve: { tickets: reserveLines(picker) } })
    expect(reserved.error).toBeUndefined()
    expect(storefront.cart.getSnapshot().cartId).not.toBeNull()

    await picker.load()
    const model = picker.getSnapshot().model!
    expect(picked.map((id) => model.state[model.indexOf(id)])).toEqual([SEAT_IN_CART, SEAT_IN_CART])
  })

  it('a seat another visitor took meanwhile: 409 seat_unavailable, the seat leaves the selection and the map says booked', async () => {
    start()
    const alice = visitor()
    const bob = visitor()
    await alice.picker.load()
    await bob.picker.load()
    const seat = seatWithNeighbour(alice.picker)
    alice.picker.click(seat)
    bob.picker.click(seat)
    alice.picker.confirm()
    bob.picker.confirm()
    expect(bob.picker.getSnapshot().confirmed).toEqual(alice.picker.getSnapshot().confirmed)

    expect(
      (await alice.storefront.cart.modify({ channel_id: 'web', reserve: { tickets: reserveLines(alice.picker) } }))
        .error,
    ).toBeUndefined()
    const refused = await bob.storefront.cart.modify({
      channel_id: 'web',
      reserve: { tickets: reserveLines(bob.picker) },
    })
    expect(refused.error?.code).toBe('seat_unavailable')
    expect(refused.error?.status).toBe(409)

    const state = bob.picker.getSnapshot()
    expect(state.notice).toMatchObject({ kind: 'seat_taken' })
    expect(state.confirmed).toEqual([])
    expect(state.complete).toBe(false)
    // The map is read again: both seats are booked for Bob.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await bob.picker.load()
    const model = bob.picker.getSnapshot().model!
    const taken = alice.picker.getSnapshot().confirmed.map((s) => s.seatId)
    expect(taken.map((id) => model.state[model.indexOf(id)])).toEqual([SEAT_BOOKED, SEAT_BOOKED])
  })
})

describe('the reserve page and a seat picker made on first use (issue 16)', () => {
  afterEach(() => run.close())

  it('a seated session waits for seats until the seat map makes its picker, which then takes the chosen quantities', async () => {
    start()
    const storefront = run.visitor()
    const reserve = getReserve(storefront, concert)
    await reserve.load()
    await reserve.selectDate('2026-03-14')
    await reserve.selectSession(saturday)
    expect(reserve.getSnapshot().sessionId).toBe(saturday)
    reserve.setQuantity('cc-standard', 2)
    // No seat map yet: the seats are still to be picked ('Find seats'), and no picker was made.
    expect(reserve.getSnapshot().canSubmit).toBe(false)
    expect(reserve.getSnapshot().problem?.problem).toBe('seats')

    const picker = getSeatPicker(storefront, concert, saturday)
    const standardSeats = () =>
      picker
        .getSnapshot()
        .demand.flatMap((group) => group.types)
        .find((type) => type.ticketTypeId === 'cc-standard')?.quantity
    await vi.waitFor(() => expect(standardSeats()).toBe(2))
    reserve.setQuantity('cc-standard', 3)
    expect(standardSeats()).toBe(3)
  })
})
