/**
 * My Account's membership (issue 12; storefront §3 Membership, §6 Page access; calls §7 Account
 * and membership, calls §9 QR margin): GET my/membership with its embeds, the membership card's
 * QR code, and the membership of an order.
 */
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { client, memberClient, tuesdayMorning } from './test-helpers.js'

const history = seedIds.memberHistory
const membershipEmbed =
  'role,identity_link,ticket,ticket_order,ticket.ticket_type,ticket.event_template,ticket.ticket_group,role.membership_program'

const sandbox = (now: string = tuesdayMorning) => createSandbox({ now })
const ada = (s = sandbox()) => memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)
const edsger = (s = sandbox()) => memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')

describe('GET my/membership (calls §7: embeds role, identity_link, ticket, ticket_order, …)', () => {
  it('answers 401 not_authenticated without a login, as GET my/user does', async () => {
    const api = client(sandbox())
    for (const path of ['my/user', 'my/membership', `membership/${history.adaMembership}/qrcode`]) {
      const answer = await api.get(path)
      expect([path, answer.status, answer.body._data[0]._code]).toEqual([path, 401, 'not_authenticated'])
    }
  })

  it("answers Ada's active Dual membership: level with rank, two named members, validity around now, auto-renew scheduled", async () => {
    const me = await ada()
    const { status, body } = await me.get('my/membership', { _embed: membershipEmbed })
    expect(status).toBe(200)
    const [membership] = body.membership._data
    expect(body.membership._data).toHaveLength(1)
    expect(membership).toMatchObject({
      id: history.adaMembership,
      scan_code: seedIds.accounts.ada.memberId,
      role_id: 'role-dual',
      membership_program_id: 'membership-program',
      ticket_group_id: 'ms-dual',
      event_template_id: seedIds.membership,
      ticket_order_id: history.membershipOrder,
      auto_renew_state: 'scheduled',
      member_event_purchase_limit: { Member: 2, '*': 2 },
    })
    // storefront §3 Membership valid_from / valid_to: a year, about four months in, in the venue's zone.
    const now = Date.parse(tuesdayMorning)
    expect(Date.parse(membership.valid_from)).toBeLessThan(now)
    expect(Date.parse(membership.valid_to)).toBeGreaterThan(now)
    expect(membership.valid_from).toBe('2025-11-10T00:00:00-05:00')
    expect(membership.valid_to).toBe('2026-11-09T23:59:59-05:00')

    // The level (storefront §3 "role (level with rank)") and its programme.
    expect(body.role._data).toEqual([
      { id: 'role-dual', name: 'Dual', rank: 2, membership_program_id: 'membership-program' },
    ])
    expect(body.membership_program._data).toEqual([{ id: 'membership-program', name: 'Foyer Museum Membership' }])
    // The members: the membership's tickets, named, of the level's ticket types.
    expect(body.ticket._data.map((t: any) => [t.admit_name, t.ticket_type_id, t.valid_to])).toEqual([
      ['Ada Lovelace', 'ms-dual-member', membership.valid_to],
      ['Charles Babbage', 'ms-dual-second', membership.valid_to],
    ])
    expect(body.ticket_type._data.map((t: any) => t.name)).toEqual(['Member', 'Second cardholder'])
    expect(body.ticket_group._data.map((g: any) => [g.id, g.name, g.handler])).toEqual([
      ['ms-dual', 'Dual', 'membership'],
    ])
    expect(body.event_template._data.map((e: any) => e.id)).toEqual([seedIds.membership])
    expect(body.identity_link._data.map((l: any) => [l.identity_id, l.membership_id])).toEqual([
      [seedIds.knownIdentity, history.adaMembership],
      [history.charlesIdentity, history.adaMembership],
    ])
    expect(body.ticket_order._data).toEqual([
      expect.objectContaining({
        id: history.membershipOrder,
        order_number: 'FO900001',
        total_after_fees_price: '130.00',
      }),
    ])
  })

  it('answers only the membership without embeds, and refuses an embed it does not offer', async () => {
    const me = await ada()
    expect(Object.keys((await me.get('my/membership')).body)).toEqual(['membership'])
    const wrong = await me.get('my/membership', { _embed: 'seat' })
    expect([wrong.status, wrong.body._data[0]._code]).toEqual([400, 'validation_failed'])
  })

  it('a logged-in non-member (Edsger) has no membership (storefront §2 /my: profile, not membership)', async () => {
    const me = await edsger()
    const { status, body } = await me.get('my/membership', { _embed: membershipEmbed })
    expect(status).toBe(200)
    expect(body.membership._data).toEqual([])
    expect(body.ticket._data).toEqual([])
  })

  it('seeds a membership in its renewal window (Alan) and an expired one (Barbara), with their levels and members', async () => {
    const s = sandbox()
    const { alan, barbara } = seedIds.accounts
    const read = async (email: string, password: string) =>
      (await (await memberClient(s, email, password)).get('my/membership', { _embed: 'role,ticket' })).body
    const soon = await read(alan.email, alan.password)
    expect(soon.membership._data).toEqual([
      expect.objectContaining({
        id: history.alanMembership,
        scan_code: alan.memberId,
        valid_to: '2026-03-29T23:59:59-04:00',
        auto_renew_state: 'none',
      }),
    ])
    expect(soon.role._data.map((r: any) => [r.name, r.rank])).toEqual([['Individual', 1]])
    const ended = await read(barbara.email, barbara.password)
    expect(ended.membership._data).toEqual([
      expect.objectContaining({
        id: history.barbaraMembership,
        valid_to: '2026-01-08T23:59:59-05:00',
        auto_renew_state: 'cancelled',
      }),
    ])
    expect(Date.parse(ended.membership._data[0].valid_to)).toBeLessThan(Date.parse(tuesdayMorning))
    expect(ended.role._data.map((r: any) => [r.name, r.rank])).toEqual([['Family', 3]])
    expect(ended.ticket._data.map((t: any) => t.admit_name)).toEqual([
      'Barbara Liskov',
      'Nathan Liskov',
      'Moses Liskov',
    ])
  })

  it('the validity follows the sandbox clock the sandbox was created at', async () => {
    const me = await ada(sandbox('2027-06-15T14:00:00Z'))
    const [membership] = (await me.get('my/membership')).body.membership._data
    expect(membership.valid_from).toBe('2027-02-15T00:00:00-05:00')
    expect(membership.valid_to).toBe('2028-02-14T23:59:59-05:00')
  })
})

