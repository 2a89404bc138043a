import { describe, expect, it } from 'vitest'
import {
  calendarDayRow,
  categoryRow,
  configRecord,
  eventTemplateResponse,
  eventTemplateRow,
  metaRecord,
  rows,
  ticketGroupRow,
  ticketTypeRow,
  venueRow,
} from '../testing/fixtures.js'
import { clearEventFilters } from '../routing/filters.js'
import {
  canView,
  COVER_IMAGE_WIDTH,
  COVER_IMAGE_WIDTHS,
  eventCard,
  eventDetails,
  eventFiltersKey,
  eventListingQuery,
  eventTimeWindow,
  hasTicketGroups,
  hidesEventDetails,
  imageUrl,
  isListed,
  isMembersOnly,
  listingCards,
  listingCategories,
  nextAvailableDays,
  normalizeEventFilters,
  timeOfDay,
} from './rules.js'

const location = { apiBase: 'https://api.test/api/v1/', seller: 'demo-museum' }
const guest = { isMember: false }
const member = { isMember: true }
// 1 May 2025, 23:30 UTC: still 1 May in New York, already 2 May in Tokyo.
const lateEvening = Date.parse('2025-05-01T23:30:00Z')

describe('listing filters (storefront §2 /events)', () => {
  it('storefront §2: no filters asks for every event with the listing embeds', () => {
    expect(eventListingQuery(clearEventFilters(), { now: lateEvening, timeZone: 'America/New_York' })).toEqual({
      _embed: 'venue,meta,category',
    })
  })

  it('storefront §2: category, time.start, time.end and metadata keys go to the query', () => {
    const filters = normalizeEventFilters({
      category: 'Tours',
      timeStart: '09:00',
      timeEnd: '1200',
      meta: { audience: 'family', empty: '' },
    })
    expect(eventListingQuery(filters, { now: lateEvening, timeZone: 'UTC' })).toEqual({
      _embed: 'venue,meta,category',
      category: 'Tours',
      'time.start': '09:00',
      'time.end': '12:00',
      meta: { audience: 'family' },
    })
  })

  it("storefront §2: the date filter today / tomorrow is the venue's calendar day, not the visitor's", () => {
    const today = normalizeEventFilters({ date: 'today' })
    const tomorrow = normalizeEventFilters({ date: 'tomorrow' })
    expect(eventListingQuery(today, { now: lateEvening, timeZone: 'America/New_York' }).date).toBe('2025-05-01')
    expect(eventListingQuery(today, { now: lateEvening, timeZone: 'Asia/Tokyo' }).date).toBe('2025-05-02')
    expect(eventListingQuery(tomorrow, { now: lateEvening, timeZone: 'America/New_York' }).date).toBe('2025-05-02')
    expect(
      eventListingQuery(normalizeEventFilters({ date: 'all' }), { now: lateEvening, timeZone: 'UTC' }).date,
    ).toBeUndefined()
  })

  it('storefront §2 time: a named window, an HH:MM-HH:MM window, and explicit time.start / time.end winning', () => {
    expect(eventTimeWindow(normalizeEventFilters({ time: 'morning' }))).toEqual({ start: '00:00', end: '12:00' })
    expect(eventTimeWindow(normalizeEventFilters({ time: 'Evening' }))).toEqual({ start: '17:00', end: '24:00' })
    expect(eventTimeWindow(normalizeEventFilters({ time: '10:00-14:30' }))).toEqual({ start: '10:00', end: '14:30' })
    expect(eventTimeWindow(normalizeEventFilters({ time: 'evening', timeStart: '08:00' }))).toEqual({
      start: '08:00',
      end: null,
    })
    expect(eventTimeWindow(normalizeEventFilters({ time: 'brunch' }))).toEqual({ start: null, end: null })
  })

  it('gives the same key to filters that ask for the same listing', () => {
    expect(eventFiltersKey({ category: 'Tours', meta: { b: '2', a: '1' } })).toBe(
      eventFiltersKey({ ...clearEventFilters(), meta: { a: '1', b: '2' }, category: 'Tours' }),
    )
    expect(eventFiltersKey({})).toBe('')
    expect(eventFiltersKey({ category: 'Tours' })).not.toBe(eventFiltersKey({ category: 'Talks' }))
  })

  it('reads times of day as the contract writes them, HH:MM up to 24:00, and drops anything else', () => {
    expect(timeOfDay('0930')).toBe('09:30')
    expect(timeOfDay(' 23:59 ')).toBe('23:59')
    expect(timeOfDay('2400')).toBe('24:00')
    expect(timeOfDay('24:30')).toBeNull()
    expect(timeOfDay('9:30')).toBeNull()
    expect(timeOfDay(null)).toBeNull()
  })
})

