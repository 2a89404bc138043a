/**
 * The member's memberships against the in-process sandbox (storefront §3 Membership, §6 member-only
 * content: "shown only to members or holders of a membership"; calls §7 GET my/membership), every
 * call through the contract observer.
 */
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { membershipForm } from './index.js'

let run: OnSandbox
beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
afterEach(() => run.close())

const { ada, edsger, alan, barbara } = seedIds.accounts

async function loggedIn(email: string, password: string) {
  const { storefront } = run.browser({ login: { mode: 'password' } })
  await storefront.auth.start()
  await storefront.auth.submitEmail(email)
  await storefront.auth.submitPassword(password)
  expect(storefront.auth.getSnapshot().status).toBe('logged_in')
  await vi.waitFor(() => expect(storefront.memberships.getSnapshot().status).toBe('ready'))
  return storefront
}

describe('storefront.memberships follows the session', () => {
  it("reads Ada's Dual membership on login: level, members, validity, auto-renew; she is a member", async () => {
    const storefront = await loggedIn(seedIds.knownEmail, ada.password)
    const { memberships, isMember } = storefront.memberships.getSnapshot()
    expect(isMember).toBe(true)
    expect(memberships).toEqual([
      expect.objectContaining({
        id: seedIds.memberHistory.adaMembership,
        scanCode: ada.memberId,
        level: { id: 'role-dual', name: 'Dual', rank: 2 },
        programName: 'Foyer Museum Membership',
        members: [
          { name: 'Ada Lovelace', type: 'Member' },
          { name: 'Charles Babbage', type: 'Second cardholder' },
        ],
        autoRenewState: 'scheduled',
      }),
    ])
    expect(storefront.memberships.qrCodeUrl(seedIds.memberHistory.adaMembership)).toBe(
      'http://sandbox/api/v1/membership/membership-ada-dual/qrcode?_seller=demo-museum&margin=2',
    )
  })

  it('a logged-in non-member and the holder of an expired membership are not members; one in the renewal window is', async () => {
    expect((await loggedIn(edsger.email, 'Shortest-Path1')).memberships.getSnapshot()).toMatchObject({
      memberships: [],
      isMember: false,
    })
    const expired = (await loggedIn(barbara.email, barbara.password)).memberships.getSnapshot()
    expect([expired.memberships.length, expired.isMember]).toEqual([1, false])
    expect((await loggedIn(alan.email, alan.password)).memberships.getSnapshot().isMember).toBe(true)
  })

  it('members-only events join the listing at login and leave it at logout', async () => {
    const { storefront } = run.browser({ login: { mode: 'password' } })
    await storefront.auth.start()
    await storefront.catalog.loadEvents({})
    const listed = () => storefront.catalog.listing.getSnapshot().events.map((e) => e.id)
    expect(listed()).not.toContain(seedIds.membersEvening)
    await storefront.auth.submitEmail(seedIds.knownEmail)
    await storefront.auth.submitPassword(ada.password)
    await vi.waitFor(() => expect(listed()).toContain(seedIds.membersEvening))
    await storefront.auth.logout()
    expect(storefront.memberships.getSnapshot()).toMatchObject({ status: 'idle', isMember: false, memberships: [] })
    await vi.waitFor(() => expect(listed()).not.toContain(seedIds.membersEvening))
  })
})

describe('the membership form against the sandbox (issue 13)', () => {
  it('reserves the chosen level with its members into the cart; a completed checkout reads the memberships again', async () => {
    const storefront = await loggedIn(edsger.email, 'Shortest-Path1')
    const form = membershipForm(storefront, seedIds.membership)
    expect((await form.load()).data?.map((level) => level.name)).toEqual(['Individual', 'Dual', 'Family', 'Patron'])
    expect((await form.submit()).error?.messageKey).toBe('membership.selectLevel')
    form.selectLevel('ms-individual')
    expect((await form.submit()).error).toBeDefined()
    form.setMember('member', 0, { first: 'Edsger', last: 'Dijkstra' })
    const reserved = await form.submit()
    expect(reserved.error).toBeUndefined()
    expect(form.getSnapshot()).toMatchObject({ status: 'done', doneLevelId: 'ms-individual' })
    const tickets = reserved.data?.tickets ?? []
    expect(tickets.map((t) => [t.ticket_type_id, t.admit_name])).toEqual([['ms-individual-member', 'Edsger Dijkstra']])
    expect(storefront.cart.getSnapshot().cartId).toBe(reserved.data?.cart.id)
    const reads = () => run.requests.filter((r) => r.path.endsWith('/my/membership')).length
    const before = reads()
    storefront.events.emit('checkout:completed', { cartId: 'c', orderIds: [], route: '/' } as never)
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
  })
})

