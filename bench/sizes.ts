import { build } from 'esbuild'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export interface SizeFigure {
  name: string
  /** minified bytes */
  min: number
  /** minified + gzip (level 9) bytes */
  gzip: number
}

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..')

/**
 * Bundle a snippet the way a tenant's bundler would: ESM, browser, minified, tree-shaken, split at
 * dynamic imports. The figure is what loads with it: its entry chunk and the chunks it imports
 * statically. Code behind a dynamic `import()` loads only when asked for (the Auth0 and Stripe
 * libraries of the sdk's provider adapters), so a tenant's bundle splits it off as well.
 */
async function bundle(name: string, contents: string, external: string[] = []): Promise<SizeFigure> {
  const result = await build({
    external,
    stdin: { contents, resolveDir: here, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    write: false,
    splitting: true,
    outdir: '/out',
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@foyer/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const outputs = result.metafile!.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!
  const loaded = new Set<string>()
  const visit = (path: string) => {
    if (loaded.has(path)) return
    loaded.add(path)
    for (const { path: next, kind } of outputs[path]!.imports)
      if (kind === 'import-statement' && outputs[next]) visit(next)
  }
  visit(entry)
  let min = 0
  let gzip = 0
  for (const file of result.outputFiles) {
    // The metafile names outputs relative to the working directory.
    if (!loaded.has(relative(process.cwd(), file.path))) continue
    min += file.contents.byteLength
    gzip += gzipSync(file.contents, { level: 9 }).byteLength
  }
  return { name, min, gzip }
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

/**
 * Initial JavaScript per route of the built template: the two entry scripts (main.ts and the app
 * index.html names beside it) and their static imports, plus the
 * route's lazy chunk and its static imports (read from Vite's manifest), each file counted once.
 */
function templateRoutes(): SizeFigure[] {
  const dist = join(root, 'packages/template/dist')
  const manifestPath = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath)) {
    console.warn('packages/template/dist/.vite/manifest.json is missing: run `pnpm build` first')
    return []
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
  }
  const measure = (name: string, keys: string[]): SizeFigure => {
    const seen = new Set<string>()
    for (const key of keys) closure(key, seen)
    let min = 0
    let gzip = 0
    for (const key of seen) {
      const file = manifest[key]?.file
      if (!file?.endsWith('.js')) continue
      const code = readFileSync(join(dist, file))
      min += code.byteLength
      gzip += gzipSync(code, { level: 9 }).byteLength
    }
    return { name, min, gzip }
  }
  // The shell: index.html's script (main.ts) and the app's (start.tsx), which index.html names beside it.
  const shell = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  if (shell.length === 0) return []
  const routes = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && /routes\//.test(key))
  const figures = [measure('template: shell', shell)]
  for (const key of routes.sort()) {
    const route = key.replace(/^.*routes\//, '').replace(/\.[tj]sx?$/, '')
    figures.push(measure(`template: route ${route}`, [...shell, key]))
  }
  return figures
}

/** The sdk's production entry points (package.json exports less `./sandbox` and `./testing`). */
const SDK_ENTRIES = [
  '@foyer/sdk',
  ...[
    'catalog',
    'reserve',
    'cart',
    'seats',
    'checkout',
    'auth',
    'membership',
    'orders',
    'commands',
    'flags',
    'payment',
    'address',
    'routing',
    'analytics',
    'errors',
    'http',
  ].map((d) => `@foyer/sdk/${d}`),
]

export async function sizes(): Promise<SizeFigure[]> {
  return [
    await bundle(
      'floor: react + react-dom (createRoot)',
      `
      import { createElement } from 'react'
      import { createRoot } from 'react-dom/client'
      createRoot(document.body).render(createElement('div'))`,
    ),
    // Every production entry together (the sandbox adapters and the test toolkit excluded), then
    // the root and each domain subpath on its own (issue 9: a route imports only what it uses).
    await bundle(
      '@foyer/sdk (whole: root + every domain subpath)',
      SDK_ENTRIES.map((entry, i) => `export * as e${i} from '${entry}'`).join('\n'),
    ),
    ...(await Promise.all(SDK_ENTRIES.map((entry) => bundle(entry, `export * from '${entry}'`)))),
    ...(await anchors()),
    ...templateRoutes(),
  ]
}

/**
 * The anchors of issue 16, bundled with the same settings: a headless commerce sdk with no
 * business rules (Medusa's js-sdk, its client whole) and Shopify's hydrogen-react cart (its
 * provider and hook, React left out as it is for the sdk figures).
 */
export const ANCHORS = {
  medusa: 'anchor: @medusajs/js-sdk (client)',
  hydrogenCart: 'anchor: @shopify/hydrogen-react cart',
} as const

async function anchors(): Promise<SizeFigure[]> {
  return [
    await bundle(
      ANCHORS.medusa,
      `import Medusa from '@medusajs/js-sdk'
      export const sdk = new Medusa({ baseUrl: 'https://shop.example' })`,
    ),
    await bundle(
      ANCHORS.hydrogenCart,
      `export { CartProvider, ShopifyProvider, useCart } from '@shopify/hydrogen-react'`,
      ['react', 'react-dom', 'react/jsx-runtime'],
    ),
  ]
}

/** The targets of issue 16, as a multiple of the react + react-dom floor (or a size), per figure name. */
export const SIZE_TARGETS: { match: RegExp; floor?: number; kB?: number; label: string }[] = [
  { match: /^template: shell/, floor: 1.2, label: '≤ 1.2× floor' },
  {
    match: /^template: route (home|events|not-found|checkout-complete|checkout-pending)$/,
    floor: 1.2,
    label: '≤ 1.2× floor',
  },
  { match: /^template: route event$/, floor: 1.5, label: '≤ 1.5× floor' },
  { match: /^template: route checkout$/, floor: 1.6, label: '≤ 1.6× floor' },
  { match: /^@foyer\/sdk \(whole/, kB: 50, label: '≤ 50 kB' },
]

/**
 * storefront §2 /_stories is non-production only: whether the production build (packages/template/dist)
 * has any of it — its route chunk or a file named after it. Null when the build is missing.
 */
export function storiesInProductionBuild(): boolean | null {
  const manifestPath = join(root, 'packages/template/dist/.vite/manifest.json')
  if (!existsSync(manifestPath)) return null
  return /stories/i.test(readFileSync(manifestPath, 'utf8'))
}
