/**
 * The rules of order self-service (storefront §1 "Resend, edit, reschedule and cancel orders";
 * §2 /manage; §4 Orders; §5 "Cancel selected tickets needs at least one selected", the self-edit
 * horizon; §6 Self-service orders). Pure: an order (GET ticket_order/{id}), the tenant's self-edit
 * rules and the time in; what the visitor may do out.
 */
import { addDays } from '../core/calendar-date.js'
import { moneyToCents } from '../core/money.js'
import { venueDateTime } from '../core/venue-time.js'
import { isPaymentAmountSupported } from '../checkout/rules.js'
import { heldTickets } from '../cart/rules/cart-load.js'
import { ticketItems } from '../cart/rules/cart-items.js'
import type { CartContents } from '../cart/types.js'
import { idKey } from '../core/ids.js'
import type { MessageKey } from '../i18n/types.js'
import { isCancelled } from './rules.js'
import type { Order, OrderTicket } from './types.js'
import type { SelfEditRules } from './self-edit-rules.js'

export { DEFAULT_SELF_EDIT_RULES, type SelfEditRules } from './self-edit-rules.js'

const HOUR_MS = 3_600_000

/**
 * storefront §5: "Self-edit horizon: dates before the start of today+horizon_days, or before
 * now+horizon_hours, count as inside the horizon." Days count in the venue's time zone. Inside
 * the horizon a ticket can no longer be changed.
 */
export function insideHorizon(
  startDatetime: string,
  now: number,
  rules: Pick<SelfEditRules, 'horizonDays' | 'horizonHours'>,
  timeZone: string,
): boolean {
  const start = Date.parse(startDatetime)
  if (start < now + rules.horizonHours * HOUR_MS) return true
  const firstDayOutside = addDays(venueDateTime(now, timeZone).date, rules.horizonDays)
  return venueDateTime(start, timeZone).date < firstDayOutside
}

/**
 * The first venue day of which no part is inside the horizon (storefront §5 Self-edit horizon):
 * the later of today + horizon_days and the day now + horizon_hours falls on.
 */
export function firstDayOutsideHorizon(
  now: number,
  rules: Pick<SelfEditRules, 'horizonDays' | 'horizonHours'>,
  timeZone: string,
): string {
  const byDays = addDays(venueDateTime(now, timeZone).date, rules.horizonDays)
  const byHours = venueDateTime(now + rules.horizonHours * HOUR_MS, timeZone).date
  return byDays > byHours ? byDays : byHours
}

function started(ticket: Pick<OrderTicket, 'startDatetime'>, now: number): boolean {
  return ticket.startDatetime !== null && Date.parse(ticket.startDatetime) <= now
}

/**
 * A ticket the visitor can change (remove or reschedule): booked, of the handler and a category
 * the rules list, its session ahead and outside the horizon (storefront §5, §6).
 */
export function isEditableTicket(ticket: OrderTicket, rules: SelfEditRules, now: number, timeZone: string): boolean {
  return (
    ticket.state === 'booked' &&
    ticket.handler === rules.handler &&
    ticket.category !== null &&
    rules.categories.includes(ticket.category) &&
    ticket.startDatetime !== null &&
    !started(ticket, now) &&
    !insideHorizon(ticket.startDatetime, now, rules, timeZone)
  )
}

/** What an order offers (storefront §4 Orders). */
export interface OrderActions {
  /** Remove tickets (edit order). */
  edit: boolean
  /** Cancel the order's free tickets. */
  cancel: boolean
  /** Move tickets to another session. */
  reschedule: boolean
}

/**
 * storefront §4 Orders: "Edit and cancel are offered only if not cancelled, not past and not
 * redeemed. Cancel is offered only if all tickets cost 0. Reschedule only if the event type is not
 * single. Neither is offered if the event has anchored upsells." Edit and reschedule need a
 * ticket the rules let change (§6); cancel needs a ticket it covers (§6 Cancel-free-order).
 */
export function orderActions(order: Order, rules: SelfEditRules, now: number): OrderActions {
  const tickets = order.tickets.filter((t) => t.sessionId !== null)
  const live =
    tickets.length > 0 &&
    !tickets.every((t) => isCancelled(t.state)) &&
    !tickets.some((t) => t.state === 'redeemed') &&
    tickets.some((t) => !isCancelled(t.state) && !started(t, now))
  const anchored = tickets.some((t) => t.anchored)
  const timeZone = order.timeZone ?? 'UTC'
  const editable = tickets.filter((t) => isEditableTicket(t, rules, now, timeZone))
  return {
    edit: live && editable.length > 0,
    cancel: live && !anchored && cancellableTickets(order, now).length > 0 && canCancelOrder(order, now),
    reschedule: live && !anchored && editable.some((t) => t.eventType !== 'single'),
  }
}

/**
 * The tickets of an order that cancelling a free order cancels: those priced 0, not already
 * cancelled or redeemed, whose session has not started (storefront §6 "Cancel-free-order covers
 * only tickets valued 0 whose session starts in the future.").
 */
