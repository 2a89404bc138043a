import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages.en'
import {
  reserveLayout,
  DEFAULT_QUANTITY_STEP,
  FLEXIBLE_PRICE_STEP,
  MAX_QUANTITY_PER_TYPE,
  canDecrement,
  clampQuantity,
  decrementQuantity,
  incrementQuantity,
  initialReserveState,
  isExactlyOneGroup,
  isSubmitEnabled,
  nextIncrement,
  offeredTicketGroups,
  pruneQuantities,
  quantityContext,
  quantityMaximum,
  quantityMinimum,
  reserveAddTickets,
  reservePayload,
  reserveProblem,
  selectExactlyOne,
  validateFlexiblePrice,
  type QuantityContext,
} from './rules/index.js'
import type { ReserveState, TicketGroup, OfferedTicketGroup, TicketType } from './types'

const NOW = Date.parse('2025-06-01T12:00:00Z')

function type(overrides: Partial<TicketType> = {}): TicketType {
  return { id: 'adult', name: 'Adult', ticket_group_id: 'g1', currency_amount: '20.00', ...overrides }
}

function group(overrides: Partial<TicketGroup> = {}): TicketGroup {
  return { id: 'g1', name: 'General admission', handler: 'tickets', types: [type()], ...overrides }
}

function offer(groups: TicketGroup[], isMember = false): OfferedTicketGroup[] {
  return offeredTicketGroups(groups, { isMember, now: NOW })
}

function state(overrides: Partial<ReserveState> = {}): ReserveState {
  return { ...initialReserveState('date_first', 'e1'), ...overrides }
}

function ctx(overrides: Partial<QuantityContext> = {}): QuantityContext {
  return {
    quantity: 0,
    othersInGroup: 0,
    typesInGroup: 1,
    minTicketsPerOrder: 0,
    groupLimit: Number.POSITIVE_INFINITY,
    capacityLeft: Number.POSITIVE_INFINITY,
    ...overrides,
  }
}

describe('storefront §5 ticket groups offered', () => {
  it('shows hidden member-only groups only to members', () => {
    const groups = [
      group(),
      group({ id: 'm', hidden_type: 'public_member_only', types: [type({ id: 'm1', ticket_group_id: 'm' })] }),
    ]
    expect(offer(groups).map((g) => g.id)).toEqual(['g1'])
    expect(offer(groups, true).map((g) => g.id)).toEqual(['g1', 'm'])
    expect(offer(groups, true)[1]?.memberOnly).toBe(true)
  })
  it('drops groups with no types', () => {
    expect(offer([group({ types: [] }), group({ id: 'x', types: [type({ available: false })] })])).toEqual([])
  })
  it('filters out sold-out groups', () => {
    expect(offer([group({ sold_out: true })])).toEqual([])
  })
  it('filters out groups not yet started or already ended (sales_start, sales_end)', () => {
    expect(offer([group({ sales_start: '2025-06-01T12:00:01Z' })])).toEqual([])
    expect(offer([group({ sales_end: '2025-06-01T11:59:59Z' })])).toEqual([])
    expect(offer([group({ sales_start: '2025-05-01T00:00:00Z', sales_end: '2025-07-01T00:00:00Z' })])).toHaveLength(1)
  })
  it('joins types by ticket_group_id, in _rank order, with the group limit (calls §9)', () => {
    const types = [
      type({ id: 'b', _rank: 2 }),
      type({ id: 'a', _rank: 1 }),
      type({ id: 'other', ticket_group_id: 'g2' }),
    ]
    const [view] = offeredTicketGroups(
      [group({ types: null, max_tickets_per_order: 8, capacity: 20, used_capacity: 15 })],
      {
        isMember: false,
        now: NOW,
        ticketTypes: types,
      },
    )
    expect(view?.types.map((t) => t.id)).toEqual(['a', 'b'])
    expect(view?.limit).toBe(5)
  })
})

