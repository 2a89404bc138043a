import { describe, expect, it } from 'vitest'
import { contractFetch, type InnerFetch } from './observe.js'

const apiBase = 'http://sandbox/api/v1'
const cachedApiBase = 'http://sandbox/cached/api/v1'
const headers = { 'Tix-App': 'ecomm' }
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

const events = {
  event_template: { _data: [{ id: 'evt-1', name: 'General admission', hidden_type: 'public_browsable' }] },
}

describe('contractFetch', () => {
  it('records nothing for a request and answer that fit, and hands the answer back unread', async () => {
    const observed = contractFetch(() => json(events), { apiBase })
    const response = await observed.fetch(`${apiBase}/events?_seller=demo-museum`, { headers })
    expect(await response.json()).toEqual(events)
    expect(observed.violations).toEqual([])
  })

  it('records a request missing Tix-App and _seller, and an answer outside the envelope', async () => {
    const observed = contractFetch(() => json({ _data: [] }), { apiBase })
    await observed.fetch(`${apiBase}/events`)
    expect(observed.violations).toEqual([
      'GET events: header Tix-App is required',
      'GET events: query _seller is required',
      "GET events → 200: body must have required property 'event_template'",
    ])
  })

  it('passes the request body through to the inner fetch and checks it', async () => {
    let seen: unknown
    const inner: InnerFetch = async (request) => {
      seen = await request.json()
      return json({ cart: { _data: [{ id: 'c-1', state: 'pending' }] } })
    }
    const observed = contractFetch(inner, { apiBase })
    const body = { reserve: { tickets: [{ ticket_type_id: 'adult', quantity: 0 }] } }
    await observed.fetch(`${apiBase}/my/cart/modify?_seller=demo-museum`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(seen).toEqual(body)
    expect(observed.violations).toEqual(['POST my/cart/modify: body/reserve/tickets/0/quantity must be >= 1'])
  })

  it('strips the cached-read prefix, and refuses writes through it (calls §7 cached reads)', async () => {
    const observed = contractFetch(() => json({ calendar: { _data: [] } }), { apiBase, cachedApiBase })
    await observed.fetch(`${cachedApiBase}/events/evt-1/calendar?_seller=demo-museum&_format=extended`, { headers })
    expect(observed.violations).toEqual([])
    await observed.fetch(`${cachedApiBase}/events/evt-1/calendar?_seller=demo-museum`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ticket_types: [] }),
    })
    expect(observed.violations).toEqual(['POST events/evt-1/calendar: only reads may use the cached-read prefix'])
  })

  it('records a request outside both prefixes', async () => {
    const observed = contractFetch(() => json({}), { apiBase })
    await observed.fetch('http://elsewhere/api/v1/events?_seller=demo-museum', { headers })
    expect(observed.violations).toEqual([
      `GET http://elsewhere/api/v1/events?_seller=demo-museum: outside the API base ${apiBase}`,
    ])
  })

  it('checks a non-JSON answer by status and media type only', async () => {
    const svg = () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })
    const observed = contractFetch(svg, { apiBase })
    const response = await observed.fetch(`${apiBase}/images/hall?_seller=demo-museum&sizex=544`)
    expect(await response.text()).toBe('<svg/>')
    expect(observed.violations).toEqual([])
  })

  it('records an answer that says JSON but is not', async () => {
    const broken = () => new Response('<html>', { status: 502, headers: { 'content-type': 'application/json' } })
    const observed = contractFetch(broken, { apiBase })
    await observed.fetch(`${apiBase}/config?_seller=demo-museum&resource_id._in=s-1`, { headers })
    expect(observed.violations).toEqual(['GET config → 502: answer is not JSON'])
  })

  it('takes a path-only API base', async () => {
    const observed = contractFetch(() => json(events), { apiBase: '/api/v1/' })
    await observed.fetch('http://localhost:5173/api/v1/events?_seller=demo-museum', { headers })
    expect(observed.violations).toEqual([])
  })
})
