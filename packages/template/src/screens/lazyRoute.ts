import { loadChunk } from '@foyer/sdk/errors'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A lazy screen that can be fetched before it renders (`preload`), so its chunk loads beside other work. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload(): void }

/**
 * A route screen (or a part of a page only some pages show: the seat step, the membership form) in
 * a chunk of its own, loaded when first shown (`React.lazy`), under the rule of
 * calls §8 Other: "chunk load failure retries once with cache bust, 120 s timeout" (the sdk's
 * `loadChunk`). The retry imports the failed chunk's URL with `?retry=<timestamp>`, which Vite
 * leaves alone (`@vite-ignore`); a chunk that fails twice makes the screen throw, and
 * `RouteErrorBoundary` shows the error page.
 *
 * `preload()` starts the same load early (at start-up, beside the configuration's fetch: issue 16,
 * the first screen's chunk is not one more round trip after it); the screen then renders from it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRoute<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let chunk: Promise<{ default: T }> | null = null
  const loadOnce = () => (chunk ??= loadChunk(load, { importUrl: (url) => import(/* @vite-ignore */ url) }))
  return Object.assign(
    lazy(loadOnce),
    // A failed preload is the screen's to show when it renders (React.lazy gets the same promise).
    { preload: () => void loadOnce().catch(() => undefined) },
  )
}