describe('storefront §5 Quantity', () => {
  it('the next increment is 0 if no capacity is left', () => {
    expect(nextIncrement(ctx({ quantity: 2, capacityLeft: 0 }))).toBe(0)
    expect(nextIncrement(ctx({ quantity: 0, capacityLeft: 0 }))).toBe(0)
  })
  it('from zero it jumps to min_tickets_per_order when the group has one type', () => {
    expect(nextIncrement(ctx({ minTicketsPerOrder: 4 }))).toBe(4)
    expect(incrementQuantity(ctx({ minTicketsPerOrder: 4 }))).toBe(4)
    expect(incrementQuantity(ctx({ quantity: 4, minTicketsPerOrder: 4 }))).toBe(5)
  })
  it('from zero it jumps to what the group still lacks when it has several types', () => {
    expect(quantityMinimum(ctx({ typesInGroup: 2, minTicketsPerOrder: 3 }))).toBe(3)
    expect(quantityMinimum(ctx({ typesInGroup: 2, minTicketsPerOrder: 3, othersInGroup: 2 }))).toBe(1)
    expect(quantityMinimum(ctx({ typesInGroup: 2, minTicketsPerOrder: 3, othersInGroup: 5 }))).toBe(1)
  })
  it('cannot jump to the minimum when fewer places are left than the minimum', () => {
    expect(nextIncrement(ctx({ minTicketsPerOrder: 4, capacityLeft: 3 }))).toBe(0)
  })
  it('a decrement to zero happens from the minimum', () => {
    expect(decrementQuantity(ctx({ quantity: 4, minTicketsPerOrder: 4 }))).toBe(0)
    expect(decrementQuantity(ctx({ quantity: 5, minTicketsPerOrder: 4 }))).toBe(4)
    expect(decrementQuantity(ctx({ quantity: 1 }))).toBe(0)
  })
  it('exactly-one-ticket mode disables decrement', () => {
    const one = ctx({ quantity: 1, exactlyOne: true, minTicketsPerOrder: 1, groupLimit: 1 })
    expect(canDecrement(one)).toBe(false)
    expect(decrementQuantity(one)).toBe(1)
    expect(nextIncrement(one)).toBe(0)
    expect(isExactlyOneGroup(group({ min_tickets_per_order: 1, max_tickets_per_order: 1 }))).toBe(true)
    expect(isExactlyOneGroup(group({ min_tickets_per_order: 1, max_tickets_per_order: 2 }))).toBe(false)
  })
  it('the default step is 1; another step is honoured', () => {
    expect(DEFAULT_QUANTITY_STEP).toBe(1)
    expect(nextIncrement(ctx({ quantity: 3 }))).toBe(1)
    expect(nextIncrement(ctx({ quantity: 2, step: 2 }))).toBe(2)
    expect(decrementQuantity(ctx({ quantity: 6, step: 2 }))).toBe(4)
  })
  it('the max per type is 1000 (calls §9)', () => {
    expect(quantityMaximum(ctx({ quantity: 999 }))).toBe(MAX_QUANTITY_PER_TYPE)
    expect(incrementQuantity(ctx({ quantity: 999 }))).toBe(1000)
    expect(nextIncrement(ctx({ quantity: 1000 }))).toBe(0)
  })
  it('the group limit counts the group’s other types (calls §9 Group limit)', () => {
    expect(quantityMaximum(ctx({ typesInGroup: 2, othersInGroup: 4, groupLimit: 6 }))).toBe(2)
    expect(nextIncrement(ctx({ typesInGroup: 2, quantity: 2, othersInGroup: 4, groupLimit: 6 }))).toBe(0)
  })
  it('a typed quantity is brought within the rules', () => {
    const c = ctx({ minTicketsPerOrder: 3, groupLimit: 8 })
    expect(clampQuantity(c, 2)).toBe(3)
    expect(clampQuantity(c, 20)).toBe(8)
    expect(clampQuantity(c, 5.7)).toBe(5)
    expect(clampQuantity(c, -1)).toBe(0)
    expect(clampQuantity(ctx({ minTicketsPerOrder: 3, capacityLeft: 2 }), 3)).toBe(0)
  })

  it('quantityContext counts the session capacity unless the group is excluded from it', () => {
    const groups = offer([
      group({ types: [type({ id: 'adult' }), type({ id: 'child' })], max_tickets_per_order: 10 }),
      group({ id: 'g2', exclude_from_event_capacity: true, types: [type({ id: 'parking', ticket_group_id: 'g2' })] }),
    ])
    const session = { id: 's', start_datetime: '2025-06-02T14:00:00Z', capacity: 5, used_capacity: 0 }
    const quantities = { adult: 2, child: 1, parking: 4 }
    expect(quantityContext('child', { groups, quantities, session })).toMatchObject({
      quantity: 1,
      othersInGroup: 2,
      typesInGroup: 2,
      groupLimit: 10,
      capacityLeft: 2,
      exactlyOne: false,
    })
    expect(quantityContext('parking', { groups, quantities, session })?.capacityLeft).toBe(Number.POSITIVE_INFINITY)
    expect(quantityContext('missing', { groups, quantities, session })).toBeNull()
  })

  it('storefront §3 available capacity: when the session has fewer places than the selection, the maximum is what is left and − comes down to it', () => {
    const groups = offer([group({ types: [type({ id: 'adult' })], max_tickets_per_order: 10 })])
    // 3 chosen, then someone else took places: 1 left in the session.
    const session = { id: 's', start_datetime: '2025-06-02T14:00:00Z', capacity: 60, used_capacity: 59 }
    const c = quantityContext('adult', { groups, quantities: { adult: 3 }, session })!
    expect(c.capacityLeft).toBe(-2)
    expect(quantityMaximum(c)).toBe(1)
    expect(nextIncrement(c)).toBe(0)
    expect(decrementQuantity(c)).toBe(1)
    expect(clampQuantity(c, 3)).toBe(1)
  })

  const contexts = fc
    .record({
      typesInGroup: fc.integer({ min: 1, max: 4 }),
      othersInGroup: fc.integer({ min: 0, max: 30 }),
      minTicketsPerOrder: fc.integer({ min: 0, max: 12 }),
      groupLimit: fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.constant(Number.POSITIVE_INFINITY)),
      capacityLeft: fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.constant(Number.POSITIVE_INFINITY)),
      step: fc.integer({ min: 1, max: 5 }),
      exactlyOne: fc.boolean(),
      seed: fc.integer({ min: 0, max: 1000 }),
    })
    .map(({ seed, ...c }) => {
      // a quantity the rules could have produced: 0, or between the minimum and the maximum
      const base = ctx({ ...c, quantity: 0 })
      const min = quantityMinimum(base)
      const max = Math.min(
        MAX_QUANTITY_PER_TYPE,
        c.groupLimit - c.othersInGroup,
        c.exactlyOne ? 1 : MAX_QUANTITY_PER_TYPE,
      )
      const quantity = min <= max && seed % 3 !== 0 ? min + (seed % (Math.max(0, max - min) + 1)) : 0
      // capacityLeft is what is left beyond the current quantity
      return ctx({ ...c, quantity })
    })
  const isAllowed = (c: QuantityContext, value: number) =>
    Number.isInteger(value) && (value === 0 || (value >= quantityMinimum(c) && value <= quantityMaximum(c)))

  it('property: an increment never exceeds the limits and never lands between 0 and the minimum', () => {
    fc.assert(
      fc.property(contexts, (c) => {
        const next = incrementQuantity(c)
        expect(next).toBeLessThanOrEqual(MAX_QUANTITY_PER_TYPE)
        expect(next).toBeLessThanOrEqual(Math.max(c.quantity, c.groupLimit - c.othersInGroup))
        expect(next - c.quantity).toBeLessThanOrEqual(c.capacityLeft)
        expect(isAllowed({ ...c, quantity: next }, next) || next === c.quantity).toBe(true)
        expect(next === 0 || next >= quantityMinimum(c)).toBe(true)
      }),
    )
  })
  it('property: a decrement always goes down (unless exactly-one) and never lands between 0 and the minimum', () => {
    fc.assert(
      fc.property(contexts, (c) => {
        const next = decrementQuantity(c)
        expect(next === 0 || next >= quantityMinimum(c)).toBe(true)
        if (c.exactlyOne) expect(next).toBe(c.quantity)
        else if (c.quantity > 0) expect(next).toBeLessThan(c.quantity)
        else expect(next).toBe(0)
      }),
    )
  })
  it('property: repeated increments stop at the maximum, repeated decrements reach 0 unless exactly-one', () => {
    fc.assert(
      fc.property(contexts, (c) => {
        let current = { ...c, quantity: 0, capacityLeft: c.capacityLeft }
        for (let i = 0; i < 60; i++) {
          const next = incrementQuantity(current)
          if (next === current.quantity) break
          current = { ...current, capacityLeft: current.capacityLeft - (next - current.quantity), quantity: next }
        }
        expect(current.quantity).toBeLessThanOrEqual(
          Math.min(MAX_QUANTITY_PER_TYPE, Math.max(0, c.groupLimit - c.othersInGroup)),
        )
        expect(current.quantity === 0 || current.quantity >= quantityMinimum(c)).toBe(true)
        if (!c.exactlyOne) {
          let down = current
          for (let i = 0; i < 1200 && down.quantity > 0; i++) down = { ...down, quantity: decrementQuantity(down) }
          expect(down.quantity).toBe(0)
        }
      }),
    )
  })
  it('property: a typed quantity always lands on an allowed value', () => {
    fc.assert(
      fc.property(contexts, fc.double({ min: -10, max: 5000, noNaN: true }), (c, value) => {
        const clamped = clampQuantity(c, value)
        expect(isAllowed(c, clamped)).toBe(true)
      }),
    )
  })
})

