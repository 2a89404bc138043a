import { describe, expect, it } from 'vitest'
import { createSandbox, type SandboxOptions } from './index.js'
import { client, tuesdayMorning } from './test-helpers.js'

// The clock stands at Tuesday 10 March 2026, 10:00 in New York; tomorrow is Wednesday 11 March.
const gaTomorrow1000 = 'general-admission-20260311-1000' // 20 sold: 40 left
const gaTomorrow1100 = 'general-admission-20260311-1100' // 57 sold: 3 left
const labDay = '2026-03-11'
const lab1300 = 'conservation-lab-20260311-1300'
const lab1500 = 'conservation-lab-20260311-1500'
const minute = 60_000

function sandbox(customizeSeed?: SandboxOptions['customizeSeed']) {
  const created = createSandbox({ now: tuesdayMorning, customizeSeed })
  const api = client(created)
  const reserve = async (tickets: { event_session_id: string; ticket_type_id: string; quantity?: number }[]) => {
    const answer = await api.post('my/cart/modify', { reserve: { tickets } }, { _embed: 'ticket' })
    expect(answer.status).toBe(200)
    return answer.body as {
      cart: { _data: { id: string; expires_in: number; expires_at: string }[] }
      ticket: { _data: { id: string }[] }
    }
  }
  const session = async (eventId: string, date: string, id: string) => {
    const { body } = await api.get(`events/${eventId}/sessions`, { date })
    return body.event_session._data.find((s: { id: string }) => s.id === id)
  }
  return { sandbox: created, ...api, reserve, session, advance: (ms: number) => created.clock.advance(ms) }
}

describe('GET my/cart/{id} and cart/{id} (calls §7: uncached, limit 1000, embeds)', () => {
  it('answers the cart as cart._data[0] with expires_in, the same through both paths', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 2 }])
    const id = held.cart._data[0]!.id
    api.advance(90_500)
    const mine = await api.get(`my/cart/${id}`, { _embed: 'ticket,event_session' })
    expect(mine.status).toBe(200)
    // 900 s less 90.5 s, rounded down.
    expect(mine.body.cart._data[0]).toMatchObject({
      id,
      state: 'pending',
      expires_in: 809,
      expires_at: '2026-03-10T10:15:00-04:00',
    })
    expect(mine.body.ticket._data).toHaveLength(2)
    expect((await api.get(`cart/${id}`, { _embed: 'ticket,event_session' })).body).toEqual(mine.body)
  })

  it('embeds every relation of the cart answer, venue, config filtered by config.name._in, identity and seller', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult' }])
    const id = held.cart._data[0]!.id
    const { status, body } = await api.get(`my/cart/${id}`, {
      _limit: '1000',
      _embed:
        'identity,ticket,ticket_type,ticket_group,event_session,event_template,venue,config,meta,scheduled_payment,seller,cartmod,payment,ticket_order',
      'config.name._in': 'image,web.session_picker_tabs',
    })
    expect(status).toBe(200)
    expect(body.identity._data).toEqual([{ id: 'public-identity', name: null, email: null }])
    expect(body.seller._data).toEqual([{ id: 'demo-museum', name: 'demo-museum' }])
    expect(body.venue._data.map((v: { id: string }) => v.id)).toEqual(['venue-foyer-museum'])
    expect(body.config._data.map((c: { name: string; value: unknown }) => [c.name, c.value])).toEqual([
      ['web.session_picker_tabs', ['1200', '1500']],
    ])
    expect(body.meta._data.map((m: { metakey: string }) => m.metakey)).toContain('image_profile')
    // No payments or orders exist before checkout is built; no code was applied.
    for (const empty of ['scheduled_payment', 'payment', 'ticket_order', 'cartmod'])
      expect(body[empty]._data).toEqual([])
  })

  it('limits ticket rows by _limit (1 to 1000) and refuses embeds the cart does not have', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 3 }])
    const id = held.cart._data[0]!.id
    expect((await api.get(`my/cart/${id}`, { _embed: 'ticket', _limit: '2' })).body.ticket._data).toHaveLength(2)
    expect((await api.get(`my/cart/${id}`, { _limit: '1001' })).status).toBe(400)
    const unknown = await api.get(`my/cart/${id}`, { _embed: 'seat_map' })
    expect(unknown.status).toBe(400)
    expect(unknown.body._data[0]._code).toBe('validation_failed')
  })

  it('answers 404 not_found for an unknown cart (calls §8 Other: "Resource {type} not found.")', async () => {
    const api = sandbox()
    for (const path of ['my/cart/cart-404', 'cart/cart-404']) {
      const answer = await api.get(path)
      expect(answer.status).toBe(404)
      expect(answer.body._data[0]).toEqual({ _code: 'not_found', _description: 'Resource cart not found.' })
    }
  })
})

