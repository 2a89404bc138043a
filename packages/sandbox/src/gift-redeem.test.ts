/**
 * Gift codes and redeeming them (issue 13; storefront §2 /membership/redeem, §4 Gift code, §5
 * "Gift code: required, exactly 10 characters"; calls §3 Gift code lookup; calls §4 "Gift code:
 * expired if now is before valid_from or after valid_to; exhausted if flagged"; calls §8 Gift
 * code; calls §9 Gift code 10 digits): GET gift_code/{code}, reserve_membership with the code at
 * price 0, the free checkout issuing the membership and exhausting the code.
 */
import { describe, expect, it } from 'vitest'
import { seededGiftCodes } from './gifts.js'
import { createSandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { client, errorOf, memberClient, tuesdayMorning } from './test-helpers.js'

const sandbox = () => createSandbox({ now: tuesdayMorning })
type Sandbox = ReturnType<typeof sandbox>
type Api = Pick<ReturnType<typeof client>, 'call' | 'post' | 'get'>
const edsger = (s: Sandbox) => memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')
const ada = (s: Sandbox) => memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)

const individual = (code: string | null, name = 'Edsger Dijkstra') => ({
  role_id: 'ms-individual',
  tickets: [{ ticket_group_id: 'ms-individual', ticket_type_id: 'ms-individual-member', admit_name: name }],
  ...(code === null ? {} : { promo_codes: [code] }),
})
const reserve = (api: Api, body: unknown, query: Record<string, string> = {}) =>
  api.call('POST', 'events/membership/reserve_membership', { body, query: { _embed: 'ticket,cartmod', ...query } })
const free = { gateway_id: 'free', gateway_data: {} }

describe('GET gift_code/{giftCode} (calls §3 Gift code lookup; the seeded codes)', () => {
  it('answers the ready, the redeemed and the expired seeded code; 404 not_found for an unknown one', async () => {
    const api = client(sandbox())
    const ready = await api.get(`gift_code/${seededGiftCodes.ready}`)
    expect([ready.status, ready.body]).toEqual([
      200,
      {
        gift_code: {
          _data: [
            {
              code: '2026000001',
              valid_from: '2026-03-10T00:00:00-04:00',
              valid_to: '2027-03-09T23:59:59-05:00',
              exhausted: false,
              ticket_group_id: 'ms-individual',
              role_id: 'role-individual',
            },
          ],
        },
      },
    ])
    const redeemed = (await api.get(`gift_code/${seededGiftCodes.redeemed}`)).body.gift_code._data[0]
    expect([redeemed.exhausted, redeemed.ticket_group_id]).toEqual([true, 'ms-dual'])
    // calls §4: expired when now is after valid_to (the client reads it from the lookup).
    const expired = (await api.get(`gift_code/${seededGiftCodes.expired}`)).body.gift_code._data[0]
    expect(expired).toMatchObject({ exhausted: false, valid_to: '2026-02-02T23:59:59-05:00' })
    expect(Date.parse(expired.valid_to)).toBeLessThan(Date.parse(tuesdayMorning))

    const unknown = await api.get('gift_code/1234567890')
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { _data: [{ _code: 'not_found', _description: 'Resource gift_code not found.' }] },
    ])
    // A read: the cached-read prefix answers it too.
    const cached = await api.call('GET', `gift_code/${seededGiftCodes.ready}`, { base: '/cached/api/v1' })
    expect(cached.body).toEqual(ready.body)
  })
})

