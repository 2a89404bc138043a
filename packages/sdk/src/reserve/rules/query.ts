/**
 * Reserve page query parameters (storefront §2 "Reserve page query parameters", §5 Reserve query).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { type CalendarDate } from '../../core/calendar-date.js'
import { idKey } from '../../core/ids.js'
import { venueDateTime } from '../../core/venue-time.js'
import { isCalendarDaySelectable } from './calendar.js'
import { isSessionSoldOut } from './capacity.js'
import { MAX_QUANTITY_PER_TYPE } from './constants.js'
import { visibleSessions } from './sessions.js'
import type { CalendarDay, EventSession, TicketType } from '../types.js'
import type { ReserveQueryProblem } from '../types.js'
export type { ReserveQueryProblem }

// =============================================================================================
// Reserve page query parameters (storefront §2 "Reserve page query parameters", §5 Reserve query)
// =============================================================================================

/** The `session` query of the reserve page: a session id, `today` (today's earliest session not sold out or over) or `next` (the earliest session not sold out from now on) (storefront §2 Reserve page query parameters). */
export type ReserveQuerySession = { kind: 'id'; id: string } | { kind: 'today' } | { kind: 'next' }

/**
 * The `reserve` query of the reserve page, which asks to reserve the linked selection as soon as
 * the page loads: true reserves only when the query has no problems; `warn` reserves anyway and
 * shows the problems; `strict` shows 'reserve unavailable' instead when anything is wrong; false
 * (the default) does not reserve. Any truthy value other than `warn` / `strict` means true
 * (storefront §2 Reserve page query parameters).
 */
export type ReserveQueryMode = boolean | 'warn' | 'strict'

/** The reserve page query (storefront §2 and the event route's tg, select, price). */
export interface ReserveQuery {
  session: ReserveQuerySession | null
  date: CalendarDate | null
  reserve: ReserveQueryMode
  /** Quantities to preselect, written in the query as comma-separated `ticketTypeIdOrName:count` pairs, e.g. `adult:2,child:1` (storefront §2). */
  quantities: { ticketType: string; count: number }[]
  /** Ticket group ids. */
  tg: string[]
  /** Preselected ticket type. */
  select: string | null
  /** Flexible amount. */
  price: string | null
}

const FALSY_QUERY_VALUES = new Set(['', '0', 'false', 'no', 'off', 'null', 'undefined'])

/** True for a `YYYY-MM-DD` that is a real date (storefront §2 date query; openapi/README.md calendar dates). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

/**
 * Reads the reserve page query (storefront §2): session (id, 'today', 'next'), date, reserve
 * (warn, strict, truthy → true, default false), quantity pairs, tg, select, price.
 *
 * "session and date together is an error": the problem 'The session and date query parameters can
 * not be used together.' is returned and both are dropped (decision: neither wins, the visitor
 * chooses). Decisions: a date that is not a real `YYYY-MM-DD` is an unavailable date; quantity
 * pairs split at the last ':' and need a whole count (capped at 1000, calls §9; 0 asks for none);
 * a pair that is not a name and a whole count is the problem 'We could not find the tickets you
 * chose.' naming it; the same type twice keeps the last count; reserve values '', 0, false, no, off are
 * false; price is kept only when it is a number.
 */
export function parseReserveQuery(search: string | URLSearchParams): {
  query: ReserveQuery
  problems: ReserveQueryProblem[]
} {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const problems: ReserveQueryProblem[] = []

  const sessionValue = params.get('session')?.trim() || null
  let session: ReserveQuerySession | null =
    sessionValue === null
      ? null
      : sessionValue === 'today' || sessionValue === 'next'
        ? { kind: sessionValue }
        : { kind: 'id', id: sessionValue }
  const dateValue = params.get('date')?.trim() || null
  let date: CalendarDate | null = dateValue
  if (session !== null && date !== null) {
    problems.push({ problem: 'session_and_date', messageKey: 'reserve.sessionAndDateQuery' })
    session = null
    date = null
  } else if (date !== null && !isCalendarDate(date)) {
    problems.push({ problem: 'date_unavailable', messageKey: 'reserve.dateUnavailable' })
    date = null
  }

  const reserveValue = params.get('reserve')
  const reserveText = reserveValue?.trim().toLowerCase() ?? ''
  const reserve: ReserveQueryMode =
    reserveValue === null
      ? false
      : reserveText === 'warn' || reserveText === 'strict'
        ? reserveText
        : !FALSY_QUERY_VALUES.has(reserveText)

  const counts = new Map<string, number>()
  const unreadable: string[] = []
  for (const pair of listValues(params, 'quantity')) {
    const colon = pair.lastIndexOf(':')
    const ticketType = colon > 0 ? pair.slice(0, colon).trim() : ''
    const countText = colon > 0 ? pair.slice(colon + 1).trim() : ''
    if (!/^\d+$/.test(countText) || ticketType === '') {
      unreadable.push(pair)
      continue
    }
    const count = Math.min(MAX_QUANTITY_PER_TYPE, Number(countText))
    if (count < 1) continue
    counts.delete(ticketType)
    counts.set(ticketType, count)
  }
  // The link's tickets cannot all be read: said, so a reserve=true or strict link does not book part of them.
  if (unreadable.length > 0)
    problems.push({ problem: 'ticket_types_not_found', messageKey: 'reserve.ticketTypesNotFound', values: unreadable })

  const priceValue = params.get('price')?.trim() || null
  const price = priceValue !== null && /^(\d+\.?\d*|\.\d+)$/.test(priceValue) ? priceValue : null

  return {
    query: {
      session,
      date,
      reserve,
      quantities: [...counts].map(([ticketType, count]) => ({ ticketType, count })),
      tg: [...new Set(listValues(params, 'tg'))],
      select: params.get('select')?.trim() || null,
      price,
    },
    problems,
  }
}

