/**
 * Transfer cart (storefront §2 /transfer-cart/{cartId}; calls §2; calls §7 GET cart/{id}; calls §8
 * Cart load "403 ignored on transfer").
 */
import { FoyerError, errorForFlow } from '../errors/index.js'
import type { CartContext, CartLoad } from './cart.load.js'
import { cartQuery, readCart, rowIds, transferCartErrorOutcome, transferCartOutcome } from './rules/index.js'
import type { CartOwners, TransferCartOutcome } from './types.js'

/** The transfer part of the cart store. */
export function cartTransfer(context: CartContext, loaded: CartLoad) {
  const { http, store, calls } = context
  const { settle, forget } = loaded

  async function transfer(
    cartId: string,
    transferOptions: { owners: CartOwners; next?: string | null },
  ): Promise<TransferCartOutcome> {
    const call = ++calls.latest
    const result = await http.get('/cart/{cartId}', {
      params: { path: { cartId }, query: cartQuery({ ticketOrders: true }) },
    })
    if (result.error) {
      const outcome = transferCartErrorOutcome(errorForFlow(result.error, 'transferCart'))
      if (outcome.action === 'refuse' && outcome.clearCart && call === calls.latest) forget('empty', 'cleared')
      return outcome
    }
    const contents = readCart(result.data)
    if (!contents)
      return transferCartErrorOutcome(new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic' }))
    const orderIds = rowIds(result.data, 'ticket_order')
    const outcome = transferCartOutcome(
      { cart: contents.cart, tickets: contents.tickets, orderIds },
      transferOptions.owners,
      transferOptions.next,
    )
    if (call !== calls.latest) return outcome
    if (outcome.action === 'keep') {
      // The session holds this cart from now on (later calls use my/cart/{id}); storefront §4
      // decides, as on any load, whether it is kept, cleared or deleted.
      await settle(contents, 'load')
    } else if (outcome.action === 'refuse' && outcome.clearCart) {
      // "Otherwise clear the cart": the session's own cart is forgotten; the member's is not touched.
      forget('empty', 'cleared')
    } else if (outcome.action === 'complete' && store.getSnapshot().cartId === String(contents.cart.id)) {
      forget('empty', 'completed', 'completed')
    }
    return outcome
  }

  return { transfer }
}
