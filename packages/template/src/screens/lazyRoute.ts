import { createElement, useEffect, useReducer, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { Loading } from '../components/Status'
import { chunkLoader, settledChunk } from './chunk-loader'

/**
 * A route screen (or a part of a page only some pages show: the seat step, the membership form) in
 * a chunk of its own, loaded when first shown through `chunkLoader` (one retry with a cache bust,
 * calls §8 Other). Start-up preloads the first route's screen with the same `load`
 * (`preloadFirstScreen`): when that chunk is in by the first render, the screen draws at once.
 *
 * Until its chunk is in, the screen shows `placeholder` (the loading state unless told) and draws
 * itself when it arrives, as a plain update. Not `React.lazy` under a Suspense boundary: React holds
 * back the content that replaces a Suspense fallback until 300 ms after the fallback showed, which
 * put up to 300 ms on a first load's Largest Contentful Paint whenever the screen's chunk came in
 * just after the first render (issue 16). A chunk that fails twice makes the screen throw, and
 * `RouteErrorBoundary` shows the error page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyRoute<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  placeholder: ReactNode = createElement(Loading),
): ComponentType<ComponentProps<T>> {
  const loadOnce = chunkLoader(load)
  function LazyRoute(props: ComponentProps<T>) {
    const [, arrived] = useReducer((n: number) => n + 1, 0)
    const chunk = settledChunk(load)
    useEffect(() => {
      if (chunk) return
      let mounted = true
      const draw = () => {
        if (mounted) arrived()
      }
      loadOnce().then(draw, draw)
      return () => {
        mounted = false
      }
    }, [chunk])
    if (!chunk) return placeholder
    if ('failed' in chunk) throw chunk.failed
    return createElement(chunk.module.default, props)
  }
  return LazyRoute
}
