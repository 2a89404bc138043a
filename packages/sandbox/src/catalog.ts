/**
 * The catalogue calls, answered for real from the in-memory state: event listing with filters,
 * one event with its embeds, event templates by id, sessions, a session's ticket groups, the
 * calendar (GET and priced POST), config records and membership rules (calls §7,
 * openapi/storefront.yaml). Each handler takes the parsed request and returns the body; bad
 * input throws a ContractError that the app turns into the error envelope.
 */
import { invalid, notFound } from './errors.js'
import { commaList, embedsOf, limitOf } from './query.js'
import { fromCents, lowestPriceCents, outsideFeesCents, toCents } from './money.js'
import { configNamespace, type SeedEvent } from './seed/index.js'
import {
  availableCapacity,
  findSessionOnSale,
  openSessionId,
  sessionWindow,
  sessionsOnSale,
  sessionsOnSaleOn,
} from './sessions.js'
import { noSeatMap, planOf, seatMapRow, seatRows } from './seats.js'
import { eventVenue, groupUse, seatsOf, sessionContext, type SandboxState } from './state.js'
import type {
  CalendarDayRow,
  CategoryRow,
  ConfigRow,
  EventSessionRow,
  EventTemplateRow,
  MetaRow,
  TicketGroupRow,
  TicketTypeRow,
  VenueRow,
} from './types.js'
import { addDays, isCalendarDate, isWallTime, venueDate, venueTime, weekday } from './venue-time.js'

export interface CatalogRequest {
  state: SandboxState
  /** The sandbox clock's instant, in ms. */
  now: number
  /** Query parameters by their literal names (`id._in`, `meta.audience`). */
  query: Record<string, string>
}

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

/** The namespace of event meta records. */
export const metaNamespace = 'meta'

// ---------------------------------------------------------------------------------------------
// Query parsing

function limited<T>(list: T[], limit: number | undefined): T[] {
  return limit === undefined ? list : list.slice(0, limit)
}

function dateParam(query: Record<string, string>, name: string): string | undefined {
  const raw = query[name]
  if (raw === undefined) return undefined
  if (!isCalendarDate(raw)) throw invalid(`${name} must be a calendar date YYYY-MM-DD.`)
  return raw
}

function timeParam(query: Record<string, string>, name: string): string | undefined {
  const raw = query[name]
  if (raw === undefined) return undefined
  if (!isWallTime(raw)) throw invalid(`${name} must be a time of day HH:MM (00:00 to 24:00).`)
  return raw
}

function instantParam(query: Record<string, string>, name: string): number | undefined {
  const raw = query[name]
  if (raw === undefined) return undefined
  const ms = Date.parse(raw)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || !Number.isFinite(ms)) throw invalid(`${name} must be an ISO 8601 date-time.`)
  return ms
}

// ---------------------------------------------------------------------------------------------
// Rows and embeds

export function findEvent(state: SandboxState, id: string): SeedEvent {
  const event = state.seed.events.find((e) => e.template.id === id)
  if (!event) throw notFound('event_template')
  return event
}

export function eventRow(event: SeedEvent): EventTemplateRow {
  const { id, name, ...rest } = event.template
  return { id, name, ...rest, meta: { ...event.meta }, config: structuredClone(event.config) }
}

export function metaRows(events: SeedEvent[]): MetaRow[] {
  return events.flatMap((event) =>
    Object.entries(event.meta).map(([metakey, value]) => ({
      id: `meta-${event.template.id}-${metakey}`,
      resource: 'event_template',
      resource_id: event.template.id,
      namespace: metaNamespace,
      name: metakey,
      metakey,
      value,
    })),
  )
}

export function eventConfigRows(events: SeedEvent[]): ConfigRow[] {
  return events.flatMap((event) =>
    Object.entries(event.config).map(([name, value]) => ({
      id: `config-${event.template.id}-${name}`,
      resource: 'event_template',
      resource_id: event.template.id,
      namespace: configNamespace,
      name,
      value: structuredClone(value),
    })),
  )
}

export function venueRows(state: SandboxState, events: SeedEvent[]): VenueRow[] {
  const ids = new Set(events.map((e) => e.template.venue_id))
  return state.seed.venues.filter((v) => ids.has(v.id))
}

