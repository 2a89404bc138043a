/**
 * The shell in two scripts (issue 16, LCP). main.ts starts the storefront without React: it reads
 * the configuration and asks for the first screen's chunk and data while start.tsx (React, the
 * layout, the router) downloads beside it. In a build:
 *
 * - start.tsx is an entry of its own (`input`), so both scripts hold what their entry uses
 *   (Rolldown's `$initial` modules), and nothing a route alone uses;
 * - `groups` makes them two files: what main.ts imports in one, the rest of the app in the other,
 *   rather than a dozen small shared chunks, each a round trip on a phone's HTTP/1.1 connection.
 *   The first holds every module main.ts reaches, so it never imports from the second, and each
 *   runs after what it imports;
 * - index.html names the app's script and stylesheet, so the browser fetches them with main.ts,
 *   not after main.ts has run.
 *
 * Node-only: read by vite.config.ts.
 */
import type { Plugin } from 'vite'

/** The app's module: main.ts imports it dynamically. */
export const APP_INPUT = 'src/start.tsx'

export function appScript(): {
  plugin: Plugin
  groups: { name: string; tags: ['$initial']; test?: (id: string) => boolean; priority: number }[]
} {
  const main = new Set<string>()
  let base = '/'
  const plugin: Plugin = {
    name: 'foyer:app-script',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      // Every module main.ts imports statically: the first script (the others are the app's).
      main.clear()
      const next = [...this.getModuleIds()].filter((id) => id.endsWith('/index.html'))
      for (let id = next.pop(); id !== undefined; id = next.pop()) {
        if (main.has(id)) continue
        main.add(id)
        next.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {}
        const app = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(APP_INPUT),
        )
        // The app's script and the files it imports, which it cannot run without (main.ts's
        // script is in the page already).
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (fileName: string) => {
          const output = bundle[fileName]
          if (scripts.has(fileName) || output?.type !== 'chunk' || output.facadeModuleId?.endsWith('index.html')) return
          scripts.add(fileName)
          for (const file of output.viteMetadata?.importedCss ?? []) styles.add(file)
          output.imports.forEach(visit)
        }
        if (app) visit(app.fileName)
        return [
          ...[...scripts].map((file) => ({ rel: 'modulepreload', href: base + file })),
          ...[...styles].map((file) => ({ rel: 'stylesheet', href: base + file })),
        ].map((attrs) => ({ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' as const }))
      },
    },
  }
  return {
    plugin,
    groups: [
      { name: 'shell', tags: ['$initial'], test: (id) => main.has(id), priority: 2 },
      { name: 'app', tags: ['$initial'], priority: 1 },
    ],
  }
}
