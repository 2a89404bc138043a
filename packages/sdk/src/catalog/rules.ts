/**
 * The catalogue rules (storefront §2 /events and event page, §3 Event template, §6 member-only
 * content; calls §7 image rewrite, §9 image sizes), as pure functions of wire rows.
 */
import { clearEventFilters, eventDateRange, serializeEventFilters, type EventFilters } from '../routing/filters.js'
import type {
  CalendarDayRow,
  ConfigRecord,
  EventCard,
  EventDetails,
  EventImage,
  EventTemplateResponse,
  EventTemplateRow,
  HiddenType,
  MetaRecord,
  TicketGroupView,
  TicketTypeRow,
  Viewer,
} from './types.js'

/** Embeds of the listing (storefront §2 card: venue name, image from meta; category links). */
export const LISTING_EMBED = 'venue,meta,category'

/** Embeds of the event page (venue, ticket groups, ticket types, message rules, config, meta). */
export const EVENT_EMBED = 'venue,ticket_group,ticket_type,message_rule,config,meta'

/** The size an event's teaser image is shown at on the listing card, 272 × 216 px; it is fetched at twice that (calls §9 "Teaser image 272 by 216 at double size"). */
export const TEASER_IMAGE_SIZE = { width: 272, height: 216 } as const
/** calls §9: images are fetched at double the size they are shown, for high-density screens. */
export const IMAGE_DENSITY = 2
/** The width an event page's cover image is fetched at: 1500 px, the height following the image's proportions (calls §9 image sizes "cover 1500"). */
export const COVER_IMAGE_WIDTH = 1500
/**
 * The widths the cover is offered at for `srcset`: half of {@link COVER_IMAGE_WIDTH} for a phone
 * (a 400 px screen at twice its density), and the cover width itself. Not in the spec: a phone on
 * a train need not fetch a picture four times its screen (issue 16).
 */
export const COVER_IMAGE_WIDTHS = [COVER_IMAGE_WIDTH / 2, COVER_IMAGE_WIDTH] as const

/** The sized image source of a card or page: where the image comes from and the box to fetch. */
export interface ImageLocation {
  apiBase: string
  seller: string
}

// ---------------------------------------------------------------------------------------------
// Filters (storefront §2 /events)
// ---------------------------------------------------------------------------------------------

/** Full filters from a partial set: what is not given is no filter (`clearEventFilters`). */
export function normalizeEventFilters(filters: Partial<EventFilters> = {}): EventFilters {
  const empty = clearEventFilters()
  return {
    category: filters.category ?? empty.category,
    date: filters.date ?? empty.date,
    time: filters.time ?? empty.time,
    timeStart: filters.timeStart ?? empty.timeStart,
    timeEnd: filters.timeEnd ?? empty.timeEnd,
    meta: { ...filters.meta },
  }
}

/**
 * A stable key of some filters: equal for filters that ask for the same listing, whatever their
 * object identity or key order (used to decide whether a listing must be loaded again).
 * @example eventFiltersKey({ category: 'Tours' }) === eventFiltersKey({ ...clearEventFilters(), category: 'Tours' }) // true
 */
export function eventFiltersKey(filters: Partial<EventFilters> = {}): string {
  return serializeEventFilters(normalizeEventFilters(filters))
}

/**
 * The named times of day the `time` filter accepts. storefront §2 names a `time` filter beside
 * `time.start` / `time.end` without saying what it holds; the contract filters by a start-time
 * window only. Decision: `time` is a named window a visitor would expect — morning (before noon),
 * afternoon (noon to 5 pm), evening (from 5 pm) — or an explicit `HH:MM-HH:MM` window. Any other
 * value filters nothing (a link with an unknown name still lists events rather than none).
 */
