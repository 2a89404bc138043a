/**
 * The path a build of the storefront is served under (docs/deploy.md, "Hosting under a
 * sub-path"): `FOYER_BASE=/shop/ pnpm --filter @foyer/template build` serves it from
 * `https://example.org/shop/`. It becomes Vite's `base` (every asset URL and the
 * `foyer.config.json` fetch) and, at run time as `import.meta.env.BASE_URL`, the router's base
 * before the seller slug (src/base.ts). Node-only: read by vite.config.ts.
 */

/**
 * The Vite `base` for a `FOYER_BASE`: `/` when unset, else the path with one leading and one
 * trailing slash. A full URL or a relative path is refused: the router needs the path the pages
 * are served under, and a relative base breaks history-mode routes such as /shop/demo-museum/events/7.
 * @example viteBase('/shop') // '/shop/'
 * @example viteBase(undefined) // '/'
 */
export function viteBase(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '/') return '/'
  const value = raw.trim()
  const valid = value.startsWith('/') && !value.startsWith('//') && /^[A-Za-z0-9\-._~/%]+$/.test(value)
  const segments = value.split('/').filter(Boolean)
  if (!valid || segments.some((segment) => segment === '.' || segment === '..'))
    throw new Error(
      `FOYER_BASE must be a path such as "/shop/" (the storefront served from https://example.org/shop/); it is ${JSON.stringify(raw)}.`,
    )
  return `/${segments.join('/')}/`
}
