/**
 * Memberships (storefront §3 Membership; calls §7 Account and membership): `GET my/membership`
 * with its embeds and `GET membership/{id}/qrcode`. The seeded members' memberships are placed by
 * member-history.ts.
 *
 * Decisions the spec leaves open:
 * - The role is the level (storefront §3 "role (level with rank)"): `role` rows are named as the
 *   level (Individual, Dual, Family, Patron) and ranked from the smallest up; the level's ticket
 *   group is `ticket_group_id`.
 * - The members are the membership's tickets: its order's booked or redeemed tickets in the
 *   level's group, each with its admit_name and ticket type (Member, Second cardholder, …), valid
 *   for the membership's validity. `identity_link` links every identity the membership covers.
 * - A member's memberships are those that cover them, expired ones too (the client shows the
 *   expired-membership message), latest validity first.
 * - The QR code encodes the membership's scan_code, what the door scans; it is the member's
 *   credential, so only a member it covers reads it (401 without a login, 404 to anyone else).
 */
import { requireAccount } from './accounts.js'
import { ticketEmbeds } from './cart-rows.js'
import { notFound } from './errors.js'
import { membershipRow, orderRow } from './order-rows.js'
import { orderTickets, qrSvg } from './orders.js'
import { embedsOf, limitOf } from './query.js'
import type { HeldTicket, MembershipRecord } from './records.js'
import type { SandboxState } from './state.js'

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

/** calls §9 "QR margin: … 2 memberships". */
export const membershipQrMargin = 2

const membershipEmbeds = [
  'role',
  'membership_program',
  'identity_link',
  'ticket',
  'ticket_order',
  'ticket_type',
  'ticket_group',
  'event_template',
] as const

/** calls §7: "ticket.ticket_type, ticket.event_template, ticket.ticket_group, role.membership_program". */
const membershipEmbedAliases = {
  'ticket.ticket_type': 'ticket_type',
  'ticket.event_template': 'event_template',
  'ticket.ticket_group': 'ticket_group',
  'role.membership_program': 'membership_program',
} as const

/** The memberships covering an identity, latest validity first. */
export function membershipsOf(state: SandboxState, identityId: string): MembershipRecord[] {
  return [...state.memberships.values()]
    .filter((m) => m.identity_ids.includes(identityId))
    .sort((a, b) => b.valid_to - a.valid_to)
}

/** A membership's members: its order's booked or redeemed tickets in the level's group. */
export function membershipTickets(state: SandboxState, membership: MembershipRecord): HeldTicket[] {
  const order = membership.ticket_order_id === null ? undefined : state.orders.get(membership.ticket_order_id)
  if (!order) return []
  return orderTickets(state, order).filter(
    (t) => t.ticket_group_id === membership.ticket_group_id && (t.state === 'booked' || t.state === 'redeemed'),
  )
}

/** `GET my/membership` (openapi listMyMemberships): the logged-in member's memberships; 401 without a login. */
export function listMyMemberships(
  state: SandboxState,
  sessionId: string | undefined,
  now: number,
  query: Record<string, string>,
): Record<string, Rows<unknown>> {
  const account = requireAccount(state, sessionId, now)
  const embeds = embedsOf(query, membershipEmbeds, 'GET my/membership', membershipEmbedAliases)
  const limit = limitOf(query)
  const all = membershipsOf(state, account.identity_id)
  const memberships = limit === undefined ? all : all.slice(0, limit)
  const tickets = memberships.flatMap((m) => membershipTickets(state, m))
  const body: Record<string, Rows<unknown>> = {
    membership: rows(memberships.map((m) => membershipRow(state, m))),
    ...ticketEmbeds(state, now, tickets, embeds),
  }
  if (embeds.has('role')) {
    const roleIds = new Set(memberships.map((m) => m.role_id))
    body.role = rows(
      state.seed.membership_roles
        .filter((r) => roleIds.has(r.id))
        .map((r) => ({ id: r.id, name: r.name, rank: r.rank, membership_program_id: r.membership_program_id })),
    )
  }
  if (embeds.has('membership_program')) {
    const program = state.seed.membership_program
    const used = memberships.some((m) => m.membership_program_id === program.id)
    body.membership_program = rows(used ? [{ id: program.id, name: program.name }] : [])
  }
  if (embeds.has('identity_link')) {
    body.identity_link = rows(
      memberships.flatMap((m) =>
        m.identity_ids.map((identityId) => ({
          id: `${m.id}--${identityId}`,
          identity_id: identityId,
          membership_id: m.id,
        })),
      ),
    )
  }
  if (embeds.has('ticket_order')) {
    const orderIds = [...new Set(memberships.flatMap((m) => (m.ticket_order_id === null ? [] : [m.ticket_order_id])))]
    body.ticket_order = rows(
      orderIds.flatMap((id) => {
        const order = state.orders.get(id)
        return order ? [orderRow(state, order)] : []
      }),
    )
  }
  return body
}

/** `GET membership/{id}/qrcode` (calls §7; calls §9 QR margin 2): the membership card's QR code. */
export function membershipQrSvg(
  state: SandboxState,
  sessionId: string | undefined,
  now: number,
  id: string,
  marginParam: string | undefined,
): string {
  const account = requireAccount(state, sessionId, now)
  const membership = state.memberships.get(id)
  if (!membership || !membership.identity_ids.includes(account.identity_id)) throw notFound('membership')
  return qrSvg(membership.scan_code, marginParam, membershipQrMargin)
}
