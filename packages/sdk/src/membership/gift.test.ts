/** Gifting a membership: the recipient's rules and the pending gift (storefront §5, §6 Gifting; calls §3). */
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../store/storage.js'
import { createGiftSlot, giftProblems, gifteeBody } from './gift.js'

const grace = { email: 'grace@example.org' }

describe('storefront §5 / §6 Gifting', () => {
  it('the recipient needs an e-mail; the recipient form has no name (storefront §5)', () => {
    expect(giftProblems({ email: 'x' }, { purchaserEmail: null, cartItemCount: 0 })).toEqual({
      fields: { email: 'not_an_email' },
      form: null,
    })
    expect(giftProblems({ email: ' ' }, { purchaserEmail: null, cartItemCount: 0 }).fields).toEqual({
      email: 'required',
    })
    expect(giftProblems(grace, { purchaserEmail: null, cartItemCount: 0 })).toEqual({ fields: {}, form: null })
  })

  it("storefront §5: the recipient's e-mail is at most 254 characters", () => {
    const email = `${'x'.repeat(242)}@example.org` // 254 characters
    expect(giftProblems({ email }, { purchaserEmail: null, cartItemCount: 0 }).fields).toEqual({})
    expect(giftProblems({ email: `x${email}` }, { purchaserEmail: null, cartItemCount: 0 }).fields).toEqual({
      email: 'too_long',
    })
  })

  it('"Gifting to your own e-mail is rejected", whatever its case', () => {
    expect(giftProblems(grace, { purchaserEmail: ' GRACE@example.org', cartItemCount: 0 }).form).toBe(
      'membership.cannotGiftToSelfForm',
    )
  })

  it('"Gifting requires an empty cart"', () => {
    expect(giftProblems(grace, { purchaserEmail: null, cartItemCount: 2 }).form).toBe('membership.giftNeedsEmptyCart')
  })

  it("the giftee payload (calls §3: first_name, last_name, email): the named member's name, the recipient's e-mail, trimmed", () => {
    expect(gifteeBody({ email: ' grace@example.org' }, { first: ' Grace ', last: 'Hopper ' })).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.org',
    })
  })

  it('the pending gift belongs to its cart, survives in storage, and is cleared', () => {
    const storage = createMemoryStorage()
    const slot = createGiftSlot(storage, 'demo')
    slot.set({ cartId: 'c1', gifteeIdentityId: 'i1', recipient: grace })
    expect(createGiftSlot(storage, 'demo').get('c1')?.gifteeIdentityId).toBe('i1')
    expect(slot.get('c2')).toBeNull()
    expect(slot.get(null)).toBeNull()
    slot.clear()
    expect(slot.get('c1')).toBeNull()
  })
})
