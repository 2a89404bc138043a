/**
 * The checkout store (storefront §2 Checkout, §4 Checkout result, §5 Checkout, §6; calls §3–§9):
 * the identity form, terms, captcha, payment options, gift card payments, the checkout call with
 * its idempotency key, the provider's confirmation of a 402, and the result's route.
 *
 * One Idempotency-Key per checkout attempt (cart, gateway, amount): kept in the store and in
 * storage until a definitive answer comes, so the same attempt repeated after a dropped
 * connection, a timeout or a 502 — even after a reload — sends the same key and the server
 * applies it once (openapi: "a checkout repeated with the same key answers the first answer and
 * creates no second order"). A definitive answer (2xx, 4xx, 402) retires the key.
 */
import { castDraft } from 'immer'
import type { CartStore } from '../cart/cart.store.js'
import { LEDGER_GATEWAY } from '../cart/rules.js'
import type { Cart, PendingGiftCardPayment } from '../cart/types.js'
import { errorForFlow, FoyerError, messageForError, paymentProviderErrorMessage, type PaymentProviderError, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Schema } from '../http/paths.js'
import type { Translate } from '../i18n/types.js'
import type { PaymentProvider, ProviderPaymentMethod } from '../payment/types.js'
import { PROVIDER_UNAVAILABLE } from '../payment/types.js'
import { centsToMoney, moneyToCents } from '../reserve/rules.js'
import type { Money } from '../reserve/types.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  CAPTCHA_PROVIDER,
  CART_COMPLETED_CODE,
  canTickTerms,
  checkoutRoute,
  declineFromError,
  identityFormFields,
  isAcceptedRedirectStatus,
  isCaptchaRequired,
  isExpectedDecline,
  isFreeOrder,
  isIntentProcessing,
  paymentAmountProblem,
  paymentDue,
  paymentOptionAmount,
  paymentOptions,
  providerAmount,
  purchaserFromIdentity,
  readCheckoutAnswer,
  readRedirectReturn,
  requiredActionSecret,
  sendEmailFor,
  termsProblem,
  validateIdentity,
  WALLET_METHODS,
  type CheckoutActor,
  type IdentityFormOptions,
} from './rules.js'
import './events.js'
import type {
  CaptchaPayload,
  CheckoutAnswer,
  CheckoutRoute,
  CustomIdentityField,
  FieldProblem,
  GatewayData,
  GatewayId,
  IdentityField,
  IdentityValues,
  PaymentMethodType,
  PaymentOption,
  TicketOrder,
} from './types.js'
import type { AddressLookup } from './address.js'

/**
 * Where a checkout is (DESIGN.md: a named status):
 * - `idle`: not started;
 * - `editing`: the form is open;
 * - `submitting`: a checkout call (or the purchaser, or a gift card payment) is in flight;
 * - `requires_action`: the provider's confirmation is open (3-D Secure, calls §4);
 * - `completed`: orders exist; `route` goes to /checkout/complete (or /manage/{id});
 * - `pending`: the payment is processing; `route` goes to /checkout/pending/{cartId};
 * - `partial`: a gift card covered part: stay, the returned cart taken, terms unticked;
 * - `error`: the last submit failed; `error` (and `paymentError`) say why; the form stays editable.
 */
export type CheckoutStoreStatus = 'idle' | 'editing' | 'submitting' | 'requires_action' | 'completed' | 'pending' | 'partial' | 'error'

/** A captcha challenge (calls §3 captcha provider hcaptcha). */
export interface CaptchaProvider {
  /**
   * Runs the challenge. `{ token }` when passed; `{ closed: true }` when the visitor closed it or
   * it expired: checkout then stops quietly (storefront §5 "Closing or expiring the challenge
   * aborts quietly"). A challenge that cannot run (its script did not load) rejects: checkout then
   * fails with 'Sorry, something unexpected happened. Please try again later.'.
   */
  execute(): Promise<{ token: string } | { closed: true }>
}

/** The tenant's checkout settings (runtime config). */
export interface CheckoutSettings {
  /** Terms text; when set the terms checkbox must be ticked (storefront §5). */
  termsText?: string | null
  /** Whether the terms dialog must be viewed before ticking (storefront §5 "viewing … may be required"). */
  termsMustBeViewed?: boolean
  /** The captcha site key; with it guests must pass the captcha (storefront §5). */
  captchaKey?: string | null
  /** Configured custom identity fields. */
  customFields?: readonly CustomIdentityField[]
  /** Phone field. @default 'hidden' */
  phone?: 'required' | 'optional' | 'hidden'
  /** Ask for the postal address. @default false */
  address?: boolean
  /** State lists by country (see DEFAULT_STATE_LISTS). */
  stateLists?: IdentityFormOptions['stateLists']
}