export function cancellableTickets(order: Order, now: number): OrderTicket[] {
  return order.tickets.filter(
    (t) =>
      !isCancelled(t.state) &&
      t.state !== 'redeemed' &&
      moneyToCents(t.price ?? '0') === 0 &&
      t.startDatetime !== null &&
      !started(t, now),
  )
}

/**
 * Whether the visitor may cancel the order themselves: every ticket is free, and at least one is
 * neither cancelled nor past (storefront §6 "An order can be cancelled only when all tickets are
 * free and not all are cancelled or past.").
 */
export function canCancelOrder(order: Order, now: number): boolean {
  const tickets = order.tickets
  if (tickets.length === 0) return false
  const allFree = tickets.every((t) => moneyToCents(t.price ?? '0') === 0)
  const allGone = tickets.every((t) => isCancelled(t.state) || started(t, now))
  return allFree && !allGone
}

/** Cancelling selected tickets needs at least one ticket selected: answers 'orders.selectTickets' when none is, else null (storefront §5). */
export function selectionProblem(selected: readonly string[]): MessageKey | null {
  return selected.length === 0 ? 'orders.selectTickets' : null
}

/**
 * What stops removing the selected tickets into an edit: none selected ('orders.selectTickets',
 * storefront §5), or every ticket the order still holds while some cost something — that would
 * cancel a paid order, which only free orders may be (storefront §4 "Cancel is offered only if all
 * tickets cost 0"; §6): 'orders.contactUsToCancel'. Null when the removal may go ahead.
 */
export function removalProblem(order: Order, selected: readonly string[]): MessageKey | null {
  const problem = selectionProblem(selected)
  if (problem) return problem
  const held = order.tickets.filter((t) => !isCancelled(t.state))
  const paid = order.tickets.some((t) => moneyToCents(t.price ?? '0') !== 0)
  return paid && held.every((t) => selected.includes(t.id)) ? 'orders.contactUsToCancel' : null
}

/**
 * storefront §4 Edit order: "If the outstanding total is 0 or less, it checks out free.
 * Otherwise, if the payment is supported, it goes to /manage/{orderId}/confirm, else it shows a
 * payment-not-supported error."
 */
export function confirmStep(outstanding: string, currency: string | null): 'free' | 'pay' | 'payment_not_supported' {
  const cents = moneyToCents(outstanding)
  if (!(cents > 0)) return 'free'
  return isPaymentAmountSupported(outstanding, currency) ? 'pay' : 'payment_not_supported'
}

/**
 * storefront §4 Edit order: "After success the message is a reschedule message if any ticket is
 * in_cart, else a ticket-cancelled message" (the edit's tickets, read before it was confirmed).
 */
export function changeMessage(tickets: readonly { state: string }[]): 'orders.rescheduled' | 'orders.ticketsCancelled' {
  return tickets.some((t) => t.state === 'in_cart') ? 'orders.rescheduled' : 'orders.ticketsCancelled'
}

/** A ticket an unsaved change takes out or adds, as the page names it. */
export interface ChangedTicket {
  id: string
  typeName: string
  eventName: string
  startDatetime: string | null
}

/**
 * What an unsaved change of an order does (storefront §4 Edit order: "Removing tickets makes a
 * cart with an expiry, which counts as unsaved changes. The changes can be discarded … or
 * confirmed"), so the visitor sees it before confirming. The change's cart holds the order as it
 * would become (its kept tickets and the added ones), so `removed` is the order's live tickets it
 * no longer holds (confirming cancels them) and `added` the tickets it holds for the order anew
 * (a reschedule's new session, another ticket).
 */
export function editChanges(
  order: Order,
  cart: Pick<CartContents, 'tickets' | 'ticketTypes' | 'ticketGroups' | 'sessions' | 'eventTemplates'>,
): { removed: ChangedTicket[]; added: ChangedTicket[] } {
  const held = new Set(cart.tickets.map((t) => idKey(t.id)))
  const ordered = new Set(order.tickets.map((t) => t.id))
  const removed = order.visits.flatMap((visit) =>
    visit.tickets
      .filter((t) => !isCancelled(t.state) && !held.has(t.id))
      .map((t) => ({ id: t.id, typeName: t.typeName, eventName: visit.eventName, startDatetime: t.startDatetime })),
  )
  // The new tickets named as the cart widget names them (its items: event, session start, types).
  const fresh = heldTickets(cart.tickets).filter((t) => !ordered.has(idKey(t.id)))
  const added = ticketItems({ ...cart, tickets: fresh }).flatMap((item) =>
    item.ticketIds.map((id) => {
      const typeId = idKey(fresh.find((t) => idKey(t.id) === id)?.ticket_type_id ?? '')
      const typeName = item.types.find((line) => line.type.id === typeId)?.name ?? ''
      return { id, typeName, eventName: item.name, startDatetime: item.startDatetime }
    }),
  )
  return { removed, added }
}