function categoryRows(state: SandboxState, events: SeedEvent[]): CategoryRow[] {
  const names = new Set(events.map((e) => e.template.category))
  return state.seed.categories.filter((c) => names.has(c.name))
}

/** Embeds an event-template answer can carry (EventTemplateResponse in the contract). */
function eventEmbeds(req: CatalogRequest, events: SeedEvent[], embeds: Set<string>): Record<string, Rows<unknown>> {
  const body: Record<string, Rows<unknown>> = {}
  if (embeds.has('venue')) body.venue = rows(venueRows(req.state, events))
  if (embeds.has('category')) body.category = rows(categoryRows(req.state, events))
  if (embeds.has('meta')) body.meta = rows(metaRows(events))
  if (embeds.has('config')) body.config = rows(eventConfigRows(events))
  if (embeds.has('ticket_group'))
    body.ticket_group = rows(events.flatMap((e) => e.ticket_groups.map((g) => structuredClone(g))))
  if (embeds.has('ticket_type'))
    body.ticket_type = rows(events.flatMap((e) => e.ticket_types.map((t) => ticketTypeRow(e, t))))
  if (embeds.has('message_rule')) body.message_rule = rows(events.flatMap((e) => structuredClone(e.message_rules)))
  if (embeds.has('event_session')) {
    body.event_session = rows(events.flatMap((e) => sessionsOnSale(e, sessionContext(req.state, e, req.now))))
  }
  return body
}

export function ticketTypeRow(
  event: SeedEvent,
  type: TicketTypeRow,
  available = type.available,
): TicketTypeRow & { currency_code: string } {
  return { ...structuredClone(type), available, currency_code: event.template.currency_code }
}

// ---------------------------------------------------------------------------------------------
// GET events

/**
 * storefront §2 /events: "Filters come from the query: category, date, time, time.start,
 * time.end and metadata keys."
 *
 * - Listed: public_browsable and public_member_only events (the client shows member-only ones to
 *   members and gates the event page, storefront §6); public_link_only events are reached by
 *   link only and never listed.
 * - `category` matches the category's name (case-insensitive) or id.
 * - `date`: the event has a session on sale that day (venue time). `time.start` / `time.end`:
 *   it has a session starting at or after start and before end (venue time), on that date or,
 *   without `date`, anywhere in the window. Undated products (one open session) have no day, so
 *   they never match a date or time filter.
 * - `meta.{key}=value`: the event's meta `key` equals `value`.
 */
export function listEvents(req: CatalogRequest): Record<string, Rows<unknown>> {
  const { query, state } = req
  const embeds = embedsOf(query, ['venue', 'meta', 'category'], 'GET events')
  const limit = limitOf(query)
  const date = dateParam(query, 'date')
  const timeStart = timeParam(query, 'time.start')
  const timeEnd = timeParam(query, 'time.end')
  if (timeStart !== undefined && timeEnd !== undefined && timeStart >= timeEnd)
    throw invalid('time.start must be before time.end.')
  const category = query.category?.trim().toLowerCase()
  const metaFilters = Object.entries(query)
    .filter(([key]) => key.startsWith('meta.') && key.length > 'meta.'.length)
    .map(([key, value]) => [key.slice('meta.'.length), value] as const)

  const events = state.seed.events.filter((event) => {
    const t = event.template
    if (t.hidden_type === 'public_link_only') return false
    if (category !== undefined && category !== '') {
      const row = state.seed.categories.find((c) => c.name === t.category)
      if (t.category.toLowerCase() !== category && row?.id.toLowerCase() !== category) return false
    }
    if (!metaFilters.every(([key, value]) => event.meta[key] === value)) return false
    if (date === undefined && timeStart === undefined && timeEnd === undefined) return true

    const ctx = sessionContext(state, event, req.now)
    const sessions =
      date !== undefined
        ? sessionsOnSaleOn(event, date, ctx)
        : sessionsOnSale(event, ctx).filter((s) => s.id !== openSessionId(t.id))
    return sessions.some((session) => {
      const time = venueTime(Date.parse(session.start_datetime), ctx.timeZone)
      return (timeStart === undefined || time >= timeStart) && (timeEnd === undefined || time < timeEnd)
    })
  })

  const listed = limited(events, limit)
  return { event_template: rows(listed.map(eventRow)), ...eventEmbeds(req, listed, embeds) }
}