export const NAMED_TIME_WINDOWS: Readonly<Record<string, { start: string; end: string }>> = {
  morning: { start: '00:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '24:00' },
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):?([0-5]\d)$|^(24):?(00)$/

/** A time of day as the contract writes it, `HH:MM` (`0930` and `09:30` both accepted), or null. */
export function timeOfDay(value: string | null | undefined): string | null {
  const match = value ? TIME_OF_DAY.exec(value.trim()) : null
  if (!match) return null
  return match[1] ? `${match[1]}:${match[2]}` : '24:00'
}

/**
 * The start-time window of the filters: `time.start` / `time.end` when given (storefront §2),
 * else the window the `time` filter names (NAMED_TIME_WINDOWS or `HH:MM-HH:MM`), else none.
 * @example eventTimeWindow({ ...clearEventFilters(), time: 'evening' }) // { start: '17:00', end: '24:00' }
 */
export function eventTimeWindow(filters: EventFilters): { start: string | null; end: string | null } {
  const start = timeOfDay(filters.timeStart)
  const end = timeOfDay(filters.timeEnd)
  if (start || end) return { start, end }
  const time = filters.time?.trim().toLowerCase()
  if (!time) return { start: null, end: null }
  const named = NAMED_TIME_WINDOWS[time]
  if (named) return { ...named }
  const [from, to] = time.split('-')
  const window = { start: timeOfDay(from), end: timeOfDay(to) }
  return window.start && window.end ? window : { start: null, end: null }
}

/** The query of GET events for some filters (contract listEvents). */
export interface EventListingQuery {
  _embed: string
  category?: string
  date?: string
  'time.start'?: string
  'time.end'?: string
  meta?: Record<string, string>
}

/**
 * The GET events query for the listing's filters (storefront §2): category; date today /
 * tomorrow as the venue's calendar day (the contract takes `YYYY-MM-DD`); the start-time window;
 * metadata keys as `meta.{key}`; with the listing's embeds.
 * @example eventListingQuery({ ...clearEventFilters(), date: 'today' }, { now: Date.parse('2025-05-01T23:30:00Z'), timeZone: 'America/New_York' })
 * // { _embed: 'venue,meta,category', date: '2025-05-01' }
 */
export function eventListingQuery(filters: EventFilters, clock: { now: number; timeZone: string }): EventListingQuery {
  const query: EventListingQuery = { _embed: LISTING_EMBED }
  if (filters.category) query.category = filters.category
  const dates = eventDateRange(filters.date, clock)
  if (dates) query.date = dates.from
  const window = eventTimeWindow(filters)
  if (window.start) query['time.start'] = window.start
  if (window.end) query['time.end'] = window.end
  const meta = Object.entries(filters.meta).filter(([key, value]) => key !== '' && value !== '')
  if (meta.length > 0) query.meta = Object.fromEntries(meta)
  return query
}

// ---------------------------------------------------------------------------------------------
// Visibility (storefront §6 Member-only content; §2 members-only gate)
// ---------------------------------------------------------------------------------------------

/** Whether an event is for members only (its `hidden_type` is `public_member_only`): only logged-in members see it (storefront §6 Member-only content). */
export function isMembersOnly(event: { hiddenType: HiddenType } | { hidden_type: HiddenType }): boolean {
  const hiddenType = 'hiddenType' in event ? event.hiddenType : event.hidden_type
  return hiddenType === 'public_member_only'
}

/**
 * Whether an event appears in the /events listing: public_browsable events always; members-only
 * events only to members (storefront §6); public_link_only events never (they are reached by
 * their link alone).
 */
export function isListed(event: Pick<EventTemplateRow, 'hidden_type'>, viewer: Viewer): boolean {
  if (event.hidden_type === 'public_link_only') return false
  if (event.hidden_type === 'public_member_only') return viewer.isMember
  return true
}

/**
 * The members-only gate (storefront §2: 'Sorry! This event is members only', with login and
 * sign-up links): false when a non-member opens a members-only event. A link-only event can be
 * viewed by anyone who has the link.
 */
export function canView(event: { hiddenType: HiddenType }, viewer: Viewer): boolean {
  return !isMembersOnly(event) || viewer.isMember
}

/** Whether the event has anything to sell: without ticket groups the event page shows a warning instead of the booking (storefront §2). */
export function hasTicketGroups(event: Pick<EventDetails, 'ticketGroups'>): boolean {
  return event.ticketGroups.length > 0
}

/**
 * storefront §3 Event template meta `hide_event_details`: the event page shows the event's name
 * and its booking only, without the details (cover picture, summary, venue, description). For a
 * booking page reached by link, such as a group visit arranged beforehand.
 */
export function hidesEventDetails(event: Pick<EventDetails, 'meta'>): boolean {
  return isFlagSet(event.meta.hide_event_details)
}

// ---------------------------------------------------------------------------------------------
// Images (calls §7: "Images are rewritten to an api path with sizex, sizey and shrinkonly"; §9)
// ---------------------------------------------------------------------------------------------

/**
 * The API URL of an image at a size: `{apiBase}/images/{id}?sizex&sizey&shrinkonly=1&_seller`.
 * `shrinkonly` keeps a small original from being blown up. `_seller` is in the URL because an
 * `<img src>` request does not go through the HTTP client (calls §7: every call has `_seller`).
 */
export function imageUrl(location: ImageLocation, imageId: string, size: { width: number; height?: number }): string {
  const params = new URLSearchParams({ sizex: String(size.width) })
  if (size.height !== undefined) params.set('sizey', String(size.height))
  params.set('shrinkonly', '1')
  params.set('_seller', location.seller)
  return `${location.apiBase.replace(/\/+$/, '')}/images/${encodeURIComponent(imageId)}?${params}`
}

/** A tenant flag as stored in meta or config: true, 'true', 1 or '1'. */
export function isFlagSet(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1'
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/**
 * The listing card image (calls §9: teaser 272 × 216 at double size, so 544 × 432). With
 * meta.image_profile_no_cropping only the width is asked for, so the image keeps its shape
 * instead of being cropped to the box.
 */
export function teaserImage(meta: Readonly<Record<string, unknown>>, location: ImageLocation): EventImage | null {
  const id = text(meta.image_profile)
  if (!id) return null
  const width = TEASER_IMAGE_SIZE.width * IMAGE_DENSITY
  const height = isFlagSet(meta.image_profile_no_cropping) ? undefined : TEASER_IMAGE_SIZE.height * IMAGE_DENSITY
  return {
    url: imageUrl(location, id, height === undefined ? { width } : { width, height }),
    alt: text(meta.image_profile_alt_text) ?? '',
  }
}

/** The event page cover (calls §9: cover 1500 wide): meta.image_cover, else the profile image. */
export function coverImage(meta: Readonly<Record<string, unknown>>, location: ImageLocation): EventImage | null {
  const id = text(meta.image_cover) ?? text(meta.image_profile)
  if (!id) return null
  return {
    url: imageUrl(location, id, { width: COVER_IMAGE_WIDTH }),
    alt: text(meta.image_profile_alt_text) ?? '',
    srcSet: COVER_IMAGE_WIDTHS.map((width) => `${imageUrl(location, id, { width })} ${width}w`).join(', '),
  }
}

// ---------------------------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------------------------

/**
 * An event's meta by key: the template's inline `meta` object and any embedded meta records of
 * the event (`metakey`, else `name`) merged; the inline value wins.
 */
export function eventMeta(event: EventTemplateRow, records: readonly MetaRecord[] = []): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const record of records) {
    if (record.resource_id !== event.id) continue
    merged[record.metakey ?? record.name] = record.value
  }
  return { ...merged, ...withoutNulls(event.meta) }
}

