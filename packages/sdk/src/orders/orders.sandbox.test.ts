/**
 * A member's orders, visits and cards against the in-process sandbox (storefront §1 My Account,
 * §3, §4 Orders; calls §7 Orders and Account; calls §8 Orders), through the contract observer.
 */
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { getOrders } from './index.js'

let run: OnSandbox
beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
afterEach(() => run.close())

const history = seedIds.memberHistory

async function ada() {
  const { storefront } = run.browser({ login: { mode: 'password' } })
  await storefront.auth.start()
  await storefront.auth.submitEmail(seedIds.knownEmail)
  await storefront.auth.submitPassword(seedIds.accounts.ada.password)
  expect(storefront.auth.getSnapshot().status).toBe('logged_in')
  return storefront
}

describe('getOrders(storefront)', () => {
  it('recent orders: newest first, with their events and tickets', async () => {
    const orders = getOrders(await ada())
    const result = await orders.loadOrders()
    expect(result.data?.map((o) => [o.number, o.total, o.eventNames])).toEqual([
      ['FO900004', '83.00', ['General Admission', 'Highlights Tour']],
      ['FO900003', '13.00', ['Highlights Tour']],
      ['FO900002', '57.00', ['General Admission']],
      ['FO900001', '130.00', ['Membership']],
    ])
    expect(orders.getSnapshot().orders).toMatchObject({ status: 'ready', error: null })
  })

  it('visits: the upcoming ones first, then the past with their badges', async () => {
    const orders = getOrders(await ada())
    const visits = (await orders.loadVisits()).data ?? []
    expect(visits.map((v) => [v.eventName, v.startDatetime, v.badges])).toEqual([
      ['General Admission', '2026-03-19T14:00:00-04:00', []],
      ['Highlights Tour', '2026-03-19T14:30:00-04:00', []],
      ['Highlights Tour', '2026-02-18T14:30:00-05:00', ['past_event']],
      ['General Admission', '2026-01-24T11:00:00-05:00', ['redeemed', 'past_event']],
    ])
    expect(visits[0]?.tickets.map((t) => [t.admitName, t.typeName, t.state])).toEqual([
      ['Ada Lovelace', 'Adult', 'booked'],
      ['Charles Babbage', 'Adult', 'booked'],
    ])
    expect(visits[0]?.tickets[0]?.scanCode).toMatch(/^FY\d{10}$/)
  })

  it('one order: tickets by visit and its payments; a missing one is not found', async () => {
    const orders = getOrders(await ada())
    const order = (await orders.loadOrder(history.upcomingOrder)).data
    expect(order?.visits.map((v) => v.eventName)).toEqual(['General Admission', 'Highlights Tour'])
    expect(order?.payments.map((p) => [p.action, p.amount])).toEqual([['capture', '83.00']])
    const missing = await orders.loadOrder('order-that-is-not')
    expect(missing.error).toMatchObject({ messageKey: 'orders.orderNotFound' })
  })

  it('wallet precheck and links, saved cards; all forgotten at logout', async () => {
    const storefront = await ada()
    const orders = getOrders(storefront)
    expect((await orders.walletPrecheck('ticket-ada-upcoming-1')).data).toEqual({ apple: true, google: true })
    expect(orders.walletLinks('ticket-ada-upcoming-1').apple).toBe(
      'http://sandbox/api/v1/ticket/ticket-ada-upcoming-1/pkpass?_seller=demo-museum',
    )
    expect((await orders.loadSavedPaymentMethods()).data).toEqual([
      { id: 'spm-ada-visa-4242', identifier: expect.stringContaining('4242') },
    ])
    await orders.loadOrders()
    await storefront.auth.logout()
    expect(orders.getSnapshot()).toMatchObject({ status: 'anonymous', orders: { status: 'idle', data: null } })
  })
})
