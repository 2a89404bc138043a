/**
 * `@foyer/sdk/address`: a third-party address service behind the checkout's address lookup
 * (calls §7 "Address lookup (find, retrieve) goes to a third-party address service with an API key
 * from config"), as `@foyer/sdk/payment` holds the Stripe adapter: only a storefront that uses it
 * downloads it. The lookup itself (its store and rules) is in `@foyer/sdk/checkout`.
 */
export {
  NO_ADDRESS_KEY,
  createLoqateAddressProvider,
  type LoqateAddressProviderOptions,
} from '../checkout/address-loqate.js'
