/**
 * Redeeming a gift of membership (storefront §2 /membership/redeem, §4 Gift code, §5; calls §8
 * Gift code; calls §9 gift code 10 digits, at most 3 levels), the rules and against the sandbox.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedIds } from '@foyer/sandbox'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { GIFT_CODE_LENGTH, REDEEM_LEVELS_SHOWN, giftCodeProblem, giftCodeStatus } from './redeem.js'
import { lookupGiftCode, membershipForm } from './index.js'

describe('calls §9 and storefront §4, §5', () => {
  it('a gift code is exactly 10 characters; at most 3 levels are shown', () => {
    expect([GIFT_CODE_LENGTH, REDEEM_LEVELS_SHOWN]).toEqual([10, 3])
    expect(giftCodeProblem(' ')).toBe('checkout.fieldRequired')
    expect(giftCodeProblem('123456789')).toBe('giftCode.invalid')
    expect(giftCodeProblem(' 1234567890 ')).toBeNull()
    // calls §9 "Gift code: 10 digits"; a script's null or number is refused, not thrown on.
    expect(giftCodeProblem('abcdefghij')).toBe('giftCode.invalid')
    expect(giftCodeProblem('2026/00001')).toBe('giftCode.invalid')
    expect(giftCodeProblem(null as never)).toBe('checkout.fieldRequired')
    expect(giftCodeProblem(2026000001 as never)).toBe('giftCode.invalid')
  })

  it('"expired if now is before valid_from or after valid_to. Exhausted if flagged."', () => {
    const row = { valid_from: '2026-03-10T00:00:00-05:00', valid_to: '2027-03-09T23:59:59-05:00', exhausted: false }
    expect(giftCodeStatus(row, Date.parse('2026-03-10T04:59:59Z'))).toBe('expired')
    expect(giftCodeStatus(row, Date.parse('2026-06-01T00:00:00Z'))).toBe('valid')
    expect(giftCodeStatus(row, Date.parse('2027-03-10T05:00:00Z'))).toBe('expired')
    expect(giftCodeStatus({ ...row, exhausted: true }, Date.parse('2026-06-01T00:00:00Z'))).toBe('redeemed')
  })
})

describe('redeem against the sandbox', () => {
  let run: OnSandbox
  beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
  afterEach(() => run.close())

  it('looks codes up with the spec’s words, and a good one reserves its level at no cost', async () => {
    const storefront = run.visitor()
    expect((await lookupGiftCode(storefront, '12345')).error?.messageKey).toBe('giftCode.invalid')
    expect((await lookupGiftCode(storefront, '9999999999')).error?.messageKey).toBe('giftCode.invalid')
    expect((await lookupGiftCode(storefront, '2026000002')).error).toMatchObject({
      messageKey: 'giftCode.redeemed',
      message: 'This code has already been redeemed',
    })
    expect((await lookupGiftCode(storefront, '2026000003')).error?.messageKey).toBe('giftCode.expired')
    const redeem = (await lookupGiftCode(storefront, '2026000001')).data
    expect(redeem).toEqual({ code: '2026000001', levelId: 'ms-individual' })
    const form = membershipForm(storefront, seedIds.membership, { context: 'redeem', redeem })
    expect((await form.load()).data?.map((level) => level.id)).toEqual(['ms-individual'])
    expect(form.getSnapshot().selection.levelId).toBe('ms-individual')
    form.setMember('member', 0, { first: 'Charlie', last: 'Chaplin' })
    const reserved = await form.submit()
    expect(reserved.error).toBeUndefined()
    expect(reserved.data?.tickets.map((t) => t.adjusted_value)).toEqual(['0.00'])
    // calls §9 "After redeem, upsells lead to /events if enabled, else /checkout."
    expect(form.getSnapshot().next).toBe('events')
  })

  it("buy context: 'Skip' is the skip-upsell option, which skips upsells afterward (storefront §4); other contexts have none", async () => {
    const storefront = run.visitor()
    const renew = membershipForm(storefront, seedIds.membership, { context: 'renew' })
    renew.skip()
    expect(storefront.upsells.getSnapshot().status).not.toBe('skipped')
    const form = membershipForm(storefront, seedIds.membership, { context: 'buy' })
    form.skip()
    expect(storefront.upsells.getSnapshot().status).toBe('skipped')
  })

  it('a gift skips upsells afterward and leaves for checkout with the gift kept for the cart (storefront §4, §6)', async () => {
    const storefront = run.visitor()
    const form = membershipForm(storefront, seedIds.membership, { context: 'gift' })
    await form.load()
    form.selectLevel('ms-individual')
    form.setMember('member', 0, { first: 'Charlie', last: 'Chaplin' })
    form.setRecipient({ email: 'charlie@example.org' })
    const reserved = await form.submit()
    expect(reserved.error).toBeUndefined()
    expect(form.getSnapshot().next).toBe('checkout')
    expect(storefront.upsells.getSnapshot().status).toBe('skipped')
    const storage = storefront.options.storage
    expect(JSON.parse(storage.getItem('foyer:demo-museum:gift') ?? 'null')).toMatchObject({
      cartId: reserved.data?.cart.id,
      recipient: { email: 'charlie@example.org' },
    })
  })
})
