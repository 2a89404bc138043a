/**
 * Changing the cart (storefront §4 Cart "Creation", removing an item; calls §7 POST
 * my/cart/modify, my/cart/{id}/modify, PATCH my/cart/{id}): modify with an Idempotency-Key that a
 * repeat of an unanswered call keeps, the extension, and removing an item after the confirmation.
 */
import { FoyerError, errorForFlow, type Result } from '../errors/index.js'
import type { CartContext, CartLoad } from './cart.load.js'
import { restingStatus } from './cart.view.js'
import { extensionBody, readCart, removeItemPlan } from './rules/index.js'
import type { MembershipReserveBody } from '../membership/form.js'
import type { CartContents, CartModifyPayload, ModifyOptions, RemoveItemPlan } from './types.js'

/** A call that got no definitive answer may have been applied: its key is kept for a repeat. */
function unanswered(error: FoyerError): boolean {
  return error.status === null || error.status >= 500
}

/** The modify part of the cart store: modify, extend, remove an item. */
export function cartModify(context: CartContext, loaded: CartLoad) {
  const { http, events, store, calls, newKey, writeQuery } = context
  const { settle, writeFailedOnCart, clear } = loaded
  // The modify that got no answer, so repeating it sends the same Idempotency-Key.
  let unansweredModify: { fingerprint: string; key: string } | null = null
  // The extend that got no answer, so repeating it for the same expiry sends the same key.
  let unansweredExtend: { fingerprint: string; key: string } | null = null

  /** A cart write's answer: the cart response of the contract, or an error. */
  type Send = (
    cartId: string | null,
    header: { 'Idempotency-Key': string },
  ) => Promise<{ data?: unknown; error?: FoyerError }>

  /**
   * One cart write (a modify, a removal, a membership): the same Idempotency-Key for a repeat of
   * an unanswered call, the kept cart re-made once when the server no longer knows it.
   */
  async function write(fingerprintOf: (cartId: string | null) => string, send: Send, reason: 'modify' | 'remove') {
    const before = store.getSnapshot()
    const cartId = before.cartId
    const fingerprint = fingerprintOf(cartId)
    const key = unansweredModify?.fingerprint === fingerprint ? unansweredModify.key : newKey()
    ++calls.latest
    store.setState((draft) => {
      draft.status = 'updating'
      draft.error = null
    })
    const result = await send(cartId, { 'Idempotency-Key': key })

    if (result.error) {
      unansweredModify = unanswered(result.error) ? { fingerprint, key } : null
      const error = result.error
      if (cartId) {
        const lost = await writeFailedOnCart(cartId, error)
        // The kept cart is gone, so nothing was applied to it: make the same change as a new cart.
        if (lost === 'gone') return write(fingerprintOf, send, reason)
        if (lost === 'expired') return { error }
      }
      store.setState((draft) => {
        draft.status = restingStatus(before.status, draft.cart !== null)
        draft.error = error
      })
      return { error }
    }
    unansweredModify = null
    const contents = readCart(result.data)
    if (!contents) {
      const error = new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic' })
      store.setState((draft) => {
        draft.status = draft.cart ? 'ready' : 'empty'
        draft.error = error
      })
      return { error }
    }
    await settle(contents, reason)
    return { data: contents }
  }

  async function modify(
    payload: CartModifyPayload,
    modifyOptions: ModifyOptions = {},
    reason: 'modify' | 'remove' = 'modify',
  ): Promise<Result<CartContents>> {
    const query = { ...writeQuery, ...(modifyOptions.campaign ? { campaign: modifyOptions.campaign } : {}) }
    const fingerprintOf = (cartId: string | null) => JSON.stringify([cartId, modifyOptions.campaign ?? null, payload])
    if (modifyOptions.idempotencyKey)
      unansweredModify = { fingerprint: fingerprintOf(store.getSnapshot().cartId), key: modifyOptions.idempotencyKey }
    return write(
      fingerprintOf,
      (cartId, header) =>
        cartId
          ? http.post('/my/cart/{cartId}/modify', { params: { path: { cartId }, query, header }, body: payload })
          : http.post('/my/cart/modify', { params: { query, header }, body: payload }),
      reason,
    ) as Promise<Result<CartContents>>
  }

  /** A membership into the cart (calls §7 reserve submission for a membership), made like a modify. */
  function reserveMembership(eventId: string, body: MembershipReserveBody): Promise<Result<CartContents>> {
    return write(
      (cartId) => JSON.stringify([cartId, 'membership', eventId, body]),
      (cartId, header) =>
        http.post('/events/{id}/reserve_membership', {
          params: { path: { id: eventId }, query: { ...writeQuery, ...(cartId ? { cart_id: cartId } : {}) }, header },
          body,
        }),
      'modify',
    ) as Promise<Result<CartContents>>
  }

  async function extend(): Promise<Result<CartContents>> {
    const { cartId, cart } = store.getSnapshot()
    if (!cartId || !cart)
      return { error: new FoyerError({ code: 'no_cart', status: null, messageKey: 'error.generic' }) }
    if (!cart.expires_at) {
      return {
        error: new FoyerError({
          code: 'unexpected',
          status: null,
          messageKey: 'error.generic',
          description: 'The cart has no expires_at to extend.',
        }),
      }
    }
    // calls §7: "expires_at (current expiry plus 2 minutes)": the server's expiry, never the
    // device's clock, so a wrong device clock cannot shorten or lengthen the hold.
    const body = extensionBody(cart.expires_at)
    const fingerprint = `${cartId} ${cart.expires_at}`
    const key = unansweredExtend?.fingerprint === fingerprint ? unansweredExtend.key : newKey()
    ++calls.latest
    const result = await http.patch('/my/cart/{cartId}', {
      params: { path: { cartId }, query: writeQuery, header: { 'Idempotency-Key': key } },
      body,
    })
    if (result.error) {
      unansweredExtend = unanswered(result.error) ? { fingerprint, key } : null
      const error = errorForFlow(result.error, 'cartLoad')
      const lost = await writeFailedOnCart(cartId, result.error)
      if (lost === 'kept') store.setState((draft) => void (draft.error = error))
      return { error }
    }
    unansweredExtend = null
    const contents = readCart(result.data)
    if (!contents) return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic' }) }
    const kept = await settle(contents, 'modify')
    if (!kept) return { data: contents }
    store.setState((draft) => void (draft.extensionsUsed += 1))
    events.emit('cart:extended', { cart: contents.cart, extensionsUsed: store.getSnapshot().extensionsUsed })
    return { data: contents }
  }

  function removeItem(itemId: string): RemoveItemPlan | null {
    // A part-paid cart's tickets are its order's: nothing to remove.
    if (store.getSnapshot().partPaid) return null
    return removeItemPlan(store.getSnapshot().items, itemId)
  }

  async function confirmRemoveItem(itemId: string): Promise<Result<CartContents | null>> {
    const plan = removeItem(itemId)
    if (!plan)
      return {
        error: new FoyerError({
          code: 'not_found',
          status: null,
          messageKey: 'error.generic',
          description: `No cart item ${itemId}.`,
        }),
      }
    if (plan.action === 'deleteCart') return clear()
    const result = await modify({ remove: plan.ticketIds }, {}, 'remove')
    if (result.error) return result
    // The answer may have been deleted or cleared by storefront §4 (e.g. no tickets left).
    return { data: store.getSnapshot().status === 'ready' ? result.data : null }
  }

  return {
    modify: (payload: CartModifyPayload, modifyOptions?: ModifyOptions) => modify(payload, modifyOptions),
    reserveMembership,
    extend,
    removeItem,
    confirmRemoveItem,
  }
}