describe('redeeming: reserve_membership with the gift code (storefront §4 Gift code)', () => {
  it('Edsger redeems 2026000001: the Individual level at 0.00, a free checkout, his membership, the code exhausted', async () => {
    const s = sandbox()
    const me = await edsger(s)
    const reserved = await reserve(me, individual(seededGiftCodes.ready))
    expect(reserved.status).toBe(200)
    const cart = reserved.body.cart._data[0]
    expect(cart.grand_totals).toMatchObject({
      total_before_cartmod_price: '75.00',
      total_cartmod_amount: '75.00',
      total_outstanding: '0.00',
    })
    expect(reserved.body.ticket._data.map((t: any) => [t.ticket_type_id, t.face_value, t.adjusted_value])).toEqual([
      ['ms-individual-member', '75.00', '0.00'],
    ])
    expect(reserved.body.cartmod._data).toEqual([
      expect.objectContaining({ name: '2026000001', resource_id: 'ms-individual', discount: '75.00' }),
    ])

    const paid = await me.post(`my/cart/${cart.id}/checkout`, free)
    expect([paid.status, paid.body.status]).toEqual([200, 'completed'])
    const memberships = (await me.get('my/membership')).body.membership._data
    expect(memberships).toHaveLength(1)
    expect(memberships[0]).toMatchObject({
      role_id: 'role-individual',
      ticket_group_id: 'ms-individual',
      ticket_order_id: paid.body.ticket_order._data[0].id,
      valid_from: '2026-03-10T00:00:00-04:00',
      valid_to: '2027-03-09T23:59:59-05:00',
    })
    expect((await me.get(`gift_code/${seededGiftCodes.ready}`)).body.gift_code._data[0].exhausted).toBe(true)

    // calls §8 Gift code: a second redeem.
    const again = await reserve(me, individual(seededGiftCodes.ready))
    expect([again.status, errorOf(again)]).toEqual([
      400,
      {
        _code: 'code_exhausted',
        _description: 'This code has already been redeemed',
        _extra: { gift_code: '2026000001', reason: 'redeemed' },
      },
    ])
  })

  it("answers calls §8's words for a redeemed, an expired and an unknown code, and refuses another level", async () => {
    const api = client(sandbox())
    const redeemed = await reserve(api, {
      role_id: 'ms-dual',
      tickets: [
        { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-member', admit_name: 'Ada Lovelace' },
        { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-second', admit_name: 'Charles Babbage' },
      ],
      promo_codes: [seededGiftCodes.redeemed],
    })
    expect([redeemed.status, errorOf(redeemed)._code, errorOf(redeemed)._description]).toEqual([
      400,
      'code_exhausted',
      'This code has already been redeemed',
    ])
    const expired = await reserve(api, {
      role_id: 'ms-family',
      tickets: [{ ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-member', admit_name: 'Grace Hopper' }],
      promo_codes: [seededGiftCodes.expired],
    })
    expect([expired.status, errorOf(expired)]).toEqual([
      400,
      {
        _code: 'code_exhausted',
        _description: 'This code has expired',
        _extra: {
          gift_code: '2026000003',
          reason: 'expired',
          valid_from: '2025-02-03T00:00:00-05:00',
          valid_to: '2026-02-02T23:59:59-05:00',
        },
      },
    ])
    const unknown = await reserve(api, individual('9999999999'))
    expect([unknown.status, errorOf(unknown)._code, errorOf(unknown)._description]).toEqual([
      400,
      'code_not_found',
      'You must enter a valid code',
    ])
    const otherLevel = await reserve(api, {
      role_id: 'ms-family',
      tickets: [{ ticket_group_id: 'ms-family', ticket_type_id: 'ms-family-member', admit_name: 'Grace Hopper' }],
      promo_codes: [seededGiftCodes.ready],
    })
    expect([otherLevel.status, errorOf(otherLevel)]).toEqual([
      400,
      {
        _code: 'validation_failed',
        _description: 'This gift code is for the Individual membership: choose that level to redeem it.',
        _context: 'reserve',
        _extra: { gift_code: '2026000001', ticket_group_id: 'ms-individual' },
      },
    ])
    // A cart reserved without the code pays full price.
    const full = await reserve(api, individual(null))
    expect(full.body.cart._data[0].grand_totals.total_outstanding).toBe('75.00')
  })

  it("a guest redeems with guest_checkout (free): the membership is the guest purchaser's", async () => {
    const api = client(sandbox())
    const reserved = await reserve(api, individual(seededGiftCodes.ready, 'Grace Hopper'))
    const user = await api.post('user', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })
    const paid = await api.post(`cart/${reserved.body.cart._data[0].id}/guest_checkout`, {
      ...free,
      guest_identity_id: user.body.user._data[0].identity_id,
    })
    expect([paid.status, paid.body.status]).toEqual([200, 'completed'])
    const order = await api.get(`ticket_order/${paid.body.ticket_order._data[0].id}`, { _embed: 'membership' })
    // The membership the order bought, held by the order's purchaser: the guest.
    expect(order.body.ticket_order._data[0].identity_id).toBe(user.body.user._data[0].identity_id)
    expect(order.body.membership._data.map((m: any) => [m.role_id, m.scan_code])).toEqual([
      ['role-individual', 'M100006'],
    ])
  })

  it('two carts hold the same code: the second checkout is refused once the first redeems it', async () => {
    const s = sandbox()
    const me = await edsger(s)
    const first = await reserve(me, individual(seededGiftCodes.ready))
    const second = await reserve(me, individual(seededGiftCodes.ready))
    expect((await me.post(`my/cart/${first.body.cart._data[0].id}/checkout`, free)).status).toBe(200)
    const late = await me.post(`my/cart/${second.body.cart._data[0].id}/checkout`, free)
    expect([late.status, errorOf(late)._description]).toEqual([400, 'This code has already been redeemed'])
    expect((await me.get(`my/cart/${second.body.cart._data[0].id}`)).body.cart._data[0].state).toBe('pending')
  })
})

describe('the whole gift: Ada gifts, Edsger redeems the code from the outbox (issue 13 journey)', () => {
  it('issues Edsger the gifted Dual at 0.00', async () => {
    const s = sandbox()
    const giver = await ada(s)
    const dual = (member: string) => ({
      role_id: 'ms-dual',
      tickets: [
        { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-member', admit_name: member },
        { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-second', admit_name: 'Ria Dijkstra' },
      ],
    })
    const cartId = (await reserve(giver, dual('Edsger Dijkstra'))).body.cart._data[0].id
    const giftee = await giver.post('giftee', {
      first_name: 'Edsger',
      last_name: 'Dijkstra',
      email: seedIds.accounts.edsger.email,
    })
    const paid = await giver.post(`my/cart/${cartId}/gift_checkout`, {
      amount: '130.00',
      gateway_id: 'stripe',
      gateway_data: { source: 'pm_card_visa' },
      giftee_identity_id: giftee.body.giftee._data[0].identity_id,
    })
    expect(paid.body.status).toBe('completed')
    const emails = (await client(s).control('GET', 'outbox')).body.emails as any[]
    const gift = emails.find((e) => e.log_context === 'membership_gift')
    expect(gift.to).toBe(seedIds.accounts.edsger.email)
    const link = /(http\S+)/.exec(gift.text)?.[1] ?? ''
    const code = new URL(link).searchParams.get('gift_code') ?? ''
    expect(code).toMatch(/^\d{10}$/)

    const me = await edsger(s)
    const reserved = await reserve(me, { ...dual('Edsger Dijkstra'), promo_codes: [code] })
    expect(reserved.body.cart._data[0].grand_totals.total_outstanding).toBe('0.00')
    expect((await me.post(`my/cart/${reserved.body.cart._data[0].id}/checkout`, free)).body.status).toBe('completed')
    const mine = (await me.get('my/membership')).body.membership._data
    expect(mine.map((m: any) => m.role_id)).toEqual(['role-dual'])
    expect((await me.get(`gift_code/${code}`)).body.gift_code._data[0].exhausted).toBe(true)
  })
})