// ---------------------------------------------------------------------------------------------
// GET events/{id}, GET event_template?id._in=

const eventEmbedNames = [
  'venue',
  'category',
  'ticket_group',
  'ticket_type',
  'message_rule',
  'config',
  'meta',
  'event_session',
] as const

/** The event page (storefront §2): one event, members-only ones included (the client gates them). */
export function getEvent(req: CatalogRequest, id: string): Record<string, Rows<unknown>> {
  const embeds = embedsOf(req.query, eventEmbedNames, 'GET events/{id}')
  const event = findEvent(req.state, id)
  return { event_template: rows([eventRow(event)]), ...eventEmbeds(req, [event], embeds) }
}

/** calls §7: "GET event_template with id._in". Unknown ids are left out; link-only events included. */
export function listEventTemplates(req: CatalogRequest): Record<string, Rows<unknown>> {
  const embeds = embedsOf(req.query, eventEmbedNames, 'GET event_template')
  const raw = req.query['id._in']
  if (raw === undefined) throw invalid('id._in is required: a comma list of event template ids.')
  const ids = commaList(raw, 'id._in')
  const events = limited(
    req.state.seed.events.filter((e) => ids.includes(e.template.id)),
    limitOf(req.query),
  )
  return { event_template: rows(events.map(eventRow)), ...eventEmbeds(req, events, embeds) }
}

// ---------------------------------------------------------------------------------------------
// GET events/{id}/sessions

/**
 * Sessions on sale (storefront §4 Reserve flow: "fetch sessions"), in start order: either `date`
 * (that day, venue time) or a `start_datetime._gte` / `start_datetime._lt` window, not both.
 */
export function listSessions(req: CatalogRequest, id: string): Record<string, Rows<unknown>> {
  embedsOf(req.query, [], 'GET events/{id}/sessions')
  const event = findEvent(req.state, id)
  const date = dateParam(req.query, 'date')
  const gte = instantParam(req.query, 'start_datetime._gte')
  const lt = instantParam(req.query, 'start_datetime._lt')
  if (date !== undefined && (gte !== undefined || lt !== undefined)) {
    throw invalid('Ask for sessions by date or by start_datetime._gte / start_datetime._lt, not both.')
  }
  const ctx = sessionContext(req.state, event, req.now)
  let sessions: EventSessionRow[]
  if (date !== undefined) sessions = sessionsOnSaleOn(event, date, ctx)
  else {
    sessions = sessionsOnSale(event, ctx).filter((s) => {
      const start = Date.parse(s.start_datetime)
      return (gte === undefined || start >= gte) && (lt === undefined || start < lt)
    })
  }
  return { event_session: rows(limited(sessions, limitOf(req.query))) }
}

// ---------------------------------------------------------------------------------------------
// GET events/{id}/sessions/{sessionId}/ticket_groups

/**
 * The ticket groups of a session with their ticket types (storefront §3 Ticket group). The
 * group rows carry this session's figures: used_capacity is what the group sold in it, sold_out
 * when the session or the group has no capacity left, available when on sale now (sales_start /
 * sales_end) and not sold out. Every group is answered, members-only ones included: the client
 * filters them (storefront §5 "Hidden member-only groups are shown only to members").
 */
export function listSessionTicketGroups(
  req: CatalogRequest,
  id: string,
  sessionIdValue: string,
): Record<string, Rows<unknown>> {
  const embeds = embedsOf(
    req.query,
    ['ticket_type', 'seat_map', 'seat'],
    'GET events/{id}/sessions/{sessionId}/ticket_groups',
  )
  const event = findEvent(req.state, id)
  const ctx = sessionContext(req.state, event, req.now)
  const session = findSessionOnSale(event, sessionIdValue, ctx)
  if (!session) throw notFound('event_session')

  const sold = groupUse(req.state, event, session.id, session.capacity)
  const sessionLeft = availableCapacity(session)
  const groups = event.ticket_groups.map((group): TicketGroupRow => {
    const used = sold.get(group.id) ?? 0
    const groupLeft = availableCapacity({
      capacity: group.capacity,
      oversell_capacity: group.oversell_capacity,
      used_capacity: used,
    })
    const soldOut = groupLeft <= 0 || (!group.exclude_from_event_capacity && sessionLeft <= 0)
    const started = group.sales_start === null || Date.parse(group.sales_start) <= req.now
    const notEnded = group.sales_end === null || Date.parse(group.sales_end) > req.now
    return {
      ...structuredClone(group),
      used_capacity: used,
      sold_out: soldOut,
      available: started && notEnded && !soldOut,
    }
  })
  const availableById = new Map(groups.map((g) => [g.id, g.available]))
  const types = event.ticket_types.map((t) =>
    ticketTypeRow(event, t, t.available && (availableById.get(t.ticket_group_id) ?? false)),
  )
  const body: Record<string, Rows<unknown>> = {
    ticket_group: rows(limited(groups, limitOf(req.query))),
    ticket_type: rows(types),
  }
  // Seated groups may also embed the session's seat map and seats (an event without seats: none).
  if (embeds.has('seat_map')) body.seat_map = rows(event.seating ? [seatMapRow(planOf(event))] : [])
  if (embeds.has('seat'))
    body.seat = rows(
      event.seating ? seatRows(planOf(event), seatsOf(req.state, event, session.id, session.capacity), null) : [],
    )
  return body
}