/** An event's config by name: inline `config` and embedded config records of the event merged. */
export function eventConfig(event: EventTemplateRow, records: readonly ConfigRecord[] = []): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const record of records) {
    if (record.resource_id === event.id) merged[record.name] = record.value
  }
  return { ...merged, ...withoutNulls(event.config) }
}

function withoutNulls(value: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined && v !== null))
}

/** The storefront path of an event's page, `/events/{id}` (storefront §2 "Event links go to /events/{id}."). */
export function eventHref(id: string): string {
  return `/events/${encodeURIComponent(id)}`
}

/** The listing card of an event template (storefront §2 Event listing card). */
export function eventCard(
  event: EventTemplateRow,
  response: EventTemplateResponse,
  location: ImageLocation,
): EventCard {
  const venue = response.venue?._data.find((row) => row.id === event.venue_id) ?? null
  return {
    id: event.id,
    name: event.name,
    subtitle: text(event.subtitle),
    summary: text(event.summary),
    venueName: venue?.name ?? null,
    image: teaserImage(eventMeta(event, response.meta?._data), location),
    href: eventHref(event.id),
    category: text(event.category),
  }
}

/** The cards of a GET events answer the viewer may see, in the order the API sent them. */
export function listingCards(response: EventTemplateResponse, viewer: Viewer, location: ImageLocation): EventCard[] {
  return response.event_template._data
    .filter((event) => isListed(event, viewer))
    .map((event) => eventCard(event, response, location))
}

