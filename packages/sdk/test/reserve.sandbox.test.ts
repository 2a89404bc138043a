/**
 * The reserve and cart stores against the in-process sandbox (DESIGN.md: sdk flows are tested
 * against the sandbox). Every request and answer goes through the contract observer, so each test
 * is also a contract test: `violations` must stay empty.
 */
import { seedIds, type Sandbox, type SandboxOptions } from '@foyer/sandbox'
import { afterEach, describe, expect, it } from 'vitest'
import { reserveErrorMessage } from '../src/reserve/rules/index.js'
import { createMemoryStorage, type KeyValueStorage } from '../src/store/storage.js'
import type { Storefront } from '../src/storefront.js'
import { onSandbox, type OnSandbox } from './on-sandbox.js'
import { getReserve } from '../src/reserve/index.js'

// Tuesday 10 March 2026, 10:00 in New York (the demo venue's zone): "tomorrow" is Wednesday 11 March.
const tuesdayMorning = '2026-03-10T14:00:00Z'
const tomorrow = '2026-03-11'
const ga = seedIds.generalAdmission
const session = (eventId: string, date: string, time: string) =>
  `${eventId}-${date.replaceAll('-', '')}-${time.replace(':', '')}`

let run: OnSandbox
let sandbox: Sandbox

function start(options: SandboxOptions = {}) {
  run = onSandbox({ now: tuesdayMorning, ...options })
  sandbox = run.sandbox
}

/** A storefront (a visitor's browser tab) over the sandbox; `storage` is its localStorage. */
const visitor = (storage: KeyValueStorage = createMemoryStorage()): Storefront => run.visitor({ storage })

/** Another visitor takes places through the API, so the first one's view is stale. */
async function someoneElseReserves(eventId: string, sessionId: string, ticketTypeId: string, quantity: number) {
  const other = visitor()
  const result = await other.cart.modify({
    channel_id: 'web',
    reserve: { tickets: [{ event_session_id: sessionId, ticket_type_id: ticketTypeId, quantity }] },
  })
  expect(result.error, `${eventId} ${sessionId}`).toBeUndefined()
}

afterEach(() => run.close())

