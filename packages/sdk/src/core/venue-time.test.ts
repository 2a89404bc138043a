import { afterEach, describe, expect, it, vi } from 'vitest'
import { venueDateTime } from './venue-time'

describe('venueDateTime: an instant in the venue time zone (storefront §2, §3)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads date, time and ISO weekday in the venue zone, either side of a DST change', () => {
    expect(venueDateTime('2031-03-30T00:30:00Z', 'Europe/London')).toEqual({
      date: '2031-03-30',
      time: '00:30',
      weekday: 7,
    })
    expect(venueDateTime('2031-03-30T01:30:00Z', 'Europe/London')).toEqual({
      date: '2031-03-30',
      time: '02:30',
      weekday: 7,
    })
    expect(venueDateTime('2031-03-30T01:30:00Z', 'America/Los_Angeles')).toEqual({
      date: '2031-03-29',
      time: '18:30',
      weekday: 6,
    })
    expect(venueDateTime(Date.UTC(2031, 0, 1, 23, 0), 'Asia/Tokyo')).toEqual({
      date: '2031-01-02',
      time: '08:00',
      weekday: 4,
    })
  })

  it('a start time read again is not formatted again (issue 16), and each answer is the caller’s own', () => {
    const first = venueDateTime('2031-06-01T09:15:00+01:00', 'Europe/London')
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    const again = venueDateTime('2031-06-01T09:15:00+01:00', 'Europe/London')
    expect(parts).not.toHaveBeenCalled()
    expect(again).toEqual({ date: '2031-06-01', time: '09:15', weekday: 7 })
    again.time = '23:59'
    expect(venueDateTime('2031-06-01T09:15:00+01:00', 'Europe/London')).toEqual(first)
    // The same instant elsewhere is read for that zone.
    expect(venueDateTime('2031-06-01T09:15:00+01:00', 'America/New_York').time).toBe('04:15')
    expect(parts).toHaveBeenCalledTimes(1)
  })
})