describe('storefront §5 Flexible price', () => {
  const bounds = { currency_amount_min: '5.00', currency_amount_max: '100.00' }
  it('accepts a number with up to two decimals between min and max', () => {
    expect(FLEXIBLE_PRICE_STEP).toBe(0.01)
    expect(validateFlexiblePrice('12.5', bounds)).toEqual({ valid: true, amount: '12.50' })
    expect(validateFlexiblePrice('5', bounds)).toEqual({ valid: true, amount: '5.00' })
    expect(validateFlexiblePrice('100.00', bounds)).toEqual({ valid: true, amount: '100.00' })
    expect(validateFlexiblePrice(12.34, bounds)).toEqual({ valid: true, amount: '12.34' })
    expect(validateFlexiblePrice('12.340', bounds)).toEqual({ valid: true, amount: '12.34' })
  })
  it("refuses everything else with 'Value entered is outside min/max'", () => {
    expect(en['reserve.flexiblePriceOutOfRange']).toBe('Value entered is outside min/max')
    const refused = (input: string | number) => validateFlexiblePrice(input, bounds)
    expect(refused('4.99')).toEqual({
      valid: false,
      problem: 'outside_min_max',
      messageKey: 'reserve.flexiblePriceOutOfRange',
    })
    expect(refused('100.01')).toMatchObject({ valid: false, problem: 'outside_min_max' })
    expect(refused('12.345')).toMatchObject({ valid: false, problem: 'too_many_decimals' })
    expect(refused(12.345)).toMatchObject({ valid: false, problem: 'too_many_decimals' })
    expect(refused('abc')).toMatchObject({ valid: false, problem: 'not_a_number' })
    expect(refused('')).toMatchObject({ valid: false, problem: 'not_a_number' })
    expect(refused('-10')).toMatchObject({ valid: false, problem: 'outside_min_max' })
  })
  it('property: every amount in cents within the bounds is accepted as itself, every other refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (a, b, cents) => {
          const [min, max] = a <= b ? [a, b] : [b, a]
          const range = { currency_amount_min: (min / 100).toFixed(2), currency_amount_max: (max / 100).toFixed(2) }
          const text = (cents / 100).toFixed(2)
          const check = validateFlexiblePrice(text, range)
          if (cents >= min && cents <= max) expect(check).toEqual({ valid: true, amount: text })
          else expect(check).toMatchObject({ valid: false, problem: 'outside_min_max' })
        },
      ),
    )
  })
  it('property: a third decimal that is not zero is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 9 }), (cents, third) => {
        const text = `${(cents / 100).toFixed(2)}${third}`
        expect(
          validateFlexiblePrice(text, { currency_amount_min: '0.00', currency_amount_max: '10000.00' }),
        ).toMatchObject({
          valid: false,
          problem: 'too_many_decimals',
        })
      }),
    )
  })
})

