/**
 * Member limits (storefront §6 Member-only content; calls §8 Reserve and promo
 * `member_limit_exceeded`), computed from the memberships the sandbox holds.
 *
 * - A members-only ticket is one of an event or ticket group with hidden_type public_member_only,
 *   or of a ticket type with member_event_ticket_type.
 * - Only a logged-in member (the request's identity, accounts.ts) holding a membership valid at
 *   the session's start may reserve them: "Member-only tickets show a renewal message if the
 *   membership is expired at the ticket date" (storefront §5). A guest or a non-member: limit 0.
 * - Reserve beyond term (calls §9 "Reserve beyond term: always, if_autorenew, never"): the
 *   reserved event's config `membership.reserve_beyond_term` (membership-config.ts; absent:
 *   'never') lets a membership valid now cover that event's sessions after its end too —
 *   'always'; 'if_autorenew' only while its auto_renew_state is scheduled (the Members' Evening's
 *   setting: Katherine Johnson may book evenings after her membership ends, Alan Turing, whose
 *   membership ends the same day without auto-renew, may not); 'never' as above. Such a
 *   membership's benefits count as if it were valid at the session.
 * - "Member benefits cap counts per ticket type by name, plus a wildcard pool" (storefront §6):
 *   per session, the tickets of each members-only ticket type name count against the
 *   membership's `member_event_purchase_limit[name]`; what is beyond it (or every ticket of a
 *   name the map lacks) draws from the shared `*` pool. Counted: what this cart keeps and adds in
 *   the session, and what the member's orders already booked in it. With several valid
 *   memberships each name takes the largest allowance.
 */
import { reserveError } from './carts.js'
import { reserveBeyondTerm } from './membership-config.js'
import { orderTickets } from './orders.js'
import type { HeldTicket, MembershipRecord } from './records.js'
import type { SeedEvent } from './seed/index.js'
import { eventById, type CartRequest, type SandboxState } from './state.js'
import type { EventSessionRow, TicketGroupRow, TicketTypeRow } from './types.js'

/** What the check needs of a resolved reserve line (cart-modify.ts ResolvedLine). */
export interface MemberLine {
  event: SeedEvent
  group: TicketGroupRow
  type: TicketTypeRow
  session: EventSessionRow
  quantity: number
}

export function isMembersOnly(event: SeedEvent, group: TicketGroupRow, type: TicketTypeRow): boolean {
  return (
    event.template.hidden_type === 'public_member_only' ||
    group.hidden_type === 'public_member_only' ||
    type.member_event_ticket_type
  )
}

/** The memberships covering an identity that are valid at an instant. */
export function validMemberships(state: SandboxState, identityId: string, at: number): MembershipRecord[] {
  return [...state.memberships.values()].filter(
    (m) => m.identity_ids.includes(identityId) && m.valid_from <= at && at <= m.valid_to,
  )
}

/**
 * The memberships covering an identity for a session of an event: those valid at its start, and
 * those valid now that end before it when the event's reserve_beyond_term allows.
 */
export function coveringMemberships(
  state: SandboxState,
  event: SeedEvent,
  identityId: string,
  now: number,
  start: number,
): MembershipRecord[] {
  const atStart = validMemberships(state, identityId, start)
  const beyondTerm = reserveBeyondTerm(event)
  if (beyondTerm === 'never') return atStart
  const beyond = validMemberships(state, identityId, now).filter(
    (m) => m.valid_to < start && (beyondTerm === 'always' || m.auto_renew_state === 'scheduled'),
  )
  return [...atStart, ...beyond.filter((m) => !atStart.includes(m))]
}

/** Each name's largest allowance over the memberships (the `*` pool included). */
function allowances(memberships: readonly MembershipRecord[]): Map<string, number> {
  const limits = new Map<string, number>()
  for (const membership of memberships) {
    for (const [name, limit] of Object.entries(membership.member_event_purchase_limit ?? {})) {
      limits.set(name, Math.max(limits.get(name) ?? 0, limit))
    }
  }
  return limits
}

function ticketInfo(state: SandboxState, ticket: HeldTicket) {
  const event = eventById(state, ticket.event_template_id)
  const group = event.ticket_groups.find((g) => g.id === ticket.ticket_group_id)
  const type = event.ticket_types.find((t) => t.id === ticket.ticket_type_id)
  return group && type ? { event, group, type } : null
}

/**
 * Throws 400 member_limit_exceeded (`_context` reserve) for the first members-only line the
 * request's identity may not reserve; `_extra` names the ticket group and type, the limit
 * (`member_limit`: what the member may hold of that type in the session) and what was asked.
 */
export function checkMemberLimits(req: CartRequest, kept: readonly HeldTicket[], added: readonly MemberLine[]) {
  const { state } = req
  const loggedIn = req.identityId !== state.seed.settings.public_identity_id
  const booked = loggedIn
    ? [...state.orders.values()]
        .filter((order) => order.identity_id === req.identityId)
        .flatMap((order) => orderTickets(state, order))
        .filter((t) => t.state === 'booked' || t.state === 'redeemed')
    : []
  for (const sessionId of new Set(added.map((l) => l.session.id))) {
    const lines = added.filter((l) => l.session.id === sessionId && isMembersOnly(l.event, l.group, l.type))
    const first = lines[0]
    if (!first) continue
    const start = Date.parse(first.session.start_datetime)
    const memberships = loggedIn
      ? coveringMemberships(state, first.event, req.identityId, req.now, Number.isNaN(start) ? req.now : start)
      : []
    if (memberships.length === 0) {
      throw reserveError(
        400,
        'member_limit_exceeded',
        loggedIn
          ? `${first.group.name} tickets are for members: your membership is not valid on that date. Renew it to reserve them.`
          : `${first.group.name} tickets are for members: log in as a member to reserve them.`,
        'reserve',
        { ticket_group_id: first.group.id, ticket_type_id: first.type.id, member_limit: 0 },
      )
    }
    const limits = allowances(memberships)
    // Members-only tickets of the session by ticket type name: held, added, booked.
    const counts = new Map<string, number>()
    const count = (name: string, n: number) => counts.set(name, (counts.get(name) ?? 0) + n)
    for (const ticket of [...kept, ...booked]) {
      if (ticket.event_session_id !== sessionId) continue
      const info = ticketInfo(state, ticket)
      if (info && isMembersOnly(info.event, info.group, info.type)) count(info.type.name, 1)
    }
    for (const line of lines) count(line.type.name, line.quantity)
    const pool = limits.get('*') ?? 0
    const own = (name: string) => (name === '*' ? 0 : (limits.get(name) ?? 0))
    const over = (name: string) => Math.max(0, (counts.get(name) ?? 0) - own(name))
    const overflow = [...counts.keys()].reduce((sum, name) => sum + over(name), 0)
    if (overflow <= pool) continue
    const line = lines.find((l) => over(l.type.name) > 0) ?? first
    const name = line.type.name
    // What the member may hold of this name: its own allowance and what the pool has left for it.
    const limit = own(name) + Math.max(0, pool - (overflow - over(name)))
    throw reserveError(
      400,
      'member_limit_exceeded',
      `Your membership allows ${limit} ${name} tickets for ${line.event.template.name} on this date; you asked for ${counts.get(name) ?? 0}.`,
      'reserve',
      {
        ticket_group_id: line.group.id,
        ticket_type_id: line.type.id,
        member_limit: limit,
        requested: counts.get(name) ?? 0,
      },
    )
  }
}
