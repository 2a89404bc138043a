import { castDraft } from 'immer'
import type { ImageLocation } from '../catalog/rules.js'
import { errorForFlow, FoyerError, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Schema } from '../http/paths.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  areGiftCardsShown,
  cartDisposition,
  cartItems,
  extensionBody,
  giftCardProblem,
  isCartBlocked,
  pendingGiftCardPayments,
  readGiftCard,
  totalAfterGiftCards,
  validateGiftCardNumber,
  validatePromoCodes,
  cartLoadErrorHandling,
  cartQuery,
  cartStorageKey,
  cartTotals,
  isCartCurrent,
  isIgnoredDeleteError,
  localExpiresAt,
  readCart,
  removeItemPlan,
  transferCartErrorOutcome,
  transferCartOutcome,
  type CartOwners,
  type TransferCartOutcome,
} from './rules/index.js'
import type { Cart, CartContents, CartDisposition, CartItem, CartTotals, GiftCard, PendingGiftCardPayment, RemoveItemPlan } from './types.js'
import './events.js'

/** The cart modify payload of the contract (calls §7 Cart: add, remove, reserve, codes, campaign). */
export type CartModifyPayload = Schema<'CartModify'>

/**
 * Where the storefront's cart is in its life (DESIGN.md: a named status):
 * - `idle`: nothing asked yet (a kept cart id may be waiting in storage);
 * - `loading`: reading the cart;
 * - `updating`: a modify, removal or code is in flight (the last cart stays shown);
 * - `ready`: a pending cart with tickets is held (storefront §4 "Only a pending cart with tickets is kept");
 * - `empty`: no cart (never made, deleted, cleared, or an already completed order);
 * - `expired`: the cart expired (storefront §4 "Loading an expired cart raises a cart-expired error");
 * - `error`: the cart could not be read; the id is kept so a later `load()` may work.
 */
export type CartStatus = 'idle' | 'loading' | 'updating' | 'ready' | 'empty' | 'expired' | 'error'

/** The snapshot of `storefront.cart`. */
export interface CartState {
  status: CartStatus
  /** The kept cart's id (also in storage under `cart.storageKey`), or null. */
  cartId: string | null
  /** `cart._data[0]` of the last answer (calls §7), or null. */
  cart: Cart | null
  /** The cart and the rows embedded beside it, or null. */
  contents: CartContents | null
  /** The cart widget's items (storefront §3 Cart item). */
  items: CartItem[]
  /** Face value, fees, discounts, 'Total to pay' (storefront §2 Cart widget). */
  totals: CartTotals | null
  /**
   * The local expiry in epoch ms: expires_in − 5 s from when the answer came (calls §9, storefront
   * §4 "after each modify it is set to expires_in minus 5 seconds"); null without a cart.
   */
  localExpiresAt: number | null
  /** What storefront §4 said to do with the last cart read (`keep`, `clear`, `delete` …). */
  disposition: CartDisposition | null
  /** The last failure of a cart call (calls §8), or null. */
  error: FoyerError | null
  /**
   * storefront §2 Checkout "a code form when the cart is blocked": an applied code group blocks
   * checkout until a code lifts it ('A code is required to continue with your order.').
   */
  blocked: boolean
  /** Extensions made to this cart (PATCH my/cart/{id}, calls §7); 0 for a new cart. */
  extensionsUsed: number
  /**
   * The gift cards applied to this cart, in order (storefront §4 Gift card: "applying, then added
   * if active with balance above 0, otherwise an error"). Kept in memory only: a card number is
   * not written to storage.
   */
  giftCards: GiftCard[]
  /** What each applied gift card pays (storefront §3 Cart pending gift card payments). */
  pendingGiftCardPayments: PendingGiftCardPayment[]
  /** The gift card form: `applying` while the ledger is read; `error` with `giftCardError`. */
  giftCardStatus: 'idle' | 'applying' | 'added' | 'error'
  /** Why the last gift card was refused (calls §8 Gift card), or null. */
  giftCardError: FoyerError | null
}

