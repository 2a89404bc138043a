/**
 * The reserve store over an injected fetch and a fake clock (storefront §2 Reserve page query
 * parameters, §4 Reserve flow, §5 Tickets and cart; calls §7, §8 Reserve and promo).
 */
import { describe, expect, it, vi } from 'vitest'
import { errorBody, json } from '../testing/fake-api.js'
import { cartStorageKey } from '../cart/rules/index.js'
import { createMemoryStorage } from '../store/storage.js'

// Tuesday 10 March 2026, 10:00 in New York (the venue's zone).
import {
  TZ,
  adult,
  child,
  gaGroup,
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
} from '../../test/reserve-store.js'
import { getReserve } from './index.js'

describe('storefront §4 Reserve flow: loading the page (calls §7 calendar)', () => {
  it('loads the event, then the calendar through the cached-read prefix with _format=extended from the venue today', async () => {
    const { api, reserve } = museum()
    expect(reserve.getSnapshot().status).toBe('idle')
    const result = await reserve.load()
    expect(result.data?.status).toBe('ready')
    const [calendar] = api.sent('GET events/museum/calendar')
    expect(calendar?.cached).toBe(true)
    expect(calendar?.query).toMatchObject({ _format: 'extended', 'date._gte': '2026-03-10' })
    const snapshot = reserve.getSnapshot()
    expect(snapshot).toMatchObject({
      flow: 'date_first',
      step: 'date',
      date: null,
      timeZone: TZ,
      calendarStatus: 'ready',
      flexibleAdmission: 'none',
    })
    expect(snapshot.calendar.map((d) => [d.date, d.selectable])).toEqual([
      ['2026-03-10', true],
      ['2026-03-11', true],
      ['2026-03-12', false],
    ])
    expect(snapshot.calendar[0]?.ariaLabel).toBe('Tuesday, March 10, 2026, $12.00')
    // storefront §5 Required selections: the date comes first.
    expect(snapshot.problem?.messageKey).toBe('reserve.selectDate')
    expect(snapshot.canSubmit).toBe(false)
  })

  it('"A single available date is preselected" and its sessions are loaded', async () => {
    const { api, storefront } = setup()
    api
      .on('GET events/museum', eventAnswer('museum'))
      .on('GET events/museum/calendar', calendarAnswer(day('2026-03-10', 'other'), day('2026-03-11')))
      .on('GET events/museum/sessions', sessionsAnswer(s1000, s1030))
    const reserve = getReserve(storefront, 'museum')
    await reserve.load()
    expect(reserve.getSnapshot()).toMatchObject({ date: '2026-03-11', step: 'session', sessionsStatus: 'ready' })
    expect(api.sent('GET events/museum/sessions')[0]?.query.date).toBe('2026-03-11')
    expect(reserve.getSnapshot().problem?.messageKey).toBe('reserve.selectSession')
  })

  it('"A cart anchor date that is available is preselected"', async () => {
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('demo-museum'), 'c1')
    const { api, storefront } = setup(storage)
    api
      .on('GET my/cart/c1', threeTickets)
      .on('GET events/museum', eventAnswer('museum'))
      .on('GET events/museum/calendar', calendarAnswer(day('2026-03-10'), day('2026-03-11')))
      .on('GET events/museum/sessions', sessionsAnswer(s1000))
    await storefront.cart.load()
    const reserve = getReserve(storefront, 'museum')
    await reserve.load()
    expect(reserve.getSnapshot().date).toBe('2026-03-11')
  })

  it('a cart anchor date read after the calendar is still preselected, once (the cart answers late)', async () => {
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('demo-museum'), 'c1')
    const { api, storefront } = setup(storage)
    api
      .on('GET my/cart/c1', threeTickets)
      .on('GET events/museum', eventAnswer('museum'))
      .on('GET events/museum/calendar', calendarAnswer(day('2026-03-10'), day('2026-03-11')))
      .on('GET events/museum/sessions', sessionsAnswer(s1000))
    const reserve = getReserve(storefront, 'museum')
    const watching = reserve.subscribe(() => {})
    await reserve.load()
    expect(reserve.getSnapshot().date).toBeNull()
    await storefront.cart.load()
    await vi.waitFor(() => expect(reserve.getSnapshot()).toMatchObject({ date: '2026-03-11', sessionsStatus: 'ready' }))
    // A date the visitor clears stays cleared when the cart changes again.
    reserve.clearDate()
    await storefront.cart.load()
    expect(reserve.getSnapshot().date).toBeNull()
    watching()
  })

  it('the same store is given for the same event; an unknown event is an error', async () => {
    const { api, storefront } = setup()
    expect(getReserve(storefront, 'museum')).toBe(getReserve(storefront, 'museum'))
    api.on('GET events/nope', errorBody(404, 'not_found', 'Resource event_template not found.'))
    const result = await getReserve(storefront, 'nope').load()
    expect(result.error?.code).toBe('not_found')
    expect(getReserve(storefront, 'nope').getSnapshot()).toMatchObject({
      status: 'error',
      error: { messageKey: 'error.eventTemplateNotFound' },
    })
  })
})

