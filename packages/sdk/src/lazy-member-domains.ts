/**
 * `storefront.auth` and `storefront.memberships`, made on first use (issue 16: "Domains are created
 * on first use"). Both are there from the start with their first state (the session not read, no
 * memberships), so a page draws and subscribes at once; their code — the login store, account
 * recovery, the memberships store — loads with the first call that needs it: a login step,
 * `memberships.refresh()`, or `auth.start()` when there is a session to read. A visitor without the
 * session cookie is anonymous at once (as the login store's `start` would say, without a call), so
 * a guest's pages never wait for, or download, the login code. Once loaded, each stand-in shows the
 * real store's snapshots and forwards every call to it.
 *
 * A load that fails twice (calls §8 Other: one retry with cache bust, 120 s timeout) is told as the
 * catalogue's generic error where the call reports (the login form's error, a result's error, the
 * memberships' error); the next call tries again.
 */
import { firstAuthState, firstLoginState, sessionMayBeOpen, singleSignOnUrl } from './auth/rules.js'
import { readSessionCall, type EarlySessionRead } from './auth/session-read.js'
import type { AuthState, AuthStore } from './auth/types.js'
import { FoyerError, type Result } from './errors/foyer-error.js'
import type { MemberDomains, MemberDomainsOptions } from './member-domains.js'
import { NO_MEMBERSHIPS, membershipQrCodeUrl } from './membership/rules.js'
import type { MembershipsState, MembershipsStore } from './membership/types.js'
import { follow, loadOnce } from './lazy-domain.js'
import { createStore } from './store/store.js'

/** What `lazyMemberDomains` answers: the two stand-ins and their disposal. */
export interface LazyMemberDomains extends MemberDomains {
  dispose(): void
}

export function lazyMemberDomains(options: MemberDomainsOptions): LazyMemberDomains {
  const authState = createStore<AuthState>(firstAuthState(options.mode))
  const membershipsState = createStore<MembershipsState>(NO_MEMBERSHIPS)
  let made: MemberDomains | null = null
  let disposed = false

  /** Whether `auth.start()` was called: the real store, once made, starts too (`realStart`). */
  let started = false
  let realStart: Promise<void> | null = null
  /** The session read `auth.start()` sent before the code was in: the login store's first start takes it. */
  let earlyRead: EarlySessionRead | null = null

  /** The real domains, made once; a failed load is answered as an error and tried again next time. */
  const load = loadOnce(
    () => import('./member-domains.js'),
    options.clock,
    ({ createMemberDomains }) => {
      const domains = createMemberDomains(options, earlyRead)
      earlyRead = null
      made = domains
      follow(authState, domains.auth)
      follow(membershipsState, domains.memberships)
      if (disposed) dispose()
      // Its session is the stand-in's: read (or found closed) before any other call goes to it.
      else if (started) realStart = domains.auth.start()
      return domains
    },
  )

  /** A call of `auth`: its failure to load is the login form's error, and the call answers `failed`. */
  const authCall =
    <Args extends unknown[], T>(failed: T, call: (auth: AuthStore, ...args: Args) => Promise<T>) =>
    async (...args: Args): Promise<T> => {
      const domains = await load()
      if (!(domains instanceof FoyerError)) return call(domains.auth, ...args)
      authFailed(domains)
      return failed
    }
  /** A call that answers a result: its failure to load is the result's error. */
  const resultCall =
    <Args extends unknown[], T>(call: (domains: MemberDomains, ...args: Args) => Promise<Result<T>>) =>
    async (...args: Args): Promise<Result<T>> => {
      const domains = await load()
      return domains instanceof FoyerError ? { error: domains } : call(domains, ...args)
    }

  function authFailed(error: FoyerError) {
    authState.setState((draft) => {
      // Like a session that could not be read (auth.start): nobody is logged in here.
      if (draft.status === 'unknown' || draft.status === 'checking') draft.status = 'anonymous'
      draft.login.submitting = false
      draft.login.error = error
    })
  }

  function dispose() {
    disposed = true
    made?.memberships.dispose()
    made?.auth.dispose()
  }

  const auth: AuthStore = {
    getSnapshot: authState.getSnapshot,
    subscribe: authState.subscribe,
    async start() {
      if (made) return made.auth.start()
      started = true
      // Synchronously, as the login store does: a checkout started now waits for a session read.
      const open = sessionMayBeOpen(options.readCookies())
      authState.setState((draft) => void (draft.status = open ? 'checking' : 'anonymous'))
      if (!open) return
      // The session is read now, beside the login code, not once it is in: on a phone that code is
      // a round trip of its own before a member's first page knows them (issue 16).
      earlyRead ??= readSessionCall(options.http)
      const domains = await load()
      if (domains instanceof FoyerError) {
        // The next start reads the session again: this answer may be old by then.
        earlyRead = null
        return authFailed(domains)
      }
      // The real store reads the session as it is made (load).
      await realStart
    },
    submitEmail: authCall(undefined, (real, email: string) => real.submitEmail(email)),
    submitPassword: authCall(undefined, (real, password: string) => real.submitPassword(password)),
    requestCode: authCall(undefined, (real) => real.requestCode()),
    submitCode: authCall(undefined, (real, code: string) => real.submitCode(code)),
    submitMember: authCall(undefined, (real, fields: Parameters<AuthStore['submitMember']>[0]) =>
      real.submitMember(fields),
    ),
    // Before the code loads the form is at its first step: going back clears a failed load's error.
    back: () =>
      made
        ? made.auth.back()
        : authState.setState((draft) => void (draft.login = firstLoginState(options.mode, draft.login.email))),
    openMagicLink: authCall(null, (real, code: string) => real.openMagicLink(code)),
    setEmail: resultCall(({ auth: real }, email: string, confirm: string) => real.setEmail(email, confirm)),
    singleSignOnUrl: (returnPath) =>
      singleSignOnUrl(options.apiBase, options.seller, returnPath, options.cart.getSnapshot().cartId),
    startExternalLogin: authCall(undefined, (real, returnPath: string) => real.startExternalLogin(returnPath)),
    finishExternalLogin: authCall(null, (real, url: string) => real.finishExternalLogin(url)),
    completeExternalLogin: authCall(undefined, (real, token: string) => real.completeExternalLogin(token)),
    logout: authCall(undefined, (real) => real.logout()),
    requestPasswordReset: resultCall(({ auth: real }, email: string) => real.requestPasswordReset(email)),
    forgotMembership: resultCall(({ auth: real }, email: string) => real.forgotMembership(email)),
    resendTickets: resultCall(({ auth: real }, email: string, resend?: { member?: boolean }) =>
      real.resendTickets(email, resend),
    ),
    checkResetLink: resultCall(({ auth: real }, token: string) => real.checkResetLink(token)),
    resetPassword: resultCall(({ auth: real }, token: string, password: string, confirm: string) =>
      real.resetPassword(token, password, confirm),
    ),
    dispose,
  }

  const memberships: MembershipsStore = {
    getSnapshot: membershipsState.getSnapshot,
    subscribe: membershipsState.subscribe,
    async refresh() {
      const domains = await load()
      if (!(domains instanceof FoyerError)) return domains.memberships.refresh()
      membershipsState.setState((draft) => {
        draft.status = 'error'
        draft.error = domains
      })
    },
    cancelAutoRenew: resultCall(({ memberships: real }, ticketOrderId: string) => real.cancelAutoRenew(ticketOrderId)),
    qrCodeUrl: (membershipId) => membershipQrCodeUrl(options.apiBase, options.seller, membershipId),
    dispose,
  }

  return { auth, memberships, dispose }
}