export interface ModifyOptions {
  /** calls §7: the campaign the cart came from (query `campaign`). */
  campaign?: string
  /**
   * The Idempotency-Key to send. By default each logical modify gets a new key, and a modify that
   * got no answer (network error, timeout, 5xx) keeps its key: calling `modify` again with the
   * same payload sends the same key, so the server applies it once.
   */
  idempotencyKey?: string
}

/**
 * The storefront's cart (storefront §3 Cart, §4 Cart; calls §7 Cart, §8 Cart load, §9): a store
 * of `CartState` and the calls that change it. Results are values; writes are never retried
 * blindly.
 */
export interface CartStore extends ReadableStore<CartState> {
  /** The storage key of the kept cart id: `foyer:{seller}:cart-id` (see `cartStorageKey`). */
  readonly storageKey: string
  /**
   * Reads the kept cart (calls §7 GET my/cart/{id}, `_limit` 1000, the embeds of `cartQuery`) and
   * applies storefront §4: a pending cart with tickets is kept; a non-pending one is cleared; a
   * pending one without tickets is deleted; one expiring in under 30 s is deleted; an expired one
   * sets status `expired`; an already completed order is forgotten. Load errors follow calls §8
   * Cart load: 404 (and 400 not_configured of stripe_gateway) clear the cart, 400 scope_error
   * deletes it, cart_expired expires it, others set status `error`.
   * Resolves to the kept cart, or null when there is none.
   * @example
   * const { data } = await storefront.cart.load()
   * if (data) console.log(data.cart.id, storefront.cart.getSnapshot().items.length)
   */
  load(): Promise<Result<CartContents | null>>
  /**
   * Adds to or removes from the cart (calls §7): the first call creates the cart with POST
   * my/cart/modify, later ones POST my/cart/{id}/modify (storefront §4 "Creation"). Sets the local
   * expiry to expires_in − 5 s (calls §9). Sends an Idempotency-Key (see `ModifyOptions`); never
   * retried by the sdk. A kept cart the server no longer knows (404) is forgotten and the modify
   * is made once as a creation (nothing was applied to the lost cart).
   * @example
   * await storefront.cart.modify({ channel_id: 'web', reserve: { tickets: [{ ticket_type_id: 'ga-adult', event_session_id: 's1', quantity: 2 }] } })
   */
  modify(payload: CartModifyPayload, options?: ModifyOptions): Promise<Result<CartContents>>
  /**
   * POST my/cart/{id}/apply_code (calls §7) with a trimmed code. Errors carry the promo message
   * key (calls §8 Reserve and promo). Needs a cart; without one it answers `no_cart`.
   */
  applyCode(code: string): Promise<Result<CartContents>>
  /**
   * What removing an item would do, for the confirmation (storefront §4 "Removing a cart item asks
   * for confirmation. Removing a dependency item, or the only item, deletes the whole cart.").
   * Null for an item not in the cart. Changes nothing.
   */
  removeItem(itemId: string): RemoveItemPlan | null
  /**
   * Removes an item after the visitor confirmed: its tickets go with POST my/cart/{id}/modify
   * `remove`, or the whole cart is deleted when the plan says so. Resolves to the cart left, or
   * null when it was deleted.
   */
  confirmRemoveItem(itemId: string): Promise<Result<CartContents | null>>
  /** Deletes the cart (DELETE my/cart/{id}; not_found is ignored, calls §8) and forgets it. */
  clear(): Promise<Result<null>>
  /** storefront §4: "A cart is current if it exists and the local expiry is in the future." */
  isCurrent(): boolean
  /**
   * Extends the cart (calls §7 PATCH my/cart/{id}, body expires_at = the server's current expiry
   * plus 2 minutes; calls §9). The answer's expires_in resets the local expiry. How many times is
   * the timer's business (`createCartTimer`, tenant setting `maxExtensions`).
   */
  extend(): Promise<Result<CartContents>>
  /**
   * The local expiry was reached (storefront §4 "On expiry … the cart is cleared"): the cart is
   * forgotten with status `expired` and deleted on the server (best effort: it expires there 5 s
   * later anyway, calls §9).
   */
  expire(): Promise<void>
  /**
   * Applies promo codes as typed in the code dialog (storefront §5: "Promo codes are
   * comma-separated and trimmed", 2 to 35 each), one apply_code call per code, stopping at the
   * first refusal. Input that fails the rule answers `validation_failed` without a call.
   */
  applyCodes(input: string): Promise<Result<CartContents>>
  /**
   * Applies a gift card (storefront §4 Gift card; calls §7 GET ledger/{id}/{number}, URL-encoded;
   * §8 Gift card): refused when empty, over 70, already applied ('Oops! You already applied this
   * gift card'), not found (404), not active or with balance 0 ('Gift Card balance is $0').
   */
  applyGiftCard(number: string): Promise<Result<GiftCard>>
  /** Removes an applied gift card. */
  removeGiftCard(number: string): void
  /** Forgets the gift cards (after checkout paid them, or a partial result). */
  clearGiftCards(): void
  /**
   * storefront §6 "Gift card controls appear only when the portal config enables additional
   * payment methods for gift_card and the order is modifiable" (`giftCards.enabled` and a cart).
   */
  giftCardsShown(): boolean
  /**
   * Takes the cart row a checkout answered (storefront §4 Checkout result: partial "injects the
   * returned cart"): the held cart's totals, expiry and pending gift card payments follow it; the
   * embedded rows (tickets, items) stay. Ignored for another cart.
   */
  takeCart(cart: Cart): void
  /**
   * A checkout finished the cart: `completed` forgets it as an already completed order; `pending`
   * (payment processing, not pending any more: storefront §4 "A non-pending cart is cleared")
   * forgets it as cleared. No call is made.
   */
  finish(outcome: 'completed' | 'pending'): void
  /**
   * /transfer-cart/{cartId} (storefront §2): reads the cart (calls §7 GET cart/{id}, uncached, with
   * the ticket_order embed) and does what `transferCartOutcome` says: a cart the session may hold
   * (`owners`: the public identity, the logged-in user) becomes the kept cart, storefront §4
   * applied as on a load; another member's cart is not taken and the session's cart is cleared
   * (forgotten, not deleted); a completed order is not taken either. Errors follow
   * `transferCartErrorOutcome` (403 leaves the kept cart, 404 clears it). Resolves to where to go or
   * what to show.
   * @example
   * const outcome = await storefront.cart.transfer('c42', { owners: { publicIdentityId }, next: '/events' })
   * if (outcome.action !== 'refuse') navigate(outcome.to)
   */
  transfer(cartId: string, options: { owners: CartOwners; next?: string | null }): Promise<TransferCartOutcome>
}