describe('visibility (storefront §6 member-only content, §2 members-only gate)', () => {
  it('storefront §6: members-only events are listed only to members; link-only events never', () => {
    const browsable = eventTemplateRow({ hidden_type: 'public_browsable' })
    const membersOnly = eventTemplateRow({ hidden_type: 'public_member_only' })
    const linkOnly = eventTemplateRow({ hidden_type: 'public_link_only' })
    expect([browsable, membersOnly, linkOnly].map((e) => isListed(e, guest))).toEqual([true, false, false])
    expect([browsable, membersOnly, linkOnly].map((e) => isListed(e, member))).toEqual([true, true, false])
  })

  it('storefront §2: the members-only gate stops non-members only', () => {
    expect(isMembersOnly({ hiddenType: 'public_member_only' })).toBe(true)
    expect(isMembersOnly({ hidden_type: 'public_link_only' })).toBe(false)
    expect(canView({ hiddenType: 'public_member_only' }, guest)).toBe(false)
    expect(canView({ hiddenType: 'public_member_only' }, member)).toBe(true)
    expect(canView({ hiddenType: 'public_link_only' }, guest)).toBe(true)
  })
})

describe('images (calls §7 image rewrite, calls §9 sizes)', () => {
  it('calls §7: an image is the API path images/{id} with sizex, sizey, shrinkonly and the seller', () => {
    expect(imageUrl(location, 'hall 1', { width: 544, height: 432 })).toBe(
      'https://api.test/api/v1/images/hall%201?sizex=544&sizey=432&shrinkonly=1&_seller=demo-museum',
    )
  })

  it('calls §9: the teaser is 272 × 216 at double size (544 × 432) with the alt text of meta', () => {
    const card = eventCard(
      eventTemplateRow({ id: 'e1' }),
      eventTemplateResponse([], {
        meta: rows(
          metaRecord({ resource_id: 'e1', metakey: 'image_profile', value: 'galleries' }),
          metaRecord({ resource_id: 'e1', metakey: 'image_profile_alt_text', value: 'Sunlit arches' }),
        ),
      }),
      location,
    )
    expect(card.image).toEqual({
      url: 'https://api.test/api/v1/images/galleries?sizex=544&sizey=432&shrinkonly=1&_seller=demo-museum',
      alt: 'Sunlit arches',
    })
  })

  it('storefront §3 meta.image_profile_no_cropping: only the width is asked for', () => {
    const card = eventCard(
      eventTemplateRow({ meta: { image_profile: 'galleries', image_profile_no_cropping: 'true' } }),
      eventTemplateResponse([]),
      location,
    )
    expect(card.image?.url).toBe('https://api.test/api/v1/images/galleries?sizex=544&shrinkonly=1&_seller=demo-museum')
    expect(card.image?.alt).toBe('')
  })

  it('calls §9: the cover is 1500 wide, image_cover first, else the profile image', () => {
    const withCover = eventDetails(
      eventTemplateResponse([eventTemplateRow({ id: 'e1', meta: { image_profile: 'small', image_cover: 'wide' } })]),
      'e1',
      location,
    )
    expect(withCover?.coverImage?.url).toBe(
      'https://api.test/api/v1/images/wide?sizex=1500&shrinkonly=1&_seller=demo-museum',
    )
    // For srcset: a phone takes the half-width picture, a wide screen the 1500 one.
    expect(withCover?.coverImage?.srcSet).toBe(
      'https://api.test/api/v1/images/wide?sizex=750&shrinkonly=1&_seller=demo-museum 750w, ' +
        'https://api.test/api/v1/images/wide?sizex=1500&shrinkonly=1&_seller=demo-museum 1500w',
    )
    expect(COVER_IMAGE_WIDTHS).toEqual([750, COVER_IMAGE_WIDTH])
    const withoutCover = eventDetails(
      eventTemplateResponse([eventTemplateRow({ id: 'e1', meta: { image_profile: 'small' } })]),
      'e1',
      location,
    )
    expect(withoutCover?.coverImage?.url).toContain('/images/small?sizex=1500')
    const none = eventDetails(eventTemplateResponse([eventTemplateRow({ id: 'e1' })]), 'e1', location)
    expect(none?.image).toBeNull()
    expect(none?.coverImage).toBeNull()
  })
})