describe('held tickets show wherever capacity shows (storefront §3 Event session, Ticket group, Calendar day)', () => {
  it('sessions, ticket groups and the calendar count held tickets, and a full session is sold out everywhere', async () => {
    const api = sandbox()
    await api.reserve([{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 3 }])
    expect(await api.session('general-admission', '2026-03-11', gaTomorrow1100)).toMatchObject({
      used_capacity: 60,
      sold_out: true,
    })
    const groups = await api.get(`events/general-admission/sessions/${gaTomorrow1100}/ticket_groups`)
    expect(groups.body.ticket_group._data[0]).toMatchObject({
      id: 'ga-general-admission',
      used_capacity: 60,
      sold_out: true,
      available: false,
    })

    for (let i = 0; i < 5; i++)
      await api.reserve([{ event_session_id: lab1300, ticket_type_id: 'cl-adult', quantity: 10 }])
    const half = await api.get('events/conservation-lab/calendar', {
      _format: 'extended',
      'date._gte': labDay,
      'date._lt': '2026-03-12',
    })
    expect(half.body.calendar._data[0]).toMatchObject({
      date: labDay,
      status: 'available',
      availability: { capacity: 100, used_capacity: 50 },
    })
    for (let i = 0; i < 5; i++)
      await api.reserve([{ event_session_id: lab1500, ticket_type_id: 'cl-student', quantity: 10 }])
    const full = await api.get('events/conservation-lab/calendar', {
      _format: 'extended',
      'date._gte': labDay,
      'date._lt': '2026-03-12',
    })
    expect(full.body.calendar._data[0]).toMatchObject({
      date: labDay,
      status: 'sold_out',
      enabled: false,
      availability: { capacity: 100, used_capacity: 100 },
    })
  })
})

