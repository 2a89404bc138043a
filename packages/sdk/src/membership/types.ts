/**
 * The membership domain's types (storefront §3 Membership, §4 Auto-renew; calls §7 GET my/membership).
 */
import type { FoyerError, Result } from '../errors/foyer-error.js'
import type { ReadableStore } from '../store/store.js'

/**
 * Whether a membership renews itself: `scheduled` (enrolled), `cancelled`, or `none` (not enrolled)
 * (storefront §3 Membership auto_renew_state).
 */
export type AutoRenewState = 'scheduled' | 'cancelled' | 'none'

/**
 * How a membership's auto-renew is shown to the member: 'Enrolled' when a renewal is scheduled,
 * 'Cancelled' when the member stopped it, else 'Not enrolled' (storefront §4 Auto-renew).
 */
export type AutoRenewStatus = 'enrolled' | 'cancelled' | 'not_enrolled'

/** A member the membership covers (its tickets: storefront §3 Member ticket). */
export interface MembershipMember {
  name: string
  /** The ticket type's name (e.g. 'Member', 'Second cardholder'). */
  type: string
}

/** One of the logged-in member's memberships, as My Account and the member menu show it. */
export interface Membership {
  id: string
  /** The member ID on the card (scan_code). */
  scanCode: string | null
  /** The level (role) and its rank (storefront §3 "role (level with rank)"). */
  level: { id: string; name: string; rank: number | null }
  programName: string | null
  members: MembershipMember[]
  /** ISO date-times, in the venue's zone as the server gives them. */
  validFrom: string
  validTo: string
  autoRenewState: AutoRenewState
  ticketOrderId: string | null
  eventTemplateId: string | null
  ticketGroupId: string | null
  /**
   * How many member tickets the membership allows, by ticket type name, with `'*'` a shared pool
   * any type draws from once its own allowance is used; null when it sets no cap (storefront §6
   * "Member benefits cap counts per ticket type by name, plus a wildcard pool.").
   */
  purchaseLimit: Readonly<Record<string, number>> | null
}

/**
 * The member's memberships (`storefront.memberships`):
 * - `idle`: nobody is logged in; `loading`; `ready`; `error` (`error` says why).
 */
export interface MembershipsState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  memberships: Membership[]
  /** Whether the logged-in visitor holds a membership valid now (storefront §6 member-only content). */
  isMember: boolean
  error: FoyerError | null
}

export interface MembershipsStore extends ReadableStore<MembershipsState> {
  /** Reads the memberships again from the server, bypassing any cache (GET my/membership; calls §7). */
  refresh(): Promise<void>
  /**
   * Cancels auto-renew of the membership an order bought (DELETE ticket_order/{id}/auto_renew;
   * storefront §4 Auto-renew: "After the delete call, scheduled becomes cancelled"), then reads
   * the memberships again.
   */
  cancelAutoRenew(ticketOrderId: string): Promise<Result<null>>
  /** The URL of the membership card's QR code image, for an `<img src>` (calls §7 GET membership/{id}/qrcode; calls §9 QR margin 2). */
  qrCodeUrl(membershipId: string): string
  /** Stops following the session. */
  dispose(): void
}
