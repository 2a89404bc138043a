/**
 * Seated events (storefront §3 Seat and Seat map, §4 Seats, §5 "Seats must match the quantities
 * exactly"): the Great Hall's plan, the seat map call, seats held per cart, a seat taken by
 * another cart (409 seat_unavailable), release on removal, delete and expiry, and the answers
 * checked against openapi/storefront.yaml.
 */
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../../../openapi/observe.js'
import { createSandbox } from './index.js'
import { greatHall, type SeatPlan } from './seat-plans.js'
import { seededBookings } from './seats.js'
import { client, tuesdayMorning } from './test-helpers.js'

// Saturday 14 March 2026 at 19:30, four days after the clock.
const concert = 'chamber-music-great-hall'
const saturday = 'chamber-music-great-hall-20260314-1930'
const seatMapPath = `events/${concert}/sessions/${saturday}/seat_map`
const premium = 'cc-premium-seating'
const standard = 'cc-great-hall-seating'

interface Seat {
  id: string
  name: string
  section: string
  row: string
  state: 'available' | 'booked' | 'unavailable'
  ticket_groups: string[]
  previous: string | null
  next: string | null
  attributes?: string[]
  held_by_cart?: boolean
}

function sandbox(options: { hold?: number } = {}) {
  const instance = createSandbox({
    now: tuesdayMorning,
    ...(options.hold === undefined
      ? {}
      : { customizeSeed: (seed) => void (seed.settings.cart_hold_minutes = options.hold!) }),
  })
  const api = client(instance)
  const seats = async (query: Record<string, string> = {}) =>
    (await api.get(seatMapPath, query)).body.seat._data as Seat[]
  return {
    ...api,
    instance,
    seats,
    /** Available seats of a zone, in map order. */
    free: async (zone: string) =>
      (await seats()).filter((s) => s.state === 'available' && s.ticket_groups.includes(zone)),
    seatLine: (seat_id: string, ticket_type_id = 'cc-standard') => ({
      event_session_id: saturday,
      ticket_type_id,
      seat_id,
    }),
    reserve: (tickets: unknown[], cartId?: string) =>
      api.post(cartId ? `my/cart/${cartId}/modify` : 'my/cart/modify', { reserve: { tickets } }, { _embed: 'ticket' }),
    session: async () =>
      (await api.get(`events/${concert}/sessions`, { date: '2026-03-14' })).body.event_session._data[0],
    groups: async () => {
      const { body } = await api.get(`events/${concert}/sessions/${saturday}/ticket_groups`)
      return Object.fromEntries(body.ticket_group._data.map((g: { id: string }) => [g.id, g]))
    },
  }
}

const error = (answer: { body: { _data: unknown[] } }) => answer.body._data[0]