describe('storefront §5 Required selections', () => {
  const admission = offer([group({ types: [type(), type({ id: 'child', name: 'Child' })] })])
  const problemText = (s: ReserveState, groups: OfferedTicketGroup[], extra = {}) => {
    const p = reserveProblem(s, { groups, ...extra })
    return p ? en[p.messageKey] : null
  }

  it('date-first asks for the date, then the session, then a ticket', () => {
    expect(problemText(state(), admission)).toBe('Please select a date to continue.')
    expect(problemText(state({ date: '2025-06-02' }), admission)).toBe('Please select a session to continue.')
    expect(problemText(state({ date: '2025-06-02', sessionId: 's1' }), admission)).toBe(
      'Please select at least one ticket to continue.',
    )
    expect(problemText(state({ date: '2025-06-02', sessionId: 's1', quantities: { adult: 1 } }), admission)).toBeNull()
  })
  it('flexible needs no date or session', () => {
    expect(problemText(state({ flexible: true, quantities: { adult: 2 } }), admission)).toBeNull()
  })
  it("quantity-first asks for tickets, then the 'Find available tickets' click, then date and session", () => {
    const qf = (o: Partial<ReserveState>) => state({ flow: 'quantity_first', step: 'quantities', ...o })
    expect(problemText(qf({}), admission)).toBe('Please select at least one ticket to continue.')
    expect(problemText(qf({ quantities: { adult: 1 } }), admission)).toBe(
      "Please click the 'Find available tickets' button to continue.",
    )
    expect(problemText(qf({ quantities: { adult: 1 }, step: 'date' }), admission)).toBe(
      'Please select a date to continue.',
    )
  })
  it('a donation-only page asks for a donation, a gift-card page for a gift card', () => {
    const donation = offer([group({ handler: 'donation' })])
    const giftCard = offer([group({ handler: 'ledger' })])
    expect(problemText(state({ flexible: true }), donation)).toBe('Please select a donation to continue.')
    expect(problemText(state({ flexible: true }), giftCard)).toBe('Please select a gift card to continue.')
  })
  it('asks for an admission type when the choice is one of an exactly-one group, or only a donation was chosen', () => {
    const exactlyOne = offer([group({ min_tickets_per_order: 1, max_tickets_per_order: 1 })])
    expect(problemText(state({ flexible: true }), exactlyOne)).toBe('Please select an admission type to continue.')
    const withDonation = offer([
      group(),
      group({ id: 'd', handler: 'donation', types: [type({ id: 'gift', ticket_group_id: 'd' })] }),
    ])
    expect(problemText(state({ flexible: true, quantities: { gift: 1 } }), withDonation)).toBe(
      'Please select an admission type to continue.',
    )
    expect(problemText(state({ flexible: true, quantities: { gift: 1, adult: 1 } }), withDonation)).toBeNull()
  })
  it('a flexible price outside its bounds blocks the submit', () => {
    const flexible = offer([group({ types: [type({ currency_amount_min: '5.00', currency_amount_max: '50.00' })] })])
    const p = reserveProblem(state({ flexible: true, quantities: { adult: 1 }, prices: { adult: '60' } }), {
      groups: flexible,
    })
    expect(p).toEqual({ problem: 'flexible_price', messageKey: 'reserve.flexiblePriceOutOfRange', id: 'adult' })
    expect(
      reserveProblem(state({ flexible: true, quantities: { adult: 1 }, prices: { adult: '6' } }), { groups: flexible }),
    ).toBeNull()
  })
  it("a seated group needs confirmed seats ('Find seats')", () => {
    const seated = offer([group({ handler: 'seated' })])
    const s = state({ flexible: true, quantities: { adult: 2 } })
    expect(reserveProblem(s, { groups: seated })).toEqual({
      problem: 'seats',
      messageKey: 'seats.pickSeatsToContinue',
      id: 'g1',
    })
    // A whole sentence, as every other reason under the disabled 'Add to cart' (issue 18.4).
    expect(en['seats.pickSeatsToContinue']).toBe("Please click 'Find seats' to choose your seats to continue.")
    expect(reserveProblem(s, { groups: seated, seatsConfirmed: (id) => id === 'g1' })).toBeNull()
  })
  it('more than 10 ticket types cannot be priced by the calendar (calls §8)', () => {
    const types = Array.from({ length: 11 }, (_, i) => type({ id: `t${i}` }))
    const quantities = Object.fromEntries(types.map((t) => [String(t.id), 1]))
    const p = reserveProblem(state({ flexible: true, quantities }), { groups: offer([group({ types })]) })
    expect(p?.messageKey).toBe('reserve.tooManyTicketTypes')
  })
})

