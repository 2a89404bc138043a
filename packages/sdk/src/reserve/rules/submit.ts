/**
 * Required selections and the reserve payload (storefront §5 'Tickets and cart').
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { idKey } from '../../core/ids.js'
import { type Money } from '../../core/money.js'
import { calendarTicketTypesProblem, ticketCount } from './calendar.js'
import { surveyPayload } from './details.js'
import { groupQuantity, isExactlyOneGroup, isFlexiblePriceType, validateFlexiblePrice } from './tickets.js'
import type { ReserveState, OfferedTicketGroup } from '../types.js'
import type { ReserveProblem } from '../types.js'
export type { ReserveProblem }

// =============================================================================================
// Required selections and submit (storefront §5 Tickets and cart)
// =============================================================================================

/**
 * storefront §3 Ticket group handlers that are an admission, for 'Please select an admission type
 * to continue.' (storefront §5; decision: what a visitor enters the event with).
 */
export const ADMISSION_HANDLERS: readonly string[] = ['tickets', 'seated', 'passes', 'membership', 'codes']

/** What `reserveProblem` needs besides the state. */
export interface ReserveCheckOptions {
  groups: readonly OfferedTicketGroup[]
  /** Seated groups whose seats are confirmed (storefront §5: prompted to click 'Find seats'). */
  seatsConfirmed?: (ticketGroupId: string) => boolean
  /** False for an event without dates or sessions. @default true */
  needsSession?: boolean
}

/**
 * storefront §5 "Required selections": the first one missing, with its message, in the order the
 * page asks for them (quantity-first: quantities and 'Find available tickets', then date and
 * session; date-first: date, session, then tickets). Null when the selection can be submitted.
 *
 * Decisions (the spec lists the messages, not when each applies):
 * - no ticket selected: 'Please select a donation to continue.' when every offered group is a
 *   donation group, 'Please select a gift card to continue.' when every one is a gift-card
 *   (ledger) group, 'Please select an admission type to continue.' when an offered group is in
 *   exactly-one mode (a choice of admission type), else 'Please select at least one ticket to
 *   continue.';
 * - tickets only in donation or gift-card groups while admission groups are offered: 'Please
 *   select an admission type to continue.' (a donation goes with a visit, not instead of it);
 * - a flexible price outside its bounds: 'Value entered is outside min/max';
 * - a seated group with tickets but no confirmed seats: the 'Find seats' prompt.
 */
export function reserveProblem(state: ReserveState, options: ReserveCheckOptions): ReserveProblem | null {
  const count = ticketCount(state.quantities)
  const needsSession = options.needsSession ?? true
  const ticketProblem = (): ReserveProblem | null => {
    const groups = options.groups
    const selectedIn = (g: OfferedTicketGroup) => groupQuantity(g, state.quantities) > 0
    if (count === 0) {
      if (groups.length > 0 && groups.every((g) => g.handler === 'donation')) {
        return { problem: 'donation', messageKey: 'reserve.selectDonation' }
      }
      if (groups.length > 0 && groups.every((g) => g.handler === 'ledger')) {
        return { problem: 'gift_card', messageKey: 'reserve.selectGiftCard' }
      }
      if (groups.some((g) => isExactlyOneGroup(g.group))) {
        return { problem: 'admission_type', messageKey: 'reserve.selectAdmissionType' }
      }
      return { problem: 'ticket', messageKey: 'reserve.selectTicket' }
    }
    const admission = groups.filter((g) => ADMISSION_HANDLERS.includes(g.handler))
    if (admission.length > 0 && !admission.some(selectedIn)) {
      return { problem: 'admission_type', messageKey: 'reserve.selectAdmissionType' }
    }
    const tooMany = calendarTicketTypesProblem(state.quantities)
    if (tooMany) return { problem: 'too_many_ticket_types', messageKey: tooMany }
    return null
  }
  const detailProblem = (): ReserveProblem | null => {
    for (const group of options.groups) {
      for (const type of group.types) {
        const id = idKey(type.id)
        if ((state.quantities[id] ?? 0) <= 0 || !isFlexiblePriceType(type)) continue
        const check = validateFlexiblePrice(state.prices[id] ?? '', type)
        if (!check.valid) return { problem: 'flexible_price', messageKey: check.messageKey, id }
      }
    }
    for (const group of options.groups) {
      if (group.handler !== 'seated' || groupQuantity(group, state.quantities) === 0) continue
      if (!(options.seatsConfirmed?.(group.id) ?? false))
        return { problem: 'seats', messageKey: 'seats.pickSeatsToContinue', id: group.id }
    }
    return null
  }
  const dateProblem = (): ReserveProblem | null => {
    if (!needsSession || state.flexible) return null
    if (state.date === null) return { problem: 'date', messageKey: 'reserve.selectDate' }
    if (state.sessionId === null) return { problem: 'session', messageKey: 'reserve.selectSession' }
    return null
  }
  if (state.flow === 'quantity_first') {
    const tickets = ticketProblem()
    if (tickets) return tickets
    if (state.step === 'quantities')
      return { problem: 'find_available_tickets', messageKey: 'reserve.clickFindAvailableTickets' }
    return dateProblem() ?? detailProblem()
  }
  return dateProblem() ?? ticketProblem() ?? detailProblem()
}

