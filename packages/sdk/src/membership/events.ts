/**
 * The membership domain's events, listed in the shared event map (store/events.ts).
 */
export interface MembershipEvents {
  /** The visitor became a member or stopped being one (a login, a logout, a membership read). */
  'memberships:member': (payload: { isMember: boolean }) => void
}
