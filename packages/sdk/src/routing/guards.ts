/**
 * Navigation guards of storefront §2 (and calls §2, storefront §6 Page access) as pure functions.
 *
 * Each guard takes the location the user is going to (full pathname with the seller base, and the
 * search string) and what the app knows (`GuardContext`), and returns what the router should do,
 * or null to let the navigation through. Paths in actions are full paths, seller base included,
 * ready for `history.replaceState` / a router's `navigate`. `runGuards` runs them in order and
 * returns the first action; the router applies it and runs the guards again on the new location.
 *
 * Run the guards once the session is known (logged in or not, member or not): before that,
 * `loggedIn` and `member` read as false.
 */
import type { MessageKey } from '../i18n/types'
import {
  searchParams,
  searchString,
  splitPath,
  stripSellerBase,
  stripTrailingSlash,
  withSellerBase,
  type RouteLocation,
} from './location'
import { buildPath, matchRoute, type RouteMatch, type RouteName } from './routes'

/** What a guard asks the router to do. */
export type GuardAction =
  /** Go to another page (a new history entry). */
  | { type: 'redirect'; to: string }
  /** Rewrite the current URL without a new history entry; `otp` carries a one-time passcode read from it. */
  | { type: 'replace'; to: string; otp?: string }
  /** Leave the storefront (external membership URL, a configured seller-prefix target). */
  | { type: 'external'; url: string }
  /**
   * Log in. `attempt`: log in with `values` (member_code, zip_code, login.*); `modal`: open the
   * login modal over the page; `required`: the page needs a login first; `callback`: finish an
   * external login. First replace the URL with `to` (the query that asked for it removed), then
   * come back to `returnTo`.
   */
  | { type: 'login'; mode: GuardLoginMode; values: Record<string, string>; to: string; returnTo: string }
  /** Show the 404 page here (storefront §2 catch-all). */
  | { type: 'notFound' }

export type GuardLoginMode = 'attempt' | 'modal' | 'required' | 'callback'

/** What the app knows when it navigates. Everything is optional; the defaults are in each field. */
export interface GuardContext {
  /** The seller slug, the base of every route (storefront §2). @default no base */
  seller?: string | null
  /**
   * storefront §2 guards: "Redirects to configured targets happen when a seller prefix is
   * required". A path outside the seller base goes to `redirectTo` when required and configured,
   * otherwise to the same path under the base.
   */
  sellerPrefix?: { required: boolean; redirectTo?: string | null }
  /** @default false */
  loggedIn?: boolean
  /** The user holds a membership. @default false */
  member?: boolean
  /** Home redirects to this event unless membership presell is on (storefront §2 /). */
  admissionEventId?: string | null
  /** The event that sells memberships: /membership leads to its page (storefront §2 /membership). */
  membershipEventId?: string | null
  /** @default false */
  membershipPresell?: boolean
  /** A membership page outside the storefront: when set, /membership goes there instead (storefront §2 /membership). */
  membershipUrl?: string | null
  /** The home route is disabled: / goes to `homeRedirectTo` (storefront §2 guards). @default false */
  homeDisabled?: boolean
  /** An app path. @default '/events' */
  homeRedirectTo?: string
  /** With express checkout a cart goes straight to checkout, skipping the upsell listing (storefront §2 /events). @default false */
  expressCheckout?: boolean
  /**
   * storefront §4 Membership form: "Gift or skip-upsell options set a flag that skips upsells
   * afterward" (the upsell chain's `skipUpsells`): the upsell listing is skipped like with express
   * checkout. @default false
   */
  skipUpsells?: boolean
  /** Items in the cart. @default 0 */
  cartItemCount?: number
  /** Events of the upsell listing, once loaded (storefront §2: "If it then has no events, the user goes to /checkout"). */
  listedEventCount?: number | null
  /** Self-edit of orders is enabled (storefront §2 /manage). @default false */
  selfEdit?: boolean
  /** My Account is registered (storefront §2: "not registered in some configuration"). @default true */
  myAccount?: boolean
  /** storefront §6 Page access: account pages enabled by config. @default all enabled */
  accountPages?: { profile?: boolean; upcoming?: boolean; orders?: boolean }
  /** Production build: /_stories does not exist. @default false */
  production?: boolean
}

export type Guard = (location: RouteLocation, context: GuardContext) => GuardAction | null