describe('GET membership/{id}/qrcode (calls §9 QR margin: 2 memberships)', () => {
  const size = (svg: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.[1]

  it('draws the membership scan code with a quiet zone of 2 modules by default, without Tix-App (an <img src>)', async () => {
    const s = sandbox()
    const member = await ada(s)
    const image = await s.app.fetch(
      new Request(`http://sandbox/api/v1/membership/${history.adaMembership}/qrcode?_seller=demo-museum`, {
        headers: { Cookie: member.cookie },
      }),
    )
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    // The member's credential: no shared cache keeps it.
    expect(image.headers.get('cache-control')).toBe('private, no-store')
    const svg = await image.text()
    expect(svg).toMatch(/^<svg/)
    // A 21-module code (version 1 holds "M100001") with 2 modules each side: 25 × 4 px.
    expect(size(svg)).toBe('100')
    const wider = await member.call('GET', `membership/${history.adaMembership}/qrcode`, { query: { margin: '4' } })
    expect(size(wider.body)).toBe('116')
    const bad = await member.call('GET', `membership/${history.adaMembership}/qrcode`, { query: { margin: '11' } })
    expect(bad.status).toBe(400)
  })

  it("is the member's own: another member gets 404, an unknown membership 404", async () => {
    const s = sandbox()
    const other = await edsger(s)
    const theirs = await other.get(`membership/${history.adaMembership}/qrcode`)
    expect([theirs.status, theirs.body._data[0]._description]).toEqual([404, 'Resource membership not found.'])
    const me = await ada(s)
    expect((await me.get('membership/membership-nobody/qrcode')).status).toBe(404)
  })
})

describe('GET ticket_order/{id} with the embeds of calls §7 (membership use)', () => {
  it('embeds the membership an order bought, and takes the dotted embeds event_template.venue, ticket.event_session', async () => {
    const api = client(sandbox())
    const { status, body } = await api.get(`ticket_order/${history.membershipOrder}`, {
      _embed: 'ticket,ticket_group,membership,event_template,event_template.venue,ticket.event_session,ticket_type',
      'ticket.state._in': 'booked,redeemed',
      'ticket_group.handler': 'membership',
    })
    expect(status).toBe(200)
    expect(body.membership._data.map((m: any) => [m.id, m.role_id])).toEqual([[history.adaMembership, 'role-dual']])
    expect(body.ticket._data).toHaveLength(2)
    expect(body.venue._data[0].timezone).toBe('America/New_York')
    expect(body.event_session._data.map((s: any) => s.id)).toEqual(['membership-open'])
    // An order that bought no membership embeds none.
    const visit = await api.get(`ticket_order/${history.pastVisitOrder}`, { _embed: 'membership' })
    expect(visit.body.membership._data).toEqual([])
  })
})
