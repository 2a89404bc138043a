/**
 * Member limits from real memberships (issue 13; storefront §6 Member-only content: "Member
 * benefits cap counts per ticket type by name, plus a wildcard pool"; storefront §5 "Member-only
 * tickets show a renewal message if the membership is expired at the ticket date"; calls §8
 * member_limit_exceeded; calls §9 "Reserve beyond term: always, if_autorenew, never").
 */
import { describe, expect, it } from 'vitest'
import { createSandbox, type SandboxOptions } from './index.js'
import { seedIds } from './seed/index.js'
import { client, errorOf, memberClient, tuesdayMorning } from './test-helpers.js'

/** The Members' Evening on Thursday 12 March 2026, and on 2 April (after Alan's membership ends). */
const evening = 'members-evening-20260312-1800'
const eveningApril = 'members-evening-20260402-1800'
const sandbox = (options: Omit<SandboxOptions, 'now'> = {}) => createSandbox({ now: tuesdayMorning, ...options })
const login = (s: ReturnType<typeof sandbox>, who: 'ada' | 'alan' | 'barbara' | 'katherine') =>
  memberClient(s, who === 'ada' ? seedIds.knownEmail : seedIds.accounts[who].email, seedIds.accounts[who].password)
const edsger = (s: ReturnType<typeof sandbox>) => memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')

const line = (ticket_type_id: string, quantity: number, event_session_id = evening) => ({
  event_session_id,
  ticket_type_id,
  quantity,
})
type Api = Pick<ReturnType<typeof client>, 'post'>
const reserve = (api: Api, tickets: unknown[]) => api.post('my/cart/modify', { reserve: { tickets } })

describe("members-only tickets: a valid membership's benefits (storefront §6)", () => {
  it('refuses a guest and a logged-in non-member with member_limit 0, as before', async () => {
    const s = sandbox()
    const guest = await reserve(client(s), [line('me-member', 1)])
    expect([guest.status, errorOf(guest)]).toEqual([
      400,
      {
        _code: 'member_limit_exceeded',
        _description: 'Members’ Evening tickets are for members: log in as a member to reserve them.',
        _context: 'reserve',
        _extra: { ticket_group_id: 'me-members-evening', ticket_type_id: 'me-member', member_limit: 0 },
      },
    ])
    const nonMember = await reserve(await edsger(s), [line('me-member', 1)])
    expect([nonMember.status, errorOf(nonMember)._extra.member_limit]).toEqual([400, 0])
  })

  it('lets Ada (Dual: Member 2, * 2) reserve within her benefits: per name, then the wildcard pool', async () => {
    const s = sandbox()
    const ada = await login(s, 'ada')
    const ok = await reserve(ada, [line('me-member', 2), line('me-member-guest', 2)])
    expect(ok.status).toBe(200)
    // Three Members: one beyond her Member allowance, drawn from the pool of 2.
    expect((await reserve(ada, [line('me-member', 3)])).status).toBe(200)
    const over = await reserve(ada, [line('me-member', 1), line('me-member-guest', 3)])
    expect([over.status, errorOf(over)]).toEqual([
      400,
      {
        _code: 'member_limit_exceeded',
        _description:
          'Your membership allows 2 Member guest tickets for Members’ Evening on this date; you asked for 3.',
        _context: 'reserve',
        _extra: {
          ticket_group_id: 'me-members-evening',
          ticket_type_id: 'me-member-guest',
          member_limit: 2,
          requested: 3,
        },
      },
    ])
  })

  it("counts what the cart already holds and what the member's orders booked for the session", async () => {
    const s = sandbox()
    const alan = await login(s, 'alan')
    const first = await reserve(alan, [line('me-member', 1)])
    const cartId = first.body.cart._data[0].id as string
    // Alan (Individual: Member 1, * 1): a second Member draws the pool; a third is one too many.
    const second = await alan.post(`my/cart/${cartId}/modify`, { reserve: { tickets: [line('me-member', 1)] } })
    expect(second.status).toBe(200)
    const third = await alan.post(`my/cart/${cartId}/modify`, { reserve: { tickets: [line('me-member-guest', 1)] } })
    expect(errorOf(third)).toMatchObject({ _code: 'member_limit_exceeded', _extra: { member_limit: 0 } })
    // Book the two: a new cart for the same session is refused, another session is not.
    const paid = await alan.post(`my/cart/${cartId}/checkout`, { gateway_id: 'free' })
    expect(paid.body.status).toBe('completed')
    expect(errorOf(await reserve(alan, [line('me-member', 1)]))._code).toBe('member_limit_exceeded')
    expect((await reserve(alan, [line('me-member', 1, 'members-evening-20260319-1800')])).status).toBe(200)
  })

  it('refuses a membership not valid at the session (expired, or ending before it): renew', async () => {
    const s = sandbox()
    const barbara = await reserve(await login(s, 'barbara'), [line('me-member', 1)])
    expect(errorOf(barbara)).toMatchObject({ _code: 'member_limit_exceeded', _extra: { member_limit: 0 } })
    expect(errorOf(barbara)._description).toContain('Renew')
    const alan = await login(s, 'alan')
    expect((await reserve(alan, [line('me-member', 1)])).status).toBe(200)
    expect(errorOf(await reserve(alan, [line('me-member', 1, eveningApril)]))._code).toBe('member_limit_exceeded')
  })

  it('a membership bought at checkout makes Edsger a member at once', async () => {
    const s = sandbox()
    const me = await edsger(s)
    expect(errorOf(await reserve(me, [line('me-member', 1)]))._code).toBe('member_limit_exceeded')
    const reserved = await me.post('events/membership/reserve_membership', {
      role_id: 'ms-individual',
      tickets: [
        { ticket_group_id: 'ms-individual', ticket_type_id: 'ms-individual-member', admit_name: 'Edsger Dijkstra' },
      ],
    })
    const paid = await me.post(`my/cart/${reserved.body.cart._data[0].id}/checkout`, {
      amount: '75.00',
      gateway_id: 'stripe',
      gateway_data: { source: 'pm_card_visa' },
    })
    expect(paid.body.status).toBe('completed')
    expect((await reserve(me, [line('me-member', 1), line('me-member-guest', 1)])).status).toBe(200)
    expect(errorOf(await reserve(me, [line('me-member', 3)]))._code).toBe('member_limit_exceeded')
  })

  it("Ada's member admission to General Admission (ga-member) is a members-only ticket too", async () => {
    const s = sandbox()
    const session = 'general-admission-20260311-1000'
    const guest = await reserve(client(s), [line(seedIds.ticketTypes.member, 1, session)])
    expect(errorOf(guest)._code).toBe('member_limit_exceeded')
    expect((await reserve(await login(s, 'ada'), [line(seedIds.ticketTypes.member, 2, session)])).status).toBe(200)
  })
})

