/**
 * The catalogue against the in-process sandbox (DESIGN.md: sdk flows are tested against the
 * sandbox). Every request and answer goes through the contract observer, so each test is also a
 * contract test: `violations` must stay empty.
 */
import type { Sandbox } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { canView, hasTicketGroups, isMembersOnly } from '../src/catalog/rules.js'
import { READ_RETRY_ATTEMPTS, REQUEST_TIMEOUT_MS } from '../src/http/rules.js'
import type { Storefront } from '../src/storefront.js'
import { apiBase, onSandbox, type OnSandbox } from './on-sandbox.js'

// Sunday 8 March 2026, 11:00 in New York (the demo venue's zone). Monday the museum is closed.
const sundayMorning = '2026-03-08T15:00:00Z'

let run: OnSandbox
let sandbox: Sandbox
let observed: OnSandbox['observed']
let requests: OnSandbox['requests']
let storefront: Storefront

beforeEach(() => {
  run = onSandbox({ now: sundayMorning })
  ;({ sandbox, observed, requests } = run)
  storefront = run.visitor()
})

afterEach(() => {
  vi.useRealTimers()
  run.close()
})

const ids = (cards: readonly { id: string }[] | undefined) => cards?.map((card) => card.id)

describe('listing against the sandbox (storefront §2 /events)', () => {
  it('storefront §2 + §6: lists browsable events as cards; members-only and link-only events are not listed to a guest', async () => {
    const result = await storefront.catalog.loadEvents()
    expect(ids(result.data)).toEqual([
      'general-admission',
      'pay-what-you-wish-fridays',
      'highlights-tour',
      'little-makers-workshop',
      'curator-talk-light-and-shadow',
      'chamber-music-great-hall',
      'sculpture-garden-reopening',
      'membership',
      'gift-cards',
    ])
    const admission = result.data?.[0]
    expect(admission).toMatchObject({
      name: 'General Admission',
      subtitle: 'Timed entry to the collection and special exhibitions',
      href: '/events/general-admission',
      category: 'Admission',
      image: {
        url: `${apiBase}/images/galleries?sizex=544&sizey=432&shrinkonly=1&_seller=demo-museum`,
        alt: 'Sunlit arches of the museum’s central gallery',
      },
    })
    expect(admission?.venueName).toBeTruthy()
    const listing = storefront.catalog.listing.getSnapshot()
    expect(listing.status).toBe('ready')
    expect(listing.categories).toEqual([
      'Admission',
      'Tours',
      'Family',
      'Talks',
      'Concerts',
      'Membership',
      'Gift Cards',
    ])
  })

  it('calls §9: the card image URL serves the teaser at 544 × 432', async () => {
    const result = await storefront.catalog.loadEvents()
    const image = await observed.fetch(new Request(result.data![0]!.image!.url))
    expect(image.status).toBe(200)
    const svg = await image.text()
    expect(svg).toContain('width="544"')
    expect(svg).toContain('height="432"')
  })

  it('storefront §2: the category filter, keeping the category links', async () => {
    await storefront.catalog.loadEvents()
    const result = await storefront.catalog.loadEvents({ category: 'Tours' })
    expect(ids(result.data)).toEqual(['highlights-tour', 'sculpture-garden-reopening'])
    expect(storefront.catalog.listing.getSnapshot().categories).toContain('Concerts')
  })

  it("storefront §2: the date filter today / tomorrow is the venue's day (Sunday open, Monday closed)", async () => {
    const today = await storefront.catalog.loadEvents({ date: 'today' })
    expect(ids(today.data)).toEqual(['general-admission', 'highlights-tour', 'little-makers-workshop'])
    const tomorrow = await storefront.catalog.loadEvents({ date: 'tomorrow' })
    expect(tomorrow.data).toEqual([])
    expect(storefront.catalog.listing.getSnapshot()).toMatchObject({ status: 'ready', events: [] })
  })

  it('storefront §2: the time filter (named window and time.start / time.end)', async () => {
    const evening = await storefront.catalog.loadEvents({ time: 'evening' })
    // members-evening also has evening sessions but is members-only (storefront §6)
    expect(ids(evening.data)).toEqual([
      'pay-what-you-wish-fridays',
      'curator-talk-light-and-shadow',
      'chamber-music-great-hall',
    ])
    const morning = await storefront.catalog.loadEvents({ timeStart: '00:00', timeEnd: '12:00' })
    expect(ids(morning.data)).toEqual([
      'general-admission',
      'highlights-tour',
      'little-makers-workshop',
      'sculpture-garden-reopening',
    ])
  })

  it('storefront §2: metadata filters, sent as meta.{key}', async () => {
    const result = await storefront.catalog.loadEvents({ meta: { audience: 'adults' } })
    expect(ids(result.data)).toEqual(['highlights-tour', 'curator-talk-light-and-shadow', 'chamber-music-great-hall'])
  })
})