describe('storefront §2 the prompt to add an admission event first when an anchor is required', () => {
  it('an add-on event needs an admission in the cart; the page follows the cart', async () => {
    const { api, storefront } = setup()
    api
      .on(
        'GET events/tour',
        eventAnswer('tour', { meta: { reserve_flow: 'date_first', tickets_must_match_anchor_tickets: true } }),
      )
      .on('GET events/tour/calendar', calendarAnswer(day('2026-03-11')))
      .on('GET events/tour/sessions', sessionsAnswer(s1000))
      .on('POST my/cart/modify', threeTickets)
    const reserve = getReserve(storefront, 'tour')
    await reserve.load()
    expect(reserve.getSnapshot().anchorRequired).toBe(true)
    await storefront.cart.modify({
      reserve: { tickets: [{ ticket_type_id: 'adult', event_session_id: 's-1000', quantity: 2 }] },
    })
    expect(reserve.getSnapshot().anchorRequired).toBe(false)

    const { reserve: admission } = museum()
    await admission.load()
    expect(admission.getSnapshot().anchorRequired).toBe(false)
  })
})

describe('storefront §4 Reserve flow: date, session, quantities', () => {
  it('selectDate loads the day’s sessions with tabs; a day that is not selectable is refused; "Changing the date clears the session"', async () => {
    const { api, reserve } = museum()
    await reserve.load()
    await reserve.selectDate('2026-03-12')
    expect(reserve.getSnapshot().date).toBeNull()
    await reserve.selectDate('2026-03-11')
    const snapshot = reserve.getSnapshot()
    expect(snapshot.sessions.map((s) => [s.id, s.startTime])).toEqual([
      ['s-1000', '10:00'],
      ['s-1030', '10:30'],
    ])
    expect(snapshot.tabs.map((tab) => [tab.start, tab.end, tab.disabled])).toEqual([
      ['0000', '1200', null],
      ['1200', '1500', 'not_available'],
      ['1500', '2400', 'not_available'],
    ])
    await reserve.selectSession('s-1000')
    expect(reserve.getSnapshot()).toMatchObject({ sessionId: 's-1000', step: 'tickets', ticketGroupsStatus: 'ready' })
    expect(api.sent('GET events/museum/sessions/s-1000/ticket_groups')[0]?.query._embed).toBe('ticket_type')
    await reserve.selectDate('2026-03-10')
    expect(reserve.getSnapshot()).toMatchObject({ date: '2026-03-10', sessionId: null, step: 'session' })
  })

  it('a sold-out session cannot be chosen', async () => {
    const { api, reserve } = museum()
    api.on(
      'GET events/museum/sessions',
      sessionsAnswer(session('s-1000', '2026-03-11T14:00:00Z', { sold_out: true, used_capacity: 60 }), s1030),
    )
    await reserve.load()
    await reserve.selectDate('2026-03-11')
    await reserve.selectSession('s-1000')
    expect(reserve.getSnapshot().sessionId).toBeNull()
    expect(reserve.getSnapshot().sessions[0]?.soldOut).toBe(true)
  })

  it('storefront §5 Quantity: steppers, from zero to the group minimum, limits (calls §9 Group limit), and the quantity message rules', async () => {
    const { api, reserve } = museum()
    api.on(
      'GET events/museum/sessions/*/ticket_groups',
      groupsAnswer({ min_tickets_per_order: 2, max_tickets_per_order: 4 }),
    )
    await reserve.load()
    await reserve.selectDate('2026-03-11')
    await reserve.selectSession('s-1000')
    expect(reserve.getSnapshot().steppers.adult).toMatchObject({
      quantity: 0,
      minimum: 2,
      maximum: 4,
      nextIncrement: 2,
      canDecrement: false,
    })
    reserve.increment('adult')
    expect(reserve.getSnapshot().quantities).toEqual({ adult: 2 })
    reserve.setQuantity('child', 9)
    // calls §9 Group limit: 4 per order, 2 adults already chosen.
    expect(reserve.getSnapshot().quantities).toEqual({ adult: 2, child: 2 })
    expect(reserve.getSnapshot().steppers.adult?.nextIncrement).toBe(0)
    expect(reserve.getSnapshot().messages.quantityMessages).toEqual(['Children must be accompanied by an adult.'])
    reserve.decrement('child')
    expect(reserve.getSnapshot().quantities).toEqual({ adult: 2, child: 1 })
    reserve.setQuantity('nope', 3)
    expect(reserve.getSnapshot().quantities).toEqual({ adult: 2, child: 1 })
    expect(reserve.getSnapshot()).toMatchObject({ problem: null, canSubmit: true, ticketCount: 3 })
  })

  it("a stepper's click keeps the days and sessions as they were unless a quantity rule annotates them (storefront §3 Message rule)", async () => {
    const { reserve } = museum()
    await reserve.load()
    await reserve.selectDate('2026-03-11')
    await reserve.selectSession('s-1000')
    const before = reserve.getSnapshot()
    reserve.setQuantity('child', 1)
    // The museum's only quantity rule speaks in the quantities' place, not on days or sessions.
    expect(reserve.getSnapshot().messages.quantityMessages).toEqual(['Children must be accompanied by an adult.'])
    expect(reserve.getSnapshot().calendar).toBe(before.calendar)
    expect(reserve.getSnapshot().sessions).toBe(before.sessions)

    const family = museum()
    family.api.on(
      'GET events/museum',
      eventAnswer(
        'museum',
        {},
        {
          message_rule: {
            _data: [
              {
                id: 'r-family',
                event_template_id: 'museum',
                trigger: { quantity: { ticket_type_names: ['Child'], min: 1 } },
                actions: [
                  { type: 'date_annotation', message: 'Family day' },
                  { type: 'session_annotation', message: 'Family tour' },
                ],
              },
            ],
          },
        },
      ),
    )
    await family.reserve.load()
    await family.reserve.selectDate('2026-03-11')
    await family.reserve.selectSession('s-1000')
    const day11 = () => family.reserve.getSnapshot().calendar.find((d) => d.date === '2026-03-11')
    expect(day11()?.annotations).toEqual([])
    family.reserve.setQuantity('child', 1)
    expect(day11()?.annotations).toEqual(['Family day'])
    expect(family.reserve.getSnapshot().sessions.find((s) => s.id === 's-1000')?.annotations).toEqual(['Family tour'])
  })

  it('a watching page is told only of changes: each publish changes a part, and parts left as they were keep their objects', async () => {
    const { reserve } = museum()
    const published: ReturnType<typeof reserve.getSnapshot>[] = []
    reserve.subscribe(() => published.push(reserve.getSnapshot()))
    await reserve.load()
    await reserve.selectDate('2026-03-11')
    // Every publish renders the page again (issue 16): none may be a copy of the one before.
    const copies = published.filter((snapshot, i) => {
      const before = published[i - 1]
      return (
        before !== undefined &&
        Object.keys(snapshot).every((key) => Object.is(snapshot[key as never], before[key as never]))
      )
    })
    expect(copies).toEqual([])
    // The rules' messages, the steps and the problem are worked out anew at each change; equal, they stay the same objects.
    const [last, previous] = [published.at(-1)!, published.at(-2)!]
    expect(last.sessionsStatus).not.toBe(previous.sessionsStatus)
    expect(last.messages).toBe(previous.messages)
    expect(last.visibleSteps).toBe(previous.visibleSteps)
    const count = published.length
    // An action that leaves the page as it was publishes nothing: no session to clear, the same day again.
    reserve.clearSession()
    await reserve.selectDate('2026-03-11')
    expect(published.length).toBe(count)
  })

  it('a session that no longer offers a type drops its quantity (pruneQuantities)', async () => {
    const { api, reserve } = museum()
    await reserve.load()
    reserve.setQuantity('child', 1)
    reserve.setQuantity('adult', 1)
    api.on(
      'GET events/museum/sessions/*/ticket_groups',
      json({
        ticket_group: { _data: [{ ...gaGroup, available: true }] },
        ticket_type: { _data: [adult, { ...child, available: false }] },
      }),
    )
    await reserve.selectDate('2026-03-11')
    await reserve.selectSession('s-1000')
    expect(reserve.getSnapshot().quantities).toEqual({ adult: 1 })
  })
})