export interface CheckoutState {
  status: CheckoutStoreStatus
  /** The cart being checked out. */
  cartId: string | null
  /** The identity form's fields (storefront §5) for the chosen payment method. */
  fields: IdentityField[]
  values: IdentityValues
  /** Problems by field, filled on submit (and kept up to date after it). */
  problems: Record<string, FieldProblem>
  /** Terms (storefront §2 terms checkbox and dialog). */
  terms: { required: boolean; mustView: boolean; viewed: boolean; accepted: boolean }
  /** calls §5: a captcha is needed for this visitor. */
  captchaRequired: boolean
  /** The payment method chosen (calls §9 order; card by default). */
  paymentMethod: PaymentMethodType
  /** Wallets this browser offers (from the provider). */
  wallets: PaymentMethodType[]
  /** The provider: `loading`, `ready`, `unavailable` ('Stripe was unable to load', calls §8), or `none` without one. */
  provider: 'none' | 'loading' | 'ready' | 'unavailable'
  /** Payment options (calls §5) and amounts, from the cart; null without a cart. */
  payment: {
    currency: string
    outstanding: Money
    due: Money
    options: PaymentOption[]
    option: PaymentOption
    other: string
    /** What the card (or wallet) pays now: the option's amount less the pending gift cards. */
    amount: Money
    /** 'Payment is not supported for this amount.' when outside the bounds (calls §9), else null. */
    amountProblem: 'checkout.paymentNotSupportedForAmount' | null
    /** Nothing to pay: a free order (gateway free). */
    free: boolean
    /** Gift cards to pay with first (storefront §3 pending gift card payments). */
    giftCards: PendingGiftCardPayment[]
  } | null
  /** Where the result sends the visitor (storefront §4 Checkout result), once there is one. */
  route: CheckoutRoute | null
  /** The orders of a completed checkout. */
  orders: TicketOrder[]
  /** The last failure (calls §8 Checkout), or null. */
  error: FoyerError | null
  /** The provider error of the last failure, for `paymentProviderErrorMessage` (calls §8), or null. */
  paymentError: PaymentProviderError | null
  /**
   * What the page should scroll to and focus after a submit: the first invalid field
   * (storefront §5 "The first invalid one is scrolled to and focused"), `payment`
   * ("validation_error on the card form scrolls and focuses payment"), or `top` (partial: "scrolls
   * up"). `seq` changes each time, so the same target can be asked for twice.
   */
  focus: { target: string; seq: number } | null
  /** Bumped when the payment element must be cleared (partial result). */
  clearPaymentSeq: number
}

export interface CheckoutOptions {
  http: Http
  clock: Clock
  storage: KeyValueStorage
  events: StorefrontEmitter
  seller: string
  cart: CartStore
  /** The payment provider (Stripe, or the sandbox one). Without one only free orders and gift cards check out. */
  payment?: PaymentProvider | null
  captcha?: CaptchaProvider | null
  settings?: CheckoutSettings
  /**
   * Who is checking out (calls §6): a logged-in member, a member gifting, a guest, or staff.
   * @default () => ({ kind: 'guest' })
   */
  actor?: () => CheckoutActor
  /** Makes Idempotency-Key values. @default crypto.randomUUID */
  idempotencyKey?: () => string
}

export interface StartOptions {
  /** The cart to check out (route /checkout/{cartId} or ?cartId=); the storefront's cart by default. */
  cartId?: string
  /** Paying for changes to an existing order (/manage/{orderId}/confirm): success goes to /manage/{orderId}. */
  editingOrderId?: string
}

