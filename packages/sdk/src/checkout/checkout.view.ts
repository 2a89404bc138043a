/**
 * The checkout's pure views: its first state, the payment block derived from the cart (calls §5,
 * §9) and the text of a failure (calls §8 Checkout). No HTTP, no store: testable on their own.
 */
import type { CartState } from '../cart/types.js'
import { buildPath } from '../routing/routes.js'
import { messageForError, paymentProviderErrorMessage } from '../errors/index.js'
import type { Translate } from '../i18n/types.js'
import { PROVIDER_UNAVAILABLE } from '../payment/types.js'
import { centsToMoney, moneyToCents } from '../reserve/rules/index.js'
import {
  CART_COMPLETED_CODE,
  isFreeOrder,
  paymentAmountProblem,
  paymentDue,
  paymentOptionAmount,
  paymentOptions,
} from './rules.js'
import type { CheckoutSettings, CheckoutState, IdentityField, PaymentOption } from './types.js'

/** The state of a checkout that has not started. */
export function initialCheckoutState(
  settings: CheckoutSettings,
  fields: IdentityField[],
  hasProvider: boolean,
): CheckoutState {
  return {
    status: 'idle',
    cartId: null,
    fields,
    values: {},
    problems: {},
    terms: {
      required: !!settings.termsText?.trim(),
      mustView: settings.termsMustBeViewed === true,
      viewed: false,
      accepted: false,
    },
    captchaRequired: false,
    purchaserIdentityId: null,
    paymentMethod: 'card',
    wallets: [],
    provider: hasProvider ? 'loading' : 'none',
    payment: null,
    route: null,
    orders: [],
    error: null,
    paymentError: null,
    focus: null,
    clearPaymentSeq: 0,
    emailedTo: null,
  }
}

/**
 * The payment block, from the cart and the chosen option (calls §5, §9): the options offered, the
 * amount the provider charges once the pending gift cards have paid their part, and whether that
 * amount can be paid at all. Null without a cart.
 */
export function checkoutPayment(
  snapshot: Pick<CartState, 'cart' | 'totals' | 'contents' | 'pendingGiftCardPayments'>,
  now: number,
  option?: PaymentOption,
  other?: string,
): CheckoutState['payment'] {
  const held = snapshot.cart
  if (!held || !snapshot.totals) return null
  const currency = held.currency_code ?? 'USD'
  const outstanding = centsToMoney(Math.max(0, moneyToCents(snapshot.totals.outstanding ?? '0.00') || 0))
  const due = paymentDue(outstanding, snapshot.contents?.scheduledPayments ?? [], now)
  const offered = paymentOptions(due, outstanding)
  const chosen =
    option && offered.includes(option)
      ? option
      : offered.includes('outstanding') && offered.length === 1
        ? 'outstanding'
        : (offered[0] as PaymentOption)
  const otherText = other ?? ''
  const optionAmount = paymentOptionAmount(chosen, { due, outstanding, other: otherText === '' ? due : otherText })
  const giftCards = snapshot.pendingGiftCardPayments.filter((p) => moneyToCents(p.paymentAmount) > 0)
  const byGiftCards = giftCards.reduce((sum, p) => sum + moneyToCents(p.paymentAmount), 0)
  const amount = centsToMoney(Math.max(0, moneyToCents(optionAmount) - byGiftCards))
  // Nothing left to pay by card or wallet: a free order, or gift cards paying the whole amount.
  const free = isFreeOrder(outstanding) || (giftCards.length > 0 && isFreeOrder(amount))
  return {
    currency,
    outstanding,
    due,
    options: offered,
    option: chosen,
    other: otherText,
    amount,
    amountProblem:
      free || isFreeOrder(amount)
        ? null
        : (paymentAmountProblem(amount, currency) as 'checkout.paymentNotSupportedForAmount' | null),
    free,
    giftCards,
  }
}

/**
 * The text to show for a checkout failure (calls §8 Checkout): the provider error wording with
 * 'Your card has not been charged.' when there is one; 'Stripe was unable to load' when the
 * provider did not load; 'Cart with order ID {id} has been booked.'; otherwise the catalogue's
 * message for the error.
 */
export function checkoutErrorMessage(
  state: Pick<CheckoutState, 'error' | 'paymentError'>,
  t: Translate,
): string | null {
  if (state.paymentError?.type === PROVIDER_UNAVAILABLE) return t('checkout.cardProviderFailedToLoad')
  if (state.paymentError) return paymentProviderErrorMessage(state.paymentError, t)
  const error = state.error
  if (!error) return null
  if (error.code === CART_COMPLETED_CODE) {
    const ids = error.extra?.ticket_order_ids
    return t('checkout.cartBooked', { id: Array.isArray(ids) ? ids.join(', ') : '' })
  }
  // calls §8 Generic: a server's 4xx shows its _description (a server validation_failed too, e.g.
  // the self-gift sentence); the form's own refusal has none and shows the validation sentence.
  if ((error.messageKey === 'checkout.validationFailed' && !error.description) || error.status === null)
    return t(error.messageKey)
  if ((error.status ?? 0) >= 500) return t(error.messageKey)
  return messageForError(error, t)
}

/**
 * Where the checkout page goes now, or null to stay (storefront §4 Checkout result, calls §8
 * Orders): a completed checkout goes to its confirmation (or /manage/{orderId} after paying for
 * changes), a pending one to /checkout/pending/{cartId}; a partial result stays. A cart that
 * turned out to be an order already (`completedCart`: a checkout whose answer was lost) goes to
 * that order's confirmation. An expired cart stays (its cart-timeout dialog leads on). An empty
 * cart goes home (calls §8 Orders: "Empty cart redirects
 * home"); decision: the same for checkout, where there is nothing to pay for — but not while a
 * payment is in flight or once it has a result.
 */
export function checkoutDestination(
  state: Pick<CheckoutState, 'route' | 'status'>,
  cart: { status: CartState['status']; itemCount: number; completedCart?: CartState['completedCart'] },
): string | null {
  const { route, status } = state
  if (route && route.kind !== 'partial') return route.to
  const busy = status === 'submitting' || status === 'requires_action'
  if (cart.completedCart && !busy)
    return buildPath('checkoutComplete', {}, { orderIds: [...cart.completedCart.orderIds] })
  // An expired cart stays put: storefront §4 "On expiry: A modal appears", and the visitor leaves
  // by its 'Start over' (cartExpiryPlan), not by the page moving behind it.
  const empty = cart.status === 'empty' || (cart.status === 'ready' && cart.itemCount === 0)
  if (empty && !busy && status !== 'completed' && status !== 'pending') return buildPath('home')
  return null
}
