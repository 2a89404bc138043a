import { useLayoutEffect, useMemo } from 'react'
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location'
import { useCart, useStore, useStorefront } from '@foyer/react-hooks'
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
import type { FoyerConfig } from './config'
import { useConfig } from './ConfigContext'

/** The tenant's settings the sdk's navigation guards read (storefront §2 Navigation guards). */
export function guardSettings(config: FoyerConfig): GuardSettings {
  return {
    seller: config.seller,
    sellerPrefix: config.sellerPrefix,
    admissionEventId: config.admissionEventId,
    membershipEventId: config.membershipEventId,
    membershipPresell: config.membershipPresell,
    membershipUrl: config.membershipUrl,
    homeDisabled: config.home.disabled,
    homeRedirectTo: config.home.redirectTo,
    expressCheckout: config.featureFlags.express_checkout === true,
    production: import.meta.env.PROD,
  }
}

export type RouteState =
  { status: 'redirecting'; action: GuardAction } | { status: 'notFound' } | { status: 'ready'; match: RouteMatch }

/**
 * Where the visitor is, after the sdk's guards (storefront §2): `ready` with the matched route,
 * `notFound` for the 404 page, or `redirecting` while a guard's action is applied.
 *
 * Every guard redirect replaces the history entry instead of pushing one: the guards run on the
 * way into a page, and a pushed entry would send Back straight into the same redirect.
 */
export function useRouteState(): RouteState {
  const config = useConfig()
  const pathname = usePathname()
  const search = useSearch()
  const storefront = useStorefront()
  const [cartItemCount] = useCart((cart) => cart.items.length)
  const listed = useStore(storefront.catalog.listing, listedEventCount)
  const skipUpsells = useStore(storefront.upsells, (upsells) => upsells.skipUpsells)
  const context = useMemo(
    () => routeGuardContext(guardSettings(config), { cartItemCount, listedEventCount: listed, skipUpsells }),
    [config, cartItemCount, listed, skipUpsells],
  )
  const action = useMemo(() => runGuards({ pathname, search }, context), [pathname, search, context])

  useLayoutEffect(() => {
    if (!action) return
    if (action.type === 'external') window.location.assign(action.url)
    // Logging in is a later issue: for now a login flag or login query is only removed from the URL.
    else if (action.type !== 'notFound') navigate(action.to, { replace: true })
  }, [action])

  if (!action) {
    const appPath = stripSellerBase(stripTrailingSlash(pathname), config.seller)
    const match = appPath === null ? null : matchRoute(appPath, { production: import.meta.env.PROD })
    return match ? { status: 'ready', match } : { status: 'notFound' }
  }
  return action.type === 'notFound' ? { status: 'notFound' } : { status: 'redirecting', action }
}
