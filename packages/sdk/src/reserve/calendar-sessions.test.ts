import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from '../i18n/messages.en'
import {
  CALENDAR_MAX_TICKET_TYPES,
  FEW_TICKETS_THRESHOLD,
  MAX_QUANTITY_PER_TYPE,
  UNLIMITED_CAPACITY,
  availableCapacity,
  calendarDayView,
  calendarPriceRequest,
  calendarQuery,
  centsToMoney,
  entryPadding,
  entryWindow,
  flexibleAdmission,
  FLEXIBLE_TICKET_DATE_TIME,
  isAnchorRequired,
  groupLimit,
  initialSessionTab,
  isCalendarDaySelectable,
  isFewTickets,
  moneyToCents,
  preselectedDate,
  priceDisplay,
  readCalendar,
  reserveEventSettings,
  sessionEntries,
  sessionTabLabelKey,
  sessionTabs,
  ticketTypePrice,
  venueDateTime,
  visibleSessions,
} from './rules/index.js'
import type { CalendarDay, EventSession, MessageRule, TicketGroup, TicketType } from './types'

const TZ = 'America/New_York'

function t(key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

function day(overrides: Partial<CalendarDay> = {}): CalendarDay {
  return { date: '2025-06-02', enabled: true, status: 'available', ...overrides }
}

function session(overrides: Partial<EventSession> = {}): EventSession {
  return {
    id: 's1',
    event_template_id: 'e1',
    start_datetime: '2025-06-02T14:00:00Z', // 10:00 in New York (EDT)
    sold_out: false,
    capacity: 100,
    used_capacity: 0,
    oversell_capacity: 0,
    ...overrides,
  }
}

function type(overrides: Partial<TicketType> = {}): TicketType {
  return { id: 'adult', name: 'Adult', ticket_group_id: 'g1', currency_amount: '20.00', ...overrides }
}

const viewOptions = {
  t,
  formatDate: (date: string) => `D(${date})`,
  formatMoney: (amount: string) => `$${amount}`,
}

describe('calls §9 constants', () => {
  it('calls §9 Calendar types: up to 10', () => expect(CALENDAR_MAX_TICKET_TYPES).toBe(10))
  it('calls §9 Few tickets warning: below 10', () => expect(FEW_TICKETS_THRESHOLD).toBe(10))
  it('calls §9 Max quantity per type: 1000', () => expect(MAX_QUANTITY_PER_TYPE).toBe(1000))
  it('storefront §3 Event session: capacity -1 means unlimited', () => expect(UNLIMITED_CAPACITY).toBe(-1))
})

describe('money (openapi/README.md: decimal strings with two places)', () => {
  it('reads and writes decimal strings', () => {
    expect(moneyToCents('12.50')).toBe(1250)
    expect(moneyToCents('12.5')).toBe(1250)
    expect(moneyToCents('0.005')).toBe(1)
    expect(moneyToCents('-3.20')).toBe(-320)
    expect(moneyToCents('abc')).toBeNaN()
    expect(centsToMoney(1250)).toBe('12.50')
    expect(centsToMoney(5)).toBe('0.05')
    expect(centsToMoney(-320)).toBe('-3.20')
  })
})

describe('storefront §3 Event session: available capacity', () => {
  it('is capacity + oversell_capacity - used_capacity', () => {
    expect(availableCapacity({ capacity: 100, oversell_capacity: 5, used_capacity: 98 })).toBe(7)
  })
  it('is unlimited for capacity -1', () => {
    expect(availableCapacity({ capacity: -1, used_capacity: 500 })).toBe(Number.POSITIVE_INFINITY)
  })
  it('never goes below 0 for an oversold session', () => {
    expect(availableCapacity({ capacity: 10, oversell_capacity: 0, used_capacity: 12 })).toBe(0)
  })
  it('calls §9 few tickets warning is below 10, and not for a sold-out session', () => {
    expect(isFewTickets(9)).toBe(true)
    expect(isFewTickets(1)).toBe(true)
    expect(isFewTickets(10)).toBe(false)
    expect(isFewTickets(0)).toBe(false)
    expect(isFewTickets(Number.POSITIVE_INFINITY)).toBe(false)
  })
})

describe('calls §9 Group limit: min of max_tickets_per_order and capacity plus oversell minus used', () => {
  const group = (o: Partial<TicketGroup>): TicketGroup => ({ id: 'g', name: 'G', ...o })
  it('takes the smaller of the two', () => {
    expect(groupLimit(group({ max_tickets_per_order: 6, capacity: 10, oversell_capacity: 2, used_capacity: 7 }))).toBe(
      5,
    )
    expect(groupLimit(group({ max_tickets_per_order: 4, capacity: 10, oversell_capacity: 2, used_capacity: 7 }))).toBe(
      4,
    )
  })
  it('is the per-order maximum when the capacity is unlimited', () => {
    expect(groupLimit(group({ max_tickets_per_order: 8, capacity: -1 }))).toBe(8)
  })
  it('is the capacity when there is no per-order maximum', () => {
    expect(groupLimit(group({ max_tickets_per_order: null, capacity: 30, used_capacity: 10 }))).toBe(20)
  })
})

describe('calls §7 GET events/{id}/calendar', () => {
  it('asks for the extended format with the ticket group filter', () => {
    expect(calendarQuery(['3', 4])).toEqual({ _format: 'extended', 'ticket_group_id._in': '3,4' })
    expect(calendarQuery()).toEqual({ _format: 'extended' })
  })
  it('reads calendar._data', () => {
    const rows = [day()]
    expect(readCalendar({ calendar: { _data: rows } })).toEqual(rows)
    expect(readCalendar({})).toEqual([])
  })
})

describe('calls §7 POST events/{id}/calendar and storefront §5 "at most 10 ticket types"', () => {
  const quantitiesOf = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i}`, 1]))
  it('prices a selection of 10 types with the session', () => {
    const request = calendarPriceRequest({ quantities: { ...quantitiesOf(10), zero: 0 }, sessionId: 7 })
    expect('body' in request && request.body.ticket_types).toHaveLength(10)
    expect('body' in request && request.body.event_session_id).toBe('7')
    expect('query' in request && request.query).toEqual({ _format: 'price' })
  })
  it("refuses 11 types with 'You can only select up to 10 different types of tickets.'", () => {
    const request = calendarPriceRequest({ quantities: quantitiesOf(11) })
    expect(request).toEqual({ error: 'reserve.tooManyTicketTypes' })
    expect(en['reserve.tooManyTicketTypes']).toBe('You can only select up to 10 different types of tickets.')
  })
})

describe('storefront §4 calendar day status and selection', () => {
  it('only enabled, available days are selectable', () => {
    expect(isCalendarDaySelectable(day())).toBe(true)
    expect(isCalendarDaySelectable(day({ status: 'sold_out' }))).toBe(false)
    expect(isCalendarDaySelectable(day({ status: 'other' }))).toBe(false)
    expect(isCalendarDaySelectable(day({ enabled: false }))).toBe(false)
  })
  it('preselects a single available date', () => {
    const days = [
      day({ date: '2025-06-01', status: 'sold_out' }),
      day({ date: '2025-06-02' }),
      day({ date: '2025-06-03', enabled: false }),
    ]
    expect(preselectedDate(days)).toBe('2025-06-02')
  })
  it('preselects nothing when several dates are available', () => {
    expect(preselectedDate([day({ date: '2025-06-01' }), day({ date: '2025-06-02' })])).toBeNull()
  })
  it('preselects the cart anchor date when it is available', () => {
    const days = [day({ date: '2025-06-01' }), day({ date: '2025-06-02' })]
    expect(preselectedDate(days, '2025-06-02')).toBe('2025-06-02')
  })
  it('ignores a cart anchor date that is not available', () => {
    const days = [day({ date: '2025-06-01', status: 'sold_out' }), day({ date: '2025-06-02' })]
    expect(preselectedDate(days, '2025-06-01')).toBe('2025-06-02')
  })
})

describe('storefront §3 Calendar day view', () => {
  it('shows the min price with outside fees when the event advertises prices including fees (calls §9 Fees)', () => {
    const row = day({ min_price: '10.00', min_price_fees: { outside: '1.50' } })
    const settings = { advertise_price_including_fees: true, price_display: { primary_prefix: 'From' } }
    const view = calendarDayView(row, { ...viewOptions, settings })
    expect(view.minPrice).toBe('11.50')
    expect(view.pricePrefix).toBe('From')
    expect(view.ariaLabel).toBe('D(2025-06-02), From $11.50')
    expect(view.selectable).toBe(true)
    expect(view.className).toBe('foyer-day foyer-day--available')
  })
  it('leaves the fees out when the event does not advertise them', () => {
    const row = day({ min_price: '10.00', min_price_fees: { outside: '1.50' } })
    expect(calendarDayView(row, viewOptions).minPrice).toBe('10.00')
  })
  it('shows the price of the selection without a prefix when priced', () => {
    const view = calendarDayView(day({ price: '45.00', min_price: '10.00' }), {
      ...viewOptions,
      settings: { price_display: { primary_prefix: 'From' } },
    })
    expect(view.price).toBe('45.00')
    expect(view.ariaLabel).toBe('D(2025-06-02), $45.00')
  })
  describe('one fee rule for every picker of an event (calls §9 Fees; issue 18.3)', () => {
    const fees = [
      { type: 'fee_fixed_outside', fee: '2.50' },
      { type: 'fee_percent_outside', fee: '8.00' },
    ] as TicketType['outside_fees']
    const types = [
      type({ id: 'standard', name: 'Standard', currency_amount: '40.00', outside_fees: fees }),
      type({ id: 'student', name: 'Student', currency_amount: '20.00', outside_fees: fees }),
    ]
    const settings = {
      advertise_price_including_fees: true,
      price_display: { primary_ticket_type: 'Standard', primary_prefix: 'From' },
    }
    // The sandbox's list price: the primary type's face price, the cheapest type with its fees.
    const row = day({ price: '40.00', min_price: '20.00', min_price_fees: { outside: '4.10' } })

    it("adds the primary type's fees to the day price, as the session button does", () => {
      const view = calendarDayView(row, { ...viewOptions, settings, ticketTypes: types })
      const [entry] = sessionEntries([session()], { timeZone: TZ, settings, ticketTypes: types })
      expect(view.price).toBe('45.70')
      expect(view.shownPrice).toBe(entry?.price)
      expect(view.priceLabel).toBe('$45.70')
      expect(view.ariaLabel).toBe('D(2025-06-02), $45.70')
    })
    it("adds the selection's fees to a selection's price (price and min_price are the same)", () => {
      const selected = day({ price: '80.00', min_price: '80.00', min_price_fees: { outside: '11.40' } })
      expect(calendarDayView(selected, { ...viewOptions, settings, ticketTypes: types }).price).toBe('91.40')
    })
    it('shows the minimum with its fees and prefix when the price has no known fees', () => {
      const view = calendarDayView(row, { ...viewOptions, settings })
      expect(view.price).toBeNull()
      expect(view.priceLabel).toBe('From $24.10')
    })
    it('leaves every price without fees when the event does not advertise them', () => {
      const plain = { price_display: settings.price_display }
      const view = calendarDayView(row, { ...viewOptions, settings: plain, ticketTypes: types })
      const [entry] = sessionEntries([session()], { timeZone: TZ, settings: plain, ticketTypes: types })
      expect(view.shownPrice).toBe('40.00')
      expect(entry?.price).toBe('40.00')
    })
    it('shows no price on a day that cannot be chosen', () => {
      const view = calendarDayView({ ...row, status: 'sold_out' }, { ...viewOptions, settings, ticketTypes: types })
      expect(view.shownPrice).toBeNull()
      expect(view.priceLabel).toBeNull()
    })
  })
  it("marks a sold-out day 'Sold out' and not selectable", () => {
    const view = calendarDayView(day({ status: 'sold_out', min_price: '10.00' }), viewOptions)
    expect(view.badges).toEqual(['sold_out'])
    expect(view.tooltip).toBe('Sold out')
    expect(view.ariaLabel).toBe('D(2025-06-02), Sold out')
    expect(view.className).toBe('foyer-day foyer-day--sold_out foyer-day--disabled')
  })
  it("marks a day of status other 'Not available'", () => {
    const view = calendarDayView(day({ status: 'other' }), viewOptions)
    expect(view.status).toBe('other')
    expect(view.tooltip).toBe('Not available')
    expect(view.selectable).toBe(false)
  })
  it('calls §9: a day with fewer than 10 places left gets the few-tickets badge', () => {
    const view = calendarDayView(day({ availability: { capacity: 20, used_capacity: 15 } }), viewOptions)
    expect(view.badges).toEqual(['few_tickets'])
    expect(view.availableCapacity).toBe(5)
    expect(view.tooltip).toBe('Only 5 left')
    const plenty = calendarDayView(day({ availability: { capacity: 20, used_capacity: 10 } }), viewOptions)
    expect(plenty.badges).toEqual([])
  })
  it('storefront §3 Message rule: date_annotation rules annotate matching days', () => {
    const rules: MessageRule[] = [
      {
        id: 'r1',
        trigger: { dateOrSession: { weekdays: [1] } },
        actions: [{ type: 'date_annotation', message: 'Late opening' }],
      },
    ]
    const monday = calendarDayView(day({ date: '2025-06-02' }), { ...viewOptions, rules })
    const tuesday = calendarDayView(day({ date: '2025-06-03' }), { ...viewOptions, rules })
    expect(monday.annotations).toEqual(['Late opening'])
    expect(monday.ariaLabel).toBe('D(2025-06-02), Late opening')
    expect(tuesday.annotations).toEqual([])
  })
  it("storefront §3 Calendar day badges and annotations: the server's own come first and are heard", () => {
    const rules: MessageRule[] = [
      {
        id: 'r1',
        trigger: { dateOrSession: { weekdays: [5] } },
        actions: [{ type: 'date_annotation', message: 'Busy' }],
      },
    ]
    const friday = calendarDayView(
      day({ date: '2025-06-06', badges: ['Open late'], annotations: ['Pay What You Wish from 5 pm'] }),
      {
        ...viewOptions,
        rules,
      },
    )
    expect(friday.labels).toEqual(['Open late'])
    expect(friday.annotations).toEqual(['Pay What You Wish from 5 pm', 'Busy'])
    expect(friday.tooltip).toBe('Open late. Pay What You Wish from 5 pm. Busy')
    expect(friday.ariaLabel).toBe('D(2025-06-06), Open late, Pay What You Wish from 5 pm, Busy')
    expect(calendarDayView(day(), viewOptions).labels).toEqual([])
  })
})

describe('storefront §1, §4 flexible admission (any date)', () => {
  it("an undated event (event_type other) is flexible only; a dated event offers 'any date' with meta.ticket_date_time flexible", () => {
    expect(flexibleAdmission({ event_type: 'other', meta: {} })).toBe('only')
    expect(flexibleAdmission({ event_type: 'repeating', meta: { ticket_date_time: FLEXIBLE_TICKET_DATE_TIME } })).toBe(
      'offered',
    )
    expect(FLEXIBLE_TICKET_DATE_TIME).toBe('flexible')
    expect(flexibleAdmission({ event_type: 'repeating', meta: { ticket_date_time: 'session' } })).toBe('none')
    expect(flexibleAdmission({ event_type: 'single', meta: null })).toBe('none')
  })
})

describe('storefront §3 Event template meta and config', () => {
  it('reads reserve_flow and the dotted config names', () => {
    const settings = reserveEventSettings({
      meta: { reserve_flow: 'quantity_first' },
      config: {
        hide_sold_out_sessions: 'true',
        'web.session_picker_tabs': ['1200', '1700'],
        price_display: { primary_ticket_type: 'Adult', primary_prefix: 'From' },
        'web.ecommerce.advertise_price_including_fees': true,
      },
    })
    expect(settings).toEqual({
      reserve_flow: 'quantity_first',
      hide_sold_out_sessions: true,
      session_picker_tabs: ['1200', '1700'],
      price_display: { primary_ticket_type: 'Adult', primary_prefix: 'From' },
      advertise_price_including_fees: true,
    })
  })
})

describe('prices (storefront §3 price_display; calls §9 Fees)', () => {
  const adult = type({ outside_fees: [{ type: 'fee_fixed_outside', fee: '2.00' }] })
  const child = type({
    id: 'child',
    name: 'Child',
    currency_amount: '10.00',
    outside_fees: [{ type: 'fee_percent_outside', fee: '10' }],
  })
  it('adds outside fees only when advertise_price_including_fees is set', () => {
    expect(ticketTypePrice(adult, true)).toBe('22.00')
    expect(ticketTypePrice(adult, false)).toBe('20.00')
    expect(ticketTypePrice(child, true)).toBe('11.00')
  })
  it('shows the primary and secondary ticket types with their prefixes', () => {
    const display = priceDisplay([adult, child], {
      advertise_price_including_fees: true,
      price_display: {
        primary_ticket_type: 'Adult',
        primary_prefix: 'Adults',
        secondary_ticket_type: 'child',
        secondary_prefix: 'Kids',
      },
    })
    expect(display).toEqual({
      primary: { prefix: 'Adults', amount: '22.00' },
      secondary: { prefix: 'Kids', amount: '11.00' },
    })
  })
  it('shows nothing for a type it cannot find', () => {
    expect(priceDisplay([adult], { price_display: { primary_ticket_type: 'Senior' } }).primary).toBeNull()
  })
})

describe('storefront §2 Session selection tabs (0000, first, second, 2400)', () => {
  // 10:00, 12:00 (sold out) and 13:30 in New York; nothing after 17:00
  const sessions = [
    session({ id: 'morning', start_datetime: '2025-06-02T14:00:00Z' }),
    session({ id: 'noon', start_datetime: '2025-06-02T16:00:00Z', sold_out: true }),
    session({ id: 'afternoon', start_datetime: '2025-06-02T17:30:00Z', capacity: 10, used_capacity: 10 }),
  ]
  it("splits sessions by venue start time; a tab with no sessions is 'Not available', all sold out is 'Sold out'", () => {
    const tabs = sessionTabs(sessions, { first: '1200', second: '1700' }, TZ)
    expect(tabs).toEqual([
      { start: '0000', end: '1200', first: '1000', last: '1000', sessionIds: ['morning'], disabled: null },
      {
        start: '1200',
        end: '1700',
        first: '1200',
        last: '1330',
        sessionIds: ['noon', 'afternoon'],
        disabled: 'sold_out',
      },
      { start: '1700', end: '2400', first: null, last: null, sessionIds: [], disabled: 'not_available' },
    ])
    expect(tabs.map(sessionTabLabelKey).map((k) => (k ? en[k] : null))).toEqual([null, 'Sold out', 'Not available'])
  })
  it('reads the thresholds as an array or a string, HHMM or HH:MM', () => {
    const fromArray = sessionTabs(sessions, ['12:00', '17:00'], TZ)
    const fromString = sessionTabs(sessions, '1200,1700', TZ)
    expect(fromArray.map((t) => t.sessionIds)).toEqual([['morning'], ['noon', 'afternoon'], []])
    expect(fromString).toEqual(fromArray)
  })
  it('has no tabs without both thresholds', () => {
    expect(sessionTabs(sessions, null, TZ)).toEqual([])
    expect(sessionTabs(sessions, { first: '1200' }, TZ)).toEqual([])
  })
  it('opens the tab of the chosen session, else the first enabled one', () => {
    const tabs = sessionTabs(sessions, { first: '0900', second: '1700' }, TZ)
    expect(tabs[0]?.disabled).toBe('not_available')
    expect(initialSessionTab(tabs)).toBe(1)
    expect(initialSessionTab(tabs, 'noon')).toBe(1)
    expect(initialSessionTab([], 'noon')).toBe(-1)
  })
})

describe('storefront §3 hide_sold_out_sessions and session picker entries', () => {
  it('hides sold-out sessions only when configured, in start order', () => {
    const list = [
      session({ id: 'late', start_datetime: '2025-06-02T18:00:00Z' }),
      session({ id: 'gone', start_datetime: '2025-06-02T15:00:00Z', sold_out: true }),
      session({ id: 'early', start_datetime: '2025-06-02T14:00:00Z' }),
    ]
    expect(visibleSessions(list).map((s) => s.id)).toEqual(['early', 'gone', 'late'])
    expect(visibleSessions(list, { hide_sold_out_sessions: true }).map((s) => s.id)).toEqual(['early', 'late'])
  })
  it('gives the venue start time, capacity, few-tickets warning and prices', () => {
    const types = [
      type({ outside_fees: [{ type: 'fee_fixed_outside', fee: '2.00' }] }),
      type({ id: 'child', name: 'Child', currency_amount: '12.00' }),
    ]
    const [entry] = sessionEntries([session({ capacity: 10, oversell_capacity: 1, used_capacity: 6 })], {
      timeZone: TZ,
      ticketTypes: types,
      settings: { advertise_price_including_fees: true, price_display: { primary_ticket_type: 'adult' } },
    })
    expect(entry).toMatchObject({
      id: 's1',
      startTime: '10:00',
      availableCapacity: 5,
      soldOut: false,
      fewTickets: true,
      price: '22.00',
      minPrice: '12.00',
      maxPrice: '22.00',
      priceIncrease: null,
    })
  })
  it('reports how much a session with its own minimum price costs more', () => {
    const [entry] = sessionEntries([session({ min_price: '15.00' })], {
      timeZone: TZ,
      ticketTypes: [type({ currency_amount: '12.00' })],
    })
    expect(entry?.priceIncrease).toBe('3.00')
    expect(entry?.minPrice).toBe('15.00')
  })
  it('a sold-out session has no few-tickets warning', () => {
    const [entry] = sessionEntries([session({ capacity: 5, used_capacity: 5 })], { timeZone: TZ })
    expect(entry).toMatchObject({ soldOut: true, fewTickets: false, availableCapacity: 0 })
  })
  it('storefront §3 meta pad_pre_start / pad_post_end: each entry carries the time its ticket admits', () => {
    const timed = session({ end_datetime: '2025-06-02T15:30:00Z' }) // 10:00 to 11:30 in New York
    const [padded] = sessionEntries([timed], { timeZone: TZ, meta: { pad_pre_start: '15', pad_post_end: 30 } })
    expect(padded?.entryWindow).toEqual({ from: '2025-06-02T13:45:00.000Z', to: '2025-06-02T16:00:00.000Z' })
    // Only doors early: entry runs to the end.
    expect(entryWindow(timed, { before: 30, after: 0 })).toEqual({
      from: '2025-06-02T13:30:00.000Z',
      to: '2025-06-02T15:30:00.000Z',
    })
    // A session without an end has no last entry.
    expect(entryWindow(session(), { before: 15, after: 30 })).toEqual({ from: '2025-06-02T13:45:00.000Z', to: null })
    // No padding: the session's own time says it all.
    const [plain] = sessionEntries([timed], { timeZone: TZ, meta: {} })
    expect(plain?.entryWindow).toBeNull()
    expect(sessionEntries([timed], { timeZone: TZ })[0]?.entryWindow).toBeNull()
  })
  it('storefront §3 pad values: whole minutes of zero or more, anything else 0', () => {
    expect(entryPadding({ pad_pre_start: '15', pad_post_end: 30 })).toEqual({ before: 15, after: 30 })
    expect(entryPadding({ pad_pre_start: '-5', pad_post_end: 'soon' })).toEqual({ before: 0, after: 0 })
    expect(entryPadding({ pad_pre_start: 7.5, pad_post_end: null })).toEqual({ before: 0, after: 0 })
    expect(entryPadding({})).toEqual({ before: 0, after: 0 })
  })
  it('venue time is the venue zone, not the visitor zone', () => {
    expect(venueDateTime('2025-06-02T03:30:00Z', TZ)).toEqual({ date: '2025-06-01', time: '23:30', weekday: 7 })
    expect(venueDateTime('2025-06-02T03:30:00Z', 'Europe/London')).toEqual({
      date: '2025-06-02',
      time: '04:30',
      weekday: 1,
    })
  })
})

describe('storefront §2 the prompt to add an admission event first when an anchor is required', () => {
  it('an add-on (tickets_must_match_anchor_tickets) needs an anchor item in the cart', () => {
    expect(isAnchorRequired({ tickets_must_match_anchor_tickets: true }, [])).toBe(true)
    expect(isAnchorRequired({ tickets_must_match_anchor_tickets: 'true' }, [{ isAnchor: false }])).toBe(true)
    expect(
      isAnchorRequired({ tickets_must_match_anchor_tickets: true }, [{ isAnchor: false }, { isAnchor: true }]),
    ).toBe(false)
    expect(isAnchorRequired({ tickets_must_match_anchor_tickets: false }, [])).toBe(false)
    expect(isAnchorRequired(null, [])).toBe(false)
  })
})
