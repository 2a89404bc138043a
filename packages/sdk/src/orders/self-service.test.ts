/**
 * Order self-service rules (storefront §4 Orders; §5 "Cancel selected tickets needs at least one
 * selected", the self-edit horizon; §6 Self-service orders).
 */
import { describe, expect, it } from 'vitest'
import {
  canCancelOrder,
  cancellableTickets,
  changeMessage,
  confirmStep,
  editChanges,
  insideHorizon,
  isEditableTicket,
  orderActions,
  removalProblem,
  selectionProblem,
  type SelfEditRules,
} from './self-service.js'
import type { Order, OrderTicket } from './types.js'
import { rescheduleChoices } from './reschedule.js'
import { en, type MessageKey } from '../i18n/messages.en.js'
import { calendarDayView } from '../reserve/rules/calendar.js'
import { sessionEntries, sessionTabs } from '../reserve/rules/sessions.js'
import type { EventSession } from '../reserve/types.js'

const NY = 'America/New_York'
// 2026-06-10 12:00 in New York.
const now = Date.parse('2026-06-10T16:00:00Z')
const rules: SelfEditRules = { categories: ['Admission'], handler: 'tickets', horizonDays: 2, horizonHours: 0 }

const ticket = (patch: Partial<OrderTicket> = {}): OrderTicket => ({
  id: 't1',
  orderId: 'o1',
  ticketTypeId: 'adult',
  ticketGroupId: 'ga',
  handler: 'tickets',
  eventType: 'repeating',
  category: 'Admission',
  anchored: false,
  sessionId: 's1',
  eventId: 'ga-event',
  typeName: 'Adult',
  groupName: 'General Admission',
  admitName: null,
  scanCode: null,
  state: 'booked',
  startDatetime: '2026-06-20T14:00:00Z',
  validFrom: null,
  validTo: null,
  price: '25.00',
  ...patch,
})
const order = (tickets: OrderTicket[]): Order => ({
  id: 'o1',
  number: 'FO1',
  cartId: 'c1',
  timeZone: NY,
  purchasedOn: null,
  total: null,
  currency: 'USD',
  tickets,
  eventNames: [],
  payments: [],
  visits: [],
})

describe('storefront §5 self-edit horizon', () => {
  it('dates before the start of today + horizon_days are inside (venue days)', () => {
    // Today is June 10 in New York: June 11 is inside a 2-day horizon, June 12 is not.
    expect(insideHorizon('2026-06-11T23:00:00-04:00', now, { horizonDays: 2, horizonHours: 0 }, NY)).toBe(true)
    expect(insideHorizon('2026-06-12T09:00:00-04:00', now, { horizonDays: 2, horizonHours: 0 }, NY)).toBe(false)
  })
  it('dates before now + horizon_hours are inside', () => {
    expect(insideHorizon('2026-06-11T09:00:00-04:00', now, { horizonDays: 0, horizonHours: 24 }, NY)).toBe(true)
    expect(insideHorizon('2026-06-11T13:00:00-04:00', now, { horizonDays: 0, horizonHours: 24 }, NY)).toBe(false)
  })
})

describe('storefront §6 Self-service orders: which tickets can be edited', () => {
  it('booked tickets of a listed category with the tickets handler, ahead and outside the horizon', () => {
    expect(isEditableTicket(ticket(), rules, now, NY)).toBe(true)
    expect(isEditableTicket(ticket({ category: 'Tours' }), rules, now, NY)).toBe(false)
    expect(isEditableTicket(ticket({ handler: 'donation' }), rules, now, NY)).toBe(false)
    expect(isEditableTicket(ticket({ state: 'redeemed' }), rules, now, NY)).toBe(false)
    expect(isEditableTicket(ticket({ startDatetime: '2026-06-11T14:00:00Z' }), rules, now, NY)).toBe(false)
    expect(isEditableTicket(ticket({ startDatetime: '2026-06-01T14:00:00Z' }), rules, now, NY)).toBe(false)
  })
})