describe("storefront §1, §4 flexible admission ('any date')", () => {
  it("an event offering 'any date': choosing it clears the date and resets quantities; the reserve has no session", async () => {
    const { api, storefront } = setup()
    api
      .on(
        'GET events/pass',
        eventAnswer('pass', { meta: { reserve_flow: 'date_first', ticket_date_time: 'flexible' } }),
      )
      .on('GET events/pass/calendar', calendarAnswer(day('2026-03-10'), day('2026-03-11')))
      .on('GET events/pass/sessions', sessionsAnswer(s1000))
      .on('POST my/cart/modify', cartAnswer([{ id: 't1', type: 'adult', session: null, value: '25.00' }]))
    const reserve = getReserve(storefront, 'pass')
    await reserve.load()
    expect(reserve.getSnapshot().flexibleAdmission).toBe('offered')
    await reserve.selectDate('2026-03-11')
    reserve.setQuantity('adult', 1)
    reserve.selectFlexible()
    expect(reserve.getSnapshot()).toMatchObject({
      flexible: true,
      date: null,
      sessionId: null,
      quantities: {},
      step: 'tickets',
    })
    reserve.setQuantity('adult', 1)
    expect(reserve.getSnapshot().canSubmit).toBe(true)
    const result = await reserve.submit()
    expect(result.data?.tickets.map((ticket) => ticket.id)).toEqual(['t1'])
    expect(api.sent('POST my/cart/modify')[0]?.body).toEqual({
      channel_id: 'web',
      reserve: { tickets: [{ event_session_id: null, ticket_type_id: 'adult', quantity: 1 }] },
    })
  })

  it('an event without flexible admission ignores selectFlexible; an undated event chooses it at once and loads no calendar', async () => {
    const { reserve } = museum()
    await reserve.load()
    reserve.selectFlexible()
    expect(reserve.getSnapshot().flexible).toBe(false)

    const ctx = setup()
    ctx.api.on('GET events/donation', eventAnswer('donation', { event_type: 'other', meta: {} }))
    const undated = getReserve(ctx.storefront, 'donation')
    await undated.load()
    expect(undated.getSnapshot()).toMatchObject({
      flexibleAdmission: 'only',
      flexible: true,
      step: 'tickets',
      calendarStatus: 'idle',
    })
    expect(ctx.api.sent('GET events/donation/calendar')).toHaveLength(0)
    expect(undated.getSnapshot().problem?.messageKey).toBe('reserve.selectTicket')
  })
})

