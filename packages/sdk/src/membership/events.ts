/**
 * The membership domain's events, added to `StorefrontEvents` by declaration merging (see cart/events.ts).
 */
declare module '../store/events.js' {
  interface StorefrontEvents {
    /** The visitor became a member or stopped being one (a login, a logout, a membership read). */
    'memberships:member': (payload: { isMember: boolean }) => void
  }
}

export {}
