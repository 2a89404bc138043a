/** An opaque timer handle: whatever the clock's `setTimeout` / `setInterval` returned. */
export type TimerHandle = unknown

/**
 * Time, injected. The sdk never calls `Date.now()` or the global timers directly, so tests run
 * on fake time and a host can supply its own scheduler.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch, like `Date.now()`. */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  setInterval(callback: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

/**
 * The real clock. Each method looks the global up when called, not at import, so importing the
 * sdk touches no global, and fake timers installed after import (vitest `useFakeTimers`) still apply.
 * @example
 * createStorefront({ apiBase, seller, clock: systemClock }) // the default
 */
export const systemClock: Clock = {
  // The one place the wall clock is read: this is the default clock every other module is given.
  // eslint-disable-next-line no-restricted-syntax
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}

/**
 * Resolves after `ms` on the given clock. With an `AbortSignal`, resolves early when it aborts
 * (and clears the timer), so a disposed storefront leaves no timer behind.
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const onAbort = () => {
      clock.clearTimeout(handle)
      resolve()
    }
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
