import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { client, ids, tuesdayMorning } from './test-helpers.js'

// The clock stands at Tuesday 10 March 2026, 10:00 in New York (seed anchor date 2026-03-10).
const api = () => client(createSandbox({ now: tuesdayMorning }))

describe('GET events (storefront §2 /events filters)', () => {
  it('lists browsable and members-only events, never link-only ones', async () => {
    const { status, body } = await api().get('events')
    expect(status).toBe(200)
    const listed = ids(body.event_template)
    expect(listed).toEqual([
      'general-admission',
      'pay-what-you-wish-fridays',
      'highlights-tour',
      'little-makers-workshop',
      'curator-talk-light-and-shadow',
      'chamber-music-great-hall',
      'members-evening',
      'sculpture-garden-reopening',
      'membership',
      'gift-cards',
    ])
    // The donation is public_link_only: offered by link and as an upsell, not listed.
    expect(listed).not.toContain('support-the-museum')
    const members = body.event_template._data.find((e: { id: string }) => e.id === 'members-evening')
    expect(members.hidden_type).toBe('public_member_only')
  })

  it('filters by category name, case-insensitively, or by category id', async () => {
    const client = api()
    expect(ids((await client.get('events', { category: 'Tours' })).body.event_template)).toEqual([
      'highlights-tour',
      'sculpture-garden-reopening',
    ])
    expect(ids((await client.get('events', { category: 'tours' })).body.event_template)).toEqual([
      'highlights-tour',
      'sculpture-garden-reopening',
    ])
    expect(ids((await client.get('events', { category: 'category-family' })).body.event_template)).toEqual([
      'little-makers-workshop',
    ])
    expect(ids((await client.get('events', { category: 'Nothing' })).body.event_template)).toEqual([])
  })

  it('filters by date: events with a session on sale that day, in the venue time zone', async () => {
    const client = api()
    // Friday 13 March: general admission, Pay What You Wish Fridays and the tour; not the weekend workshop.
    expect(ids((await client.get('events', { date: '2026-03-13' })).body.event_template)).toEqual([
      'general-admission',
      'pay-what-you-wish-fridays',
      'highlights-tour',
    ])
    // Monday: the museum is closed (General Admission "closed on Mondays").
    expect(ids((await client.get('events', { date: '2026-03-16' })).body.event_template)).toEqual([])
    // The curator talk is a single event ten days after the anchor date.
    expect(ids((await client.get('events', { date: '2026-03-20' })).body.event_template)).toContain(
      'curator-talk-light-and-shadow',
    )
    // Undated products (gift cards, membership) have no day, so a date never matches them.
    expect(ids((await client.get('events', { date: '2026-03-10' })).body.event_template)).not.toContain('gift-cards')
  })

  it('filters by time.start / time.end: a session starting in the window (venue time), with or without date', async () => {
    const client = api()
    expect(
      ids((await client.get('events', { date: '2026-03-13', 'time.start': '17:00' })).body.event_template),
    ).toEqual(['pay-what-you-wish-fridays'])
    // 18:00 up to (not including) 19:00 on any day of the window.
    expect(
      ids((await client.get('events', { 'time.start': '18:00', 'time.end': '19:00' })).body.event_template),
    ).toEqual(['pay-what-you-wish-fridays', 'curator-talk-light-and-shadow', 'members-evening'])
    expect(ids((await client.get('events', { date: '2026-03-13', 'time.end': '10:00' })).body.event_template)).toEqual(
      [],
    )
  })

  it('filters by meta.{key}=value, combined with other filters', async () => {
    const client = api()
    expect(ids((await client.get('events', { 'meta.audience': 'family' })).body.event_template)).toEqual([
      'little-makers-workshop',
    ])
    expect(ids((await client.get('events', { 'meta.accessibility': 'hearing_loop' })).body.event_template)).toEqual([
      'curator-talk-light-and-shadow',
    ])
    expect(
      ids((await client.get('events', { 'meta.audience': 'adults', category: 'Tours' })).body.event_template),
    ).toEqual(['highlights-tour'])
  })

  it('refuses a malformed date or time with 400 validation_failed', async () => {
    const client = api()
    const queries: Record<string, string>[] = [
      { date: '2026-02-30' },
      { date: 'today' },
      { 'time.start': '25:00' },
      { 'time.start': '12:00', 'time.end': '11:00' },
    ]
    for (const query of queries) {
      const { status, body } = await client.get('events', query)
      expect(status).toBe(400)
      expect(body._data[0]._code).toBe('validation_failed')
    }
  })

  it('embeds venue, category and meta as sibling envelopes joined by id', async () => {
    const { body } = await api().get('events', { category: 'Tours', _embed: 'venue,category,meta' })
    expect(body.venue._data).toEqual([
      expect.objectContaining({ id: 'venue-foyer-museum', name: 'Foyer Museum of Art', timezone: 'America/New_York' }),
    ])
    expect(body.category._data).toEqual([{ id: 'category-tours', name: 'Tours' }])
    const meta = body.meta._data.filter((m: { resource_id: string }) => m.resource_id === 'highlights-tour')
    expect(meta).toContainEqual(
      expect.objectContaining({ resource: 'event_template', metakey: 'audience', name: 'audience', value: 'adults' }),
    )
    expect(meta).toContainEqual(expect.objectContaining({ metakey: 'image_profile', value: 'highlights' }))
  })

  it('refuses an embed the call does not offer, and honours _limit', async () => {
    const client = api()
    const refused = await client.get('events', { _embed: 'ticket_group' })
    expect(refused.status).toBe(400)
    expect(refused.body._data[0]._code).toBe('validation_failed')
    expect(ids((await client.get('events', { _limit: '2' })).body.event_template)).toEqual([
      'general-admission',
      'pay-what-you-wish-fridays',
    ])
    expect((await client.get('events', { _limit: '0' })).status).toBe(400)
  })

  it('every event carries name, subtitle, summary, HTML description, venue, category, types, meta image and config', async () => {
    const { body } = await api().get('event_template', {
      'id._in': 'general-admission,support-the-museum,curator-talk-light-and-shadow',
    })
    expect(ids(body.event_template)).toEqual([
      'general-admission',
      'curator-talk-light-and-shadow',
      'support-the-museum',
    ])
    const ga = body.event_template._data[0]
    expect(ga).toMatchObject({
      name: 'General Admission',
      category: 'Admission',
      event_type: 'repeating',
      hidden_type: 'public_browsable',
      venue_id: 'venue-foyer-museum',
      meta: { image_profile: 'galleries', image_profile_alt_text: expect.any(String) },
      config: {
        hide_sold_out_sessions: false,
        'web.session_picker_tabs': ['1200', '1500'],
        price_display: expect.objectContaining({ primary_ticket_type: 'Adult' }),
      },
    })
    // Unsafe markup on purpose, for the client's sanitiser.
    expect(ga.description).toMatch(/<h2>.*onerror=/s)
    expect(body.event_template._data[1].description).toContain('<script>')
    expect(body.event_template._data[2].hidden_type).toBe('public_link_only')
  })
})

