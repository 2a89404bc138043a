/**
 * Memberships that orders make (storefront §3 Membership; storefront §4 Auto-renew; calls §7
 * Orders "DELETE ticket_order/{id}/auto_renew").
 *
 * - Issuing. When a cart holding membership tickets completes (payments.ts completeCart), its
 *   order's membership is issued at once, so `GET my/membership` of the holder shows it: the
 *   holder is the purchaser (the checkout's identity), the role the level reserved
 *   (membership-reserve.ts), the members the order's tickets of the level's group (the named
 *   ones by name), valid from the start of the venue's today for a year (to the end of the day
 *   before the same date a year later, like the seeded ones) and the months an accepted
 *   extended-membership code adds (the event's `membership.extended_membership`, calls §7), a
 *   new member ID as scan code
 *   (`M100005`, `M100006`, …: after the largest the sandbox knows), auto_renew_state
 *   `scheduled` when the reserve asked for auto-renew, else `none`, and the level's member
 *   benefits (seed membership_roles). A named member whose admit_email is a known identity's is
 *   covered too (identity_ids). A gift checkout issues a gift code to the giftee instead, and a
 *   redeem spends its gift code (gifts.ts).
 * - Renewing (storefront §6 "Renewal is allowed within a period before expiry"). When the
 *   purchaser already holds (is the holder of) a membership of the same programme that is still
 *   valid when the order completes, the new one starts when it ends: valid_from the next venue
 *   day 00:00 after its valid_to, then 12 months (plus any extended months) from there; else from
 *   today as above. Decisions: any level renews any level of the programme; with several (a
 *   renewal already bought, starting later) the new one follows the latest end, so renewing
 *   twice chains; a member only covered by another's membership (a second cardholder) starts
 *   today.
 * - Cancelling auto-renew. `DELETE ticket_order/{id}/auto_renew`: the logged-in member's order
 *   (its purchaser or a member its membership covers) whose membership is `scheduled` becomes
 *   `cancelled` (storefront §4 "After the delete call, scheduled becomes cancelled"); 204. 401
 *   `not_authenticated` without a login; 404 `Resource ticket_order not found.` for an unknown
 *   order or another's; 400 `validation_failed` (`_context` auto_renew, `_extra.auto_renew_state`
 *   cancelled or none) when the order's membership is not scheduled or it has none (storefront
 *   §4 "Any other state shows a not-enrolled ... warning").
 */
import { requireAccount } from './accounts.js'
import { ContractError, notFound } from './errors.js'
import { issueGiftCode, spendGiftCode } from './gifts.js'
import type { CartRecord, MembershipRecord, OrderRecord } from './records.js'
import { unguessableId } from './ids.js'
import type { SandboxState } from './state.js'
import { addDays, addMonths, venueDate, venueInstant } from './venue-time.js'

/** A membership lasts a year (storefront §3 Membership validFrom / validTo; the seeded ones: 12 months). */
export const membershipMonths = 12

/**
 * A new membership's start and length from its level's ticket group (storefront §3 Ticket group
 * "Start policy (fixedfrom, fixedto), start_policy_date, duration_new"): `fixedfrom` starts on the
 * group's date, `fixedto` ends on it (a date already past counts from today), `duration_new` is an
 * ISO 8601 duration (`P2Y`, `P6M`, `P90D`) or a number of months; a year otherwise.
 */
export function newMembershipTerm(
  group:
    | { start_policy?: string | null; start_policy_date?: string | null; duration_new?: string | number | null }
    | undefined,
  today: string,
): { from: string; months: number; to: string | null } {
  const date = group?.start_policy_date?.slice(0, 10) ?? null
  if (group?.start_policy === 'fixedto' && date && date >= today) return { from: today, months: 0, to: date }
  const from = group?.start_policy === 'fixedfrom' && date ? date : today
  const value = group?.duration_new
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { from, months: value, to: null }
  const parts = typeof value === 'string' ? /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?$/.exec(value) : null
  if (!parts || (!parts[1] && !parts[2] && !parts[3])) return { from, months: membershipMonths, to: null }
  const months = Number(parts[1] ?? 0) * 12 + Number(parts[2] ?? 0)
  const days = Number(parts[3] ?? 0)
  return { from, months, to: days > 0 ? addDays(addMonths(from, months), days - 1) : null }
}

/** The next member ID: `M` and one more than the largest member number the sandbox knows. */
export function nextMemberId(state: SandboxState): string {
  const known = [
    ...[...state.memberships.values()].map((m) => m.scan_code),
    ...state.seed.accounts.map((a) => a.scan_code ?? ''),
  ]
  const largest = Math.max(100000, ...known.map((code) => Number(/^M(\d+)$/.exec(code)?.[1] ?? 0)))
  return `M${largest + 1}`
}

