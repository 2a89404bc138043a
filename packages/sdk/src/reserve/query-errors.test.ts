import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EXPECTED_RESERVE_ERRORS, isExpectedReserveError } from '../errors'
import { en, type MessageKey } from '../i18n/messages.en'
import {
  MAX_QUANTITY_PER_TYPE,
  parseReserveQuery,
  reserveErrorMessage,
  reserveErrorOutcome,
  reserveErrorView,
  resolveQueryDate,
  resolveQueryQuantities,
  resolveQuerySession,
  serializeReserveQuery,
  sessionSoldOutOutcome,
  type ReserveQuery,
} from './rules/index.js'
import type { CalendarDay, EventSession, TicketType } from './types'

const TZ = 'America/New_York'

function t(key: MessageKey, params: Readonly<Record<string, string>> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)
}

function session(overrides: Partial<EventSession> = {}): EventSession {
  return {
    id: 's1',
    start_datetime: '2025-06-02T14:00:00Z',
    sold_out: false,
    capacity: 10,
    used_capacity: 0,
    ...overrides,
  }
}

describe('storefront §2 Reserve page query parameters', () => {
  it('session is a session id, today or next', () => {
    expect(parseReserveQuery('session=123').query.session).toEqual({ kind: 'id', id: '123' })
    expect(parseReserveQuery('session=today').query.session).toEqual({ kind: 'today' })
    expect(parseReserveQuery('session=next').query.session).toEqual({ kind: 'next' })
    expect(parseReserveQuery('').query.session).toBeNull()
  })
  it('reads the date', () => {
    expect(parseReserveQuery('date=2025-06-02')).toEqual({
      query: { session: null, date: '2025-06-02', reserve: false, quantities: [], tg: [], select: null, price: null },
      problems: [],
    })
  })
  it("session and date together is an error: 'The session and date query parameters can not be used together.'", () => {
    const { query, problems } = parseReserveQuery('session=123&date=2025-06-02')
    expect(problems.map((p) => t(p.messageKey))).toEqual([
      'The session and date query parameters can not be used together.',
    ])
    expect(query.session).toBeNull()
    expect(query.date).toBeNull()
  })
  it('a date that is not a real date is an unavailable date', () => {
    const { query, problems } = parseReserveQuery('date=2025-02-30')
    expect(query.date).toBeNull()
    expect(problems.map((p) => p.problem)).toEqual(['date_unavailable'])
  })
  it('reserve is warn, strict, or a truthy value meaning true; the default is false', () => {
    const reserve = (q: string) => parseReserveQuery(q).query.reserve
    expect(reserve('')).toBe(false)
    expect(reserve('reserve=warn')).toBe('warn')
    expect(reserve('reserve=STRICT')).toBe('strict')
    expect(reserve('reserve=1')).toBe(true)
    expect(reserve('reserve=true')).toBe(true)
    expect(reserve('reserve=yes')).toBe(true)
    expect(reserve('reserve=0')).toBe(false)
    expect(reserve('reserve=false')).toBe(false)
    expect(reserve('reserve=')).toBe(false)
  })
  it('quantity is comma-separated ticketTypeIdOrName:count pairs', () => {
    expect(parseReserveQuery('quantity=adult:2,child:1').query.quantities).toEqual([
      { ticketType: 'adult', count: 2 },
      { ticketType: 'child', count: 1 },
    ])
    expect(parseReserveQuery(`quantity=${encodeURIComponent('VIP: Gold:2,42:3')}`).query.quantities).toEqual([
      { ticketType: 'VIP: Gold', count: 2 },
      { ticketType: '42', count: 3 },
    ])
  })
  it("names pairs that are not a name and a whole count ('We could not find the tickets you chose.'), caps a count at 1000 (calls §9)", () => {
    const { query, problems } = parseReserveQuery('quantity=adult,child:x,:3,senior:-1,student:0,adult:2000')
    expect(query.quantities).toEqual([{ ticketType: 'adult', count: MAX_QUANTITY_PER_TYPE }])
    expect(problems).toEqual([
      {
        problem: 'ticket_types_not_found',
        messageKey: 'reserve.ticketTypesNotFound',
        values: ['adult', 'child:x', ':3', 'senior:-1'],
      },
    ])
    expect(parseReserveQuery('quantity=adult:2,child:1').problems).toEqual([])
  })
  it('reads tg, select and price', () => {
    const { query } = parseReserveQuery('tg=1,2&tg=3&select=77&price=12.50')
    expect(query.tg).toEqual(['1', '2', '3'])
    expect(query.select).toBe('77')
    expect(query.price).toBe('12.50')
    expect(parseReserveQuery('price=lots').query.price).toBeNull()
  })

  const names = fc.stringMatching(/^[A-Za-z0-9 _-]{1,12}$/).filter((s) => s.trim() === s && s !== '')
  const queries: fc.Arbitrary<ReserveQuery> = fc
    .record({
      session: fc.option(
        fc.oneof(
          fc.constant({ kind: 'today' as const }),
          fc.constant({ kind: 'next' as const }),
          names.filter((n) => n !== 'today' && n !== 'next').map((id) => ({ kind: 'id' as const, id })),
        ),
      ),
      date: fc.option(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      reserve: fc.constantFrom<ReserveQuery['reserve']>(false, true, 'warn', 'strict'),
      quantities: fc.uniqueArray(fc.record({ ticketType: names, count: fc.integer({ min: 1, max: 1000 }) }), {
        selector: (q) => q.ticketType,
        maxLength: 5,
      }),
      tg: fc.uniqueArray(fc.stringMatching(/^[0-9]{1,6}$/), { maxLength: 4 }),
      select: fc.option(names),
      price: fc.option(fc.integer({ min: 0, max: 100_000 }).map((c) => (c / 100).toFixed(2))),
    })
    .filter((q) => q.session === null || q.date === null)

  it('property: a serialized query parses back to itself', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const parsed = parseReserveQuery(serializeReserveQuery(query))
        expect(parsed.problems).toEqual([])
        expect(parsed.query).toEqual(query)
      }),
    )
  })
  it('property: session with date is always refused, whatever the values', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (s, d) => {
        fc.pre(s.trim() !== '' && d.trim() !== '')
        const params = new URLSearchParams({ session: s, date: d })
        const { query, problems } = parseReserveQuery(params)
        expect(problems.map((p) => p.problem)).toEqual(['session_and_date'])
        expect(query.session).toBeNull()
        expect(query.date).toBeNull()
      }),
    )
  })
  it('property: any query string parses without throwing into counts of 1 to 1000', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { query } = parseReserveQuery(search)
        for (const q of query.quantities) {
          expect(Number.isInteger(q.count) && q.count >= 1 && q.count <= 1000).toBe(true)
        }
      }),
    )
  })
})