/**
 * storefront §2 Reserve page query parameters: a reserve query written back as a query string
 * (the inverse of `parseReserveQuery`, for links).
 */
export function serializeReserveQuery(query: Partial<ReserveQuery>): string {
  const params = new URLSearchParams()
  if (query.session) params.set('session', query.session.kind === 'id' ? query.session.id : query.session.kind)
  if (query.date) params.set('date', query.date)
  if (query.reserve === true) params.set('reserve', 'true')
  else if (query.reserve === 'warn' || query.reserve === 'strict') params.set('reserve', query.reserve)
  if (query.quantities && query.quantities.length > 0) {
    params.set('quantity', query.quantities.map((q) => `${q.ticketType}:${q.count}`).join(','))
  }
  if (query.tg && query.tg.length > 0) params.set('tg', query.tg.join(','))
  if (query.select) params.set('select', query.select)
  if (query.price) params.set('price', query.price)
  return params.toString()
}

/**
 * The session the query names (storefront §2: a session id, 'today' or 'next'). `now` is epoch
 * milliseconds.
 *
 * Decisions: 'next' is the earliest session not sold out that starts at or after now; 'today' is
 * the earliest session not sold out on today's venue date that has not ended (or not started, when
 * it has no end). An id not among the sessions is 'session not found'; a sold-out one, or no
 * session for 'today' / 'next', is 'session unavailable'.
 */
export function resolveQuerySession(
  session: ReserveQuerySession,
  sessions: readonly EventSession[],
  options: { now: number; timeZone: string },
): { sessionId: string; date: CalendarDate } | { problem: ReserveQueryProblem } {
  const unavailable = { problem: { problem: 'session_unavailable', messageKey: 'reserve.sessionUnavailable' } } as const
  const found = (s: EventSession) => ({
    sessionId: idKey(s.id),
    date: venueDateTime(s.start_datetime, options.timeZone).date,
  })
  if (session.kind === 'id') {
    const match = sessions.find((s) => idKey(s.id) === session.id)
    if (!match) return { problem: { problem: 'session_not_found', messageKey: 'reserve.sessionNotFound' } }
    return isSessionSoldOut(match) ? unavailable : found(match)
  }
  const today = venueDateTime(options.now, options.timeZone).date
  const candidates = visibleSessions(sessions.filter((s) => !isSessionSoldOut(s))).filter((s) => {
    const start = Date.parse(s.start_datetime)
    if (session.kind === 'next') return start >= options.now
    const end = s.end_datetime ? Date.parse(s.end_datetime) : start
    return venueDateTime(s.start_datetime, options.timeZone).date === today && end >= options.now
  })
  const first = candidates[0]
  return first ? found(first) : unavailable
}

/**
 * The date the query names, when the calendar offers it (storefront §5: "Messages for an
 * unavailable date … come from translations").
 */
export function resolveQueryDate(
  date: CalendarDate,
  days: readonly CalendarDay[],
): { date: CalendarDate } | { problem: ReserveQueryProblem } {
  const day = days.find((d) => d.date === date)
  return day && isCalendarDaySelectable(day)
    ? { date }
    : { problem: { problem: 'date_unavailable', messageKey: 'reserve.dateUnavailable' } }
}

/**
 * The quantities the query names (storefront §2 "ticketTypeIdOrName:count"), matched to ticket
 * types by id, then by name (decision: names ignore case). Pairs with no such type are returned
 * in `problem` ('ticket types not found', storefront §5).
 */
export function resolveQueryQuantities(
  pairs: ReserveQuery['quantities'],
  types: readonly TicketType[],
): { quantities: Record<string, number>; problem: ReserveQueryProblem | null } {
  const quantities: Record<string, number> = {}
  const missing: string[] = []
  for (const pair of pairs) {
    const lower = pair.ticketType.toLowerCase()
    const type = types.find((t) => idKey(t.id) === pair.ticketType) ?? types.find((t) => t.name.toLowerCase() === lower)
    if (type) quantities[idKey(type.id)] = pair.count
    else missing.push(pair.ticketType)
  }
  return {
    quantities,
    problem:
      missing.length > 0
        ? { problem: 'ticket_types_not_found', messageKey: 'reserve.ticketTypesNotFound', values: missing }
        : null,
  }
}
