/**
 * Serves the sandbox over HTTP (the package's `serve` script; `pnpm start` at the root builds the
 * template first): the API, the cached reads and the controls of createSandbox, plus the built
 * storefront template as static files with a single-page-app fallback to index.html.
 *
 * Environment:
 * - `PORT` (default 4173; 0 picks a free port), `HOST` (default 127.0.0.1);
 * - `FOYER_STATIC_DIR`: the built template (default `../template/dist` from this package);
 * - `FOYER_STATIC_BASE`: the path it is served under, for a build with `FOYER_BASE` (default `/`);
 * - `FOYER_SANDBOX_NOW`: start the clock frozen at this instant (default: the machine's time);
 * - `FOYER_SANDBOX_ORIGINS`: comma-separated origins whose pages may call the API (CORS).
 *
 * Prints exactly one line: the URL it serves.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { isSandboxPath, type SandboxEnv } from './app.js'
import { createSandbox, type Sandbox } from './index.js'
import { SECURITY_HEADERS, configuredServices, contentSecurityPolicy, cspNonce, withNonce } from './security-headers.js'

export const defaultPort = 4173
export const defaultHost = '127.0.0.1'
export const defaultStaticDir = fileURLToPath(new URL('../../template/dist', import.meta.url))

/**
 * How long an idle kept-alive connection stays open (ms). Node closes one after 5 s, and a client
 * whose own pool keeps sockets longer (Playwright's request context, some HTTP agents) can send on
 * a socket at the moment the server closes it: the request fails with ECONNRESET. A minute and
 * more, as load balancers keep them, makes that race a matter of idle minutes, not seconds.
 */
export const keepAliveTimeoutMs = 65_000

export interface ServeOptions {
  /** @default 4173 */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  /** The built template; static files are skipped when it has no index.html. @default ../template/dist */
  staticDir?: string
  /**
   * The path the template is served under, for a build with `FOYER_BASE=/shop/` (docs/deploy.md):
   * its files and routes answer under `/shop/`, the API stays at the root. @default '/'
   */
  staticBase?: string
  /** @default createSandbox() with a running clock */
  sandbox?: Sandbox
}

export interface RunningSandbox {
  sandbox: Sandbox
  server: ServerType
  /** The storefront's URL, e.g. `http://localhost:4173/`. */
  url: string
  /** Whether the built template is being served. */
  servesTemplate: boolean
  close(): Promise<void>
}

/**
 * The path of a request inside a site served under `base` (`/shop/`), or null outside it.
 * @example sitePath('/shop/assets/a.js', '/shop/') // '/assets/a.js'
 */
export function sitePath(path: string, base: string): string | null {
  const prefix = base.replace(/\/+$/, '')
  if (!prefix) return path
  if (path === prefix) return '/'
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null
}

/**
 * The app that serves: sandbox paths go to the sandbox, every other GET under `staticBase` to the
 * template.
 */
export function createServerApp(sandbox: Sandbox, staticDir: string | null, staticBase = '/'): Hono<SandboxEnv> {
  const site = new Hono<SandboxEnv>()
  // Answers go out compressed, as any real host would send them: a 50k-seat map is ~11 MB of JSON,
  // and the bench's Lighthouse figures would otherwise measure the host, not the storefront.
  site.use('*', compress())
  // Every answer carries the security headers a tenant's host should send (security-headers.ts).
  // Only pages run scripts, so only a page's CSP names the configured outside hosts (read from
  // foyer.config.json per page, as a tenant edits it); any other answer gets the strict one.
  const strictPolicy = contentSecurityPolicy(null, configuredServices(null))
  site.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', strictPolicy)
  })
  site.all('*', async (c, next) => {
    if (isSandboxPath(c.req.path)) return sandbox.app.fetch(c.req.raw, c.env)
    await next()
  })
  if (staticDir) {
    const root = resolve(staticDir)
    const configFile = resolve(root, 'foyer.config.json')
    const services = () => configuredServices(existsSync(configFile) ? readFileSync(configFile, 'utf8') : null)
    // Single-page app: any GET that is not a file of the build is a client route (storefront §2,
    // history mode), answered with index.html and its own CSP nonce.
    site.get('*', async (c, next) => {
      const path = sitePath(c.req.path, staticBase)
      if (path === null) return next()
      // A path whose percent-encoding is broken names no file: the page answers (its 404).
      const decoded = decodedPath(path)
      const file = decoded === null ? null : resolve(root, `.${decoded}`)
      const isAsset =
        file !== null && file.startsWith(root) && !file.endsWith('.html') && existsSync(file) && statSync(file).isFile()
      if (isAsset) return next()
      const nonce = cspNonce()
      c.header('Content-Security-Policy', contentSecurityPolicy(nonce, services()))
      c.header('Cache-Control', 'no-cache')
      return c.html(withNonce(readFileSync(resolve(root, 'index.html'), 'utf8'), nonce))
    })
    const prefix = staticBase.replace(/\/+$/, '')
    site.use(
      `${prefix}/*`,
      serveStatic({ root: staticDir, rewriteRequestPath: (path) => sitePath(path, staticBase) ?? path }),
    )
  }
  site.all('*', (c) => sandbox.app.fetch(c.req.raw, c.env))
  return site
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

function hasTemplate(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory() && existsSync(resolve(dir, 'index.html'))
}

/** Starts the server; resolves once it listens. */
export function startServer(options: ServeOptions = {}): Promise<RunningSandbox> {
  const sandbox = options.sandbox ?? createSandbox()
  const host = options.host ?? defaultHost
  const dir = resolve(options.staticDir ?? defaultStaticDir)
  const servesTemplate = hasTemplate(dir)
  const app = createServerApp(sandbox, servesTemplate ? dir : null, options.staticBase)

  return new Promise((resolvePromise, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? defaultPort, hostname: host },
      (info: AddressInfo) => {
        const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host
        resolvePromise({
          sandbox,
          server,
          url: `http://${shownHost}:${info.port}/`,
          servesTemplate,
          close: () =>
            new Promise<void>((done, fail) => {
              if ('closeAllConnections' in server) server.closeAllConnections()
              server.close((error?: Error) => (error ? fail(error) : done()))
            }),
        })
      },
    )
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = keepAliveTimeoutMs
      // Headers of a request must be allowed longer than an idle connection lives (Node's rule).
      server.headersTimeout = keepAliveTimeoutMs + 1_000
    }
    server.once('error', reject)
  })
}

function portFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultPort
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`PORT must be a port number, got ${raw}`)
  return port
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (runDirectly) {
  const now = process.env.FOYER_SANDBOX_NOW
  const staticBase = process.env.FOYER_STATIC_BASE || '/'
  const running = await startServer({
    port: portFromEnv(process.env.PORT),
    host: process.env.HOST || defaultHost,
    staticDir: process.env.FOYER_STATIC_DIR || defaultStaticDir,
    staticBase,
    sandbox: createSandbox({
      ...(now ? { now } : {}),
      allowedOrigins: (process.env.FOYER_SANDBOX_ORIGINS ?? '').split(',').filter(Boolean),
    }),
  })
  console.log(
    running.servesTemplate
      ? `Foyer storefront on the sandbox: ${running.url}${staticBase.replace(/^\/+/, '')}`
      : `Foyer sandbox API (no template build found, run pnpm --filter @foyer/template build): ${running.url}api/v1`,
  )
}
