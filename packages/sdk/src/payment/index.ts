/**
 * Payment providers (DESIGN.md provider adapters; calls §4, §7, §8 Checkout, §9): one interface,
 * the Stripe adapter and the sandbox adapter.
 */
export { PROVIDER_UNAVAILABLE } from './types.js'
export type * from './types.js'
export { createStripeProvider, stripeProviderError, type LoadStripe, type StripeProviderOptions } from './stripe.js'
export {
  SANDBOX_BACS_TOKEN,
  SANDBOX_TEST_CARDS,
  SANDBOX_WALLET_TOKEN,
  cardDigits,
  createSandboxProvider,
  paymentIntentIdOf,
  sandboxCardToken,
  type SandboxPaymentState,
  type SandboxProvider,
  type SandboxProviderOptions,
} from './sandbox.js'
export { lazyPaymentProvider, loadedPaymentProvider, type LazyPaymentProvider } from './lazy.js'
export { isSandboxProvider } from './sandbox.js'