/**
 * Category names for the category filter (storefront §2: "a set of links, or a dropdown"):
 * the categories that have a listed event, in the order of the embedded `category` rows (else of
 * the events). While a category is chosen the answer holds only that category, so the previous
 * links are kept: the visitor can still switch to another one.
 */
export function listingCategories(
  response: EventTemplateResponse,
  cards: readonly EventCard[],
  filters: EventFilters,
  previous: readonly string[],
): string[] {
  if (filters.category && previous.length > 0) return [...previous]
  const listed = new Set(cards.map((card) => card.category).filter((c): c is string => c !== null))
  const ordered = response.category?._data.map((row) => row.name) ?? []
  const names = [
    ...ordered.filter((name) => listed.has(name)),
    ...[...listed].filter((name) => !ordered.includes(name)),
  ]
  return [...new Set(names)]
}

function byRank(a: TicketTypeRow, b: TicketTypeRow): number {
  return (a._rank ?? 0) - (b._rank ?? 0)
}

/**
 * The event page's view of GET events/{id} (storefront §2 event page): the template, its venue,
 * ticket groups with their ticket types (`_rank` order), message rules, meta, config, and images.
 * Null when the answer holds no row for the id.
 */
export function eventDetails(
  response: EventTemplateResponse,
  id: string,
  location: ImageLocation,
): EventDetails | null {
  const event = response.event_template._data.find((row) => row.id === id)
  if (!event) return null
  const meta = eventMeta(event, response.meta?._data)
  const groups = (response.ticket_group?._data ?? []).filter(
    (group) => group.event_template_id === undefined || group.event_template_id === id,
  )
  const groupIds = new Set(groups.map((group) => group.id))
  // A ticket type belongs to the event through its group (the contract's ticket type has no event id).
  const ticketTypes = (response.ticket_type?._data ?? []).filter((type) => groupIds.has(type.ticket_group_id))
  const ticketGroups: TicketGroupView[] = groups.map((group) => ({
    ...group,
    types: ticketTypes.filter((type) => type.ticket_group_id === group.id).sort(byRank),
  }))
  return {
    ...eventCard(event, response, location),
    description: text(event.description),
    eventType: event.event_type ?? null,
    hiddenType: event.hidden_type,
    venue: response.venue?._data.find((row) => row.id === event.venue_id) ?? null,
    coverImage: coverImage(meta, location),
    meta,
    config: eventConfig(event, response.config?._data),
    ticketGroups,
    ticketTypes: [...ticketTypes].sort(byRank),
    messageRules: (response.message_rule?._data ?? []).filter(
      (rule) => rule.event_template_id === undefined || rule.event_template_id === id,
    ),
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar (storefront §3 Calendar day, §4 "Only enabled days are selectable")
// ---------------------------------------------------------------------------------------------

/**
 * The first `limit` days a visitor can pick: enabled, with status available (storefront §4:
 * "Calendar day status: available, sold_out, other (not selectable). Only enabled days are
 * selectable"), in date order.
 */
export function nextAvailableDays(days: readonly CalendarDayRow[], limit: number): CalendarDayRow[] {
  return days
    .filter((day) => day.enabled && day.status === 'available')
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, Math.max(0, limit))
}
