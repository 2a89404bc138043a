/**
 * Payment providers: one interface that checkout talks to, the Stripe adapter for production and
 * the sandbox adapter (test cards, no network) (calls §4, §7, §8 Checkout, §9).
 */

export { lazyPaymentProvider } from './lazy.js'
export { type LoadStripe, type StripeProviderOptions, createStripeProvider, stripeProviderError } from './stripe.js'
export {
  type CardOptions,
  type MountedElement,
  type PaymentAppearance,
  PROVIDER_UNAVAILABLE,
  type PaymentProvider,
  type ProviderAmount,
  type ProviderIntent,
  type ProviderPaymentMethod,
  type ProviderResult,
  type WalletOptions,
} from './types.js'
