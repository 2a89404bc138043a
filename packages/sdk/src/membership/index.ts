/**
 * The membership domain (storefront §3 Membership, §4 Auto-renew, §6 member-only content; calls §7
 * GET my/membership, membership/{id}/qrcode; calls §9 QR margin): the member's memberships.
 */
export { createMemberships, type MembershipsOptions } from './memberships.store.js'
export {
  MEMBERSHIP_QR_MARGIN,
  MY_MEMBERSHIP_EMBED,
  autoRenewStatus,
  currentMembership,
  holdsMembership,
  isMembershipValid,
  membershipQrCodeUrl,
  readMemberships,
  viewerRoles,
} from './rules.js'
export type {
  AutoRenewState,
  AutoRenewStatus,
  Membership,
  MembershipMember,
  MembershipsState,
  MembershipsStore,
} from './types.js'