describe('the Great Hall (storefront §3 Seat map: a realistic hall of about 1,500 seats)', () => {
  const hall: SeatPlan = greatHall({ premium, standard })

  it('has 1,479 seats in stalls, two side galleries and a balcony, 1,467 of them on sale', () => {
    expect(hall.seats).toHaveLength(1479)
    expect(hall.sections.map((s) => [s.name, s.seat_count])).toEqual([
      ['Stalls', 695],
      ['Left Gallery', 120],
      ['Right Gallery', 120],
      ['Balcony', 544],
    ])
    expect(hall.sellable).toBe(1467)
    expect(new Set(hall.seats.map((s) => s.id)).size).toBe(1479)
    expect(new Set(hall.seats.map((s) => s.name)).size).toBe(1479)
    expect(
      hall.seats.every((s) => s.x - s.r >= 0 && s.y - s.r >= 0 && s.x + s.r <= hall.width && s.y + s.r <= hall.height),
    ).toBe(true)
  })

  it('links neighbours along a row and breaks the links at the aisles (previous / next null)', () => {
    const byId = hall.byId
    for (const seat of hall.seats) {
      if (seat.next !== null) expect(byId.get(seat.next)?.previous).toBe(seat.id)
      if (seat.previous !== null) expect(byId.get(seat.previous)?.next).toBe(seat.id)
    }
    // Stalls row C: three blocks between two aisles, seats numbered on across the aisles.
    const rowC = hall.seats.filter((s) => s.section === 'Stalls' && s.row === 'C')
    const blockEnds = rowC.filter((s) => s.next === null)
    expect(blockEnds).toHaveLength(3)
    const afterAisle = byId.get(`ST-C-${Number(blockEnds[0]!.id.split('-')[2]) + 1}`)!
    expect(afterAisle.previous).toBeNull()
    expect(rowC.map((s) => s.name).slice(0, 2)).toEqual(['Stalls C1', 'Stalls C2'])
    // Balcony rows have four blocks; a gallery row is cut by its cross-aisle.
    expect(hall.seats.filter((s) => s.section === 'Balcony' && s.row === 'AA' && s.next === null)).toHaveLength(4)
    expect(hall.seats.filter((s) => s.section === 'Left Gallery' && s.row === 'A' && s.next === null)).toHaveLength(2)
  })

  it('has wheelchair places with companion seats beside them, restricted-view seats and a sound desk off sale', () => {
    const withAttribute = (a: string) => hall.seats.filter((s) => s.attributes.includes(a as never)).map((s) => s.id)
    expect(withAttribute('wheelchair')).toEqual(['ST-V-18', 'ST-V-19', 'ST-V-34', 'ST-V-35'])
    const companions = withAttribute('companion')
    expect(companions).toHaveLength(4)
    for (const id of companions) {
      const seat = hall.byId.get(id)!
      expect([seat.previous, seat.next].some((n) => n !== null && withAttribute('wheelchair').includes(n))).toBe(true)
    }
    expect(withAttribute('restricted_view').length).toBeGreaterThan(0)
    expect(hall.seats.filter((s) => s.unavailable).map((s) => s.id)).toEqual([
      'ST-U-23',
      'ST-U-24',
      'ST-U-25',
      'ST-U-26',
      'ST-U-27',
      'ST-U-28',
      'ST-V-24',
      'ST-V-25',
      'ST-V-26',
      'ST-V-27',
      'ST-V-28',
      'ST-V-29',
    ])
  })

  it('has two price zones: premium for stalls rows A to L, standard for the rest', () => {
    const zoneOf = (id: string) => hall.byId.get(id)!.ticket_groups
    expect(zoneOf('ST-A-1')).toEqual([premium])
    expect(zoneOf('ST-L-1')).toEqual([premium])
    expect(zoneOf('ST-M-1')).toEqual([standard])
    expect(zoneOf('LG-A-1')).toEqual([standard])
    expect(zoneOf('BA-AA-1')).toEqual([standard])
  })

  it('books seeded seats in blocks of neighbours, the same on every run', () => {
    const first = seededBookings(hall, saturday, 400)
    expect(first.size).toBe(400)
    expect([...seededBookings(hall, saturday, 400)]).toEqual([...first])
    expect(seededBookings(hall, 'another-session', 400)).not.toEqual(first)
    // Most booked seats sit beside another booked one (parties of 2 to 6).
    const beside = [...first.keys()].filter((id) => {
      const seat = hall.byId.get(id)!
      return (seat.previous !== null && first.has(seat.previous)) || (seat.next !== null && first.has(seat.next))
    })
    expect(beside.length / first.size).toBeGreaterThan(0.8)
    expect([...first.keys()].every((id) => !hall.byId.get(id)!.unavailable)).toBe(true)
  })
})

