import { describe, expect, it, vi } from 'vitest'
import {
  eventTemplateResponse,
  eventTemplateRow,
  rows,
  ticketGroupRow,
  venueRow,
  calendarDayRow,
} from '../testing/fixtures.js'
import { createStorefront } from '../storefront.js'
import { PRELOAD_WINDOW_MS } from './catalog.store.js'
import type { Clock } from '../store/clock.js'
import { json } from '../testing/fake-api.js'

const apiBase = 'https://api.test/api/v1'

/** A fetch answered by a handler per request; each answer can be held back to order responses. */
function routedFetch(handler: (url: URL, request: Request) => Response | Promise<Response>) {
  const requests: URL[] = []
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    requests.push(url)
    return handler(url, request)
  })
  return { fetch, requests }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** A clock fixed at one instant (no timers fire in these tests). */
function fixedClock(iso: string): Clock {
  return {
    now: () => Date.parse(iso),
    setTimeout: () => 0,
    clearTimeout: () => {},
    setInterval: () => 0,
    clearInterval: () => {},
  }
}

function storefront(
  fetch: (request: Request) => Promise<Response>,
  options: { timeZone?: string; clock?: Clock } = {},
) {
  return createStorefront({ apiBase, seller: 'demo-museum', fetch, ...options })
}

describe('catalog.listing (storefront §2 /events)', () => {
  it('goes idle → loading → ready with the cards, and hands out frozen snapshots', async () => {
    const { fetch } = routedFetch(() =>
      json(
        eventTemplateResponse(
          [eventTemplateRow({ id: 'a', name: 'Admission', venue_id: 'v1', category: 'Admission' })],
          {
            venue: rows(venueRow({ id: 'v1', name: 'Main building' })),
          },
        ),
      ),
    )
    const { catalog } = storefront(fetch)
    expect(catalog.listing.getSnapshot().status).toBe('idle')
    const statuses: string[] = []
    catalog.listing.subscribe(() => statuses.push(catalog.listing.getSnapshot().status))

    const result = await catalog.loadEvents({ category: 'Admission' })

    expect(statuses).toEqual(['loading', 'ready'])
    expect(result.data?.map((card) => card.name)).toEqual(['Admission'])
    const state = catalog.listing.getSnapshot()
    expect(state.status).toBe('ready')
    expect(state.filters.category).toBe('Admission')
    expect(state.events[0]).toMatchObject({ id: 'a', venueName: 'Main building', href: '/events/a' })
    expect(state.categories).toEqual(['Admission'])
    expect(Object.isFrozen(state)).toBe(true)
    expect(Object.isFrozen(state.events[0])).toBe(true)
  })

  it("storefront §2: sends the filters, the date as the venue's day, and the listing embeds", async () => {
    const { fetch, requests } = routedFetch(() => json(eventTemplateResponse([])))
    const { catalog } = storefront(fetch, { timeZone: 'Asia/Tokyo', clock: fixedClock('2025-05-01T23:30:00Z') })
    await catalog.loadEvents({ date: 'tomorrow', time: 'morning', meta: { audience: 'family' } })
    const url = requests[0]!
    expect(url.pathname).toBe('/api/v1/events')
    expect(url.searchParams.get('date')).toBe('2025-05-03')
    expect(url.searchParams.get('time.start')).toBe('00:00')
    expect(url.searchParams.get('time.end')).toBe('12:00')
    expect(url.searchParams.get('meta.audience')).toBe('family')
    expect(url.searchParams.get('_embed')).toBe('venue,meta,category')
    expect(url.searchParams.get('_seller')).toBe('demo-museum')
  })

  it('storefront §6: a guest does not get members-only or link-only events', async () => {
    const { fetch } = routedFetch(() =>
      json(
        eventTemplateResponse([
          eventTemplateRow({ id: 'a' }),
          eventTemplateRow({ id: 'm', hidden_type: 'public_member_only' }),
          eventTemplateRow({ id: 'l', hidden_type: 'public_link_only' }),
        ]),
      ),
    )
    const result = await storefront(fetch).catalog.loadEvents()
    expect(result.data?.map((card) => card.id)).toEqual(['a'])
  })

  it('a stale answer (filters changed meanwhile) never overwrites the newer one', async () => {
    const first = deferred<Response>()
    const { fetch } = routedFetch((url) =>
      url.searchParams.get('category') === 'Tours'
        ? first.promise
        : json(eventTemplateResponse([eventTemplateRow({ id: 'talk', category: 'Talks' })])),
    )
    const { catalog } = storefront(fetch)
    const tours = catalog.loadEvents({ category: 'Tours' })
    const talks = await catalog.loadEvents({ category: 'Talks' })
    expect(talks.data?.map((c) => c.id)).toEqual(['talk'])

    first.resolve(json(eventTemplateResponse([eventTemplateRow({ id: 'tour', category: 'Tours' })])))
    const stale = await tours
    // The caller of the older load still gets its answer …
    expect(stale.data?.map((c) => c.id)).toEqual(['tour'])
    // … but the listing shows the newer filters and their events.
    const state = catalog.listing.getSnapshot()
    expect(state.status).toBe('ready')
    expect(state.filters.category).toBe('Talks')
    expect(state.events.map((c) => c.id)).toEqual(['talk'])
  })

  it('a preloaded listing is taken by the next load of the same filters, once and while fresh (issue 16)', async () => {
    const answer = deferred<Response>()
    const { fetch, requests } = routedFetch(() => answer.promise)
    let now = Date.parse('2025-05-01T10:00:00Z')
    const clock = { ...fixedClock('2025-05-01T10:00:00Z'), now: () => now }
    const { catalog } = storefront(fetch, { clock })
    catalog.preloadEvents({ category: 'Tours' })
    expect(catalog.listing.getSnapshot().status).toBe('loading')
    answer.resolve(json(eventTemplateResponse([eventTemplateRow({ id: 'tour', category: 'Tours' })])))
    await vi.waitFor(() => expect(catalog.listing.getSnapshot().status).toBe('ready'))
    // The screen mounts after the answer came: it takes the preloaded load, no second request.
    expect((await catalog.loadEvents({ category: 'Tours' })).data?.map((c) => c.id)).toEqual(['tour'])
    expect(requests).toHaveLength(1)
    // Taken once: the next load asks afresh.
    const { fetch: fresh, requests: freshRequests } = routedFetch(() =>
      json(eventTemplateResponse([eventTemplateRow({ id: 'tour', category: 'Tours' })])),
    )
    const other = storefront(fresh, { clock }).catalog
    other.preloadEvents({ category: 'Tours' })
    await other.loadEvents({ category: 'Talks' }) // other filters: the preload is forgotten
    await other.loadEvents({ category: 'Tours' })
    expect(freshRequests.map((url) => url.searchParams.get('category'))).toEqual(['Tours', 'Talks', 'Tours'])
    // Too old to take: a visitor sent elsewhere who comes back later gets a fresh listing.
    other.preloadEvents({ category: 'Tours' })
    now += PRELOAD_WINDOW_MS + 1
    await other.loadEvents({ category: 'Tours' })
    expect(freshRequests).toHaveLength(5)
  })

  it('a failed load sets status error with the FoyerError, keeps the old cards, and tells listeners', async () => {
    let fail = false
    const { fetch } = routedFetch(() =>
      fail
        ? json({ _data: [{ _code: 'validation_failed', _description: 'Unknown category.' }] }, 400)
        : json(eventTemplateResponse([eventTemplateRow({ id: 'a' })])),
    )
    const sf = storefront(fetch)
    const seen = vi.fn()
    sf.events.on('catalog:listing', seen)
    await sf.catalog.loadEvents()
    fail = true
    const result = await sf.catalog.loadEvents({ category: 'Nope' })
    expect(result.error).toMatchObject({ code: 'validation_failed', status: 400, description: 'Unknown category.' })
    const state = sf.catalog.listing.getSnapshot()
    expect(state.status).toBe('error')
    expect(state.error?.code).toBe('validation_failed')
    expect(state.events.map((c) => c.id)).toEqual(['a'])
    expect(seen.mock.calls.map(([payload]) => payload)).toEqual([
      { status: 'ready', count: 1 },
      { status: 'error', count: 0 },
    ])
  })
})

