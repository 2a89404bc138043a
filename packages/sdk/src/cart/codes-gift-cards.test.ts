/**
 * Promo codes, CityPASS vouchers, gift cards, the extension setting and the expiry plan
 * (storefront §4 Cart, §5; calls §5, §8 Reserve and promo, §8 Gift card, §9).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACTIVE_GIFT_CARD_STATE,
  BLOCKED_CART_CODE_MIN_LENGTH,
  CART_EXTENSIONS_ALLOWED,
  CITYPASS_DEFAULT_CHILD_KEYWORD,
  GIFT_CARD_NUMBER_MAX_LENGTH,
  LEDGER_GATEWAY,
  MAX_CART_EXTENSIONS_SETTING,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  areGiftCardsShown,
  blockingCartMods,
  cartExpiryPlan,
  cartExtensionsAllowed,
  giftCardProblem,
  isCartBlocked,
  isChildTicketType,
  parsePromoCodes,
  pendingGiftCardPayments,
  readCart,
  readGiftCard,
  shouldPromptExtension,
  totalAfterGiftCards,
  validateBlockedCartCode,
  validateCityPassCode,
  validateGiftCardNumber,
  validatePromoCodes,
} from './rules/index.js'
import { moneyToCents } from '../reserve/rules/index.js'

describe('calls §9 constants of codes and gift cards', () => {
  it('Promo code length: 2 to 35', () => {
    expect(PROMO_CODE_MIN_LENGTH).toBe(2)
    expect(PROMO_CODE_MAX_LENGTH).toBe(35)
  })
  it('Blocked-cart code: required, min 2 (calls §5)', () => expect(BLOCKED_CART_CODE_MIN_LENGTH).toBe(2))
  it('Gift card number: max 70', () => expect(GIFT_CARD_NUMBER_MAX_LENGTH).toBe(70))
  it("the child keyword defaults to 'child' (storefront §5)", () =>
    expect(CITYPASS_DEFAULT_CHILD_KEYWORD).toBe('child'))
  it('gift cards: active is the only usable state; they pay through gateway ledger (calls §3)', () => {
    expect(ACTIVE_GIFT_CARD_STATE).toBe('active')
    expect(LEDGER_GATEWAY).toBe('ledger')
  })
})

describe('storefront §5 Promo code: required, trimmed, 2 to 35, comma-separated', () => {
  it('splits on commas and trims each code, dropping empty pieces', () => {
    expect(parsePromoCodes(' SPRING , ,members ')).toEqual(['SPRING', 'members'])
    expect(parsePromoCodes('   ')).toEqual([])
  })
  it('is required', () => {
    expect(validatePromoCodes('  ').problem).toEqual({ code: 'required' })
    expect(validatePromoCodes(' , ').problem).toEqual({ code: 'required' })
  })
  it('each code is 2 to 35 characters after trimming', () => {
    expect(validatePromoCodes(' A ').problem).toEqual({ code: 'too_short', min: 2 })
    expect(validatePromoCodes('AB').problem).toBeNull()
    expect(validatePromoCodes('x'.repeat(35)).problem).toBeNull()
    expect(validatePromoCodes('x'.repeat(36)).problem).toEqual({ code: 'too_long', max: 35 })
    expect(validatePromoCodes('GOOD, X').problem).toEqual({ code: 'too_short', min: 2 })
    expect(validatePromoCodes('GOOD , FINE').codes).toEqual(['GOOD', 'FINE'])
  })
  it('property: accepted codes are trimmed, non-empty, comma-free and 2 to 35 long', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (input) => {
        const { problem, codes } = validatePromoCodes(input)
        if (problem) return
        expect(codes.length).toBeGreaterThan(0)
        for (const code of codes) {
          expect(code).toBe(code.trim())
          expect(code).not.toContain(',')
          expect(code.length).toBeGreaterThanOrEqual(2)
          expect(code.length).toBeLessThanOrEqual(35)
        }
      }),
    )
  })
  it('property: a list of valid codes joined by commas with spaces is accepted as those codes', () => {
    const code = fc
      .string({ minLength: 2, maxLength: 35 })
      .filter((c) => !c.includes(',') && c.trim() === c && c.length >= 2)
    fc.assert(
      fc.property(fc.array(code, { minLength: 1, maxLength: 5 }), (codes) => {
        expect(validatePromoCodes(codes.join(' ,  '))).toEqual({ problem: null, codes })
      }),
    )
  })
})

describe('storefront §5 blocked cart: "the code is required with min length 2"', () => {
  it('requires a code of at least 2 trimmed characters, with no maximum', () => {
    expect(validateBlockedCartCode(' ')).toEqual({ code: 'required' })
    expect(validateBlockedCartCode(' X ')).toEqual({ code: 'too_short', min: 2 })
    expect(validateBlockedCartCode('XY')).toBeNull()
    expect(validateBlockedCartCode('x'.repeat(80))).toBeNull()
  })
  it("a cart with a blocking cart mod is blocked (the 'A code is required to continue with your order.' form)", () => {
    const mods = [
      { id: 'm1', name: 'SPRING', blocking_checkout: false },
      { id: 'm2', name: 'Members preview', blocking_checkout: true },
    ]
    expect(blockingCartMods(mods).map((m) => m.id)).toEqual(['m2'])
    expect(isCartBlocked(mods)).toBe(true)
    expect(isCartBlocked([mods[0]!])).toBe(false)
  })
  it('readCart reads the cart mods, scheduled payments and completed payments beside the cart', () => {
    const contents = readCart({
      cart: { _data: [{ id: 'c1', state: 'pending' }] },
      cartmod: { _data: [{ id: 'm1', name: 'SPRING', discount: '5.00', blocking_checkout: false }] },
      scheduled_payment: { _data: [{ id: 'sp1', due: '2026-04-01T00:00:00Z', amount: '20.00', status: 'scheduled' }] },
      payment: { _data: [{ id: 'p1', occurred_on: '2026-03-01T00:00:00Z', amount: '10.00', status: 'captured' }] },
    })
    expect(contents?.cartMods.map((m) => m.name)).toEqual(['SPRING'])
    expect(contents?.scheduledPayments.map((p) => p.amount)).toEqual(['20.00'])
    expect(contents?.payments.map((p) => p.id)).toEqual(['p1'])
  })
})

describe('storefront §5 CityPASS voucher codes', () => {
  const config = { adult_pattern: 'CPA[0-9]{6}', child_pattern: 'CPC[0-9]{6}' }
  const wrongFormat = { code: 'message', messageKey: 'reserve.citypassFormat' }
  it("a type counts as child if its name contains the keyword (default 'child'), in any case", () => {
    expect(isChildTicketType('Child (3-12)', config)).toBe(true)
    expect(isChildTicketType('Adult', config)).toBe(false)
    expect(isChildTicketType('Kid', { ...config, child_keyword: 'kid' })).toBe(true)
    expect(isChildTicketType('Children', { ...config, child_keyword: 'kid' })).toBe(false)
  })
  it('a code must match the pattern of its type, whole', () => {
    expect(validateCityPassCode(' CPA123456 ', config, 'Adult')).toBeNull()
    expect(validateCityPassCode('CPC123456', config, 'Child')).toBeNull()
    expect(validateCityPassCode('CPC123456', config, 'Adult')).toEqual(wrongFormat)
    expect(validateCityPassCode('CPA123456', config, 'Child')).toEqual(wrongFormat)
    expect(validateCityPassCode('XCPA123456', config, 'Adult')).toEqual(wrongFormat)
    expect(validateCityPassCode('CPA1234567', config, 'Adult')).toEqual(wrongFormat)
  })
  it('without a type either pattern will do; an empty code is required; a broken pattern matches nothing', () => {
    expect(validateCityPassCode('CPC123456', config)).toBeNull()
    expect(validateCityPassCode('', config)).toEqual({ code: 'required' })
    expect(validateCityPassCode('CPA1', { adult_pattern: '(' })).toEqual(wrongFormat)
  })
})

describe('storefront §5 Gift card number and calls §8 Gift card', () => {
  it('is required, at most 70 characters, and cannot be applied twice', () => {
    expect(validateGiftCardNumber('  ')).toEqual({ code: 'required' })
    expect(validateGiftCardNumber('9'.repeat(70))).toBeNull()
    expect(validateGiftCardNumber('9'.repeat(71))).toEqual({ code: 'too_long', max: 70 })
    expect(validateGiftCardNumber(' GC-1001 ', ['GC-1001'])).toEqual({
      code: 'message',
      messageKey: 'giftCard.alreadyApplied',
    })
    expect(validateGiftCardNumber('GC-1002', ['GC-1001'])).toBeNull()
  })
  it('reads ledger._data[0] (number, state, balance)', () => {
    expect(readGiftCard({ ledger: { _data: [{ number: 'GC 1', balance: '25.00', state: 'active' }] } })).toEqual({
      number: 'GC 1',
      balance: '25.00',
      state: 'active',
    })
    expect(readGiftCard({ ledger: { _data: [] } })).toBeNull()
  })
  it("is added if active with balance above 0; balance 0 is 'Gift Card balance is $0'; not active gets the 'otherwise' message", () => {
    expect(giftCardProblem({ number: 'G', balance: '0.01', state: 'active' })).toBeNull()
    expect(giftCardProblem({ number: 'G', balance: '0.00', state: 'active' })).toBe('giftCard.noBalance')
    expect(giftCardProblem({ number: 'G', balance: '-3.00', state: 'active' })).toBe('giftCard.noBalance')
    expect(giftCardProblem({ number: 'G', balance: '50.00', state: 'inactive' })).toBe('giftCard.trouble')
  })
  it('pending gift card payments: each card pays what it can of what is still outstanding, in order', () => {
    const cards = [
      { number: 'G1', balance: '30.00', state: 'active' },
      { number: 'G2', balance: '100.00', state: 'active' },
      { number: 'G3', balance: '5.00', state: 'active' },
    ]
    expect(pendingGiftCardPayments(cards, '70.96')).toEqual([
      { cardNumber: 'G1', paymentAmount: '30.00', remainingBalance: '0.00' },
      { cardNumber: 'G2', paymentAmount: '40.96', remainingBalance: '59.04' },
      { cardNumber: 'G3', paymentAmount: '0.00', remainingBalance: '5.00' },
    ])
  })
  it("the totals: what the gift cards pay and the 'Total to pay' left", () => {
    const pending = pendingGiftCardPayments([{ number: 'G1', balance: '30.00', state: 'active' }], '70.96')
    expect(totalAfterGiftCards('70.96', pending)).toEqual({ giftCards: '30.00', totalToPay: '40.96' })
  })
  it('property: gift cards never pay more than is outstanding nor more than their balances', () => {
    const money = fc.integer({ min: 0, max: 10_000_00 }).map((c) => (c / 100).toFixed(2))
    fc.assert(
      fc.property(fc.array(money, { maxLength: 6 }), money, (balances, outstanding) => {
        const cards = balances.map((balance, i) => ({ number: `G${i}`, balance, state: 'active' }))
        const pending = pendingGiftCardPayments(cards, outstanding)
        const paid = pending.reduce((sum, p) => sum + moneyToCents(p.paymentAmount), 0)
        expect(paid).toBeLessThanOrEqual(moneyToCents(outstanding))
        pending.forEach((p, i) => {
          expect(moneyToCents(p.paymentAmount) + moneyToCents(p.remainingBalance)).toBe(moneyToCents(balances[i]!))
        })
        const total = balances.reduce((sum, b) => sum + moneyToCents(b), 0)
        expect(paid).toBe(Math.min(total, moneyToCents(outstanding)))
        expect(moneyToCents(totalAfterGiftCards(outstanding, pending).totalToPay)).toBe(
          moneyToCents(outstanding) - paid,
        )
      }),
    )
  })
  it('storefront §6: gift card controls only when the portal enables gift_card and the order is modifiable', () => {
    expect(areGiftCardsShown({ additionalPaymentMethods: ['gift_card'], modifiable: true })).toBe(true)
    expect(areGiftCardsShown({ additionalPaymentMethods: ['gift_card'], modifiable: false })).toBe(false)
    expect(areGiftCardsShown({ additionalPaymentMethods: [], modifiable: true })).toBe(false)
    expect(areGiftCardsShown({ additionalPaymentMethods: null, modifiable: true })).toBe(false)
  })
})

describe('calls §9 "Cart extension: 2 minutes, once" as a tenant setting (WCAG 2.2.1 asks for up to ten)', () => {
  it('defaults to the spec’s one extension; a tenant may allow up to 10', () => {
    expect(CART_EXTENSIONS_ALLOWED).toBe(1)
    expect(MAX_CART_EXTENSIONS_SETTING).toBe(10)
    expect(cartExtensionsAllowed(undefined)).toBe(1)
    expect(cartExtensionsAllowed(null)).toBe(1)
    expect(cartExtensionsAllowed(3)).toBe(3)
    expect(cartExtensionsAllowed(25)).toBe(10)
    expect(cartExtensionsAllowed(-2)).toBe(0)
    expect(cartExtensionsAllowed(2.7)).toBe(2)
  })
  it('the prompt comes back after an extension while the setting allows more', () => {
    expect(shouldPromptExtension({ seconds: 50, declined: false, extensionsUsed: 1, maxExtensions: 3 })).toBe(true)
    expect(shouldPromptExtension({ seconds: 50, declined: false, extensionsUsed: 3, maxExtensions: 3 })).toBe(false)
    expect(shouldPromptExtension({ seconds: 50, declined: false, extensionsUsed: 0, maxExtensions: 0 })).toBe(false)
  })
})

describe('storefront §4 "On expiry" by page', () => {
  it('on manage pages the page reloads', () => {
    expect(cartExpiryPlan('/manage/5')).toEqual({ action: 'reload' })
    expect(cartExpiryPlan('/manage/5/confirm')).toEqual({ action: 'reload' })
  })
  it('on reschedule the user goes to /manage/{orderId}', () => {
    expect(cartExpiryPlan('/manage/5/reschedule/12')).toEqual({ action: 'navigate', to: '/manage/5' })
  })
  it("elsewhere the cart-timeout dialog, whose 'Start over' goes home", () => {
    expect(cartExpiryPlan('/checkout')).toEqual({ action: 'dialog', startOver: '/' })
    expect(cartExpiryPlan('/events/general-admission')).toEqual({ action: 'dialog', startOver: '/' })
  })
})
