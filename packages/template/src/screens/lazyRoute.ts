import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { chunkLoader } from './chunk-loader'

/** A lazy screen that can be fetched before it renders (`preload`), so its chunk loads beside other work. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload(): void }

/**
 * A route screen (or a part of a page only some pages show: the seat step, the membership form) in
 * a chunk of its own, loaded when first shown (`React.lazy`) through `chunkLoader` (one retry with
 * a cache bust, calls §8 Other); a chunk that fails twice makes the screen throw, and
 * `RouteErrorBoundary` shows the error page.
 *
 * `preload()` starts the same load early; the screen then renders from it. Start-up preloads the
 * first route's screen with the same `load` (`preloadFirstScreen`), so both share one request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRoute<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  const loadOnce = chunkLoader(load)
  return Object.assign(
    lazy(loadOnce),
    // A failed preload is the screen's to show when it renders (React.lazy gets the same promise).
    { preload: () => void loadOnce().catch(() => undefined) },
  )
}