describe('storefront §4 quantity-first', () => {
  function workshop() {
    const ctx = setup()
    const survey = {
      properties: {
        child_age: { type: 'integer', title: 'Age of the youngest child', minimum: 4, maximum: 12, propertyOrder: 1 },
        photo_consent: { type: 'string', enum: ['Yes', 'No'], propertyOrder: 2 },
      },
      required: ['child_age'],
    }
    const group = {
      ...gaGroup,
      meta: { admit_names: 'required', admit_emails: 'disabled' },
      additional_info_spec: survey,
    }
    ctx.api
      .on(
        'GET events/workshop',
        eventAnswer('workshop', { meta: { reserve_flow: 'quantity_first' } }, { ticket_group: { _data: [group] } }),
      )
      .on('POST events/workshop/calendar', calendarAnswer(day('2026-03-14'), day('2026-03-15')))
      .on('GET events/workshop/sessions', sessionsAnswer(session('w-1100', '2026-03-14T15:00:00Z')))
      .on(
        'GET events/workshop/sessions/*/ticket_groups',
        json({ ticket_group: { _data: [{ ...group, available: true }] }, ticket_type: { _data: [adult, child] } }),
      )
      .on('POST my/cart/modify', cartAnswer([{ id: 't1', type: 'child', session: 'w-1100', value: '12.00' }]))
    return { ...ctx, reserve: getReserve(ctx.storefront, 'workshop') }
  }

  it("quantities first, 'Find available tickets' loads the calendar priced for the selection, then date, session, survey and admit details", async () => {
    const { api, reserve } = workshop()
    await reserve.load()
    expect(reserve.getSnapshot()).toMatchObject({ flow: 'quantity_first', step: 'quantities', calendarStatus: 'idle' })
    expect(api.sent('GET events/workshop/calendar')).toHaveLength(0)
    expect(reserve.getSnapshot().problem?.messageKey).toBe('reserve.selectTicket')
    reserve.setQuantity('child', 1)
    expect(reserve.getSnapshot().problem?.messageKey).toBe('reserve.clickFindAvailableTickets')

    await reserve.findAvailableTickets()
    const [priced] = api.sent('POST events/workshop/calendar')
    expect(priced?.query._format).toBe('extended')
    expect(priced?.body).toEqual({ ticket_types: [{ ticket_type_id: 'child', quantity: 1 }] })
    expect(reserve.getSnapshot()).toMatchObject({ step: 'date', calendarStatus: 'ready' })

    await reserve.selectDate('2026-03-14')
    await reserve.selectSession('w-1100')
    const snapshot = reserve.getSnapshot()
    expect(snapshot.step).toBe('details')
    expect(snapshot.details[0]?.survey.map((f) => [f.name, f.type, f.required])).toEqual([
      ['child_age', 'number', true],
      ['photo_consent', 'options', false],
    ])
    expect(snapshot.details[0]?.admit).toMatchObject({ name: 'required', email: 'hidden' })
    expect(
      snapshot.detailProblems.map((p) => (p.kind === 'survey' ? p.name : `${p.ticketTypeId}[${p.index}].${p.field}`)),
    ).toEqual(['child_age', 'child[0].first', 'child[0].last'])
    // storefront §5: native validity is checked before the reserve is sent.
    const refused = await reserve.submit()
    expect(refused.error?.messageKey).toBe('checkout.validationFailed')
    expect(api.sent('POST my/cart/modify')).toHaveLength(0)

    reserve.setSurveyAnswer('ga', 'child_age', '7')
    reserve.setAdmitDetails('child', 0, { first: 'Ada', last: 'Lovelace' })
    expect(reserve.getSnapshot().detailProblems).toEqual([])
    const result = await reserve.submit()
    expect(result.error).toBeUndefined()
    expect(api.sent('POST my/cart/modify')[0]?.body).toEqual({
      channel_id: 'web',
      reserve: {
        tickets: [{ event_session_id: 'w-1100', ticket_type_id: 'child', quantity: 1, admit_name: 'Ada Lovelace' }],
        additional_info: { ga: { child_age: 7 } },
      },
    })
  })

  it('editQuantities reopens the quantities and resets the later steps', async () => {
    const { reserve } = workshop()
    await reserve.load()
    reserve.setQuantity('child', 1)
    await reserve.findAvailableTickets()
    await reserve.selectDate('2026-03-14')
    reserve.editQuantities()
    expect(reserve.getSnapshot()).toMatchObject({
      step: 'quantities',
      date: null,
      sessionId: null,
      quantities: { child: 1 },
    })
  })
})

