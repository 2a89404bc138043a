import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clearEventFilters,
  eventDateRange,
  eventFilterCount,
  nextDate,
  parseEventFilters,
  serializeEventFilters,
  venueDate,
  type EventFilters,
} from './filters'

const clock = { now: Date.parse('2025-05-01T12:00:00Z'), timeZone: 'Europe/London' }

describe('events-listing query (storefront §2 /events: category, date, time, time.start, time.end, metadata keys)', () => {
  it('reads every filter', () => {
    const filters = parseEventFilters(
      '?category=Tours&date=tomorrow&time=morning&time.start=09:00&time.end=12:00&meta.accessible=yes&meta.age=7-12&other=x',
      clock,
    )
    expect(filters).toEqual({
      category: 'Tours',
      date: 'tomorrow',
      dates: { from: '2025-05-02', to: '2025-05-02' },
      time: 'morning',
      timeStart: '09:00',
      timeEnd: '12:00',
      meta: { accessible: 'yes', age: '7-12' },
    })
  })

  it('no query is no filter: date all', () => {
    expect(parseEventFilters('', clock)).toEqual({ ...clearEventFilters(), dates: null })
    expect(parseEventFilters('?date=yesterday&category=', clock)).toEqual({ ...clearEventFilters(), dates: null })
  })

  it('writes a stable query, leaving out the defaults', () => {
    expect(serializeEventFilters(clearEventFilters())).toBe('')
    expect(
      serializeEventFilters({
        category: 'Family days',
        date: 'today',
        time: null,
        timeStart: '09:00',
        timeEnd: null,
        meta: { zeta: '1', alpha: 'a,b' },
      }),
    ).toBe('?category=Family+days&date=today&time.start=09%3A00&meta.alpha=a,b&meta.zeta=1')
  })

  it("'See all' / 'Clear filters' clear every filter", () => {
    const cleared = clearEventFilters()
    expect(eventFilterCount(cleared)).toBe(0)
    expect(eventFilterCount({ ...cleared, meta: { a: 'b' } })).toBe(1)
    expect(eventFilterCount({ ...cleared, date: 'today' })).toBe(1)
    // A time window counts once, whether named or given by its ends.
    expect(eventFilterCount({ ...cleared, timeStart: '09:00', timeEnd: '12:00' })).toBe(1)
    expect(
      eventFilterCount({ ...cleared, category: 'Tours', date: 'tomorrow', time: 'morning', meta: { a: 'b', c: 'd' } }),
    ).toBe(5)
  })

  it('ignores metadata keys that would reach the prototype (meta.__proto__, meta.constructor)', () => {
    const read = parseEventFilters('?meta.__proto__=x&meta.constructor=y&meta.audience=family', clock)
    expect(read.meta).toEqual({ audience: 'family' })
    expect(Object.getPrototypeOf(read.meta)).toBe(Object.prototype)
  })

  it('property: parse reads back what serialize writes', () => {
    const value = fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== '')
    const key = fc
      .stringMatching(/^[a-z_]{1,10}$/)
      .filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k))
    const filters: fc.Arbitrary<EventFilters> = fc.record({
      category: fc.option(value, { nil: null }),
      date: fc.constantFrom('all', 'today', 'tomorrow'),
      time: fc.option(value, { nil: null }),
      timeStart: fc.option(value, { nil: null }),
      timeEnd: fc.option(value, { nil: null }),
      meta: fc.dictionary(key, value),
    })
    fc.assert(
      fc.property(filters, (f) => {
        const { dates: _dates, ...read } = parseEventFilters(serializeEventFilters(f), clock)
        expect(read).toEqual({ ...f, meta: { ...f.meta } })
      }),
    )
  })
})

describe('today and tomorrow in the venue time zone (storefront §2 date filter)', () => {
  it('uses the venue day, not UTC', () => {
    const lateUtc = Date.parse('2025-05-01T23:30:00Z')
    expect(eventDateRange('today', { now: lateUtc, timeZone: 'Asia/Tokyo' })).toEqual({
      from: '2025-05-02',
      to: '2025-05-02',
    })
    expect(eventDateRange('tomorrow', { now: lateUtc, timeZone: 'Asia/Tokyo' })).toEqual({
      from: '2025-05-03',
      to: '2025-05-03',
    })
    expect(eventDateRange('today', { now: lateUtc, timeZone: 'America/Los_Angeles' })).toEqual({
      from: '2025-05-01',
      to: '2025-05-01',
    })
    expect(eventDateRange('all', { now: lateUtc, timeZone: 'UTC' })).toBeNull()
  })

  it('tomorrow crosses months, years and leap days', () => {
    expect(nextDate('2024-02-28')).toBe('2024-02-29')
    expect(nextDate('2025-02-28')).toBe('2025-03-01')
    expect(nextDate('2025-12-31')).toBe('2026-01-01')
  })

  it('a DST change does not skip or repeat a day', () => {
    // 2025-03-30 is the spring-forward day in London
    expect(venueDate(Date.parse('2025-03-30T00:30:00Z'), 'Europe/London')).toBe('2025-03-30')
    expect(eventDateRange('tomorrow', { now: Date.parse('2025-03-29T23:30:00Z'), timeZone: 'Europe/London' })).toEqual({
      from: '2025-03-30',
      to: '2025-03-30',
    })
  })
})
