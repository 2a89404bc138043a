/**
 * The route table of storefront §2 (and calls §2) as data, so any router can use it.
 *
 * Patterns use `:name` for a segment and `:name?` for an optional last segment, the syntax of
 * wouter, path-to-regexp and most routers. Paths here are app paths: the seller slug base
 * (storefront §2 "The base is the seller slug") is added by `withSellerBase`.
 */

/** One page of the storefront: its name, path pattern and the query keys it reads (storefront §2 routes). */
export interface RouteDefinition {
  /** The route's name in the spec's words (`checkoutComplete`, `manageReschedule` …). */
  readonly name: string
  /** `/events/:id/:action`; `:name?` marks an optional last segment. */
  readonly pattern: string
  /** Allowed values of a parameter, where the spec lists them (the action is gift or renew). */
  readonly paramValues?: Readonly<Record<string, readonly string[]>>
  /** The query keys the page reads, e.g. `orderIds` for the order confirmation (storefront §2 routes). */
  readonly query: readonly string[]
  /** The parent route of a child (My Account children). */
  readonly parent?: string
  /** Only registered outside production (`/_stories`). */
  readonly nonProduction?: boolean
}

/** The query keys that filter the /events listing: category, date, time and a time window; besides them any `meta.*` key filters by that event metadata (storefront §2 /events). */
export const EVENT_FILTER_QUERY = ['category', 'date', 'time', 'time.start', 'time.end'] as const

/**
 * The query keys of the event and reserve pages: ticket groups to show (`tg`), a ticket type to
 * preselect (`select`), a price, and the session, date, reserve mode and quantities to preselect
 * (storefront §2 Reserve page query parameters; see `ReserveQuery`).
 */
export const RESERVE_QUERY = ['tg', 'select', 'price', 'session', 'date', 'reserve', 'quantity'] as const

/**
 * Where an external login returns to. storefront §2 names the route ("external login callback
 * path") but not its path; we use `/auth/callback`.
 */
export const AUTH_CALLBACK_PATH = '/auth/callback'

/**
 * The routes, most specific first: `matchRoute` returns the first match, so a static segment
 * (`/checkout/complete`) wins over a parameter (`/checkout/:cartId?`). What each is for, with its
 * spec section, is the comment above it: a comment, not a field, so no route's first load carries
 * it (issue 16).
 */
