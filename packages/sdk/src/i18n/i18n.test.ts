import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n, interpolate, isTimeZone } from './index'

// ICU versions differ on the space before AM/PM (U+202F or U+0020): compare with plain spaces.
const plain = (text: string) => text.replace(/\s/gu, ' ')

describe('t: messages by key (DESIGN.md i18n)', () => {
  it('returns the English sentence of the spec', () => {
    const { t } = createI18n()
    expect(t('catalog.noMatches')).toBe('We could not find any events that match your filters.')
    expect(t('event.membersOnly')).toBe('Sorry! This event is members only')
  })

  it('fills {placeholders} (calls §8 Reserve and promo, calls §9 Completion message)', () => {
    const { t } = createI18n()
    expect(t('reserve.soldOutSession', { time: '10:00 AM' })).toBe(
      'Tickets have sold out for the session at 10:00 AM. Please select another session and try again.',
    )
    expect(t('checkout.completionMessage', { email: 'ada@example.com' })).toBe(
      'We emailed your order confirmation to ada@example.com. Thank you for your purchase.',
    )
    expect(t('seats.notEnoughSeats', { group: 'Stalls', type: 'Adult' })).toBe('Not enough seats for Stalls Adult')
    expect(t('checkout.cartBooked', { id: 42 })).toBe('Cart with order ID 42 has been booked.')
  })

  it('leaves a placeholder without a value visible', () => {
    const { t } = createI18n()
    expect(t('seats.notEnoughSeats', { group: 'Stalls' })).toBe('Not enough seats for Stalls {type}')
    expect(t('reserve.soldOutDate')).toBe('Tickets have sold out for {date}. Please select another date and try again.')
  })

  it('tenant overrides replace messages by key, per instance', () => {
    const tenant = createI18n({
      messages: { 'cart.startOver': 'Begin again', 'seats.tooManySeats': 'Fewer seats in {group}' },
    })
    const stock = createI18n()
    expect(tenant.t('cart.startOver')).toBe('Begin again')
    expect(tenant.t('seats.tooManySeats', { group: 'Balcony' })).toBe('Fewer seats in Balcony')
    expect(tenant.t('cart.totalToPay')).toBe('Total to pay')
    expect(stock.t('cart.startOver')).toBe('Start over')
  })

  it('interpolate never drops text around placeholders', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[{}]/.test(s)),
        fc.string(),
        (text, value) => {
          expect(interpolate(`${text}{x}${text}`, { x: value })).toBe(`${text}${value}${text}`)
          expect(interpolate(`${text}{x}`, {})).toBe(`${text}{x}`)
        },
      ),
    )
  })
})

describe('formatMoney (Intl, currency from currency_code)', () => {
  it('formats decimal strings and numbers', () => {
    const i18n = createI18n()
    expect(i18n.formatMoney('12.50', 'USD')).toBe('$12.50')
    expect(i18n.formatMoney(999999.99, 'USD')).toBe('$999,999.99')
    expect(i18n.formatMoney('0.30', 'GBP')).toBe('£0.30')
  })

  it('uses the instance currency when none is passed, and the locale', () => {
    expect(plain(createI18n({ currency: 'EUR', locale: 'de-DE' }).formatMoney('1234.5'))).toBe('1.234,50 €')
    expect(() => createI18n().formatMoney('1')).toThrow(/currency/)
  })

  it('refuses a non-number amount', () => {
    expect(() => createI18n().formatMoney('twelve', 'USD')).toThrow(RangeError)
  })
})

