import { useLayoutEffect, useMemo } from 'react'
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location'
import { shallow, useAuth, useCart, useMemberships, useStore, useStorefront } from '@foyer/react-hooks'
import { isSafeRedirectPath, memberLoginFromQuery } from '@foyer/sdk/auth'
import {
  listedEventCount,
  matchRoute,
  routeGuardContext,
  runGuards,
  stripSellerBase,
  stripTrailingSlash,
  type GuardAction,
  type GuardSettings,
  type RouteMatch,
} from '@foyer/sdk/routing'
import { stripDeployBase, withDeployBase } from './base'
import type { FoyerConfig } from './config'
import { useConfig } from './ConfigContext'
import { useOpenLogin } from './screens/login/login'

/** The tenant's settings the sdk's navigation guards read (storefront §2 Navigation guards). */
export function guardSettings(config: FoyerConfig): GuardSettings {
  return {
    seller: config.seller,
    sellerPrefix: config.sellerPrefix,
    admissionEventId: config.admissionEventId,
    membershipEventId: config.membershipEventId,
    membershipPresell: config.membershipPresell,
    membershipUrl: config.membershipUrl,
    myAccount: config.myAccount.enabled,
    accountPages: config.myAccount.pages,
    homeDisabled: config.home.disabled,
    homeRedirectTo: config.home.redirectTo,
    expressCheckout: config.featureFlags.express_checkout === true,
    selfEdit: config.selfEdit.enabled,
    // storefront §2 /_stories is non-production only: a stories build keeps it (Screen.tsx).
    production: import.meta.env.PROD && import.meta.env.VITE_FOYER_STORIES !== 'true',
  }
}

export type RouteState =
  | { status: 'redirecting'; action: GuardAction }
  | { status: 'notFound' }
  | { status: 'ready'; match: RouteMatch }
  /** The page waits for the session (My Account sends a visitor by who they are). */
  | { status: 'waiting' }

/**
 * Where the visitor is, after the sdk's guards (storefront §2): `ready` with the matched route,
 * `notFound` for the 404 page, or `redirecting` while a guard's action is applied.
 *
 * Every guard redirect replaces the history entry instead of pushing one: the guards run on the
 * way into a page, and a pushed entry would send Back straight into the same redirect.
 */
export function useRouteState(): RouteState {
  const config = useConfig()
  // The sdk's guards see the path of the site: the deploy base (`/shop`, base.ts) taken off, and
  // put back on every path they send the visitor to.
  const browserPathname = usePathname()
  const pathname = stripDeployBase(browserPathname) ?? browserPathname
  const search = useSearch()
  const storefront = useStorefront()
  const [cartItemCount] = useCart((cart) => cart.items.length)
  const listed = useStore(storefront.catalog.listing, listedEventCount)
  const skipUpsells = useStore(storefront.upsells, (upsells) => upsells.skipUpsells)
  const [session, auth] = useAuth((state) => state.status)
  const loggedIn = session === 'logged_in'
  // A holder of a membership, even an expired one, has the Membership section (storefront §6).
  const [memberships] = useMemberships((state) => ({ status: state.status, member: state.memberships.length > 0 }), {
    isEqual: shallow,
  })
  const member = loggedIn && memberships.member
  // The session is known once my/user (and, for a member, my/membership) have answered.
  const sessionKnown =
    session === 'anonymous' || (loggedIn && (memberships.status === 'ready' || memberships.status === 'error'))
  const openLogin = useOpenLogin()
  const context = useMemo(
    () =>
      routeGuardContext(guardSettings(config), {
        cartItemCount,
        listedEventCount: listed,
        skipUpsells,
        loggedIn,
        member,
      }),
    [config, cartItemCount, listed, skipUpsells, loggedIn, member],
  )
  // My Account's guards send a visitor by who they are (storefront §2 /my): they wait for the session.
  const appPathname = stripSellerBase(stripTrailingSlash(pathname), config.seller)
  const waiting = !sessionKnown && appPathname !== null && (appPathname === '/my' || appPathname.startsWith('/my/'))
  const action = useMemo(
    () => (waiting ? null : runGuards({ pathname, search }, context)),
    [pathname, search, context, waiting],
  )

  useLayoutEffect(() => {
    if (!action) return
    if (action.type === 'external') return window.location.assign(action.url)
    if (action.type === 'notFound') return
    navigate(withDeployBase(action.to), { replace: true })
    // storefront §2 "The otp query parameter": read, removed from the URL, and the login goes on
    // with it (the stored login flow), or the code-unavailable step shows it.
    if (action.type === 'replace' && action.otp !== undefined) {
      const otp = action.otp
      openLogin()
      void auth.openMagicLink(otp).then((to) => {
        if (to && isSafeRedirectPath(to) && to !== window.location.pathname) navigate(to, { replace: true })
      })
    }
    // storefront §2 guards: "member_code, zip_code and login.* trigger a login attempt"; "the flags
    // login, requirelogin and auth_callback trigger login or the login modal".
    if (action.type === 'login') {
      if (action.mode === 'attempt') {
        void auth.submitMember(memberLoginFromQuery(action.values)).then(() => {
          if (storefront.auth.getSnapshot().status !== 'logged_in') openLogin()
        })
      } else if (action.mode === 'callback') {
        // storefront §2: the return from an external login; a failure shows in the login dialog.
        void auth.completeExternalLogin(action.values.token ?? '').then(() => {
          if (storefront.auth.getSnapshot().status !== 'logged_in') openLogin({ dialog: true })
        })
      } else {
        const returnTo = action.returnTo
        openLogin(
          action.mode === 'required' ? { onLoggedIn: () => navigate(withDeployBase(returnTo), { replace: true }) } : {},
        )
      }
    }
  }, [action, auth, openLogin, storefront])

  if (waiting) return { status: 'waiting' }
  if (!action) {
    const appPath = appPathname
    const match =
      appPath === null
        ? null
        : matchRoute(appPath, {
            production: import.meta.env.PROD && import.meta.env.VITE_FOYER_STORIES !== 'true',
          })
    return match ? { status: 'ready', match } : { status: 'notFound' }
  }
  return action.type === 'notFound' ? { status: 'notFound' } : { status: 'redirecting', action }
}
