import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { client, tuesdayMorning } from './test-helpers.js'

const api = () => client(createSandbox({ now: tuesdayMorning }))
const week = { 'date._gte': '2026-03-10', 'date._lt': '2026-03-17' }

type Day = {
  date: string
  enabled: boolean
  status: string
  price?: string | null
  min_price?: string | null
  min_price_fees?: { outside: string | null }
  availability?: { capacity: number; used_capacity: number }
  badges: string[]
  annotations: string[]
}
const byDate = (days: Day[]) => Object.fromEntries(days.map((d) => [d.date, d]))

describe('GET events/{id}/calendar: day status from session capacity (storefront §3 Calendar day, §4)', () => {
  it('is available with room, sold_out when no session has room, other with no sessions; only available days are enabled', async () => {
    const { status, body } = await api().get('events/general-admission/calendar', { _format: 'extended', ...week })
    expect(status).toBe(200)
    const days = byDate(body.calendar._data)
    expect(Object.keys(days)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ])
    expect(days['2026-03-11']).toMatchObject({ status: 'available', enabled: true })
    // The seeded sold-out day: every session full.
    expect(days['2026-03-14']).toMatchObject({
      status: 'sold_out',
      enabled: false,
      availability: { capacity: 840, used_capacity: 840 },
    })
    // Monday: closed, no sessions.
    expect(days['2026-03-16']).toMatchObject({
      status: 'other',
      enabled: false,
      price: null,
      availability: { capacity: 0, used_capacity: 0 },
    })
  })

  it('sums the day’s sessions on sale into availability', async () => {
    const client = api()
    const sessions = (await client.get('events/general-admission/sessions', { date: '2026-03-10' })).body.event_session
      ._data
    const { body } = await client.get('events/general-admission/calendar', { _format: 'extended', ...week })
    const today = byDate(body.calendar._data)['2026-03-10']!
    // 13 sessions left today (10:30 to 16:30) of 60 places each.
    expect(today.availability).toEqual({
      capacity: 13 * 60,
      used_capacity: sessions.reduce((sum: number, s: { used_capacity: number }) => sum + s.used_capacity, 0),
    })
  })

  it('prices a day: price_display primary type, the cheapest ticket as min_price, and its outside fees', async () => {
    const { body } = await api().get('events/general-admission/calendar', { _format: 'extended', ...week })
    // Adult 25.00 is the primary type; Child 12.00 is cheapest; fees 1.50 + 8 % of 12.00 = 2.46.
    expect(byDate(body.calendar._data)['2026-03-11']).toMatchObject({
      price: '25.00',
      min_price: '12.00',
      min_price_fees: { outside: '2.46' },
    })
  })

  it('prices a flexible type at its minimum and a seated concert by its primary type', async () => {
    const client = api()
    const pwyw = byDate(
      (await client.get('events/pay-what-you-wish-fridays/calendar', { _format: 'extended', ...week })).body.calendar
        ._data,
    )
    expect(pwyw['2026-03-13']).toMatchObject({
      status: 'available',
      price: '1.00',
      min_price: '1.00',
      min_price_fees: { outside: '0.00' },
    })
    const concert = byDate(
      (await client.get('events/chamber-music-great-hall/calendar', { _format: 'extended', ...week })).body.calendar
        ._data,
    )
    // Standard 40.00 primary; Student 20.00 cheapest with 2.50 + 8 % = 4.10 in fees.
    expect(concert['2026-03-14']).toMatchObject({
      status: 'available',
      price: '40.00',
      min_price: '20.00',
      min_price_fees: { outside: '4.10' },
    })
  })

  it('prices only the groups of ticket_group_id._in, members-only groups included when asked for', async () => {
    const client = api()
    const members = await client.get('events/general-admission/calendar', {
      _format: 'extended',
      'ticket_group_id._in': 'ga-member-admission',
      ...week,
    })
    expect(byDate(members.body.calendar._data)['2026-03-11']).toMatchObject({ price: '0.00', min_price: '0.00' })
    const unknown = await client.get('events/general-admission/calendar', { 'ticket_group_id._in': 'ht-tour' })
    expect(unknown.status).toBe(400)
  })

  it('without _format answers date, enabled, status, badges and annotations only', async () => {
    const { body } = await api().get('events/general-admission/calendar', week)
    const friday = byDate(body.calendar._data)['2026-03-13']!
    expect(friday).toEqual({
      date: '2026-03-13',
      enabled: true,
      status: 'available',
      badges: ['Open late'],
      annotations: ['Pay What You Wish from 5 pm'],
    })
  })

  it('covers the 60-day window from today by default, and refuses an unknown _format', async () => {
    const client = api()
    const { body } = await client.get('events/general-admission/calendar')
    expect(body.calendar._data).toHaveLength(60)
    expect(body.calendar._data[0].date).toBe('2026-03-10')
    expect(body.calendar._data.at(-1).date).toBe('2026-05-08')
    expect((await client.get('events/general-admission/calendar', { _format: 'price' })).status).toBe(400)
  })

  it('answers every day other for an undated product', async () => {
    const { body } = await api().get('events/gift-cards/calendar', week)
    expect(body.calendar._data.every((d: Day) => d.status === 'other' && !d.enabled)).toBe(true)
  })
})

