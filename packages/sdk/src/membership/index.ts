/**
 * The membership domain (storefront §3 Membership, §4 Auto-renew, §6 member-only content; calls §7
 * GET my/membership, membership/{id}/qrcode; calls §9 QR margin): the member's memberships.
 */
export { createMemberships, type MembershipsOptions } from './memberships.store.js'
export { membershipForm } from './domain.js'
// The domain's part of the English catalogue (added to the storefront's messages when the domain is made).
export { membershipMessages } from '../i18n/messages/membership.en.js'
export {
  GIFT_CODE_LENGTH,
  REDEEM_LEVELS_SHOWN,
  giftCodeProblem,
  giftCodeStatus,
  lookupGiftCode,
  type RedeemableCode,
} from './redeem.js'
export {
  createGiftSlot,
  giftProblems,
  giftStorageKey,
  gifteeBody,
  type GiftProblems,
  type GiftRecipient,
  type GiftSlot,
  type PendingGift,
} from './gift.js'
export {
  createMembershipForm,
  type MembershipFormContext,
  type MembershipFormOptions,
  type MembershipFormState,
  type MembershipFormStore,
} from './form.store.js'
export {
  MEMBERSHIP_RULES_LIMIT,
  UNNAMED_MAX_WHEN_UNBOUNDED,
  asksAutoRenew,
  canSubmitMembership,
  changeLevel,
  initialLevelId,
  memberCount,
  membershipLevels,
  membershipProblems,
  membershipReserveBody,
  membershipSettings,
  membershipLevelPrice,
  namedMembers,
  optionalChoice,
  renewSelection,
  roleCount,
  showsStepper,
  type MembershipLevel,
  type MembershipProblems,
  type MembershipReserveBody,
  type MembershipRole,
  type MembershipSelection,
  type MembershipSettings,
} from './form.js'
export {
  MEMBERSHIP_DEFAULT_MONTHS,
  membershipDuration,
  membershipTerm,
  type MembershipStartPolicy,
  type MembershipTerm,
} from './term.js'
export {
  DEFAULT_RENEWAL_WINDOW_DAYS,
  MEMBERSHIP_QR_MARGIN,
  PHYSICAL_CARD_WEEKS,
  MY_MEMBERSHIP_EMBED,
  autoRenewStatus,
  canRenew,
  expectsPhysicalCard,
  renewalOpensAt,
  currentMembership,
  membershipRenewal,
  holdsMembership,
  isMembershipValid,
  isMembershipEvent,
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
