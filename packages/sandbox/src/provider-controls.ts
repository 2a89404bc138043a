/**
 * The sandbox payment provider's side of a payment, reached by the control routes (app.ts):
 * reading an intent, and settling it as the customer would at the provider —
 * POST /_sandbox/payment_intents/{id}/confirm { outcome: approve | fail }.
 */
import { expireCarts } from './carts.js'
import { isObject } from './cart-input.js'
import { ContractError, invalid, notFound } from './errors.js'
import { authenticationFailed, completeCart } from './payments.js'
import type { PaymentIntent } from './records.js'
import type { SandboxState } from './state.js'

export function intentView(intent: PaymentIntent) {
  return {
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount_cents,
    currency: intent.currency,
    capture_method: intent.capture_method,
    payment_method: intent.source,
    payment_method_types: [intent.source_type ?? 'card'],
    last_payment_error: intent.last_payment_error,
    amount_refunded: intent.amount_refunded_cents,
    metadata: { cart_id: intent.cart_id },
  }
}

export function findIntent(state: SandboxState, id: string): PaymentIntent {
  const intent = state.intents.get(id)
  if (!intent) throw notFound('payment_intent')
  return intent
}

/**
 * POST /_sandbox/payment_intents/{id}/confirm { outcome, client_secret? }: what the customer
 * does at the provider. An intent awaiting 3-D Secure (requires_action): approve → succeeded
 * (requires_capture with manual capture), fail → requires_payment_method with Stripe's
 * authentication error; the checkout is then called again. A processing direct debit: approve →
 * succeeded and the order is made (the pending checkout completes); fail → the cart is pending
 * again with a fresh hold, to pay another way.
 */
export function confirmIntent(state: SandboxState, now: number, id: string, body: unknown): PaymentIntent {
  // A cart whose hold ran out while its challenge was open has ended, and canceled its intent:
  // approving it charges nothing (409 below).
  expireCarts(state, now)
  const intent = findIntent(state, id)
  const raw = isObject(body) ? body : {}
  if (raw.outcome !== 'approve' && raw.outcome !== 'fail')
    throw invalid('The body is { outcome: approve | fail, client_secret? }.')
  if (raw.client_secret !== undefined && raw.client_secret !== intent.client_secret)
    throw invalid('client_secret does not belong to this payment intent.')
  const approve = raw.outcome === 'approve'
  const cart = state.carts.get(intent.cart_id)
  if (intent.status === 'requires_action') {
    intent.status = approve
      ? intent.capture_method === 'manual'
        ? 'requires_capture'
        : 'succeeded'
      : 'requires_payment_method'
    intent.last_payment_error = approve ? null : authenticationFailed
    return intent
  }
  if (intent.status === 'processing' && cart) {
    const payment = cart.payments.find((p) => p.intent_id === intent.id)
    if (approve) {
      intent.status = 'succeeded'
      if (payment) payment.status = 'succeeded'
      if (cart.state === 'payment_processing') completeCart(state, now, cart)
    } else {
      intent.status = 'requires_payment_method'
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_method_not_available',
        message: 'The direct debit failed.',
      }
      if (payment) payment.status = 'failed'
      if (cart.state === 'payment_processing') {
        cart.state = 'pending'
        cart.expires_at = now + state.seed.settings.cart_hold_minutes * 60_000
      }
    }
    return intent
  }
  throw new ContractError(
    409,
    'intent_not_confirmable',
    `Payment intent ${intent.id} is ${intent.status}: only requires_action and processing intents are confirmed.`,
  )
}
