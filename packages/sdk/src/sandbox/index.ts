/**
 * `@foyer/sdk/sandbox`: the adapters that stand in for outside services when working against the
 * Foyer sandbox server, with no network: the sandbox payment
 * provider (test cards, a 3-D Secure challenge, a simulated wallet) and the sandbox address
 * lookup. Development and test tools: a production storefront imports them only when its config
 * says so, in a chunk of their own.
 */
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
} from '../payment/sandbox.js'
export { createSandboxAddressProvider, type SandboxAddressProviderOptions } from '../checkout/address-sandbox.js'