// ---------------------------------------------------------------------------------------------
// GET events/{id}/sessions/{sessionId}/seat_map

/**
 * The seat map of a seated session (openapi getSessionSeatMap; storefront §3 Seat map, Seat):
 * the hall plan and every seat with its state in this session. `cartId` (an existing pending
 * cart, checked by the caller) marks the seats that cart holds with `held_by_cart`. `_limit` does
 * not apply: a seat map answers all of its seats.
 */
export function getSeatMap(
  req: CatalogRequest,
  id: string,
  sessionIdValue: string,
  cartId: string | null,
): Record<string, Rows<unknown>> {
  embedsOf(req.query, [], 'GET events/{id}/sessions/{sessionId}/seat_map')
  limitOf(req.query)
  const event = findEvent(req.state, id)
  const session = findSessionOnSale(event, sessionIdValue, sessionContext(req.state, event, req.now))
  if (!session) throw notFound('event_session')
  if (!event.seating) throw noSeatMap()
  const plan = planOf(event)
  return {
    seat_map: rows([seatMapRow(plan)]),
    seat: rows(seatRows(plan, seatsOf(req.state, event, session.id, session.capacity), cartId)),
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar: GET and POST events/{id}/calendar

/** calls §9 "Calendar types: up to 10"; calls §8 event_calendar validation_failed. */
export const maxCalendarTicketTypes = 10
export const tooManyCalendarTypes = 'You can only select up to 10 different types of tickets.'

/** The most days one calendar answer covers. */
export const maxCalendarDays = 366

export interface CalendarSelection {
  ticket_types: { ticket_type_id: string; quantity: number }[]
  event_session_id?: string
  date?: string
}

function parseSelection(body: unknown, event: SeedEvent): CalendarSelection {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { ticket_types?: unknown }).ticket_types)) {
    throw invalid(
      'The body is a selection { ticket_types: [{ ticket_type_id, quantity }], event_session_id?, date? }.',
      'event_calendar',
    )
  }
  const raw = body as { ticket_types: unknown[]; event_session_id?: unknown; date?: unknown }
  const ticketTypes = raw.ticket_types.map((item) => {
    const { ticket_type_id: typeId, quantity } = (item ?? {}) as { ticket_type_id?: unknown; quantity?: unknown }
    if (
      typeof typeId !== 'string' ||
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 0 ||
      quantity > 1000
    ) {
      throw invalid(
        'Each selected ticket type is { ticket_type_id, quantity } with a quantity from 0 to 1000.',
        'event_calendar',
      )
    }
    return { ticket_type_id: typeId, quantity }
  })
  // calls §8: more than 10 types is refused with its own sentence, whatever the types are.
  const chosen = new Set(ticketTypes.filter((t) => t.quantity > 0).map((t) => t.ticket_type_id))
  if (chosen.size > maxCalendarTicketTypes) throw invalid(tooManyCalendarTypes, 'event_calendar')
  for (const { ticket_type_id: typeId } of ticketTypes) {
    if (!event.ticket_types.some((t) => t.id === typeId))
      throw invalid(`Ticket type ${typeId} is not sold for this event.`, 'event_calendar')
  }

  const selection: CalendarSelection = { ticket_types: ticketTypes }
  if (raw.event_session_id !== undefined) {
    if (typeof raw.event_session_id !== 'string') throw invalid('event_session_id is a session id.', 'event_calendar')
    selection.event_session_id = raw.event_session_id
  }
  if (raw.date !== undefined) {
    if (typeof raw.date !== 'string' || !isCalendarDate(raw.date))
      throw invalid('date must be a calendar date YYYY-MM-DD.', 'event_calendar')
    selection.date = raw.date
  }
  return selection
}

