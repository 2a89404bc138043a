import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from './index.js'
import { client, ids, tuesdayMorning } from './test-helpers.js'
import { offsetMinutes, venueDate, venueInstant, venueIsoString } from './venue-time.js'

const day = 24 * 60 * 60 * 1000

afterEach(() => {
  vi.useRealTimers()
})

describe('the sandbox clock', () => {
  it('is frozen where createSandbox({ now }) puts it, and moves by advance and set', () => {
    const { clock } = createSandbox({ now: tuesdayMorning })
    expect(clock.frozen).toBe(true)
    expect(clock.now().toISOString()).toBe('2026-03-10T14:00:00.000Z')
    clock.advance(90 * 60 * 1000)
    expect(clock.now().toISOString()).toBe('2026-03-10T15:30:00.000Z')
    clock.set('2026-04-01T12:00:00-04:00')
    expect(clock.now().toISOString()).toBe('2026-04-01T16:00:00.000Z')
    expect(() => clock.set('not a date')).toThrow(RangeError)
  })

  it('follows the machine’s time without now, keeping an offset after advance', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') })
    const { clock } = createSandbox()
    expect(clock.frozen).toBe(false)
    expect(clock.now().toISOString()).toBe('2026-06-01T12:00:00.000Z')
    vi.advanceTimersByTime(5_000)
    expect(clock.now().toISOString()).toBe('2026-06-01T12:00:05.000Z')
    clock.advance(day)
    vi.advanceTimersByTime(1_000)
    expect(clock.now().toISOString()).toBe('2026-06-02T12:00:06.000Z')
  })

  it('moves the session window: sessions that have started leave, a new day joins the calendar', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    expect(
      (await api.get('events/general-admission/sessions', { date: '2026-03-10' })).body.event_session._data,
    ).toHaveLength(13)

    // 16:15 in New York: only the 16:30 session is still on sale today.
    sandbox.clock.set('2026-03-10T20:15:00Z')
    expect(
      ids((await api.get('events/general-admission/sessions', { date: '2026-03-10' })).body.event_session),
    ).toEqual(['general-admission-20260310-1630'])

    // 16:45: nothing left today, so the day is other.
    sandbox.clock.set('2026-03-10T20:45:00Z')
    const calendar = (
      await api.get('events/general-admission/calendar', { 'date._gte': '2026-03-10', 'date._lt': '2026-03-11' })
    ).body
    expect(calendar.calendar._data[0]).toMatchObject({ date: '2026-03-10', status: 'other', enabled: false })

    // A day later the default calendar starts on the 11th and runs to a new last day.
    sandbox.clock.set(tuesdayMorning)
    sandbox.clock.advance(day)
    const moved = (await api.get('events/general-admission/calendar')).body.calendar._data
    expect(moved[0].date).toBe('2026-03-11')
    expect(moved.at(-1).date).toBe('2026-05-09')
  })

  it('keeps seeded bookings on their dates while the clock moves (they are placed from the anchor date)', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    sandbox.clock.advance(2 * day)
    const days = (
      await api.get('events/general-admission/calendar', { 'date._gte': '2026-03-12', 'date._lt': '2026-03-16' })
    ).body.calendar._data
    expect(days.map((d: { date: string; status: string }) => [d.date, d.status])).toEqual([
      ['2026-03-12', 'available'],
      ['2026-03-13', 'available'],
      ['2026-03-14', 'sold_out'],
      ['2026-03-15', 'available'],
    ])
  })

  it('writes date-times with the venue’s offset across daylight saving time', async () => {
    // Friday 6 March 2026; New York moves to EDT on Sunday 8 March.
    const api = client(createSandbox({ now: '2026-03-06T15:00:00Z' }))
    const saturday = (await api.get('events/general-admission/sessions', { date: '2026-03-07' })).body.event_session
      ._data[0]
    const sunday = (await api.get('events/general-admission/sessions', { date: '2026-03-08' })).body.event_session
      ._data[0]
    expect(saturday.start_datetime).toBe('2026-03-07T10:00:00-05:00')
    expect(sunday.start_datetime).toBe('2026-03-08T10:00:00-04:00')
    expect(Date.parse(sunday.start_datetime) - Date.parse(saturday.start_datetime)).toBe(day - 60 * 60 * 1000)
  })
})

