import { describe, expect, it } from 'vitest'
import type { CartTotals } from '../types.js'
import { cartCodeLines, cartTotals, cartTotalLines, isTotalShown } from './totals.js'

function totals(overrides: Partial<CartTotals> = {}): CartTotals {
  return {
    currency: 'USD',
    faceValue: '40.00',
    totalBeforeCartmods: null,
    feeFixed: null,
    feePercent: null,
    discounts: null,
    payments: null,
    outstanding: '40.00',
    giftCards: '0.00',
    totalToPay: '40.00',
    ticketCount: 2,
    ...overrides,
  }
}

describe("storefront §2 Cart widget: which totals show (fees, discounts, gift cards, 'Total to pay')", () => {
  it('a total shows when the cart sends it and it is not zero', () => {
    expect(isTotalShown('3.00')).toBe(true)
    expect(isTotalShown('-5.00')).toBe(true)
    expect(isTotalShown('0.00')).toBe(false)
    expect(isTotalShown('0')).toBe(false)
    expect(isTotalShown(null)).toBe(false)
    expect(isTotalShown(undefined)).toBe(false)
  })
  it("a cart without fees, discounts or gift cards lists 'Total to pay' only", () => {
    expect(cartTotalLines(totals({ feeFixed: '0.00', discounts: '0.00' }))).toEqual([
      { name: 'totalToPay', messageKey: 'cart.totalToPay', amount: '40.00' },
    ])
  })
  it("lists 'Service charges', 'Tax', discounts and gift cards (as a deduction) in order, then 'Total to pay' (calls §9 Fees)", () => {
    const lines = cartTotalLines(
      totals({ feeFixed: '3.00', feePercent: '3.20', discounts: '-5.00', giftCards: '25.00', totalToPay: '6.20' }),
    )
    expect(lines).toEqual([
      { name: 'feeFixed', messageKey: 'cart.feeFixed', amount: '3.00' },
      { name: 'feePercent', messageKey: 'cart.feePercent', amount: '3.20' },
      { name: 'discounts', messageKey: 'cart.discounts', amount: '-5.00' },
      { name: 'giftCards', messageKey: 'cart.giftCards', amount: '-25.00' },
      { name: 'totalToPay', messageKey: 'cart.totalToPay', amount: '6.20' },
    ])
  })
  it('what is already paid (a gift card part payment, total_payments) is listed as a deduction before Total to pay', () => {
    expect(cartTotalLines(totals({ payments: '50.00', outstanding: '0.25', totalToPay: '0.25' }))).toEqual([
      { name: 'payments', messageKey: 'cart.payments', amount: '-50.00' },
      { name: 'totalToPay', messageKey: 'cart.totalToPay', amount: '0.25' },
    ])
  })
  it('storefront §3 Cart card fee (pmc_id, gateway_id, account_id): read from the cart, listed with the fees', () => {
    const read = cartTotals({
      cart: {
        id: 'c1',
        state: 'pending',
        grand_totals: { total_fee_fixed_outside: '3.00', total_outstanding: '41.50' },
        card_fee: { amount: '1.50', pmc_id: 'pmc_123' },
        gateway_id: 'stripe',
        account_id: 'acct_9',
      },
      tickets: [],
    })
    expect(read.cardFee).toEqual({ amount: '1.50', pmcId: 'pmc_123', gatewayId: 'stripe', accountId: 'acct_9' })
    expect(cartTotalLines(read).map((line) => [line.name, line.messageKey, line.amount])).toEqual([
      ['feeFixed', 'cart.feeFixed', '3.00'],
      ['cardFee', 'cart.cardFee', '1.50'],
      ['totalToPay', 'cart.totalToPay', '41.50'],
    ])
    // No card fee, or a zero one: no line.
    for (const card_fee of [null, { amount: '0.00', pmc_id: 'pmc_123' }]) {
      const none = cartTotals({ cart: { id: 'c1', state: 'pending', card_fee }, tickets: [] })
      expect(none.cardFee).toBeUndefined()
      expect(cartTotalLines(none).map((line) => line.name)).toEqual(['totalToPay'])
    }
  })
  it("'Total to pay' is listed without a balance too, with a null amount", () => {
    expect(cartTotalLines(totals({ outstanding: null, totalToPay: null }))).toEqual([
      { name: 'totalToPay', messageKey: 'cart.totalToPay', amount: null },
    ])
  })
})

describe('storefront §2 Cart widget promo codes (storefront §3 Cart cartMods)', () => {
  it('lists each code by name, else description, with its discount as a deduction when not zero', () => {
    expect(
      cartCodeLines([
        { id: 'm1', name: 'SUMMER', discount: '5.00' },
        { id: 'm2', description: 'Members save', discount: '0.00' },
        { id: 'm3', name: 'FREE' },
      ]),
    ).toEqual([
      { id: 'm1', name: 'SUMMER', label: 'SUMMER', discount: '-5.00' },
      { id: 'm2', name: null, label: 'Members save', discount: null },
      { id: 'm3', name: 'FREE', label: 'FREE', discount: null },
    ])
  })
})
