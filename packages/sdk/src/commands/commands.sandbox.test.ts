/**
 * The commands for scripts against the in-process sandbox (issue 17.3: explicit ids and
 * quantities, typed inputs, never a silent clamp, `{ orderIds }` or a typed error or an
 * `action_required` value — never a promise that waits on a person without saying so).
 */
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiBase, cachedApiBase, onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { isFoyerError } from '../errors/index.js'
import { createSandboxProvider, type SandboxProvider } from '../payment/sandbox.js'
import { systemClock } from '../store/clock.js'
import { createMemoryStorage } from '../store/storage.js'
import { createCommands, READS_KEPT_MS } from './commands.js'
import type { StorefrontCommands } from './types.js'

let run: OnSandbox
let payment: SandboxProvider
let foyer: StorefrontCommands
// Tuesday 10 March 2026, 10:00 in New York.
beforeEach(() => {
  run = onSandbox({ now: '2026-03-10T14:00:00Z' })
  payment = createSandboxProvider({
    completeChallenge: async (id, outcome, secret) => {
      const answer = await run.sandbox.app.fetch(
        new Request(`http://sandbox/_sandbox/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ outcome, client_secret: secret }),
        }),
      )
      return (await answer.json()) as { status: string }
    },
  })
  foyer = commandsKeeping(createMemoryStorage())
})
/** Commands on the sandbox that keep their cart id in `storage` (two scripts may share one). */
const commandsKeeping = (storage: ReturnType<typeof createMemoryStorage>) =>
  createCommands({
    apiBase,
    cachedApiBase,
    seller: 'demo-museum',
    fetch: run.observed.fetch,
    timeZone: 'America/New_York',
    storage,
    clock: { ...systemClock, now: () => run.sandbox.clock.now().getTime() },
    payment,
    giftCards: { ledgerId: seedIds.giftCardLedger },
  })
afterEach(() => {
  foyer.dispose()
  run.close()
})

const school = seedIds.schoolGroupVisit
const wednesday = '2026-03-11'
const session = `${school}-20260311-0930`
const grace = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' }
// The school group asks for a contact phone (its ticket group's meta extra_checkout_fields).
const teacher = {
  first_name: 'Mary',
  last_name: 'Jackson',
  email: 'mary.jackson@example.org',
  phone: '+1 212 555 0100',
}

describe('events', () => {
  it('lists the bookable days, the sessions of a day and the ticket types with their limits', async () => {
    const dates = (await foyer.events.dates(school)).data!
    expect(dates.map((d) => d.date)).toContain(wednesday)
    expect(dates.map((d) => d.date)).not.toContain('2026-03-14') // a Saturday
    const sessions = (await foyer.events.sessions(school, wednesday)).data!
    expect(sessions).toEqual([
      expect.objectContaining({ id: session, date: wednesday, startTime: '09:30', available: 300, soldOut: false }),
    ])
    const types = (await foyer.events.ticketTypes({ eventId: school, date: wednesday, sessionId: session })).data!
    expect(types.map((t) => [t.name, t.price, t.minimum, t.maximum])).toEqual([
      ['Pupil', '6.00', 10, 250],
      ['Teacher', '0.00', 10, 250],
    ])
  })

  it('a day that cannot be booked, or a session not on it, is an error naming the field', async () => {
    const saturday = await foyer.events.sessions(school, '2026-03-14')
    expect(saturday.error).toMatchObject({ code: 'invalid_input', extra: { field: 'date' } })
    expect(saturday.error?.message).toMatch(/2026-03-14 cannot be booked/)
    const malformed = await foyer.events.sessions(school, '11/03/2026')
    expect(malformed.error?.message).toBe('date must be a day as YYYY-MM-DD, not "11/03/2026".')
    const elsewhere = await foyer.events.ticketTypes({ eventId: school, date: wednesday, sessionId: 'nope' })
    expect(elsewhere.error).toMatchObject({ code: 'invalid_input', extra: { field: 'sessionId' } })
    const unknown = await foyer.events.dates('no-such-event')
    expect(unknown.error && isFoyerError(unknown.error)).toBe(true)
    expect(unknown.error?.status).toBe(404)
  })

  it("a script's parallel calls on one event each read the day and session they chose", async () => {
    const thursday = '2026-03-12'
    const [wed, thu, wedTypes, thuTypes] = await Promise.all([
      foyer.events.sessions(school, wednesday),
      foyer.events.sessions(school, thursday),
      foyer.events.ticketTypes({ eventId: school, date: wednesday, sessionId: session }),
      foyer.events.ticketTypes({ eventId: school, date: thursday, sessionId: `${school}-20260312-0930` }),
    ])
    expect(wed.data?.map((s) => s.id)).toEqual([session])
    expect(thu.data?.map((s) => s.id)).toEqual([`${school}-20260312-0930`])
    expect(wedTypes.error).toBeUndefined()
    expect(thuTypes.error).toBeUndefined()
  })

  // A partner's script pays a round trip for every read: one booking's steps, seconds apart, share
  // the event's reads instead of reading the event and its calendar again at every command.
  const reads = (part: string) => run.requests.filter((r) => r.method === 'GET' && r.path.endsWith(part)).length
  // Wednesday's 9:30 session of the school group visit.
  const wednesdayAt930 = { eventId: school, date: wednesday, sessionId: session }
  it("one booking's commands read the event, its calendar, the day's sessions and the session's groups once each", async () => {
    const before = run.requests.length
    expect((await foyer.events.dates(school)).error).toBeUndefined()
    expect((await foyer.events.sessions(school, wednesday)).error).toBeUndefined()
    expect((await foyer.events.ticketTypes(wednesdayAt930)).error).toBeUndefined()
    const added = await foyer.cart.add({
      ...wednesdayAt930,
      tickets: [{ ticketTypeId: 'sg-pupil', quantity: 20 }],
    })
    expect(added.data?.ticketIds).toHaveLength(20)
    expect([reads(`/events/${school}`), reads('/calendar'), reads('/sessions'), reads('/ticket_groups')]).toEqual([
      1, 1, 1, 1,
    ])
    // And nothing else but the reserve itself.
    expect(run.requests.length - before).toBe(5)
  })

  it('a command reads the event again once its reads are older than READS_KEPT_MS, or after tickets were added', async () => {
    await foyer.events.sessions(school, wednesday)
    run.sandbox.clock.advance(READS_KEPT_MS - 1)
    await foyer.events.sessions(school, wednesday)
    expect([reads(`/events/${school}`), reads('/calendar'), reads('/sessions')]).toEqual([1, 1, 1])
    run.sandbox.clock.advance(1)
    await foyer.events.sessions(school, wednesday)
    expect([reads(`/events/${school}`), reads('/calendar'), reads('/sessions')]).toEqual([2, 2, 2])
    // Tickets added: the places left are read again, not shown as they were before the booking.
    const added = await foyer.cart.add({
      ...wednesdayAt930,
      tickets: [{ ticketTypeId: 'sg-pupil', quantity: 20 }],
    })
    expect(added.error).toBeUndefined()
    const after = (await foyer.events.sessions(school, wednesday)).data!
    expect(after).toEqual([expect.objectContaining({ id: session, available: 280 })])
    expect(reads(`/events/${school}`)).toBe(3)
  })

  it('a refused add leaves nothing chosen for the next one: its quantities are not carried over', async () => {
    const refused = await foyer.cart.add({
      ...wednesdayAt930,
      tickets: [
        { ticketTypeId: 'sg-pupil', quantity: 20 },
        { ticketTypeId: 'sg-teacher', quantity: 5000 },
      ],
    })
    expect(refused.error).toMatchObject({ code: 'invalid_input', extra: { field: 'tickets[1].quantity' } })
    const added = await foyer.cart.add({
      ...wednesdayAt930,
      tickets: [{ ticketTypeId: 'sg-teacher', quantity: 10 }],
    })
    expect(added.error).toBeUndefined()
    expect(added.data!.ticketIds).toHaveLength(10)
  })

  it('an event not booked by day and session (undated, quantity-first) is an error at once, never a wait', async () => {
    // Gift cards are sold for any date; the workshop asks for quantities before a day.
    for (const eventId of [seedIds.giftCards, seedIds.familyWorkshop]) {
      const dates = await foyer.events.dates(eventId)
      expect(dates.error).toMatchObject({ code: 'invalid_input', extra: { field: 'eventId' } })
      expect(dates.error?.message).toMatch(/not booked by day and session/)
      const sessions = await foyer.events.sessions(eventId, wednesday)
      expect(sessions.error).toMatchObject({ code: 'invalid_input', extra: { field: 'eventId' } })
    }
  })
})

describe('events: inputs that are not what the command takes', () => {
  it('a listing filter that is not one is refused, naming it, before any call; absent filters list all', async () => {
    const before = run.requests.length
    const refused = [
      [null, 'filters'],
      ['Tours', 'filters'],
      [{ day: 'today' }, 'filters.day'],
      [{ date: 'someday' }, 'filters.date'],
      [{ time: 'teatime' }, 'filters.time'],
      [{ timeStart: '25:00' }, 'filters.timeStart'],
      [{ category: 5 }, 'filters.category'],
      [{ meta: { audience: 3 } }, 'filters.meta.audience'],
    ] as const
    for (const [filters, field] of refused) {
      const listed = await foyer.events.list(filters as never)
      expect(listed.error, field).toMatchObject({ code: 'invalid_input', extra: { field } })
    }
    expect(run.requests.length).toBe(before)
    expect((await foyer.events.list()).data?.length).toBeGreaterThan(0)
    const evening = await foyer.events.list({ date: 'all', time: 'evening', timeEnd: null, meta: {} })
    expect(evening.error).toBeUndefined()
  })

  it('an event asked for without an id is refused before any call (an empty id would read the listing)', async () => {
    const before = run.requests.length
    for (const eventId of ['', null, 7]) {
      const read = await foyer.events.get(eventId as never)
      expect(read.error).toMatchObject({ code: 'invalid_input', extra: { field: 'eventId' } })
    }
    expect(run.requests.length).toBe(before)
  })

  it('ticketTypes without its input is refused, not thrown', async () => {
    const types = await foyer.events.ticketTypes(null as never)
    expect(types.error).toMatchObject({ code: 'invalid_input', extra: { field: 'eventId' } })
  })
})

describe('cart.add', () => {
  it('books 200 pupils and 20 teachers in one call, and a guest checkout answers the order ids', async () => {
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [
        { ticketTypeId: 'sg-pupil', quantity: 200 },
        { ticketTypeId: 'sg-teacher', quantity: 20 },
      ],
    })
    expect(added.error).toBeUndefined()
    expect(added.data!.ticketIds).toHaveLength(220)
    expect(added.data!.cart).toMatchObject({ ticketCount: 220 })
    expect(Number(added.data!.cart.totals?.faceValue)).toBe(1200)
    payment.setCardNumber('4242 4242 4242 4242')
    // storefront §3 Ticket group meta extra_checkout_fields: without the phone the group asks for, refused.
    const noPhone = await foyer.checkout.guest({ purchaser: grace })
    expect(noPhone.error).toMatchObject({ code: 'invalid_input', extra: { field: 'purchaser.phone' } })
    expect(noPhone.error?.message).toContain('purchaser.phone is required')
    const paid = await foyer.checkout.guest({ purchaser: teacher })
    expect(paid.error).toBeUndefined()
    expect(paid.data).toEqual({ kind: 'complete', orderIds: [expect.any(String)] })
  })

  it.each([
    [5000, /5000 × Pupil is not allowed: 10 to 250/],
    [5, /5 × Pupil is not allowed: 10 to 250/],
  ])('never clamps: %s pupils is refused with the allowed range, and nothing is reserved', async (quantity, words) => {
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [{ ticketTypeId: 'sg-pupil', quantity }],
    })
    expect(added.error).toMatchObject({
      code: 'invalid_input',
      extra: { field: 'tickets[0].quantity', requested: quantity, minimum: 10, maximum: 250 },
    })
    expect(added.error?.message).toMatch(words)
    expect(foyer.storefront.cart.getSnapshot().cartId).toBeNull()
  })

  it.each([-3, 0, 2.5, Number.NaN])('a quantity of %s is refused before any call', async (quantity) => {
    const before = run.requests.length
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [{ ticketTypeId: 'sg-pupil', quantity }],
    })
    expect(added.error).toMatchObject({ code: 'invalid_input', extra: { field: 'tickets[0].quantity' } })
    expect(run.requests.length).toBe(before)
  })

  it.each([
    [Number.NaN, 'not NaN'],
    [Number.POSITIVE_INFINITY, 'not Infinity'],
    ['12', 'not "12"'],
  ])('the refusal of a quantity of %s names the value given', async (quantity, words) => {
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [{ ticketTypeId: 'sg-pupil', quantity: quantity as number }],
    })
    expect(added.error?.message).toBe(`tickets[0].quantity must be a whole number from 1, ${words}.`)
  })

  it('a ticket type listed twice is refused, never half-booked: each type once, with its whole quantity', async () => {
    const before = run.requests.length
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [
        { ticketTypeId: 'sg-pupil', quantity: 10 },
        { ticketTypeId: 'sg-teacher', quantity: 2 },
        { ticketTypeId: 'sg-pupil', quantity: 10 },
      ],
    })
    expect(added.error).toMatchObject({ code: 'invalid_input', extra: { field: 'tickets[2].ticketTypeId' } })
    expect(added.error?.message).toContain('sg-pupil is listed twice (also tickets[0])')
    expect(run.requests.length).toBe(before)
    expect(foyer.storefront.cart.getSnapshot().cartId).toBeNull()
  })

  it.each([null, 'sg-pupil', 3])(
    'a ticket line that is not { ticketTypeId, quantity } (%s) is refused, not thrown',
    async (line) => {
      const added = await foyer.cart.add({
        eventId: school,
        date: wednesday,
        sessionId: session,
        tickets: [line as never],
      })
      expect(added.error).toMatchObject({ code: 'invalid_input', extra: { field: 'tickets[0]' } })
    },
  )

  it('a group minimum counts every type of the group, in any order', async () => {
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [
        { ticketTypeId: 'sg-pupil', quantity: 8 },
        { ticketTypeId: 'sg-teacher', quantity: 2 },
      ],
    })
    expect(added.error).toBeUndefined()
    expect(added.data!.cart.ticketCount).toBe(10)
  })

  it('a ticket type the session does not sell is an error listing the ones it does', async () => {
    const added = await foyer.cart.add({
      eventId: school,
      date: wednesday,
      sessionId: session,
      tickets: [{ ticketTypeId: 'adult', quantity: 12 }],
    })
    expect(added.error).toMatchObject({ code: 'invalid_input', extra: { field: 'tickets[0].ticketTypeId' } })
    expect(added.error?.message).toContain('sold: sg-pupil, sg-teacher')
  })
})

describe('checkout.guest', () => {
  const reserveAdults = async () => {
    const date = (await foyer.events.dates(seedIds.generalAdmission)).data![1]!.date
    const sessionId = (await foyer.events.sessions(seedIds.generalAdmission, date)).data![0]!.id
    const types = (await foyer.events.ticketTypes({ eventId: seedIds.generalAdmission, date, sessionId })).data!
    const adult = types.find((t) => t.name === 'Adult')!
    const added = await foyer.cart.add({
      eventId: seedIds.generalAdmission,
      date,
      sessionId,
      tickets: [{ ticketTypeId: adult.id, quantity: 2 }],
    })
    expect(added.error).toBeUndefined()
  }

  it('a code or gift card before any cart is refused with what to do; a script started again uses the cart it kept', async () => {
    const code = await foyer.cart.applyCode('FRIENDS10')
    expect(code.error).toMatchObject({ code: 'no_cart' })
    expect(code.error?.message).toBe('There is no cart to apply a code to: add tickets first.')
    const card = await foyer.cart.applyGiftCard('6006000000000050')
    expect(card.error?.message).toBe('There is no cart to apply a gift card to: add tickets first.')

    const storage = createMemoryStorage()
    const first = commandsKeeping(storage)
    foyer.dispose()
    foyer = first
    await reserveAdults()
    const again = commandsKeeping(storage)
    try {
      const applied = await again.cart.applyCode('FRIENDS10')
      expect(applied.error).toBeUndefined()
      expect(applied.data?.cartId).toBe(first.storefront.cart.getSnapshot().cartId)
      expect((await again.cart.applyGiftCard('6006000000000050')).data?.pays).toBe('50.00')
    } finally {
      again.dispose()
    }
  })

  it('two checkouts at once: the second is refused as busy, every write is sent once, one order is made', async () => {
    await reserveAdults()
    payment.setCardNumber('4242 4242 4242 4242')
    const [one, two] = await Promise.all([
      foyer.checkout.guest({ purchaser: grace }),
      foyer.checkout.guest({ purchaser: grace }),
    ])
    expect(two.error).toMatchObject({ code: 'busy' })
    expect(one.error).toBeUndefined()
    expect(one.data?.kind).toBe('complete')
    const writes = run.requests.filter((r) => r.method === 'POST' && /guest_checkout|\/user$/.test(r.path))
    expect(new Set(writes.map((w) => w.path)).size).toBe(writes.length)
  })

  it('3-D Secure answers action_required at once; completion follows the approval', async () => {
    await reserveAdults()
    payment.setCardNumber('4000 0025 0000 3155')
    const paid = await foyer.checkout.guest({ purchaser: grace })
    const outcome = paid.data!
    if (outcome.kind !== 'action_required') throw new Error(`expected action_required, got ${outcome.kind}`)
    expect(outcome.action).toMatchObject({
      type: 'authenticate_payment',
      clientSecret: expect.stringContaining('_secret_'),
    })
    expect(outcome.next).toMatch(/3-D Secure/)
    await payment.approveChallenge()
    const done = await outcome.completion
    expect(done.data).toEqual({ kind: 'complete', orderIds: [expect.any(String)] })
  })

  it('a checkout started while 3-D Secure awaits the card holder is refused as busy; one payment, one order', async () => {
    await reserveAdults()
    payment.setCardNumber('4000 0025 0000 3155')
    const outcome = (await foyer.checkout.guest({ purchaser: grace })).data!
    if (outcome.kind !== 'action_required') throw new Error(`expected action_required, got ${outcome.kind}`)
    const again = await foyer.checkout.guest({ purchaser: grace })
    expect(again.error).toMatchObject({ code: 'busy' })
    await payment.approveChallenge()
    const done = await outcome.completion
    expect(done.data).toEqual({ kind: 'complete', orderIds: [expect.any(String)] })
    const checkouts = run.requests.filter((r) => r.method === 'POST' && /guest_checkout/.test(r.path))
    // The 3-D Secure flow's two: the answer asking for approval, then the confirmed payment.
    expect(checkouts).toHaveLength(2)
    // Once the first has its answer, the busy guard is gone: the next call is told the cart is done.
    const after = await foyer.checkout.guest({ purchaser: grace })
    expect(after.error?.code).not.toBe('busy')
  })

  it('a failed 3-D Secure completes with the provider error; the cart stays', async () => {
    await reserveAdults()
    payment.setCardNumber('4000 0025 0000 3155')
    const outcome = (await foyer.checkout.guest({ purchaser: grace })).data!
    if (outcome.kind !== 'action_required') throw new Error('expected action_required')
    await payment.failChallenge()
    const done = await outcome.completion
    expect(done.error?.message).toMatch(/unable to authenticate/)
    expect(foyer.storefront.cart.getSnapshot().cartId).not.toBeNull()
  })

  it('a gift card pays first and the card the rest, in one call', async () => {
    await reserveAdults()
    expect((await foyer.cart.applyCode('FRIENDS10')).error).toBeUndefined()
    const card = (await foyer.cart.applyGiftCard('6006000000000050')).data!
    expect(card.pays).toBe('50.00')
    payment.setCardNumber('4242 4242 4242 4242')
    const paid = await foyer.checkout.guest({ purchaser: grace })
    expect(paid.error).toBeUndefined()
    expect(paid.data).toEqual({ kind: 'complete', orderIds: [expect.any(String)] })
  })

  it('a field the checkout does not have, or a value it refuses, is an error naming it', async () => {
    await reserveAdults()
    payment.setCardNumber('4242 4242 4242 4242')
    const typo = await foyer.checkout.guest({ purchaser: { ...grace, ...({ fist_name: 'G' } as object) } })
    expect(typo.error).toMatchObject({ code: 'invalid_input', extra: { field: 'purchaser.fist_name' } })
    const bad = await foyer.checkout.guest({ purchaser: { ...grace, email: 'grace@' } })
    expect(bad.error).toMatchObject({ code: 'invalid_input', extra: { field: 'purchaser.email' } })
    expect(bad.error?.message).toMatch(/purchaser\.email is not in the right format/)
    // Nothing was lost: the same cart checks out once the input is right.
    const paid = await foyer.checkout.guest({ purchaser: grace })
    expect(paid.data).toMatchObject({ kind: 'complete' })
  })

  it('without a cart, checkout says to add tickets first', async () => {
    const paid = await foyer.checkout.guest({ purchaser: grace })
    expect(paid.error).toMatchObject({ code: 'no_cart' })
    expect(paid.error?.message).toMatch(/add tickets first/)
  })
})