describe('storefront §5 submit button', () => {
  const ready = state({ sessionId: 's1', date: '2025-06-02', quantities: { adult: 1 } })
  it('is enabled only when not submitting, with a ticket, a session or flexible, and seats complete', () => {
    expect(isSubmitEnabled(ready, { seatSelectionComplete: true })).toBe(true)
    expect(isSubmitEnabled({ ...ready, status: 'submitting' }, { seatSelectionComplete: true })).toBe(false)
    expect(isSubmitEnabled({ ...ready, quantities: {} }, { seatSelectionComplete: true })).toBe(false)
    expect(isSubmitEnabled({ ...ready, sessionId: null }, { seatSelectionComplete: true })).toBe(false)
    expect(isSubmitEnabled({ ...ready, sessionId: null, flexible: true }, { seatSelectionComplete: true })).toBe(true)
    expect(isSubmitEnabled(ready, { seatSelectionComplete: false })).toBe(false)
  })
})

describe('quantities helpers', () => {
  const [view] = offer([group({ types: [type(), type({ id: 'child' })] })])
  it('exactly-one mode picks one type of the group', () => {
    expect(selectExactlyOne({ adult: 1, other: 2 }, view as OfferedTicketGroup, 'child')).toEqual({
      other: 2,
      child: 1,
    })
  })
  it('drops quantities of types no longer offered (calls §8 ticket_group_sold_out)', () => {
    const groups = [view as OfferedTicketGroup]
    expect(pruneQuantities({ adult: 1, gone: 3 }, groups)).toEqual({ adult: 1 })
    const same = { adult: 1 }
    expect(pruneQuantities(same, groups)).toBe(same)
  })
})

