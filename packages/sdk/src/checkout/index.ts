/**
 * The checkout domain (storefront §2 Checkout, §4 Checkout result, §5; calls §3–§9): the pure
 * rules and the checkout store.
 */
export {
  checkoutAttemptStorageKey,
  checkoutDestination,
  checkoutErrorMessage,
  createCheckout,
  type CaptchaProvider,
  type CheckoutEntry,
  type CheckoutOptions,
  type CheckoutSettings,
  type CheckoutState,
  type CheckoutStore,
  type CheckoutStoreStatus,
  type StartOptions,
} from './checkout.store.js'
export * from './rules.js'
export {
  addressFields,
  addressLookupCountry,
  createAddressLookup,
  type AddressLookup,
  type AddressLookupCountry,
  type AddressLookupProvider,
  type AddressLookupState,
  type AddressLookupStatus,
  type AddressSuggestion,
  type LookedUpAddress,
} from './address.js'
export { createSandboxAddressProvider, type SandboxAddressProviderOptions } from './address-sandbox.js'
export type * from './types.js'
import './events.js'
