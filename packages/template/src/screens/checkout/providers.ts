/**
 * The payment and address providers of the template, in their own chunk: main.ts imports this
 * module only when checkout loads its provider (DESIGN.md: "loaded only when checkout needs it").
 * The sandbox's payment provider and its form are a chunk apart (SandboxPaymentForm.tsx), so a
 * storefront on Stripe never downloads them.
 */
import { createSandboxAddressProvider } from '@foyer/sdk/sandbox'
import { createStripeProvider, type PaymentProvider } from '@foyer/sdk/payment'
import { createLoqateAddressProvider } from '@foyer/sdk/address'
import { checkoutMessages, type AddressLookupProvider } from '@foyer/sdk/checkout'
import type { Storefront } from '@foyer/react-hooks'

/**
 * Stripe with the tenant's publishable key (`keys.stripe`); Stripe.js itself loads on `load()`. The
 * payment step's words (method names, wallet labels) are the checkout's part of the catalogue,
 * added with the provider wherever it loads (issue 16).
 */
export function stripeProvider(publishableKey: string, storefront: () => Storefront): PaymentProvider {
  storefront().i18n.addMessages(checkoutMessages)
  return createStripeProvider({ publishableKey })
}

/** The sandbox's address service (calls §7 address lookup find, retrieve) for the identity form. */
export function sandboxAddressProvider(controlBase: string): AddressLookupProvider {
  return createSandboxAddressProvider({ controlBase })
}

/** The address service of `keys.address` (calls §7: find and retrieve with the tenant's key). */
export function addressServiceProvider(key: string): AddressLookupProvider {
  return createLoqateAddressProvider({ key })
}