describe('GET events/{id}', () => {
  it('answers one event with every embed the event page needs', async () => {
    const { status, body } = await api().get('events/general-admission', {
      _embed: 'venue,ticket_group,ticket_type,message_rule,config,meta',
    })
    expect(status).toBe(200)
    expect(ids(body.event_template)).toEqual(['general-admission'])
    expect(ids(body.ticket_group)).toEqual(['ga-general-admission', 'ga-member-admission'])
    expect(body.ticket_group._data[1].hidden_type).toBe('public_member_only')
    const prices = Object.fromEntries(
      body.ticket_type._data.map((t: { name: string; currency_amount: string }) => [t.name, t.currency_amount]),
    )
    expect(prices).toEqual({ Adult: '25.00', Child: '12.00', Senior: '18.00', Member: '0.00' })
    // calls §9 Fees: fixed "Service charges" $1.50 per ticket and percent "Tax" 8 %.
    expect(body.ticket_type._data[0].outside_fees).toEqual([
      { type: 'fee_fixed_outside', name: 'Service charges', fee: '1.50' },
      { type: 'fee_percent_outside', name: 'Tax', fee: '8.00' },
    ])
    expect(body.message_rule._data.map((r: { actions: { type: string }[] }) => r.actions.map((a) => a.type))).toEqual([
      ['date_annotation', 'date_message'],
      ['session_annotation', 'session_message'],
      ['quantity_message'],
      ['quantity_message'],
    ])
    expect(body.config._data).toContainEqual(
      expect.objectContaining({
        resource: 'event_template',
        resource_id: 'general-admission',
        name: 'hide_sold_out_sessions',
        value: false,
      }),
    )
    expect(body.venue._data[0].timezone).toBe('America/New_York')
  })

  it('chains the audio guide as an upsell of General Admission (storefront §3 config next_route, meta tickets_must_match_anchor_tickets)', async () => {
    const client = api()
    const ga = (await client.get('events/general-admission', { _embed: 'config' })).body
    expect(ga.event_template._data[0].config.next_route).toBe('/events/audio-guide')
    const guide = (await client.get('events/audio-guide', { _embed: 'ticket_group,ticket_type,meta' })).body
    expect(guide.event_template._data[0]).toMatchObject({
      name: 'Audio Guide',
      hidden_type: 'public_link_only',
      meta: { tickets_must_match_anchor_tickets: 'true' },
    })
    expect(guide.event_template._data[0].config).toMatchObject({ visit_time: 'same_date' })
    expect(guide.event_template._data[0].config.next_route).toBeUndefined()
    expect(
      guide.ticket_type._data.map((t: { id: string; currency_amount: string }) => [t.id, t.currency_amount]),
    ).toEqual([
      ['ag-adult', '7.00'],
      ['ag-kids', '4.00'],
    ])
    // One all-day session on each open day, like admission (closed on Mondays).
    const sessions = async (date: string) =>
      (await client.get('events/audio-guide/sessions', { date })).body.event_session._data
    expect((await sessions('2026-03-11')).map((s: { start_datetime: string }) => s.start_datetime)).toEqual([
      '2026-03-11T10:00:00-04:00',
    ])
    expect(await sessions('2026-03-16')).toEqual([])
  })

  it('has the seeded kinds of ticket group: seated, flexible price, donation, ledger, membership, none', async () => {
    const client = api()
    const groups = async (id: string) => (await client.get(`events/${id}`, { _embed: 'ticket_group,ticket_type' })).body
    expect((await groups('chamber-music-great-hall')).ticket_group._data[0].handler).toBe('seated')
    const pwyw = await groups('pay-what-you-wish-fridays')
    expect(pwyw.ticket_type._data[0]).toMatchObject({ currency_amount_min: '1.00', currency_amount_max: '100.00' })
    expect((await groups('support-the-museum')).ticket_group._data[0].handler).toBe('donation')
    expect((await groups('gift-cards')).ticket_group._data[0].handler).toBe('ledger')
    const membership = await groups('membership')
    expect(membership.ticket_group._data.map((g: { name: string; handler: string }) => [g.name, g.handler])).toEqual([
      ['Individual', 'membership'],
      ['Dual', 'membership'],
      ['Family', 'membership'],
      ['Patron', 'membership'],
    ])
    // The "no ticket groups" warning case (storefront §2).
    const garden = await groups('sculpture-garden-reopening')
    expect(garden.ticket_group._data).toEqual([])
  })

  it('answers 404 with "Resource event_template not found." for an unknown id', async () => {
    const { status, body } = await api().get('events/no-such-event')
    expect(status).toBe(404)
    expect(body).toEqual({ _data: [{ _code: 'not_found', _description: 'Resource event_template not found.' }] })
  })

  it('GET event_template requires id._in and leaves unknown ids out', async () => {
    const client = api()
    expect((await client.get('event_template')).status).toBe(400)
    expect(ids((await client.get('event_template', { 'id._in': 'membership,unknown' })).body.event_template)).toEqual([
      'membership',
    ])
  })
})

