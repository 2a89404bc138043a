/**
 * The cart domain (storefront §3, §4 Cart; calls §7 Cart, §8 Cart load, §9): the cart store over
 * the pure rules, and the cart timer.
 */
export { createCart } from './cart.store.js'
export {
  createCartTimer,
  CLOCK_DISAGREEMENT_MS,
  type CartTimer,
  type CartTimerOptions,
  type CartTimerState,
  type CartTimerStatus,
} from './timer.store.js'
export * from './rules/index.js'
export type * from './types.js'
import './events.js'
