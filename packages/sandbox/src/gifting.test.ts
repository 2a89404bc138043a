/**
 * Gifting a membership (issue 13; storefront §3 Giftee, §5 Membership gift rules, §6 Gifting;
 * calls §3 Giftee payload, Guest checkout variants; calls §4 checkout flows "gift checkout for a
 * giftee"; calls §5 self-gift; calls §7 POST giftee, POST my/cart/{id}/gift_checkout; calls §9
 * Gift code 10 digits): the giftee stored, the gift checkout, the gift code e-mailed to the
 * giftee instead of a membership for the purchaser.
 */
import { describe, expect, it } from 'vitest'
import { selfGiftMessage } from './gifts.js'
import { createSandbox, type SandboxOptions } from './index.js'
import { seedIds } from './seed/index.js'
import { client, errorOf, gaTomorrow1000, memberClient, tuesdayMorning } from './test-helpers.js'

const sandbox = (options: Omit<SandboxOptions, 'now'> = {}) => createSandbox({ now: tuesdayMorning, ...options })
type Sandbox = ReturnType<typeof sandbox>
const ada = (s: Sandbox) => memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)
type Api = Pick<ReturnType<typeof client>, 'call' | 'post' | 'get'>

const card = (amount: string) => ({ amount, gateway_id: 'stripe', gateway_data: { source: 'pm_card_visa' } })
const dual = {
  role_id: 'ms-dual',
  tickets: [
    { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-member', admit_name: 'Hedy Lamarr' },
    { ticket_group_id: 'ms-dual', ticket_type_id: 'ms-dual-second', admit_name: 'Fritz Mandl' },
  ],
}
const hedy = { first_name: 'Hedy', last_name: 'Lamarr', email: 'hedy@example.com', additional_info: {} }

async function reserveDual(api: Api): Promise<string> {
  const reserved = await api.call('POST', 'events/membership/reserve_membership', { body: dual })
  if (reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`)
  return reserved.body.cart._data[0].id as string
}
async function giftee(api: Api, body: Record<string, unknown> = hedy): Promise<string> {
  const answer = await api.post('giftee', body)
  if (answer.status !== 200) throw new Error(`giftee answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body.giftee._data[0].identity_id as string
}
const outbox = async (s: Sandbox) => (await client(s).control('GET', 'outbox')).body.emails as any[]

describe('POST giftee (calls §3 Giftee payload, calls §7)', () => {
  it('stores the recipient and answers identity_id; the same e-mail (any case) is the same identity', async () => {
    const api = client(sandbox())
    const answer = await api.post('giftee', hedy)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ giftee: { _data: [{ identity_id: expect.stringMatching(/^identity-/) }] } })
    const again = await giftee(api, { ...hedy, email: 'HEDY@Example.com' })
    expect(again).toBe(answer.body.giftee._data[0].identity_id)
    // A known identity (the seeded Ada) is reused rather than duplicated.
    expect(await giftee(api, { ...hedy, email: 'Ada@Foyer-Museum.example' })).toBe(seedIds.knownIdentity)
  })

  it('refuses a missing name or e-mail, a bad e-mail (validation_failed, _context giftee)', async () => {
    const api = client(sandbox())
    for (const body of [
      { ...hedy, first_name: '' },
      { ...hedy, email: undefined },
      { ...hedy, email: 'hedy' },
    ]) {
      const answer = await api.post('giftee', body)
      expect([answer.status, errorOf(answer)._code, errorOf(answer)._context]).toEqual([
        400,
        'validation_failed',
        'giftee',
      ])
    }
  })

  it("refuses a logged-in member's own e-mail with storefront §5's self-gift sentence", async () => {
    const me = await ada(sandbox())
    const answer = await me.post('giftee', { ...hedy, email: 'ADA@foyer-museum.example' })
    expect([answer.status, errorOf(answer)]).toEqual([
      400,
      { _code: 'validation_failed', _description: selfGiftMessage, _context: 'giftee', _extra: { field: 'email' } },
    ])
  })
})