describe('GET events/{id}/sessions', () => {
  it('answers the day’s sessions in venue time, every 30 minutes, leaving out sessions already started', async () => {
    const { body } = await api().get('events/general-admission/sessions', { date: '2026-03-10' })
    const starts = body.event_session._data.map((s: { start_datetime: string }) => s.start_datetime.slice(11))
    // It is 10:00: the 10:00 session has started; 10:30 to 16:30 remain.
    expect(starts[0]).toBe('10:30:00-04:00')
    expect(starts.at(-1)).toBe('16:30:00-04:00')
    expect(starts).toHaveLength(13)
    expect(body.event_session._data[0]).toMatchObject({
      id: 'general-admission-20260310-1030',
      event_template_id: 'general-admission',
      end_datetime: '2026-03-10T11:00:00-04:00',
      capacity: 60,
      oversell_capacity: 0,
    })
  })

  it('has nearly full sessions tomorrow and a sold-out session the day after', async () => {
    const client = api()
    const tomorrow = (await client.get('events/general-admission/sessions', { date: '2026-03-11' })).body.event_session
      ._data
    const byTime = Object.fromEntries(
      tomorrow.map((s: { start_datetime: string }) => [s.start_datetime.slice(11, 16), s]),
    )
    expect(byTime['11:00']).toMatchObject({ used_capacity: 57, sold_out: false })
    expect(byTime['11:30']).toMatchObject({ used_capacity: 58, sold_out: false })
    const after = (await client.get('events/general-admission/sessions', { date: '2026-03-12' })).body.event_session
      ._data
    const full = after.find((s: { start_datetime: string }) => s.start_datetime.slice(11, 16) === '13:00')
    expect(full).toMatchObject({ used_capacity: 60, sold_out: true })
  })

  it('answers a start_datetime window, and refuses date together with a window', async () => {
    const client = api()
    const { body } = await client.get('events/general-admission/sessions', {
      'start_datetime._gte': '2026-03-11T15:00:00Z',
      'start_datetime._lt': '2026-03-11T16:00:00Z',
    })
    expect(ids(body.event_session)).toEqual(['general-admission-20260311-1100', 'general-admission-20260311-1130'])
    const both = await client.get('events/general-admission/sessions', {
      date: '2026-03-11',
      'start_datetime._gte': '2026-03-11T15:00:00Z',
    })
    expect(both.status).toBe(400)
  })

  it('answers one open session for an undated product', async () => {
    const { body } = await api().get('events/gift-cards/sessions')
    expect(body.event_session._data).toEqual([
      expect.objectContaining({ id: 'gift-cards-open', capacity: -1, sold_out: false }),
    ])
  })
})

