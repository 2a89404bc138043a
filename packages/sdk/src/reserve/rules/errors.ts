/**
 * Reserve errors (calls §8 Reserve and promo).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import type { MessageKey } from '../../i18n/types.js'
import { type CalendarDate } from '../../core/calendar-date.js'
import { type Id, idKey } from '../../core/ids.js'
import { isSessionSoldOut } from './capacity.js'
import type { EventSession, ReserveClear, ReserveReload } from '../types.js'
import type { ReserveChange, ReserveErrorView } from '../types.js'
export type { ReserveChange, ReserveErrorView }

// =============================================================================================
// Reserve errors (calls §8 Reserve and promo)
// =============================================================================================

/** What the reserve page does after a reserve error. */
export interface ReserveErrorOutcome {
  code: string
  /** One of calls §8's expected reserve codes (shown, not logged as a fault). */
  expected: boolean
  change: ReserveChange
  /**
   * The message: a catalogue key, or null to show the server's `_description` (calls §8 Generic:
   * client errors show their _description).
   */
  messageKey: MessageKey | null
  params?: Record<string, string>
  clear: ReserveClear[]
  reload: ReserveReload[]
}

/**
 * calls §8 Reserve and promo: what each expected reserve code asks of the visitor.
 * - max_tickets_per_order_exceeded, member_limit_exceeded, ticket_group_capacity_exceeded
 *   (context reserve): fewer tickets; the groups are reloaded for the new limits;
 * - min_tickets_per_order_not_met: more tickets;
 * - ticket_group_sold_out: other tickets; groups reloaded (the sold-out group is no longer
 *   offered, `pruneQuantities` drops its quantities);
 * - session_capacity_exceeded (context reserve): fewer tickets or another session; sessions and
 *   groups reloaded;
 * - event_session_sold_out: sessions are refreshed, then `sessionSoldOutOutcome` decides;
 * - validation_failed in event_calendar: 'You can only select up to 10 different types of tickets.';
 * - rule_blocks_reserve in checkout_rules: the code modal (the errors catalogue's `codeRequired`).
 * Anything else: show the message and let the visitor try again.
 * These errors show the server's description (messageKey null) except where calls §8 quotes one.
 */
export function reserveErrorOutcome(error: { code: string; context?: string | null }): ReserveErrorOutcome {
  const base = { code: error.code, expected: true, messageKey: null, clear: [], reload: [] }
  switch (error.code) {
    case 'max_tickets_per_order_exceeded':
    case 'member_limit_exceeded':
      return { ...base, change: 'reduceQuantities', reload: ['ticketGroups'] }
    case 'ticket_group_capacity_exceeded':
      if (error.context !== 'reserve') break
      return { ...base, change: 'reduceQuantities', reload: ['ticketGroups'] }
    case 'min_tickets_per_order_not_met':
      return { ...base, change: 'increaseQuantities' }
    case 'ticket_group_sold_out':
      return { ...base, change: 'chooseOtherTickets', reload: ['ticketGroups'] }
    case 'session_capacity_exceeded':
      if (error.context !== 'reserve') break
      return { ...base, change: 'chooseSessionOrReduce', reload: ['sessions', 'ticketGroups'] }
    case 'event_session_sold_out':
      return { ...base, change: 'chooseSession', reload: ['sessions'] }
    case 'validation_failed':
      if (error.context !== 'event_calendar') break
      return { ...base, change: 'chooseFewerTicketTypes', messageKey: 'reserve.tooManyTicketTypes' }
    case 'rule_blocks_reserve':
      if (error.context !== 'checkout_rules') break
      return { ...base, change: 'enterCode', messageKey: 'promo.codeRequired' }
  }
  return { ...base, expected: false, change: 'retry', messageKey: 'error.generic' }
}

/** The view of a reserve error and the outcome `reserveErrorOutcome` / `sessionSoldOutOutcome` chose for it. */
export function reserveErrorView(
  error: { code: string; status?: number | null; description?: string | null },
  outcome: Pick<ReserveErrorOutcome, 'messageKey' | 'params' | 'expected'> & { change: ReserveChange | null },
): ReserveErrorView {
  return {
    code: error.code,
    status: error.status ?? null,
    messageKey: outcome.messageKey,
    params: outcome.params ?? {},
    description: error.description ?? null,
    change: outcome.change,
    expected: outcome.expected,
  }
}

/**
 * The text of a reserve error: the catalogue message with its params; the server's description
 * when the outcome says so (messageKey null); and for the generic message, the description of a
 * client error when there is one (calls §8 Generic: "Client errors 400 to 499 read the first item
 * of the response data and show its _description").
 * @example reserveErrorMessage(view, storefront.i18n.t)
 */
export function reserveErrorMessage(
  error: Pick<ReserveErrorView, 'messageKey' | 'params' | 'description' | 'status'>,
  t: (key: MessageKey, params?: Readonly<Record<string, string>>) => string,
): string {
  const clientError = error.status !== null && error.status >= 400 && error.status <= 499
  if (error.messageKey === null) return error.description ?? t('error.generic')
  if (error.messageKey === 'error.generic' && clientError && error.description) return error.description
  return t(error.messageKey, error.params)
}

/**
 * calls §8 event_session_sold_out, after the sessions were refreshed: "if another session has
 * capacity 'Tickets have sold out for the session at {time}. Please select another session and
 * try again.'; else the calendar reloads, 'Tickets have sold out for {date}. Please select another
 * date and try again.' and the date and session clear." Decision: the session is cleared in both
 * cases (it is sold out); "another session" means one of the refreshed sessions (the chosen
 * date's) other than the sold-out one that is not sold out.
 */
export function sessionSoldOutOutcome(
  soldOut: { sessionId: Id; startDatetime: string; date: CalendarDate },
  refreshedSessions: readonly EventSession[],
  format: { formatTime: (iso: string) => string; formatDate: (date: CalendarDate) => string },
): ReserveErrorOutcome {
  const another = refreshedSessions.some((s) => idKey(s.id) !== idKey(soldOut.sessionId) && !isSessionSoldOut(s))
  const base = { code: 'event_session_sold_out', expected: true }
  return another
    ? {
        ...base,
        change: 'chooseSession',
        messageKey: 'reserve.soldOutSession',
        params: { time: format.formatTime(soldOut.startDatetime) },
        clear: ['session'],
        reload: [],
      }
    : {
        ...base,
        change: 'chooseDate',
        messageKey: 'reserve.soldOutDate',
        params: { date: format.formatDate(soldOut.date) },
        clear: ['date', 'session'],
        reload: ['calendar'],
      }
}
