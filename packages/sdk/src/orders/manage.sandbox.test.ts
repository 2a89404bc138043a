/**
 * Order self-service against the in-process sandbox (storefront §4 Orders, Edit order, Cart on
 * expiry; §6 Self-service orders; calls §4 order_update / order_cancel e-mails; calls §7 cart
 * remove / modify / DELETE, ticket_order cancel). The edit never loses the order: a discarded or
 * lapsed edit leaves it exactly as it was.
 */
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import type { SelfEditRules } from './self-service.js'
import { editChanges, manageOrder } from './index.js'

let run: OnSandbox
beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
afterEach(() => {
  vi.useRealTimers()
  run.close()
})

const { orders } = seedIds.selfService
const rules: SelfEditRules = { categories: ['Admission', 'Tours'], handler: 'tickets', horizonDays: 2, horizonHours: 0 }

async function subjects(): Promise<string[]> {
  const answer = await run.sandbox.app.fetch(new Request('http://sandbox/_sandbox/outbox'))
  return ((await answer.json()) as { emails: { subject: string }[] }).emails.map((mail) => mail.subject)
}

const snapshotOf = (order: { tickets: { id: string; state: string }[]; total: string | null } | null) => ({
  tickets: order?.tickets.map((t) => [t.id, t.state]),
  total: order?.total,
})

