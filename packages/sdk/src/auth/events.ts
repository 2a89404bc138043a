/**
 * The auth domain's events, listed in the shared event map (store/events.ts).
 */
import type { AuthUser, SessionEndReason } from './types.js'

export interface AuthEvents {
  /** A member logged in (storefront §4 "Login success closes the login-or-guest dialog"). */
  'auth:logged_in': (payload: { user: AuthUser }) => void
  /**
   * The session ended and all state was cleared (storefront §4 "Logout clears all state";
   * Session loss: "… clears state and goes home"): the page goes home on `session_lost`.
   */
  'auth:session_ended': (payload: { reason: SessionEndReason }) => void
}