describe('listing cards (storefront §2 Event listing card)', () => {
  const response = eventTemplateResponse(
    [
      eventTemplateRow({
        id: 'a',
        name: 'Admission',
        subtitle: 'Every day',
        summary: ' ',
        category: 'Admission',
        venue_id: 'v1',
      }),
      eventTemplateRow({ id: 'm', name: 'Members evening', category: 'Members', hidden_type: 'public_member_only' }),
      eventTemplateRow({ id: 'l', name: 'Private view', category: 'Talks', hidden_type: 'public_link_only' }),
      eventTemplateRow({ id: 't', name: 'Highlights tour', category: 'Tours', venue_id: 'missing' }),
    ],
    {
      venue: rows(venueRow({ id: 'v1', name: 'Main building' })),
      category: rows(
        categoryRow({ id: 'c-tours', name: 'Tours' }),
        categoryRow({ id: 'c-members', name: 'Members' }),
        categoryRow({ id: 'c-adm', name: 'Admission' }),
      ),
    },
  )

  it('storefront §2: a card has title, subtitle, summary, venue name, href /events/{id} and category', () => {
    const [admission, tour] = listingCards(response, guest, location)
    expect(admission).toEqual({
      id: 'a',
      name: 'Admission',
      subtitle: 'Every day',
      summary: null,
      venueName: 'Main building',
      image: null,
      href: '/events/a',
      category: 'Admission',
    })
    expect(tour?.venueName).toBeNull()
    expect(tour?.href).toBe('/events/t')
  })

  it('storefront §6: a guest sees no members-only card; a member does; nobody sees link-only', () => {
    expect(listingCards(response, guest, location).map((c) => c.id)).toEqual(['a', 't'])
    expect(listingCards(response, member, location).map((c) => c.id)).toEqual(['a', 'm', 't'])
  })

  it('storefront §2 category links: categories with a listed event, in category order', () => {
    const cards = listingCards(response, guest, location)
    expect(listingCategories(response, cards, clearEventFilters(), [])).toEqual(['Tours', 'Admission'])
    expect(listingCategories(response, listingCards(response, member, location), clearEventFilters(), [])).toEqual([
      'Tours',
      'Members',
      'Admission',
    ])
  })

  it('storefront §2 category links: while a category is chosen the earlier links stay', () => {
    const tours = eventTemplateResponse([eventTemplateRow({ id: 't', category: 'Tours' })], {
      category: rows(categoryRow({ name: 'Tours' })),
    })
    const cards = listingCards(tours, guest, location)
    const chosen = normalizeEventFilters({ category: 'Tours' })
    expect(listingCategories(tours, cards, chosen, ['Tours', 'Admission'])).toEqual(['Tours', 'Admission'])
    expect(listingCategories(tours, cards, chosen, [])).toEqual(['Tours'])
  })
})

