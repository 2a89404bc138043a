/**
 * The generated stress halls (the seated events issue: "two generated stress maps of 20,000 and
 * 50,000 seats", deterministic, lazy, fast): link-only events with one session each, built only
 * when first asked for. Timings here are a generous ceiling for a loaded machine; bench/ prints
 * the figures.
 */
import { describe, expect, it } from 'vitest'
import { createSandbox, seedIds, stressSeatMap } from './index.js'
import { isPlanBuilt, stressHall } from './seat-plans.js'
import { client, tuesdayMorning } from './test-helpers.js'

// 14 days after Tuesday 10 March 2026, at 19:00.
const session20k = 'stress-hall-20k-20260324-1900'
const session50k = 'stress-hall-50k-20260324-1900'

// Heavy answers (thousands of seats, the contract's validator): a loaded machine needs more than 5 s.
describe('stress halls', { timeout: 30_000 }, () => {
  it('are built lazily: not by creating the sandbox or browsing, only by their first seat map', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    await api.get('events', { date: '2026-03-24' })
    await api.get('events/general-admission/calendar')
    expect([isPlanBuilt('stress-20k'), isPlanBuilt('stress-50k')]).toEqual([false, false])

    const { status, body } = await api.get(`events/${seedIds.stressHall50k}/sessions/${session50k}/seat_map`)
    expect(status).toBe(200)
    expect(body.seat._data).toHaveLength(50_000)
    expect(isPlanBuilt('stress-50k')).toBe(true)
    expect(isPlanBuilt('stress-20k')).toBe(false)
  })

  // How fast generation is belongs to bench/ (tests never assert on wall-clock time).
  it('generate 50,000 seats, the same seats every time', () => {
    const plan = stressHall('stress-50k-repeat', 'Repeat', 50, 'g')
    const again = stressHall('stress-50k-repeat', 'Repeat', 50, 'g')
    expect(plan.seats).toHaveLength(50_000)
    expect(again.seats.map((s) => [s.id, s.x, s.y, s.attributes])).toEqual(
      plan.seats.map((s) => [s.id, s.x, s.y, s.attributes]),
    )
    expect(plan.sections).toHaveLength(100)
    expect(plan.seats.every((s) => s.x >= 0 && s.y >= 0 && s.x <= plan.width && s.y <= plan.height)).toBe(true)
  })

  it('are link-only events with one session whose capacity is every seat, some of them booked', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    const listed = (await api.get('events')).body.event_template._data.map((e: { id: string }) => e.id)
    expect(listed).not.toContain(seedIds.stressHall20k)
    for (const [id, sessionId, seats] of [
      [seedIds.stressHall20k, session20k, 20_000],
      [seedIds.stressHall50k, session50k, 50_000],
    ] as const) {
      const event = (await api.get(`events/${id}`)).body.event_template._data[0]
      expect(event).toMatchObject({ hidden_type: 'public_link_only', name: `Stress Hall ${seats / 1000}k` })
      const sessions = (await api.get(`events/${id}/sessions`)).body.event_session._data
      expect(sessions.map((s: { id: string }) => s.id)).toEqual([sessionId])
      const map = (await api.get(`events/${id}/sessions/${sessionId}/seat_map`)).body
      const booked = map.seat._data.filter((s: { state: string }) => s.state === 'booked').length
      expect(sessions[0]).toMatchObject({ capacity: seats, used_capacity: booked })
      expect(booked).toBeGreaterThan(0)
      expect(map.seat_map._data[0].map_geometry.seat_count).toBe(seats)
    }
  })

  it('take a reserve like any seated event', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    const seats = (await api.get(`events/${seedIds.stressHall20k}/sessions/${session20k}/seat_map`)).body.seat._data
    const free = seats.filter((s: { state: string }) => s.state === 'available').slice(0, 2)
    const held = await api.post('my/cart/modify', {
      reserve: {
        tickets: free.map((s: { id: string }) => ({
          event_session_id: session20k,
          ticket_type_id: 'sh20-standard',
          seat_id: s.id,
        })),
      },
    })
    expect(held.status).toBe(200)
    expect(held.body.cart._data[0].face_value).toBe('20.00')
  })
})

// The maps bench/ measures: the stress hall generator, a third of the seats sold.
describe('stressSeatMap', { timeout: 30_000 }, () => {
  it('answers exactly 10,000, 20,000 and 50,000 seats, a third of them booked, the rest available', () => {
    for (const seats of [10_000, 20_000, 50_000]) {
      const answer = stressSeatMap(seats)
      const rows = answer.seat._data
      expect(rows).toHaveLength(seats)
      expect(answer.seat_map._data[0]!.map_geometry.seat_count).toBe(seats)
      const booked = rows.filter((s) => s.state === 'booked').length
      expect(booked).toBe(Math.round(seats / 3))
      expect(rows.filter((s) => s.state === 'available')).toHaveLength(seats - booked)
      expect(rows.every((s) => s.seat_template_id === answer.seat_map._data[0]!.id && !('held_by_cart' in s))).toBe(
        true,
      )
    }
  })

  it('is the same answer for the same session, other bookings for another', () => {
    const booked = (sessionId?: string) =>
      stressSeatMap(10_000, sessionId)
        .seat._data.filter((s) => s.state === 'booked')
        .map((s) => s.id)
    expect(booked()).toEqual(booked('bench'))
    expect(booked('other')).not.toEqual(booked())
  })

  it('refuses a seat count the generator cannot build', () => {
    expect(() => stressSeatMap(12_345)).toThrow(RangeError)
    expect(() => stressSeatMap(0)).toThrow(RangeError)
  })
})
