import { describe, expect, it } from 'vitest'
import { countRows, wrapsTooFar } from './rows'

describe('category link rows (storefront §2 /events)', () => {
  it('counts rows by distinct item tops, tolerating sub-pixel rounding', () => {
    expect(countRows([])).toBe(0)
    expect(countRows([0, 0, 0.4, 1])).toBe(1)
    expect(countRows([0, 0, 48, 48, 96])).toBe(3)
  })

  it('links that wrap over more than 2 rows give way to a dropdown; 2 rows stay links', () => {
    expect(wrapsTooFar([0, 0, 48])).toBe(false)
    expect(wrapsTooFar([0, 48, 96])).toBe(true)
  })
})