describe('event page (storefront §2 event page, §3 Event template)', () => {
  const response = eventTemplateResponse(
    [
      eventTemplateRow({
        id: 'e1',
        name: 'Concert',
        description: '<p>Strings</p>',
        venue_id: 'v1',
        event_type: 'single',
        meta: { reserve_flow: 'quantity_first' },
        config: { hide_sold_out_sessions: true },
      }),
    ],
    {
      venue: rows(venueRow({ id: 'v1', name: 'Great hall', timezone: 'Europe/London' })),
      ticket_group: rows(
        ticketGroupRow({ id: 'g1', event_template_id: 'e1', name: 'Stalls', handler: 'seated' }),
        ticketGroupRow({ id: 'g2', event_template_id: 'e1', name: 'Donation', handler: 'donation' }),
      ),
      ticket_type: rows(
        ticketTypeRow({ id: 'child', ticket_group_id: 'g1', name: 'Child', _rank: 2 }),
        ticketTypeRow({ id: 'adult', ticket_group_id: 'g1', name: 'Adult', _rank: 1 }),
        ticketTypeRow({ id: 'gift', ticket_group_id: 'g2', name: 'Gift', _rank: 1 }),
        ticketTypeRow({ id: 'stray', ticket_group_id: 'other-event-group' }),
      ),
      config: rows(
        configRecord({ resource_id: 'e1', name: 'web.session_picker_tabs', value: ['1200', '1700'] }),
        configRecord({ resource_id: 'e1', name: 'hide_sold_out_sessions', value: false }),
        configRecord({ resource_id: 'other', name: 'next_route', value: '/checkout' }),
      ),
      meta: rows(metaRecord({ resource_id: 'e1', metakey: 'ticket_date_time', value: 'session' })),
    },
  )

  it('storefront §3: the event with venue, ticket groups and their types in _rank order', () => {
    const event = eventDetails(response, 'e1', location)
    expect(event).not.toBeNull()
    expect(event?.name).toBe('Concert')
    expect(event?.description).toBe('<p>Strings</p>')
    expect(event?.eventType).toBe('single')
    expect(event?.hiddenType).toBe('public_browsable')
    expect(event?.venue).toEqual({ id: 'v1', name: 'Great hall', timezone: 'Europe/London' })
    expect(event?.venueName).toBe('Great hall')
    expect(event?.ticketGroups.map((g) => [g.id, g.types.map((t) => t.id)])).toEqual([
      ['g1', ['adult', 'child']],
      ['g2', ['gift']],
    ])
    expect(event?.ticketTypes.map((t) => t.id)).toEqual(['adult', 'gift', 'child'])
    expect(hasTicketGroups(event!)).toBe(true)
  })

  it('storefront §3: meta and config by key; inline values win over records; other resources ignored', () => {
    const event = eventDetails(response, 'e1', location)
    expect(event?.meta).toEqual({ ticket_date_time: 'session', reserve_flow: 'quantity_first' })
    expect(event?.config).toEqual({ 'web.session_picker_tabs': ['1200', '1700'], hide_sold_out_sessions: true })
  })

  it('storefront §3 meta hide_event_details: the page keeps the name and the booking only', () => {
    expect(hidesEventDetails({ meta: { hide_event_details: 'true' } })).toBe(true)
    expect(hidesEventDetails({ meta: { hide_event_details: true } })).toBe(true)
    expect(hidesEventDetails({ meta: { hide_event_details: 'false' } })).toBe(false)
    expect(hidesEventDetails({ meta: {} })).toBe(false)
  })

  it('storefront §2: an event without ticket groups gets the warning', () => {
    const bare = eventDetails(eventTemplateResponse([eventTemplateRow({ id: 'e2' })]), 'e2', location)
    expect(bare?.ticketGroups).toEqual([])
    expect(hasTicketGroups(bare!)).toBe(false)
  })

  it('is null when the answer has no row for the id', () => {
    expect(eventDetails(eventTemplateResponse([]), 'e1', location)).toBeNull()
  })
})

describe('next available dates (storefront §4 calendar day status)', () => {
  it('storefront §4: only enabled, available days, in date order, up to the limit', () => {
    const days = [
      calendarDayRow({ date: '2030-01-04' }),
      calendarDayRow({ date: '2030-01-01', status: 'sold_out' }),
      calendarDayRow({ date: '2030-01-02', enabled: false }),
      calendarDayRow({ date: '2030-01-03' }),
      calendarDayRow({ date: '2030-01-05', status: 'other' }),
      calendarDayRow({ date: '2030-01-06' }),
    ]
    expect(nextAvailableDays(days, 2).map((d) => d.date)).toEqual(['2030-01-03', '2030-01-04'])
    expect(nextAvailableDays(days, 10).map((d) => d.date)).toEqual(['2030-01-03', '2030-01-04', '2030-01-06'])
    expect(nextAvailableDays(days, 0)).toEqual([])
  })
})