export interface CheckoutStore extends ReadableStore<CheckoutState> {
  /** Opens checkout: loads the cart if needed and the payment provider; analytics begin_checkout. */
  start(options?: StartOptions): Promise<void>
  /** Sets an identity field. */
  setField(name: string, value: string): void
  /** Chooses the payment method (bacs_debit and afterpay_clearpay add the address fields). */
  setPaymentMethod(method: PaymentMethodType): void
  /** Chooses due / outstanding / other (calls §5). */
  setPaymentOption(option: PaymentOption): void
  /** The other amount as typed; clamped between due and outstanding (calls §5). */
  setOtherAmount(value: string): void
  /**
   * Ties the identity form's address lookup to the checkout (storefront §5 Address: "It must be
   * chosen from suggestions or entered manually. Autocomplete without a pick gives an error"):
   * while set, a submit asks it for the address line's problem. `null` unties it.
   */
  setAddressLookup(lookup: Pick<AddressLookup, 'problem'> | null): void
  /** The terms dialog was opened. */
  viewTerms(): void
  /** The terms checkbox (or the dialog's Accept / Decline). Refused before viewing when viewing is required. */
  setTermsAccepted(accepted: boolean): boolean
  /**
   * Pays: the pending gift cards first (each a checkout with gateway ledger), else a free order
   * (gateway free), else the card through the provider (gateway stripe). Resolves to the route of
   * the result, or an error value. A captcha closed by the visitor resolves to `{ data: null }`.
   */
  submit(): Promise<Result<CheckoutRoute | null>>
  /** Pays with a wallet's payment method (the provider's `onPaymentMethod`). */
  payWithWallet(method: ProviderPaymentMethod): Promise<Result<CheckoutRoute | null>>
  /**
   * Completes a redirect-based payment on return (calls §4: "completed using the payment intent
   * secret in the query"), given the return URL's query.
   */
  completeRedirect(query: string | URLSearchParams): Promise<Result<CheckoutRoute | null>>
  /** Back to `idle`. */
  reset(): void
}

const NO_PAYMENT: CheckoutState['payment'] = null

