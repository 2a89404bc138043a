/**
 * The checkout calls (calls §3, §4, §7): the purchaser (POST user), the checkout call of each
 * actor with the attempt's Idempotency-Key, the provider's confirmation of a 402 and its retry,
 * and the answer settled into a route.
 *
 * One Idempotency-Key per checkout attempt (cart, gateway, amount): kept in the store and in
 * storage until a definitive answer comes, so the same attempt repeated after a dropped
 * connection, a timeout or a 502 — even after a reload — sends the same key and the server
 * applies it once (openapi: "a checkout repeated with the same key answers the first answer and
 * creates no second order"). A definitive answer (2xx, 4xx, 402) retires the key.
 */
import { castDraft } from 'immer'
import type { CartStore } from '../cart/types.js'
import { errorForFlow, FoyerError, type PaymentProviderError, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Schema } from '../http/paths.js'
import type { PaymentProvider } from '../payment/types.js'
import type { Money } from '../reserve/types.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import type { Store } from '../store/store.js'
import {
  CAPTCHA_PROVIDER,
  CART_COMPLETED_CODE,
  checkoutRoute,
  declineFromError,
  isIntentProcessing,
  PURCHASER_RETURN_LIMIT_MS,
  readCheckoutAnswer,
  requiredActionSecret,
  sendEmailFor,
  WALLET_METHODS,
} from './rules.js'
import { purchaserFromIdentity } from './identity.js'
import type {
  AddressPick,
  CaptchaPayload,
  CaptchaProvider,
  CheckoutActor,
  CheckoutAnswer,
  CheckoutRoute,
  CheckoutSettings,
  CheckoutState,
  GatewayData,
  GatewayId,
  IdentityValues,
  PaymentOption,
} from './types.js'
import { checkoutAttemptStorageKey, forgetPurchaserWhenCartEnds, purchaserStorageKey } from './storage-keys.js'

/** What the parts of the checkout store share. */
export interface CheckoutContext {
  http: Http
  clock: Clock
  storage: KeyValueStorage
  /** Where the purchaser waits for a redirect-based payment's return (`CheckoutOptions.sessionStorage`). */
  sessionStorage: KeyValueStorage
  events: StorefrontEmitter
  seller: string
  cart: CartStore
  payment: PaymentProvider | null
  captcha: CaptchaProvider | null
  settings: CheckoutSettings
  store: Store<CheckoutState>
  actorOf: () => CheckoutActor
  /** Makes Idempotency-Key values. */
  newKey: () => string
  /** What this checkout is doing, beside its snapshot. */
  session: {
    /** Paying for changes to this order (/manage/{orderId}/confirm), or null. */
    editingOrderId: string | null
    addressLookup: AddressPick | null
    /** The purchaser's identity for this cart (POST user), so a repeat does not create it again. */
    purchaser: { fingerprint: string; identityId: string } | null
  }
  /** The payment block from the cart now (see `checkoutPayment`). */
  paymentFromCart(option?: PaymentOption, other?: string): CheckoutState['payment']
  /** Recomputes the payment block and tells the provider the amount. */
  refreshPayment(): void
  /** Asks the screen to focus a field ('top', 'payment' or a field name). */
  focus(target: string): void
  /** Records a failure (status `error`) and tells listeners; returns it as a result. */
  fail(error: FoyerError, paymentError?: PaymentProviderError | null): { error: FoyerError }
  /** A guest or staff checkout (they fill the identity form and pass the captcha). */
  guestLike(): boolean
}

/** One charge: a gateway and an amount (calls §3 Payment payload). */
export interface Charge {
  gateway: GatewayId
  amount: Money
  gatewayData?: GatewayData
  sourceType?: string
}

export { checkoutAttemptStorageKey } from './storage-keys.js'

/** No definitive answer: the server may have applied it, so the same key must be sent again. */
function unanswered(error: FoyerError): boolean {
  return error.status === null || error.status >= 500
}