describe('storefront §4 Orders: what an order offers', () => {
  it('a paid repeating order: edit and reschedule, no cancel', () => {
    expect(orderActions(order([ticket()]), rules, now)).toEqual({ edit: true, cancel: false, reschedule: true })
  })
  it('"Cancel is offered only if all tickets cost 0"', () => {
    expect(orderActions(order([ticket({ price: '0.00' })]), rules, now)).toMatchObject({ cancel: true })
    expect(orderActions(order([ticket({ price: '0.00' }), ticket({ id: 't2' })]), rules, now).cancel).toBe(false)
  })
  it('"Reschedule only if the event type is not single"', () => {
    expect(orderActions(order([ticket({ eventType: 'single' })]), rules, now)).toEqual({
      edit: true,
      cancel: false,
      reschedule: false,
    })
  })
  it('"Neither is offered if the event has anchored upsells"', () => {
    const actions = orderActions(
      order([ticket({ price: '0.00' }), ticket({ id: 't2', anchored: true, price: '0.00' })]),
      rules,
      now,
    )
    expect(actions.cancel).toBe(false)
    expect(actions.reschedule).toBe(false)
  })
  it('"Edit and cancel are offered only if not cancelled, not past and not redeemed"', () => {
    expect(orderActions(order([ticket({ state: 'cancelled' })]), rules, now)).toEqual({
      edit: false,
      cancel: false,
      reschedule: false,
    })
    expect(orderActions(order([ticket({ state: 'redeemed', price: '0.00' })]), rules, now).cancel).toBe(false)
    const past = ticket({ startDatetime: '2026-06-01T14:00:00Z', price: '0.00' })
    expect(orderActions(order([past]), rules, now)).toEqual({ edit: false, cancel: false, reschedule: false })
  })
})

describe('storefront §6 cancel a free order', () => {
  it('covers only tickets valued 0 whose session starts in the future', () => {
    const free = ticket({ id: 'free', price: '0.00' })
    const past = ticket({ id: 'past', price: '0.00', startDatetime: '2026-06-01T14:00:00Z' })
    expect(cancellableTickets(order([free, past]), now).map((t) => t.id)).toEqual(['free'])
  })
  it('only when all tickets are free and not all are cancelled or past', () => {
    expect(canCancelOrder(order([ticket({ price: '0.00' })]), now)).toBe(true)
    expect(canCancelOrder(order([ticket({ price: '0.00', state: 'cancelled' })]), now)).toBe(false)
    expect(canCancelOrder(order([ticket({ price: '0.00' }), ticket({ id: 't2' })]), now)).toBe(false)
  })
  it('storefront §5: "Cancel selected tickets needs at least one selected"', () => {
    expect(selectionProblem([])).toBe('orders.selectTickets')
    expect(selectionProblem(['t1'])).toBeNull()
  })
  it('removing every ticket a paid order holds would cancel it: only free orders may be cancelled (§4, §6)', () => {
    const paid = order([ticket(), ticket({ id: 't2' }), ticket({ id: 't3', state: 'cancelled' })])
    expect(removalProblem(paid, [])).toBe('orders.selectTickets')
    expect(removalProblem(paid, ['t1'])).toBeNull()
    expect(removalProblem(paid, ['t1', 't2'])).toBe('orders.contactUsToCancel')
    const free = order([ticket({ price: '0.00' }), ticket({ id: 't2', price: '0.00' })])
    expect(removalProblem(free, ['t1', 't2'])).toBeNull()
  })
})

describe('storefront §4 Edit order: confirming', () => {
  it('nothing outstanding checks out free; something to pay goes to confirm, unless the amount is not supported', () => {
    expect(confirmStep('0.00', 'USD')).toBe('free')
    expect(confirmStep('-25.00', 'USD')).toBe('free')
    expect(confirmStep('25.00', 'USD')).toBe('pay')
    expect(confirmStep('0.20', 'USD')).toBe('payment_not_supported')
  })
  it('the message: rescheduled if any ticket is in_cart, else tickets cancelled', () => {
    expect(changeMessage([{ state: 'booked' }, { state: 'in_cart' }])).toBe('orders.rescheduled')
    expect(changeMessage([{ state: 'booked' }])).toBe('orders.ticketsCancelled')
  })
})