export const routes = [
  /**
   * storefront §2 /: home with three blocks (log in, join membership, continue as guest) and a
   * resend link; see homeGuard.
   */
  {
    name: 'home',
    pattern: '/',
    query: [],
  },
  /**
   * storefront §2 /events: event listing with filters; an upsell listing when the cart has items.
   */
  {
    name: 'events',
    pattern: '/events',
    query: EVENT_FILTER_QUERY,
  },
  /** storefront §2: event page; the action is gift or renew for membership events. */
  {
    name: 'eventAction',
    pattern: '/events/:id/:action',
    paramValues: { action: ['gift', 'renew'] },
    query: RESERVE_QUERY,
  },
  /**
   * storefront §2: event page. Query tg (ticket group ids), select (preselected ticket type),
   * price (flexible amount), and the reserve query session, date, reserve, quantity.
   */
  {
    name: 'event',
    pattern: '/events/:id',
    query: RESERVE_QUERY,
  },
  /**
   * storefront §2 /transfer-cart: loads a cart into the session, then the next path from the query
   * or /checkout. The spec does not name the query key; we use next.
   */
  {
    name: 'transferCart',
    pattern: '/transfer-cart/:cartId',
    query: ['next'],
  },
  /**
   * storefront §2 /checkout/complete?orderIds=: order confirmation; without orderIds it goes to
   * not found.
   */
  {
    name: 'checkoutComplete',
    pattern: '/checkout/complete',
    query: ['orderIds'],
  },
  /**
   * storefront §2 /checkout/pending/{cartId}: pending order with the cart reference number; if
   * orders exist it goes to complete.
   */
  {
    name: 'checkoutPending',
    pattern: '/checkout/pending/:cartId',
    query: [],
  },
  /** storefront §2 /checkout/{cartId?}: checkout. Query cartId and purchaser. */
  {
    name: 'checkout',
    pattern: '/checkout/:cartId?',
    query: ['cartId', 'purchaser'],
  },
  /**
   * storefront §2 /membership/renew: membership renewal (the membership redirect with action
   * renew).
   */
  {
    name: 'membershipRenew',
    pattern: '/membership/renew',
    query: [],
  },
  /**
   * storefront §2 /membership/redeem: redeem a gift of membership; accepts gift_code; without a
   * membership event it goes to /membership.
   */
  {
    name: 'membershipRedeem',
    pattern: '/membership/redeem',
    query: ['gift_code'],
  },
  /**
   * storefront §2 /membership/{action?}: external membership URL if configured, else
   * /events/{membership event id}/{action}.
   */
  {
    name: 'membership',
    pattern: '/membership/:action?',
    paramValues: { action: ['gift', 'renew'] },
    query: [],
  },
  /** storefront §2 /my child: membership (members only, storefront §6 Page access). */
  {
    name: 'myMembership',
    pattern: '/my/membership',
    parent: 'my',
    query: [],
  },
  /** storefront §2 /my child: profile (when enabled in the account-pages config). */
  {
    name: 'myProfile',
    pattern: '/my/profile',
    parent: 'my',
    query: [],
  },
  /** storefront §2 /my child: upcoming/session/{id}. */
  {
    name: 'myUpcomingSession',
    pattern: '/my/upcoming/session/:id',
    parent: 'my',
    query: [],
  },
  /** storefront §2 /my child: upcoming tickets (when enabled). */
  {
    name: 'myUpcoming',
    pattern: '/my/upcoming',
    parent: 'my',
    query: [],
  },
  /** storefront §2 /my child: orders/{id}. */
  {
    name: 'myOrder',
    pattern: '/my/orders/:id',
    parent: 'my',
    query: [],
  },
  /** storefront §2 /my child: recent orders (when enabled). */
  {
    name: 'myOrders',
    pattern: '/my/orders',
    parent: 'my',
    query: [],
  },
  /** storefront §2 /my: My Account; goes to /my/membership for members, else /my/profile. */
  {
    name: 'my',
    pattern: '/my',
    query: [],
  },
  /** storefront §2: forgot membership ID; logged-in users go to / (storefront §6). */
  {
    name: 'userForgotMembership',
    pattern: '/user/forgot-membership',
    query: [],
  },
  /** storefront §2: forgot password; logged-in users go to / (storefront §6). */
  {
    name: 'userForgotPassword',
    pattern: '/user/forgot-password',
    query: [],
  },
  /** storefront §2 /user/reset-password?token=: reset password; logged-in users go to / (storefront §6). */
  {
    name: 'userResetPassword',
    pattern: '/user/reset-password',
    query: ['token'],
  },
  /** storefront §2: e-mail setup. */
  { name: 'userSetEmailAddress', pattern: '/user/set-email-address', query: [] },
  /** storefront §2 /resend: resend order tickets by e-mail. */
  { name: 'resend', pattern: '/resend', query: [] },
  /** storefront §2: cancel auto-renew for an order. */
  {
    name: 'manageCancelAutoRenew',
    pattern: '/manage/:ticketOrderId/cancel-auto-renew',
    query: [],
  },
  /** storefront §2 /checkout: "Also used as /manage/{orderId}/confirm to pay for order changes". */
  {
    name: 'manageConfirm',
    pattern: '/manage/:orderId/confirm',
    query: [],
  },
  /** storefront §2: reschedule, only when self-edit is enabled. */
  {
    name: 'manageReschedule',
    pattern: '/manage/:orderId/reschedule/:sessionId',
    query: [],
  },
  /** storefront §2 /manage/{id}: edit order with self-edit enabled, otherwise cancel free order. */
  {
    name: 'manage',
    pattern: '/manage/:id',
    query: [],
  },
  /** storefront §2 /logout: log out (clears all state, storefront §4). */
  {
    name: 'logout',
    pattern: '/logout',
    query: [],
  },
  /**
   * storefront §2: external login callback path (return from external login). The path is our
   * choice.
   */
  {
    name: 'authCallback',
    pattern: AUTH_CALLBACK_PATH,
    query: [],
  },
  /** storefront §2 /_stories: non-production only. */
  {
    name: 'stories',
    pattern: '/_stories',
    nonProduction: true,
    query: [],
  },
  /**
   * storefront §2 error/404 (an event not found) and the catch-all 404 page: an unmatched path is
   * not found too.
   */
  {
    name: 'notFound',
    pattern: '/error/404',
    query: [],
  },
] as const satisfies readonly RouteDefinition[]

type RouteTable = typeof routes
/**
 * The name of a page of the storefront (`events`, `event`, `checkout`, `checkoutComplete`, …)
 * (storefront §2 routes).
 */
export type RouteName = RouteTable[number]['name']
/** The route of that name. */
export type RouteOf<N extends RouteName> = Extract<RouteTable[number], { name: N }>

type ParamOf<S extends string> = S extends `${infer Name}?` ? { [K in Name]?: string } : { [K in S]: string }
type ParamsOfPattern<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? ParamOf<Param> & ParamsOfPattern<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? ParamOf<Param>
    : unknown
