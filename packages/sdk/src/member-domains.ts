/**
 * The login and the member's memberships, made together: the memberships follow the session. This
 * module is what `storefront.auth` and `storefront.memberships` load on first use
 * (lazy-member-domains.ts, issue 16); nothing else imports it.
 */
import { createAuth, type AuthOptions } from './auth/auth.store.js'
import type { EarlySessionRead } from './auth/session-read.js'
import type { AuthStore } from './auth/types.js'
import { createMemberships, type MembershipsOptions } from './membership/memberships.store.js'
import type { MembershipsStore } from './membership/types.js'

export type MemberDomainsOptions = AuthOptions & Omit<MembershipsOptions, 'auth'>

export interface MemberDomains {
  auth: AuthStore
  memberships: MembershipsStore
}

/** `earlyRead`: a session read started before this code loaded, which the login store's first start takes. */
export function createMemberDomains(
  options: MemberDomainsOptions,
  earlyRead: EarlySessionRead | null = null,
): MemberDomains {
  const auth = createAuth(options, earlyRead)
  return { auth, memberships: createMemberships({ ...options, auth }) }
}
