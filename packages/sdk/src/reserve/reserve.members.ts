/**
 * The reserve store's view of the member-only types (storefront §5 Orders: "Member-only tickets
 * show a renewal message if the membership is expired at the ticket date"; §6 "Member benefits cap
 * counts per ticket type by name, plus a wildcard pool"; calls §9 Reserve beyond term): the limits
 * of the offered member-only types at the chosen session (else the chosen day), counting the
 * tickets the cart holds in the session. The rules are `rules/members.ts`.
 */
import type { CartContents } from '../cart/types.js'
import type { EventDetails } from '../catalog/types.js'
import type { Clock } from '../store/clock.js'
import {
  heldMemberTicketNames,
  idKey,
  memberTermAt,
  memberTicketLimits,
  reserveBeyondTermOf,
  type MemberTicketLimit,
  type ReserveMembership,
  type TicketDate,
} from './rules/index.js'
import { memo, type Loaded } from './reserve.view.js'
import type { EventSession, OfferedTicketGroup, Quantities } from './types.js'

/** A memoised `memberTicketLimits` over what the store has loaded; "now" is the injected clock's. */
export function memberLimitsView(clock: Pick<Clock, 'now'>) {
  return memo(
    (
      groups: OfferedTicketGroup[],
      memberships: readonly ReserveMembership[],
      event: EventDetails | null,
      quantities: Quantities,
      session: EventSession | null,
      date: string | null,
      timeZone: string,
      contents: CartContents | null,
      sessionGroups: Loaded['sessionGroups'],
    ): Record<string, MemberTicketLimit> => {
      const start = session ? Date.parse(session.start_datetime) : Number.NaN
      const at: TicketDate | null = !Number.isNaN(start) ? { instant: start } : date ? { date, timeZone } : null
      const beyondTerm = reserveBeyondTermOf(event?.config)
      const term = memberTermAt(memberships, { now: clock.now(), at, beyondTerm })
      // The cart's tickets are described by the cart's rows and by the event's and the session's.
      const heldNames =
        session && contents
          ? heldMemberTicketNames(contents.tickets, {
              sessionId: idKey(session.id),
              types: [...contents.ticketTypes, ...(event?.ticketTypes ?? []), ...(sessionGroups?.types ?? [])],
              groups: [...contents.ticketGroups, ...(event?.ticketGroups ?? []), ...(sessionGroups?.groups ?? [])],
              event,
            })
          : []
      return memberTicketLimits(groups, { term, quantities, heldNames, event })
    },
  )
}