describe('GET events/{id}/sessions/{sessionId}/ticket_groups', () => {
  it('answers the groups with this session’s figures and their ticket types', async () => {
    const { status, body } = await api().get(
      'events/general-admission/sessions/general-admission-20260311-1130/ticket_groups',
      { _embed: 'ticket_type' },
    )
    expect(status).toBe(200)
    expect(
      body.ticket_group._data.map((g: { id: string; used_capacity: number; sold_out: boolean; available: boolean }) => [
        g.id,
        g.used_capacity,
        g.sold_out,
        g.available,
      ]),
    ).toEqual([
      ['ga-general-admission', 58, false, true],
      ['ga-member-admission', 0, false, true],
    ])
    expect(ids(body.ticket_type)).toEqual(['ga-adult', 'ga-child', 'ga-senior', 'ga-member'])
    expect(body.ticket_type._data[0]).toMatchObject({ currency_amount: '25.00', currency_code: 'USD', available: true })
  })

  it('marks every group sold out in a full session', async () => {
    const { body } = await api().get('events/general-admission/sessions/general-admission-20260312-1300/ticket_groups')
    expect(
      body.ticket_group._data.every((g: { sold_out: boolean; available: boolean }) => g.sold_out && !g.available),
    ).toBe(true)
    expect(body.ticket_type._data.every((t: { available: boolean }) => !t.available)).toBe(true)
  })

  it('answers 404 event_session for a session not on sale: closed Monday, already started, or another event’s', async () => {
    const client = api()
    for (const path of [
      'events/general-admission/sessions/general-admission-20260316-1000/ticket_groups',
      'events/general-admission/sessions/general-admission-20260310-1000/ticket_groups',
      'events/highlights-tour/sessions/general-admission-20260311-1100/ticket_groups',
    ]) {
      const { status, body } = await client.get(path)
      expect(status).toBe(404)
      expect(body._data[0]._description).toBe('Resource event_session not found.')
    }
  })

  it('embeds the seat map and seats of a seated session, and none for an event without seats', async () => {
    const client = api()
    const { status, body } = await client.get(
      'events/chamber-music-great-hall/sessions/chamber-music-great-hall-20260314-1930/ticket_groups',
      {
        _embed: 'ticket_type,seat_map,seat',
      },
    )
    expect(status).toBe(200)
    expect(body.seat_map._data.map((m: { id: string }) => m.id)).toEqual(['great-hall'])
    expect(body.seat._data).toHaveLength(1479)
    const ga = await client.get('events/general-admission/sessions/general-admission-20260311-1000/ticket_groups', {
      _embed: 'seat_map,seat',
    })
    expect([ga.body.seat_map._data, ga.body.seat._data]).toEqual([[], []])
  })
})

