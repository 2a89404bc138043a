/**
 * lazyRoute (issue 16, LCP): a screen whose chunk is in draws at once; one whose chunk is on its way
 * shows its placeholder and draws when the chunk arrives, as a plain update (no Suspense boundary,
 * whose fallback React keeps up for at least 300 ms); a chunk that cannot load throws to the error
 * boundary. A part of a page loaded `afterPaint` asks for its chunk only once the page has painted.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importWithStyles } from '../../test/render'
import { chunkLoader } from './chunk-loader'

type Module = typeof import('./lazyRoute')
let lazyRoute: Module['lazyRoute']
beforeAll(async () => {
  ;({ lazyRoute } = await importWithStyles(() => import('./lazyRoute')))
})
afterEach(cleanup)

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

/** A chunk's load that the test settles by hand. */
function deferredChunk() {
  let resolve!: (module: { default: typeof Greeting }) => void
  let reject!: (error: Error) => void
  const promise = new Promise<{ default: typeof Greeting }>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { load: () => promise, resolve, reject }
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('lazyRoute', () => {
  it('a screen whose chunk was preloaded draws on the first render, without its placeholder', async () => {
    const chunk = deferredChunk()
    const Screen = lazyRoute(chunk.load, { placeholder: <p>Loading</p> })
    const preloaded = chunkLoader(chunk.load)()
    chunk.resolve({ default: Greeting })
    await preloaded
    render(<Screen name="Ada" />)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('shows the placeholder until the chunk arrives, then the screen with its props', async () => {
    const chunk = deferredChunk()
    const Screen = lazyRoute(chunk.load, { placeholder: <p>Loading</p> })
    render(<Screen name="Grace" />)
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => chunk.resolve({ default: Greeting }))
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('a chunk that cannot load throws to the error boundary', async () => {
    const chunk = deferredChunk()
    const Screen = lazyRoute(chunk.load, { placeholder: null })
    const failed = chunkLoader(chunk.load)().catch(() => undefined)
    chunk.reject(new Error('chunk gone'))
    await failed
    const quiet = console.error
    console.error = () => undefined
    try {
      render(
        <Boundary>
          <Screen name="Ada" />
        </Boundary>,
      )
    } finally {
      console.error = quiet
    }
    // The sdk's loadChunk names it (calls §8 Other, after its one retry).
    expect(screen.getByRole('alert').textContent).toContain('chunk_load_failed')
  })

  describe('afterPaint', () => {
    /** Frame callbacks held until the test runs them (`frame`): the browser's next frame, by hand. */
    function holdFrames() {
      const frames = new Map<number, FrameRequestCallback>()
      let ids = 0
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frames.set(++ids, callback)
        return ids
      })
      vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id))
      const frame = () => {
        const due = [...frames.values()]
        frames.clear()
        for (const callback of due) callback(0)
      }
      return { frames, frame }
    }
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
    afterEach(() => {
      vi.restoreAllMocks()
      vi.unstubAllGlobals()
    })

    it('asks for the chunk after the next paint (the frame, then a task), then draws the part', async () => {
      const { frames, frame } = holdFrames()
      const chunk = deferredChunk()
      const load = vi.fn(chunk.load)
      const Part = lazyRoute(load, { placeholder: <p>Loading</p>, afterPaint: true })
      render(<Part name="Ada" />)
      await act(nextTask)
      expect(load).not.toHaveBeenCalled()
      expect(frames.size).toBe(1)
      // The frame callback runs before the paint: the chunk is asked for in a task after it.
      frame()
      expect(load).not.toHaveBeenCalled()
      await act(nextTask)
      expect(load).toHaveBeenCalledTimes(1)
      expect(screen.getByText('Loading')).toBeTruthy()
      await act(async () => chunk.resolve({ default: Greeting }))
      expect(screen.getByText('Hello Ada')).toBeTruthy()
    })

    /** A browser that reports paints: `report` hands the observer a list of entries by name. */
    function reportPaints() {
      const observer = {
        report: null as ((list: { getEntriesByName(name: string): unknown[] }) => void) | null,
        options: null as PerformanceObserverInit | null,
        disconnected: false,
      }
      class FakeObserver {
        static supportedEntryTypes = ['paint']
        constructor(callback: NonNullable<typeof observer.report>) {
          observer.report = callback
        }
        observe(options: PerformanceObserverInit) {
          observer.options = options
        }
        disconnect() {
          observer.disconnected = true
        }
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver)
      const report = (...names: string[]) =>
        observer.report!({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) })
      return { observer, report }
    }

    it("on a first load, waits until the browser reports the page's first contentful paint shown", async () => {
      const { frame } = holdFrames()
      const { observer, report } = reportPaints()
      const chunk = deferredChunk()
      const load = vi.fn(chunk.load)
      const Part = lazyRoute(load, { placeholder: null, afterPaint: true })
      render(<Part name="Grace" />)
      frame()
      await act(nextTask)
      expect(load).not.toHaveBeenCalled()
      // Buffered: a paint reported before the part asked arrives as well.
      expect(observer.options).toEqual({ type: 'paint', buffered: true })
      report('first-paint')
      expect(load).not.toHaveBeenCalled()
      report('first-paint', 'first-contentful-paint')
      expect(observer.disconnected).toBe(true)
      await act(async () => chunk.resolve({ default: Greeting }))
      expect(load).toHaveBeenCalledTimes(1)
      expect(screen.getByText('Hello Grace')).toBeTruthy()
    })

    it('a first paint never reported holds the part back 2 s at most', async () => {
      const { frame } = holdFrames()
      const { observer } = reportPaints()
      const chunk = deferredChunk()
      const load = vi.fn(chunk.load)
      const Part = lazyRoute(load, { placeholder: null, afterPaint: true })
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      try {
        render(<Part name="Grace" />)
        frame()
        await act(async () => vi.advanceTimersByTime(1))
        expect(observer.options).not.toBeNull()
        await act(async () => vi.advanceTimersByTime(1998))
        expect(load).not.toHaveBeenCalled()
        await act(async () => vi.advanceTimersByTime(1))
        expect(load).toHaveBeenCalledTimes(1)
        expect(observer.disconnected).toBe(true)
      } finally {
        vi.useRealTimers()
      }
    })

    it('a part gone before the paint never asks for its chunk', async () => {
      const { frames, frame } = holdFrames()
      const load = vi.fn(deferredChunk().load)
      const Part = lazyRoute(load, { placeholder: null, afterPaint: true })
      const { unmount } = render(<Part name="Ada" />)
      unmount()
      expect(frames.size).toBe(0)
      frame()
      await act(nextTask)
      expect(load).not.toHaveBeenCalled()
    })

    it('asks at once on a hidden page, which paints nothing', async () => {
      const { frames } = holdFrames()
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
      const chunk = deferredChunk()
      const load = vi.fn(chunk.load)
      const Part = lazyRoute(load, { placeholder: null, afterPaint: true })
      render(<Part name="Grace" />)
      await act(async () => chunk.resolve({ default: Greeting }))
      expect(load).toHaveBeenCalledTimes(1)
      expect(frames.size).toBe(0)
      expect(screen.getByText('Hello Grace')).toBeTruthy()
    })
  })
})
