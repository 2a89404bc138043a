/**
 * Member-only tickets on the reserve page (storefront §5 Orders: "Member-only tickets show a
 * renewal message if the membership is expired at the ticket date"; §6 Member-only content:
 * "filtered by a per-ticket-type allowance map with a wildcard", "Member benefits cap counts per
 * ticket type by name, plus a wildcard pool"; calls §9 "Reserve beyond term: always,
 * if_autorenew, never").
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 *
 * The member's memberships are read structurally (`ReserveMembership`: the fields of the
 * membership domain's `Membership` these rules need), so the reserve domain does not import the
 * membership domain (which imports the reserve rules).
 *
 * Decisions:
 * - A member-only ticket type is one of a members-only event or group (hidden_type
 *   public_member_only) or a type with member_event_ticket_type, as the server counts them.
 * - The allowance map is each membership's member_event_purchase_limit: ticket type names, and
 *   '*' for the wildcard pool. A type is offered when a membership valid now names it or has the
 *   pool; a membership without a map allows every type and sets no cap (the server decides).
 * - The cap is counted per session as the server counts it: the tickets of each name count
 *   against the name's allowance; what goes beyond draws from the shared pool. With several
 *   memberships each name (and the pool) takes the largest allowance. Counted: what the visitor
 *   selects and what their cart holds in the session; the member's past orders are the server's
 *   to count (its member_limit_exceeded stays the final word).
 */
import { type CalendarDate } from '../../core/calendar-date.js'
import { idKey } from '../../core/ids.js'
import { venueDateTime } from '../../core/venue-time.js'
import type { MessageKey } from '../../i18n/types.js'
import type { OfferedTicketGroup, Quantities, TicketGroup, TicketType } from '../types.js'
import { MEMBER_ONLY_HIDDEN_TYPE } from './constants.js'

/** What the reserve rules read of one of the member's memberships (storefront §3 Membership). */
export interface ReserveMembership {
  /** ISO date-times: valid from valid_from to valid_to, both included. */
  readonly validFrom: string
  readonly validTo: string
  /** Whether the membership renews itself: `scheduled` (it will), `cancelled` (the member stopped it) or `none` (storefront §3 auto_renew_state). */
  readonly autoRenewState: string
  /** member_event_purchase_limit: allowances by ticket type name, '*' the wildcard pool; null: none. */
  readonly purchaseLimit: Readonly<Record<string, number>> | null
}

/**
 * The key of a membership's ticket allowance that is not a ticket type's name but a shared pool:
 * tickets beyond a type's own allowance draw from it (storefront §6 "Member benefits cap counts
 * per ticket type by name, plus a wildcard pool").
 */
export const MEMBER_LIMIT_WILDCARD = '*'

/**
 * Whether a member may book a date after their membership ends: `always`, `if_autorenew` (only when
 * it renews itself), or `never` (calls §9 Reserve beyond term).
 */
export type ReserveBeyondTerm = 'always' | 'if_autorenew' | 'never'

/** The values `membership.reserve_beyond_term` may take: `always`, `if_autorenew` or `never` (see `ReserveBeyondTerm`; calls §9 Reserve beyond term). */
export const RESERVE_BEYOND_TERM_VALUES: readonly ReserveBeyondTerm[] = ['always', 'if_autorenew', 'never']

/** The event config record that says whether members may reserve beyond their term (decision: its name). */
export const RESERVE_BEYOND_TERM_CONFIG = 'membership.reserve_beyond_term'

/**
 * The event's `membership.reserve_beyond_term` config (calls §9), 'never' when unset or not one of
 * the values (decision: the safe default, the server's too).
 */
export function reserveBeyondTermOf(config: Readonly<Record<string, unknown>> | null | undefined): ReserveBeyondTerm {
  const value = config?.[RESERVE_BEYOND_TERM_CONFIG]
  return RESERVE_BEYOND_TERM_VALUES.find((v) => v === value) ?? 'never'
}

/**
 * Whether a ticket type is member-only (storefront §6): its event or group has hidden_type
 * public_member_only, or the type has member_event_ticket_type.
 */
export function isMemberOnlyTicketType(
  type: Pick<TicketType, 'member_event_ticket_type'>,
  group: Pick<TicketGroup, 'hidden_type'> | null | undefined,
  event?: { hiddenType?: string | null } | null,
): boolean {
  return (
    type.member_event_ticket_type === true ||
    group?.hidden_type === MEMBER_ONLY_HIDDEN_TYPE ||
    event?.hiddenType === MEMBER_ONLY_HIDDEN_TYPE
  )
}

/** Whether a membership is valid at an instant (epoch ms; valid_from and valid_to included). */
export function isValidAt(membership: ReserveMembership, at: number): boolean {
  return Date.parse(membership.validFrom) <= at && at <= Date.parse(membership.validTo)
}

/** The memberships valid at an instant. */
export function membershipsValidAt(memberships: readonly ReserveMembership[], at: number): ReserveMembership[] {
  return memberships.filter((m) => isValidAt(m, at))
}