describe('GET events/{id}/sessions/{sessionId}/seat_map', () => {
  it('answers the map and every seat with its state; booked seats match the session and zone use', async () => {
    const api = sandbox()
    const { status, body } = await api.get(seatMapPath)
    expect(status).toBe(200)
    expect(body.seat_map._data).toHaveLength(1)
    const map = body.seat_map._data[0]
    expect(map).toMatchObject({ id: 'great-hall', width: 1600, height: 1150, map_geometry: { seat_count: 1479 } })
    expect(map.other_elements.filter((e: { kind: string }) => e.kind === 'stage')).toHaveLength(1)
    expect(map.other_elements.filter((e: { kind: string }) => e.kind === 'aisle').length).toBeGreaterThanOrEqual(5)
    expect(map.map_geometry.sections.map((s: { name: string }) => s.name)).toEqual([
      'Stalls',
      'Left Gallery',
      'Right Gallery',
      'Balcony',
    ])

    const seats: Seat[] = body.seat._data
    expect(seats).toHaveLength(1479)
    expect(seats.every((s) => s.held_by_cart === undefined)).toBe(true)
    const booked = seats.filter((s) => s.state === 'booked')
    expect(seats.filter((s) => s.state === 'unavailable')).toHaveLength(12)
    expect(booked.length).toBeGreaterThan(0)
    const session = await api.session()
    expect(session).toMatchObject({ capacity: 1467, used_capacity: booked.length })
    const groups = await api.groups()
    expect(groups[premium]).toMatchObject({
      capacity: 261,
      used_capacity: booked.filter((s) => s.ticket_groups[0] === premium).length,
    })
    expect(groups[standard]).toMatchObject({
      capacity: 1206,
      used_capacity: booked.filter((s) => s.ticket_groups[0] === standard).length,
    })
  })

  it('answers 404 for an event without seats, an unknown session, and an unknown cart', async () => {
    const api = sandbox()
    const ga = await api.get('events/general-admission/sessions/general-admission-20260311-1000/seat_map')
    expect([ga.status, error(ga)]).toEqual([404, { _code: 'not_found', _description: 'Resource seat_map not found.' }])
    expect((await api.get(`events/${concert}/sessions/${concert}-20260315-1930/seat_map`)).status).toBe(404)
    const cart = await api.get(seatMapPath, { cart_id: 'cart-404' })
    expect([cart.status, error(cart)]).toMatchObject([404, { _description: 'Resource cart not found.' }])
  })
})