// The first journey also warms the in-process sandbox up: room for a loaded 2-core machine.
describe('reserve into a cart (storefront §4 Reserve flow, calls §7 Cart)', { timeout: 30_000 }, () => {
  it('2 adults + 1 child of General Admission tomorrow 10:00 → a cart with 3 tickets and the right totals; a reload finds it', async () => {
    start()
    const storage = createMemoryStorage()
    const storefront = visitor(storage)
    const reserve = getReserve(storefront, ga)
    await reserve.load()
    expect(reserve.getSnapshot()).toMatchObject({ status: 'ready', flow: 'date_first', step: 'date' })
    await reserve.selectDate(tomorrow)
    const ten = session(ga, tomorrow, '10:00')
    expect(reserve.getSnapshot().sessions.find((s) => s.id === ten)).toMatchObject({
      startTime: '10:00',
      availableCapacity: 40,
      soldOut: false,
    })
    await reserve.selectSession(ten)
    reserve.setQuantity(seedIds.ticketTypes.adult, 2)
    reserve.setQuantity(seedIds.ticketTypes.child, 1)
    expect(reserve.getSnapshot().messages.quantityMessages).toEqual(['Children must be accompanied by an adult.'])
    expect(reserve.getSnapshot().canSubmit).toBe(true)

    const result = await reserve.submit()
    expect(result.error).toBeUndefined()
    expect(result.data?.tickets).toHaveLength(3)
    expect(reserve.getSnapshot().status).toBe('done')

    const cart = storefront.cart.getSnapshot()
    expect(cart.status).toBe('ready')
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ name: 'General Admission', sessionId: ten, isAnchor: true })
    expect(cart.items[0]?.types.map((t) => [t.name, t.ticketCount, t.totalPrice])).toEqual([
      ['Adult', 2, '50.00'],
      ['Child', 1, '12.00'],
    ])
    // Adults 25.00, child 12.00; each ticket 1.50 service charge and 8 % tax (calls §9 Fees).
    expect(cart.totals).toMatchObject({
      currency: 'USD',
      faceValue: '62.00',
      feeFixed: '4.50',
      feePercent: '4.96',
      outstanding: '71.46',
      ticketCount: 3,
    })
    // calls §9: local expiry is expires_in − 5 s (the sandbox holds a cart 15 minutes).
    expect(cart.localExpiresAt).toBe(sandbox.clock.now().getTime() + (15 * 60 - 5) * 1000)
    expect(storefront.cart.isCurrent()).toBe(true)

    // A reload: a new storefront over the same storage finds the cart.
    const reloaded = visitor(storage)
    const loaded = await reloaded.cart.load()
    expect(loaded.data?.cart.id).toBe(cart.cartId)
    expect(reloaded.cart.getSnapshot()).toMatchObject({
      status: 'ready',
      totals: { ticketCount: 3, outstanding: '71.46' },
    })
  })

  it("a link's tg naming a ticket group the event does not sell: 'We could not find the tickets you chose.' and every date is offered (storefront §2 Query: tg)", async () => {
    start()
    const reserve = getReserve(visitor(), ga)
    await reserve.load({ query: 'tg=no-such-group' })
    const snapshot = reserve.getSnapshot()
    expect(snapshot.error).toBeNull()
    expect(snapshot.queryProblems).toEqual([
      { problem: 'ticket_groups_not_found', messageKey: 'reserve.ticketTypesNotFound', values: ['no-such-group'] },
    ])
    expect(snapshot.calendarStatus).toBe('ready')
    expect(snapshot.calendar.find((day) => day.date === tomorrow)?.selectable).toBe(true)
  })

  it("flexible admission ('any date') where the event allows it: gift cards, with a chosen amount (storefront §5 Flexible price)", async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, seedIds.giftCards)
    await reserve.load()
    expect(reserve.getSnapshot()).toMatchObject({
      flexibleAdmission: 'only',
      flexible: true,
      date: null,
      calendarStatus: 'idle',
    })
    expect(reserve.getSnapshot().problem?.messageKey).toBe('reserve.selectGiftCard')
    reserve.setQuantity('gc-50', 1)
    reserve.setQuantity('gc-custom', 1)
    reserve.setPrice('gc-custom', '5')
    expect(reserve.getSnapshot().problem).toMatchObject({
      problem: 'flexible_price',
      messageKey: 'reserve.flexiblePriceOutOfRange',
    })
    reserve.setPrice('gc-custom', '30')
    expect(reserve.getSnapshot().canSubmit).toBe(true)
    const result = await reserve.submit()
    expect(result.error).toBeUndefined()
    const tickets = storefront.cart.getSnapshot().contents?.tickets ?? []
    expect(tickets.map((t) => [t.ticket_type_id, t.face_value]).sort()).toEqual([
      ['gc-50', '50.00'],
      ['gc-custom', '30.00'],
    ])
  })

  it('quantity-first: quantities, Find available tickets (priced calendar), date, session, survey and admit details', async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, seedIds.familyWorkshop)
    await reserve.load()
    expect(reserve.getSnapshot()).toMatchObject({ flow: 'quantity_first', step: 'quantities' })
    reserve.setQuantity('fw-child', 1)
    reserve.setQuantity('fw-adult', 1)
    await reserve.findAvailableTickets()
    const saturday = '2026-03-14'
    expect(reserve.getSnapshot().calendar.find((d) => d.date === saturday)).toMatchObject({ selectable: true })
    expect(reserve.getSnapshot().calendar.find((d) => d.date === '2026-03-11')).toMatchObject({ selectable: false })
    await reserve.selectDate(saturday)
    await reserve.selectSession(session(seedIds.familyWorkshop, saturday, '11:00'))
    expect(reserve.getSnapshot().step).toBe('details')
    expect(reserve.getSnapshot().details[0]?.survey.map((f) => f.name)).toEqual([
      'child_age',
      'allergies',
      'photo_consent',
    ])
    expect((await reserve.submit()).error?.code).toBe('details_invalid')

    reserve.setSurveyAnswer('fw-workshop', 'child_age', '7')
    reserve.setSurveyAnswer('fw-workshop', 'photo_consent', 'No')
    reserve.setAdmitDetails('fw-child', 0, { first: 'Ada', last: 'Lovelace' })
    reserve.setAdmitDetails('fw-adult', 0, { first: 'Anne', last: 'Byron' })
    const result = await reserve.submit()
    expect(result.error).toBeUndefined()
    expect(result.data?.tickets.map((t) => t.admit_name).sort()).toEqual(['Ada Lovelace', 'Anne Byron'])
  })
})