interface AppLocation {
  /** App path, seller base removed, trailing slashes stripped. */
  path: string
  query: URLSearchParams
  match: RouteMatch | null
  /** The full path of an app path (seller base added). */
  full: (appPath: string) => string
}

function app(location: RouteLocation, context: GuardContext): AppLocation | null {
  const path = stripSellerBase(stripTrailingSlash(location.pathname), context.seller)
  if (path === null) return null
  return {
    path,
    query: searchParams(location.search),
    match: matchRoute(path, { production: context.production ?? false }),
    full: (appPath) => withSellerBase(appPath, context.seller),
  }
}

function routeIs(location: AppLocation, ...names: RouteName[]): boolean {
  return location.match !== null && (names as string[]).includes(location.match.route.name)
}

/** The current URL with some query keys removed. */
function without(location: RouteLocation, remove: (key: string) => boolean): string {
  const params = searchParams(location.search)
  for (const key of [...params.keys()]) if (remove(key)) params.delete(key)
  return `${location.pathname}${searchString(params)}`
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(target)
}

/** Strips a trailing slash from the path, keeping the query: `/demo/events/` → `/demo/events` (storefront §2 "trailing slashes are stripped"). */
export const trailingSlashGuard: Guard = (location) => {
  const stripped = stripTrailingSlash(location.pathname)
  if (stripped === location.pathname) return null
  return { type: 'replace', to: `${stripped}${searchString(searchParams(location.search))}` }
}

/**
 * storefront §2: "The base is the seller slug"; "Redirects to configured targets happen when a
 * seller prefix is required". A path outside the base goes to the configured target when the
 * prefix is required and a target is set (an absolute URL leaves the storefront); otherwise to
 * the same path under the base, so every page has the seller in its URL.
 */
export const sellerPrefixGuard: Guard = (location, context) => {
  if (!context.seller) return null
  if (stripSellerBase(stripTrailingSlash(location.pathname), context.seller) !== null) return null
  const target = context.sellerPrefix?.required ? context.sellerPrefix.redirectTo : null
  if (target) return isExternal(target) ? { type: 'external', url: target } : { type: 'redirect', to: target }
  const [pathname] = splitPath(location.pathname)
  return {
    type: 'redirect',
    to: `${withSellerBase(stripTrailingSlash(pathname), context.seller)}${searchString(searchParams(location.search))}`,
  }
}

/**
 * storefront §2: "The otp query parameter. It is read from the route and then removed from the
 * URL." Returns the passcode and the URL without it, or null when there is none.
 *
 * @example readOtp({ pathname: '/demo', search: '?otp=123456&x=1' }) // { otp: '123456', to: '/demo?x=1' }
 */
export function readOtp(location: RouteLocation): { otp: string; to: string } | null {
  const otp = searchParams(location.search).get('otp')
  if (otp === null) return null
  return { otp, to: without(location, (key) => key === 'otp') }
}

/** The otp guard: replace the URL with one without `otp`, handing the passcode over. */
export const otpGuard: Guard = (location) => {
  const read = readOtp(location)
  return read ? { type: 'replace', to: read.to, otp: read.otp } : null
}

const LOGIN_VALUE_KEYS = new Set(['member_code', 'zip_code'])
const isLoginValueKey = (key: string) => LOGIN_VALUE_KEYS.has(key) || key.startsWith('login.')

/**
 * storefront §2 guards: "The query parameters member_code, zip_code and login.* trigger a login
 * attempt." The values are member_code, zip_code and each `login.<field>` as `<field>`.
 * Decision (the spec is silent): the values are credentials, so they are removed from the URL
 * (`to`) like the otp; a user already logged in is not logged in again, the URL is only cleaned.
 */
export const loginQueryGuard: Guard = (location, context) => {
  const params = searchParams(location.search)
  const values: Record<string, string> = {}
  for (const [key, value] of params) {
    if (isLoginValueKey(key)) values[key.startsWith('login.') ? key.slice('login.'.length) : key] = value
  }
  if (Object.keys(values).length === 0) return null
  const to = without(location, isLoginValueKey)
  if (context.loggedIn) return { type: 'replace', to }
  return { type: 'login', mode: 'attempt', values, to, returnTo: to }
}

const LOGIN_FLAGS: Record<string, GuardLoginMode> = {
  login: 'modal',
  requirelogin: 'required',
  auth_callback: 'callback',
}