describe('calls §7 reserve payload (cart modify add / reserve)', () => {
  const groups = offer([
    group({
      types: [
        type(),
        type({ id: 'pwyw', name: 'Pay what you wish', currency_amount_min: '1.00', currency_amount_max: '50.00' }),
      ],
      additional_info_spec: { properties: { zip: { type: 'string' } } },
    }),
  ])
  it('one line per named ticket, shared lines for the rest, flexible face value, survey keyed by ticket_group_id', () => {
    const s = state({
      date: '2025-06-02',
      sessionId: 's1',
      quantities: { adult: 3, pwyw: 1 },
      prices: { pwyw: '7.5' },
      admits: { adult: [{ first: ' Ada ', last: 'Lovelace', email: 'ada@example.com' }] },
      survey: { g1: { zip: ' 10001 ' } },
    })
    expect(reserveAddTickets(s, groups)).toEqual([
      {
        event_session_id: 's1',
        ticket_type_id: 'adult',
        quantity: 1,
        admit_name: 'Ada Lovelace',
        admit_email: 'ada@example.com',
      },
      { event_session_id: 's1', ticket_type_id: 'adult', quantity: 2 },
      { event_session_id: 's1', ticket_type_id: 'pwyw', quantity: 1, face_value: '7.50' },
    ])
    expect(reservePayload(s, groups).additional_info).toEqual({ g1: { zip: '10001' } })
  })
  it('storefront §4 Seats: each seated ticket takes one confirmed seat, one line per seat', () => {
    const s = state({ date: '2025-06-02', sessionId: 's1', quantities: { adult: 3 } })
    expect(
      reserveAddTickets(s, groups, [
        { seatId: 'A-1', ticketTypeId: 'adult' },
        { seatId: 'A-2', ticketTypeId: 'adult' },
        { seatId: 'A-3', ticketTypeId: 'adult' },
      ]),
    ).toEqual([
      { event_session_id: 's1', ticket_type_id: 'adult', quantity: 1, seat_id: 'A-1' },
      { event_session_id: 's1', ticket_type_id: 'adult', quantity: 1, seat_id: 'A-2' },
      { event_session_id: 's1', ticket_type_id: 'adult', quantity: 1, seat_id: 'A-3' },
    ])
  })
  it('flexible admission has no session; no survey answers, no additional_info', () => {
    const s = state({ flexible: true, quantities: { adult: 1 } })
    expect(reservePayload(s, groups)).toEqual({
      tickets: [{ event_session_id: null, ticket_type_id: 'adult', quantity: 1 }],
    })
  })
})