describe('calls §8 Reserve and promo: every expected reserve error the sandbox produces', () => {
  it('rule_blocks_reserve code_required: the code dialog shows the server description; a wrong code is refused; PREVIEW retries the reserve', async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, seedIds.curatorsPreview)
    await reserve.load()
    // The only available date is preselected (storefront §4) and its session loaded.
    const preview = reserve.getSnapshot()
    expect(preview.date).toBe('2026-03-16')
    await reserve.selectSession(preview.sessions[0]!.id)
    reserve.setQuantity(seedIds.ticketTypes.preview, 2)
    const blocked = await reserve.submit()
    expect(blocked.error?.code).toBe('rule_blocks_reserve')
    const dialog = reserve.getSnapshot()
    expect(dialog.status).toBe('code_required')
    expect(dialog.codeRequired?.description).toBeTruthy()
    expect(storefront.cart.getSnapshot().cartId).toBeNull()

    const wrong = await reserve.applyCode('NOTACODE')
    expect(wrong.error?.code).toBe('code_not_found')
    expect(reserve.getSnapshot()).toMatchObject({
      status: 'code_required',
      codeRequired: { error: { code: 'code_not_found' } },
    })

    const done = await reserve.applyCode(seedIds.previewCode)
    expect(done.error).toBeUndefined()
    expect(done.data?.tickets).toHaveLength(2)
    expect(reserve.getSnapshot().status).toBe('done')
    expect(storefront.cart.getSnapshot().totals?.ticketCount).toBe(2)
  })

  it('event_session_sold_out during the reserve: sessions refreshed, "Tickets have sold out for the session at 11:00 AM…", session cleared', async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, ga)
    await reserve.load()
    await reserve.selectDate(tomorrow)
    const eleven = session(ga, tomorrow, '11:00')
    await reserve.selectSession(eleven)
    reserve.setQuantity(seedIds.ticketTypes.adult, 1)
    await someoneElseReserves(ga, eleven, seedIds.ticketTypes.adult, 3)

    const result = await reserve.submit()
    expect(result.error?.code).toBe('event_session_sold_out')
    const snapshot = reserve.getSnapshot()
    expect(snapshot).toMatchObject({ status: 'ready', date: tomorrow, sessionId: null, step: 'session' })
    expect(snapshot.sessions.find((s) => s.id === eleven)).toMatchObject({ soldOut: true })
    expect(reserveErrorMessage(snapshot.error!, storefront.i18n.t)).toBe(
      'Tickets have sold out for the session at 11:00 AM. Please select another session and try again.',
    )
  })

  it('session_capacity_exceeded (context reserve): asked for more than is left; sessions and groups reloaded', async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, ga)
    await reserve.load()
    await reserve.selectDate(tomorrow)
    const eleven = session(ga, tomorrow, '11:00')
    await reserve.selectSession(eleven)
    reserve.setQuantity(seedIds.ticketTypes.adult, 3)
    expect(reserve.getSnapshot().quantities).toEqual({ [seedIds.ticketTypes.adult]: 3 })
    await someoneElseReserves(ga, eleven, seedIds.ticketTypes.adult, 2)

    await reserve.submit()
    const snapshot = reserve.getSnapshot()
    expect(snapshot.error).toMatchObject({
      code: 'session_capacity_exceeded',
      change: 'chooseSessionOrReduce',
      expected: true,
    })
    expect(snapshot.sessions.find((s) => s.id === eleven)).toMatchObject({ availableCapacity: 1, fewTickets: true })
    // The stepper now knows the one place left.
    expect(snapshot.steppers[seedIds.ticketTypes.adult]?.maximum).toBe(1)
  })

  it('max_tickets_per_order_exceeded: the cart already holds 15 of a 20-per-order group', async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, ga)
    const ten = session(ga, tomorrow, '10:00')
    const book = async (count: number) => {
      await reserve.load({ query: `session=${ten}&quantity=${seedIds.ticketTypes.adult}:${count}` })
      return reserve.submit()
    }
    expect((await book(15)).error).toBeUndefined()
    const second = await book(10)
    expect(second.error?.code).toBe('max_tickets_per_order_exceeded')
    const snapshot = reserve.getSnapshot()
    expect(snapshot.error).toMatchObject({ change: 'reduceQuantities', expected: true })
    expect(reserveErrorMessage(snapshot.error!, storefront.i18n.t)).toBe(snapshot.error?.description)
    expect(snapshot.error?.description).toBeTruthy()
    expect(snapshot.quantities).toEqual({ [seedIds.ticketTypes.adult]: 10 })
  })

  it('min_tickets_per_order_not_met: the page showed no minimum, the server now asks for 2', async () => {
    let handsOnMinimum = 0
    start({
      customizeSeed: (seed) => {
        const group = seed.events.flatMap((e) => e.ticket_groups).find((g) => g.id === seedIds.ticketGroups.handsOn)!
        group.min_tickets_per_order = handsOnMinimum
      },
    })
    const storefront = visitor()
    const reserve = getReserve(storefront, seedIds.conservationLab)
    await reserve.load({ query: `session=${session(seedIds.conservationLab, tomorrow, '13:00')}` })
    reserve.setQuantity(seedIds.ticketTypes.handsOn, 1)
    expect(reserve.getSnapshot().quantities).toEqual({ [seedIds.ticketTypes.handsOn]: 1 })
    handsOnMinimum = 2
    sandbox.reset()

    const result = await reserve.submit()
    expect(result.error?.code).toBe('min_tickets_per_order_not_met')
    expect(reserve.getSnapshot().error).toMatchObject({ change: 'increaseQuantities', expected: true })
  })

  it('ticket_group_capacity_exceeded (context reserve) and ticket_group_sold_out: groups reloaded, a sold-out group is no longer offered', async () => {
    start()
    const storefront = visitor()
    const reserve = getReserve(storefront, seedIds.conservationLab)
    const one = session(seedIds.conservationLab, tomorrow, '13:00')
    await reserve.load({ query: `session=${one}` })
    reserve.setQuantity(seedIds.ticketTypes.handsOn, 4)
    await someoneElseReserves(seedIds.conservationLab, one, seedIds.ticketTypes.handsOn, 4)
    await reserve.submit()
    expect(reserve.getSnapshot().error).toMatchObject({
      code: 'ticket_group_capacity_exceeded',
      change: 'reduceQuantities',
    })
    expect(reserve.getSnapshot().steppers[seedIds.ticketTypes.handsOn]?.maximum).toBe(2)

    const companion = getReserve(visitor(), seedIds.conservationLab)
    await companion.load({ query: `session=${one}` })
    companion.setQuantity(seedIds.ticketTypes.companion, 1)
    await someoneElseReserves(seedIds.conservationLab, one, seedIds.ticketTypes.companion, 2)
    await someoneElseReserves(seedIds.conservationLab, one, seedIds.ticketTypes.companion, 2)
    await companion.submit()
    const snapshot = companion.getSnapshot()
    expect(snapshot.error).toMatchObject({ code: 'ticket_group_sold_out', change: 'chooseOtherTickets' })
    expect(snapshot.ticketGroups.map((g) => g.id)).not.toContain(seedIds.ticketGroups.companion)
    expect(snapshot.quantities).toEqual({})
  })
})

