/**
 * The cart store's snapshot, composed from what the cart calls answered (storefront §3 Cart, §4
 * Cart): pure functions over `CartState`, testable without HTTP.
 */
import type { ImageLocation } from '../catalog/rules.js'
import {
  cartItems,
  cartTotals,
  isCartBlocked,
  isCartPartPaid,
  localExpiresAt,
  pendingGiftCardPayments,
} from './rules/index.js'
import type { CartContents, CartState, CartStatus, CartTotals, GiftCard, PendingGiftCardPayment } from './types.js'

/** The status to go back to after a failed write: the cart shown stays shown. */
export function restingStatus(before: CartStatus, hasCart: boolean): CartStatus {
  if (hasCart) return 'ready'
  return before === 'updating' || before === 'loading' || before === 'ready' ? 'empty' : before
}

/**
 * The snapshot of a kept cart (storefront §4 "Only a pending cart with tickets is kept"): its
 * items, totals, local expiry and blocked flag. The same cart keeps its extensions and gift cards;
 * another cart starts afresh. `now` is when the answer came (epoch ms).
 */
export function keptCartState(
  contents: CartContents,
  before: CartState,
  options: { imageLocation: ImageLocation; now: number },
): CartState {
  const cartId = String(contents.cart.id)
  const expiresIn = contents.cart.expires_in
  const sameCart = before.cartId === cartId
  const giftCards = sameCart ? [...before.giftCards] : []
  const pending = pendingGiftCardPayments(giftCards, contents.cart.grand_totals?.total_outstanding ?? '0.00')
  return {
    status: 'ready',
    cartId,
    cart: contents.cart,
    contents,
    items: cartItems(contents, { imageLocation: options.imageLocation }),
    totals: cartTotals(contents, pending),
    // calls §9: local expiry is expires_in − 5 s, from the time the answer came.
    localExpiresAt: typeof expiresIn === 'number' ? localExpiresAt(expiresIn, options.now) : null,
    disposition: 'keep',
    completedCart: null,
    error: null,
    blocked: isCartBlocked(contents.cartMods),
    partPaid: isCartPartPaid(contents.cart),
    extensionsUsed: sameCart ? before.extensionsUsed : 0,
    giftCards,
    pendingGiftCardPayments: pending,
    giftCardStatus: sameCart ? before.giftCardStatus : 'idle',
    giftCardError: sameCart ? before.giftCardError : null,
  }
}

/**
 * Sets the applied gift cards on a snapshot (or draft) and what each pays (storefront §3 Cart
 * pending gift card payments); the totals follow ('Total to pay' less the gift cards).
 */
export function withGiftCards(
  draft: {
    giftCards: GiftCard[]
    pendingGiftCardPayments: PendingGiftCardPayment[]
    totals: CartTotals | null
    contents: CartContents | null
  },
  cards: GiftCard[],
) {
  draft.giftCards = cards
  const outstanding = draft.contents?.cart.grand_totals?.total_outstanding ?? '0.00'
  draft.pendingGiftCardPayments = pendingGiftCardPayments(cards, outstanding)
  if (draft.contents) draft.totals = cartTotals(draft.contents, draft.pendingGiftCardPayments)
}
