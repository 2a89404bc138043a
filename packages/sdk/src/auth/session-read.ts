/**
 * The read of the session (calls §7 GET my/user): the login store's, and the one `storefront.auth`
 * starts before the login code has loaded (lazy-member-domains.ts), so a member's session and the
 * code download side by side (issue 16).
 */
import type { Http } from '../http/client.js'

export function readSessionCall(http: Http) {
  return http.get('/my/user', { params: { query: {} } } as never)
}

/** A session read started before the login store was made: its first `start` takes this answer. */
export type EarlySessionRead = ReturnType<typeof readSessionCall>