interface KeptPurchaser {
  fingerprint: string
  identityId: string
  values: IdentityValues
}

/** The checkout calls of a checkout store. */
export function checkoutCharge(context: CheckoutContext) {
  const {
    http,
    clock,
    storage,
    sessionStorage,
    events,
    seller,
    cart,
    payment,
    store,
    session,
    fail,
    focus,
    refreshPayment,
  } = context

  // ---- the idempotency key of an attempt ----------------------------------------------------

  function attemptKey(cartId: string, fingerprint: string): string {
    const storageKey = checkoutAttemptStorageKey(seller, cartId)
    try {
      const kept = JSON.parse(storage.getItem(storageKey) ?? 'null') as { fingerprint?: string; key?: string } | null
      if (kept?.fingerprint === fingerprint && kept.key) return kept.key
    } catch {
      // A value we cannot read is replaced below.
    }
    const key = context.newKey()
    storage.setItem(storageKey, JSON.stringify({ fingerprint, key }))
    return key
  }

  function retireKey(cartId: string) {
    storage.removeItem(checkoutAttemptStorageKey(seller, cartId))
  }

  // ---- the purchaser --------------------------------------------------------------------------

  /**
   * The purchaser of a cart is kept in memory for this page's attempts. Only while a payment may
   * leave the page for a redirect (calls §4) is it written to the tab's session storage
   * (`foyer:{seller}:checkout:{cartId}:purchaser`): the return must check out as the same identity,
   * with the e-mail the complete page thanks. It is removed when the confirmation answers in the
   * page, on a decline, when the cart is done, expired, cleared or deleted, and it is not read back
   * after `PURCHASER_RETURN_LIMIT_MS`.
   */
  let purchaserValues: { cartId: string; values: IdentityValues } | null = null

  function keepPurchaser(cartId: string, kept: KeptPurchaser) {
    session.purchaser = { fingerprint: kept.fingerprint, identityId: kept.identityId }
    purchaserValues = { cartId, values: kept.values }
  }

  /** Before a payment may leave the page: the purchaser waits for the return in session storage. */
  function keepPurchaserForReturn(cartId: string) {
    if (!session.purchaser || purchaserValues?.cartId !== cartId) return
    const kept = { ...session.purchaser, values: purchaserValues.values, savedAt: clock.now() }
    sessionStorage.setItem(purchaserStorageKey(seller, cartId), JSON.stringify(kept))
  }

  function forgetPurchaser(cartId: string) {
    sessionStorage.removeItem(purchaserStorageKey(seller, cartId))
  }
  forgetPurchaserWhenCartEnds(events, sessionStorage, seller)

  /** The purchaser kept for a cart by a page that left for a redirect, or null. */
  function keptPurchaser(cartId: string): KeptPurchaser | null {
    try {
      const kept = JSON.parse(sessionStorage.getItem(purchaserStorageKey(seller, cartId)) ?? 'null') as {
        fingerprint?: unknown
        identityId?: unknown
        values?: unknown
        savedAt?: unknown
      } | null
      if (
        kept &&
        typeof kept.fingerprint === 'string' &&
        typeof kept.identityId === 'string' &&
        kept.values &&
        typeof kept.values === 'object' &&
        typeof kept.savedAt === 'number' &&
        clock.now() - kept.savedAt <= PURCHASER_RETURN_LIMIT_MS
      ) {
        return { fingerprint: kept.fingerprint, identityId: kept.identityId, values: kept.values as IdentityValues }
      }
    } catch {
      // Unreadable: the visitor fills the form again.
    }
    forgetPurchaser(cartId)
    return null
  }

  /** POST user (calls §7): the purchaser of a guest checkout; 409 gives the existing identity. */
  async function purchaserIdentity(cartId: string): Promise<Result<string>> {
    const values = store.getSnapshot().values
    const body = purchaserFromIdentity(values)
    const fingerprint = JSON.stringify(body)
    if (session.purchaser?.fingerprint === fingerprint) return { data: session.purchaser.identityId }
    // The contract types additional_info as an object without properties (openapi-typescript
    // reads that as `Record<string, never>`); the server takes the custom fields there (calls §7).
    const result = await http.post('/user', { body: body as Schema<'UserCreate'> })
    if (result.error) {
      const identityId = result.error.status === 409 ? result.error.extra?.identity_id : undefined
      if (typeof identityId === 'string' && identityId !== '') {
        keepPurchaser(cartId, { fingerprint, identityId, values })
        return { data: identityId }
      }
      return { error: errorForFlow(result.error, 'checkout') }
    }
    const user = (result.data as { user?: { _data?: { identity_id?: string }[] } }).user?._data?.[0]
    if (!user?.identity_id)
      return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'checkout.unexpected' }) }
    keepPurchaser(cartId, { fingerprint, identityId: user.identity_id, values })
    return { data: user.identity_id }
  }

  // ---- the calls ----------------------------------------------------------------------------

  /** One checkout call (calls §7) with the attempt's key; answers the checkout answer or an error. */
  async function checkoutCall(
    cartId: string,
    charge: Charge,
    captchaToken: string | null,
    key: string,
  ): Promise<Result<CheckoutAnswer>> {
    const actor = context.actorOf()
    const payload = {
      gateway_id: charge.gateway,
      amount: charge.amount,
      ...(charge.gatewayData ? { gateway_data: charge.gatewayData } : {}),
    }
    // calls §3: the captcha travels with a guest's checkout call only; never to the provider.
    const captchaPart: { captcha?: CaptchaPayload } = captchaToken
      ? { captcha: { provider: CAPTCHA_PROVIDER, token: captchaToken } }
      : {}
    const header = { 'Idempotency-Key': key }
    const path = { cartId }
    let result
    const chosen = store.getSnapshot().purchaserIdentityId
    if (actor.kind === 'member' && chosen) {
      // calls §3 "guest_identity_id with optional giver_identity_id"; calls §7 POST
      // my/cart/{id}/guest_checkout: a logged-in member buying for a chosen purchaser (the /checkout
      // `purchaser` query) is the giver — the cart's owner, the member (storefront §4 Cart "owned by
      // … the authenticated user"); the order is the purchaser's.
      const giver = cart.getSnapshot().cart?.identity_id
      result = await http.post('/my/cart/{cartId}/guest_checkout', {
        params: { path, header },
        body: { ...payload, guest_identity_id: chosen, ...(giver ? { giver_identity_id: String(giver) } : {}) },
      })
    } else if (actor.kind === 'member') {
      result = await http.post('/my/cart/{cartId}/checkout', {
        params: { path, header },
        body: { ...payload, ...captchaPart },
      })
    } else if (actor.kind === 'gift') {
      result = await http.post('/my/cart/{cartId}/gift_checkout', {
        params: { path, header },
        body: { ...payload, ...captchaPart, giftee_identity_id: actor.gifteeIdentityId },
      })
    } else {
      // A staff sale for a chosen purchaser (storefront §2 `purchaser`) names that identity: no POST user.
      const identity: Result<string> =
        actor.kind === 'staff' && chosen ? { data: chosen } : await purchaserIdentity(cartId)
      if (identity.error) return identity
      result = await http.post('/cart/{cartId}/guest_checkout', {
        params: { path, header },
        body: {
          ...payload,
          ...captchaPart,
          ...(actor.kind === 'guest' && actor.gifteeIdentityId ? { giftee_identity_id: actor.gifteeIdentityId } : {}),
          guest_identity_id: identity.data,
          send_email: sendEmailFor(actor, charge.gateway),
        },
      })
    }
    if (result.error) return { error: result.error }
    // calls §3 "A reply whose _data[0]._code is intent_processing means pending" (a 202).
    const first = (result.data as { _data?: { _code?: unknown }[] })._data?.[0]
    if (first?._code === 'intent_processing')
      return { data: { status: 'pending', cart: null, orders: [], tickets: [] } }
    const answer = readCheckoutAnswer(result.data)
    if (!answer)
      return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'checkout.unexpected' }) }
    return { data: answer }
  }

  /**
   * Makes one charge through to a result: the call, the 402 confirmation and its retry, the
   * answer's route. Keys: one per attempt, kept until a definitive answer.
   */
  async function charge(
    cartId: string,
    what: Charge,
    captchaToken: string | null,
  ): Promise<Result<CheckoutRoute | null>> {
    const fingerprint = JSON.stringify([cartId, what.gateway, what.amount, what.gatewayData?.ledger_number ?? null])
    let key = attemptKey(cartId, fingerprint)
    for (let confirmations = 0; ; confirmations += 1) {
      const result = await checkoutCall(cartId, what, captchaToken, key)
      if (result.data) {
        retireKey(cartId)
        return settleAnswer(cartId, result.data)
      }
      const error = result.error
      if (unanswered(error)) {
        // No definitive answer: keep the key (in storage too) for the visitor's retry; the cart stays.
        return fail(errorForFlow(error, 'checkout'))
      }
      retireKey(cartId)
      if (isIntentProcessing(error))
        return settleAnswer(cartId, { status: 'pending', cart: null, orders: [], tickets: [] })
      if (error.code === CART_COMPLETED_CODE) return completedElsewhere(cartId, error)
      const secret = requiredActionSecret(error)
      if (secret && payment && confirmations === 0) {
        store.setState((draft) => void (draft.status = 'requires_action'))
        // The provider may leave the page (a redirect-based method): the return needs the purchaser.
        keepPurchaserForReturn(cartId)
        const confirmed = await payment.confirm(secret)
        // Answered in the page: no return to wait for.
        forgetPurchaser(cartId)
        if (confirmed.error) {
          await cart.load()
          return fail(
            new FoyerError({
              code: confirmed.error.type,
              status: null,
              messageKey: 'checkout.paymentFailed',
              description: confirmed.error.message ?? null,
            }),
            confirmed.error,
          )
        }
        store.setState((draft) => void (draft.status = 'submitting'))
        // The first answer (402) is what the old key replays: the retry is a new attempt.
        key = attemptKey(cartId, `${fingerprint} confirmed ${confirmed.data.id ?? ''}`)
        continue
      }
      const decline = declineFromError(error)
      if (decline) {
        const wallet = (WALLET_METHODS as readonly string[]).includes(what.sourceType ?? '')
        const zip = error.extra?.code === 'incorrect_zip' || error.extra?.decline_code === 'incorrect_zip'
        // A definitive decline: nothing waits for a return.
        forgetPurchaser(cartId)
        // calls §8: "the cart is refreshed" after a provider error.
        await cart.load()
        return fail(errorForFlow(error, 'checkout'), {
          ...decline,
          ...(wallet && zip ? { walletZipMismatch: true } : {}),
        })
      }
      // The cart expired, or is gone (deleted in another tab): read it again, which applies calls §8
      // Cart load (a 404 clears it, and the empty checkout goes home) rather than offer Pay again.
      if (error.code === 'cart_expired' || error.status === 404) {
        await cart.load()
        return fail(errorForFlow(error, 'checkout'))
      }
      return fail(errorForFlow(error, 'checkout'))
    }
  }

  /** 409 cart_completed: the order exists already (an earlier attempt went through): go to it. */
  async function completedElsewhere(cartId: string, error: FoyerError): Promise<Result<CheckoutRoute | null>> {
    const ids = error.extra?.ticket_order_ids
    if (Array.isArray(ids) && ids.length > 0) {
      return settleAnswer(
        cartId,
        { status: 'completed', cart: null, orders: ids.map((id) => ({ id: String(id) })), tickets: [] },
        { own: false },
      )
    }
    return fail(errorForFlow(error, 'checkout'))
  }

  /** `own`: the answer is this checkout's own (not the 409 of an order another attempt made). */
  async function settleAnswer(
    cartId: string,
    answer: CheckoutAnswer,
    { own } = { own: true },
  ): Promise<Result<CheckoutRoute | null>> {
    const { editingOrderId } = session
    const route = checkoutRoute({ status: answer.status, orders: answer.orders, cartId }, { editingOrderId })
    const before = cart.getSnapshot()
    if (answer.status === 'partial') {
      if (answer.cart) cart.takeCart(answer.cart)
      // The gift cards have paid: what is left is paid by card.
      cart.clearGiftCards()
      // A part payment of scheduled payments: the schedule left, and a cart secured by it no
      // longer expires (storefront §1 "Part payments via scheduled payments"): read it again.
      const scheduled = (before.contents?.scheduledPayments.length ?? 0) > 0
      if (scheduled || (answer.cart && typeof answer.cart.expires_in !== 'number')) await cart.load()
      // What was chosen is paid: the payment options start again from the cart left.
      const next = context.paymentFromCart()
      store.setState((draft) => {
        draft.status = 'partial'
        draft.payment = castDraft(next)
        draft.route = route
        draft.error = null
        draft.paymentError = null
        draft.terms.accepted = false
        draft.clearPaymentSeq += 1
      })
      payment?.clear()
      focus('top')
      refreshPayment()
      return { data: route }
    }
    // The cart is done: its purchaser is no longer needed for a return.
    forgetPurchaser(cartId)
    store.setState((draft) => {
      draft.status = answer.status === 'completed' ? 'completed' : 'pending'
      draft.route = route
      draft.orders = castDraft(answer.orders)
      draft.emailedTo = own ? draft.values.email?.trim() || null : null
      draft.error = null
      draft.paymentError = null
    })
    if (answer.status === 'completed') {
      if (editingOrderId) {
        // storefront §4 Edit order: "an e-mail is sent with log_context order_update".
        await http.post('/ticket_order/{orderId}/email', {
          params: { path: { orderId: editingOrderId } },
          body: { log_context: 'order_update' },
        })
      }
      events.emit('checkout:completed', {
        cartId,
        orders: answer.orders,
        cart: before.cart,
        items: before.items,
        coupons: (before.contents?.cartMods ?? []).map((m) => m.name ?? String(m.id)),
      })
      if (before.cartId === cartId) cart.finish('completed')
    } else {
      events.emit('checkout:pending', { cartId })
      if (before.cartId === cartId) cart.finish('pending')
    }
    return { data: route }
  }

  /**
   * The cart turned out to be an order already (`cart.completedCart`: a checkout whose answer was
   * lost made it): checkout shows it, `/checkout/complete?orderIds=`, and never sells it again.
   * The order was announced by the server (its e-mail), not here: no `checkout:completed`.
   */
  /** The cart the visitor holds (or `cartId`) if it turned out to be an order already, else null. */
  function completedCart(cartId: string | null | undefined) {
    const completed = cart.getSnapshot().completedCart
    return completed && (!cartId || cartId === completed.cartId) ? completed : null
  }

  function showCompleted(completed: { cartId: string; orderIds: readonly string[] }): CheckoutRoute {
    const orders = completed.orderIds.map((id) => ({ id }))
    const route = checkoutRoute(
      { status: 'completed', orders, cartId: completed.cartId },
      { editingOrderId: session.editingOrderId },
    )
    forgetPurchaser(completed.cartId)
    store.setState((draft) => {
      draft.status = 'completed'
      draft.cartId = completed.cartId
      draft.route = route
      draft.orders = orders
      draft.emailedTo = null
      draft.error = null
      draft.paymentError = null
    })
    return route
  }

  return { charge, keptPurchaser, completedCart, showCompleted }
}

export type CheckoutChargePart = ReturnType<typeof checkoutCharge>
