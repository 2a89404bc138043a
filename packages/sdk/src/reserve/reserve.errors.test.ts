/**
 * The reserve store's answers to the server's refusals (calls §8 Reserve and promo) and the reserve
 * page's query parameters (storefront §2), over a fake API.
 */
import { describe, expect, it } from 'vitest'
import { errorBody, json, type SeenRequest } from '../testing/fake-api.js'
import { cartStorageKey } from '../cart/rules/index.js'
import { createMemoryStorage } from '../store/storage.js'
import { reserveErrorMessage } from './rules/index.js'

// Tuesday 10 March 2026, 10:00 in New York (the venue's zone).
import {
  eventAnswer,
  day,
  calendarAnswer,
  session,
  s1000,
  s1030,
  sessionsAnswer,
  groupsAnswer,
  cartAnswer,
  threeTickets,
  setup,
  museum,
  chooseTwoAdultsAndAChild,
  t,
} from '../../test/reserve-store.js'
import { getReserve } from './index.js'

describe('calls §8 Reserve and promo: expected reserve errors', () => {
  it('event_session_sold_out with another session left: sessions refreshed, the time named, the session cleared', async () => {
    const { api, reserve, storefront } = museum()
    api.on('POST my/cart/modify', errorBody(409, 'event_session_sold_out', 'Session sold out.'))
    await chooseTwoAdultsAndAChild(reserve)
    api.on(
      'GET events/museum/sessions',
      sessionsAnswer(session('s-1000', '2026-03-11T14:00:00Z', { sold_out: true, used_capacity: 60 }), s1030),
    )
    const result = await reserve.submit()
    expect(result.error?.code).toBe('event_session_sold_out')
    const snapshot = reserve.getSnapshot()
    expect(api.sent('GET events/museum/sessions')).toHaveLength(2)
    expect(snapshot).toMatchObject({ status: 'ready', date: '2026-03-11', sessionId: null, step: 'session' })
    expect(snapshot.sessions[0]?.soldOut).toBe(true)
    expect(reserveErrorMessage(snapshot.error!, storefront.i18n.t)).toBe(
      'Tickets have sold out for the session at 10:00 AM. Please select another session and try again.',
    )
  })

  it('event_session_sold_out with none left: the calendar reloads, the date named, date and session cleared', async () => {
    const { api, reserve, storefront } = museum()
    api.on('POST my/cart/modify', errorBody(409, 'event_session_sold_out', 'Session sold out.'))
    await chooseTwoAdultsAndAChild(reserve)
    api.on(
      'GET events/museum/sessions',
      sessionsAnswer(
        session('s-1000', '2026-03-11T14:00:00Z', { sold_out: true, used_capacity: 60 }),
        session('s-1030', '2026-03-11T14:30:00Z', { used_capacity: 60 }),
      ),
    )
    await reserve.submit()
    const snapshot = reserve.getSnapshot()
    expect(api.sent('GET events/museum/calendar')).toHaveLength(2)
    expect(snapshot).toMatchObject({ status: 'ready', date: null, sessionId: null, step: 'date' })
    expect(reserveErrorMessage(snapshot.error!, storefront.i18n.t)).toBe(
      t('reserve.soldOutDate', { date: 'March 11, 2026' }),
    )
  })

  it("limits and capacity errors name what to change, show the server's description and reload the groups", async () => {
    const { api, reserve, storefront } = museum()
    api.on(
      'POST my/cart/modify',
      errorBody(409, 'max_tickets_per_order_exceeded', 'At most 20 tickets per order for General Admission.'),
    )
    await chooseTwoAdultsAndAChild(reserve)
    await reserve.submit()
    const snapshot = reserve.getSnapshot()
    expect(snapshot.error).toMatchObject({
      code: 'max_tickets_per_order_exceeded',
      change: 'reduceQuantities',
      expected: true,
    })
    expect(reserveErrorMessage(snapshot.error!, storefront.i18n.t)).toBe(
      'At most 20 tickets per order for General Admission.',
    )
    expect(api.sent('GET events/museum/sessions/s-1000/ticket_groups')).toHaveLength(2)
    expect(snapshot).toMatchObject({ status: 'ready', quantities: { adult: 2, child: 1 }, sessionId: 's-1000' })

    api.on(
      'POST my/cart/modify',
      json(
        {
          _data: [
            { _code: 'session_capacity_exceeded', _context: 'reserve', _description: 'Only 2 places left at 10:00.' },
          ],
        },
        409,
      ),
    )
    await reserve.submit()
    expect(reserve.getSnapshot().error).toMatchObject({
      change: 'chooseSessionOrReduce',
      description: 'Only 2 places left at 10:00.',
    })
    expect(api.sent('GET events/museum/sessions')).toHaveLength(2)

    api.on('POST my/cart/modify', errorBody(409, 'min_tickets_per_order_not_met', 'At least 4 tickets.'))
    await reserve.submit()
    expect(reserve.getSnapshot().error).toMatchObject({ change: 'increaseQuantities' })
  })

  it('rule_blocks_reserve code_required opens the code dialog with the description; applyCode retries the reserve with the code before it', async () => {
    const { api, reserve } = museum()
    const block = json(
      {
        _data: [
          {
            _code: 'rule_blocks_reserve',
            _context: 'checkout_rules',
            _description: "Curator's Preview needs its invitation code.",
            _extra: { block_reason: 'code_required' },
          },
        ],
      },
      409,
    )
    const refused = errorBody(404, 'code_not_found', 'That code does not exist.')
    api.on('POST my/cart/modify', block, refused, threeTickets)
    await chooseTwoAdultsAndAChild(reserve)
    const blocked = await reserve.submit()
    expect(blocked.error?.code).toBe('rule_blocks_reserve')
    expect(reserve.getSnapshot()).toMatchObject({
      status: 'code_required',
      codeRequired: { description: "Curator's Preview needs its invitation code.", status: 'idle', error: null },
    })
    expect(reserve.getSnapshot().canSubmit).toBe(false)

    const short = await reserve.applyCode(' x ')
    expect(short.error?.code).toBe('validation_failed')
    const wrong = await reserve.applyCode('NOPE')
    expect(wrong.error?.messageKey).toBe('promo.invalidCode')
    expect(reserve.getSnapshot()).toMatchObject({
      status: 'code_required',
      codeRequired: { error: { code: 'code_not_found' } },
    })

    const done = await reserve.applyCode(' PREVIEW ')
    expect(done.data?.tickets).toHaveLength(3)
    expect(reserve.getSnapshot().status).toBe('done')
    const bodies = api
      .sent('POST my/cart/modify')
      .map((r: SeenRequest) => (r.body as { apply_code_before?: string[] }).apply_code_before)
    expect(bodies).toEqual([undefined, ['NOPE'], ['PREVIEW']])
  })

  it('with a cart, the code is applied to it (my/cart/{id}/apply_code) and the reserve retried; cancelCode closes the dialog', async () => {
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('demo-museum'), 'c1')
    const { api, storefront } = setup(storage)
    const block = json(
      {
        _data: [
          {
            _code: 'rule_blocks_reserve',
            _context: 'checkout_rules',
            _description: 'Code needed.',
            _extra: { block_reason: 'code_required' },
          },
        ],
      },
      409,
    )
    api
      .on('GET my/cart/c1', cartAnswer([{ id: 't1', type: 'adult', session: 's-1000', value: '25.00' }]))
      .on('GET events/museum', eventAnswer('museum'))
      .on('GET events/museum/calendar', calendarAnswer(day('2026-03-11')))
      .on('GET events/museum/sessions', sessionsAnswer(s1000))
      .on('GET events/museum/sessions/*/ticket_groups', groupsAnswer())
      .on(
        'POST my/cart/c1/modify',
        block,
        block,
        cartAnswer([
          { id: 't1', type: 'adult', session: 's-1000', value: '25.00' },
          { id: 't2', type: 'adult', session: 's-1000', value: '25.00' },
        ]),
      )
      .on('POST my/cart/c1/apply_code', cartAnswer([{ id: 't1', type: 'adult', session: 's-1000', value: '25.00' }]))
    await storefront.cart.load()
    const reserve = getReserve(storefront, 'museum')
    await reserve.load()
    await reserve.selectSession('s-1000')
    reserve.setQuantity('adult', 1)
    await reserve.submit()
    reserve.cancelCode()
    expect(reserve.getSnapshot()).toMatchObject({ status: 'ready', codeRequired: null, quantities: { adult: 1 } })
    await reserve.submit()
    const result = await reserve.applyCode('PREVIEW')
    expect(api.sent('POST my/cart/c1/apply_code')[0]?.body).toEqual({ code: 'PREVIEW' })
    expect(result.data?.tickets.map((ticket) => ticket.id)).toEqual(['t2'])
    expect(reserve.getSnapshot().status).toBe('done')
  })
})