describe('POST events/{id}/calendar: priced for a selection (calls §7)', () => {
  const selection = {
    ticket_types: [
      { ticket_type_id: 'ga-adult', quantity: 2 },
      { ticket_type_id: 'ga-child', quantity: 1 },
    ],
  }

  it('prices the selection with its outside fees (_format price is the default)', async () => {
    const { status, body } = await api().post('events/general-admission/calendar', selection, week)
    expect(status).toBe(200)
    // 2 × 25.00 + 12.00; fees 2 × (1.50 + 2.00) + (1.50 + 0.96).
    expect(byDate(body.calendar._data)['2026-03-11']).toEqual({
      date: '2026-03-11',
      enabled: true,
      status: 'available',
      price: '62.00',
      min_price: '62.00',
      min_price_fees: { outside: '9.46' },
      badges: [],
      annotations: [],
    })
  })

  it('adds availability with _format=extended', async () => {
    const { body } = await api().post('events/general-admission/calendar', selection, { _format: 'extended', ...week })
    expect(byDate(body.calendar._data)['2026-03-14']).toMatchObject({
      status: 'sold_out',
      availability: { capacity: 840, used_capacity: 840 },
    })
  })

  it('makes a day sold_out when no session has room for the whole selection', async () => {
    const client = api()
    const many = { ticket_types: [{ ticket_type_id: 'ga-adult', quantity: 61 }] }
    const { body } = await client.post('events/general-admission/calendar', many, week)
    expect(body.calendar._data.map((d: Day) => d.status)).toEqual([
      'sold_out',
      'sold_out',
      'sold_out',
      'sold_out',
      'sold_out',
      'sold_out',
      'other',
    ])
    // Tomorrow's 11:30 session has 2 places left: 3 tickets do not fit in it.
    const oneSession = await client.post(
      'events/general-admission/calendar',
      {
        ticket_types: [{ ticket_type_id: 'ga-adult', quantity: 3 }],
        event_session_id: 'general-admission-20260311-1130',
      },
      week,
    )
    expect(byDate(oneSession.body.calendar._data)['2026-03-11']).toMatchObject({ status: 'sold_out', enabled: false })
    const two = await client.post('events/general-admission/calendar', {
      ticket_types: [{ ticket_type_id: 'ga-adult', quantity: 2 }],
      event_session_id: 'general-admission-20260311-1130',
      date: '2026-03-11',
    })
    expect(two.body.calendar._data).toEqual([expect.objectContaining({ date: '2026-03-11', status: 'available' })])
  })

  it('refuses more than 10 ticket types with the spec’s sentence in event_calendar (calls §8, §9)', async () => {
    const types = Array.from({ length: 11 }, (_, i) => ({ ticket_type_id: `type-${i}`, quantity: 1 }))
    const { status, body } = await api().post('events/general-admission/calendar', { ticket_types: types })
    expect(status).toBe(400)
    expect(body._data[0]).toEqual({
      _code: 'validation_failed',
      _description: 'You can only select up to 10 different types of tickets.',
      _context: 'event_calendar',
    })
  })

  it('refuses a ticket type of another event, a bad quantity, a missing body', async () => {
    const client = api()
    expect(
      (
        await client.post('events/general-admission/calendar', {
          ticket_types: [{ ticket_type_id: 'ht-adult', quantity: 1 }],
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await client.post('events/general-admission/calendar', {
          ticket_types: [{ ticket_type_id: 'ga-adult', quantity: 1001 }],
        })
      ).status,
    ).toBe(400)
    expect((await client.call('POST', 'events/general-admission/calendar')).status).toBe(400)
  })

  it('is not served by the cached-read prefix (reads there are GET only)', async () => {
    const { status, body } = await api().call('POST', 'events/general-admission/calendar', {
      body: selection,
      base: '/cached/api/v1',
    })
    expect(status).toBe(405)
    expect(body._data[0]._code).toBe('method_not_allowed')
  })
})
