/**
 * The sandbox's answers against the contract: every catalogue read the storefront makes
 * (storefront §2), error answers (calls §8), 501 for calls not built yet, and a sweep that sends
 * every operation of storefront.yaml once and checks the answer fits.
 *
 * Requests go through `contractFetch`, so a test also fails when the request it sends is not
 * the contract's; ids are discovered through the API, not copied from the seed.
 */
import { createSandbox } from '@foyer/sandbox'
import { describe, expect, it } from 'vitest'
import type { components } from '../packages/sdk/src/generated/storefront.js'
import { contractFetch } from './observe.js'
import { createContractValidator } from './validate.js'

type Schemas = components['schemas']
const apiBase = 'http://sandbox/api/v1'
const cachedApiBase = 'http://sandbox/cached/api/v1'
const seller = 'demo-museum'
const tixApp = { 'Tix-App': 'ecomm' }

interface Answer<T> {
  status: number
  contentType: string
  body: T
}

function sandbox() {
  const { app } = createSandbox()
  const observed = contractFetch((request) => app.fetch(request), { apiBase, cachedApiBase })

  async function call<T>(
    method: string,
    path: string,
    options: { query?: Record<string, string>; body?: unknown; base?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const url = new URL(`${options.base ?? apiBase}/${path}`)
    url.searchParams.set('_seller', seller)
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const init: RequestInit = { method, headers: { ...tixApp, ...options.headers } }
    if (options.body !== undefined) {
      init.body = JSON.stringify(options.body)
      init.headers = { ...init.headers, 'content-type': 'application/json' }
    }
    const response = await observed.fetch(url, init)
    const contentType = response.headers.get('content-type') ?? ''
    const body = (contentType.includes('json') ? await response.json() : await response.text()) as T
    return { status: response.status, contentType, body }
  }

  return {
    get: <T>(path: string, query?: Record<string, string>, base?: string) =>
      call<T>('GET', path, { ...(query ? { query } : {}), ...(base ? { base } : {}) }),
    post: <T>(path: string, body: unknown, query?: Record<string, string>) =>
      call<T>('POST', path, { body, ...(query ? { query } : {}) }),
    call,
    app,
    violations: observed.violations,
  }
}

/** YYYY-MM-DD of an instant in a time zone (calendar dates are in the venue's time zone). */
function dateIn(timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  )
}

async function firstEventWithSessions(api: ReturnType<typeof sandbox>) {
  const listing = await api.get<Schemas['EventTemplateResponse']>('events', { _embed: 'venue' })
  for (const event of listing.body.event_template._data) {
    const sessions = await api.get<Schemas['EventSessionResponse']>(`events/${event.id}/sessions`)
    const session = sessions.body.event_session?._data[0]
    if (session) {
      const venue = listing.body.venue?._data.find((v) => v.id === event.venue_id)
      return { event, session, timeZone: venue?.timezone ?? 'UTC' }
    }
  }
  throw new Error('the sandbox lists no event with sessions')
}