describe('holding seats per cart (storefront §4 Seats)', () => {
  it('holds the chosen seats: tickets carry their seat, the map shows them booked, held_by_cart for the cart', async () => {
    const api = sandbox()
    const [a, b] = await api.free(premium)
    const before = (await api.session()).used_capacity
    const held = await api.reserve([api.seatLine(a!.id, 'cc-premium'), api.seatLine(b!.id, 'cc-premium-student')])
    expect(held.status).toBe(200)
    expect(held.body.ticket._data.map((t: { handler_data: unknown }) => t.handler_data)).toEqual([
      { seat_id: a!.id, seat_name: a!.name, section: 'Stalls', row: a!.row },
      { seat_id: b!.id, seat_name: b!.name, section: 'Stalls', row: b!.row },
    ])
    // 65.00 + 32.50
    expect(held.body.cart._data[0].face_value).toBe('97.50')
    const cartId = held.body.cart._data[0].id

    const mine = await api.seats({ cart_id: cartId })
    expect(mine.filter((s) => s.held_by_cart).map((s) => s.id)).toEqual([a!.id, b!.id])
    expect(mine.find((s) => s.id === a!.id)!.state).toBe('booked')
    expect(mine.every((s) => typeof s.held_by_cart === 'boolean')).toBe(true)
    const others = await api.seats()
    expect(others.find((s) => s.id === a!.id)).toMatchObject({ state: 'booked' })
    expect((await api.session()).used_capacity).toBe(before + 2)
  })

  it('a seat taken by another cart answers 409 seat_unavailable naming it, and holds nothing of the request', async () => {
    const api = sandbox()
    const [a, b, c] = await api.free(standard)
    const first = await api.reserve([api.seatLine(a!.id)])
    expect(first.status).toBe(200)
    const before = (await api.session()).used_capacity

    const second = await api.reserve([api.seatLine(c!.id), api.seatLine(a!.id), api.seatLine(b!.id)])
    expect(second.status).toBe(409)
    expect(error(second)).toEqual({
      _code: 'seat_unavailable',
      _description: `Seat ${a!.name} is no longer available. Please choose another seat.`,
      _context: 'reserve',
      _extra: { seat_ids: [a!.id] },
    })
    // All or nothing: b and c stay free, no second cart was made.
    const seats = await api.seats()
    expect([b!.id, c!.id].map((id) => seats.find((s) => s.id === id)!.state)).toEqual(['available', 'available'])
    expect((await api.session()).used_capacity).toBe(before)
    expect((await api.get('my/cart/cart-2')).status).toBe(404)

    // The cart that holds a seat cannot ask for it again either.
    const again = await api.reserve([api.seatLine(a!.id)], first.body.cart._data[0].id)
    expect(error(again)).toMatchObject({ _code: 'seat_unavailable', _extra: { seat_ids: [a!.id] } })
  })

  it('sold and not-on-sale seats answer 409 seat_unavailable with every such seat', async () => {
    const api = sandbox()
    const seats = await api.seats()
    const sold = seats.find((s) => s.state === 'booked' && s.ticket_groups[0] === standard)!
    const desk = seats.find((s) => s.state === 'unavailable')!
    const answer = await api.reserve([api.seatLine(sold.id), api.seatLine(desk.id)])
    expect(answer.status).toBe(409)
    expect(error(answer)).toMatchObject({
      _code: 'seat_unavailable',
      _description: `Seats ${sold.name}, ${desk.name} are no longer available. Please choose other seats.`,
      _extra: { seat_ids: [sold.id, desk.id] },
    })
  })

  it('storefront §5 "Seats must match the quantities exactly": each seated ticket names one seat of its zone', async () => {
    const api = sandbox()
    const [p] = await api.free(premium)
    const [s] = await api.free(standard)
    const refusals = [
      [{ event_session_id: saturday, ticket_type_id: 'cc-standard', quantity: 2 }],
      [{ ...api.seatLine(s!.id), quantity: 2 }],
      [api.seatLine(p!.id, 'cc-standard')],
      [api.seatLine('ST-Z-99')],
      [api.seatLine(s!.id), api.seatLine(s!.id)],
      [{ event_session_id: 'general-admission-20260311-1000', ticket_type_id: 'ga-adult', seat_id: s!.id }],
    ]
    for (const tickets of refusals) {
      const answer = await api.reserve(tickets)
      expect([answer.status, error(answer)]).toMatchObject([400, { _code: 'validation_failed' }])
    }
    expect(error(await api.reserve(refusals[0]!))).toMatchObject({
      _description:
        'Seats must match the quantities: each Great Hall Seating ticket needs its seat_id, chosen on the seat map.',
    })
    // The deprecated seat name still names a seat.
    const byName = await api.reserve([{ event_session_id: saturday, ticket_type_id: 'cc-standard', seat: s!.name }])
    expect(byName.body.ticket._data[0].handler_data.seat_id).toBe(s!.id)
  })

  it('counts seats against the group limits (max_tickets_per_order 8)', async () => {
    const api = sandbox()
    const nine = (await api.free(standard)).slice(0, 9)
    const answer = await api.reserve(nine.map((s) => api.seatLine(s.id)))
    expect(error(answer)).toMatchObject({
      _code: 'max_tickets_per_order_exceeded',
      _extra: { ticket_group_id: standard, requested: 9 },
    })
  })

  it('releases a seat when its ticket is removed, and lets a modify swap a seat for another', async () => {
    const api = sandbox()
    const [a, b] = await api.free(standard)
    const held = await api.reserve([api.seatLine(a!.id)])
    const cartId = held.body.cart._data[0].id
    const ticketId = held.body.ticket._data[0].id
    // Swap in one modify: the removed ticket's seat is free for the same request.
    const swapped = await api.post(
      `my/cart/${cartId}/modify`,
      { remove: [ticketId], reserve: { tickets: [api.seatLine(b!.id), api.seatLine(a!.id)] } },
      { _embed: 'ticket' },
    )
    expect(swapped.status).toBe(200)
    expect(swapped.body.ticket._data.map((t: { handler_data: { seat_id: string } }) => t.handler_data.seat_id)).toEqual(
      [b!.id, a!.id],
    )
    const removed = await api.post(`cart/${cartId}/remove`, { tickets: [swapped.body.ticket._data[0].id] })
    expect(removed.status).toBe(200)
    expect((await api.seats()).find((s) => s.id === b!.id)!.state).toBe('available')
  })

  it('releases the seats of a deleted cart and of an expired one', async () => {
    const api = sandbox({ hold: 5 })
    const [a, b] = await api.free(standard)
    const before = (await api.session()).used_capacity
    const deleted = await api.reserve([api.seatLine(a!.id)])
    expect((await api.call('DELETE', `my/cart/${deleted.body.cart._data[0].id}`)).status).toBe(204)
    expect((await api.seats()).find((s) => s.id === a!.id)!.state).toBe('available')

    const expiring = await api.reserve([api.seatLine(b!.id)])
    expect((await api.session()).used_capacity).toBe(before + 1)
    api.instance.clock.advance(5 * 60_000)
    expect((await api.seats()).find((s) => s.id === b!.id)!.state).toBe('available')
    expect((await api.session()).used_capacity).toBe(before)
    expect((await api.get(seatMapPath, { cart_id: expiring.body.cart._data[0].id })).body._data[0]._code).toBe(
      'cart_expired',
    )
    // Another cart takes the released seat.
    expect((await api.reserve([api.seatLine(b!.id)])).status).toBe(200)
  })

  it('holds each seat once under concurrent reserves of the same seat', async () => {
    const api = sandbox()
    const [a] = await api.free(standard)
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.reserve([api.seatLine(a!.id)])))
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1)
    expect(
      answers
        .filter((x) => x.status === 409)
        .every((x) => (error(x) as { _code: string })._code === 'seat_unavailable'),
    ).toBe(true)
  })
})