/**
 * storefront §2 guards: "The flags login, requirelogin and auth_callback trigger login or the
 * login modal." Decision: they are query flags. `login` opens the login modal over the page,
 * `requirelogin` asks for a login before the page, `auth_callback` finishes an external login.
 * The flag is removed from the URL; a logged-in user only gets the cleaner URL, except for
 * `auth_callback`, which always completes.
 */
export const loginFlagGuard: Guard = (location, context) => {
  const params = searchParams(location.search)
  const flag = Object.keys(LOGIN_FLAGS).find((key) => params.has(key))
  if (!flag) return null
  const mode = LOGIN_FLAGS[flag] as GuardLoginMode
  // An external login comes back with its one-time `token`: handed over, and out of the URL.
  const callback = mode === 'callback'
  const to = without(location, (key) => key in LOGIN_FLAGS || (callback && key === 'token'))
  if (context.loggedIn && !callback) return { type: 'replace', to }
  const token = callback ? params.get('token') : null
  const values: Record<string, string> = token ? { token } : {}
  return { type: 'login', mode, values, to, returnTo: to }
}

/**
 * storefront §2 /: "Redirects to /events/{admission event id} unless membership presell is on …
 * A logged-in user goes straight to events." and "Redirects to configured targets happen when …
 * the home route is disabled."
 * Order: a disabled home goes to its target; without presell, to the admission event (to the
 * listing when no admission event is configured: decision); with presell, a logged-in user goes
 * to /events and a visitor sees the home blocks.
 */
export const homeGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !routeIs(at, 'home')) return null
  if (context.homeDisabled) return { type: 'redirect', to: at.full(context.homeRedirectTo ?? '/events') }
  if (!context.membershipPresell) {
    const to = context.admissionEventId ? buildPath('event', { id: context.admissionEventId }) : buildPath('events')
    return { type: 'redirect', to: at.full(to) }
  }
  if (context.loggedIn) return { type: 'redirect', to: at.full(buildPath('events')) }
  return null
}

/**
 * storefront §2 /events: "If express checkout was flagged and the cart has items, the user goes
 * to /checkout" (the flag skips upsells; so does the skip-upsell flag of storefront §4), and an
 * upsell listing (the cart has items) with no events goes to /checkout.
 */
export const eventsGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !routeIs(at, 'events')) return null
  const cartHasItems = (context.cartItemCount ?? 0) > 0
  if (!cartHasItems) return null
  if (context.expressCheckout || context.skipUpsells || context.listedEventCount === 0) {
    return { type: 'redirect', to: at.full(buildPath('checkout', {})) }
  }
  return null
}

/** The order confirmation page needs the orders to show: without an `orderIds` query it is the not-found page (storefront §2 /checkout/complete). */
export const checkoutCompleteGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !routeIs(at, 'checkoutComplete')) return null
  const orderIds = (at.query.get('orderIds') ?? '').split(',').filter((id) => id.trim() !== '')
  return orderIds.length === 0 ? { type: 'notFound' } : null
}

/**
 * storefront §2 /membership/{action?} and /membership/renew: "Redirects to an external membership
 * URL if configured, else to /events/{membership event id}/{action}". Without an action it goes
 * to /events/{membership event id}. The external URL is used as configured. With neither
 * configured there is no membership to sell: not found (decision).
 */
export const membershipGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !routeIs(at, 'membership', 'membershipRenew')) return null
  if (context.membershipUrl) return { type: 'external', url: context.membershipUrl }
  if (!context.membershipEventId) return { type: 'notFound' }
  const action = at.match?.route.name === 'membershipRenew' ? 'renew' : at.match?.params.action
  const to = action
    ? buildPath('eventAction', { id: context.membershipEventId, action })
    : buildPath('event', { id: context.membershipEventId })
  return { type: 'redirect', to: at.full(to) }
}

/** Redeeming a gift needs the membership event: without one configured, /membership/redeem goes to /membership (storefront §2 /membership/redeem). */
export const membershipRedeemGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !routeIs(at, 'membershipRedeem')) return null
  return context.membershipEventId ? null : { type: 'redirect', to: at.full(buildPath('membership', {})) }
}

const ACCOUNT_PAGES = [
  ['myProfile', 'profile'],
  ['myUpcoming', 'upcoming'],
  ['myOrders', 'orders'],
] as const