/**
 * Whether the reserve page's submit button is enabled: not while submitting, and only with at
 * least one ticket selected, a session (or 'any date') chosen and every seat picked (storefront §5
 * "The submit button is enabled only when not submitting, at least one ticket is selected, a
 * session or flexible is chosen and seat selection is complete.").
 */
export function isSubmitEnabled(
  state: Pick<ReserveState, 'status' | 'quantities' | 'sessionId' | 'flexible'>,
  options: { seatSelectionComplete: boolean },
): boolean {
  return (
    state.status !== 'submitting' &&
    ticketCount(state.quantities) > 0 &&
    (state.sessionId !== null || state.flexible) &&
    options.seatSelectionComplete
  )
}

/**
 * One ticket line of the reserve call (calls §7 cart modify `add`: event_session_id,
 * ticket_type_id, admit_name, admit_email, face_value; openapi `ReserveTicket` with its quantity).
 */
export interface ReserveAddTicket {
  event_session_id: string | null
  ticket_type_id: string
  quantity: number
  admit_name?: string
  admit_email?: string
  face_value?: Money
  /** The seat this ticket takes (seated groups; contract `seat_id`, storefront §4 Seats). */
  seat_id?: string
}

/** A confirmed seat for one ticket of a type (the seat picker's assignments, storefront §5 seats match quantities). */
export interface ReserveSeat {
  seatId: string
  ticketTypeId: string
}

/**
 * The tickets to add to the cart (calls §7 cart modify `add` list): one line per ticket, with the
 * admit name ("first last") and e-mail entered for it, and the face value of a flexible price
 * (storefront §5). Flexible admission has no session (null). Lines follow the offered groups'
 * order; consecutive tickets of a type with nothing of their own (no name, no e-mail) share one
 * line with a quantity.
 */
export function reserveAddTickets(
  state: ReserveState,
  groups: readonly OfferedTicketGroup[],
  seats: readonly ReserveSeat[] = [],
): ReserveAddTicket[] {
  const tickets: ReserveAddTicket[] = []
  for (const group of groups) {
    for (const type of group.types) {
      const id = idKey(type.id)
      // Seated tickets take one confirmed seat each, in the picker's order (one line per seat).
      const typeSeats = seats.filter((seat) => seat.ticketTypeId === id)
      const quantity = state.quantities[id] ?? 0
      const price = isFlexiblePriceType(type) ? validateFlexiblePrice(state.prices[id] ?? '', type) : null
      for (let i = 0; i < quantity; i++) {
        const admit = state.admits[id]?.[i]
        const ticket: ReserveAddTicket = {
          event_session_id: state.flexible ? null : state.sessionId,
          ticket_type_id: id,
          quantity: 1,
        }
        const name = `${admit?.first.trim() ?? ''} ${admit?.last.trim() ?? ''}`.trim()
        if (name) ticket.admit_name = name
        if (admit?.email.trim()) ticket.admit_email = admit.email.trim()
        if (price?.valid) ticket.face_value = price.amount
        const seat = typeSeats[i]
        if (seat) ticket.seat_id = seat.seatId
        const last = tickets[tickets.length - 1]
        if (
          last &&
          !seat &&
          !last.seat_id &&
          !ticket.admit_name &&
          !ticket.admit_email &&
          !last.admit_name &&
          !last.admit_email &&
          last.ticket_type_id === id
        ) {
          last.quantity += 1
        } else tickets.push(ticket)
      }
    }
  }
  return tickets
}

/**
 * The `reserve` part of the cart modify payload (openapi `CartModify.reserve`, calls §7): the
 * ticket lines and the survey answers keyed by ticket_group_id (storefront §3 Survey spec).
 * Survey answers are left out when there are none.
 */
export function reservePayload(
  state: ReserveState,
  groups: readonly OfferedTicketGroup[],
  seats: readonly ReserveSeat[] = [],
): { tickets: ReserveAddTicket[]; additional_info?: Record<string, Record<string, string | number | boolean>> } {
  const additionalInfo = surveyPayload(groups, state.survey)
  return {
    tickets: reserveAddTickets(state, groups, seats),
    ...(Object.keys(additionalInfo).length > 0 ? { additional_info: additionalInfo } : {}),
  }
}