describe('reserveLayout (storefront §4 Reserve flow: which sections show)', () => {
  const base = {
    flexibleAdmission: 'none' as const,
    date: null,
    flexible: false,
    ticketGroupsStatus: 'idle' as const,
    details: [],
  }
  const asking = [
    { ticketGroupId: 'g', name: 'G', survey: [], admit: { name: 'required', email: 'hidden' }, tickets: [] },
  ] as never
  it('date first: the calendar, then the sessions of a chosen date, then the tickets and details', () => {
    expect(reserveLayout({ ...base, flow: 'date_first', step: 'date' }).visibleSteps).toEqual(['date'])
    expect(reserveLayout({ ...base, flow: 'date_first', step: 'session', date: '2026-03-11' }).visibleSteps).toEqual([
      'date',
      'session',
    ])
    expect(
      reserveLayout({ ...base, flow: 'date_first', step: 'tickets', date: '2026-03-11', details: asking }).visibleSteps,
    ).toEqual(['date', 'session', 'tickets', 'details'])
    expect(
      reserveLayout({ ...base, flow: 'date_first', step: 'tickets', date: '2026-03-11', ticketGroupsStatus: 'loading' })
        .ticketsLoading,
    ).toBe(true)
  })
  it("quantity first: the tickets first, the calendar after 'Find available tickets'; an undated event has no calendar", () => {
    expect(reserveLayout({ ...base, flow: 'quantity_first', step: 'quantities' }).visibleSteps).toEqual(['tickets'])
    expect(reserveLayout({ ...base, flow: 'quantity_first', step: 'date' }).visibleSteps).toEqual(['date', 'tickets'])
    expect(
      reserveLayout({ ...base, flow: 'date_first', step: 'tickets', flexibleAdmission: 'only', flexible: true })
        .visibleSteps,
    ).toEqual(['tickets'])
    expect(
      reserveLayout({ ...base, flow: 'quantity_first', step: 'session', ticketGroupsStatus: 'loading' }).ticketsLoading,
    ).toBe(false)
  })
})