describe('storefront §4: removing a cart item asks for confirmation', () => {
  it('removes one item of two; removing the only item deletes the cart', async () => {
    start()
    const storage = createMemoryStorage()
    const storefront = visitor(storage)
    const admission = getReserve(storefront, ga)
    await admission.load({ query: `session=${session(ga, tomorrow, '10:00')}&quantity=Adult:2&reserve=true` })
    expect(admission.getSnapshot().status).toBe('done')
    const lab = getReserve(storefront, seedIds.conservationLab)
    await lab.load({
      query: `session=${session(seedIds.conservationLab, tomorrow, '13:00')}&quantity=Adult:1&reserve=true`,
    })
    expect(lab.getSnapshot().status).toBe('done')

    const cart = storefront.cart
    expect(cart.getSnapshot().items.map((i) => i.name)).toEqual(['General Admission', 'Conservation Lab: Open Studio'])
    const labItem = cart.getSnapshot().items[1]!
    expect(cart.removeItem(labItem.id)).toMatchObject({
      confirm: true,
      action: 'removeTickets',
      ticketIds: labItem.ticketIds,
    })
    const removed = await cart.confirmRemoveItem(labItem.id)
    expect(removed.error).toBeUndefined()
    expect(cart.getSnapshot().items.map((i) => i.name)).toEqual(['General Admission'])
    expect(cart.getSnapshot().totals?.ticketCount).toBe(2)

    const only = cart.getSnapshot().items[0]!
    const cartId = cart.getSnapshot().cartId!
    expect(cart.removeItem(only.id)).toMatchObject({ action: 'deleteCart' })
    expect(await cart.confirmRemoveItem(only.id)).toEqual({ data: null })
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null, items: [] })
    expect(storage.getItem(cart.storageKey)).toBeNull()
    // The cart is gone on the server too.
    const gone = await visitor().http.get('/my/cart/{cartId}', { params: { path: { cartId } } })
    expect(gone.error?.status).toBe(404)
  })
})