describe('storefront §4 submit: "Submit adds to the cart, then the flow ends"', () => {
  it('2 adults + 1 child: the first reserve creates the cart; reserve:reserved carries the cart and the tickets added', async () => {
    const { api, reserve, storefront } = museum()
    api.on('POST my/cart/modify', threeTickets)
    const reserved = vi.fn()
    storefront.events.on('reserve:reserved', reserved)
    await chooseTwoAdultsAndAChild(reserve)
    const result = await reserve.submit()
    expect(result.data?.tickets.map((ticket) => ticket.id)).toEqual(['t1', 't2', 't3'])
    expect(api.sent('POST my/cart/modify')[0]?.body).toEqual({
      channel_id: 'web',
      reserve: {
        tickets: [
          { event_session_id: 's-1000', ticket_type_id: 'adult', quantity: 2 },
          { event_session_id: 's-1000', ticket_type_id: 'child', quantity: 1 },
        ],
      },
    })
    expect(reserve.getSnapshot()).toMatchObject({
      status: 'done',
      reserved: { cartId: 'c1', ticketIds: ['t1', 't2', 't3'] },
      canSubmit: false,
    })
    expect(storefront.cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    expect(reserved).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'museum', cart: expect.objectContaining({ id: 'c1' }) }),
    )
  })

  it('a later reserve goes to my/cart/{id}/modify and names only the tickets it added; promo codes go before the reserve', async () => {
    const storage = createMemoryStorage()
    storage.setItem(cartStorageKey('demo-museum'), 'c1')
    const { api, storefront } = setup(storage)
    api
      .on('GET my/cart/c1', cartAnswer([{ id: 't1', type: 'adult', session: 's-1000', value: '25.00' }]))
      .on('GET events/museum', eventAnswer('museum'))
      .on('GET events/museum/calendar', calendarAnswer(day('2026-03-11')))
      .on('GET events/museum/sessions', sessionsAnswer(s1000))
      .on('GET events/museum/sessions/*/ticket_groups', groupsAnswer())
      .on(
        'POST my/cart/c1/modify',
        cartAnswer([
          { id: 't1', type: 'adult', session: 's-1000', value: '25.00' },
          { id: 't2', type: 'child', session: 's-1000', value: '12.00' },
        ]),
      )
    await storefront.cart.load()
    const reserve = getReserve(storefront, 'museum')
    await reserve.load()
    await reserve.selectSession('s-1000')
    reserve.setQuantity('child', 1)
    const result = await reserve.submit({ promoCodes: ['SPRING'], campaign: 'newsletter' })
    expect(result.data?.tickets.map((ticket) => ticket.id)).toEqual(['t2'])
    const [sent] = api.sent('POST my/cart/c1/modify')
    expect(sent?.body).toMatchObject({ apply_code_before: ['SPRING'] })
    expect(sent?.query.campaign).toBe('newsletter')
  })

  it('storefront §5: an incomplete selection is refused with its message and nothing is sent', async () => {
    const { api, reserve } = museum()
    await reserve.load()
    await reserve.selectDate('2026-03-11')
    const result = await reserve.submit()
    expect(result.error).toMatchObject({ code: 'selection_incomplete', messageKey: 'reserve.selectSession' })
    expect(reserve.getSnapshot().error?.messageKey).toBe('reserve.selectSession')
    expect(api.sent('POST my/cart/modify')).toHaveLength(0)
  })
})