describe('POST my/cart/{id}/gift_checkout (storefront §6 Gifting; calls §4, §9)', () => {
  it('Ada gifts a Dual: a 10-digit gift code for the giftee, e-mailed with the redeem link; no membership for Ada', async () => {
    const s = sandbox()
    const me = await ada(s)
    const cartId = await reserveDual(me)
    const gifteeId = await giftee(me)
    const paid = await me.call('POST', `my/cart/${cartId}/gift_checkout`, {
      body: { ...card('130.00'), giftee_identity_id: gifteeId },
      query: { _embed: 'identity' },
    })
    expect([paid.status, paid.body.status]).toEqual([200, 'completed'])
    // storefront §3 Cart giftee (id, name, e-mail); the purchaser is Ada.
    expect(paid.body.cart._data[0].giftee).toEqual({ id: gifteeId, name: 'Hedy Lamarr', email: 'hedy@example.com' })
    expect(paid.body.identity._data[0].id).toBe(seedIds.knownIdentity)
    const orderId = paid.body.ticket_order._data[0].id as string

    // The membership is not Ada's: her memberships are her seeded Dual only, the order bought none.
    const mine = await me.get('my/membership')
    expect(mine.body.membership._data.map((m: any) => m.id)).toEqual(['membership-ada-dual'])
    expect((await me.get(`ticket_order/${orderId}`, { _embed: 'membership' })).body.membership._data).toEqual([])

    const emails = await outbox(s)
    expect(emails.map((e) => [e.to, e.log_context])).toEqual([
      ['hedy@example.com', 'membership_gift'],
      ['ada@foyer-museum.example', 'order_confirmation'],
    ])
    const gift = emails[0]
    const code = /gift code: (\d+)/.exec(gift.text)?.[1] ?? ''
    expect(code).toMatch(/^\d{10}$/)
    expect(gift.ticket_order_ids).toEqual([orderId])
    expect(gift.subject).toBe('Ada Lovelace gave you a Dual membership of Foyer Museum of Art')
    expect(gift.text).toContain(`http://sandbox/demo-museum/membership/redeem?gift_code=${code}`)

    // calls §3 Gift code lookup: valid a year from the venue's today, not exhausted.
    const lookup = await me.get(`gift_code/${code}`)
    expect([lookup.status, lookup.body.gift_code._data]).toEqual([
      200,
      [
        {
          code,
          valid_from: '2026-03-10T00:00:00-04:00',
          valid_to: '2027-03-09T23:59:59-05:00',
          exhausted: false,
          ticket_group_id: 'ms-dual',
          role_id: 'role-dual',
        },
      ],
    ])
  })

  it('the link takes the origin of an allowed storefront page calling cross-origin', async () => {
    const s = sandbox({ allowedOrigins: ['https://shop.example'] })
    const me = await ada(s)
    const cartId = await reserveDual(me)
    const gifteeId = await giftee(me)
    const paid = await me.call('POST', `my/cart/${cartId}/gift_checkout`, {
      body: { ...card('130.00'), giftee_identity_id: gifteeId },
      headers: { Origin: 'https://shop.example' },
    })
    expect(paid.status).toBe(200)
    const gift = (await outbox(s)).find((e) => e.log_context === 'membership_gift')
    expect(gift.text).toMatch(/https:\/\/shop\.example\/demo-museum\/membership\/redeem\?gift_code=\d{10}/)
  })

  it('refuses a gift to oneself (calls §5) before anything is charged', async () => {
    const s = sandbox()
    const me = await ada(s)
    const cartId = await reserveDual(me)
    // A guest-made giftee with Ada's e-mail is Ada's identity.
    const gifteeId = await giftee(client(s), { ...hedy, email: seedIds.knownEmail })
    const answer = await me.post(`my/cart/${cartId}/gift_checkout`, { ...card('130.00'), giftee_identity_id: gifteeId })
    expect([answer.status, errorOf(answer)]).toEqual([
      400,
      {
        _code: 'validation_failed',
        _description: 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
        _context: 'gift_checkout',
        _extra: { giftee_identity_id: gifteeId },
      },
    ])
    const cart = await me.get(`my/cart/${cartId}`)
    expect(cart.body.cart._data[0]).toMatchObject({ state: 'pending', giftee: null })
    expect((await client(s).control('GET', `payment_intents?cart_id=${cartId}`)).body.payment_intents).toEqual([])
  })

  it('needs a login, a known giftee_identity_id and a cart holding a membership', async () => {
    const s = sandbox()
    const me = await ada(s)
    const cartId = await reserveDual(me)
    const gifteeId = await giftee(me)
    const guest = await client(s).post(`my/cart/${cartId}/gift_checkout`, {
      ...card('130.00'),
      giftee_identity_id: gifteeId,
    })
    expect(guest.status).toBe(403) // the session's cart path: Ada's cart is not the guest's
    const missing = await me.post(`my/cart/${cartId}/gift_checkout`, card('130.00'))
    expect([missing.status, errorOf(missing)._code, errorOf(missing)._context]).toEqual([
      400,
      'validation_failed',
      'gift_checkout',
    ])
    const unknown = await me.post(`my/cart/${cartId}/gift_checkout`, {
      ...card('130.00'),
      giftee_identity_id: 'identity-nobody',
    })
    expect(errorOf(unknown)._description).toContain('POST giftee')

    const tickets = await me.post('my/cart/modify', {
      reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 1 }] },
    })
    const noMembership = await me.post(`my/cart/${tickets.body.cart._data[0].id}/gift_checkout`, {
      ...card('25.00'),
      giftee_identity_id: gifteeId,
    })
    expect([noMembership.status, errorOf(noMembership)._context]).toEqual([400, 'gift_checkout'])
    expect(errorOf(noMembership)._description).toContain('reserve_membership')

    // A logged-out visitor's own cart: 401, as my/cart/{id}/checkout.
    const visitor = client(s)
    const own = await reserveDual(visitor)
    const anonymous = await visitor.post(`my/cart/${own}/gift_checkout`, {
      ...card('130.00'),
      giftee_identity_id: gifteeId,
    })
    expect([anonymous.status, errorOf(anonymous)._code]).toEqual([401, 'not_authenticated'])
  })
})

