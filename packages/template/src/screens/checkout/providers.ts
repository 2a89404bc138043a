/**
 * The payment providers of the template, in their own chunk: main.tsx imports this module only
 * when checkout loads its provider (DESIGN.md: "loaded only when checkout needs it").
 */
import { createSandboxAddressProvider, createSandboxProvider } from '@foyer/sdk/sandbox'
import { createStripeProvider, type PaymentProvider } from '@foyer/sdk/payment'
import type { AddressLookupProvider } from '@foyer/sdk/checkout'

/** Stripe with the tenant's publishable key (`keys.stripe`); Stripe.js itself loads on `load()`. */
export function stripeProvider(publishableKey: string): PaymentProvider {
  return createStripeProvider({ publishableKey })
}

/** The sandbox's test-card form and simulated wallet, answering challenges through its control routes. */
export function sandboxProvider(controlBase: string): PaymentProvider {
  return createSandboxProvider({ controlBase })
}

/** The sandbox's address service (calls §7 address lookup find, retrieve) for the identity form. */
export function sandboxAddressProvider(controlBase: string): AddressLookupProvider {
  return createSandboxAddressProvider({ controlBase })
}
