/**
 * The seat picker store over an injected fetch and fake timers (storefront §2 Seat picker, §4
 * Seats, §5; calls §8 409 seat_unavailable).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiBase, errorBody, fakeApi, json } from '../testing/fake-api.js'
import { createStorefront } from '../storefront.js'
import { seatId, seatMapAnswer, seatRowOf } from './fixtures.js'
import { createSeatPicker } from './seats.store.js'
import { SEAT_BOOKED, SEAT_IN_CART, type SeatDemand, type SeatRow } from './types.js'

const C = (n: number) => seatId('C', n)
const D = (n: number) => seatId('D', n)
const ROUTE = 'GET events/chamber-music/sessions/s1/seat_map'

const hall = () =>
  seatMapAnswer([
    ...seatRowOf({ label: 'C', count: 10, booked: [9], ticketGroups: ['stalls'] }),
    ...seatRowOf({ label: 'D', count: 10, y: 30, ticketGroups: ['balcony'] }),
  ])

/** The hall with one seat changed. */
const hallWith = (index: number, fields: Partial<SeatRow>) => {
  const answer = hall()
  return {
    ...answer,
    seat: { _data: answer.seat._data.map((seat, i) => (i === index ? { ...seat, ...fields } : seat)) },
  }
}

const demand = (adult: number, child = 0): SeatDemand[] => [
  {
    ticketGroupId: 'stalls',
    name: 'Stalls',
    types: [
      { ticketTypeId: 'adult', name: 'Adult', quantity: adult },
      { ticketTypeId: 'child', name: 'Child', quantity: child },
    ],
  },
]

function setup(options: { cartId?: string | null } = {}) {
  const api = fakeApi().on(ROUTE, json(hall()))
  const storefront = createStorefront({ apiBase, seller: 'demo-hall', fetch: api.fetch })
  const picker = createSeatPicker(
    { http: storefront.http, clock: storefront.options.clock, events: storefront.events },
    { eventId: 'chamber-music', sessionId: 's1', cartId: options.cartId ?? null },
  )
  return { api, storefront, picker }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('storefront §4 Seats: picker states closed → rendering (50 ms) → open', () => {
  it("'Find seats' renders for 50 ms on the clock, then opens, in the mode asked for", async () => {
    const { picker, api } = setup()
    expect(picker.getSnapshot()).toMatchObject({ status: 'closed', mapStatus: 'idle', model: null })
    picker.open('mobile')
    expect(picker.getSnapshot()).toMatchObject({ status: 'rendering', mode: 'mobile', mapStatus: 'loading' })
    await vi.advanceTimersByTimeAsync(49)
    expect(picker.getSnapshot().status).toBe('rendering')
    await vi.advanceTimersByTimeAsync(1)
    expect(picker.getSnapshot().status).toBe('open')
    expect(picker.getSnapshot().mapStatus).toBe('ready')
    expect(picker.getSnapshot().model?.count).toBe(20)
    // calls §7: every request carries _seller (the middleware); no cart yet, so no cart_id.
    expect(api.sent(ROUTE)).toHaveLength(1)
    expect(api.sent(ROUTE)[0]!.query).toEqual({ _seller: 'demo-hall' })
  })

  it('closes on back (dropping the changes), on Change Tickets (keeping them as a draft) and on confirm', async () => {
    const { picker } = setup()
    picker.setDemand(demand(2))
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    picker.click(C(3))
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(3), C(4)])

    picker.close('back')
    expect(picker.getSnapshot()).toMatchObject({ status: 'closed', selection: [], confirmed: [] })

    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    picker.click(C(3))
    picker.close('change_tickets')
    expect(picker.getSnapshot().status).toBe('closed')
    picker.open()
    // The draft comes back, still not confirmed.
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(3), C(4)])
    expect(picker.getSnapshot().confirmed).toEqual([])

    picker.close('confirm')
    expect(picker.getSnapshot()).toMatchObject({ status: 'closed', complete: true })
    expect(picker.getSnapshot().confirmed.map((s) => s.seatId)).toEqual([C(3), C(4)])
  })

  it('back while rendering closes at once and the 50 ms timer does not reopen it', async () => {
    const { picker } = setup()
    picker.open()
    picker.close('back')
    await vi.advanceTimersByTimeAsync(100)
    expect(picker.getSnapshot().status).toBe('closed')
  })

  it('dispose stops the rendering timer', async () => {
    const { picker } = setup()
    picker.open()
    picker.dispose()
    await vi.advanceTimersByTimeAsync(100)
    expect(picker.getSnapshot().status).toBe('rendering')
  })
})

