/**
 * The path the storefront is deployed under (docs/deploy.md, "Hosting under a sub-path"):
 * `FOYER_BASE` at build time (deploy-base.ts), which Vite hands the app as
 * `import.meta.env.BASE_URL`. Routes sit under it and then the seller slug
 * (`/shop/demo-museum/events`); the sdk's routing knows only the seller base, so the app adds
 * and strips this one where it meets the browser's whole URL.
 */

/** `'/shop/'` → `'/shop'`; `'/'` → `''`. */
export function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** The deploy base without its trailing slash: `''` when served from the root. */
export const DEPLOY_BASE: string = trimBase(import.meta.env.BASE_URL ?? '/')

/**
 * A path of the site (`/demo-museum/events`, `/foyer.config.json`) as the browser sees it.
 * @example withDeployBase('/demo-museum', '/shop') // '/shop/demo-museum'
 * @example withDeployBase('/', '/shop') // '/shop/'
 */
export function withDeployBase(path: string, base: string = DEPLOY_BASE): string {
  return `${base}${path}`
}

/**
 * The path of the site of a browser pathname, or null when it is not under the deploy base.
 * @example stripDeployBase('/shop/demo-museum', '/shop') // '/demo-museum'
 * @example stripDeployBase('/shop', '/shop') // '/'
 * @example stripDeployBase('/other', '/shop') // null
 */
export function stripDeployBase(pathname: string, base: string = DEPLOY_BASE): string | null {
  if (!base) return pathname
  if (pathname === base) return '/'
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null
}