describe('venue time maths', () => {
  it('converts between instants and New York wall time', () => {
    const zone = 'America/New_York'
    expect(offsetMinutes(Date.parse('2026-01-15T12:00:00Z'), zone)).toBe(-300)
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), zone)).toBe(-240)
    expect(venueInstant('2026-03-08', '10:00', zone)).toBe(Date.parse('2026-03-08T14:00:00Z'))
    expect(venueIsoString(Date.parse('2026-11-01T15:30:00Z'), zone)).toBe('2026-11-01T10:30:00-05:00')
    // 23:30 on the 9th in New York is already the 10th in UTC.
    expect(venueDate(Date.parse('2026-03-10T03:30:00Z'), zone)).toBe('2026-03-09')
  })
})

describe('venue time maths, read once per instant', () => {
  it('answers an instant it has read without asking Intl again, the same on both sides of a DST change', () => {
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    const zone = 'America/Chicago'
    const before = Date.parse('2026-11-01T05:30:00Z') // 00:30 CDT
    const after = Date.parse('2026-11-01T08:30:00Z') // 02:30 CST
    const first = [venueIsoString(before, zone), venueIsoString(after, zone), venueInstant('2026-03-14', '10:00', zone)]
    const reads = read.mock.calls.length
    expect(reads).toBeGreaterThan(0)
    expect([
      venueIsoString(before, zone),
      venueIsoString(after, zone),
      venueInstant('2026-03-14', '10:00', zone),
    ]).toEqual(first)
    expect(read.mock.calls.length).toBe(reads)
    expect(first.slice(0, 2)).toEqual(['2026-11-01T00:30:00-05:00', '2026-11-01T02:30:00-06:00'])
    read.mockRestore()
  })
})

describe('clock control routes', () => {
  it('GET /_sandbox/clock answers now, the venue’s today and whether the clock is frozen', async () => {
    const { status, body } = await client(createSandbox({ now: tuesdayMorning })).control('GET', 'clock')
    expect(status).toBe(200)
    expect(body).toEqual({
      now: '2026-03-10T14:00:00.000Z',
      frozen: true,
      today: '2026-03-10',
      time_zone: 'America/New_York',
    })
  })

  it('POST /_sandbox/clock takes { now } or { advance_ms }', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    expect((await api.control('POST', 'clock', { advance_ms: day })).body.today).toBe('2026-03-11')
    expect((await api.control('POST', 'clock', { now: '2026-12-24T12:00:00Z' })).body.now).toBe(
      '2026-12-24T12:00:00.000Z',
    )
    expect(sandbox.clock.now().toISOString()).toBe('2026-12-24T12:00:00.000Z')
    for (const bad of [{}, { now: 'soon' }, { advance_ms: 'a lot' }, { now: tuesdayMorning, advance_ms: 1 }]) {
      const { status, body } = await api.control('POST', 'clock', bad)
      expect(status).toBe(400)
      expect(body._data[0]._code).toBe('validation_failed')
    }
  })
})

describe('reset', () => {
  it('goes back to the seeded state: the clock as created, no faults, seeded bookings from the anchor', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    sandbox.clock.advance(10 * day)
    sandbox.faults.add({ path: 'events', kind: '502', times: 5 })
    sandbox.reset()
    expect(sandbox.clock.now().toISOString()).toBe('2026-03-10T14:00:00.000Z')
    expect(sandbox.faults.list()).toEqual([])
    expect((await api.get('events')).status).toBe(200)
    const sessions = (await api.get('events/general-admission/sessions', { date: '2026-03-11' })).body.event_session
      ._data
    expect(sessions.find((s: { id: string }) => s.id === 'general-admission-20260311-1130').used_capacity).toBe(58)
  })

  it('POST /_sandbox/reset does the same over HTTP routes', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const api = client(sandbox)
    await api.control('POST', 'clock', { advance_ms: 3 * day })
    await api.control('POST', 'faults', { path: 'events', kind: '502' })
    const { status, body } = await api.control('POST', 'reset')
    expect(status).toBe(200)
    expect(body).toMatchObject({ reset: true, now: '2026-03-10T14:00:00.000Z', today: '2026-03-10' })
    expect((await api.control('GET', 'faults')).body.faults).toEqual([])
  })
})