type Simplify<T> = { [K in keyof T]: T[K] }
/** The path parameters of a route, from its pattern: `RouteParams<'eventAction'>` is `{ id: string; action: string }`. */
export type RouteParams<N extends RouteName> = Simplify<ParamsOfPattern<RouteOf<N>['pattern']>>

/** Query values: arrays are written comma-separated (`orderIds=1,2`); null / undefined / false are left out. */
export type RouteQueryValue = string | number | boolean | readonly (string | number)[] | null | undefined
export type RouteQuery = Readonly<Record<string, RouteQueryValue>>

const byName = new Map<string, RouteDefinition>(routes.map((route) => [route.name, route]))

/** The route of a name. */
export function getRoute<N extends RouteName>(name: N): RouteOf<N> {
  return byName.get(name) as RouteOf<N>
}

/** A route matched by a pathname, with its decoded parameters. */
export interface RouteMatch {
  route: RouteDefinition
  params: Record<string, string>
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '')
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function matchPattern(route: RouteDefinition, parts: string[]): Record<string, string> | null {
  const pattern = segments(route.pattern)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(pattern.length, parts.length); i++) {
    const want = pattern[i]
    const got = parts[i]
    if (want === undefined) return null // more path than pattern
    if (want.startsWith(':')) {
      const optional = want.endsWith('?')
      const name = want.slice(1, optional ? -1 : undefined)
      if (got === undefined) {
        if (optional) continue
        return null
      }
      const value = decode(got)
      if (value === null || value === '') return null
      const allowed = route.paramValues?.[name]
      if (allowed && !allowed.includes(value)) return null
      params[name] = value
    } else if (want !== got) {
      return null
    }
  }
  return params
}

/**
 * The route for an app pathname (no seller base, no query), or null: the catch-all 404 of
 * storefront §2. Trailing slashes are ignored here; `trailingSlashGuard` strips them from the URL.
 *
 * @example matchRoute('/events/42/gift') // { route: eventAction, params: { id: '42', action: 'gift' } }
 * @example matchRoute('/events/42/other') // null (the action is gift or renew)
 */
export function matchRoute(pathname: string, options: { production?: boolean } = {}): RouteMatch | null {
  const parts = segments(pathname)
  for (const route of routes as readonly RouteDefinition[]) {
    if (route.nonProduction && options.production) continue
    const params = matchPattern(route, parts)
    if (params) return { route, params }
  }
  return null
}

/** A query string (`?a=1&b=x,y`) from a query object, keys in the order given; '' when empty. */
export function buildQuery(query: RouteQuery = {}): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === false) continue
    const text = Array.isArray(value) ? value.join(',') : value === true ? '' : String(value)
    if (Array.isArray(value) && value.length === 0) continue
    // Commas stay readable: the spec writes comma lists in the query (orderIds, tg, quantity).
    const encoded = encodeURIComponent(text).replace(/%2C/gi, ',')
    pairs.push(value === true ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encoded}`)
  }
  return pairs.length ? `?${pairs.join('&')}` : ''
}

type BuildArgs<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery]

/**
 * The app path of a route (add the seller base with `withSellerBase`). Parameters are URL-encoded;
 * a missing required parameter, or a value the route does not allow, is a bug and throws.
 *
 * @example buildPath('checkoutComplete', {}, { orderIds: ['7', '9'] }) // '/checkout/complete?orderIds=7,9'
 * @example buildPath('manageReschedule', { orderId: '5', sessionId: '12' }) // '/manage/5/reschedule/12'
 */
export function buildPath<N extends RouteName>(name: N, ...[params, query]: BuildArgs<N>): string {
  const route = byName.get(name)
  if (!route) throw new Error(`Unknown route "${name}".`)
  const values = (params ?? {}) as Record<string, string | undefined>
  const parts: string[] = []
  for (const segment of segments(route.pattern)) {
    if (!segment.startsWith(':')) {
      parts.push(segment)
      continue
    }
    const optional = segment.endsWith('?')
    const param = segment.slice(1, optional ? -1 : undefined)
    const value = values[param]
    if (value === undefined || value === '') {
      if (optional) continue
      throw new Error(`buildPath("${name}"): the parameter "${param}" is required (${route.pattern}).`)
    }
    const allowed = route.paramValues?.[param]
    if (allowed && !allowed.includes(value)) {
      throw new Error(`buildPath("${name}"): "${param}" must be one of ${allowed.join(', ')}; got "${value}".`)
    }
    parts.push(encodeURIComponent(value))
  }
  return `/${parts.join('/')}${buildQuery(query)}`
}
