/**
 * Start-up's first-screen work (issue 16, LCP): a first screen that formats money and dates as it
 * first draws (the checkout's cart) gets ICU started in a task of its own while its data and code
 * download; one whose largest paint comes before any formatting (the event page) does not.
 */
import { createStorefront, type Storefront } from '@foyer/sdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadFirstScreen } from './preload'

const settings = { seller: 'demo-museum', timeZone: 'America/New_York' }
let storefront: Storefront

beforeEach(() => {
  vi.useFakeTimers()
  storefront = createStorefront({
    apiBase: 'https://tickets.example.org/api/v1',
    seller: settings.seller,
    currency: 'USD',
    timeZone: settings.timeZone,
    // Nothing answers: the test is about what start-up does before the data arrives.
    fetch: () => new Promise<Response>(() => {}),
  })
})
afterEach(() => {
  storefront.dispose()
  vi.useRealTimers()
})

function formatting() {
  return [vi.spyOn(storefront.i18n, 'formatMoney'), vi.spyOn(storefront.i18n, 'formatDateTime')] as const
}

describe('preloadFirstScreen', () => {
  for (const [screen, path] of [
    ['/checkout', '/demo-museum/checkout'],
    ['the event page', '/demo-museum/events/general-admission'],
  ] as const) {
    it(`starts the money and date formatters for ${screen} in a task after the calls, not before them`, () => {
      const [money, dateTime] = formatting()
      preloadFirstScreen(storefront, { path, search: '' }, settings)
      expect(money).not.toHaveBeenCalled()
      vi.advanceTimersByTime(0)
      expect(money).toHaveBeenCalledWith(0)
      expect(dateTime).toHaveBeenCalledTimes(1)
    })
  }

  it('leaves them to the listing, which formats its cards in its first draw, before its first paint', () => {
    const [money, dateTime] = formatting()
    preloadFirstScreen(storefront, { path: '/demo-museum/events', search: '' }, settings)
    vi.advanceTimersByTime(0)
    expect(money).not.toHaveBeenCalled()
    expect(dateTime).not.toHaveBeenCalled()
  })
})