describe('sandbox catalogue reads fit the contract (storefront §2)', () => {
  it('GET events lists event templates with venue, meta and category embedded', async () => {
    const api = sandbox()
    const { status, body } = await api.get<Schemas['EventTemplateResponse']>('events', {
      _embed: 'venue,meta,category',
    })
    expect(api.violations).toEqual([])
    expect(status).toBe(200)
    expect(body.event_template._data.length).toBeGreaterThan(0)
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['event_template', 'venue', 'meta', 'category']))
  })

  it('GET events filters by category and by meta.{key} (storefront §2 /events filters)', async () => {
    const api = sandbox()
    const all = (await api.get<Schemas['EventTemplateResponse']>('events')).body.event_template._data
    const category = all.find((e) => e.category)?.category
    expect(category).toBeTruthy()
    const byCategory = await api.get<Schemas['EventTemplateResponse']>('events', { category: category! })
    expect(byCategory.body.event_template._data.length).toBeGreaterThan(0)
    expect(byCategory.body.event_template._data.every((e) => e.category === category)).toBe(true)

    const withMeta = all.find((e) => Object.keys(e.meta ?? {}).length > 0)!
    const [key, value] = Object.entries(withMeta.meta!).find(([, v]) => typeof v === 'string')!
    const byMeta = await api.get<Schemas['EventTemplateResponse']>('events', { [`meta.${key}`]: value as string })
    expect(byMeta.body.event_template._data.map((e) => e.id)).toContain(withMeta.id)
    expect(byMeta.body.event_template._data.every((e) => (e.meta as Record<string, unknown>)[key] === value)).toBe(true)
    expect(api.violations).toEqual([])
  })

  it('GET events filters by date and by a time window of session starts', async () => {
    const api = sandbox()
    const { event, session, timeZone } = await firstEventWithSessions(api)
    const date = dateIn(timeZone, session.start_datetime)
    const byDate = await api.get<Schemas['EventTemplateResponse']>('events', { date })
    expect(byDate.body.event_template._data.map((e) => e.id)).toContain(event.id)
    const byWindow = await api.get<Schemas['EventTemplateResponse']>('events', {
      date,
      'time.start': '00:00',
      'time.end': '24:00',
    })
    expect(byWindow.body.event_template._data.map((e) => e.id)).toContain(event.id)
    expect(api.violations).toEqual([])
  })

  it('GET events/{id} answers one event with venue, ticket_group, ticket_type, message_rule, config and meta embedded', async () => {
    const api = sandbox()
    const { event } = await firstEventWithSessions(api)
    const { status, body } = await api.get<Schemas['EventTemplateResponse']>(`events/${event.id}`, {
      _embed: 'venue,ticket_group,ticket_type,message_rule,config,meta',
    })
    expect(api.violations).toEqual([])
    expect(status).toBe(200)
    expect(body.event_template._data.map((e) => e.id)).toEqual([event.id])
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['venue', 'ticket_group', 'ticket_type', 'message_rule', 'config', 'meta']),
    )
  })

  it('GET events/{id} returns a members-only event (storefront §2: the client shows the members-only gate)', async () => {
    const api = sandbox()
    // The listing a guest sees may leave members-only events out; ask for every template by id.
    const listed = (await api.get<Schemas['EventTemplateResponse']>('events')).body.event_template._data.map(
      (e) => e.id,
    )
    const templates = await api.get<Schemas['EventTemplateResponse']>('event_template', { 'id._in': listed.join(',') })
    expect(templates.body.event_template._data.map((e) => e.id).sort()).toEqual([...listed].sort())
    const membersOnly = await api.get<Schemas['EventTemplateResponse']>('events/members-evening')
    expect(membersOnly.status).toBe(200)
    expect(membersOnly.body.event_template._data[0]?.hidden_type).toBe('public_member_only')
    expect(api.violations).toEqual([])
  })

  it('GET events/{id}/sessions by date and by a start_datetime window', async () => {
    const api = sandbox()
    const { event, session, timeZone } = await firstEventWithSessions(api)
    const byDate = await api.get<Schemas['EventSessionResponse']>(`events/${event.id}/sessions`, {
      date: dateIn(timeZone, session.start_datetime),
    })
    expect(byDate.body.event_session._data.map((s) => s.id)).toContain(session.id)
    const start = new Date(session.start_datetime)
    const byWindow = await api.get<Schemas['EventSessionResponse']>(`events/${event.id}/sessions`, {
      'start_datetime._gte': start.toISOString(),
      'start_datetime._lt': new Date(start.getTime() + 60_000).toISOString(),
    })
    expect(byWindow.body.event_session._data.map((s) => s.id)).toEqual([session.id])
    expect(api.violations).toEqual([])
  })

  it('GET events/{id}/sessions/{sessionId}/ticket_groups embeds the ticket types of those groups', async () => {
    const api = sandbox()
    const { event, session } = await firstEventWithSessions(api)
    const { status, body } = await api.get<Schemas['TicketGroupResponse']>(
      `events/${event.id}/sessions/${session.id}/ticket_groups`,
      { _embed: 'ticket_type' },
    )
    expect(api.violations).toEqual([])
    expect(status).toBe(200)
    const groups = new Set(body.ticket_group._data.map((g) => g.id))
    expect(groups.size).toBeGreaterThan(0)
    expect(body.ticket_type?._data.length).toBeGreaterThan(0)
    expect(body.ticket_type!._data.every((t) => groups.has(t.ticket_group_id))).toBe(true)
  })

  it('GET events/{id}/calendar?_format=extended answers calendar day rows, also through the cached prefix (calls §7)', async () => {
    const api = sandbox()
    const { event } = await firstEventWithSessions(api)
    const direct = await api.get<Schemas['CalendarResponse']>(`events/${event.id}/calendar`, { _format: 'extended' })
    const cached = await api.get<Schemas['CalendarResponse']>(
      `events/${event.id}/calendar`,
      { _format: 'extended' },
      cachedApiBase,
    )
    expect(api.violations).toEqual([])
    expect(direct.status).toBe(200)
    expect(direct.body.calendar._data.length).toBeGreaterThan(0)
    expect(cached.body).toEqual(direct.body)
  })

  it('POST events/{id}/calendar?_format=price prices the calendar for a selection', async () => {
    const api = sandbox()
    const { event, session } = await firstEventWithSessions(api)
    const groups = await api.get<Schemas['TicketGroupResponse']>(
      `events/${event.id}/sessions/${session.id}/ticket_groups`,
      { _embed: 'ticket_type' },
    )
    const type = groups.body.ticket_type!._data[0]!
    const { status, body } = await api.post<Schemas['CalendarResponse']>(
      `events/${event.id}/calendar`,
      { ticket_types: [{ ticket_type_id: type.id, quantity: 2 }] },
      { _format: 'price', 'ticket_group_id._in': type.ticket_group_id },
    )
    expect(api.violations).toEqual([])
    expect(status).toBe(200)
    expect(body.calendar._data.length).toBeGreaterThan(0)
  })

  it('GET config?resource_id._in answers only config records of those resources', async () => {
    const api = sandbox()
    const { event } = await firstEventWithSessions(api)
    const { status, body } = await api.get<Schemas['ConfigResponse']>('config', {
      'resource_id._in': `${seller},${event.id}`,
    })
    expect(api.violations).toEqual([])
    expect(status).toBe(200)
    expect(body.config._data.every((record) => [seller, event.id].includes(record.resource_id))).toBe(true)
  })

  it('GET membership_rules with ticket_type embedded and limit 1000 (calls §7)', async () => {
    const api = sandbox()
    const { status, body } = await api.get<Schemas['MembershipRuleResponse']>('membership_rules', {
      _embed: 'ticket_type',
      _limit: '1000',
    })
    expect(api.violations).toEqual([])
    expect(status).toBe(200)
    expect(body.membership_rule._data.length).toBeGreaterThan(0)
  })

  it('GET images/{imageId} answers an image, without Tix-App (calls §7 image rewrite)', async () => {
    const api = sandbox()
    const listing = await api.get<Schemas['EventTemplateResponse']>('events')
    const imageId = listing.body.event_template._data
      .map((e) => e.meta?.image_profile)
      .find((id) => typeof id === 'string')
    expect(imageId).toBeTruthy()
    const url = new URL(`${apiBase}/images/${imageId}`)
    url.search = new URLSearchParams({ _seller: seller, sizex: '544', sizey: '432', shrinkonly: '1' }).toString()
    // Straight through the observer, without the Tix-App header an <img src> cannot send.
    const observed = contractFetch((request) => api.app.fetch(request), { apiBase })
    const response = await observed.fetch(url)
    expect(observed.violations).toEqual([])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/(svg\+xml|png)/)
  })
})