describe('dates in the venue time zone (openapi/README.md: calendar dates are YYYY-MM-DD in the venue zone)', () => {
  it('a calendar date never shifts a day, whatever the zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
      const i18n = createI18n({ timeZone })
      expect(i18n.formatDate('2025-01-01')).toBe('Jan 1, 2025')
      expect(i18n.formatDate('2025-03-09', 'full')).toBe('Sunday, March 9, 2025')
    }
  })

  it('property: every calendar date formats as its own day', () => {
    const i18n = createI18n({ timeZone: 'Pacific/Kiritimati' })
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const ymd = d.toISOString().slice(0, 10)
        const [y, m, day] = ymd.split('-').map(Number)
        expect(i18n.formatDate(ymd, 'short')).toBe(`${m}/${day}/${String(y).slice(2)}`)
      }),
    )
  })

  it('an instant is shown in the venue zone', () => {
    const ny = createI18n({ timeZone: 'America/New_York' })
    const tokyo = createI18n({ timeZone: 'Asia/Tokyo' })
    const instant = '2025-05-01T02:30:00Z'
    expect(ny.formatDate(instant)).toBe('Apr 30, 2025')
    expect(plain(ny.formatTime(instant))).toBe('10:30 PM')
    expect(tokyo.formatDate(instant)).toBe('May 1, 2025')
    expect(plain(tokyo.formatTime(instant))).toBe('11:30 AM')
    expect(plain(tokyo.formatDateTime(new Date(instant)))).toBe('May 1, 2025, 11:30 AM')
    expect(plain(ny.withTimeZone('Asia/Tokyo').formatTime(instant))).toBe('11:30 AM')
  })

  it('a date-time with an offset keeps its instant; one without is the venue wall clock', () => {
    const london = createI18n({ timeZone: 'Europe/London' })
    expect(plain(london.formatTime('2025-07-01T10:00:00-04:00'))).toBe('3:00 PM')
    expect(plain(london.formatTime('2025-07-01T10:00:00'))).toBe('10:00 AM')
  })

  it('named styles for calendars', () => {
    const i18n = createI18n({ timeZone: 'Europe/Paris' })
    expect(i18n.formatDate('2025-05-01', 'monthYear')).toBe('May 2025')
    expect(i18n.formatDate('2025-05-01', 'weekdayDayMonth')).toBe('Thu, May 1')
    expect(i18n.formatDate('2025-05-01', 'weekday')).toBe('Thu')
    expect(i18n.formatDate('2025-05-01', 'dayMonth')).toBe('May 1')
  })

  it('bad input fails loudly', () => {
    const i18n = createI18n()
    expect(() => i18n.formatDate('not a date')).toThrow(RangeError)
    expect(() => i18n.formatTime('2025-05-01')).toThrow(/calendar date has no time/)
    expect(() => createI18n({ timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError)
    expect(() => createI18n({ locale: 'en_US!' })).toThrow(RangeError)
  })

  it('isTimeZone: canonical names, the aliases and spellings Intl accepts, nothing else', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'UTC', 'Asia/Calcutta', 'US/Eastern', 'america/new_york'])
      expect(isTimeZone(zone), zone).toBe(true)
    for (const zone of ['Mars/Olympus_Mons', 'EST5EDT/Nowhere', '', 'New York'])
      expect(isTimeZone(zone), zone).toBe(false)
    // An alias that passes here formats like its canonical zone.
    expect(createI18n({ timeZone: 'Asia/Calcutta' }).formatTime('2025-07-01T10:00:00Z')).toBe(
      createI18n({ timeZone: 'Asia/Kolkata' }).formatTime('2025-07-01T10:00:00Z'),
    )
  })

  describe('formatters are built once (issue 16: a script makes a storefront per booking, a page an i18n per venue zone)', () => {
    const restore: Array<() => void> = []
    /** Counts the formatters of `name` built from now on, as [locale, options] pairs. */
    function counting(name: 'DateTimeFormat' | 'NumberFormat'): unknown[][] {
      const built: unknown[][] = []
      const real = Intl[name]
      const counted = new Proxy(real, {
        construct(target, args: unknown[]) {
          built.push(args)
          return Reflect.construct(target, args) as object
        },
      })
      Object.assign(Intl, { [name]: counted })
      restore.push(() => Object.assign(Intl, { [name]: real }))
      return built
    }
    afterEach(() => {
      for (const undo of restore.splice(0)) undo()
    })

    it('a zone Intl accepts but does not list (UTC) is tried on a formatter once', () => {
      isTimeZone('UTC')
      const built = counting('DateTimeFormat')
      for (let i = 0; i < 3; i++) expect(isTimeZone('UTC')).toBe(true)
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
      expect(built).toEqual([['en-US', { timeZone: 'Mars/Olympus_Mons' }]])
    })

    it('instances of the same locale share a formatter: a venue zone, a new storefront', () => {
      const first = createI18n({ locale: 'en-GB', timeZone: 'Europe/Paris', currency: 'EUR' })
      expect(first.formatDate('2031-05-01T10:00:00Z')).toBe('1 May 2031')
      expect(first.formatMoney(12.5)).toBe('€12.50')
      const dates = counting('DateTimeFormat')
      const money = counting('NumberFormat')
      const again = createI18n({ locale: 'en-GB', timeZone: 'Europe/Paris', currency: 'EUR' })
      expect(again.formatDate('2031-05-02T10:00:00Z')).toBe('2 May 2031')
      expect(again.withTimeZone('Europe/Paris').formatDate('2031-05-03T10:00:00Z')).toBe('3 May 2031')
      expect(again.formatMoney(3)).toBe('€3.00')
      expect(dates).toEqual([])
      expect(money).toEqual([])
      // Another locale or zone is a formatter of its own.
      expect(createI18n({ locale: 'en-US', timeZone: 'Europe/Paris' }).formatDate('2031-05-01T10:00:00Z')).toBe(
        'May 1, 2031',
      )
      expect(plain(again.withTimeZone('America/New_York').formatTime('2031-05-01T10:00:00Z'))).toBe('06:00')
      expect(dates.map(([locale]) => locale)).toEqual(['en-US', 'en-GB'])
    })
  })

  it('only a bare YYYY-MM-DD is a calendar date; a midnight instant is an instant', () => {
    const la = createI18n({ timeZone: 'America/Los_Angeles' })
    expect(la.formatDate('2025-05-01')).toBe('May 1, 2025')
    expect(la.formatDate('2025-05-01T00:00:00Z')).toBe('Apr 30, 2025')
  })
})
