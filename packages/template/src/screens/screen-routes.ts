import type { RouteName } from '@foyer/sdk/routing'
import type { FoyerConfig } from '../config'

/**
 * The routes this template has a screen for (Screen.tsx). The others of the sdk's route table
 * (order self-service, memberships: later issues) show the 404 page until they are built, and no
 * link leads to them meanwhile (issue 18.5: no link may point to a 404).
 */
const SCREEN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'events',
  'event',
  'eventAction',
  'checkout',
  'manageConfirm',
  'manage',
  'manageReschedule',
  'checkoutComplete',
  'checkoutPending',
  'transferCart',
  'logout',
  'userForgotPassword',
  'userForgotMembership',
  'userResetPassword',
  'resend',
  'userSetEmailAddress',
  'authCallback',
  'manageCancelAutoRenew',
  'membershipRedeem',
  'my',
  'myMembership',
  'myProfile',
  'myUpcoming',
  'myUpcomingSession',
  'myOrders',
  'myOrder',
  // storefront §2 /_stories: non-production only (Screen.tsx).
  ...(import.meta.env.DEV || import.meta.env.VITE_FOYER_STORIES === 'true' ? (['stories'] as const) : []),
])

const ACCOUNT_PAGE_OF: Partial<Record<RouteName, keyof FoyerConfig['myAccount']['pages']>> = {
  myProfile: 'profile',
  myUpcoming: 'upcoming',
  myUpcomingSession: 'upcoming',
  myOrders: 'orders',
  myOrder: 'orders',
}

/**
 * Whether a link to the route leads somewhere for this tenant: it has a screen, and a My Account
 * page is registered and enabled (storefront §2 /my "not registered in some configuration"; §6
 * "Profile, upcoming and recent-orders appear only when enabled in the account-pages config").
 */
export function canLink(name: RouteName, config: Pick<FoyerConfig, 'myAccount'>): boolean {
  if (!hasScreen(name)) return false
  if (!name.startsWith('my')) return true
  const page = ACCOUNT_PAGE_OF[name]
  return config.myAccount.enabled && (page === undefined || config.myAccount.pages[page])
}

/** Whether the route has a screen here, so a link to it leads somewhere. */
export function hasScreen(name: string): boolean {
  return (SCREEN_ROUTES as ReadonlySet<string>).has(name)
}
