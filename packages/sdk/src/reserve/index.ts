/**
 * The reserve domain (storefront §4 Reserve flow): the reserve page store over the pure rules.
 */
export {
  createReserve,
  type CodeRequired,
  type LoadStatus,
  type QuantityStepper,
  type Reserved,
  type ReserveDetailProblem,
  type ReserveDetails,
  type ReserveOptions,
  type ReserveSnapshot,
  type ReserveStore,
  type ReserveStoreStatus,
} from './reserve.store.js'
export * from './rules.js'
export type * from './types.js'
import './events.js'
// The upsell chain (storefront §2 add-on banner, §3 next_route, §4 cleared on expiry)
export * from './upsell.js'
export {
  createUpsellChain,
  type AddOnBanner,
  type UpsellChainOptions,
  type UpsellChainState,
  type UpsellChainStatus,
  type UpsellChainStore,
} from './upsell.store.js'