describe('storefront §2 Reserve page query parameters', () => {
  it('date and quantity pairs choose the day and the tickets', async () => {
    const { reserve } = museum()
    await reserve.load({ query: '?date=2026-03-11&quantity=Adult:2,child:1' })
    expect(reserve.getSnapshot()).toMatchObject({
      date: '2026-03-11',
      quantities: { adult: 2, child: 1 },
      queryProblems: [],
      query: 'date=2026-03-11&quantity=Adult:2,child:1',
    })
  })

  it("'The session and date query parameters can not be used together.'; unknown types are named", async () => {
    const { reserve } = museum()
    await reserve.load({ query: 'session=s-1000&date=2026-03-11&quantity=Dragon:2' })
    const problems = reserve.getSnapshot().queryProblems
    expect(problems.map((p) => p.messageKey)).toEqual(['reserve.sessionAndDateQuery', 'reserve.ticketTypesNotFound'])
    expect(problems[1]?.values).toEqual(['Dragon'])
    expect(reserve.getSnapshot().date).toBeNull()
  })

  it('a session id chooses its date and the session; reserve=true submits a complete selection', async () => {
    const { api, reserve } = museum()
    api.on('POST my/cart/modify', threeTickets)
    await reserve.load({ query: new URLSearchParams('session=s-1000&quantity=adult:2,child:1&reserve=true') })
    const [lookup] = api.sent('GET events/museum/sessions')
    expect(lookup?.query['start_datetime._gte']).toBe('2026-03-10T14:00:00.000Z')
    expect(reserve.getSnapshot()).toMatchObject({ status: 'done', date: '2026-03-11', sessionId: 's-1000' })
    expect(api.sent('POST my/cart/modify')).toHaveLength(1)
  })

  it('a quantity pair that cannot be read is named with the unknown types, and reserve=true books nothing', async () => {
    const { api, reserve } = museum()
    await reserve.load({ query: 'session=s-1000&quantity=adult:2,child:two,Dragon:1&reserve=true' })
    const snapshot = reserve.getSnapshot()
    expect(snapshot.queryProblems).toEqual([
      { problem: 'ticket_types_not_found', messageKey: 'reserve.ticketTypesNotFound', values: ['child:two', 'Dragon'] },
    ])
    expect(snapshot.quantities).toEqual({ adult: 2 })
    expect(api.sent('POST my/cart/modify')).toHaveLength(0)
  })

  it("reserve=strict with a problem is the 'reserve.unavailable' failure (calls §8 Other)", async () => {
    const { api, reserve } = museum()
    const result = await reserve.load({ query: 'date=2026-03-12&quantity=adult:1&reserve=strict' })
    expect(result.error?.messageKey).toBe('reserve.unavailable')
    expect(reserve.getSnapshot()).toMatchObject({ status: 'error', error: { messageKey: 'reserve.unavailable' } })
    expect(reserve.getSnapshot().queryProblems.map((p) => p.problem)).toEqual(['date_unavailable'])
    expect(api.sent('POST my/cart/modify')).toHaveLength(0)
  })
})

