import { castDraft } from 'immer'
import { catalogueEntryFor, errorForFlow, FoyerError, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import { createStore, type ReadableStore } from '../store/store.js'
import { clearEventFilters, venueDate } from '../routing/filters.js'
import {
  eventDetails,
  eventCard,
  eventListingQuery,
  EVENT_EMBED,
  LISTING_EMBED,
  listingCards,
  listingCategories,
  nextAvailableDays,
  normalizeEventFilters,
  type ImageLocation,
} from './rules.js'
import type {
  CalendarDayRow,
  ConfigRecord,
  EventCard,
  EventDetails,
  EventFilters,
  EventState,
  ListingState,
} from './types.js'

export interface CatalogOptions {
  http: Http
  events: StorefrontEmitter
  /** Base of image URLs (calls §7 image rewrite) and the seller they are asked for. */
  apiBase: string
  seller: string
  /** "Today" and "tomorrow" of the date filter are read on this clock, in `timeZone`. */
  clock: Clock
  /** The venue's time zone (storefront §2 date filter: the venue's today). */
  timeZone: string
  /** Whether the visitor is a member (storefront §6 member-only content). */
  isMember: () => boolean
}

/**
 * The catalogue: the /events listing, event pages, config records and calendar reads
 * (storefront §2). Stores hold frozen snapshots; actions return `Result` values.
 */
export interface Catalog {
  /** The /events listing: `{ status, filters, events, categories, error }`. */
  readonly listing: ReadableStore<ListingState>
  /**
   * Loads the listing for some filters (storefront §2): `GET events` with the filters and
   * `_embed=venue,meta,category`. Members-only events are kept from non-members and link-only
   * events from everyone. When filters change while a load is in flight, only the newest load
   * updates `listing`; an older answer is still returned to its caller.
   * @example
   * const result = await storefront.catalog.loadEvents({ category: 'Tours', date: 'today' })
   * if (result.data) result.data.map((card) => card.name)
   */
  loadEvents(filters?: Partial<EventFilters>): Promise<Result<EventCard[]>>
  /**
   * Starts the listing's load before the screen that shows it asks for it (a page's first load:
   * the screen's code is still on its way). The screen's own `loadEvents` with the same filters, if
   * it comes within {@link PRELOAD_WINDOW_MS} of the preload, takes this load instead of making
   * a second request; any other load forgets it.
   */
  preloadEvents(filters?: Partial<EventFilters>): void
  /**
   * Starts an event page's load before the screen that shows it asks for it, as `preloadEvents`
   * does for the listing: the next `loadEvent` of the same id within {@link PRELOAD_WINDOW_MS}
   * (the reserve page's load) takes this load instead of a second request.
   */
  preloadEvent(id: string): void
  /**
   * The store of one event page: `{ status: 'idle' | 'loading' | 'ready' | 'not_found' | 'error',
   * eventId, event, error }`. The same store is returned for the same id.
   */
  event(id: string): ReadableStore<EventState>
  /**
   * Loads an event page: `GET events/{id}` with its venue, ticket groups, ticket types, message
   * rules, config and meta. 404 (and 400, calls §8 Other) sets status `not_found`.
   */
  loadEvent(id: string): Promise<Result<EventDetails>>
  /** Config records of some resources (calls §7: GET config with resource_id._in). */
  loadConfig(resourceIds: readonly string[]): Promise<Result<ConfigRecord[]>>
  /** Event templates by id as cards (calls §7: GET event_template with id._in), e.g. for cart lines. */
  loadEventTemplates(ids: readonly string[]): Promise<Result<EventCard[]>>
  /**
   * The next days a visitor can pick for an event, from the cached calendar read (calls §7:
   * GET events/{id}/calendar, `_format=extended`): enabled days with status available, in order.
   * @default options.limit 8 (storefront §2: up to 8 date buttons show before 'More dates')
   */
  nextAvailableDates(eventId: string, options?: { limit?: number }): Promise<Result<CalendarDayRow[]>>
}

/** How long a preloaded listing or event waits for the screen that asked for it (`preloadEvents`, `preloadEvent`): 10 s. */
export const PRELOAD_WINDOW_MS = 10_000

/** The calendar's date picker shows up to 8 date buttons, then a 'More dates' button (storefront §2 Calendar date picker). */
export const DATE_BUTTONS_SHOWN = 8

export function createCatalog(options: CatalogOptions): Catalog {
  const { http, events, clock, timeZone, isMember } = options
  const location: ImageLocation = { apiBase: options.apiBase, seller: options.seller }

  const listing = createStore<ListingState>({
    status: 'idle',
    filters: clearEventFilters(),
    events: [],
    categories: [],
    error: null,
  })
  // Each load takes a number; only the newest may write the listing (stale answers are dropped).
  let latestListingLoad = 0

  // Loads started ahead of their screen (preloadEvents, preloadEvent) by slot ('listing', or
  // 'event' and the id), each for the next load of its slot to take once, if it has the same key
  // and is fresh; a load of the slot with another key forgets it.
  const preloaded = new Map<string, { key: string; startedAt: number; answer: Promise<Result<unknown>> }>()

  function preload(slot: string, key: string, answer: Promise<Result<unknown>>): void {
    preloaded.set(slot, { key, startedAt: clock.now(), answer })
  }

  function takePreloaded<T>(slot: string, key: string): Promise<Result<T>> | null {
    const ahead = preloaded.get(slot)
    preloaded.delete(slot)
    const fresh = ahead?.key === key && clock.now() - ahead.startedAt <= PRELOAD_WINDOW_MS
    return fresh ? (ahead.answer as Promise<Result<T>>) : null
  }

  function listingQuery(partial: Partial<EventFilters>) {
    const filters = normalizeEventFilters(partial)
    const query = eventListingQuery(filters, { now: clock.now(), timeZone })
    return { filters, query, key: JSON.stringify(query) }
  }

  function loadEvents(partial: Partial<EventFilters> = {}): Promise<Result<EventCard[]>> {
    const { filters, query, key } = listingQuery(partial)
    return takePreloaded<EventCard[]>('listing', key) ?? fetchListing(filters, query)
  }

  function preloadEvents(partial: Partial<EventFilters> = {}): void {
    const { filters, query, key } = listingQuery(partial)
    preload('listing', key, fetchListing(filters, query))
  }

  async function fetchListing(
    filters: EventFilters,
    query: ReturnType<typeof eventListingQuery>,
  ): Promise<Result<EventCard[]>> {
    const load = ++latestListingLoad
    listing.setState((draft) => {
      draft.status = 'loading'
      draft.filters = filters
      draft.error = null
    })
    const result = await http.get('/events', { params: { query } })
    if (result.error) {
      if (load === latestListingLoad) {
        listing.setState((draft) => {
          draft.status = 'error'
          draft.error = result.error
        })
        events.emit('catalog:listing', { status: 'error', count: 0 })
      }
      return { error: result.error }
    }
    const cards = listingCards(result.data, { isMember: isMember() }, location)
    if (load === latestListingLoad) {
      const categories = listingCategories(result.data, cards, filters, listing.getSnapshot().categories)
      listing.setState((draft) => {
        draft.status = 'ready'
        draft.events = cards
        draft.categories = categories
        draft.error = null
      })
      events.emit('catalog:listing', { status: 'ready', count: cards.length })
    }
    return { data: cards }
  }

  const eventStores = new Map<string, { store: ReturnType<typeof createStore<EventState>>; latestLoad: number }>()
  function eventEntry(id: string) {
    let entry = eventStores.get(id)
    if (!entry) {
      entry = {
        store: createStore<EventState>({ status: 'idle', eventId: id, event: null, error: null }),
        latestLoad: 0,
      }
      eventStores.set(id, entry)
    }
    return entry
  }

  function loadEvent(id: string): Promise<Result<EventDetails>> {
    return takePreloaded<EventDetails>(`event ${id}`, id) ?? fetchEvent(id)
  }

  function preloadEvent(id: string): void {
    preload(`event ${id}`, id, fetchEvent(id))
  }

  async function fetchEvent(id: string): Promise<Result<EventDetails>> {
    const entry = eventEntry(id)
    const load = ++entry.latestLoad
    entry.store.setState((draft) => {
      draft.status = 'loading'
      draft.error = null
    })
    // No id, no request: GET events/ would read the listing. Like an answer without the event's row,
    // it is as good as a 404.
    const result = id
      ? await http.get('/events/{id}', { params: { path: { id }, query: { _embed: EVENT_EMBED } } })
      : null
    const details = result?.data ? eventDetails(result.data, id, location) : null
    const error = result?.error
      ? errorForFlow(result.error, 'eventLoad')
      : details
        ? null
        : new FoyerError({ code: 'not_found', status: null, messageKey: 'error.eventTemplateNotFound' })
    const status: EventState['status'] = !error
      ? 'ready'
      : error.code === 'not_found' || catalogueEntryFor('eventLoad', error).handling === 'notFoundPage'
        ? 'not_found'
        : 'error'
    if (load === entry.latestLoad) {
      entry.store.setState((draft) => {
        draft.status = status
        draft.event = castDraft(details)
        draft.error = error
      })
      events.emit('catalog:event', { eventId: id, status: status === 'ready' ? 'ready' : status })
    }
    return error ? { error } : { data: details as EventDetails }
  }

  async function loadConfig(resourceIds: readonly string[]): Promise<Result<ConfigRecord[]>> {
    if (resourceIds.length === 0) return { data: [] }
    const result = await http.get('/config', { params: { query: { 'resource_id._in': resourceIds.join(',') } } })
    return result.error ? { error: result.error } : { data: result.data.config._data }
  }

  async function loadEventTemplates(ids: readonly string[]): Promise<Result<EventCard[]>> {
    if (ids.length === 0) return { data: [] }
    const result = await http.get('/event_template', {
      params: { query: { 'id._in': ids.join(','), _embed: LISTING_EMBED } },
    })
    if (result.error) return { error: result.error }
    const response = result.data
    return { data: response.event_template._data.map((event) => eventCard(event, response, location)) }
  }

  async function nextAvailableDates(
    eventId: string,
    { limit = DATE_BUTTONS_SHOWN } = {},
  ): Promise<Result<CalendarDayRow[]>> {
    const result = await http.get(
      '/events/{id}/calendar',
      // From the venue's today: past days are never pickable.
      {
        params: {
          path: { id: eventId },
          query: { _format: 'extended', 'date._gte': venueDate(clock.now(), timeZone) },
        },
      },
      { cached: true },
    )
    return result.error ? { error: result.error } : { data: nextAvailableDays(result.data.calendar._data, limit) }
  }

  return {
    listing,
    loadEvents,
    preloadEvents,
    preloadEvent,
    event: (id) => eventEntry(id).store,
    loadEvent,
    loadConfig,
    loadEventTemplates,
    nextAvailableDates,
  }
}
