import type { RouteName } from '@foyer/sdk/routing'

/**
 * The routes this template has a screen for (Screen.tsx). The others of the sdk's route table
 * (account, orders, memberships: later issues) show the 404 page until they are built, and no
 * link leads to them meanwhile (issue 18.5: no link may point to a 404).
 */
const SCREEN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'events',
  'event',
  'eventAction',
  'checkout',
  'manageConfirm',
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
])

/** Whether the route has a screen here, so a link to it leads somewhere. */
export function hasScreen(name: string): boolean {
  return (SCREEN_ROUTES as ReadonlySet<string>).has(name)
}