describe('calls §8 Other: "session lookup 404 or 400 becomes event template not found"', () => {
  it.each([404, 400])(
    "a reserve link's session lookup answered %i is 'We could not find that event.'",
    async (status) => {
      const { api, reserve } = museum()
      api.on('GET events/museum/sessions', errorBody(status, 'not_found', 'Resource event_session not found.'))
      const result = await reserve.load({ query: 'session=s-404&quantity=adult:1&reserve=strict' })
      expect(result.error).toMatchObject({ status, messageKey: 'error.eventTemplateNotFound' })
      const snapshot = reserve.getSnapshot()
      expect(snapshot).toMatchObject({ status: 'error', error: { messageKey: 'error.eventTemplateNotFound' } })
      expect(reserveErrorMessage(snapshot.error!, t)).toBe('We could not find that event.')
      expect(api.sent('POST my/cart/modify')).toHaveLength(0)
    },
  )

  it("an unknown session's ticket groups (404) are 'We could not find that event.'", async () => {
    const { api, reserve } = museum()
    await reserve.load()
    await reserve.selectDate('2026-03-11')
    api.on(
      'GET events/museum/sessions/*/ticket_groups',
      errorBody(404, 'not_found', 'Resource event_session not found.'),
    )
    await reserve.selectSession('s-1000')
    expect(reserve.getSnapshot()).toMatchObject({
      ticketGroupsStatus: 'error',
      error: { messageKey: 'error.eventTemplateNotFound' },
    })
  })
})