interface Price {
  price: string | null
  min_price: string | null
  outside: string | null
}

/**
 * The day price without a selection: `min_price` is the cheapest ticket (a flexible type counts
 * at its minimum) with its outside fees; `price` is the price_display primary ticket type when
 * the event names one, else the same cheapest price. Members-only groups are left out unless
 * asked for by `ticket_group_id._in`, so a $0 member ticket does not advertise "from $0".
 */
function listPrice(event: SeedEvent, groupIds: Set<string> | null): Price {
  const groups = event.ticket_groups.filter((g) =>
    groupIds ? groupIds.has(g.id) : g.hidden_type !== 'public_member_only',
  )
  const types = event.ticket_types.filter((t) => groups.some((g) => g.id === t.ticket_group_id))
  if (types.length === 0) return { price: null, min_price: null, outside: null }
  const cheapest = types.reduce((best, t) => (lowestPriceCents(t) < lowestPriceCents(best) ? t : best))
  const minCents = lowestPriceCents(cheapest)
  const display = event.config.price_display as { primary_ticket_type?: string | null } | undefined
  const primary = types.find((t) => t.name === display?.primary_ticket_type)
  return {
    price: fromCents(primary ? toCents(primary.currency_amount) : minCents),
    min_price: fromCents(minCents),
    outside: fromCents(outsideFeesCents(cheapest.outside_fees, minCents)),
  }
}

/** The price of a selection: each type's price (a flexible type at its suggested amount) times its quantity, fees alike. */
function selectionPrice(event: SeedEvent, selection: CalendarSelection): Price {
  let face = 0
  let fees = 0
  for (const item of selection.ticket_types) {
    const type = event.ticket_types.find((t) => t.id === item.ticket_type_id)
    if (!type) continue
    const amount = toCents(type.currency_amount)
    face += amount * item.quantity
    fees += outsideFeesCents(type.outside_fees, amount) * item.quantity
  }
  return { price: fromCents(face), min_price: fromCents(face), outside: fromCents(fees) }
}

export type CalendarFormat = 'basic' | 'price' | 'extended'

/**
 * Calendar day rows (storefront §3 Calendar day; storefront §4 "Calendar day status: available,
 * sold_out, other (not selectable). Only enabled days are selectable."):
 * - other: no session on sale that day (closed, past, outside the window, or an undated product);
 * - sold_out: sessions, but none with room for the selection (one ticket without one);
 * - available otherwise, and only available days are enabled.
 * Room is the session's available capacity, capacity + oversell_capacity − used_capacity, with
 * capacity −1 unlimited (storefront §3 Event session).
 *
 * Formats: without `_format` a day is date, enabled, status, badges, annotations; `price` adds
 * price, min_price, min_price_fees; `extended` adds those and availability (the day's summed
 * session capacity and used capacity, −1 when any session is unlimited).
 */
