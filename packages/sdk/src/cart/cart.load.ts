/**
 * Loading and settling the cart (storefront §4 Cart; calls §7 GET my/cart/{id}, DELETE
 * my/cart/{id}; calls §8 Cart load): what to do with a cart an answer brought, what a failed call
 * on the kept cart does, and the ways the storefront stops holding a cart (cleared, deleted,
 * expired, finished by a checkout).
 */
import { castDraft } from 'immer'
import type { ImageLocation } from '../catalog/rules.js'
import { errorForFlow, type FoyerError, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import type { Store } from '../store/store.js'
import { EMPTY_CART } from './cart.empty.js'
import { keptCartState, withGiftCards } from './cart.view.js'
import { readCartAt, readCartCall, type EarlyRead } from './cart.read.js'
import {
  cartDisposition,
  cartLoadErrorHandling,
  cartQuery,
  isIgnoredDeleteError,
  localExpiresAt,
  readCart,
  rowIds,
} from './rules/index.js'
import type { Cart, CartContents, CartDisposition, CartState } from './types.js'

/** What every part of the cart store shares (internal: `createCart` makes it). */
export interface CartContext {
  http: Http
  events: StorefrontEmitter
  clock: Clock
  storage: KeyValueStorage
  storageKey: string
  imageLocation: ImageLocation
  store: Store<CartState>
  /** Each call takes a number (`++calls.latest`); a read answers only if no later call has started (writes win). */
  calls: { latest: number }
  /** Makes an Idempotency-Key. */
  newKey: () => string
  /** The query of the cart writes (calls §7: the cart comes back with the embeds of `cartQuery`). */
  writeQuery: { _embed: string; _limit: number }
  /** A read of the kept cart started before the store was made (lazy-cart.ts): the answer of its first call, if that call reads the same cart. */
  earlyRead: EarlyRead | null
}

/** Why the storefront stopped holding a cart (the `cart:cleared` reason). */
type ForgetReason = 'deleted' | 'cleared' | 'expired' | 'completed'

/** The load and settle part of the cart store; the other parts build on it. */
export function cartLoad(context: CartContext) {
  const { http, events, clock, storage, storageKey, imageLocation, store, calls } = context
  let early = context.earlyRead
  // True while `expire` forgets the cart, so `forget` does not report a server expiry.
  let expiringLocally = false

  function keepId(cartId: string) {
    if (storage.getItem(storageKey) !== cartId) storage.setItem(storageKey, cartId)
  }

  /** Stops holding the cart: storage and state (storefront §4 "the cart is cleared"). */
  function forget(
    status: 'empty' | 'expired',
    reason: ForgetReason,
    disposition: CartDisposition | null = null,
    cart: Cart | null = null,
    completedCart: CartState['completedCart'] = null,
  ) {
    const cartId = store.getSnapshot().cartId
    storage.removeItem(storageKey)
    store.setState(() => ({
      status,
      cartId: null,
      ...EMPTY_CART,
      cart: castDraft(cart),
      disposition,
      completedCart: castDraft(completedCart),
    }))
    if (cartId) events.emit('cart:cleared', { cartId, reason })
    // calls §8 "cart_expired handled specially": the server said so (the local expiry says it in `expire`).
    if (cartId && reason === 'expired' && !expiringLocally) events.emit('cart:expired', { cartId, reason: 'server' })
  }

  async function deleteRemote(cartId: string): Promise<Result<null>> {
    const result = await http.delete('/my/cart/{cartId}', { params: { path: { cartId } } })
    if (result.error && !isIgnoredDeleteError(result.error)) return { error: errorForFlow(result.error, 'cartDelete') }
    return { data: null }
  }

  /**
   * storefront §4: what to do with a cart an answer brought, `answeredAt` (epoch ms; the cart's expiry
   * counts from it). Resolves to the kept cart, or null.
   */
  async function settle(
    contents: CartContents,
    reason: 'load' | 'modify' | 'remove',
    answeredAt = clock.now(),
  ): Promise<CartContents | null> {
    const disposition = cartDisposition(contents.cart, contents.tickets)
    const cartId = String(contents.cart.id)
    switch (disposition) {
      case 'keep': {
        keepId(cartId)
        const kept = keptCartState(contents, store.getSnapshot(), { imageLocation, now: answeredAt })
        store.setState(() => castDraft(kept))
        events.emit('cart:updated', { reason, cart: contents.cart })
        return contents
      }
      case 'delete':
      case 'deleteAndReload':
        // "A pending cart with no tickets is deleted"; "expires in under 30 seconds is deleted and
        // reloaded": once deleted there is nothing to reload, so the storefront holds no cart.
        store.setState((draft) => void (draft.cartId = cartId))
        await deleteRemote(cartId)
        forget('empty', 'deleted', disposition)
        return null
      case 'expired':
        store.setState((draft) => void (draft.cartId = cartId))
        forget('expired', 'expired', disposition, contents.cart)
        return null
      case 'completed': {
        store.setState((draft) => void (draft.cartId = cartId))
        // Its orders, so checkout can show them (a checkout whose answer was lost made them).
        const orders = await http.get('/my/cart/{cartId}', {
          params: { path: { cartId }, query: cartQuery({ ticketOrders: true }) },
        })
        const orderIds = orders.error ? [] : rowIds(orders.data, 'ticket_order')
        forget('empty', 'completed', disposition, null, orderIds.length > 0 ? { cartId, orderIds } : null)
        return null
      }
      case 'clear':
        store.setState((draft) => void (draft.cartId = cartId))
        forget('empty', 'cleared', disposition)
        return null
    }
  }

  /** calls §8 Cart load: what a failed read or write of the kept cart does. */
  async function onCartError(cartId: string, error: FoyerError): Promise<'cleared' | 'expired' | 'deleted' | 'shown'> {
    switch (cartLoadErrorHandling(error)) {
      case 'clearCart':
        forget('empty', 'cleared')
        return 'cleared'
      case 'deleteAndReload':
        await deleteRemote(cartId)
        forget('empty', 'deleted')
        return 'deleted'
      case 'cartExpired':
        forget('expired', 'expired')
        return 'expired'
      default:
        return 'shown'
    }
  }

  /**
   * After a write on the kept cart failed: cart_expired expires it (calls §8 "cart_expired handled
   * specially"); a 404 may be about the cart or about what was asked (an unknown session), so the
   * cart is read to tell: when the read is 404 too, the cart is gone and forgotten.
   */
  async function writeFailedOnCart(cartId: string, error: FoyerError): Promise<'kept' | 'expired' | 'gone'> {
    if (error.code === 'cart_expired') {
      forget('expired', 'expired')
      return 'expired'
    }
    if (error.status !== 404) return 'kept'
    const check = await readCartCall(http, cartId)
    if (check.error?.status !== 404) return 'kept'
    forget('empty', 'cleared')
    return 'gone'
  }

  // The read in flight: a second load of the same cart before it answers (the page's start and the
  // checkout's, the cart widget's) shares its request, unless a write started since.
  let reading: { cartId: string; call: number; answer: Promise<Result<CartContents | null>> } | null = null

  function load(): Promise<Result<CartContents | null>> {
    const cartId = store.getSnapshot().cartId ?? storage.getItem(storageKey)
    if (reading && reading.cartId === cartId && reading.call === calls.latest) return reading.answer
    const answer = read(cartId)
    if (cartId) {
      const current = { cartId, call: calls.latest, answer }
      reading = current
      void answer.finally(() => {
        if (reading === current) reading = null
      })
    }
    return answer
  }

  async function read(cartId: string | null): Promise<Result<CartContents | null>> {
    if (!cartId) {
      store.setState((draft) => void (draft.status = 'empty'))
      return { data: null }
    }
    const call = ++calls.latest
    store.setState((draft) => {
      draft.status = 'loading'
      draft.cartId = cartId
      draft.error = null
    })
    // The read started before the store was made answers its first call only: after any other
    // call (a write) it would be older than what that call brings.
    const started = call === 1 && early?.cartId === cartId ? early.answer : null
    early = null
    const { result, at } = await (started ?? readCartAt(http, clock, cartId))
    // A modify started meanwhile: its answer is newer than this read.
    if (call !== calls.latest) return result.error ? { error: result.error } : { data: store.getSnapshot().contents }
    if (result.error) {
      const error = errorForFlow(result.error, 'cartLoad')
      const outcome = await onCartError(cartId, error)
      if (outcome === 'shown') {
        store.setState((draft) => {
          draft.status = 'error'
          draft.error = error
        })
        return { error }
      }
      return { data: null }
    }
    const contents = readCart(result.data)
    if (!contents) {
      forget('empty', 'cleared')
      return { data: null }
    }
    return { data: await settle(contents, 'load', at) }
  }

  async function expire(): Promise<void> {
    const cartId = store.getSnapshot().cartId
    ++calls.latest
    expiringLocally = true
    try {
      forget('expired', 'expired')
    } finally {
      expiringLocally = false
    }
    if (!cartId) return
    events.emit('cart:expired', { cartId, reason: 'local' })
    // Best effort: the hold ends on the server 5 s later anyway (calls §9 local expiry margin).
    await deleteRemote(cartId)
  }

  async function clear(): Promise<Result<null>> {
    const cartId = store.getSnapshot().cartId
    if (!cartId) {
      forget('empty', 'deleted')
      return { data: null }
    }
    ++calls.latest
    store.setState((draft) => void (draft.status = 'updating'))
    const deleted = await deleteRemote(cartId)
    if (deleted.error) {
      store.setState((draft) => {
        draft.status = draft.cart ? 'ready' : 'empty'
        draft.error = deleted.error
      })
      return deleted
    }
    forget('empty', 'deleted')
    return { data: null }
  }

  function takeCart(next: Cart) {
    const { cartId, contents } = store.getSnapshot()
    if (!contents || cartId !== String(next.id)) return
    const merged: CartContents = { ...contents, cart: next }
    const expiresIn = next.expires_in
    store.setState((draft) => {
      draft.cart = castDraft(next)
      draft.contents = castDraft(merged)
      if (typeof expiresIn === 'number') draft.localExpiresAt = localExpiresAt(expiresIn, clock.now())
      withGiftCards(draft, draft.giftCards)
    })
    events.emit('cart:updated', { reason: 'modify', cart: next })
  }

  function finish(outcome: 'completed' | 'pending') {
    ++calls.latest
    forget('empty', outcome === 'completed' ? 'completed' : 'cleared', outcome === 'completed' ? 'completed' : 'clear')
  }

  /** Stops holding the cart without a call: it stays its owner's on the server (logout). */
  function release() {
    ++calls.latest
    forget('empty', 'cleared')
  }

  return {
    forget,
    deleteRemote,
    settle,
    onCartError,
    writeFailedOnCart,
    load,
    expire,
    clear,
    takeCart,
    finish,
    release,
  }
}

/** The load and settle part, as the other parts of the cart store use it. */
export type CartLoad = ReturnType<typeof cartLoad>
