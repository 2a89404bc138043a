/**
 * The seats, checkout and payment domains are part of the public surface: a tenant (and the
 * template) imports them from `@foyer/sdk`, not from the package's sources.
 */
import { describe, expect, it } from 'vitest'
import * as sdk from './index.js'

describe('@foyer/sdk public surface: seats, checkout, payment', () => {
  it('exports the seat picker and its rules (storefront §2 Seat picker, §4 Seats, §5)', () => {
    for (const name of ['createSeatPicker', 'SEAT_AVAILABLE', 'SEAT_IN_CART']) {
      expect(typeof (sdk as Record<string, unknown>)[name], name).not.toBe('undefined')
    }
  })

  it('exports the checkout store, the cart timer and the payment providers (storefront §2 Checkout, calls §8)', () => {
    for (const name of ['createCheckout', 'checkoutErrorMessage', 'createCartTimer', 'createSandboxProvider', 'createStripeProvider', 'SANDBOX_TEST_CARDS']) {
      expect(typeof (sdk as Record<string, unknown>)[name], name).not.toBe('undefined')
    }
  })
})
