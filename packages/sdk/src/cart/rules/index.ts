/**
 * The cart basics (storefront §3 Cart, Cart item; §4 Cart; calls §7 Cart, §8 Cart load, §9):
 * reading a loaded cart, which carts are kept, cleared or deleted, local expiry, the timer, the
 * items of the cart widget and removing an item, the totals, promo codes and gift cards.
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM. One file per spec topic.
 */
export * from './constants.js'
export * from './cart-load.js'
export * from './cart-query.js'
export * from './transfer-cart.js'
export * from './expiry-timer.js'
export * from './cart-items.js'
export * from './totals.js'
export * from './promo-codes.js'
export * from './gift-cards.js'