describe('guest_checkout with giftee_identity_id (calls §3 Guest checkout variants)', () => {
  it("a guest gifts a Dual: the giftee's gift code, no membership for the guest purchaser", async () => {
    const s = sandbox()
    const api = client(s)
    const cartId = await reserveDual(api)
    const user = await api.post('user', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })
    const purchaserId = user.body.user._data[0].identity_id as string
    const gifteeId = await giftee(api)
    const paid = await api.post(`cart/${cartId}/guest_checkout`, {
      ...card('130.00'),
      guest_identity_id: purchaserId,
      giftee_identity_id: gifteeId,
    })
    expect([paid.status, paid.body.status]).toEqual([200, 'completed'])
    const orderId = paid.body.ticket_order._data[0].id as string
    expect((await api.get(`ticket_order/${orderId}`, { _embed: 'membership' })).body.membership._data).toEqual([])
    const gift = (await outbox(s)).find((e) => e.log_context === 'membership_gift')
    expect(gift).toMatchObject({ to: 'hedy@example.com', ticket_order_ids: [orderId] })
    expect(gift.subject).toBe('Grace Hopper gave you a Dual membership of Foyer Museum of Art')

    // The guest's own e-mail as giftee is a self-gift.
    const again = await reserveDual(api)
    const self = await api.post(`cart/${again}/guest_checkout`, {
      ...card('130.00'),
      guest_identity_id: purchaserId,
      giftee_identity_id: await giftee(api, { ...hedy, email: 'Grace@Example.com' }),
    })
    expect([self.status, errorOf(self)._description]).toEqual([400, selfGiftMessage])
  })
})
