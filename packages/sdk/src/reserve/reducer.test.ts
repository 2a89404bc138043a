import { describe, expect, it } from 'vitest'
import { initialReserveState, reserveFlowOf, reserveReducer } from './rules/index.js'
import type { CalendarDay, ReserveAction, ReserveState } from './types'

function run(state: ReserveState, ...actions: ReserveAction[]): ReserveState {
  return actions.reduce(reserveReducer, state)
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

const available = (date: string): CalendarDay => ({ date, enabled: true, status: 'available' })
const dateFirst = () => initialReserveState('date_first', 'e1')
const quantityFirst = () => initialReserveState('quantity_first', 'e1')

describe('storefront §2 / §4: reserve_flow decides the order', () => {
  it('quantity_first is quantity-first; anything else is date-first', () => {
    expect(reserveFlowOf('quantity_first')).toBe('quantity_first')
    expect(reserveFlowOf(null)).toBe('date_first')
    expect(reserveFlowOf('date_first')).toBe('date_first')
  })
  it('date-first starts at the date, quantity-first at the quantities', () => {
    expect(dateFirst()).toMatchObject({ status: 'selecting', step: 'date', eventId: 'e1' })
    expect(quantityFirst()).toMatchObject({ status: 'selecting', step: 'quantities' })
  })
})

describe('storefront §4 Reserve flow, date-first', () => {
  it('date, then session, then tickets', () => {
    const s = run(dateFirst(), { type: 'selectDate', date: '2025-06-02' })
    expect(s).toMatchObject({ date: '2025-06-02', step: 'session' })
    const t = run(
      s,
      { type: 'selectSession', sessionId: 9 },
      { type: 'setQuantity', ticketTypeId: 'adult', quantity: 2 },
    )
    expect(t).toMatchObject({ sessionId: '9', step: 'tickets', quantities: { adult: 2 } })
  })
  it('changing the date clears the session', () => {
    const s = run(
      dateFirst(),
      { type: 'selectDate', date: '2025-06-02' },
      { type: 'selectSession', sessionId: 's1' },
      { type: 'selectDate', date: '2025-06-03' },
    )
    expect(s).toMatchObject({ date: '2025-06-03', sessionId: null, step: 'session' })
  })
  it('choosing the same date again changes nothing', () => {
    const s = run(dateFirst(), { type: 'selectDate', date: '2025-06-02' }, { type: 'selectSession', sessionId: 's1' })
    expect(reserveReducer(s, { type: 'selectDate', date: '2025-06-02' })).toBe(s)
  })
  it('choosing flexible resets quantities and clears the date; choosing a date turns flexible off', () => {
    const chosen = run(
      dateFirst(),
      { type: 'selectDate', date: '2025-06-02' },
      { type: 'selectSession', sessionId: 's1' },
      { type: 'setQuantity', ticketTypeId: 'adult', quantity: 2 },
      { type: 'setPrice', ticketTypeId: 'pwyw', price: '5' },
      { type: 'selectFlexible' },
    )
    expect(chosen).toMatchObject({
      flexible: true,
      date: null,
      sessionId: null,
      quantities: {},
      prices: {},
      step: 'tickets',
    })
    const dated = reserveReducer(chosen, { type: 'selectDate', date: '2025-06-04' })
    expect(dated).toMatchObject({ flexible: false, date: '2025-06-04', step: 'session' })
  })
  it('a session cannot be chosen without a date, nor with flexible', () => {
    const s = dateFirst()
    expect(reserveReducer(s, { type: 'selectSession', sessionId: 's1' })).toBe(s)
    const flexible = reserveReducer(s, { type: 'selectFlexible' })
    expect(reserveReducer(flexible, { type: 'selectSession', sessionId: 's1' })).toBe(flexible)
  })
  it('clearing the date or the session goes back to that step', () => {
    const s = run(dateFirst(), { type: 'selectDate', date: '2025-06-02' }, { type: 'selectSession', sessionId: 's1' })
    expect(reserveReducer(s, { type: 'clearSession' })).toMatchObject({
      sessionId: null,
      date: '2025-06-02',
      step: 'session',
    })
    expect(reserveReducer(s, { type: 'clearDate' })).toMatchObject({ sessionId: null, date: null, step: 'date' })
  })
  it('quantities are whole numbers from 1 to 1000; 0 removes the type (calls §9)', () => {
    const s = run(
      dateFirst(),
      { type: 'setQuantity', ticketTypeId: 'a', quantity: 2.7 },
      { type: 'setQuantity', ticketTypeId: 'b', quantity: 5000 },
      { type: 'setQuantity', ticketTypeId: 'c', quantity: 3 },
      { type: 'setQuantity', ticketTypeId: 'c', quantity: 0 },
    )
    expect(s.quantities).toEqual({ a: 2, b: 1000 })
    expect(reserveReducer(s, { type: 'setQuantities', quantities: { x: 1, y: -2 } }).quantities).toEqual({ x: 1 })
  })
})

describe('storefront §4: preselected dates when the calendar loads', () => {
  it('a single available date is preselected', () => {
    const s = reserveReducer(dateFirst(), {
      type: 'calendarLoaded',
      days: [available('2025-06-02'), { date: '2025-06-03', enabled: true, status: 'sold_out' }],
    })
    expect(s).toMatchObject({ date: '2025-06-02', step: 'session' })
  })
  it('a cart anchor date that is available is preselected', () => {
    const s = reserveReducer(dateFirst(), {
      type: 'calendarLoaded',
      days: [available('2025-06-02'), available('2025-06-03')],
      cartAnchorDate: '2025-06-03',
    })
    expect(s.date).toBe('2025-06-03')
  })
  it('nothing is preselected among several dates, or over a choice already made', () => {
    const days = [available('2025-06-02'), available('2025-06-03')]
    const s = dateFirst()
    expect(reserveReducer(s, { type: 'calendarLoaded', days })).toBe(s)
    const chosen = reserveReducer(s, { type: 'selectDate', date: '2025-06-03' })
    expect(reserveReducer(chosen, { type: 'calendarLoaded', days: [available('2025-06-02')] })).toBe(chosen)
    const flexible = reserveReducer(s, { type: 'selectFlexible' })
    expect(reserveReducer(flexible, { type: 'calendarLoaded', days: [available('2025-06-02')] })).toBe(flexible)
  })
})

describe("storefront §4 Quantity-first: 'Find available tickets' and its resets", () => {
  const found = () =>
    run(quantityFirst(), { type: 'setQuantity', ticketTypeId: 'adult', quantity: 2 }, { type: 'findAvailableTickets' })

  it('select quantities, find available tickets (closes quantities), date, session, details', () => {
    expect(found()).toMatchObject({ step: 'date', quantities: { adult: 2 } })
    const s = run(found(), { type: 'selectDate', date: '2025-06-02' }, { type: 'selectSession', sessionId: 's1' })
    expect(s).toMatchObject({ step: 'details', sessionId: 's1' })
  })
  it('finding needs at least one ticket', () => {
    const s = quantityFirst()
    expect(reserveReducer(s, { type: 'findAvailableTickets' })).toBe(s)
  })
  it('no date can be chosen before finding', () => {
    const s = quantityFirst()
    expect(reserveReducer(s, { type: 'selectDate', date: '2025-06-02' })).toBe(s)
  })
  it('quantities are closed after finding, until reopened', () => {
    const s = found()
    expect(reserveReducer(s, { type: 'setQuantity', ticketTypeId: 'adult', quantity: 5 })).toBe(s)
    const reopened = run(s, { type: 'selectDate', date: '2025-06-02' }, { type: 'editQuantities' })
    expect(reopened).toMatchObject({ step: 'quantities', date: null, sessionId: null, quantities: { adult: 2 } })
    expect(reserveReducer(reopened, { type: 'setQuantity', ticketTypeId: 'adult', quantity: 5 }).quantities).toEqual({
      adult: 5,
    })
  })
  it('clearing the date or session resets later steps (survey and admit details)', () => {
    const detailed = run(
      found(),
      { type: 'selectDate', date: '2025-06-02' },
      { type: 'selectSession', sessionId: 's1' },
      { type: 'setSurveyAnswer', ticketGroupId: 'g1', name: 'zip', value: '10001' },
      { type: 'setAdmitDetails', ticketTypeId: 'adult', index: 1, details: { first: 'Ada' } },
    )
    expect(detailed.survey).toEqual({ g1: { zip: '10001' } })
    expect(detailed.admits).toEqual({
      adult: [
        { first: '', last: '', email: '' },
        { first: 'Ada', last: '', email: '' },
      ],
    })
    const noSession = reserveReducer(detailed, { type: 'clearSession' })
    expect(noSession).toMatchObject({
      step: 'session',
      sessionId: null,
      survey: {},
      admits: {},
      quantities: { adult: 2 },
    })
    const noDate = reserveReducer(detailed, { type: 'clearDate' })
    expect(noDate).toMatchObject({ step: 'date', date: null, sessionId: null, survey: {}, admits: {} })
  })
  it('changing the event reopens quantities', () => {
    const s = run(found(), { type: 'changeEvent', eventId: 'e2', flow: 'quantity_first' })
    expect(s).toEqual(initialReserveState('quantity_first', 'e2'))
  })
  it('flexible in quantity-first resets quantities and reopens them; finding then goes to the details', () => {
    const flexible = reserveReducer(found(), { type: 'selectFlexible' })
    expect(flexible).toMatchObject({ flexible: true, quantities: {}, step: 'quantities' })
    const s = run(
      flexible,
      { type: 'setQuantity', ticketTypeId: 'adult', quantity: 1 },
      { type: 'findAvailableTickets' },
    )
    expect(s).toMatchObject({ step: 'details', flexible: true })
  })
})

describe('storefront §4: submit adds to the cart, then the flow ends', () => {
  const ready = () =>
    run(
      dateFirst(),
      { type: 'selectDate', date: '2025-06-02' },
      { type: 'selectSession', sessionId: 's1' },
      { type: 'setQuantity', ticketTypeId: 'adult', quantity: 2 },
    )

  it('submitting, then done; nothing changes while submitting or after', () => {
    const submitting = reserveReducer(ready(), { type: 'submit' })
    expect(submitting.status).toBe('submitting')
    expect(reserveReducer(submitting, { type: 'setQuantity', ticketTypeId: 'adult', quantity: 5 })).toBe(submitting)
    const done = reserveReducer(submitting, { type: 'submitSucceeded' })
    expect(done.status).toBe('done')
    expect(reserveReducer(done, { type: 'selectDate', date: '2025-06-05' })).toBe(done)
    expect(reserveReducer(done, { type: 'changeEvent', eventId: 'e3', flow: 'date_first' })).toEqual(
      initialReserveState('date_first', 'e3'),
    )
  })
  it('a failure goes back to selecting and clears what the reserve error says (calls §8 sold-out session)', () => {
    const failed = run(ready(), { type: 'submit' }, { type: 'submitFailed', clear: ['session'] })
    expect(failed).toMatchObject({
      status: 'selecting',
      date: '2025-06-02',
      sessionId: null,
      step: 'session',
      quantities: { adult: 2 },
    })
    const soldOutDate = run(ready(), { type: 'submit' }, { type: 'submitFailed', clear: ['date', 'session'] })
    expect(soldOutDate).toMatchObject({ status: 'selecting', date: null, sessionId: null, step: 'date' })
    const plain = run(ready(), { type: 'submit' }, { type: 'submitFailed' })
    expect(plain).toMatchObject({ status: 'selecting', sessionId: 's1', step: 'tickets' })
  })
  it('in quantity-first, clearing the quantities goes back to the first step', () => {
    const s = run(
      quantityFirst(),
      { type: 'setQuantity', ticketTypeId: 'adult', quantity: 2 },
      { type: 'findAvailableTickets' },
      { type: 'selectDate', date: '2025-06-02' },
      { type: 'selectSession', sessionId: 's1' },
      { type: 'submit' },
      { type: 'submitFailed', clear: ['quantities'] },
    )
    expect(s).toMatchObject({ status: 'selecting', step: 'quantities', quantities: {}, date: null, sessionId: null })
  })
})

describe('the reducer is pure', () => {
  it('never mutates the state it is given', () => {
    const s = deepFreeze(
      run(
        dateFirst(),
        { type: 'selectDate', date: '2025-06-02' },
        { type: 'setAdmitDetails', ticketTypeId: 'a', index: 0, details: { first: 'A' } },
      ),
    )
    const actions: ReserveAction[] = [
      { type: 'selectSession', sessionId: 's1' },
      { type: 'setQuantity', ticketTypeId: 'a', quantity: 3 },
      { type: 'setAdmitDetails', ticketTypeId: 'a', index: 0, details: { last: 'B' } },
      { type: 'setSurveyAnswer', ticketGroupId: 'g', name: 'q', value: 'x' },
      { type: 'selectFlexible' },
      { type: 'clearDate' },
      { type: 'submit' },
    ]
    for (const action of actions) expect(() => reserveReducer(s, action)).not.toThrow()
    expect(s.admits).toEqual({ a: [{ first: 'A', last: '', email: '' }] })
  })
})