describe('manageOrder(storefront, orderId)', () => {
  it('offers edit and reschedule on a paid visit ahead; a discarded edit leaves the order as it was', async () => {
    const manage = manageOrder(run.visitor(), orders.visit, { rules })
    const before = (await manage.load()).data ?? null
    expect(manage.getSnapshot().actions).toEqual({ edit: true, cancel: false, reschedule: true })
    manage.toggle(before!.tickets[0]!.id, true)
    const edit = await manage.removeSelected()
    expect(edit.data?.outstanding).toBe('0.00')
    // What confirming would cancel, said before (storefront §4 Edit order "unsaved changes").
    expect(editChanges(before!, edit.data!.cart).removed.map((t) => t.id)).toEqual([before!.tickets[0]!.id])
    expect((await manage.discard()).error).toBeUndefined()
    expect(snapshotOf(manage.getSnapshot().order)).toEqual(snapshotOf(before))
  })

  it('a change left open (a reload, another tab) is shown again on load, and can be discarded', async () => {
    const first = manageOrder(run.visitor(), orders.visit, { rules })
    const before = (await first.load()).data ?? null
    first.toggle(before!.tickets[0]!.id, true)
    expect((await first.removeSelected()).error).toBeUndefined()
    // The page again, in a fresh browser: the unsaved change is there to confirm or discard.
    const again = manageOrder(run.visitor(), orders.visit, { rules })
    await again.load()
    expect(again.getSnapshot().edit).toMatchObject({ outstanding: '0.00' })
    expect(editChanges(before!, again.getSnapshot().edit!.cart).removed.map((t) => t.id)).toEqual([
      before!.tickets[0]!.id,
    ])
    expect(again.getSnapshot().edit?.expiresAt).toEqual(expect.any(Number))
    expect((await again.discard()).error).toBeUndefined()
    const after = manageOrder(run.visitor(), orders.visit, { rules })
    expect(snapshotOf((await after.load()).data ?? null)).toEqual(snapshotOf(before))
    expect(after.getSnapshot().edit).toBeNull()
  })

  it('a free change is confirmed at once: the removed ticket is cancelled and the order_update e-mail sent', async () => {
    const manage = manageOrder(run.visitor(), orders.visit, { rules })
    const order = (await manage.load()).data!
    manage.toggle(order.tickets[0]!.id, true)
    await manage.removeSelected()
    expect((await manage.confirm()).data).toBe('done')
    expect(manage.getSnapshot().message).toBe('orders.ticketsCancelled')
    expect(
      manage
        .getSnapshot()
        .order?.tickets.map((t) => t.state)
        .sort(),
    ).toEqual(['booked', 'cancelled'])
    expect((await subjects()).some((subject) => /updated/i.test(subject))).toBe(true)
  })

  it('adding a ticket costs something: confirm hands the edit to the cart for the checkout', async () => {
    const storefront = run.visitor()
    const manage = manageOrder(storefront, orders.visit, { rules })
    const order = (await manage.load()).data!
    const adult = order.tickets[0]!
    await manage.add([{ sessionId: adult.sessionId!, ticketTypeId: adult.ticketTypeId!, quantity: 1 }])
    expect(Number(manage.getSnapshot().edit?.outstanding)).toBeGreaterThan(0)
    expect((await manage.confirm()).data).toBe('confirm')
    expect(manage.getSnapshot().next).toBe('confirm')
    expect(storefront.cart.getSnapshot().cartId).toBe(order.cartId)
  })

  it('storefront §4 Cart on expiry "On manage the page reloads": a lapsed edit reads the order again, unchanged', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const manage = manageOrder(run.visitor(), orders.visit, { rules })
    const before = (await manage.load()).data ?? null
    manage.toggle(before!.tickets[0]!.id, true)
    const edit = (await manage.removeSelected()).data!
    expect(edit.expiresAt).not.toBeNull()
    run.sandbox.clock.advance(edit.expiresAt! - run.sandbox.clock.now().getTime() + 10_000)
    await vi.advanceTimersByTimeAsync(edit.expiresAt! + 10_000)
    await vi.waitFor(() => expect(manage.getSnapshot()).toMatchObject({ edit: null, lapsed: true }))
    await vi.waitFor(() => expect(snapshotOf(manage.getSnapshot().order)).toEqual(snapshotOf(before)))
    // The edit's timer says it expired (the page reloads; on reschedule it goes to /manage/{orderId}).
    expect(manage.timer.getSnapshot().status).toBe('expired')
    manage.dispose()
  })

  it('storefront §4 Cart "Timer and extension": the edit shows its timer and can be extended by 2 minutes, once (calls §9)', async () => {
    const manage = manageOrder(run.visitor(), orders.visit, { rules })
    const watching = manage.timer.subscribe(() => {})
    expect(manage.timer.getSnapshot()).toMatchObject({ status: 'inactive', shown: false })
    const before = (await manage.load()).data!
    manage.toggle(before.tickets[0]!.id, true)
    const edit = (await manage.removeSelected()).data!
    // calls §9 "Expiry timer shown: under 20 minutes": the edit holds for 15.
    expect(manage.timer.getSnapshot()).toMatchObject({ status: 'running', shown: true, level: 'info' })
    expect(manage.timer.getSnapshot().secondsLeft).toBeGreaterThan(14 * 60)
    await manage.timer.extend()
    expect(manage.timer.getSnapshot()).toMatchObject({ status: 'running', extensionsUsed: 1, error: null })
    const extended = manage.getSnapshot().edit!
    expect(extended.expiresAt! - edit.expiresAt!).toBeGreaterThanOrEqual(119_000)
    const sent = run.requests.filter((r) => r.method === 'PATCH').length
    await manage.timer.extend()
    expect(run.requests.filter((r) => r.method === 'PATCH').length).toBe(sent)
    expect((await manage.discard()).error).toBeUndefined()
    expect(manage.timer.getSnapshot()).toMatchObject({ status: 'inactive', shown: false })
    watching()
    manage.dispose()
  })

  it('cancels a free order’s tickets and sends the order_cancel e-mail; none selected is refused first', async () => {
    const manage = manageOrder(run.visitor(), orders.free, { rules })
    const order = (await manage.load()).data!
    expect(manage.getSnapshot().actions.cancel).toBe(true)
    expect((await manage.cancelSelected()).error?.messageKey).toBe('orders.selectTickets')
    for (const ticket of order.tickets) manage.toggle(ticket.id, true)
    expect((await manage.cancelSelected()).error).toBeUndefined()
    expect(manage.getSnapshot().order?.tickets.every((t) => t.state === 'cancelled')).toBe(true)
    expect(manage.getSnapshot().actions).toEqual({ edit: false, cancel: false, reschedule: false })
    expect((await subjects()).some((subject) => /cancel/i.test(subject))).toBe(true)
  })

  it('storefront §5 Self-edit horizon: a reschedule into a session inside it is refused with no call; one beyond it is an edit', async () => {
    const manage = manageOrder(run.visitor(), orders.visit, { rules })
    const order = (await manage.load()).data!
    const visit = order.visits[0]!
    const ids = visit.tickets.map((t) => t.id)
    const at = (date: string, time: string) => ({
      id: `${visit.eventId}-${date.replaceAll('-', '')}-${time.replace(':', '')}`,
      startDatetime: `${date}T${time}:00-04:00`,
    })
    // Tuesday 10 March: with 2 days of horizon, Wednesday the 11th is inside it, Thursday the 12th is not.
    const tooSoon = await manage.reschedule(ids, at('2026-03-11', '10:00'))
    expect(tooSoon.error?.messageKey).toBe('orders.sessionTooSoon')
    expect(manage.getSnapshot()).toMatchObject({ edit: null, error: { messageKey: 'orders.sessionTooSoon' } })
    // A caller's start is not taken on trust: the server's start of the session decides.
    const lying = await manage.reschedule(ids, {
      id: at('2026-03-11', '10:00').id,
      startDatetime: '2026-03-20T14:00:00Z',
    })
    expect(lying.error?.messageKey).toBe('orders.sessionTooSoon')
    expect(manage.getSnapshot().edit).toBeNull()
    expect(snapshotOf(manage.getSnapshot().order)).toEqual(snapshotOf(order))
    const later = await manage.reschedule(ids, at('2026-03-12', '10:00'))
    expect(later.error).toBeUndefined()
    expect(manage.getSnapshot().edit).not.toBeNull()
    expect((await manage.discard()).error).toBeUndefined()
  })

  it("a script's bad input is refused before any call, in words; nothing is clamped, dropped or left running", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const storefront = run.visitor()
    expect((await manageOrder(storefront, '').load()).error).toMatchObject({ code: 'invalid_input' })
    const manage = manageOrder(storefront, orders.visit, { rules })
    expect((await manage.resend()).error).toMatchObject({ code: 'not_ready' })
    const order = (await manage.load()).data!
    const sent = run.requests.length
    const session = order.visits[0]!.sessionId
    const refusedFields = async (lines: unknown) =>
      ((await manage.add(lines as never)).error?.extra as { field?: string } | undefined)?.field
    expect(await refusedFields([{ sessionId: session, ticketTypeId: 'ga-adult', quantity: 1.5 }])).toBe(
      'lines[0].quantity',
    )
    expect(await refusedFields([{ sessionId: session, ticketTypeId: 'ga-adult', quantity: '2' }])).toBe(
      'lines[0].quantity',
    )
    expect(await refusedFields([{ sessionId: session, ticketTypeId: 'ga-adult', quantity: 1e10 }])).toBe(
      'lines[0].quantity',
    )
    expect(await refusedFields([{ sessionId: '', ticketTypeId: 'ga-adult', quantity: 1 }])).toBe('lines[0].sessionId')
    expect(await refusedFields(null)).toBe('lines')
    expect(await refusedFields([])).toBe('lines')
    const ids = order.tickets.map((t) => t.id)
    expect((await manage.reschedule(ids, { id: session, startDatetime: 'garbage' })).error?.extra).toMatchObject({
      field: 'session.startDatetime',
    })
    expect(
      (await manage.reschedule(['not-a-ticket'], { id: session, startDatetime: '2026-03-20T14:00:00Z' })).error?.extra,
    ).toMatchObject({
      field: 'ticketIds',
    })
    // A paid order's ticket is not cancellable: refused whole, naming it, not dropped.
    manage.toggle(ids[0]!, true)
    const cancelled = await manage.cancelSelected()
    expect(cancelled.error).toMatchObject({ code: 'validation_failed', extra: { tickets: [ids[0]] } })
    expect(cancelled.error?.message).toBe('No valid tickets found')
    manage.toggle(ids[0]!, false)
    expect((await manage.removeSelected()).error?.message).toBe('Please select at least one ticket.')
    expect(run.requests.length).toBe(sent)
    // Disposed in the middle of a change: its answer arms no timer, and later calls are refused.
    manage.toggle(ids[0]!, true)
    const removing = manage.removeSelected()
    manage.dispose()
    await removing
    expect(vi.getTimerCount()).toBe(0)
    expect((await manage.discard()).error).toMatchObject({ code: 'aborted' })
  })

  it('inside the horizon nothing can be changed; a single event is not rescheduled; a missing order is not_found', async () => {
    const tomorrow = manageOrder(run.visitor(), orders.tomorrow, { rules })
    await tomorrow.load()
    expect(tomorrow.getSnapshot().actions).toEqual({ edit: false, cancel: false, reschedule: false })
    const talk = manageOrder(run.visitor(), orders.talk, { rules: { ...rules, categories: ['Talks'] } })
    await talk.load()
    expect(talk.getSnapshot().actions).toEqual({ edit: true, cancel: false, reschedule: false })
    const missing = manageOrder(run.visitor(), 'no-such-order', { rules })
    await missing.load()
    expect(missing.getSnapshot()).toMatchObject({ status: 'not_found', error: { messageKey: 'orders.orderNotFound' } })
  })
})