describe('cart lifetime (storefront §4 Cart; calls §8 Cart load)', () => {
  it('expires after the hold (15 minutes on the sandbox clock): cart_expired, capacity released, lazily on the next request', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 3 }])
    const id = held.cart._data[0]!.id
    api.advance(15 * minute - 1000)
    expect((await api.get(`my/cart/${id}`)).body.cart._data[0]).toMatchObject({ state: 'pending', expires_in: 1 })
    expect((await api.session('general-admission', '2026-03-11', gaTomorrow1100)).used_capacity).toBe(60)

    api.advance(1000)
    const expired = await api.get(`my/cart/${id}`)
    expect(expired.status).toBe(400)
    expect(expired.body._data[0]).toEqual({
      _code: 'cart_expired',
      _description: 'Your cart has expired and its tickets were released. Please start over.',
      _extra: { cart_id: id },
    })
    expect(await api.session('general-admission', '2026-03-11', gaTomorrow1100)).toMatchObject({
      used_capacity: 57,
      sold_out: false,
    })
    // An expired cart cannot be changed either; a new cart can have the places.
    const modify = await api.post(`my/cart/${id}/modify`, {
      reserve: { tickets: [{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult' }] },
    })
    expect(modify.body._data[0]._code).toBe('cart_expired')
    await api.reserve([{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 3 }])
  })

  it('DELETE my/cart/{id} and cart/{id} answer 204 and release the tickets; deleting again answers 404 not_found', async () => {
    const api = sandbox()
    for (const path of ['my/cart', 'cart']) {
      const held = await api.reserve([{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 3 }])
      const id = held.cart._data[0]!.id
      const deleted = await api.call('DELETE', `${path}/${id}`)
      expect(deleted.status).toBe(204)
      expect(deleted.body).toBe('')
      expect((await api.session('general-admission', '2026-03-11', gaTomorrow1100)).used_capacity).toBe(57)
      expect((await api.get(`${path}/${id}`)).status).toBe(404)
      const again = await api.call('DELETE', `${path}/${id}`)
      expect([again.status, again.body._data[0]._code]).toEqual([404, 'not_found'])
    }
    // An expired cart can be deleted too (it holds nothing any more).
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult' }])
    api.advance(16 * minute)
    expect((await api.call('DELETE', `my/cart/${held.cart._data[0]!.id}`)).status).toBe(204)
  })

  it('PATCH my/cart/{id}: expires_at up to the current expiry plus 2 minutes, once (calls §9)', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult' }])
    const { id, expires_at } = held.cart._data[0]!
    api.advance(14 * minute)
    // Asking for more than 2 minutes gets 2 minutes.
    const asked = new Date(Date.parse(expires_at) + 5 * minute).toISOString()
    const extended = await api.call('PATCH', `my/cart/${id}`, { body: { expires_at: asked } })
    expect(extended.status).toBe(200)
    expect(extended.body.cart._data[0]).toMatchObject({ expires_at: '2026-03-10T10:17:00-04:00', expires_in: 180 })

    const twice = await api.call('PATCH', `my/cart/${id}`, { body: { expires_at: '2026-03-10T14:19:00Z' } })
    expect(twice.status).toBe(400)
    expect(twice.body._data[0]).toEqual({
      _code: 'validation_failed',
      _description: 'This cart has already been extended. A cart can be extended once, by 2 minutes.',
      _context: 'cart_extend',
    })
    api.advance(2 * minute + 59_000)
    expect((await api.get(`my/cart/${id}`)).body.cart._data[0].expires_in).toBe(1)
    api.advance(1000)
    expect((await api.get(`my/cart/${id}`)).body._data[0]._code).toBe('cart_expired')
  })

  it('PATCH allows as many extensions as the seller allows (cart_extensions_allowed: WCAG 2.2.1 asks for up to ten)', async () => {
    const api = sandbox((seed) => {
      seed.settings.cart_extensions_allowed = 3
    })
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult' }])
    const { id } = held.cart._data[0]!
    let expiresAt = Date.parse(held.cart._data[0]!.expires_at)
    for (let k = 1; k <= 3; k++) {
      const extended = await api.call('PATCH', `my/cart/${id}`, {
        body: { expires_at: new Date(expiresAt + 2 * minute).toISOString() },
      })
      expect(extended.status).toBe(200)
      expect(extended.body.cart._data[0].expires_in).toBe(900 + k * 120)
      expiresAt += 2 * minute
    }
    const fourth = await api.call('PATCH', `my/cart/${id}`, {
      body: { expires_at: new Date(expiresAt + 2 * minute).toISOString() },
    })
    expect(fourth.body._data[0]).toMatchObject({
      _code: 'validation_failed',
      _description: 'This cart has already been extended 3 times, the most this seller allows (2 minutes each).',
    })
  })

  it('PATCH refuses an expires_at that is not later than the current expiry, and a body without one', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult' }])
    const { id, expires_at } = held.cart._data[0]!
    const earlier = await api.call('PATCH', `my/cart/${id}`, { body: { expires_at } })
    expect(earlier.body._data[0]).toMatchObject({
      _code: 'validation_failed',
      _description: "expires_at must be later than the cart's current expiry, 2026-03-10T14:15:00.000Z.",
    })
    expect((await api.call('PATCH', `my/cart/${id}`, { body: {} })).status).toBe(400)
    // Refusals do not use up the one extension.
    expect(
      (await api.call('PATCH', `my/cart/${id}`, { body: { expires_at: '2026-03-10T14:17:00Z' } })).body.cart._data[0]
        .expires_in,
    ).toBe(1020)
  })

  it('POST cart/{id}/remove takes tickets out and releases them; an unknown ticket answers ticket_not_found in cart_remove_tickets', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 3 }])
    const id = held.cart._data[0]!.id
    const [first, second] = held.ticket._data
    const removed = await api.post(`cart/${id}/remove`, { tickets: [first!.id, second!.id] }, { _embed: 'ticket' })
    expect(removed.status).toBe(200)
    expect(removed.body.ticket._data).toHaveLength(1)
    expect(removed.body.cart._data[0].face_value).toBe('25.00')
    expect((await api.session('general-admission', '2026-03-11', gaTomorrow1100)).used_capacity).toBe(58)
    const unknown = await api.post(`cart/${id}/remove`, { tickets: [first!.id] })
    expect(unknown.status).toBe(400)
    expect(unknown.body._data[0]).toEqual({
      _code: 'ticket_not_found',
      _description: `This cart holds no ticket ${first!.id}.`,
      _context: 'cart_remove_tickets',
      _extra: { ticket_id: first!.id },
    })
    expect((await api.post(`cart/${id}/remove`, { tickets: [] })).status).toBe(400)
  })

  it('POST my/cart/{id}/apply_code: PREVIEW is applied once; other codes answer code_not_found; a 1-character code validation_failed', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult' }])
    const id = held.cart._data[0]!.id
    for (let i = 0; i < 2; i++) {
      const applied = await api.post(`my/cart/${id}/apply_code`, { code: 'PREVIEW' }, { _embed: 'cartmod' })
      expect(applied.body.cartmod._data.map((m: { name: string }) => m.name)).toEqual(['PREVIEW'])
    }
    const unknown = await api.post(`my/cart/${id}/apply_code`, { code: 'SPRING10' })
    expect([unknown.status, unknown.body._data[0]._code]).toEqual([400, 'code_not_found'])
    const short = await api.post(`my/cart/${id}/apply_code`, { code: 'X' })
    expect([short.status, short.body._data[0]._code]).toEqual([400, 'validation_failed'])
  })

  it('an Idempotency-Key applies a write once: the same key answers the first answer again', async () => {
    const api = sandbox()
    const send = (key: string) =>
      api.call('POST', 'my/cart/modify', {
        body: { reserve: { tickets: [{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 2 }] } },
        headers: { 'Idempotency-Key': key },
      })
    const first = await send('k-1')
    const repeat = await send('k-1')
    expect(repeat.status).toBe(200)
    expect(repeat.body).toEqual(first.body)
    expect((await api.session('general-admission', '2026-03-11', gaTomorrow1100)).used_capacity).toBe(59)
    // Another key is another reserve: 1 place left, 2 asked.
    const other = await send('k-2')
    expect([other.status, other.body._data[0]._code]).toEqual([409, 'session_capacity_exceeded'])
    expect((await send('k-2')).body).toEqual(other.body)
  })

  it('reset() forgets every cart and its holds', async () => {
    const api = sandbox()
    const held = await api.reserve([{ event_session_id: gaTomorrow1100, ticket_type_id: 'ga-adult', quantity: 3 }])
    api.sandbox.reset()
    expect((await api.get(`my/cart/${held.cart._data[0]!.id}`)).status).toBe(404)
    expect((await api.session('general-admission', '2026-03-11', gaTomorrow1100)).used_capacity).toBe(57)
  })
})