describe('storefront §5: seats must match the quantities; the reserve page asks for confirmed seats', () => {
  it("'Confirm Selection' is refused with the problems until the seats match, then confirms and closes", async () => {
    const { picker } = setup()
    picker.setDemand(demand(2, 1))
    picker.open('desktop')
    await vi.advanceTimersByTimeAsync(50)
    // No confirmed seats yet: the reserve page prompts 'Find seats'.
    expect(picker.isConfirmed('stalls')).toBe(false)
    expect(picker.getSnapshot().complete).toBe(false)

    picker.click(C(1))
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(1), C(2), C(3)])
    picker.click(C(3))
    const refused = picker.confirm()
    expect(refused.error).toEqual([
      expect.objectContaining({ messageKey: 'seats.notEnoughSeats', params: { group: 'Stalls', type: 'Child' } }),
    ])
    expect(picker.getSnapshot().status).toBe('open')

    picker.click(C(6))
    const confirmed = picker.confirm()
    expect(confirmed.data?.map((s) => s.seatId)).toEqual([C(1), C(2), C(6)])
    expect(picker.getSnapshot()).toMatchObject({ status: 'closed', complete: true, confirmedProblems: [] })
    expect(picker.isConfirmed('stalls')).toBe(true)
    expect(picker.assignments()).toEqual([
      { seatId: C(1), ticketGroupId: 'stalls', ticketTypeId: 'adult' },
      { seatId: C(2), ticketGroupId: 'stalls', ticketTypeId: 'adult' },
      { seatId: C(6), ticketGroupId: 'stalls', ticketTypeId: 'child' },
    ])
  })

  it("changing the quantities after confirming shows 'Too many seats for {group}' / 'Not enough seats …'", async () => {
    const { picker } = setup()
    picker.setDemand(demand(2))
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    picker.click(C(5))
    picker.confirm()
    picker.setDemand(demand(1))
    expect(picker.getSnapshot().confirmedProblems).toEqual([
      expect.objectContaining({ messageKey: 'seats.tooManySeats', params: { group: 'Stalls' } }),
    ])
    expect(picker.getSnapshot().complete).toBe(false)
    picker.setDemand(demand(3))
    expect(picker.getSnapshot().confirmedProblems).toEqual([
      expect.objectContaining({ messageKey: 'seats.notEnoughSeats', missing: 1 }),
    ])
    // The same demand again notifies nobody.
    let notified = 0
    const off = picker.subscribe(() => notified++)
    picker.setDemand(demand(3))
    expect(notified).toBe(0)
    off()
    // A group no longer offered (another session's groups) takes its seats with it.
    picker.setDemand([])
    expect(picker.getSnapshot()).toMatchObject({ confirmed: [], complete: true })
  })

  it('refuses seats no chosen ticket may use, with a notice', async () => {
    const { picker } = setup()
    picker.setDemand(demand(1))
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    expect(picker.click(D(1))).toEqual({ outcome: 'refused', reason: 'not_for_tickets' })
    expect(picker.getSnapshot().notice).toMatchObject({ kind: 'not_for_tickets', messageKey: 'seats.notForTickets' })
    expect(picker.click(C(9))).toEqual({ outcome: 'refused', reason: 'not_selectable' })
    picker.click(C(1))
    expect(picker.getSnapshot().notice).toBeNull()
  })

  it("the list path reaches the same selection: one seat at a time, or 'best available'", async () => {
    const { picker } = setup()
    picker.setDemand(demand(2))
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    picker.toggle(C(2))
    picker.toggle(C(7))
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(2), C(7)])
    picker.toggle(C(7))
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(2)])
    // Best available replaces the group's seats with a block nearest the map's top middle (x 500).
    expect(picker.pickBestAvailable('stalls')).toEqual([C(7), C(8)])
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(7), C(8)])
    expect(picker.getSnapshot().problems).toEqual([])
  })
})

