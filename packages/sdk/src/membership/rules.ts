/**
 * The rules of a member's memberships (storefront §3 Membership, §4 Auto-renew, §6 Member-only
 * content; calls §7 GET my/membership, calls §9 QR margin). Pure functions.
 */
import type { TicketGroupView } from '../catalog/types.js'
import type { components } from '../generated/storefront.js'
import type { AutoRenewState, AutoRenewStatus, Membership, MembershipsState } from './types.js'

type MembershipResponse = components['schemas']['MembershipResponse']

/** `storefront.memberships` with nobody logged in: none read, not a member. */
export const NO_MEMBERSHIPS: MembershipsState = { status: 'idle', memberships: [], isMember: false, error: null }

/** The blank margin a membership card's QR code image is asked for with: 2 (orders use 4) (calls §9 QR margin). */
export const MEMBERSHIP_QR_MARGIN = 2

/**
 * How long a new membership card takes to arrive by post, in weeks (calls §9 Physical card: "3 to 5
 * weeks"): the values of 'Your membership card will arrive in {min} to {max} weeks.'
 * (`membership.physicalCard`), shown while `expectsPhysicalCard` holds.
 */
export const PHYSICAL_CARD_WEEKS = { min: 3, max: 5 } as const

/**
 * A member may renew only within a period before the membership ends; that period is the
 * tenant's, 60 days when it names none (storefront §6 "Renewal is allowed within a period before
 * expiry"; the 60 days are a decision of this SDK).
 */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 60

/**
 * What a read of the member's memberships asks for with each: the level and its programme, the
 * members, their tickets with type, event and group, and the order (calls §7 GET my/membership).
 */
export const MY_MEMBERSHIP_EMBED =
  'role,identity_link,ticket,ticket_order,ticket.ticket_type,ticket.event_template,ticket.ticket_group,role.membership_program'

const AUTO_RENEW_STATES: readonly AutoRenewState[] = ['scheduled', 'cancelled', 'none']

/** The memberships of a GET my/membership answer, with their level, programme and members. */
export function readMemberships(body: MembershipResponse): Membership[] {
  const roles = new Map((body.role?._data ?? []).map((role) => [role.id, role]))
  const programs = new Map((body.membership_program?._data ?? []).map((p) => [p.id, p.name]))
  const types = new Map((body.ticket_type?._data ?? []).map((t) => [t.id, t.name]))
  const tickets = body.ticket?._data ?? []
  return body.membership._data.map((row) => {
    const role = row.role_id ? roles.get(row.role_id) : undefined
    const members = tickets
      .filter((t) => (row.ticket_order_id ? t.ticket_order_id === row.ticket_order_id : false))
      .filter((t) => !row.ticket_group_id || t.ticket_group_id === row.ticket_group_id)
      .map((t) => ({ name: t.admit_name ?? '', type: (t.ticket_type_id && types.get(t.ticket_type_id)) || '' }))
      .filter((m) => m.name !== '')
    return {
      id: row.id,
      scanCode: row.scan_code ?? null,
      level: { id: row.role_id ?? '', name: role?.name ?? '', rank: role?.rank ?? null },
      programName: (row.membership_program_id && programs.get(row.membership_program_id)) || null,
      members,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      autoRenewState: AUTO_RENEW_STATES.includes(row.auto_renew_state) ? row.auto_renew_state : 'none',
      ticketOrderId: row.ticket_order_id ?? null,
      eventTemplateId: row.event_template_id ?? null,
      ticketGroupId: row.ticket_group_id ?? null,
      purchaseLimit: row.member_event_purchase_limit ?? null,
    }
  })
}

/** Whether a membership is valid at `now` (from valid_from to valid_to, both included). */
export function isMembershipValid(membership: Pick<Membership, 'validFrom' | 'validTo'>, now: number): boolean {
  return Date.parse(membership.validFrom) <= now && now <= Date.parse(membership.validTo)
}

/**
 * storefront §6: member-only content is for "members or holders of a membership": whoever holds
 * a membership valid now. An expired membership makes nobody a member ("Expired memberships show
 * an expired-membership message").
 */
export function holdsMembership(memberships: readonly Membership[], now: number): boolean {
  return memberships.some((m) => isMembershipValid(m, now))
}

/**
 * The membership to show first: the valid one of the highest rank (then the latest to end), else
 * the one that ended last (an expired membership still shows, with its message).
 */
