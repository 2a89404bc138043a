import { describe, expect, it } from 'vitest'
import { createI18n } from '@foyer/sdk'
import { sessionTabLabel, tabBoundaryLabel } from './times'

describe('session tab boundaries (storefront §2 Session selection: 0000, first, second, 2400)', () => {
  it('whole hours without minutes, others with them, in the locale', () => {
    expect(tabBoundaryLabel('1500', 'en-US')).toBe('3 PM')
    expect(tabBoundaryLabel('1230', 'en-US')).toBe('12:30 PM')
    expect(tabBoundaryLabel('1500', 'en-GB')).toBe('15:00')
    expect(tabBoundaryLabel('0930', 'de-DE')).toBe('9:30')
  })

  it('0000 and 2400 are both midnight', () => {
    expect(tabBoundaryLabel('0000', 'en-US')).toBe('12 AM')
    expect(tabBoundaryLabel('2400', 'en-US')).toBe('12 AM')
  })
})

describe('session tab labels (issue 18.8: a museum opening at 10 reads no midnight)', () => {
  const i18n = createI18n({ locale: 'en-US' })
  const tab = (start: string, end: string, first: string | null, last: string | null) => ({
    start,
    end,
    first,
    last,
    sessionIds: first ? ['s'] : [],
    disabled: first ? null : ('not_available' as const),
  })
  it('names the first and last start times of the sessions a tab holds', () => {
    expect(sessionTabLabel(tab('0000', '1200', '1000', '1130'), i18n)).toEqual(['10 AM', '11:30 AM'])
    expect(sessionTabLabel(tab('1500', '2400', '1600', '1600'), i18n)).toEqual(['4 PM'])
  })
  it('keeps the boundaries of an empty tab, with no midnight', () => {
    expect(sessionTabLabel(tab('0000', '1200', null, null), i18n)).toEqual(['Before 12 PM'])
    expect(sessionTabLabel(tab('1500', '2400', null, null), i18n)).toEqual(['From 3 PM'])
    expect(sessionTabLabel(tab('1200', '1500', null, null), i18n)).toEqual(['12 PM', '3 PM'])
  })
})

describe('session tab labels reuse their formatters (issue 16: a calendar day click)', () => {
  it('builds a locale’s formats once, however many labels', () => {
    const i18n = createI18n({ locale: 'fr-CA' })
    const Original = Intl.DateTimeFormat
    let built = 0
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        built += 1
      }
    } as typeof Original
    try {
      const bounds: [string, string][] = [
        ['0000', '1200'],
        ['1200', '1530'],
        ['1530', '2400'],
      ]
      for (const [start, end] of bounds)
        sessionTabLabel({ start, end, first: null, last: null, sessionIds: [], disabled: 'not_available' }, i18n)
      const first = built
      expect(first).toBeLessThanOrEqual(2)
      sessionTabLabel(
        { start: '0900', end: '1000', first: '0930', last: '0945', sessionIds: ['s'], disabled: null },
        i18n,
      )
      expect(built).toBe(first)
    } finally {
      Intl.DateTimeFormat = Original
    }
  })
})