describe('renewing before the renewal window (storefront §6 "Renewal is allowed within a period before expiry")', () => {
  it("Ada's membership ends in months: the renew form says when renewal opens and refuses to reserve", async () => {
    const storefront = await loggedIn(seedIds.knownEmail, ada.password)
    const form = membershipForm(storefront, seedIds.membership, { context: 'renew' })
    await form.load()
    const [membership] = storefront.memberships.getSnapshot().memberships
    const opens = Date.parse(membership!.validTo) - 60 * 86_400_000
    expect(form.getSnapshot().renewFrom).toBe(new Date(opens).toISOString())
    // The renewal is prefilled (level and members), yet no reserve is sent.
    expect(form.getSnapshot().selection.levelId).toBe('ms-dual')
    const reserves = () => run.requests.filter((r) => r.method === 'POST' && r.path.includes('reserve')).length
    const before = reserves()
    const refused = await form.submit()
    expect(refused.error).toMatchObject({ code: 'renewal_not_open', messageKey: 'membership.renewNotOpen' })
    expect(reserves()).toBe(before)
    expect(storefront.cart.getSnapshot().items).toEqual([])
    // A window long enough to reach its end lets her renew.
    const wide = membershipForm(storefront, seedIds.membership, { context: 'renew', renewalWindowDays: 366 })
    await wide.load()
    expect(wide.getSnapshot().renewFrom).toBeNull()
  })

  it("Alan's ends in 20 days: inside the window, the renewal reserves", async () => {
    const storefront = await loggedIn(alan.email, alan.password)
    const form = membershipForm(storefront, seedIds.membership, { context: 'renew' })
    await form.load()
    expect(form.getSnapshot().renewFrom).toBeNull()
    expect((await form.submit()).error).toBeUndefined()
    expect(form.getSnapshot().status).toBe('done')
  })
})

describe('cancel auto-renew (storefront §4 Auto-renew: "After the delete call, scheduled becomes cancelled")', () => {
  it("cancels Ada's scheduled renewal; a second cancel is refused", async () => {
    const storefront = await loggedIn(seedIds.knownEmail, ada.password)
    const [membership] = storefront.memberships.getSnapshot().memberships
    expect(membership?.autoRenewState).toBe('scheduled')
    expect((await storefront.memberships.cancelAutoRenew(membership!.ticketOrderId!)).error).toBeUndefined()
    expect(storefront.memberships.getSnapshot().memberships[0]?.autoRenewState).toBe('cancelled')
    await vi.waitFor(() => expect(storefront.memberships.getSnapshot().status).toBe('ready'))
    expect(storefront.memberships.getSnapshot().memberships[0]?.autoRenewState).toBe('cancelled')
    expect((await storefront.memberships.cancelAutoRenew(membership!.ticketOrderId!)).error?.status).toBe(400)
  })

  it('a cancel refused because another tab cancelled first reads the memberships again: Cancelled, not Enrolled', async () => {
    const tab = await loggedIn(seedIds.knownEmail, ada.password)
    const other = await loggedIn(seedIds.knownEmail, ada.password)
    const orderId = tab.memberships.getSnapshot().memberships[0]!.ticketOrderId!
    expect((await other.memberships.cancelAutoRenew(orderId)).error).toBeUndefined()
    expect(tab.memberships.getSnapshot().memberships[0]?.autoRenewState).toBe('scheduled')
    expect((await tab.memberships.cancelAutoRenew(orderId)).error?.status).toBe(400)
    await vi.waitFor(() => expect(tab.memberships.getSnapshot().memberships[0]?.autoRenewState).toBe('cancelled'))
  })
})