describe('storefront §5 Reserve query resolution', () => {
  const now = Date.parse('2025-06-02T15:00:00Z') // 11:00 in New York
  const sessions = [
    session({ id: 'past', start_datetime: '2025-06-02T13:00:00Z', end_datetime: '2025-06-02T14:00:00Z' }),
    session({ id: 'running', start_datetime: '2025-06-02T14:30:00Z', end_datetime: '2025-06-02T15:30:00Z' }),
    session({ id: 'soldout', start_datetime: '2025-06-02T16:00:00Z', sold_out: true }),
    session({ id: 'later', start_datetime: '2025-06-02T17:00:00Z' }),
    session({ id: 'tomorrow', start_datetime: '2025-06-03T14:00:00Z' }),
  ]
  it('session id: found, not found, or sold out', () => {
    expect(resolveQuerySession({ kind: 'id', id: 'later' }, sessions, { now, timeZone: TZ })).toEqual({
      sessionId: 'later',
      date: '2025-06-02',
    })
    const missing = resolveQuerySession({ kind: 'id', id: 'nope' }, sessions, { now, timeZone: TZ })
    expect(missing).toEqual({ problem: { problem: 'session_not_found', messageKey: 'reserve.sessionNotFound' } })
    const soldOut = resolveQuerySession({ kind: 'id', id: 'soldout' }, sessions, { now, timeZone: TZ })
    expect(soldOut).toEqual({ problem: { problem: 'session_unavailable', messageKey: 'reserve.sessionUnavailable' } })
  })
  it("'today' is the first session of today not yet over and not sold out", () => {
    expect(resolveQuerySession({ kind: 'today' }, sessions, { now, timeZone: TZ })).toEqual({
      sessionId: 'running',
      date: '2025-06-02',
    })
  })
  it("'next' is the first session starting from now that is not sold out", () => {
    expect(resolveQuerySession({ kind: 'next' }, sessions, { now, timeZone: TZ })).toEqual({
      sessionId: 'later',
      date: '2025-06-02',
    })
    const late = Date.parse('2025-06-04T00:00:00Z')
    expect(resolveQuerySession({ kind: 'next' }, sessions, { now: late, timeZone: TZ })).toMatchObject({
      problem: { problem: 'session_unavailable' },
    })
  })
  it('a date must be an available day of the calendar', () => {
    const days: CalendarDay[] = [
      { date: '2025-06-02', enabled: true, status: 'available' },
      { date: '2025-06-03', enabled: true, status: 'sold_out' },
    ]
    expect(resolveQueryDate('2025-06-02', days)).toEqual({ date: '2025-06-02' })
    expect(resolveQueryDate('2025-06-03', days)).toEqual({
      problem: { problem: 'date_unavailable', messageKey: 'reserve.dateUnavailable' },
    })
    expect(resolveQueryDate('2025-06-09', days)).toMatchObject({ problem: { problem: 'date_unavailable' } })
  })
  it('quantity pairs match ticket types by id, then by name; unknown ones are reported', () => {
    const types: TicketType[] = [
      { id: '10', name: 'Adult', ticket_group_id: 'g' },
      { id: '11', name: 'Child', ticket_group_id: 'g' },
    ]
    const pairs = [
      { ticketType: '10', count: 2 },
      { ticketType: 'child', count: 1 },
      { ticketType: 'Senior', count: 3 },
    ]
    expect(resolveQueryQuantities(pairs, types)).toEqual({
      quantities: { '10': 2, '11': 1 },
      problem: { problem: 'ticket_types_not_found', messageKey: 'reserve.ticketTypesNotFound', values: ['Senior'] },
    })
  })
})