describe('catalog.event (storefront §2 event page)', () => {
  it('loads the event with its embeds into the store for its id', async () => {
    const { fetch, requests } = routedFetch(() =>
      json(
        eventTemplateResponse([eventTemplateRow({ id: 'e1', name: 'Concert', hidden_type: 'public_member_only' })], {
          ticket_group: rows(ticketGroupRow({ id: 'g1', event_template_id: 'e1' })),
        }),
      ),
    )
    const { catalog } = storefront(fetch)
    const store = catalog.event('e1')
    expect(catalog.event('e1')).toBe(store)
    expect(store.getSnapshot()).toEqual({ status: 'idle', eventId: 'e1', event: null, error: null })

    const result = await catalog.loadEvent('e1')
    expect(requests[0]!.pathname).toBe('/api/v1/events/e1')
    expect(requests[0]!.searchParams.get('_embed')).toBe('venue,ticket_group,ticket_type,message_rule,config,meta')
    expect(result.data?.name).toBe('Concert')
    expect(store.getSnapshot().status).toBe('ready')
    expect(store.getSnapshot().event?.hiddenType).toBe('public_member_only')
    expect(store.getSnapshot().event?.ticketGroups.map((g) => g.id)).toEqual(['g1'])
  })

  it('an empty id is not found without a request (GET events/ would read the listing)', async () => {
    const { fetch, requests } = routedFetch(() => json(eventTemplateResponse([eventTemplateRow({ id: 'e1' })])))
    const { catalog } = storefront(fetch)
    const result = await catalog.loadEvent('')
    expect(result.error).toMatchObject({ code: 'not_found', messageKey: 'error.eventTemplateNotFound' })
    expect(catalog.event('').getSnapshot().status).toBe('not_found')
    expect(requests).toHaveLength(0)
  })

  it('a preloaded event is taken by the next load of the same id, once and while fresh (issue 16)', async () => {
    const { fetch, requests } = routedFetch(() => json(eventTemplateResponse([eventTemplateRow({ id: 'e1' })])))
    let now = Date.parse('2025-05-01T10:00:00Z')
    const clock = { ...fixedClock('2025-05-01T10:00:00Z'), now: () => now }
    const { catalog } = storefront(fetch, { clock })
    catalog.preloadEvent('e1')
    expect(catalog.event('e1').getSnapshot().status).toBe('loading')
    await vi.waitFor(() => expect(catalog.event('e1').getSnapshot().status).toBe('ready'))
    // The reserve page's load comes after the answer: it takes it, no second request.
    expect((await catalog.loadEvent('e1')).data?.id).toBe('e1')
    expect(requests).toHaveLength(1)
    // Taken once: the next load asks afresh; another event's load does not take it.
    await catalog.loadEvent('e1')
    expect(requests).toHaveLength(2)
    catalog.preloadEvent('e1')
    await catalog.loadEvent('e2')
    expect(requests.map((url) => url.pathname)).toEqual([
      '/api/v1/events/e1',
      '/api/v1/events/e1',
      '/api/v1/events/e1',
      '/api/v1/events/e2',
    ])
    // Too old to take.
    now += PRELOAD_WINDOW_MS + 1
    await catalog.loadEvent('e1')
    expect(requests).toHaveLength(5)
  })

  it("calls §8 Other: 404 sets status not_found with the 'event not found' message key", async () => {
    const { fetch } = routedFetch(() =>
      json({ _data: [{ _code: 'not_found', _description: 'Resource event_template not found.' }] }, 404),
    )
    const sf = storefront(fetch)
    const seen = vi.fn()
    sf.events.on('catalog:event', seen)
    const result = await sf.catalog.loadEvent('nope')
    expect(result.error).toMatchObject({ code: 'not_found', status: 404, messageKey: 'error.eventTemplateNotFound' })
    expect(sf.catalog.event('nope').getSnapshot()).toMatchObject({ status: 'not_found', event: null })
    expect(seen).toHaveBeenCalledWith({ eventId: 'nope', status: 'not_found' })
  })

  it('a server failure sets status error, not not_found', async () => {
    const { fetch } = routedFetch(() => json({ _data: [{ _code: 'server_error' }] }, 500))
    const { catalog } = storefront(fetch)
    await catalog.loadEvent('e1')
    expect(catalog.event('e1').getSnapshot()).toMatchObject({
      status: 'error',
      error: { code: 'server_error', status: 500 },
    })
  })
})