export interface CartOptions {
  http: Http
  events: StorefrontEmitter
  clock: Clock
  storage: KeyValueStorage
  seller: string
  /** Base of the cart widget's image URLs (calls §9 cart image). */
  imageLocation: ImageLocation
  /** Makes Idempotency-Key values. @default crypto.randomUUID, looked up when a key is made */
  idempotencyKey?: () => string
  /**
   * Gift cards (storefront §6): given when the portal config enables additional payment methods
   * for gift_card; `ledgerId` is the ledger id, or the id of the config record naming it, of
   * calls §7 GET ledger/{ledger-or-config-id}/{number} (the sandbox: config `gift_card_ledger_id`).
   * @default none: gift cards are off
   */
  giftCards?: { ledgerId: string } | null
}

const EMPTY: Omit<CartState, 'status' | 'cartId'> = {
  cart: null,
  contents: null,
  items: [],
  totals: null,
  localExpiresAt: null,
  disposition: null,
  error: null,
  blocked: false,
  extensionsUsed: 0,
  giftCards: [],
  pendingGiftCardPayments: [],
  giftCardStatus: 'idle',
  giftCardError: null,
}

/** The status to go back to after a failed write: the cart shown stays shown. */
function restingStatus(before: CartStatus, hasCart: boolean): CartStatus {
  if (hasCart) return 'ready'
  return before === 'updating' || before === 'loading' || before === 'ready' ? 'empty' : before
}

