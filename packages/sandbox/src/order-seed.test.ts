/**
 * The guests' self-service orders (issue 14; seed/guest-orders.ts): placed from the anchor date,
 * read by their id without a login, each paid by one card capture (the free one by none).
 */
import { describe, expect, it } from 'vitest'
import { createSandbox, seedIds } from './index.js'
import { client, tuesdayMorning } from './test-helpers.js'

const { orders, guests } = seedIds.selfService

async function read(api: ReturnType<typeof client>, id: string) {
  const answer = await api.get(`ticket_order/${id}`, { _embed: 'ticket,payment_audit,event_template' })
  expect(answer.status).toBe(200)
  const body = answer.body
  return {
    order: body.ticket_order._data[0],
    tickets: body.ticket._data.map((t: Record<string, string>) => [t.ticket_type_id, t.event_session_id, t.state]),
    captures: body.payment_audit._data.map((p: { amount: string }) => p.amount),
    events: body.event_template._data.map((e: Record<string, string>) => [e.id, e.category, e.event_type]),
  }
}

describe('seeded guest orders for order self-service (storefront §1, §4 Orders, §6 Self-service orders)', () => {
  it('places each order relative to the anchor date, with its guest purchaser, total and capture', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    const identity = async (id: string) => (await api.get(`ticket_order/${id}`)).body.ticket_order._data[0].identity_id

    const free = await read(api, orders.free)
    expect(free.order).toMatchObject({ order_number: 'FO900008', total_after_fees_price: '0.00' })
    expect(free.tickets).toEqual([
      ['cl-companion', 'conservation-lab-20260322-1300', 'booked'],
      ['cl-companion', 'conservation-lab-20260322-1300', 'booked'],
    ])
    expect(free.captures).toEqual([])
    expect(free.events).toEqual([['conservation-lab', 'Tours', 'repeating']])

    const visit = await read(api, orders.visit)
    expect(visit.order).toMatchObject({ order_number: 'FO900009', total_after_fees_price: '57.00' })
    expect(visit.tickets).toEqual([
      ['ga-adult', 'general-admission-20260320-1100', 'booked'],
      ['ga-adult', 'general-admission-20260320-1100', 'booked'],
    ])
    expect(visit.captures).toEqual(['57.00'])
    expect(visit.events).toEqual([['general-admission', 'Admission', 'repeating']])

    const tomorrow = await read(api, orders.tomorrow)
    expect(tomorrow.order).toMatchObject({ order_number: 'FO900010', total_after_fees_price: '42.96' })
    expect(tomorrow.tickets).toEqual([
      ['ga-adult', 'general-admission-20260311-1600', 'booked'],
      ['ga-child', 'general-admission-20260311-1600', 'booked'],
    ])

    const talk = await read(api, orders.talk)
    expect(talk.order).toMatchObject({ order_number: 'FO900011', total_after_fees_price: '22.00' })
    expect(talk.events).toEqual([['curator-talk-light-and-shadow', 'Talks', 'single']])
    expect(talk.tickets[0]).toEqual(['ct-general', 'curator-talk-light-and-shadow-20260320-1830', 'booked'])

    const past = await read(api, orders.past)
    expect(past.order).toMatchObject({ order_number: 'FO900012', total_after_fees_price: '57.00' })
    expect(past.tickets[0]).toEqual(['ga-adult', 'general-admission-20260224-1300', 'booked'])

    expect(await identity(orders.free)).toBe(guests.rosalind.identityId)
    expect(await identity(orders.visit)).toBe(guests.hedy.identityId)
    expect(await identity(orders.tomorrow)).toBe(guests.emmy.identityId)
    expect(await identity(orders.talk)).toBe(guests.lise.identityId)
    expect(await identity(orders.past)).toBe(guests.marie.identityId)
  })

  it('the purchasers are guests: a resend to their e-mail finds their order', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    expect((await api.post('ticket_order/resend', { email: guests.hedy.email })).status).toBe(204)
    const emails = (await api.control('GET', 'outbox')).body.emails
    expect(emails.map((e: { to: string; ticket_order_ids: string[] }) => [e.to, e.ticket_order_ids])).toEqual([
      [guests.hedy.email, [orders.visit]],
    ])
    // No account: a passcode request for the e-mail sends nothing (accounts.ts).
    expect((await api.post('login/request_otp', { email: guests.hedy.email, provider: 'tix' })).status).toBe(200)
    expect((await api.control('GET', 'outbox')).body.emails).toHaveLength(1)
  })

  it('the booked tickets hold their sessions: the visit’s session counts them', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    const without = client(
      createSandbox({
        now: tuesdayMorning,
        customizeSeed: (seed) => {
          seed.member_orders = seed.member_orders.filter((o) => o.id !== orders.visit)
        },
      }),
    )
    const used = async (c: ReturnType<typeof client>) =>
      (await c.get('events/general-admission/sessions', { date: '2026-03-20' })).body.event_session._data.find(
        (s: { id: string }) => s.id === 'general-admission-20260320-1100',
      ).used_capacity as number
    expect((await used(api)) - (await used(without))).toBe(2)
  })
})