export function calendar(
  req: CatalogRequest,
  id: string,
  format: CalendarFormat,
  body?: unknown,
): Record<string, Rows<unknown>> {
  embedsOf(req.query, [], 'events/{id}/calendar')
  const event = findEvent(req.state, id)
  const ctx = sessionContext(req.state, event, req.now)
  const timeZone = eventVenue(req.state, event).timezone
  const selection = body === undefined ? undefined : parseSelection(body, event)

  let groupIds: Set<string> | null = null
  const rawGroups = req.query['ticket_group_id._in']
  if (rawGroups !== undefined) {
    groupIds = new Set(commaList(rawGroups, 'ticket_group_id._in'))
    for (const groupId of groupIds) {
      if (!event.ticket_groups.some((g) => g.id === groupId))
        throw invalid(`Ticket group ${groupId} is not sold for this event.`, 'event_calendar')
    }
  }

  const window = sessionWindow(req.now, timeZone)
  const first = dateParam(req.query, 'date._gte') ?? window.first
  const end = dateParam(req.query, 'date._lt') ?? addDays(window.last, 1)
  if (end <= first) throw invalid('date._lt must be after date._gte.')
  if (addDays(first, maxCalendarDays) < end) throw invalid(`A calendar covers at most ${maxCalendarDays} days.`)

  let onlySession: EventSessionRow | undefined
  if (selection?.event_session_id !== undefined) {
    onlySession = findSessionOnSale(event, selection.event_session_id, ctx)
    if (!onlySession) throw notFound('event_session')
  }

  const needed = Math.max(1, selection?.ticket_types.reduce((sum, t) => sum + t.quantity, 0) ?? 0)
  const dayPrice = selection ? selectionPrice(event, selection) : listPrice(event, groupIds)

  const days: CalendarDayRow[] = []
  for (let date = first; date < end; date = addDays(date, 1)) {
    if (selection?.date !== undefined && selection.date !== date) continue
    let sessions = sessionsOnSaleOn(event, date, ctx)
    if (onlySession) sessions = sessions.filter((s) => s.id === onlySession.id)

    const status: CalendarDayRow['status'] =
      sessions.length === 0 ? 'other' : sessions.some((s) => availableCapacity(s) >= needed) ? 'available' : 'sold_out'
    const notes = sessions.length === 0 ? [] : event.calendar_notes.filter((n) => n.weekdays.includes(weekday(date)))
    const day: CalendarDayRow = {
      date,
      enabled: status === 'available',
      status,
      badges: notes.flatMap((n) => (n.badge ? [n.badge] : [])),
      annotations: notes.flatMap((n) => (n.annotation ? [n.annotation] : [])),
    }
    if (format !== 'basic') {
      // A day with no session has nothing to sell, so no price.
      const priced = sessions.length > 0
      day.price = priced ? dayPrice.price : null
      day.min_price = priced ? dayPrice.min_price : null
      day.min_price_fees = { outside: priced ? dayPrice.outside : null }
    }
    if (format === 'extended') {
      const unlimited = sessions.some((s) => s.capacity === -1)
      day.availability = {
        capacity: unlimited ? -1 : sessions.reduce((sum, s) => sum + s.capacity + s.oversell_capacity, 0),
        used_capacity: sessions.reduce((sum, s) => sum + s.used_capacity, 0),
      }
    }
    days.push(day)
  }
  return { calendar: rows(limited(days, limitOf(req.query))) }
}

// ---------------------------------------------------------------------------------------------
// GET config, GET membership_rules

/**
 * calls §7 "GET config with resource_id._in": the config records of the seller (its id is its
 * slug, `demo-museum`) and of events (by event id).
 */
export function listConfig(req: CatalogRequest): Record<string, Rows<unknown>> {
  embedsOf(req.query, [], 'GET config')
  const raw = req.query['resource_id._in']
  if (raw === undefined) throw invalid('resource_id._in is required: a comma list of resource ids.')
  const ids = new Set(commaList(raw, 'resource_id._in'))
  const records = [
    ...req.state.seed.seller_config.filter((r) => ids.has(r.resource_id)),
    ...eventConfigRows(req.state.seed.events.filter((e) => ids.has(e.template.id))),
  ]
  return { config: rows(limited(structuredClone(records), limitOf(req.query))) }
}

/** calls §7 "GET membership_rules (embed ticket_type, limit 1000)". */
export function listMembershipRules(req: CatalogRequest): Record<string, Rows<unknown>> {
  const embeds = embedsOf(req.query, ['ticket_type'], 'GET membership_rules')
  const rules = limited(structuredClone(req.state.seed.membership_rules), limitOf(req.query) ?? 1000)
  const body: Record<string, Rows<unknown>> = { membership_rule: rows(rules) }
  if (embeds.has('ticket_type')) {
    const typeIds = new Set(rules.map((r) => r.ticket_type_id))
    body.ticket_type = rows(
      req.state.seed.events.flatMap((e) =>
        e.ticket_types.filter((t) => typeIds.has(t.id)).map((t) => ticketTypeRow(e, t)),
      ),
    )
  }
  return body
}

/** The venue's date today (for the control routes' clock answer). */
export function venueToday(state: SandboxState, now: number): string {
  return venueDate(now, state.seed.seller.timezone)
}
