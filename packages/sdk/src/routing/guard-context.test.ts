import { describe, expect, it } from 'vitest'
import { listedEventCount, routeGuardContext } from './guard-context'
import { clearEventFilters, type EventFilters } from './filters'
import { runGuards } from './guards'

const noFilters = clearEventFilters()
const byCategory: EventFilters = { ...noFilters, category: 'Jazz' }

describe('routeGuardContext (storefront §2 Navigation guards)', () => {
  const ready = (events: number, filters: EventFilters = noFilters) => ({
    status: 'ready',
    filters,
    events: Array.from({ length: events }),
  })

  it('counts the listing only once it has loaded, and only without filters (storefront §2 /events)', () => {
    expect(listedEventCount({ status: 'loading', filters: noFilters, events: [] })).toBeNull()
    expect(listedEventCount(ready(3))).toBe(3)
    expect(listedEventCount(ready(0, byCategory))).toBeNull()
  })

  it('nobody is logged in until a session is passed', () => {
    const context = routeGuardContext(
      { seller: 'demo' },
      { cartItemCount: 0, listedEventCount: listedEventCount(ready(1)), skipUpsells: false },
    )
    expect(context).toMatchObject({
      seller: 'demo',
      loggedIn: false,
      member: false,
      cartItemCount: 0,
      listedEventCount: 1,
    })
  })

  it('an upsell listing without events goes to /checkout; a filtered one stays (storefront §2 /events)', () => {
    const settings = { seller: 'demo' }
    const empty = routeGuardContext(settings, {
      cartItemCount: 2,
      listedEventCount: listedEventCount(ready(0)),
      skipUpsells: false,
    })
    expect(runGuards({ pathname: '/demo/events', search: '' }, empty)).toEqual({
      type: 'redirect',
      to: '/demo/checkout',
    })
    const filtered = routeGuardContext(settings, {
      cartItemCount: 2,
      listedEventCount: listedEventCount(ready(0, byCategory)),
      skipUpsells: false,
    })
    expect(runGuards({ pathname: '/demo/events', search: '?category=Jazz' }, filtered)).toBeNull()
  })
})
