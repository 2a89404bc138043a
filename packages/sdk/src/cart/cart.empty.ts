/**
 * The cart's first state, before anything is read: kept apart from the snapshot composer
 * (`cart.view.ts`) and the rules, so the storefront's stand-in cart (lazy-cart.ts) starts in the
 * same state without carrying the cart's code (issue 16).
 */
import type { KeyValueStorage } from '../store/storage.js'
import type { CartState } from './types.js'

/** The snapshot without a cart (the status and the kept id aside). */
export const EMPTY_CART: Omit<CartState, 'status' | 'cartId'> = {
  cart: null,
  contents: null,
  items: [],
  totals: null,
  localExpiresAt: null,
  disposition: null,
  completedCart: null,
  error: null,
  blocked: false,
  partPaid: false,
  extensionsUsed: 0,
  giftCards: [],
  pendingGiftCardPayments: [],
  giftCardStatus: 'idle',
  giftCardError: null,
}

/** A cart not read yet: `idle`, with the id kept in `storage` under `storageKey` (or none). */
export function firstCartState(storage: KeyValueStorage, storageKey: string): CartState {
  return { status: 'idle', cartId: storage.getItem(storageKey), ...EMPTY_CART }
}