describe('catalog reads', () => {
  it('calls §7: config with resource_id._in, event templates with id._in', async () => {
    const { fetch, requests } = routedFetch((url) =>
      url.pathname.endsWith('/config')
        ? json({
            config: rows({
              resource: 'event_template',
              resource_id: 'e1',
              namespace: 'web',
              name: 'next_route',
              value: '/x',
            }),
          })
        : json(eventTemplateResponse([eventTemplateRow({ id: 'e1' }), eventTemplateRow({ id: 'e2' })])),
    )
    const { catalog } = storefront(fetch)
    const config = await catalog.loadConfig(['e1', 'seller-1'])
    expect(config.data?.[0]?.value).toBe('/x')
    expect(requests[0]!.searchParams.get('resource_id._in')).toBe('e1,seller-1')
    const templates = await catalog.loadEventTemplates(['e1', 'e2'])
    expect(templates.data?.map((c) => c.id)).toEqual(['e1', 'e2'])
    expect(requests[1]!.pathname).toBe('/api/v1/event_template')
    expect(requests[1]!.searchParams.get('id._in')).toBe('e1,e2')
    // nothing asked, nothing sent
    expect((await catalog.loadConfig([])).data).toEqual([])
    expect(requests).toHaveLength(2)
  })

  it("calls §7: next dates come from the cached calendar read, from the venue's today", async () => {
    const { fetch, requests } = routedFetch(() =>
      json({
        calendar: rows(
          calendarDayRow({ date: '2025-05-02', status: 'sold_out' }),
          calendarDayRow({ date: '2025-05-03' }),
        ),
      }),
    )
    const sf = createStorefront({
      apiBase,
      cachedApiBase: 'https://api.test/cached/api/v1',
      seller: 'demo-museum',
      fetch,
      timeZone: 'America/New_York',
      clock: fixedClock('2025-05-02T02:00:00Z'),
    })
    const result = await sf.catalog.nextAvailableDates('e1', { limit: 3 })
    expect(result.data?.map((d) => d.date)).toEqual(['2025-05-03'])
    const url = requests[0]!
    expect(url.pathname).toBe('/cached/api/v1/events/e1/calendar')
    expect(url.searchParams.get('_format')).toBe('extended')
    expect(url.searchParams.get('date._gte')).toBe('2025-05-01')
  })
})