/**
 * storefront §6 allowance map: whether a membership offers a ticket type by name: its
 * purchase limit names it or has the '*' pool; a membership without a map offers every type.
 */
export function allowsTicketType(membership: ReserveMembership, typeName: string): boolean {
  const limit = membership.purchaseLimit
  return limit === null || Object.hasOwn(limit, typeName) || Object.hasOwn(limit, MEMBER_LIMIT_WILDCARD)
}

/**
 * storefront §6 "filtered by a per-ticket-type allowance map with a wildcard": the offered groups
 * with the member-only types no membership valid now allows taken out (all of them for a visitor
 * without one), and the groups left without types dropped ("Groups with no types are dropped").
 * Returns the same array when nothing is taken out.
 */
export function filterMemberOnlyTypes(
  groups: OfferedTicketGroup[],
  options: { memberships: readonly ReserveMembership[]; now: number; event?: { hiddenType?: string | null } | null },
): OfferedTicketGroup[] {
  const valid = membershipsValidAt(options.memberships, options.now)
  const offered = (type: TicketType, group: OfferedTicketGroup) =>
    !isMemberOnlyTicketType(type, group.group, options.event) || valid.some((m) => allowsTicketType(m, type.name))
  if (groups.every((g) => g.types.every((t) => offered(t, g)))) return groups
  return groups.map((g) => ({ ...g, types: g.types.filter((t) => offered(t, g)) })).filter((g) => g.types.length > 0)
}

/** When the tickets are for: a session's start, or a chosen day in the venue's zone. */
export type TicketDate = { instant: number } | { date: CalendarDate; timeZone: string }

/** Whether a membership is valid at the ticket date (on a day: valid on some part of it). */
export function isValidOn(membership: ReserveMembership, at: TicketDate): boolean {
  if ('instant' in at) return isValidAt(membership, at.instant)
  const from = Date.parse(membership.validFrom)
  const to = Date.parse(membership.validTo)
  if (Number.isNaN(from) || Number.isNaN(to)) return false
  return venueDateTime(from, at.timeZone).date <= at.date && at.date <= venueDateTime(to, at.timeZone).date
}

/**
 * Which memberships count for tickets at a date (storefront §5, calls §9 Reserve beyond term):
 * - `covered`: memberships valid at the ticket date (or, with no date chosen yet, valid now),
 *   with those the event lets reach beyond their term (below);
 * - `beyond_term`: none is valid then, but the event lets the member reserve beyond the term of
 *   the memberships valid now ('always'; 'if_autorenew': those whose auto-renew is scheduled);
 * - `expired`: the visitor is a member now, but their membership will have expired at the date
 *   and the event does not allow beyond it: the renewal message, no member-only tickets;
 * - `none`: no membership now nor then.
 */
export type MemberTerm =
  | { status: 'covered' | 'beyond_term'; memberships: readonly ReserveMembership[] }
  | { status: 'expired' | 'none'; memberships: readonly [] }

export function memberTermAt(
  memberships: readonly ReserveMembership[],
  options: { now: number; at: TicketDate | null; beyondTerm: ReserveBeyondTerm },
): MemberTerm {
  const now = membershipsValidAt(memberships, options.now)
  const at = options.at
  if (at === null) return now.length > 0 ? { status: 'covered', memberships: now } : { status: 'none', memberships: [] }
  const then = memberships.filter((m) => isValidOn(m, at))
  // Valid now, ended by the date: they count too where the event allows (as the server counts them).
  const beyond = now.filter(
    (m) =>
      !then.includes(m) &&
      (options.beyondTerm === 'always' || (options.beyondTerm === 'if_autorenew' && m.autoRenewState === 'scheduled')),
  )
  if (then.length > 0) return { status: 'covered', memberships: [...then, ...beyond] }
  if (beyond.length > 0) return { status: 'beyond_term', memberships: beyond }
  return now.length > 0 ? { status: 'expired', memberships: [] } : { status: 'none', memberships: [] }
}

/** The benefits of the memberships that count: allowances by name and the '*' pool. */
export interface MemberAllowance {
  /** Each name's largest allowance ('*' not included). */
  byName: ReadonlyMap<string, number>
  /** The largest '*' pool. */
  pool: number
  /** A membership without a map: no cap. */
  unlimited: boolean
}

/** storefront §6 "Member benefits cap counts per ticket type by name, plus a wildcard pool". */
export function memberAllowance(memberships: readonly ReserveMembership[]): MemberAllowance {
  const byName = new Map<string, number>()
  let pool = 0
  let unlimited = false
  for (const membership of memberships) {
    if (membership.purchaseLimit === null) {
      unlimited = true
      continue
    }
    for (const [name, limit] of Object.entries(membership.purchaseLimit)) {
      const allowed = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0
      if (name === MEMBER_LIMIT_WILDCARD) pool = Math.max(pool, allowed)
      else byName.set(name, Math.max(byName.get(name) ?? 0, allowed))
    }
  }
  return { byName, pool, unlimited }
}

