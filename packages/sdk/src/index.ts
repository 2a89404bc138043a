/**
 * @foyer/sdk — every business rule of the Foyer storefront, framework-agnostic (browser and
 * Node ≥ 20). Start with `createStorefront(options)`.
 *
 * The root holds the entry point, the primitives (stores, time, storage, domain events, errors,
 * messages) and the types of the storefront object. Each domain's rules and types are a subpath
 * of their own, so an app's bundle carries only the domains it imports:
 * `@foyer/sdk/catalog`, `/reserve`, `/cart`, `/seats`, `/checkout`, `/payment`, `/address`, `/routing`,
 * `/analytics`, `/flags`, `/errors`, `/http`; the sandbox adapters are `@foyer/sdk/sandbox`, the test
 * toolkit `@foyer/sdk/testing`. Scripts (a partner's Node script) use `@foyer/sdk/commands`:
 * explicit ids and quantities in, the orders made or a typed error out.
 */
export {
  createStorefront,
  type Storefront,
  type StorefrontOptions,
  type ResolvedStorefrontOptions,
} from './storefront.js'

// Primitives: stores, time, storage, domain events
export { createStore, type ReadableStore, type Store, type StatusState } from './store/store.js'
export { systemClock, sleep, type Clock, type TimerHandle } from './store/clock.js'
export { createMemoryStorage, type KeyValueStorage } from './store/storage.js'
export { createEvents, type StorefrontEvents, type StorefrontEmitter } from './store/events.js'

// Results and errors (calls §8): expected failures are values, bugs throw
export {
  FoyerError,
  isFoyerError,
  messageForError,
  type ClientErrorCode,
  type FoyerErrorCode,
  type FoyerErrorRequest,
  type FoyerErrorType,
  type PaymentProviderError,
  type Result,
} from './errors/index.js'

// Messages: the English catalogue, overrides, money and dates in the venue's time zone
export {
  createI18n,
  en,
  interpolate,
  isTimeZone,
  type DateStyle,
  type I18n,
  type I18nOptions,
  type MessageKey,
  type MessageOverrides,
  type MessagePart,
  type MessageParams,
  type Messages,
  type Translate,
} from './i18n/index.js'

// The storefront object's stores (their rules are in each domain's subpath)
export type { Catalog } from './catalog/catalog.store.js'
export type { ReserveStore, ReserveSnapshot } from './reserve/index.js'
export type { CartStore, CartState } from './cart/types.js'
export type { CartTimer, CartTimerState } from './cart/timer.store.js'
export type { SeatPicker, SeatPickerState } from './seats/types.js'
export type { CheckoutStore, CheckoutState } from './checkout/types.js'
export type { UpsellChainStore } from './reserve/upsell.store.js'