/**
 * The venue date a renewal starts on: the day after the latest end of the memberships of the
 * programme the identity holds that are still valid now (or start later); null when none is.
 */
export function renewalStart(state: SandboxState, now: number, holder: string, programId: string): string | null {
  const ends = [...state.memberships.values()]
    .filter((m) => m.identity_id === holder && m.membership_program_id === programId && m.valid_to >= now)
    .map((m) => m.valid_to)
  if (ends.length === 0) return null
  return addDays(venueDate(Math.max(...ends), state.seed.seller.timezone), 1)
}

/** Issues the membership an order bought (nothing for an order without membership tickets). */
export function issueMemberships(state: SandboxState, now: number, cart: CartRecord, order: OrderRecord): void {
  const bought = cart.membership
  if (!bought) return
  const tickets = cart.tickets.filter(
    (t) => t.ticket_order_id === order.id && t.ticket_group_id === bought.ticket_group_id,
  )
  const first = tickets[0]
  if (!first) return
  // A gift checkout (gifts.ts): the giftee gets a gift code for the level, not the purchaser a membership.
  if (cart.checkout?.giftee_identity_id) {
    issueGiftCode(state, now, cart, order, bought.ticket_group_id)
    return
  }
  const role = state.seed.membership_roles.find((r) => r.id === bought.role_id)
  const programId = role?.membership_program_id ?? state.seed.membership_program.id
  const timeZone = state.seed.seller.timezone
  const holder = order.identity_id
  const renewing = renewalStart(state, now, holder, programId)
  // storefront §3 Ticket group start policy and duration_new (a new membership; a renewal runs a year on).
  const group = state.seed.events.flatMap((event) => event.ticket_groups).find((g) => g.id === bought.ticket_group_id)
  const term = renewing ? null : newMembershipTerm(group, venueDate(now, timeZone))
  const from = renewing ?? term?.from ?? venueDate(now, timeZone)
  const months = (term?.months ?? membershipMonths) + (bought.extended_months ?? 0)
  const covered = tickets.flatMap((t) => {
    const email = t.admit_email?.toLowerCase()
    if (!email) return []
    return [...state.identities.values()].filter((i) => i.email.toLowerCase() === email).map((i) => i.id)
  })
  const membership: MembershipRecord = {
    id: unguessableId('membership-'),
    identity_id: holder,
    identity_ids: [...new Set([holder, ...covered])],
    scan_code: nextMemberId(state),
    role_id: bought.role_id,
    membership_program_id: programId,
    ticket_group_id: bought.ticket_group_id,
    event_template_id: first.event_template_id,
    ticket_order_id: order.id,
    valid_from: venueInstant(from, '00:00', timeZone),
    valid_to: venueInstant(term?.to ? addDays(term.to, 1) : addMonths(from, months), '00:00', timeZone) - 1000,
    auto_renew_state: bought.auto_renew ? 'scheduled' : 'none',
    member_event_purchase_limit: role?.member_event_purchase_limit ? { ...role.member_event_purchase_limit } : null,
  }
  state.memberships.set(membership.id, membership)
  // A redeem (gifts.ts): the gift code that paid for the level is spent.
  if (bought.gift_code) spendGiftCode(state, bought.gift_code, order)
  // The membership's tickets admit for its validity (as the seeded ones, member-history.ts).
  for (const ticket of tickets) {
    ticket.valid_from = membership.valid_from
    ticket.valid_to = membership.valid_to
  }
}

/** DELETE ticket_order/{id}/auto_renew (openapi cancelAutoRenew). */
export function cancelAutoRenew(state: SandboxState, sessionId: string | undefined, now: number, orderId: string) {
  const account = requireAccount(state, sessionId, now)
  const order = state.orders.get(orderId)
  const memberships = [...state.memberships.values()].filter((m) => m.ticket_order_id === orderId)
  const mine =
    order !== undefined &&
    (order.identity_id === account.identity_id || memberships.some((m) => m.identity_ids.includes(account.identity_id)))
  if (!mine) throw notFound('ticket_order')
  const scheduled = memberships.filter((m) => m.auto_renew_state === 'scheduled')
  if (scheduled.length === 0) {
    const current = memberships[0]?.auto_renew_state ?? 'none'
    throw new ContractError(
      400,
      'validation_failed',
      current === 'cancelled'
        ? 'Auto-renew of this membership is already cancelled.'
        : 'This order has no membership enrolled in auto-renew.',
      'auto_renew',
      { ticket_order_id: orderId, auto_renew_state: current },
    )
  }
  for (const membership of scheduled) membership.auto_renew_state = 'cancelled'
}
