/**
 * Scheduled payments (storefront §1 "Part payments via scheduled payments"; §3 Cart scheduled
 * payments (id, due, amount, status); §4 Scheduled payment; calls §5 payment options due,
 * outstanding, other; openapi ScheduledPayment).
 *
 * An event sold with a payment plan (SeedEvent `scheduled_payments`) splits the order's total in
 * two instalments: the deposit, due when the cart was made, and the balance, due
 * `balance_due_days_before` days before the visit (at once when the visit is nearer). Payments
 * pay the instalments in order; the `scheduled_payment` rows are the instalments still owed, each
 * with what is left of it, so they add up to the cart's total_outstanding. An instalment is due
 * now when its due date minus one second is not in the future (the client's Upcoming / Overdue
 * rule, storefront §4); what is due now is the least a checkout may pay.
 *
 * A checkout that pays at least what is due now but less than the outstanding balance (payments.ts)
 * *secures* the cart: its order is made (the tickets stay held for it, with the order's id), the
 * cart stops expiring and can no longer change, and it answers `partial`. The rest is paid later
 * from the same cart; the checkout that pays it completes the same order.
 */
import type { CartPricing } from './codes.js'
import { invalid } from './errors.js'
import { fromCents } from './money.js'
import type { CartRecord, OrderRecord } from './records.js'
import { findSession } from './sessions.js'
import { eventById, sessionContext, type SandboxState } from './state.js'
import { unguessableId } from './ids.js'
import { venueIsoString } from './venue-time.js'
import type { SeedPaymentPlan } from './seed/index.js'

/** storefront §4: "Upcoming if its due date minus one second is in the future". */
const DUE_MARGIN_MS = 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** One instalment of a cart's plan. */
export interface Instalment {
  id: string
  due: number
  amount_cents: number
  /** What is still owed of it after the cart's payments. */
  left_cents: number
}

/** The plan of the event a cart's held tickets belong to, with the earliest visit, or null. */
function planOf(state: SandboxState, now: number, cart: CartRecord): { plan: SeedPaymentPlan; visit: number } | null {
  let found: { plan: SeedPaymentPlan; visit: number } | null = null
  for (const ticket of cart.tickets) {
    if (ticket.state !== 'in_cart') continue
    const event = eventById(state, ticket.event_template_id)
    const plan = event.scheduled_payments
    if (!plan) continue
    const session = findSession(event, ticket.event_session_id, sessionContext(state, event, now))
    const start = session?.start_datetime ? Date.parse(session.start_datetime) : Number.NaN
    const visit = Number.isFinite(start) ? start : cart.created_at
    if (!found || visit < found.visit) found = { plan, visit }
  }
  return found
}

/** The cart's instalments (none for a cart without a payment plan, or with nothing to pay). */
export function instalments(state: SandboxState, now: number, cart: CartRecord, pricing: CartPricing): Instalment[] {
  if (cart.edit || pricing.total <= 0) return []
  const found = planOf(state, now, cart)
  if (!found) return []
  const deposit = Math.round((pricing.total * found.plan.deposit_percent) / 100)
  const balanceDue = Math.max(cart.created_at, found.visit - found.plan.balance_due_days_before * DAY_MS)
  const parts = [
    { id: `${cart.id}-deposit`, due: cart.created_at, amount_cents: deposit },
    { id: `${cart.id}-balance`, due: balanceDue, amount_cents: pricing.total - deposit },
  ]
  let paid = pricing.paid
  return parts.map((part) => {
    const covered = Math.min(part.amount_cents, Math.max(0, paid))
    paid -= covered
    return { ...part, left_cents: part.amount_cents - covered }
  })
}

/** Whether an instalment is due now (storefront §4: not Upcoming). */
export function isDue(instalment: Pick<Instalment, 'due'>, now: number): boolean {
  return instalment.due - DUE_MARGIN_MS <= now
}

/** What the cart's plan asks to be paid now; null for a cart without a plan. */
export function dueNowCents(state: SandboxState, now: number, cart: CartRecord, pricing: CartPricing): number | null {
  const parts = instalments(state, now, cart, pricing)
  if (parts.length === 0) return null
  return parts.filter((p) => isDue(p, now)).reduce((sum, p) => sum + p.left_cents, 0)
}

/** openapi ScheduledPayment rows: the instalments still owed, with what is left of each. */
export function scheduledPaymentRows(state: SandboxState, now: number, cart: CartRecord, pricing: CartPricing) {
  const timeZone = state.seed.seller.timezone
  return instalments(state, now, cart, pricing)
    .filter((p) => p.left_cents > 0)
    .map((p) => ({
      id: p.id,
      due: venueIsoString(p.due, timeZone),
      amount: fromCents(p.left_cents),
      status: p.left_cents < p.amount_cents ? 'part_paid' : 'scheduled',
    }))
}

/**
 * A part payment made what is due now: the cart is secured. Its order exists from now on (the
 * held tickets carry its id), it no longer expires and it can no longer change (carts.ts). The
 * checkout that pays the rest completes this order (payments.ts completeCart).
 */
/** The order a checkout of the cart makes: the next order number (FO000001, …), the purchaser, the total. */
export function newOrder(
  state: SandboxState,
  cart: CartRecord,
  identityId: string,
  now: number,
  totalCents: number,
): OrderRecord {
  return {
    id: unguessableId('order-'),
    order_number: `FO${String(state.nextIds.order++).padStart(6, '0')}`,
    cart_id: cart.id,
    identity_id: identityId,
    purchased_on: now,
    total_cents: totalCents,
  }
}

export function secureCart(state: SandboxState, now: number, cart: CartRecord, pricing: CartPricing): void {
  cart.part_paid = true
  if (cart.order_ids.length > 0) return
  const checkout = cart.checkout
  if (!checkout) throw new Error(`Sandbox error: cart ${cart.id} secured without a checkout`)
  const order = newOrder(state, cart, checkout.purchaser_identity_id, now, pricing.total)
  state.orders.set(order.id, order)
  cart.order_ids.push(order.id)
  for (const ticket of cart.tickets) if (ticket.state === 'in_cart') ticket.ticket_order_id = order.id
}

/**
 * The amount a checkout may pay by card (calls §5 "clamped between the due amount and the
 * outstanding balance"): the outstanding balance, or for a cart with a payment plan anything from
 * what is due now up to it. A direct debit pays the whole balance (it may end pending). Answers
 * whether the payment is a part payment; throws 400 validation_failed otherwise.
 */
export function cardPaymentKind(
  state: SandboxState,
  now: number,
  cart: CartRecord,
  pricing: CartPricing,
  cents: number,
  directDebit: boolean,
): 'whole' | 'part' {
  const outstanding = pricing.outstanding
  if (cents === outstanding) return 'whole'
  const due = dueNowCents(state, now, cart, pricing)
  if (due === null) throw invalid(`A card pays the outstanding balance, ${fromCents(outstanding)}.`)
  if (cents > outstanding || cents < due)
    throw invalid(
      `A part payment pays from what is due now, ${fromCents(due)}, up to the outstanding balance, ${fromCents(outstanding)}.`,
    )
  if (directDebit) throw invalid('A direct debit pays the outstanding balance, not a part payment.')
  return 'part'
}

/** After a part payment: the cart is secured once nothing of its plan is due now (`secureCart`). */
export function afterPartPayment(state: SandboxState, now: number, cart: CartRecord, pricing: CartPricing): void {
  if (dueNowCents(state, now, cart, pricing) === 0) secureCart(state, now, cart, pricing)
}