export function currentMembership(memberships: readonly Membership[], now: number): Membership | null {
  const byEnd = [...memberships].sort((a, b) => Date.parse(b.validTo) - Date.parse(a.validTo))
  const valid = byEnd.filter((m) => isMembershipValid(m, now))
  if (valid.length > 0) return [...valid].sort((a, b) => (b.level.rank ?? 0) - (a.level.rank ?? 0))[0] ?? null
  return byEnd[0] ?? null
}

/**
 * The membership that renews `membership`: one bought for later (it ends after it, and starts once
 * it began), the latest to end; null when it is not renewed. A renewed membership is shown with its
 * renewal's end, and the renewal's auto-renew and renewal window (storefront §4 Auto-renew, §6
 * "renew (if renewal is allowed, else … a 'renew from' date)"): renewing once more waits for the
 * renewal's own window.
 */
export function membershipRenewal(memberships: readonly Membership[], membership: Membership): Membership | null {
  let renewal: Membership | null = null
  for (const m of memberships)
    if (
      Date.parse(m.validFrom) >= Date.parse(membership.validFrom) &&
      Date.parse(m.validTo) > Date.parse((renewal ?? membership).validTo)
    )
      renewal = m
  return renewal
}

/**
 * Whether the physical card note ('Your membership card will arrive in 3 to 5 weeks.', calls §9
 * Physical card: `PHYSICAL_CARD_WEEKS`) applies: a card is made for a membership that is valid or
 * starts later, so the note is for one that has not ended; an expired membership shows the
 * expired-membership message instead (storefront §6), with no card coming. Pass the latest
 * membership (its renewal, if any).
 */
export function expectsPhysicalCard(membership: Pick<Membership, 'validTo'>, now: number): boolean {
  return now <= Date.parse(membership.validTo)
}

/**
 * The auto-renew status to show for a membership's state: `scheduled` is 'Enrolled', `cancelled`
 * is 'Cancelled', anything else 'Not enrolled' (storefront §4 Auto-renew).
 */
export function autoRenewStatus(state: AutoRenewState): AutoRenewStatus {
  if (state === 'scheduled') return 'enrolled'
  if (state === 'cancelled') return 'cancelled'
  return 'not_enrolled'
}

/** The URL of a membership card's QR code image, for an `<img src>`, with the membership margin of 2 (calls §7 GET membership/{id}/qrcode; calls §9 QR margin). */
export function membershipQrCodeUrl(apiBase: string, seller: string, membershipId: string): string {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`
  const url = new URL(`membership/${encodeURIComponent(membershipId)}/qrcode`, base)
  url.searchParams.set('_seller', seller)
  url.searchParams.set('margin', String(MEMBERSHIP_QR_MARGIN))
  return url.href
}

/**
 * The viewer's roles for custom content blocks (storefront §2: "Custom content blocks can be
 * enabled per route name and per role. The role 'anonymous' means not logged in."). A logged-in
 * visitor is `logged_in`, and `member` too while holding a valid membership.
 */
export function viewerRoles(viewer: { loggedIn: boolean; isMember: boolean }): readonly string[] {
  if (!viewer.loggedIn) return ['anonymous']
  return viewer.isMember ? ['logged_in', 'member'] : ['logged_in']
}

const DAY_MS = 86_400_000

/** When renewal opens: the window's length before the membership ends (storefront §6). */
export function renewalOpensAt(
  membership: Pick<Membership, 'validTo'>,
  windowDays = DEFAULT_RENEWAL_WINDOW_DAYS,
): number {
  return Date.parse(membership.validTo) - windowDays * DAY_MS
}

/**
 * storefront §6: "Renewal is allowed within a period before expiry" (and after it: an expired
 * membership renews). Before the window the membership modal shows a 'renew from' date instead.
 */
export function canRenew(
  membership: Pick<Membership, 'validTo'>,
  now: number,
  windowDays = DEFAULT_RENEWAL_WINDOW_DAYS,
): boolean {
  return now >= renewalOpensAt(membership, windowDays)
}

/**
 * Whether an event sells memberships: every ticket group has the membership handler (storefront §3
 * Ticket group). Here, not with the form's rules: the event page asks it before the form loads.
 */
export function isMembershipEvent(event: { ticketGroups: readonly Pick<TicketGroupView, 'handler'>[] }): boolean {
  return event.ticketGroups.length > 0 && event.ticketGroups.every((group) => group.handler === 'membership')
}
