/**
 * The cart rules: Transfer cart (storefront §2 /transfer-cart; calls §2; calls §8 Cart load "403 ignored on transfer").
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import { catalogueEntryFor, type ErrorHandling, type ErrorMatch } from '../../errors/index.js'
import type { MessageKey } from '../../i18n/types.js'
import { isStorefrontPath } from '../../routing/location.js'
import { buildPath } from '../../routing/routes.js'
import type { Cart, CartOwners, CartTicket, TransferCartOutcome } from '../types.js'
import { isCartOwnedBy, isCompletedOrderCart } from './cart-load.js'

/**
 * The next path of /transfer-cart (storefront §2: "the next path from the query or /checkout"; the
 * query key is `next`, routing/routes.ts). Only a path inside the storefront is followed (one
 * leading slash, not `//host` or a URL), so a crafted link cannot send the visitor elsewhere.
 * @example transferNextPath('/events/7') // '/events/7'
 * @example transferNextPath('https://evil.example') // '/checkout'
 */
export function transferNextPath(next: string | null | undefined): string {
  const path = next?.trim() ?? ''
  if (isStorefrontPath(path)) return path
  return buildPath('checkout', {})
}

/**
 * storefront §2 /transfer-cart, in this order:
 * - "If the order is already complete, go to /checkout/complete?orderIds=": a cart in state
 *   `completed`, or one storefront §4 treats as an already completed order (no expiry, no held
 *   tickets, nothing outstanding), whose orders are known;
 * - "If the cart is owned by the public identity, go to the next path from the query or
 *   /checkout" (decision: the logged-in user's own cart too, as storefront §4 lets either modify a
 *   pending cart);
 * - "Otherwise clear the cart and show 'This cart belongs to another member'".
 * @example transferCartOutcome({ cart: { id: 'c1', state: 'pending', identity_id: 'pub' }, tickets: [], orderIds: [] }, { publicIdentityId: 'pub' }) // { action: 'keep', to: '/checkout' }
 */
export function transferCartOutcome(
  answer: { cart: Cart; tickets: readonly CartTicket[]; orderIds: readonly string[] },
  owners: CartOwners,
  next?: string | null,
): TransferCartOutcome {
  const { cart, tickets, orderIds } = answer
  const completed = cart.state === 'completed' || isCompletedOrderCart(cart, tickets)
  if (completed && orderIds.length > 0) {
    return {
      action: 'complete',
      orderIds: [...orderIds],
      to: buildPath('checkoutComplete', {}, { orderIds: [...orderIds] }),
    }
  }
  if (isCartOwnedBy(cart, owners)) return { action: 'keep', to: transferNextPath(next) }
  return { action: 'refuse', messageKey: 'cart.belongsToAnotherMember', clearCart: true }
}

/**
 * storefront §2 /transfer-cart "Other errors shown: '403 Access denied to cart' and '404 Cart not
 * found'", from the error catalogue's `transferCart` flow: 403 leaves the session's cart as it is
 * (calls §8 "403 ignored on transfer"), 404 clears it; any other failure shows its message.
 */
export function transferCartErrorOutcome(
  error: ErrorMatch & { messageKey?: MessageKey; description?: string | null },
): TransferCartOutcome {
  const entry = catalogueEntryFor('transferCart', error)
  if (entry.flow === 'transferCart' && (error.status === 403 || error.status === 404)) {
    return { action: 'refuse', messageKey: entry.messageKey, clearCart: entry.handling === 'clearCart' }
  }
  return {
    action: 'refuse',
    messageKey: error.messageKey ?? entry.messageKey,
    clearCart: false,
    description: error.description ?? null,
  }
}

/**
 * calls §8 Cart load: what a failed cart call does: 400 scope_error deletes and reloads; 404, or
 * 400 not_configured in context stripe_gateway, clears the cart; cart_expired runs the expiry
 * flow; 403 is ignored on transfer. Read from the error catalogue (`cartLoad`, `transferCart`).
 */
export function cartLoadErrorHandling(error: ErrorMatch, options: { transfer?: boolean } = {}): ErrorHandling {
  if (options.transfer) {
    const transfer = catalogueEntryFor('transferCart', error)
    if (transfer.flow === 'transferCart' && transfer.handling !== 'show') return transfer.handling
  }
  return catalogueEntryFor('cartLoad', error).handling
}

/**
 * calls §8 Cart load: "delete cart not_found ignored" (the errors catalogue's `cartDelete` flow).
 * Decision: any 404 is ignored too: the cart is gone either way.
 */
export function isIgnoredDeleteError(error: ErrorMatch): boolean {
  return catalogueEntryFor('cartDelete', error).handling === 'ignore' || error.status === 404
}
