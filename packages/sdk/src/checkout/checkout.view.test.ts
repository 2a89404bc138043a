import { describe, expect, it } from 'vitest'
import { checkoutPayment, initialCheckoutState } from './checkout.view.js'

const cart = (outstanding: string, giftCards: { paymentAmount: string; cardNumber: string }[] = []) =>
  ({
    cart: { id: 'c1', currency_code: 'USD' },
    totals: { outstanding },
    contents: { scheduledPayments: [] },
    pendingGiftCardPayments: giftCards,
  }) as unknown as Parameters<typeof checkoutPayment>[0]

describe('checkoutPayment (calls §5 payment options, §9 amounts)', () => {
  it('is null without a cart', () => {
    expect(checkoutPayment({ cart: null, totals: null, contents: null, pendingGiftCardPayments: [] }, 0)).toBeNull()
  })

  it('charges the outstanding amount less what pending gift cards pay (storefront §3 pending gift card payments)', () => {
    const payment = checkoutPayment(cart('30.00', [{ paymentAmount: '12.50', cardNumber: '4111' }]), 0)
    expect(payment).toMatchObject({
      outstanding: '30.00',
      option: 'outstanding',
      amount: '17.50',
      free: false,
      amountProblem: null,
    })
    expect(payment?.giftCards).toHaveLength(1)
  })

  it('gift cards paying the whole amount leave nothing to pay by card or wallet', () => {
    const payment = checkoutPayment(cart('57.00', [{ paymentAmount: '57.00', cardNumber: '6006' }]), 0)
    expect(payment).toMatchObject({ outstanding: '57.00', amount: '0.00', free: true, amountProblem: null })
  })

  it('a rest after gift cards below the card bounds cannot be paid (calls §9 0.50 to 999999.99)', () => {
    const payment = checkoutPayment(cart('50.25', [{ paymentAmount: '50.00', cardNumber: '6006' }]), 0)
    expect(payment).toMatchObject({
      amount: '0.25',
      free: false,
      amountProblem: 'checkout.paymentNotSupportedForAmount',
    })
  })

  it('a zero outstanding amount is a free order with no amount problem (calls §3 gateway free)', () => {
    expect(checkoutPayment(cart('0.00'), 0)).toMatchObject({ free: true, amount: '0.00', amountProblem: null })
  })
})

describe('initialCheckoutState', () => {
  it('requires the terms only when there is a terms text (storefront §5)', () => {
    expect(initialCheckoutState({ termsText: ' ' }, [], false).terms.required).toBe(false)
    expect(initialCheckoutState({ termsText: 'Be nice.', termsMustBeViewed: true }, [], true)).toMatchObject({
      status: 'idle',
      provider: 'loading',
      terms: { required: true, mustView: true, viewed: false, accepted: false },
    })
  })
})
