/**
 * Payment providers (DESIGN.md provider adapters; calls §4, §7, §8 Checkout, §9): one interface,
 * the Stripe adapter and the sandbox adapter.
 */

export { lazyPaymentProvider } from './lazy.js'
export { type LoadStripe, type StripeProviderOptions, createStripeProvider, stripeProviderError } from './stripe.js'
export {
  type CardOptions,
  type MountedElement,
  PROVIDER_UNAVAILABLE,
  type PaymentProvider,
  type ProviderAmount,
  type ProviderIntent,
  type ProviderPaymentMethod,
  type ProviderResult,
  type WalletOptions,
} from './types.js'
