import { describe, expect, it } from 'vitest'
import { isTimerVisible } from './expiry-timer.js'

describe('storefront §4 Timer and extension: when the timer is on screen (calls §9 "Expiry timer shown: under 20 minutes")', () => {
  it('shows while a held cart counts down under 20 minutes: running, prompting or extending', () => {
    expect(isTimerVisible({ status: 'running', shown: true })).toBe(true)
    expect(isTimerVisible({ status: 'prompting', shown: true })).toBe(true)
    expect(isTimerVisible({ status: 'extending', shown: true })).toBe(true)
  })
  it('hides with 20 minutes or more left', () => {
    expect(isTimerVisible({ status: 'running', shown: false })).toBe(false)
  })
  it('hides without a cart, and once the cart expired (the cart-timeout dialog shows instead)', () => {
    expect(isTimerVisible({ status: 'inactive', shown: true })).toBe(false)
    expect(isTimerVisible({ status: 'expired', shown: true })).toBe(false)
  })
})