describe('GET config and GET membership_rules', () => {
  it('answers the seller’s config (by its id, the slug) and an event’s config', async () => {
    const { body } = await api().get('config', { 'resource_id._in': 'demo-museum,general-admission' })
    const byName = Object.fromEntries(body.config._data.map((r: { name: string; value: unknown }) => [r.name, r.value]))
    // storefront §2 Home: admission event, membership event, membership presell off.
    expect(byName).toMatchObject({
      admission_event_id: 'general-admission',
      membership_event_id: 'membership',
      membership_presell: false,
      home_blocks: ['login', 'join', 'guest'],
      hide_sold_out_sessions: false,
    })
    expect(new Set(body.config._data.map((r: { resource_id: string }) => r.resource_id))).toEqual(
      new Set(['demo-museum', 'general-admission']),
    )
  })

  it('requires resource_id._in', async () => {
    expect((await api().get('config')).status).toBe(400)
  })

  it('answers the membership rules per level and party role, with their ticket types', async () => {
    const { body } = await api().get('membership_rules', { _embed: 'ticket_type', _limit: '1000' })
    const family = body.membership_rule._data.filter(
      (r: { ticket_group_id: string }) => r.ticket_group_id === 'ms-family',
    )
    expect(
      family.map((r: { party_role: string; named: string; min: number; max: number }) => [
        r.party_role,
        r.named,
        r.min,
        r.max,
      ]),
    ).toEqual([
      ['member', 'yes', 1, 1],
      ['second-card', 'optional', 0, 1],
      ['child', 'no', 0, 4],
    ])
    // storefront §5: "A non-named rule with max below 0 is treated as 10" — one seeded rule exercises it.
    expect(body.membership_rule._data.some((r: { named: string; max: number }) => r.named === 'no' && r.max < 0)).toBe(
      true,
    )
    const typeIds = new Set(ids(body.ticket_type))
    expect(body.membership_rule._data.every((r: { ticket_type_id: string }) => typeIds.has(r.ticket_type_id))).toBe(
      true,
    )
  })
})

describe('GET images/{imageId}', () => {
  it('draws an SVG of the asked size, without Tix-App (an <img> cannot send headers)', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const response = await sandbox.app.fetch(
      new Request('http://sandbox/api/v1/images/galleries?_seller=demo-museum&sizex=544&sizey=432'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*width="544" height="432"/)
  })

  it('never enlarges with shrinkonly, and answers 404 for an unknown image and 400 for a bad size', async () => {
    const client = api()
    const big = await client.get('images/logo', { sizex: '800', sizey: '800', shrinkonly: '1' })
    expect(big.body).toMatch(/width="400" height="400"/)
    expect((await client.get('images/nope')).status).toBe(404)
    expect((await client.get('images/galleries', { sizex: '0' })).status).toBe(400)
  })
})
