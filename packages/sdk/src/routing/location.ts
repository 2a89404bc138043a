/**
 * URL helpers for the router: the seller slug base and trailing slashes (storefront §2: "Routes
 * use history mode. The base is the seller slug and trailing slashes are stripped.").
 */

/** Where the user is: a pathname and a search string (with or without the leading `?`). */
export interface RouteLocation {
  pathname: string
  search?: string
}

/** A pathname without trailing slashes; `/` stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

function basePath(seller: string | null | undefined): string {
  return seller ? `/${encodeURIComponent(seller)}` : ''
}

/**
 * The full path of an app path under the seller base.
 *
 * @example withSellerBase('/events?date=today', 'demo-museum') // '/demo-museum/events?date=today'
 * @example withSellerBase('/', 'demo-museum') // '/demo-museum' (no trailing slash)
 */
export function withSellerBase(path: string, seller: string | null | undefined): string {
  const base = basePath(seller)
  if (!base) return path
  const [pathname = '/', rest = ''] = splitPath(path)
  return `${base}${pathname === '/' ? '' : pathname}${rest}`
}

/**
 * The app path of a full pathname under the seller base, or null when the pathname is not
 * under it. Without a seller the pathname is the app path.
 *
 * @example stripSellerBase('/demo-museum/events', 'demo-museum') // '/events'
 * @example stripSellerBase('/demo-museum', 'demo-museum') // '/'
 * @example stripSellerBase('/other/events', 'demo-museum') // null
 */
export function stripSellerBase(pathname: string, seller: string | null | undefined): string | null {
  const base = basePath(seller)
  if (!base) return pathname
  if (pathname === base) return '/'
  if (pathname.startsWith(`${base}/`)) return pathname.slice(base.length)
  return null
}

/** Split `'/a/b?x=1#h'` into `['/a/b', '?x=1#h']`. */
export function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/)
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)]
}

/** The search string as `URLSearchParams` (a leading `?` or none). */
export function searchParams(search: string | URLSearchParams | undefined): URLSearchParams {
  return search instanceof URLSearchParams ? new URLSearchParams(search) : new URLSearchParams(search ?? '')
}

/** `?a=1` from params, '' when empty; commas stay readable (comma lists of the spec). */
export function searchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',')
  return text ? `?${text}` : ''
}

const PROBE_ORIGIN = 'https://storefront.invalid'

/**
 * Whether `path` is a path inside the storefront, safe to send the visitor to (a `next` query, a
 * config's `next_route`, a tenant's redirect): one leading slash, no backslash, no control
 * character (browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become
 * `//evil.example`), and it stays on the page's origin when resolved.
 * @example isStorefrontPath('/events/7') // true
 * @example isStorefrontPath('//evil.example') // false
 * @example isStorefrontPath('/\t/evil.example') // false
 */
export function isStorefrontPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}