/**
 * How many more tickets named `name` the benefits allow beyond `counts` (member-only tickets of
 * the session by name): the name's own allowance, then what the pool has left after the other
 * names' overflow. Negative when the counts are already past it; `Infinity` when unlimited.
 * @example memberTicketsLeft(memberAllowance([{ …, purchaseLimit: { Member: 2, '*': 2 } }]), new Map([['Member', 3]]), 'Member guest') // 1
 */
export function memberTicketsLeft(
  allowance: MemberAllowance,
  counts: ReadonlyMap<string, number>,
  name: string,
): number {
  if (allowance.unlimited) return Number.POSITIVE_INFINITY
  const own = (n: string) => allowance.byName.get(n) ?? 0
  let othersOverflow = 0
  for (const [n, count] of counts) if (n !== name) othersOverflow += Math.max(0, count - own(n))
  return own(name) + Math.max(0, allowance.pool - othersOverflow) - (counts.get(name) ?? 0)
}

/** Why a member-only type cannot take more tickets. */
export type MemberTicketLimitReason = 'expired_at_date' | 'benefits_reached'

/** What the member rules say of one member-only ticket type (its stepper's `member`). */
export interface MemberTicketLimit {
  /** More tickets of this type allowed beyond the selection (0 or less: none; `Infinity`: no cap). */
  left: number
  /** Why no more can be added, or null. */
  reason: MemberTicketLimitReason | null
  /** The message to show with the stepper, or null. */
  messageKey: MessageKey | null
  params: Readonly<Record<string, string>>
}

/** A ticket the cart holds (the fields the member rules read). */
export interface HeldMemberTicket {
  ticket_type_id?: string | number | null
  event_session_id?: string | number | null
  state?: string | null
}

/**
 * The limits of each offered member-only type (storefront §5 renewal message, §6 benefits cap),
 * keyed by ticket type id. `heldNames` are the names of the member-only tickets the cart holds in
 * the session (`heldMemberTicketNames`).
 */
export function memberTicketLimits(
  groups: readonly OfferedTicketGroup[],
  options: {
    term: MemberTerm
    quantities: Quantities
    heldNames: readonly string[]
    event?: { hiddenType?: string | null } | null
  },
): Record<string, MemberTicketLimit> {
  const memberTypes = groups.flatMap((g) => g.types.filter((t) => isMemberOnlyTicketType(t, g.group, options.event)))
  const limits: Record<string, MemberTicketLimit> = {}
  if (memberTypes.length === 0) return limits
  // Without a membership now or then nothing is allowed (such types are not offered either:
  // `filterMemberOnlyTypes`); with one that will have ended, the renewal message (storefront §5).
  if (options.term.status === 'expired' || options.term.status === 'none') {
    const expired = options.term.status === 'expired'
    for (const type of memberTypes)
      limits[idKey(type.id)] = {
        left: 0,
        reason: expired ? 'expired_at_date' : null,
        messageKey: expired ? 'reserve.membershipExpiredAtDate' : null,
        params: {},
      }
    return limits
  }
  const counts = new Map<string, number>()
  const count = (name: string, n: number) => counts.set(name, (counts.get(name) ?? 0) + n)
  for (const name of options.heldNames) count(name, 1)
  for (const type of memberTypes) count(type.name, options.quantities[idKey(type.id)] ?? 0)
  const allowance = memberAllowance(options.term.memberships)
  for (const type of memberTypes) {
    const left = memberTicketsLeft(allowance, counts, type.name)
    const reached = left <= 0
    limits[idKey(type.id)] = {
      left,
      reason: reached ? 'benefits_reached' : null,
      messageKey: reached ? 'reserve.memberBenefitsReached' : null,
      params: reached ? { type: type.name } : {},
    }
  }
  return limits
}

/**
 * The names of the member-only tickets the cart holds (state in_cart) in a session, for
 * `memberTicketLimits`. `types` and `groups` are the rows that describe them (the event's, the
 * session's, the cart's); a ticket of an unknown type is not counted.
 */
export function heldMemberTicketNames(
  tickets: readonly HeldMemberTicket[],
  options: {
    sessionId: string
    types: readonly TicketType[]
    groups: readonly Pick<TicketGroup, 'id' | 'hidden_type'>[]
    event?: { hiddenType?: string | null } | null
  },
): string[] {
  const types = new Map(options.types.map((t) => [idKey(t.id), t]))
  const groups = new Map(options.groups.map((g) => [idKey(g.id), g]))
  const names: string[] = []
  for (const ticket of tickets) {
    if (ticket.state !== 'in_cart' || ticket.ticket_type_id == null || ticket.event_session_id == null) continue
    if (idKey(ticket.event_session_id) !== options.sessionId) continue
    const type = types.get(idKey(ticket.ticket_type_id))
    if (!type) continue
    if (isMemberOnlyTicketType(type, groups.get(idKey(type.ticket_group_id)), options.event)) names.push(type.name)
  }
  return names
}
