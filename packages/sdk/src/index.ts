/**
 * @foyer/sdk — every business rule of the Foyer storefront, framework-agnostic (browser and
 * Node ≥ 20). Start with `createStorefront(options)`.
 */
export { createStorefront, type Storefront, type StorefrontOptions, type ResolvedStorefrontOptions } from './storefront.js'

// Primitives: stores, time, storage, domain events
export * from './store/index.js'

// HTTP: the typed client, retries, contract types
export * from './http/index.js'

// Errors (calls §8): FoyerError, Result, the error catalogue
export * from './errors/index.js'

// Messages, money and dates
export * from './i18n/index.js'

// Routes, guards and listing filters as data and pure functions
export * from './routing/index.js'

// Catalogue: listing, event page, config, calendar read
export * from './catalog/index.js'

// Reserve: the reserve page store and the rules of storefront §4 Reserve flow
export * from './reserve/index.js'

// Cart: the cart store and the rules of storefront §4 Cart
export * from './cart/index.js'

// Seats: the seat map, selection, auto-pick and the picker store (storefront §2 Seat picker, §4 Seats, §5)
export * from './seats/index.js'

// Checkout: identity form, terms, codes and gift cards, pay, results (storefront §2 Checkout, calls §3–§9)
export * from './checkout/index.js'

// Payment providers: the Stripe adapter and the sandbox adapter (calls §4, §8 Checkout)
export * from './payment/index.js'

// Analytics: ecommerce events (add_to_cart, begin_checkout, purchase) to a dataLayer (calls §9)
export * from './analytics/index.js'
