/**
 * Renewing from the end of the current membership (storefront §6 "Renewal is allowed within a
 * period before expiry"; storefront §2 Buy membership, renew context): membership-orders.ts.
 * Alan Turing's Individual membership ends on 29 March 2026 (20 days after the anchor date).
 */
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { errorOf, memberClient, tuesdayMorning } from './test-helpers.js'

const sandbox = () => createSandbox({ now: tuesdayMorning })
const login = (s: ReturnType<typeof sandbox>, who: 'alan' | 'barbara') =>
  memberClient(s, seedIds.accounts[who].email, seedIds.accounts[who].password)
const card = (amount: string) => ({ amount, gateway_id: 'stripe', gateway_data: { source: 'pm_card_visa' } })
type Api = Awaited<ReturnType<typeof login>>

/** Alan renews his Individual membership (the renew form copies his level: role_id role-individual). */
async function renew(me: Api, more: Record<string, unknown> = {}) {
  const reserved = await me.post('events/membership/reserve_membership', {
    role_id: 'role-individual',
    tickets: [{ ticket_group_id: 'ms-individual', ticket_type_id: 'ms-individual-member', admit_name: 'Alan Turing' }],
    ...more,
  })
  expect(reserved.status).toBe(200)
  const paid = await me.post(`my/cart/${reserved.body.cart._data[0].id}/checkout`, card('75.00'))
  expect(paid.body.status).toBe('completed')
  const order = await me.get(`ticket_order/${paid.body.ticket_order._data[0].id}`, { _embed: 'membership' })
  return order.body.membership._data[0]
}

describe('a renewal starts when the current membership ends (storefront §6)', () => {
  it("Alan's renewal runs from 30 March 2026 00:00 for twelve months, after his current one", async () => {
    const s = sandbox()
    const me = await login(s, 'alan')
    const renewed = await renew(me)
    expect(renewed).toMatchObject({
      role_id: 'role-individual',
      scan_code: 'M100006',
      // The instant after his membership's end (2026-03-29 23:59:59), then a year.
      valid_from: '2026-03-30T00:00:00-04:00',
      valid_to: '2027-03-29T23:59:59-04:00',
      auto_renew_state: 'none',
    })
    // Both are his: the current one is unchanged.
    const mine = (await me.get('my/membership')).body.membership._data
    expect(mine.map((m: any) => [m.id, m.valid_from, m.valid_to])).toEqual([
      [renewed.id, '2026-03-30T00:00:00-04:00', '2027-03-29T23:59:59-04:00'],
      [seedIds.memberHistory.alanMembership, '2025-03-30T00:00:00-04:00', '2026-03-29T23:59:59-04:00'],
    ])
    // The renewal's tickets admit for its validity.
    const members = await me.get('my/membership', { _embed: 'ticket' })
    const renewedTicket = members.body.ticket._data.find((t: any) => t.ticket_order_id === renewed.ticket_order_id)
    expect([renewedTicket.valid_from, renewedTicket.valid_to]).toEqual([renewed.valid_from, renewed.valid_to])
  })

  it('adds the extended months from there, and a second renewal follows the first', async () => {
    const s = sandbox()
    const me = await login(s, 'alan')
    const extended = await renew(me, { extended_membership_codes: [seedIds.extendedMembershipCode] })
    expect([extended.valid_from, extended.valid_to]).toEqual(['2026-03-30T00:00:00-04:00', '2027-06-29T23:59:59-04:00'])
    const again = await renew(me)
    expect([again.valid_from, again.valid_to]).toEqual(['2027-06-30T00:00:00-04:00', '2028-06-29T23:59:59-04:00'])
  })

  it('after renewing, Alan may book the Members’ Evening after his current membership ends', async () => {
    const s = sandbox()
    const me = await login(s, 'alan')
    const april = { event_session_id: 'members-evening-20260402-1800', ticket_type_id: 'me-member', quantity: 1 }
    expect(errorOf(await me.post('my/cart/modify', { reserve: { tickets: [april] } }))._code).toBe(
      'member_limit_exceeded',
    )
    await renew(me)
    expect((await me.post('my/cart/modify', { reserve: { tickets: [april] } })).status).toBe(200)
  })

  it("an expired membership is no current one: Barbara's new membership starts today", async () => {
    const s = sandbox()
    const me = await login(s, 'barbara')
    const reserved = await me.post('events/membership/reserve_membership', {
      role_id: 'ms-individual',
      tickets: [
        { ticket_group_id: 'ms-individual', ticket_type_id: 'ms-individual-member', admit_name: 'Barbara Liskov' },
      ],
    })
    const paid = await me.post(`my/cart/${reserved.body.cart._data[0].id}/checkout`, card('75.00'))
    const order = await me.get(`ticket_order/${paid.body.ticket_order._data[0].id}`, { _embed: 'membership' })
    expect(order.body.membership._data[0]).toMatchObject({
      valid_from: '2026-03-10T00:00:00-04:00',
      valid_to: '2027-03-09T23:59:59-05:00',
    })
  })
})