/**
 * storefront §2 /my: "Goes to /my/membership for members, else /my/profile", and storefront §6
 * Page access: "The Membership section appears only for members. Profile, upcoming and
 * recent-orders appear only when enabled in the account-pages config."
 * Decisions: /my goes to the first page the user may see (membership, profile, upcoming, orders);
 * a page the user may not see goes back to /my; with none, or with My Account not registered,
 * not found. Not logged in, /my/profile shows the login form (storefront §6).
 */
export const myGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !at.match) return null
  const name = at.match.route.name
  const inMy = name === 'my' || ('parent' in at.match.route && at.match.route.parent === 'my')
  if (!inMy) return null
  if (context.myAccount === false) return { type: 'notFound' }
  const pages = context.accountPages ?? {}
  const visible = (route: string): boolean => {
    if (route === 'myMembership') return context.member === true
    const page = ACCOUNT_PAGES.find(
      ([r]) =>
        route === r ||
        (route === 'myOrder' && r === 'myOrders') ||
        (route === 'myUpcomingSession' && r === 'myUpcoming'),
    )
    return page ? pages[page[1]] !== false : true
  }
  if (name === 'my') {
    const first = (['myMembership', 'myProfile', 'myUpcoming', 'myOrders'] as const).find(visible)
    return first ? { type: 'redirect', to: at.full(buildPath(first)) } : { type: 'notFound' }
  }
  return visible(name) ? null : { type: 'redirect', to: at.full(buildPath('my')) }
}

/**
 * storefront §2 /manage: "Reschedule exists only with self-edit." Paying for order changes
 * (/manage/{orderId}/confirm) belongs to edit order, so it too needs self-edit (decision). Without
 * it those routes do not exist: not found.
 */
export const manageGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !routeIs(at, 'manageReschedule', 'manageConfirm')) return null
  return context.selfEdit ? null : { type: 'notFound' }
}

/**
 * storefront §2 /manage/{id}: "With self-edit enabled it is the edit-order page, otherwise the
 * cancel-free-order page."
 */
export function managePage(context: Pick<GuardContext, 'selfEdit'>): 'editOrder' | 'cancelFreeOrder' {
  return context.selfEdit ? 'editOrder' : 'cancelFreeOrder'
}

/**
 * storefront §6: "Edit order and reschedule are blocked for logged-in users ('Please log-out to
 * edit your tickets')." The message key to show instead of the page, or null.
 */
export function manageBlockedMessage(
  page: 'editOrder' | 'cancelFreeOrder' | 'reschedule',
  context: Pick<GuardContext, 'loggedIn'>,
): MessageKey | null {
  return context.loggedIn && page !== 'cancelFreeOrder' ? 'orders.logOutToEdit' : null
}

/** storefront §6 Page access: "Forgot-password, forgot-membership and reset-password pages redirect logged-in users to /." */
export const accountRecoveryGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at || !context.loggedIn) return null
  if (!routeIs(at, 'userForgotPassword', 'userForgotMembership', 'userResetPassword')) return null
  return { type: 'redirect', to: at.full(buildPath('home')) }
}

/** A path that no route matches shows the not-found page, as does /_stories in a production build (storefront §2 catch-all). */
export const notFoundGuard: Guard = (location, context) => {
  const at = app(location, context)
  if (!at) return null
  return at.match ? null : { type: 'notFound' }
}

/** The guards in the order `runGuards` runs them: URL shape first, then login, then pages. */
export const guards: readonly Guard[] = [
  trailingSlashGuard,
  sellerPrefixGuard,
  otpGuard,
  loginQueryGuard,
  loginFlagGuard,
  notFoundGuard,
  homeGuard,
  eventsGuard,
  checkoutCompleteGuard,
  membershipGuard,
  membershipRedeemGuard,
  myGuard,
  manageGuard,
  accountRecoveryGuard,
]

/**
 * The first action of `guards` for a location, or null to show the page.
 *
 * @example
 * runGuards({ pathname: '/demo/', search: '' }, { seller: 'demo' }) // { type: 'replace', to: '/demo' }
 * runGuards({ pathname: '/demo', search: '' }, { seller: 'demo', admissionEventId: '1' }) // { type: 'redirect', to: '/demo/events/1' }
 */
export function runGuards(location: RouteLocation, context: GuardContext): GuardAction | null {
  for (const guard of guards) {
    const action = guard(location, context)
    if (action) return action
  }
  return null
}