describe('calls §8 expected reserve codes: what the visitor must change', () => {
  it('every expected reserve code of the errors catalogue has an outcome that is not a plain retry', () => {
    for (const code of EXPECTED_RESERVE_ERRORS) {
      const context = 'context' in code ? code.context : null
      const outcome = reserveErrorOutcome({ code: code.code, context })
      expect(outcome.expected, code.code).toBe(true)
      expect(outcome.change, code.code).not.toBe('retry')
      expect(isExpectedReserveError(code.code, context)).toBe(outcome.expected)
    }
  })
  it('names the change for each code', () => {
    const change = (code: string, context: string | null = null) => reserveErrorOutcome({ code, context })
    expect(change('max_tickets_per_order_exceeded')).toMatchObject({
      change: 'reduceQuantities',
      reload: ['ticketGroups'],
      clear: [],
    })
    expect(change('member_limit_exceeded')).toMatchObject({ change: 'reduceQuantities' })
    expect(change('min_tickets_per_order_not_met')).toMatchObject({ change: 'increaseQuantities', reload: [] })
    expect(change('ticket_group_capacity_exceeded', 'reserve')).toMatchObject({ change: 'reduceQuantities' })
    expect(change('ticket_group_sold_out')).toMatchObject({ change: 'chooseOtherTickets', reload: ['ticketGroups'] })
    expect(change('session_capacity_exceeded', 'reserve')).toMatchObject({
      change: 'chooseSessionOrReduce',
      reload: ['sessions', 'ticketGroups'],
    })
    expect(change('event_session_sold_out')).toMatchObject({ change: 'chooseSession', reload: ['sessions'] })
  })
  it('the capacity codes are expected only in context reserve', () => {
    expect(reserveErrorOutcome({ code: 'session_capacity_exceeded', context: 'cart' })).toMatchObject({
      expected: false,
      change: 'retry',
    })
    expect(reserveErrorOutcome({ code: 'ticket_group_capacity_exceeded' })).toMatchObject({ expected: false })
  })
  it("calendar validation_failed in event_calendar: 'You can only select up to 10 different types of tickets.'", () => {
    const outcome = reserveErrorOutcome({ code: 'validation_failed', context: 'event_calendar' })
    expect(outcome.messageKey && t(outcome.messageKey)).toBe('You can only select up to 10 different types of tickets.')
  })
  it('rule_blocks_reserve in checkout_rules asks for a code', () => {
    const outcome = reserveErrorOutcome({ code: 'rule_blocks_reserve', context: 'checkout_rules' })
    expect(outcome.change).toBe('enterCode')
    expect(outcome.messageKey && t(outcome.messageKey)).toBe('A code is required to continue with your order.')
  })
  it('an unknown code shows the generic message and lets the visitor retry', () => {
    const outcome = reserveErrorOutcome({ code: 'kaboom' })
    expect(outcome).toMatchObject({ expected: false, change: 'retry', clear: [], reload: [] })
    expect(outcome.messageKey && t(outcome.messageKey)).toBe('Sorry! Something unexpected happened. Please try again.')
  })
})