/** A sandbox whose Members' Evening has `membership.reserve_beyond_term` `value` (undefined: none). */
const beyondTerm = (value: string | undefined) =>
  sandbox({
    customizeSeed: (seed) => {
      const config = seed.events.find((e) => e.template.id === seedIds.membersEvening)!.config
      if (value === undefined) delete config['membership.reserve_beyond_term']
      else config['membership.reserve_beyond_term'] = value
    },
  })

describe('reserve beyond term (calls §9; the Members’ Evening: if_autorenew)', () => {
  // Katherine's and Alan's memberships are valid now and end on 29 March; the 2 April evening is after it.
  it('if_autorenew (the seed): Katherine, auto-renew scheduled, books 2 April within her benefits; Alan, none, may not', async () => {
    const s = sandbox()
    const katherine = await login(s, 'katherine')
    const [membership] = (await katherine.get('my/membership')).body.membership._data
    expect(membership).toMatchObject({
      scan_code: 'M100005',
      valid_to: '2026-03-29T23:59:59-04:00',
      auto_renew_state: 'scheduled',
    })
    const ok = await reserve(katherine, [line('me-member', 1, eveningApril), line('me-member-guest', 1, eveningApril)])
    expect(ok.status).toBe(200)
    // Her Individual benefits (Member 1, * 1) still count.
    const over = await reserve(katherine, [line('me-member', 3, eveningApril)])
    expect(errorOf(over)).toMatchObject({ _code: 'member_limit_exceeded', _extra: { member_limit: 2, requested: 3 } })
    const alan = await reserve(await login(s, 'alan'), [line('me-member', 1, eveningApril)])
    expect([alan.status, errorOf(alan)]).toEqual([
      400,
      {
        _code: 'member_limit_exceeded',
        _description:
          'Members’ Evening tickets are for members: your membership is not valid on that date. Renew it to reserve them.',
        _context: 'reserve',
        _extra: { ticket_group_id: 'me-members-evening', ticket_type_id: 'me-member', member_limit: 0 },
      },
    ])
  })

  it('if_autorenew: once Katherine cancels auto-renew, the evenings after her membership are refused', async () => {
    const s = sandbox()
    const katherine = await login(s, 'katherine')
    const cancel = await katherine.call('DELETE', `ticket_order/${seedIds.memberHistory.katherineOrder}/auto_renew`)
    expect(cancel.status).toBe(204)
    expect(errorOf(await reserve(katherine, [line('me-member', 1, eveningApril)]))._code).toBe('member_limit_exceeded')
    // Within her membership, as before.
    expect((await reserve(katherine, [line('me-member', 1)])).status).toBe(200)
  })

  it('always: Alan, without auto-renew, books 2 April too; an expired membership (Barbara) still does not cover it', async () => {
    const s = beyondTerm('always')
    expect((await reserve(await login(s, 'alan'), [line('me-member', 1, eveningApril)])).status).toBe(200)
    const barbara = await reserve(await login(s, 'barbara'), [line('me-member', 1, eveningApril)])
    expect(errorOf(barbara)._code).toBe('member_limit_exceeded')
  })

  it('never, or no setting: a membership covers only the sessions it is valid at, Katherine’s too', async () => {
    for (const value of ['never', undefined]) {
      const s = beyondTerm(value)
      const katherine = await login(s, 'katherine')
      expect(errorOf(await reserve(katherine, [line('me-member', 1, eveningApril)]))._code).toBe(
        'member_limit_exceeded',
      )
      expect((await reserve(katherine, [line('me-member', 1)])).status).toBe(200)
    }
  })
})
