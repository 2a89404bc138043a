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
 *
 * `afterPaint`: for a part of a page that is not what the page first shows (the event page's
 * reserve panel beside its cover and title): its chunk is asked for once the page has painted, so
 * its download and the work it sets off do not come before the page's largest paint (issue 16:
 * the event page's reserve panel, ~45 kB in 17 files, was fetched in the task that drew the cover,
 * and Lighthouse counted it into the Largest Contentful Paint). A hidden page has no paint to wait
 * for: there the chunk is asked for at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyRoute<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { placeholder = createElement(Loading), afterPaint = false }: { placeholder?: ReactNode; afterPaint?: boolean } = {},
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
      const start = () => void loadOnce().then(draw, draw)
      const cancel = afterPaint ? afterNextPaint(start) : (start(), null)
      return () => {
        mounted = false
        cancel?.()
      }
    }, [chunk])
    if (!chunk) return placeholder
    if ('failed' in chunk) throw chunk.failed
    return createElement(chunk.module.default, props)
  }
  return LazyRoute
}

/**
 * Runs `run` once the page's next paint is on screen: a frame callback runs just before the frame
 * that paints, and a task it queues runs after that frame's work; on the page's first load, also
 * not before the browser reports its first contentful paint shown (`afterFirstPaint`). At once when
 * the page is hidden, which paints nothing. Returns a function that cancels it.
 */
function afterNextPaint(run: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    run()
    return () => undefined
  }
  let stop: () => void
  const frame = requestAnimationFrame(() => {
    const task = setTimeout(() => {
      stop = afterFirstPaint(run)
    }, 0)
    stop = () => clearTimeout(task)
  })
  stop = () => cancelAnimationFrame(frame)
  return () => stop()
}

/**
 * Runs `run` once the browser reports the page's first contentful paint shown (a `paint` entry,
 * buffered: one already reported arrives too), or after `FIRST_PAINT_WAIT_MS` at most, so a part
 * never waits on a report that does not come; at once where paints are not reported. The frames
 * alone were not enough on a first load in Chromium: on a busy machine the paint was shown 20–50 ms
 * after the task that followed it, and Lighthouse counted the chunks asked for meanwhile into the
 * page's largest paint.
 */
function afterFirstPaint(run: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run()
    return () => undefined
  }
  const done = () => {
    observer.disconnect()
    clearTimeout(timeout)
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    done()
    run()
  })
  const timeout = setTimeout(() => {
    done()
    run()
  }, FIRST_PAINT_WAIT_MS)
  observer.observe({ type: 'paint', buffered: true })
  return done
}

/** The longest a part waits for the page's first paint to be reported (`afterFirstPaint`). */
const FIRST_PAINT_WAIT_MS = 2000
