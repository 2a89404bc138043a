import { describe, expect, it } from 'vitest'
import { tabBoundaryLabel } from './times'

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
