/**
 * Member-only tickets on the reserve page against the in-process sandbox, whose Members' Evening
 * (Thursdays 18:00, members only: types Member and Member guest) counts member benefits
 * server-side: storefront §5 renewal message, §6 allowance map and benefits cap (the seeded Dual
 * allows Member 2 and a '*' pool of 2; the Individual Member 1 and a pool of 1), through the
 * contract observer.
 */
import { seedIds, type SandboxOptions } from '@foyer/sandbox'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { getReserve } from './index.js'

// Friday 5 June 2026, 10:00 in New York: the sandbox's anchor date. Alan's Individual ends on
// Wednesday 24 June, 23:59:59; Ada's Dual runs into 2027.
let run: OnSandbox | undefined
afterEach(() => {
  run?.close()
  run = undefined
})

const evening = (date: string) => `members-evening-${date}-1800`
const { ada, alan, katherine } = seedIds.accounts

async function loggedIn(email: string, password: string, customizeSeed?: SandboxOptions['customizeSeed']) {
  run = onSandbox({ now: '2026-06-05T14:00:00Z', ...(customizeSeed ? { customizeSeed } : {}) })
  const { storefront } = run.browser({ login: { mode: 'password' } })
  await storefront.auth.start()
  await storefront.auth.submitEmail(email)
  await storefront.auth.submitPassword(password)
  await vi.waitFor(() => expect(storefront.memberships.getSnapshot().status).toBe('ready'))
  return storefront
}

describe("the Members' Evening for members (storefront §5, §6)", { timeout: 30_000 }, () => {
  it("Ada's Dual: the steppers stop at her benefits, counting her cart; the server agrees", async () => {
    const storefront = await loggedIn(seedIds.knownEmail, ada.password)
    const reserve = getReserve(storefront, 'members-evening')
    await reserve.load({ query: `session=${evening('20260611')}` })
    const stepper = (id: string) => reserve.getSnapshot().steppers[id]
    expect(stepper('me-member')?.member).toMatchObject({ left: 4, reason: null })
    expect(stepper('me-member-guest')?.member).toMatchObject({ left: 2, reason: null })

    reserve.increment('me-member-guest')
    reserve.increment('me-member-guest')
    // The pool is spent on guests: no third guest, with the message; Members still have their own 2.
    expect(stepper('me-member-guest')).toMatchObject({
      quantity: 2,
      nextIncrement: 0,
      member: {
        reason: 'benefits_reached',
        messageKey: 'reserve.memberBenefitsReached',
        params: { type: 'Member guest' },
      },
    })
    reserve.increment('me-member-guest')
    expect(stepper('me-member-guest')?.quantity).toBe(2)
    reserve.increment('me-member')
    expect((await reserve.submit()).error).toBeUndefined()

    // Back on the page: the cart's 2 guests and 1 Member count; one Member is left.
    await reserve.load({ query: `session=${evening('20260611')}` })
    expect(stepper('me-member')).toMatchObject({ quantity: 0, nextIncrement: 1, member: { left: 1 } })
    expect(stepper('me-member-guest')?.member?.reason).toBe('benefits_reached')
    reserve.setQuantity('me-member', 3)
    expect(stepper('me-member')?.quantity).toBe(1)
    expect(stepper('me-member')?.member?.reason).toBe('benefits_reached')
    expect((await reserve.submit()).error).toBeUndefined()
    const held = storefront.cart.getSnapshot().contents?.tickets.filter((t) => t.state === 'in_cart') ?? []
    expect(held).toHaveLength(4)
  })

  it("Alan's Individual ends on 24 June: on the 18th he may book his benefits, on the 25th the renewal message", async () => {
    const storefront = await loggedIn(alan.email, alan.password)
    const reserve = getReserve(storefront, 'members-evening')
    await reserve.load({ query: `session=${evening('20260618')}` })
    const stepper = (id: string) => reserve.getSnapshot().steppers[id]
    expect(stepper('me-member')?.member).toMatchObject({ left: 2, reason: null })
    reserve.increment('me-member')
    reserve.increment('me-member-guest')
    expect(stepper('me-member')?.nextIncrement).toBe(0)
    expect(stepper('me-member-guest')?.member?.reason).toBe('benefits_reached')

    // The Members' Evening does not let a membership that does not renew reach past its term
    // (calls §9 Reserve beyond term: the evening's if_autorenew, and Alan's auto-renew is none).
    await reserve.load({ query: `session=${evening('20260625')}` })
    for (const id of ['me-member', 'me-member-guest'])
      expect(stepper(id)).toMatchObject({
        nextIncrement: 0,
        member: { reason: 'expired_at_date', messageKey: 'reserve.membershipExpiredAtDate' },
      })
    reserve.increment('me-member')
    expect(stepper('me-member')?.quantity).toBe(0)
  })

  it("calls §9 Reserve beyond term: the evening's if_autorenew lets Katherine (auto-renew scheduled) book past her term; the server agrees", async () => {
    const storefront = await loggedIn(katherine.email, katherine.password)
    const reserve = getReserve(storefront, 'members-evening')
    await reserve.load({ query: `session=${evening('20260625')}` })
    // Her Individual's benefits apply: Member 1 and a pool of 1.
    expect(reserve.getSnapshot().steppers['me-member']?.member).toMatchObject({ left: 2, reason: null })
    reserve.increment('me-member')
    reserve.increment('me-member-guest')
    expect(reserve.getSnapshot().steppers['me-member-guest']?.member?.reason).toBe('benefits_reached')
    expect((await reserve.submit()).error).toBeUndefined()
  })

  it('calls §9 Reserve beyond term: always, or if_autorenew with auto-renew scheduled, lets Alan book past his term', async () => {
    const beyondTerm =
      (value: string, autoRenew?: 'scheduled') =>
      (seed: Parameters<NonNullable<SandboxOptions['customizeSeed']>>[0]) => {
        const event = seed.events.find((e) => e.template.id === 'members-evening')!
        event.config = { ...event.config, 'membership.reserve_beyond_term': value }
        const membership = seed.memberships.find((m) => m.id === seedIds.memberHistory.alanMembership)!
        if (autoRenew) membership.auto_renew_state = autoRenew
      }
    const limitOn25th = async (customize: ReturnType<typeof beyondTerm>) => {
      run?.close()
      const storefront = await loggedIn(alan.email, alan.password, customize)
      const reserve = getReserve(storefront, 'members-evening')
      await reserve.load({ query: `session=${evening('20260625')}` })
      return reserve.getSnapshot().steppers['me-member']?.member
    }
    // The benefits of the membership he holds now apply: Member 1 and a pool of 1.
    expect(await limitOn25th(beyondTerm('always'))).toMatchObject({ left: 2, reason: null })
    expect(await limitOn25th(beyondTerm('if_autorenew'))).toMatchObject({ left: 0, reason: 'expired_at_date' })
    expect(await limitOn25th(beyondTerm('if_autorenew', 'scheduled'))).toMatchObject({ left: 2, reason: null })
  })
})