describe('event page against the sandbox (storefront §2)', () => {
  it('loads an event with its venue, ticket groups and types, config and meta', async () => {
    const result = await storefront.catalog.loadEvent('general-admission')
    const event = result.data!
    expect(event.name).toBe('General Admission')
    expect(event.venue?.timezone).toBe('America/New_York')
    expect(event.ticketGroups.map((g) => g.id)).toEqual(['ga-general-admission', 'ga-member-admission'])
    expect(event.ticketGroups[0]?.types.map((t) => t.name)).toEqual(['Adult', 'Child', 'Senior'])
    expect(event.meta.reserve_flow).toBe('date_first')
    expect(event.config['web.session_picker_tabs']).toEqual(['1200', '1500'])
    expect(event.coverImage?.url).toBe(`${apiBase}/images/galleries?sizex=1500&shrinkonly=1&_seller=demo-museum`)
    expect(hasTicketGroups(event)).toBe(true)
    expect(storefront.catalog.event('general-admission').getSnapshot().status).toBe('ready')
  })

  it('storefront §2: the members-only gate for a members-only event', async () => {
    const event = (await storefront.catalog.loadEvent('members-evening')).data!
    expect(isMembersOnly(event)).toBe(true)
    expect(canView(event, { isMember: false })).toBe(false)
    expect(canView(event, { isMember: true })).toBe(true)
  })

  it('storefront §2: an event with no ticket groups gets the warning', async () => {
    const event = (await storefront.catalog.loadEvent('sculpture-garden-reopening')).data!
    expect(hasTicketGroups(event)).toBe(false)
  })

  it('storefront §2 error/404: an unknown event is not_found', async () => {
    const result = await storefront.catalog.loadEvent('no-such-event')
    expect(result.error).toMatchObject({ code: 'not_found', status: 404 })
    expect(storefront.catalog.event('no-such-event').getSnapshot().status).toBe('not_found')
    // a 404 is not retried
    expect(requests).toHaveLength(1)
  })
})

describe('reads against the sandbox (calls §7)', () => {
  it('calls §7: next available dates from the cached calendar read, skipping the closed Monday', async () => {
    const result = await storefront.catalog.nextAvailableDates('general-admission', { limit: 3 })
    expect(result.data?.map((day) => day.date)).toEqual(['2026-03-08', '2026-03-10', '2026-03-11'])
    expect(requests[0]).toEqual({ method: 'GET', path: '/cached/api/v1/events/general-admission/calendar' })
  })

  it('calls §7: config records by resource_id._in and event templates by id._in', async () => {
    const config = await storefront.catalog.loadConfig(['general-admission'])
    expect(config.data?.find((record) => record.name === 'web.session_picker_tabs')?.value).toEqual(['1200', '1500'])
    const templates = await storefront.catalog.loadEventTemplates(['highlights-tour', 'general-admission'])
    expect(ids(templates.data)?.sort()).toEqual(['general-admission', 'highlights-tour'])
  })
})

describe('read retries through sandbox faults (calls §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  })

  it('calls §7: a listing read recovers from two 502s (retried after 250 and 500 ms)', async () => {
    sandbox.faults.add({ path: 'events', kind: '502', times: 2 })
    const pending = storefront.catalog.loadEvents()
    await vi.advanceTimersByTimeAsync(250 + 500)
    const result = await pending
    expect(result.data).toHaveLength(9)
    expect(requests).toHaveLength(3)
    expect(storefront.catalog.listing.getSnapshot().status).toBe('ready')
  })

  it('calls §7: an event read recovers from a dropped connection', async () => {
    sandbox.faults.add({ path: 'events/*', kind: 'drop', times: 1 })
    const pending = storefront.catalog.loadEvent('general-admission')
    await vi.advanceTimersByTimeAsync(250)
    expect((await pending).data?.id).toBe('general-admission')
    expect(requests).toHaveLength(2)
  })

  it('calls §7: a calendar read recovers from a timeout', async () => {
    sandbox.faults.add({ path: 'events/*/calendar', kind: 'timeout', times: 1 })
    const pending = storefront.catalog.nextAvailableDates('general-admission', { limit: 1 })
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 250)
    expect((await pending).data?.map((day) => day.date)).toEqual(['2026-03-08'])
    expect(requests).toHaveLength(2)
  })

  it('calls §7: after 3 retries the 502 is returned as the listing error', async () => {
    sandbox.faults.add({ path: 'events', kind: '502', times: 10 })
    const pending = storefront.catalog.loadEvents()
    await vi.advanceTimersByTimeAsync(250 + 500 + 1000)
    const result = await pending
    expect(result.error).toMatchObject({ code: 'bad_gateway', status: 502 })
    expect(requests).toHaveLength(1 + READ_RETRY_ATTEMPTS)
    expect(storefront.catalog.listing.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'bad_gateway' } })
  })

  it('calls §7: a write is never retried, whatever the failure', async () => {
    for (const kind of ['502', 'drop'] as const) {
      requests.length = 0
      sandbox.faults.add({ method: 'POST', path: 'my/cart/modify', kind, times: 1 })
      const pending = storefront.http.post('/my/cart/modify', {
        body: { add: [{ ticket_type_id: 'ga-adult', quantity: 1 }] },
      })
      await vi.advanceTimersByTimeAsync(5000)
      const result = await pending
      expect(result.error?.code).toBe(kind === '502' ? 'bad_gateway' : 'network_error')
      expect(requests).toEqual([{ method: 'POST', path: '/api/v1/my/cart/modify' }])
    }
  })
})