// Heavy answers (thousands of seats, the contract's validator): a loaded machine needs more than 5 s.
describe('seat answers fit the contract', { timeout: 30_000 }, () => {
  it('seat map (with and without cart_id), the ticket groups embed, a seated reserve and seat_unavailable', async () => {
    const instance = createSandbox({ now: tuesdayMorning })
    const apiBase = 'http://sandbox/api/v1'
    const observed = contractFetch((request) => instance.app.fetch(request), { apiBase })
    const call = async (method: string, path: string, query: Record<string, string> = {}, body?: unknown) => {
      const url = new URL(`${apiBase}/${path}`)
      url.search = new URLSearchParams({ _seller: 'demo-museum', ...query }).toString()
      const init: RequestInit = { method, headers: { 'Tix-App': 'ecomm', 'Content-Type': 'application/json' } }
      if (body !== undefined) init.body = JSON.stringify(body)
      const response = await observed.fetch(url, init)
      return { status: response.status, body: (await response.json()) as any }
    }
    const map = await call('GET', seatMapPath)
    const seat = (map.body.seat._data as Seat[]).find(
      (s) => s.state === 'available' && s.ticket_groups.includes(standard),
    )!
    const held = await call(
      'POST',
      'my/cart/modify',
      { _embed: 'ticket' },
      { reserve: { tickets: [{ event_session_id: saturday, ticket_type_id: 'cc-standard', seat_id: seat.id }] } },
    )
    expect(held.status).toBe(200)
    expect((await call('GET', seatMapPath, { cart_id: held.body.cart._data[0].id })).status).toBe(200)
    expect(
      (
        await call('GET', `events/${concert}/sessions/${saturday}/ticket_groups`, {
          _embed: 'ticket_type,seat_map,seat',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(
          'POST',
          'my/cart/modify',
          {},
          { add: [{ event_session_id: saturday, ticket_type_id: 'cc-standard', seat_id: seat.id }] },
        )
      ).status,
    ).toBe(409)
    expect(
      (await call('GET', 'events/general-admission/sessions/general-admission-20260311-1000/seat_map')).status,
    ).toBe(404)
    expect(observed.violations).toEqual([])
  })
})