function defaultKey(clock: Clock): string {
  const crypto = globalThis.crypto as Crypto | undefined
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${clock.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The storage key of the checkout attempt of a cart: `foyer:{seller}:checkout:{cartId}`. */
export function checkoutAttemptStorageKey(seller: string, cartId: string): string {
  return `foyer:${seller}:checkout:${cartId}`
}

/** No definitive answer: the server may have applied it, so the same key must be sent again. */
function unanswered(error: FoyerError): boolean {
  return error.status === null || error.status >= 500
}

/**
 * The text to show for a checkout failure (calls §8 Checkout): the provider error wording with
 * 'Your card has not been charged.' when there is one; 'Stripe was unable to load' when the
 * provider did not load; 'Cart with order ID {id} has been booked.'; otherwise the catalogue's
 * message for the error.
 */
export function checkoutErrorMessage(state: Pick<CheckoutState, 'error' | 'paymentError'>, t: Translate): string | null {
  if (state.paymentError?.type === PROVIDER_UNAVAILABLE) return t('checkout.cardProviderFailedToLoad')
  if (state.paymentError) return paymentProviderErrorMessage(state.paymentError, t)
  const error = state.error
  if (!error) return null
  if (error.code === CART_COMPLETED_CODE) {
    const ids = error.extra?.ticket_order_ids
    return t('checkout.cartBooked', { id: Array.isArray(ids) ? ids.join(', ') : '' })
  }
  if (error.messageKey === 'checkout.validationFailed' || error.status === null || (error.status ?? 0) >= 500) return t(error.messageKey)
  return messageForError(error, t)
}

/**
 * Creates the checkout store.
 * @example
 * const checkout = createCheckout({ http, clock, storage, events, seller, cart, payment: createSandboxProvider() })
 * await checkout.start()
 * checkout.setField('first_name', 'Ada') // …
 * const result = await checkout.submit()
 * if (result.data?.kind === 'complete') navigate(result.data.to)
 */
export function createCheckout(options: CheckoutOptions): CheckoutStore {
  const { http, clock, storage, events, seller, cart } = options
  const payment = options.payment ?? null
  const captcha = options.captcha ?? null
  const settings = options.settings ?? {}
  const actorOf = options.actor ?? (() => ({ kind: 'guest' }) as CheckoutActor)
  const newKey = options.idempotencyKey ?? (() => defaultKey(clock))
  let editingOrderId: string | null = null
  let addressLookup: Pick<AddressLookup, 'problem'> | null = null
  let focusSeq = 0
  // The purchaser's identity for this cart (POST user), so a repeat does not create it again.
  let purchaser: { fingerprint: string; identityId: string } | null = null

  const formOptions = (method: PaymentMethodType): IdentityFormOptions => ({
    ...(settings.customFields ? { customFields: settings.customFields } : {}),
    ...(settings.phone ? { phone: settings.phone } : {}),
    ...(settings.address ? { address: settings.address } : {}),
    ...(settings.stateLists ? { stateLists: settings.stateLists } : {}),
    paymentMethod: method,
  })
  const guestLike = () => {
    const kind = actorOf().kind
    return kind === 'guest' || kind === 'staff'
  }

  const store = createStore<CheckoutState>({
    status: 'idle',
    cartId: null,
    fields: identityFormFields(formOptions('card')),
    values: {},
    problems: {},
    terms: { required: !!settings.termsText?.trim(), mustView: settings.termsMustBeViewed === true, viewed: false, accepted: false },
    captchaRequired: false,
    paymentMethod: 'card',
    wallets: [],
    provider: payment ? 'loading' : 'none',
    payment: NO_PAYMENT,
    route: null,
    orders: [],
    error: null,
    paymentError: null,
    focus: null,
    clearPaymentSeq: 0,
  })

  /** The payment block, from the cart and the chosen option (calls §5, §9). */
  function paymentFromCart(option?: PaymentOption, other?: string): CheckoutState['payment'] {
    const snapshot = cart.getSnapshot()
    const held = snapshot.cart
    if (!held || !snapshot.totals) return null
    const currency = held.currency_code ?? 'USD'
    const outstanding = centsToMoney(Math.max(0, moneyToCents(snapshot.totals.outstanding ?? '0.00') || 0))
    const due = paymentDue(outstanding, snapshot.contents?.scheduledPayments ?? [], clock.now())
    const offered = paymentOptions(due, outstanding)
    const chosen = option && offered.includes(option) ? option : offered.includes('outstanding') && offered.length === 1 ? 'outstanding' : (offered[0] as PaymentOption)
    const otherText = other ?? ''
    const optionAmount = paymentOptionAmount(chosen, { due, outstanding, other: otherText === '' ? due : otherText })
    const giftCards = snapshot.pendingGiftCardPayments.filter((p) => moneyToCents(p.paymentAmount) > 0)
    const byGiftCards = giftCards.reduce((sum, p) => sum + moneyToCents(p.paymentAmount), 0)
    const amount = centsToMoney(Math.max(0, moneyToCents(optionAmount) - byGiftCards))
    const free = isFreeOrder(outstanding)
    return {
      currency,
      outstanding,
      due,
      options: offered,
      option: chosen,
      other: otherText,
      amount,
      amountProblem: free || isFreeOrder(amount) ? null : (paymentAmountProblem(amount, currency) as 'checkout.paymentNotSupportedForAmount' | null),
      free,
      giftCards,
    }
  }

  function refreshPayment() {
    const current = store.getSnapshot().payment
    const next = paymentFromCart(current?.option, current?.other)
    store.setState((draft) => void (draft.payment = castDraft(next)))
    if (payment && next && !next.free && !isFreeOrder(next.amount) && !next.amountProblem) payment.setAmount(providerAmount(next.amount, next.currency))
  }

  // The cart widget and checkout show the same cart: follow it.
  cart.subscribe(() => {
    if (store.getSnapshot().status !== 'idle') refreshPayment()
  })

  function focus(target: string) {
    store.setState((draft) => void (draft.focus = { target, seq: ++focusSeq }))
  }

  function fail(error: FoyerError, paymentError: PaymentProviderError | null = null): { error: FoyerError } {
    store.setState((draft) => {
      draft.status = 'error'
      draft.error = castDraft(error)
      draft.paymentError = paymentError
    })
    // calls §8 "expected declines are not logged": listeners log the unexpected ones.
    events.emit('checkout:failed', { error, expected: paymentError ? isExpectedDecline(paymentError) : error.status !== null && error.status < 500 })
    return { error }
  }

  // ---- the idempotency key of an attempt ----------------------------------------------------

  function attemptKey(cartId: string, fingerprint: string): string {
    const storageKey = checkoutAttemptStorageKey(seller, cartId)
    try {
      const kept = JSON.parse(storage.getItem(storageKey) ?? 'null') as { fingerprint?: string; key?: string } | null
      if (kept?.fingerprint === fingerprint && kept.key) return kept.key
    } catch {
      // A value we cannot read is replaced below.
    }
    const key = newKey()
    storage.setItem(storageKey, JSON.stringify({ fingerprint, key }))
    return key
  }

  function retireKey(cartId: string) {
    storage.removeItem(checkoutAttemptStorageKey(seller, cartId))
  }

  // ---- the calls ----------------------------------------------------------------------------

  interface Charge {
    gateway: GatewayId
    amount: Money
    gatewayData?: GatewayData
    sourceType?: string
  }

  /**
   * The purchaser of a cart is kept in storage too (`foyer:{seller}:checkout:{cartId}:purchaser`):
   * a redirect-based payment (calls §4) leaves the page after the purchaser was made, and the
   * return must check out as the same identity, with the e-mail the complete page thanks.
   */
  const purchaserStorageKey = (cartId: string) => `${checkoutAttemptStorageKey(seller, cartId)}:purchaser`

  function keepPurchaser(cartId: string, kept: { fingerprint: string; identityId: string; values: IdentityValues }) {
    purchaser = { fingerprint: kept.fingerprint, identityId: kept.identityId }
    storage.setItem(purchaserStorageKey(cartId), JSON.stringify(kept))
  }

  /** The purchaser kept for a cart by an earlier page, or null. */
  function keptPurchaser(cartId: string): { fingerprint: string; identityId: string; values: IdentityValues } | null {
    try {
      const kept = JSON.parse(storage.getItem(purchaserStorageKey(cartId)) ?? 'null') as { fingerprint?: unknown; identityId?: unknown; values?: unknown } | null
      if (kept && typeof kept.fingerprint === 'string' && typeof kept.identityId === 'string' && kept.values && typeof kept.values === 'object') {
        return { fingerprint: kept.fingerprint, identityId: kept.identityId, values: kept.values as IdentityValues }
      }
    } catch {
      // Unreadable: the visitor fills the form again.
    }
    return null
  }

  /** POST user (calls §7): the purchaser of a guest checkout; 409 gives the existing identity. */
  async function purchaserIdentity(cartId: string): Promise<Result<string>> {
    const values = store.getSnapshot().values
    const body = purchaserFromIdentity(values)
    const fingerprint = JSON.stringify(body)
    if (purchaser?.fingerprint === fingerprint) return { data: purchaser.identityId }
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
    if (!user?.identity_id) return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'checkout.unexpected' }) }
    keepPurchaser(cartId, { fingerprint, identityId: user.identity_id, values })
    return { data: user.identity_id }
  }

  /** One checkout call (calls §7) with the attempt's key; answers the checkout answer or an error. */
  async function checkoutCall(cartId: string, charge: Charge, captchaToken: string | null, key: string): Promise<Result<CheckoutAnswer>> {
    const actor = actorOf()
    const payload = {
      gateway_id: charge.gateway,
      amount: charge.amount,
      ...(charge.gatewayData ? { gateway_data: charge.gatewayData } : {}),
    }
    // calls §3: the captcha travels with a guest's checkout call only; never to the provider.
    const captchaPart: { captcha?: CaptchaPayload } = captchaToken ? { captcha: { provider: CAPTCHA_PROVIDER, token: captchaToken } } : {}
    const header = { 'Idempotency-Key': key }
    const path = { cartId }
    let result
    if (actor.kind === 'member') {
      result = await http.post('/my/cart/{cartId}/checkout', { params: { path, header }, body: { ...payload, ...captchaPart } })
    } else if (actor.kind === 'gift') {
      result = await http.post('/my/cart/{cartId}/gift_checkout', { params: { path, header }, body: { ...payload, ...captchaPart, giftee_identity_id: actor.gifteeIdentityId } })
    } else {
      const identity = await purchaserIdentity(cartId)
      if (identity.error) return identity
      result = await http.post('/cart/{cartId}/guest_checkout', {
        params: { path, header },
        body: { ...payload, ...captchaPart, guest_identity_id: identity.data, send_email: sendEmailFor(actor, charge.gateway) },
      })
    }
    if (result.error) return { error: result.error }
    // calls §3 "A reply whose _data[0]._code is intent_processing means pending" (a 202).
    const first = (result.data as { _data?: { _code?: unknown }[] })._data?.[0]
    if (first?._code === 'intent_processing') return { data: { status: 'pending', cart: null, orders: [], tickets: [] } }
    const answer = readCheckoutAnswer(result.data)
    if (!answer) return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'checkout.unexpected' }) }
    return { data: answer }
  }

  /**
   * Makes one charge through to a result: the call, the 402 confirmation and its retry, the
   * answer's route. Keys: one per attempt, kept until a definitive answer.
   */
  async function charge(cartId: string, what: Charge, captchaToken: string | null): Promise<Result<CheckoutRoute | null>> {
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
      if (isIntentProcessing(error)) return settleAnswer(cartId, { status: 'pending', cart: null, orders: [], tickets: [] })
      if (error.code === CART_COMPLETED_CODE) return completedElsewhere(cartId, error)
      const secret = requiredActionSecret(error)
      if (secret && payment && confirmations === 0) {
        store.setState((draft) => void (draft.status = 'requires_action'))
        const confirmed = await payment.confirm(secret)
        if (confirmed.error) {
          await cart.load()
          return fail(new FoyerError({ code: confirmed.error.type, status: null, messageKey: 'checkout.paymentFailed', description: confirmed.error.message ?? null }), confirmed.error)
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
        // calls §8: "the cart is refreshed" after a provider error.
        await cart.load()
        return fail(errorForFlow(error, 'checkout'), { ...decline, ...(wallet && zip ? { walletZipMismatch: true } : {}) })
      }
      if (error.code === 'cart_expired') {
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
      return settleAnswer(cartId, { status: 'completed', cart: null, orders: ids.map((id) => ({ id: String(id) })), tickets: [] })
    }
    return fail(errorForFlow(error, 'checkout'))
  }

  async function settleAnswer(cartId: string, answer: CheckoutAnswer): Promise<Result<CheckoutRoute | null>> {
    const route = checkoutRoute({ status: answer.status, orders: answer.orders, cartId }, { editingOrderId })
    const before = cart.getSnapshot()
    if (answer.status === 'partial') {
      if (answer.cart) cart.takeCart(answer.cart as Cart)
      // The gift cards have paid: what is left is paid by card.
      cart.clearGiftCards()
      store.setState((draft) => {
        draft.status = 'partial'
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
    storage.removeItem(purchaserStorageKey(cartId))
    store.setState((draft) => {
      draft.status = answer.status === 'completed' ? 'completed' : 'pending'
      draft.route = route
      draft.orders = castDraft(answer.orders)
      draft.error = null
      draft.paymentError = null
    })
    if (answer.status === 'completed') {
      if (editingOrderId) {
        // storefront §4 Edit order: "an e-mail is sent with log_context order_update".
        await http.post('/ticket_order/{orderId}/email', { params: { path: { orderId: editingOrderId } }, body: { log_context: 'order_update' } })
      }
      events.emit('checkout:completed', { cartId, orders: answer.orders, cart: before.cart, items: before.items, coupons: (before.contents?.cartMods ?? []).map((m) => m.name ?? String(m.id)) })
      if (before.cartId === cartId) cart.finish('completed')
    } else {
      events.emit('checkout:pending', { cartId })
      if (before.cartId === cartId) cart.finish('pending')
    }
    return { data: route }
  }

  // ---- submit ---------------------------------------------------------------------------------

  /** storefront §5 Checkout: the identity form and the terms; the first problem is focused. */
  function validate(): boolean {
    const state = store.getSnapshot()
    const problems = guestLike() ? validateIdentity(state.values, state.fields, settings.stateLists ? { stateLists: settings.stateLists } : {}) : {}
    // An address line typed into the lookup but never picked (nor switched to manual) is refused.
    // The form's line may hold text the lookup never saw (typed before a served country was chosen).
    const addressPick = guestLike() && state.fields.some((field) => field.name === 'address') ? addressLookup?.problem() : null
    if (addressPick && !problems.address) {
      problems.address = state.values.address?.trim() ? { code: 'message', messageKey: 'checkout.addressNotPicked' } : addressPick
    }
    const terms = termsProblem({ termsText: settings.termsText ?? null, accepted: state.terms.accepted })
    if (terms) problems.terms = terms
    store.setState((draft) => void (draft.problems = problems))
    const first = Object.keys(problems)[0]
    if (first === undefined) return true
    fail(new FoyerError({ code: 'validation_failed', status: null, messageKey: 'checkout.validationFailed' }))
    focus(first)
    return false
  }

  async function captchaToken(): Promise<Result<string | null> | 'closed'> {
    if (!isCaptchaRequired({ captchaKey: settings.captchaKey ?? null, loggedIn: !guestLike() })) return { data: null }
    if (!captcha) return { error: new FoyerError({ code: 'captcha_unavailable', status: null, messageKey: 'checkout.unexpected', description: 'A captcha key is set but no captcha provider was given to createCheckout.' }) }
    let answer: Awaited<ReturnType<CaptchaProvider['execute']>>
    try {
      answer = await captcha.execute()
    } catch (cause) {
      // The widget could not run (its script did not load, a network error): say so, keep the form.
      return { error: new FoyerError({ code: 'captcha_failed', status: null, messageKey: 'checkout.unexpected', description: cause instanceof Error ? cause.message : String(cause) }) }
    }
    return 'closed' in answer ? 'closed' : { data: answer.token }
  }

  async function run(pay: (cartId: string, token: string | null) => Promise<Result<CheckoutRoute | null>>): Promise<Result<CheckoutRoute | null>> {
    const state = store.getSnapshot()
    if (state.status === 'submitting' || state.status === 'requires_action') {
      return { error: new FoyerError({ code: 'busy', status: null, messageKey: 'checkout.unexpected', description: 'A checkout is already in flight.' }) }
    }
    const cartId = state.cartId ?? cart.getSnapshot().cartId
    if (!cartId) return fail(new FoyerError({ code: 'no_cart', status: null, messageKey: 'checkout.unexpected' }))
    if (!validate()) return { error: store.getSnapshot().error as FoyerError }
    if (cart.getSnapshot().blocked) {
      // calls §8 "Blocked cart warning: 'A code is required to continue with your order.'"
      return fail(new FoyerError({ code: 'rule_blocks_checkout', status: null, messageKey: 'promo.codeRequired' }))
    }
    const token = await captchaToken()
    if (token === 'closed') {
      // storefront §5 "Closing or expiring the challenge aborts quietly."
      store.setState((draft) => void (draft.status = 'editing'))
      return { data: null }
    }
    if (token.error) return fail(token.error)
    store.setState((draft) => {
      draft.status = 'submitting'
      draft.error = null
      draft.paymentError = null
    })
    return pay(cartId, token.data)
  }

  async function submit(): Promise<Result<CheckoutRoute | null>> {
    return run(async (cartId, token) => {
      const current = paymentFromCart(store.getSnapshot().payment?.option, store.getSnapshot().payment?.other)
      if (!current) return fail(new FoyerError({ code: 'no_cart', status: null, messageKey: 'checkout.unexpected' }))
      // Gift cards first (storefront §3 pending gift card payments): each its own checkout call.
      for (const card of current.giftCards) {
        const result = await charge(cartId, { gateway: LEDGER_GATEWAY, amount: card.paymentAmount, gatewayData: { ledger_type: 'gift_card', ledger_number: card.cardNumber } }, token)
        if (result.error || store.getSnapshot().status !== 'submitting') return result
      }
      if (current.free) return charge(cartId, { gateway: 'free', amount: '0.00', gatewayData: {} }, token)
      if (current.amountProblem) return fail(new FoyerError({ code: 'amount_not_supported', status: null, messageKey: current.amountProblem }))
      if (!payment) return fail(new FoyerError({ code: 'no_payment_provider', status: null, messageKey: 'checkout.cardProviderFailedToLoad' }), { type: PROVIDER_UNAVAILABLE, message: null })
      const loaded = await payment.load()
      if (loaded.error) return fail(new FoyerError({ code: PROVIDER_UNAVAILABLE, status: null, messageKey: 'checkout.cardProviderFailedToLoad' }), loaded.error)
      const method = await payment.createPaymentMethod()
      if (method.error) {
        if (method.error.type === 'validation_error') focus('payment')
        return fail(new FoyerError({ code: method.error.type, status: null, messageKey: 'checkout.paymentFailed', description: method.error.message ?? null }), method.error)
      }
      return charge(cartId, { gateway: 'stripe', amount: current.amount, gatewayData: { source: method.data.source, source_type: method.data.sourceType }, sourceType: method.data.sourceType }, token)
    })
  }

  async function payWithWallet(method: ProviderPaymentMethod): Promise<Result<CheckoutRoute | null>> {
    return run(async (cartId, token) => {
      const current = paymentFromCart(store.getSnapshot().payment?.option, store.getSnapshot().payment?.other)
      if (!current) return fail(new FoyerError({ code: 'no_cart', status: null, messageKey: 'checkout.unexpected' }))
      if (current.amountProblem) return fail(new FoyerError({ code: 'amount_not_supported', status: null, messageKey: current.amountProblem }))
      return charge(cartId, { gateway: 'stripe', amount: current.amount, gatewayData: { source: method.source, source_type: method.sourceType }, sourceType: method.sourceType }, token)
    })
  }

  async function completeRedirect(query: string | URLSearchParams): Promise<Result<CheckoutRoute | null>> {
    const back = readRedirectReturn(query)
    const cartId = store.getSnapshot().cartId ?? cart.getSnapshot().cartId
    if (!back || !cartId) return { data: null }
    if (!payment) return fail(new FoyerError({ code: 'no_payment_provider', status: null, messageKey: 'checkout.cardProviderFailedToLoad' }), { type: PROVIDER_UNAVAILABLE, message: null })
    store.setState((draft) => void (draft.status = 'submitting'))
    const loaded = await payment.load()
    if (loaded.error) return fail(new FoyerError({ code: PROVIDER_UNAVAILABLE, status: null, messageKey: 'checkout.cardProviderFailedToLoad' }), loaded.error)
    const intent = await payment.retrieveIntent(back.clientSecret)
    if (intent.error) return fail(new FoyerError({ code: intent.error.type, status: null, messageKey: 'checkout.paymentFailed' }), intent.error)
    if (!isAcceptedRedirectStatus(intent.data.status)) {
      return fail(new FoyerError({ code: 'payment_failed', status: null, messageKey: 'checkout.paymentFailed' }), { type: 'card_error', message: null })
    }
    const current = paymentFromCart()
    const amount = current?.amount ?? '0.00'
    return charge(cartId, { gateway: 'stripe', amount, gatewayData: { source: intent.data.id ?? back.paymentIntentId ?? '' } }, null)
  }

  async function start(startOptions: StartOptions = {}) {
    editingOrderId = startOptions.editingOrderId ?? null
    const snapshot = cart.getSnapshot()
    if (!snapshot.cart || (startOptions.cartId && snapshot.cartId !== startOptions.cartId)) await cart.load()
    const cartId = startOptions.cartId ?? cart.getSnapshot().cartId
    const kept = cartId ? keptPurchaser(cartId) : null
    if (kept) purchaser = { fingerprint: kept.fingerprint, identityId: kept.identityId }
    store.setState((draft) => {
      // Back on the cart after leaving the page (a redirect-based payment): the form as it was.
      if (kept && Object.keys(draft.values).length === 0) draft.values = { ...kept.values }
      draft.status = 'editing'
      draft.cartId = cartId
      draft.route = null
      draft.error = null
      draft.paymentError = null
      draft.captchaRequired = isCaptchaRequired({ captchaKey: settings.captchaKey ?? null, loggedIn: !guestLike() })
    })
    refreshPayment()
    if (cartId) events.emit('checkout:started', { cartId, cart: cart.getSnapshot().cart, items: cart.getSnapshot().items })
    if (payment) {
      const loaded = await payment.load()
      store.setState((draft) => {
        draft.provider = loaded.error ? 'unavailable' : 'ready'
        if (loaded.error) draft.paymentError = loaded.error
      })
      refreshPayment()
    }
  }

  function edit(recipe: (draft: CheckoutState) => void) {
    store.setState((draft) => {
      recipe(draft as CheckoutState)
      if (draft.status === 'error' || draft.status === 'partial') draft.status = 'editing'
    })
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start,
    setField(name, value) {
      edit((draft) => {
        draft.values[name] = value
        // Problems shown after a submit follow the values as they change.
        if (Object.keys(draft.problems).length > 0) {
          const problems = validateIdentity(draft.values, draft.fields, settings.stateLists ? { stateLists: settings.stateLists } : {})
          if (draft.problems.terms) problems.terms = draft.problems.terms
          draft.problems = problems
        }
      })
    },
    setPaymentMethod(method) {
      edit((draft) => {
        draft.paymentMethod = method
        draft.fields = identityFormFields(formOptions(method))
      })
    },
    setPaymentOption(option) {
      const next = paymentFromCart(option, store.getSnapshot().payment?.other)
      edit((draft) => void (draft.payment = castDraft(next)))
      refreshPayment()
    },
    setOtherAmount(value) {
      const next = paymentFromCart('other', value)
      edit((draft) => void (draft.payment = castDraft(next)))
      refreshPayment()
    },
    setAddressLookup(lookup) {
      addressLookup = lookup
    },
    viewTerms() {
      store.setState((draft) => void (draft.terms.viewed = true))
    },
    setTermsAccepted(accepted) {
      const { terms } = store.getSnapshot()
      if (accepted && !canTickTerms({ mustView: terms.mustView, viewed: terms.viewed })) return false
      edit((draft) => {
        draft.terms.accepted = accepted
        if (accepted) delete draft.problems.terms
      })
      return true
    },
    submit,
    payWithWallet,
    completeRedirect,
    reset() {
      editingOrderId = null
      store.setState((draft) => {
        draft.status = 'idle'
        draft.route = null
        draft.orders = []
        draft.error = null
        draft.paymentError = null
        draft.problems = {}
        draft.terms.accepted = false
        draft.focus = null
      })
    },
  }
}
