/**
 * The checkout store (storefront §2 Checkout, §4 Checkout result, §5 Checkout, §6; calls §3–§9):
 * a thin shell composing its parts: the pure views (`checkout.view.ts`: first state, payment
 * block, failure text), the checkout calls with their idempotency keys (`checkout.charge.ts`) and
 * submitting (`checkout.submit.ts`), over the rules (`rules.ts`). Here: starting, and the form's
 * setters.
 */
import { castDraft, type Draft } from 'immer'
import type { FoyerError, PaymentProviderError } from '../errors/index.js'
import type { Clock } from '../store/clock.js'
import { createMemoryStorage } from '../store/storage.js'
import { createStore } from '../store/store.js'
import { checkoutCharge, type CheckoutContext } from './checkout.charge.js'
import { checkoutSubmit } from './checkout.submit.js'
import { checkoutPayment, initialCheckoutState } from './checkout.view.js'
import { canTickTerms, isCaptchaRequired, isExpectedDecline, isFreeOrder, providerAmount } from './rules.js'
import {
  extraCheckoutFields,
  identityFormFields,
  identityValuesWith,
  validateIdentity,
  type IdentityFormOptions,
} from './identity.js'
import type {
  CheckoutActor,
  CheckoutEntry,
  CheckoutOptions,
  CheckoutState,
  CheckoutStore,
  PaymentMethodType,
  PaymentOption,
  StartOptions,
} from './types.js'

export { checkoutAttemptStorageKey } from './checkout.charge.js'
export { checkoutDestination, checkoutErrorMessage } from './checkout.view.js'

