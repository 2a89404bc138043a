import { loadChunk } from '@foyer/sdk/errors'
import { lazy, type ComponentType } from 'react'

/**
 * A route screen (or a part of a page only some pages show: the seat step, the membership form) in
 * a chunk of its own, loaded when first shown (`React.lazy`), under the rule of
 * calls §8 Other: "chunk load failure retries once with cache bust, 120 s timeout" (the sdk's
 * `loadChunk`). The retry imports the failed chunk's URL with `?retry=<timestamp>`, which Vite
 * leaves alone (`@vite-ignore`); a chunk that fails twice makes the screen throw, and
 * `RouteErrorBoundary` shows the error page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRoute<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadChunk(load, { importUrl: (url) => import(/* @vite-ignore */ url) }))
}