describe('storefront §5 Self-edit horizon on the reschedule pickers: what is inside is not offered', () => {
  const t = (key: MessageKey) => en[key]
  const formatDate = (date: string) => `D(${date})`
  const days = ['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'].map((date) =>
    calendarDayView(
      { date, enabled: true, status: 'available', min_price: '25.00' },
      { t, formatDate, formatMoney: (amount) => `$${amount}` },
    ),
  )
  // June 12 at 09:00 and 15:00 New York time; tabs split at noon and 17:00.
  const rows: EventSession[] = ['2026-06-12T13:00:00Z', '2026-06-12T19:00:00Z'].map((start, i) => ({
    id: `s${i}`,
    event_template_id: 'ga-event',
    start_datetime: start,
    sold_out: false,
    capacity: 100,
    used_capacity: 0,
    oversell_capacity: 0,
  }))
  const choices = {
    calendar: days,
    sessions: sessionEntries(rows, { timeZone: NY }),
    tabs: sessionTabs(rows, '1200,1700', NY),
  }

  it('a day before today + horizon_days cannot be chosen and reads Not available, like any closed day', () => {
    const shown = rescheduleChoices(choices, { rules, now, timeZone: NY, t, formatDate })
    expect(shown.calendar.map((day) => day.selectable)).toEqual([false, false, true, true])
    const june11 = shown.calendar[1]!
    expect(june11).toMatchObject({ status: 'other', shownPrice: null, priceLabel: null })
    expect(june11.ariaLabel).toBe('D(2026-06-11), Not available')
    expect(june11.className).toContain('foyer-day--disabled')
    // Days outside the horizon are the reserve page's own.
    expect(shown.calendar[2]).toBe(days[2])
    expect(shown.sessions.map((s) => s.id)).toEqual(['s0', 's1'])
    expect(shown.tabs).toEqual(choices.tabs)
  })

  it('a session before now + horizon_hours is not listed; its tab left empty is Not available', () => {
    // 47 hours from June 10 12:00 is June 12 11:00: the 09:00 session is inside, the 15:00 one is not.
    const shown = rescheduleChoices(choices, {
      rules: { horizonDays: 0, horizonHours: 47 },
      now,
      timeZone: NY,
      t,
      formatDate,
    })
    expect(shown.calendar.map((day) => day.selectable)).toEqual([false, false, true, true])
    expect(shown.sessions.map((s) => s.id)).toEqual(['s1'])
    expect(shown.tabs.map((tab) => [tab.first, tab.disabled])).toEqual([
      [null, 'not_available'],
      ['1500', null],
      [null, 'not_available'],
    ])
  })

  it('with no horizon everything ahead stays offered', () => {
    const shown = rescheduleChoices(choices, {
      rules: { horizonDays: 0, horizonHours: 0 },
      now,
      timeZone: NY,
      t,
      formatDate,
    })
    expect(shown.calendar).toEqual(days)
    expect(shown.sessions).toEqual(choices.sessions)
    expect(shown.tabs).toEqual(choices.tabs)
  })
})

describe('storefront §4 Edit order: an unsaved change says what it does before it is confirmed', () => {
  const kept = ticket({ id: 't1' })
  const taken = ticket({ id: 't2', typeName: 'Child' })
  const gone = ticket({ id: 't3', state: 'cancelled' })
  const withVisit = (tickets: OrderTicket[]): Order => ({
    ...order(tickets),
    visits: [
      {
        id: 'v1',
        orderId: 'o1',
        sessionId: 's1',
        eventId: 'ga-event',
        eventName: 'General Admission',
        startDatetime: '2026-06-20T14:00:00Z',
        tickets,
        badges: [],
      },
    ],
  })
  const cart = (tickets: { id: string; state: string; session?: string }[]) => ({
    tickets: tickets.map((t) => ({
      id: t.id,
      state: t.state,
      ticket_type_id: 'adult',
      event_template_id: 'ga-event',
      event_session_id: t.session ?? 's1',
    })),
    ticketTypes: [{ id: 'adult', name: 'Adult' }],
    ticketGroups: [],
    sessions: [{ id: 's2', start_datetime: '2026-06-21T14:00:00Z' }],
    eventTemplates: [{ id: 'ga-event', name: 'General Admission' }],
  })

  it("removing: the order's live tickets the change's cart no longer holds are to be cancelled, named as the order names them", () => {
    const changes = editChanges(withVisit([kept, taken, gone]), cart([{ id: 't1', state: 'booked' }]) as never)
    expect(changes.removed).toEqual([
      { id: 't2', typeName: 'Child', eventName: 'General Admission', startDatetime: '2026-06-20T14:00:00Z' },
    ])
    expect(changes.added).toEqual([])
  })

  it("adding or rescheduling: the cart's held tickets are to be added, with their session's start", () => {
    const changes = editChanges(
      withVisit([kept, taken]),
      cart([
        { id: 'n1', state: 'in_cart', session: 's2' },
        { id: 'n2', state: 'in_cart', session: 's2' },
      ]) as never,
    )
    expect(changes.removed.map((t) => t.id)).toEqual(['t1', 't2'])
    expect(changes.added).toEqual([
      { id: 'n1', typeName: 'Adult', eventName: 'General Admission', startDatetime: '2026-06-21T14:00:00Z' },
      { id: 'n2', typeName: 'Adult', eventName: 'General Admission', startDatetime: '2026-06-21T14:00:00Z' },
    ])
  })
})