describe("the visitor's cart and seats taken meanwhile (calls §8 409 seat_unavailable)", () => {
  it("sends the cart id and shows the cart's own seats as in the cart", async () => {
    const { api, picker } = setup({ cartId: 'cart-7' })
    api.on(ROUTE, json(hallWith(0, { state: 'booked', held_by_cart: true })))
    await picker.load()
    expect(api.sent(ROUTE)[0]!.query).toEqual({ _seller: 'demo-hall', cart_id: 'cart-7' })
    const model = picker.getSnapshot().model!
    expect(model.state[model.indexOf(C(1))]).toBe(SEAT_IN_CART)
  })

  it('a 409 seat_unavailable on the reserve drops those seats, says so and reads the map again', async () => {
    const { api, storefront, picker } = setup()
    picker.setDemand(demand(2))
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    picker.click(C(4))
    picker.confirm()
    expect(picker.getSnapshot().complete).toBe(true)

    api.on(
      'POST my/cart/modify',
      errorBody(409, 'seat_unavailable', 'Seat taken', { _context: 'reserve', _extra: { seat_ids: [C(5)] } }),
    )
    api.on(ROUTE, json(hallWith(4, { state: 'booked' })))
    const result = await storefront.cart.modify({
      channel_id: 'web',
      reserve: {
        tickets: [
          { ticket_type_id: 'adult', event_session_id: 's1', quantity: 1, seat_id: C(4) },
          { ticket_type_id: 'adult', event_session_id: 's1', quantity: 1, seat_id: C(5) },
        ],
      },
    })
    expect(result.error?.code).toBe('seat_unavailable')

    const state = picker.getSnapshot()
    expect(state.confirmed.map((s) => s.seatId)).toEqual([C(4)])
    expect(state.complete).toBe(false)
    expect(state.confirmedProblems).toEqual([
      expect.objectContaining({ messageKey: 'seats.notEnoughSeats', missing: 1 }),
    ])
    expect(state.notice).toMatchObject({ kind: 'seat_taken', messageKey: 'seats.seatTaken', seatIds: [C(5)] })
    expect(state.model!.state[state.model!.indexOf(C(5))]).toBe(SEAT_BOOKED)
    await vi.advanceTimersByTimeAsync(0)
    expect(api.sent(ROUTE)).toHaveLength(2)
    expect(picker.getSnapshot().mapStatus).toBe('ready')
  })

  it('ignores errors about other maps and other codes', async () => {
    const { picker } = setup()
    await picker.load()
    const { FoyerError } = await import('../errors/index.js')
    expect(
      picker.seatsTaken(new FoyerError({ code: 'seat_unavailable', status: 409, extra: { seat_ids: ['elsewhere'] } })),
    ).toBe(false)
    expect(
      picker.seatsTaken(new FoyerError({ code: 'event_session_sold_out', status: 409, extra: { seat_ids: [C(1)] } })),
    ).toBe(false)
  })

  it('a map that cannot be read is an error, and opening again reads it again', async () => {
    const { api, picker } = setup()
    api.on(ROUTE, errorBody(404, 'not_found', 'Resource seat_map not found.'), json(hall()))
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    expect(picker.getSnapshot()).toMatchObject({ status: 'open', mapStatus: 'error' })
    expect(picker.getSnapshot().error?.code).toBe('not_found')
    picker.close('back')
    picker.open()
    await vi.advanceTimersByTimeAsync(50)
    expect(picker.getSnapshot()).toMatchObject({ status: 'open', mapStatus: 'ready', error: null })
  })

  it('seats taken between two reads leave the selection with a notice', async () => {
    const { api, picker } = setup()
    picker.setDemand(demand(2))
    await picker.load()
    picker.open()
    picker.click(C(1))
    api.on(ROUTE, json(hallWith(1, { state: 'booked' })))
    await picker.load()
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual([C(1)])
    expect(picker.getSnapshot().notice).toMatchObject({ kind: 'seat_taken', seatIds: [C(2)] })
  })
})