/** A call that got no definitive answer may have been applied: its key is kept for a repeat. */
function unanswered(error: FoyerError): boolean {
  return error.status === null || error.status >= 500
}

/** The ids of the rows an answer embeds under `key` (e.g. the ticket_order rows of a cart). */
function rowIds(body: unknown, key: string): string[] {
  const envelope = (body as Record<string, { _data?: unknown } | undefined> | null)?.[key]
  const data = Array.isArray(envelope?._data) ? (envelope._data as { id?: unknown }[]) : []
  return data.map((row) => row.id).filter((id) => id !== undefined && id !== null).map(String)
}

function defaultIdempotencyKey(clock: Clock): string {
  const crypto = globalThis.crypto as Crypto | undefined
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${clock.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export function createCart(options: CartOptions): CartStore {
  const { http, events, clock, storage, seller, imageLocation } = options
  const ledgerId = options.giftCards?.ledgerId ?? null
  const storageKey = cartStorageKey(seller)
  const newKey = options.idempotencyKey ?? (() => defaultIdempotencyKey(clock))
  const store = createStore<CartState>({ status: 'idle', cartId: storage.getItem(storageKey), ...EMPTY })
  // Each call takes a number; a read answers only if no later call has started (writes win).
  let latestCall = 0
  // The modify that got no answer, so repeating it sends the same Idempotency-Key.
  let unansweredModify: { fingerprint: string; key: string } | null = null

  const { _embed, _limit } = cartQuery()
  const writeQuery = { _embed, _limit }

  function keepId(cartId: string) {
    if (storage.getItem(storageKey) !== cartId) storage.setItem(storageKey, cartId)
  }

  /** Stops holding the cart: storage and state (storefront §4 "the cart is cleared"). */
  function forget(status: 'empty' | 'expired', reason: 'deleted' | 'cleared' | 'expired' | 'completed', disposition: CartDisposition | null = null, cart: Cart | null = null) {
    const cartId = store.getSnapshot().cartId
    storage.removeItem(storageKey)
    store.setState(() => ({ status, cartId: null, ...EMPTY, cart: castDraft(cart), disposition }))
    if (cartId) events.emit('cart:cleared', { cartId, reason })
    // calls §8 "cart_expired handled specially": the server said so (the local expiry says it in `expire`).
    if (cartId && reason === 'expired' && !expiringLocally) events.emit('cart:expired', { cartId, reason: 'server' })
  }
  let expiringLocally = false

  async function deleteRemote(cartId: string): Promise<Result<null>> {
    const result = await http.delete('/my/cart/{cartId}', { params: { path: { cartId } } })
    if (result.error && !isIgnoredDeleteError(result.error)) return { error: errorForFlow(result.error, 'cartDelete') }
    return { data: null }
  }

  /** storefront §4: what to do with a cart an answer brought. Resolves to the kept cart, or null. */
  async function settle(contents: CartContents, reason: 'load' | 'modify' | 'remove'): Promise<CartContents | null> {
    const disposition = cartDisposition(contents.cart, contents.tickets)
    const cartId = String(contents.cart.id)
    switch (disposition) {
      case 'keep': {
        keepId(cartId)
        const expiresIn = contents.cart.expires_in
        const before = store.getSnapshot()
        // The same cart keeps its extensions and gift cards; another cart starts afresh.
        const sameCart = before.cartId === cartId
        const giftCards = sameCart ? [...before.giftCards] : []
        const pending = pendingGiftCardPayments(giftCards, contents.cart.grand_totals?.total_outstanding ?? '0.00')
        store.setState(() => ({
          status: 'ready',
          cartId,
          cart: castDraft(contents.cart),
          contents: castDraft(contents),
          items: castDraft(cartItems(contents, { imageLocation })),
          totals: cartTotals(contents, pending),
          // calls §9: local expiry is expires_in − 5 s, from the time the answer came.
          localExpiresAt: typeof expiresIn === 'number' ? localExpiresAt(expiresIn, clock.now()) : null,
          disposition,
          error: null,
          blocked: isCartBlocked(contents.cartMods),
          extensionsUsed: sameCart ? before.extensionsUsed : 0,
          giftCards: castDraft(giftCards),
          pendingGiftCardPayments: pending,
          giftCardStatus: sameCart ? before.giftCardStatus : 'idle',
          giftCardError: sameCart ? castDraft(before.giftCardError) : null,
        }))
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
      case 'completed':
        store.setState((draft) => void (draft.cartId = cartId))
        forget('empty', 'completed', disposition)
        return null
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
    const check = await http.get('/my/cart/{cartId}', { params: { path: { cartId }, query: cartQuery() } })
    if (check.error?.status !== 404) return 'kept'
    forget('empty', 'cleared')
    return 'gone'
  }

  async function load(): Promise<Result<CartContents | null>> {
    const cartId = store.getSnapshot().cartId ?? storage.getItem(storageKey)
    if (!cartId) {
      store.setState((draft) => void (draft.status = 'empty'))
      return { data: null }
    }
    const call = ++latestCall
    store.setState((draft) => {
      draft.status = 'loading'
      draft.cartId = cartId
      draft.error = null
    })
    const result = await http.get('/my/cart/{cartId}', { params: { path: { cartId }, query: cartQuery() } })
    // A modify started meanwhile: its answer is newer than this read.
    if (call !== latestCall) return result.error ? { error: result.error } : { data: store.getSnapshot().contents }
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
    return { data: await settle(contents, 'load') }
  }

  async function modify(payload: CartModifyPayload, modifyOptions: ModifyOptions = {}, reason: 'modify' | 'remove' = 'modify'): Promise<Result<CartContents>> {
    const before = store.getSnapshot()
    const cartId = before.cartId
    const fingerprint = JSON.stringify([cartId, modifyOptions.campaign ?? null, payload])
    const key =
      modifyOptions.idempotencyKey ?? (unansweredModify?.fingerprint === fingerprint ? unansweredModify.key : newKey())
    ++latestCall
    store.setState((draft) => {
      draft.status = 'updating'
      draft.error = null
    })
    const query = { ...writeQuery, ...(modifyOptions.campaign ? { campaign: modifyOptions.campaign } : {}) }
    const header = { 'Idempotency-Key': key }
    const result = cartId
      ? await http.post('/my/cart/{cartId}/modify', { params: { path: { cartId }, query, header }, body: payload })
      : await http.post('/my/cart/modify', { params: { query, header }, body: payload })

    if (result.error) {
      unansweredModify = unanswered(result.error) ? { fingerprint, key } : null
      const error = result.error
      if (cartId) {
        const lost = await writeFailedOnCart(cartId, error)
        // The kept cart is gone, so nothing was applied to it: make the same change as a new cart.
        if (lost === 'gone') {
          return modify(payload, modifyOptions.campaign ? { campaign: modifyOptions.campaign } : {}, reason)
        }
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

  async function applyCode(code: string): Promise<Result<CartContents>> {
    const cartId = store.getSnapshot().cartId
    if (!cartId) return { error: new FoyerError({ code: 'no_cart', status: null, messageKey: 'error.generic' }) }
    ++latestCall
    const previous = store.getSnapshot().status
    store.setState((draft) => {
      draft.status = 'updating'
      draft.error = null
    })
    const result = await http.post('/my/cart/{cartId}/apply_code', {
      params: { path: { cartId }, query: writeQuery, header: { 'Idempotency-Key': newKey() } },
      body: { code: code.trim() },
    })
    if (result.error) {
      const error = errorForFlow(result.error, 'promo')
      const lost = await writeFailedOnCart(cartId, result.error)
      if (lost === 'kept') store.setState((draft) => void (draft.status = restingStatus(previous, draft.cart !== null)))
      return { error }
    }
    const contents = readCart(result.data)
    if (!contents) return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic' }) }
    await settle(contents, 'modify')
    return { data: contents }
  }

  // The extend that got no answer, so repeating it for the same expiry sends the same key.
  let unansweredExtend: { fingerprint: string; key: string } | null = null

  async function extend(): Promise<Result<CartContents>> {
    const { cartId, cart } = store.getSnapshot()
    if (!cartId || !cart) return { error: new FoyerError({ code: 'no_cart', status: null, messageKey: 'error.generic' }) }
    if (!cart.expires_at) {
      return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic', description: 'The cart has no expires_at to extend.' }) }
    }
    // calls §7: "expires_at (current expiry plus 2 minutes)": the server's expiry, never the
    // device's clock, so a wrong device clock cannot shorten or lengthen the hold.
    const body = extensionBody(cart.expires_at)
    const fingerprint = `${cartId} ${cart.expires_at}`
    const key = unansweredExtend?.fingerprint === fingerprint ? unansweredExtend.key : newKey()
    ++latestCall
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

  async function expire(): Promise<void> {
    const cartId = store.getSnapshot().cartId
    ++latestCall
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

  async function applyCodes(input: string): Promise<Result<CartContents>> {
    const { problem, codes } = validatePromoCodes(input)
    if (problem) return { error: new FoyerError({ code: 'validation_failed', status: null, messageKey: 'promo.invalidCode', description: null }) }
    let last: Result<CartContents> | null = null
    for (const code of codes) {
      last = await applyCode(code)
      if (last.error) return last
    }
    return last as Result<CartContents>
  }

  function withGiftCards(draft: { giftCards: GiftCard[]; pendingGiftCardPayments: PendingGiftCardPayment[]; totals: CartTotals | null; contents: CartContents | null }, cards: GiftCard[]) {
    draft.giftCards = cards
    const outstanding = draft.contents?.cart.grand_totals?.total_outstanding ?? '0.00'
    draft.pendingGiftCardPayments = pendingGiftCardPayments(cards, outstanding)
    if (draft.contents) draft.totals = cartTotals(draft.contents, draft.pendingGiftCardPayments)
  }

  function giftCardRefused(error: FoyerError): Result<GiftCard> {
    store.setState((draft) => {
      draft.giftCardStatus = 'error'
      draft.giftCardError = castDraft(error)
    })
    return { error }
  }

  async function applyGiftCard(input: string): Promise<Result<GiftCard>> {
    const number = input.trim()
    const before = store.getSnapshot()
    const problem = validateGiftCardNumber(number, before.giftCards.map((c) => c.number))
    if (problem) {
      const messageKey = problem.code === 'message' ? problem.messageKey : 'giftCard.trouble'
      return giftCardRefused(new FoyerError({ code: problem.code === 'message' ? 'already_applied' : `number_${problem.code}`, status: null, messageKey }))
    }
    if (!ledgerId) return giftCardRefused(new FoyerError({ code: 'gift_cards_disabled', status: null, messageKey: 'giftCard.trouble', description: 'Gift cards are off: pass giftCards: { ledgerId } to the cart.' }))
    store.setState((draft) => {
      draft.giftCardStatus = 'applying'
      draft.giftCardError = null
    })
    // calls §7 GET ledger/{ledger-or-config-id}/{gift card number, URL-encoded} (uncached):
    // openapi-fetch encodes path parameters, so a number with spaces or slashes stays one segment.
    const result = await http.get('/ledger/{ledgerId}/{number}', { params: { path: { ledgerId, number } } })
    if (result.error) return giftCardRefused(errorForFlow(result.error, 'giftCard'))
    const card = readGiftCard(result.data)
    if (!card) return giftCardRefused(new FoyerError({ code: 'not_found', status: 404, messageKey: 'giftCard.notFound' }))
    const refusal = giftCardProblem(card)
    if (refusal) return giftCardRefused(new FoyerError({ code: refusal === 'giftCard.noBalance' ? 'no_balance' : 'not_active', status: null, messageKey: refusal }))
    // Kept under the number as typed, so "applied twice" compares like with like.
    const applied: GiftCard = { ...card, number }
    store.setState((draft) => {
      withGiftCards(draft, [...draft.giftCards, castDraft(applied)])
      draft.giftCardStatus = 'added'
    })
    return { data: applied }
  }

  function removeGiftCard(number: string) {
    store.setState((draft) => withGiftCards(draft, draft.giftCards.filter((c) => c.number !== number.trim())))
  }

  function clearGiftCards() {
    store.setState((draft) => {
      withGiftCards(draft, [])
      draft.giftCardStatus = 'idle'
      draft.giftCardError = null
    })
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
    ++latestCall
    forget('empty', outcome === 'completed' ? 'completed' : 'cleared', outcome === 'completed' ? 'completed' : 'clear')
  }

  function removeItem(itemId: string): RemoveItemPlan | null {
    return removeItemPlan(store.getSnapshot().items, itemId)
  }

  async function clear(): Promise<Result<null>> {
    const cartId = store.getSnapshot().cartId
    if (!cartId) {
      forget('empty', 'deleted')
      return { data: null }
    }
    ++latestCall
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

  async function confirmRemoveItem(itemId: string): Promise<Result<CartContents | null>> {
    const plan = removeItem(itemId)
    if (!plan) return { error: new FoyerError({ code: 'not_found', status: null, messageKey: 'error.generic', description: `No cart item ${itemId}.` }) }
    if (plan.action === 'deleteCart') return clear()
    const result = await modify({ remove: plan.ticketIds }, {}, 'remove')
    if (result.error) return result
    // The answer may have been deleted or cleared by storefront §4 (e.g. no tickets left).
    return { data: store.getSnapshot().status === 'ready' ? result.data : null }
  }

  async function transfer(cartId: string, transferOptions: { owners: CartOwners; next?: string | null }): Promise<TransferCartOutcome> {
    const call = ++latestCall
    const result = await http.get('/cart/{cartId}', { params: { path: { cartId }, query: cartQuery({ ticketOrders: true }) } })
    if (result.error) {
      const outcome = transferCartErrorOutcome(errorForFlow(result.error, 'transferCart'))
      if (outcome.action === 'refuse' && outcome.clearCart && call === latestCall) forget('empty', 'cleared')
      return outcome
    }
    const contents = readCart(result.data)
    if (!contents) return transferCartErrorOutcome(new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic' }))
    const orderIds = rowIds(result.data, 'ticket_order')
    const outcome = transferCartOutcome({ cart: contents.cart, tickets: contents.tickets, orderIds }, transferOptions.owners, transferOptions.next)
    if (call !== latestCall) return outcome
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

  return {
    storageKey,
    transfer,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    modify: (payload, modifyOptions) => modify(payload, modifyOptions),
    applyCode,
    removeItem,
    confirmRemoveItem,
    clear,
    isCurrent: () => isCartCurrent(store.getSnapshot().localExpiresAt, clock.now()),
    extend,
    expire,
    applyCodes,
    applyGiftCard,
    removeGiftCard,
    clearGiftCards,
    takeCart,
    finish,
    giftCardsShown: () => areGiftCardsShown({ additionalPaymentMethods: ledgerId ? ['gift_card'] : [], modifiable: store.getSnapshot().status === 'ready' }),
  }
}