describe('calls §8 event_session_sold_out after the sessions were refreshed', () => {
  const format = { formatTime: (iso: string) => `T(${iso.slice(11, 16)})`, formatDate: (date: string) => `D(${date})` }
  const soldOut = { sessionId: 's1', startDatetime: '2025-06-02T14:00:00Z', date: '2025-06-02' }
  it('another session has capacity: name the time and clear the session', () => {
    const outcome = sessionSoldOutOutcome(
      soldOut,
      [session({ sold_out: true }), session({ id: 's2', used_capacity: 3 })],
      format,
    )
    expect(outcome).toMatchObject({ change: 'chooseSession', clear: ['session'], reload: [] })
    expect(t(outcome.messageKey as MessageKey, outcome.params)).toBe(
      'Tickets have sold out for the session at T(14:00). Please select another session and try again.',
    )
  })
  it('no session has capacity: reload the calendar, name the date and clear date and session', () => {
    const outcome = sessionSoldOutOutcome(
      soldOut,
      [session({ sold_out: true }), session({ id: 's2', used_capacity: 10 })],
      format,
    )
    expect(outcome).toMatchObject({ change: 'chooseDate', clear: ['date', 'session'], reload: ['calendar'] })
    expect(t(outcome.messageKey as MessageKey, outcome.params)).toBe(
      'Tickets have sold out for D(2025-06-02). Please select another date and try again.',
    )
  })
})

describe('calls §8 reserve error messages', () => {
  const view = (error: { code: string; status: number | null; description: string | null; context?: string }) =>
    reserveErrorView(error, reserveErrorOutcome(error))
  it("limits and capacity errors show the server's description (it names what to change)", () => {
    const error = view({
      code: 'max_tickets_per_order_exceeded',
      status: 400,
      description: 'At most 20 tickets per order for General Admission.',
    })
    expect(error).toMatchObject({ change: 'reduceQuantities', expected: true, messageKey: null })
    expect(reserveErrorMessage(error, t)).toBe('At most 20 tickets per order for General Admission.')
  })
  it('a quoted message wins over the description, with its params', () => {
    const outcome = sessionSoldOutOutcome(
      { sessionId: 's1', startDatetime: '2025-06-02T14:00:00Z', date: '2025-06-02' },
      [session({ sold_out: true }), session({ id: 's2' })],
      { formatTime: () => '10:00 AM', formatDate: (d) => d },
    )
    const error = reserveErrorView(
      { code: 'event_session_sold_out', status: 409, description: 'Session sold out.' },
      outcome,
    )
    expect(reserveErrorMessage(error, t)).toBe(
      'Tickets have sold out for the session at 10:00 AM. Please select another session and try again.',
    )
  })
  it('calls §8 Generic: an unexpected client error shows its _description; a server or network failure the generic sentence', () => {
    expect(
      reserveErrorMessage(view({ code: 'kaboom', status: 422, description: 'Tickets must be for one event.' }), t),
    ).toBe('Tickets must be for one event.')
    expect(reserveErrorMessage(view({ code: 'bad_gateway', status: 502, description: 'Upstream down' }), t)).toBe(
      'Sorry! Something unexpected happened. Please try again.',
    )
    expect(reserveErrorMessage(view({ code: 'network_error', status: null, description: null }), t)).toBe(
      'Sorry! Something unexpected happened. Please try again.',
    )
    expect(reserveErrorMessage({ messageKey: null, params: {}, description: null, status: 400 }, t)).toBe(
      'Sorry! Something unexpected happened. Please try again.',
    )
  })
})