function defaultKey(clock: Clock): string {
  const crypto = globalThis.crypto as Crypto | undefined
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${clock.now().toString(36)}-${Math.random().toString(36).slice(2)}`
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
  const settings = options.settings ?? {}
  const actorOf = options.actor ?? (() => ({ kind: 'guest' }) as CheckoutActor)
  let focusSeq = 0

  const formOptions = (method: PaymentMethodType): IdentityFormOptions => ({
    ...(settings.customFields ? { customFields: settings.customFields } : {}),
    ...(settings.phone ? { phone: settings.phone } : {}),
    ...(settings.address ? { address: settings.address } : {}),
    ...(settings.stateLists ? { stateLists: settings.stateLists } : {}),
    paymentMethod: method,
    requiredByTickets: ticketFields(),
  })
  /** storefront §3 Ticket group meta extra_checkout_fields of the cart's tickets. */
  const ticketFields = () => {
    const contents = cart.getSnapshot().contents
    return contents ? extraCheckoutFields(contents) : []
  }
  const store = createStore<CheckoutState>(
    initialCheckoutState(settings, identityFormFields(formOptions('card')), payment !== null),
  )

  const paymentFromCart = (option?: PaymentOption, other?: string) =>
    checkoutPayment(cart.getSnapshot(), clock.now(), option, other)

  /**
   * Works out the form's fields and the payment from the cart again, with `change` made first, in
   * one state change: an unchanged field list or payment keeps its object, and nothing unchanged is
   * published (each publish renders a watching page again, issue 16).
   */
  function refreshPayment(change?: (draft: Draft<CheckoutState>) => void) {
    store.setState((draft) => {
      change?.(draft)
      // The tickets in the cart may ask for more of the purchaser (extra_checkout_fields).
      const fields = identityFormFields(formOptions(draft.paymentMethod))
      if (JSON.stringify(fields) !== JSON.stringify(draft.fields)) draft.fields = fields
      const payment = paymentFromCart(draft.payment?.option, draft.payment?.other)
      if (JSON.stringify(payment) !== JSON.stringify(draft.payment)) draft.payment = castDraft(payment)
    })
    const next = store.getSnapshot().payment
    if (payment && next && !next.free && !isFreeOrder(next.amount) && !next.amountProblem) {
      // storefront §3 Cart card fee pmc_id: the elements use the cart's payment method configuration.
      const configuration = cart.getSnapshot().totals?.cardFee?.pmcId
      payment.setAmount({
        ...providerAmount(next.amount, next.currency),
        ...(configuration ? { paymentMethodConfiguration: configuration } : {}),
      })
    }
  }

  const context: CheckoutContext = {
    http,
    clock,
    storage,
    sessionStorage: options.sessionStorage ?? createMemoryStorage(),
    events,
    seller,
    cart,
    payment,
    captcha: options.captcha ?? null,
    settings,
    store,
    actorOf,
    newKey: options.idempotencyKey ?? (() => defaultKey(clock)),
    session: { editingOrderId: null, addressLookup: null, purchaser: null },
    paymentFromCart,
    refreshPayment,
    focus(target) {
      store.setState((draft) => void (draft.focus = { target, seq: ++focusSeq }))
    },
    fail(error: FoyerError, paymentError: PaymentProviderError | null = null) {
      store.setState((draft) => {
        draft.status = 'error'
        draft.error = castDraft(error)
        draft.paymentError = paymentError
      })
      // calls §8 "expected declines are not logged": listeners log the unexpected ones.
      events.emit('checkout:failed', {
        error,
        expected: paymentError ? isExpectedDecline(paymentError) : error.status !== null && error.status < 500,
      })
      return { error }
    },
    guestLike() {
      const kind = actorOf().kind
      return kind === 'guest' || kind === 'staff'
    },
  }
  const { session } = context
  const charging = checkoutCharge(context)

  // The cart widget and checkout show the same cart: follow it.
  cart.subscribe(() => {
    if (store.getSnapshot().status !== 'idle') refreshPayment()
  })

  async function start(startOptions: StartOptions = {}) {
    session.editingOrderId = startOptions.editingOrderId ?? null
    const snapshot = cart.getSnapshot()
    // The cart and who checks out (the session, read as the page starts) are read side by side.
    await Promise.all([
      !snapshot.cart || (startOptions.cartId && snapshot.cartId !== startOptions.cartId) ? cart.load() : null,
      options.actorKnown?.(),
    ])
    const completed = charging.completedCart(startOptions.cartId)
    if (completed) {
      charging.showCompleted(completed)
      return
    }
    const cartId = startOptions.cartId ?? cart.getSnapshot().cartId
    const kept = cartId ? charging.keptPurchaser(cartId) : null
    if (kept) session.purchaser = { fingerprint: kept.fingerprint, identityId: kept.identityId }
    refreshPayment((draft) => {
      // Back on the cart after leaving the page (a redirect-based payment): the form as it was.
      if (kept && Object.keys(draft.values).length === 0) draft.values = { ...kept.values }
      draft.status = 'editing'
      draft.cartId = cartId
      draft.route = null
      draft.error = null
      draft.paymentError = null
      // storefront §2 /checkout `purchaser`: only staff and a logged-in member may choose one.
      const kind = actorOf().kind
      draft.purchaserIdentityId =
        startOptions.purchaserIdentityId && (kind === 'staff' || kind === 'member')
          ? startOptions.purchaserIdentityId
          : null
      draft.captchaRequired = isCaptchaRequired({
        captchaKey: settings.captchaKey ?? null,
        loggedIn: !context.guestLike(),
      })
    })
    if (cartId)
      events.emit('checkout:started', { cartId, cart: cart.getSnapshot().cart, items: cart.getSnapshot().items })
    if (payment) {
      const loaded = await payment.load()
      refreshPayment((draft) => {
        draft.provider = loaded.error ? 'unavailable' : 'ready'
        if (loaded.error) draft.paymentError = loaded.error
      })
    }
  }

  const submitting = checkoutSubmit(context, charging)

  async function enter(entry: CheckoutEntry = {}) {
    const status = store.getSnapshot().status
    if (status === 'submitting' || status === 'requires_action') return
    const query = new URLSearchParams(entry.query ?? '')
    const cartId = entry.cartId ?? query.get('cartId') ?? undefined
    const purchaserIdentityId = entry.purchaserIdentityId ?? query.get('purchaser')?.trim()
    store.setState((draft) => void (draft.route = null))
    await start({
      ...(cartId ? { cartId } : {}),
      ...(purchaserIdentityId ? { purchaserIdentityId } : {}),
      ...(entry.editingOrderId ? { editingOrderId: entry.editingOrderId } : {}),
    })
    // calls §4: "A redirect-based payment method return is completed using the payment intent secret in the query."
    if (query.has('payment_intent_client_secret')) await submitting.completeRedirect(query)
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
    enter,
    setField(name, value) {
      edit((draft) => {
        // A new country clears the old country's state (storefront §5).
        draft.values = identityValuesWith(draft.values, name, value)
        // Problems shown after a submit follow the values as they change.
        if (Object.keys(draft.problems).length > 0) {
          const problems = validateIdentity(
            draft.values,
            draft.fields,
            settings.stateLists ? { stateLists: settings.stateLists } : {},
          )
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
      session.addressLookup = lookup
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
    ...submitting,
    reset() {
      session.editingOrderId = null
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