describe('sandbox error answers fit the contract (calls §8)', () => {
  it('an unknown event answers 404 in the error envelope', async () => {
    const api = sandbox()
    const { status, body } = await api.get<Schemas['ErrorEnvelope']>('events/no-such-event')
    expect(api.violations).toEqual([])
    expect(status).toBe(404)
    expect(body._data[0]?._code).toBeTruthy()
  })

  it('more than 10 ticket types answer 400 validation_failed in event_calendar (calls §8)', async () => {
    const api = sandbox()
    const { event } = await firstEventWithSessions(api)
    const ticket_types = Array.from({ length: 11 }, (_, i) => ({ ticket_type_id: `type-${i}`, quantity: 1 }))
    const { status, body } = await api.post<Schemas['ErrorEnvelope']>(
      `events/${event.id}/calendar`,
      { ticket_types },
      { _format: 'price' },
    )
    expect(api.violations).toEqual([])
    expect(status).toBe(400)
    expect(body._data[0]).toMatchObject({ _code: 'validation_failed', _context: 'event_calendar' })
  })

  it('a request without _seller answers a 4XX error envelope', async () => {
    const { app } = createSandbox()
    const response = await app.fetch(new Request(`${apiBase}/events`, { headers: tixApp }))
    const body: unknown = await response.json()
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(
      createContractValidator().validateResponse({ method: 'GET', path: 'events', status: response.status, body }),
    ).toEqual([])
  })

  it('a call not built yet answers 501 not_implemented, never fake data', async () => {
    const api = sandbox()
    const { status, body } = await api.post<Schemas['ErrorEnvelope']>(
      'my/cart/update',
      { reserve: { tickets: [] } },
      { create: 'true' },
    )
    expect(api.violations).toEqual([])
    expect(status).toBe(501)
    expect(body._data[0]?._code).toBe('not_implemented')
  })
})

describe('every operation of the contract answers within it', () => {
  const validator = createContractValidator()

  it.each(
    validator.listOperations().map((operation) => [`${operation.method} ${operation.template}`, operation] as const),
  )('%s', async (_name, operation) => {
    // A probe: placeholder ids, the required query, an empty body where one is required. The
    // answer may be a success, a 4XX or 501; whichever it is must have the contract's shape.
    const { app } = createSandbox()
    const path = operation.template.replace(/^\//, '').replace(/\{[^}]+\}/g, 'contract-probe')
    const url = new URL(`${apiBase}/${path}`)
    url.searchParams.set('_seller', seller)
    for (const parameter of operation.parameters) {
      if (parameter.in === 'query' && parameter.required && parameter.name !== '_seller')
        url.searchParams.set(parameter.name, 'contract-probe')
    }
    const init: RequestInit = { method: operation.method, headers: tixApp, redirect: 'manual' }
    if (operation.requestBodyRequired) init.body = '{}'
    const response = await app.fetch(new Request(url, init))
    const contentType = response.headers.get('content-type') ?? undefined
    const text = await response.text()
    const isJson = contentType?.includes('json') === true
    const body: unknown = isJson && text !== '' ? JSON.parse(text) : undefined
    if (isJson && text === '') expect.fail(`${operation.operationId}: JSON answer with an empty body`)
    // Errors are always the JSON envelope; successes may be images or redirects.
    if (!isJson && response.status >= 400) {
      expect.fail(
        `${operation.operationId} → ${response.status}: answer is not JSON (${contentType ?? 'no content type'}): ${text.slice(0, 80)}`,
      )
    }
    expect(
      validator.validateResponse({ method: operation.method, path, status: response.status, body, contentType }),
    ).toEqual([])
  })
})
