import { systemClock, type Clock } from '../store/clock.js'
import { FoyerError } from './foyer-error.js'

/**
 * calls §8 Other: "chunk load failure retries once with cache bust, 120 s timeout". An app split
 * into chunks loaded on demand (a route's screen) loads each with `loadChunk`: a chunk that fails
 * (network error, a 404 after a deploy) or takes longer than `CHUNK_LOAD_TIMEOUT_MS` is tried once
 * more, from a cache-busting URL; when that fails too, the load fails with a `FoyerError` of code
 * `chunk_load_failed` and the generic message (calls §8 Other: "unexpected errors show message
 * plus Continue link to seller home").
 */

/** A lazily loaded part of the app (a code chunk) that has not loaded after 120 seconds counts as failed and is tried once more (calls §8 Other "120 s timeout"). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The query parameter of the cache-busting retry: `…/checkout-abc.js?retry=<timestamp>`. */
export const CHUNK_RETRY_PARAM = 'retry'

/** What `loadChunk` needs besides the first load. */
export interface LoadChunkOptions {
  /**
   * Imports a module from a URL: the app's `(url) => import(url)` (with `@vite-ignore` under Vite),
   * used for the cache-busting retry.
   */
  importUrl: (url: string) => Promise<unknown>
  /** @default CHUNK_LOAD_TIMEOUT_MS */
  timeoutMs?: number
  /** Times the load and gives the cache-busting value (`now()`). @default systemClock */
  clock?: Clock
}

const SCRIPT_URL = /https?:\/\/[^\s'"()<>]+/g
const SCRIPT_PATH = /\.(?:m?js|jsx|tsx?)$/

/**
 * The URL of the script module a failed dynamic import names in its error (Chromium: 'Failed to
 * fetch dynamically imported module: https://…/assets/checkout-abc.js'; Firefox: 'error loading
 * dynamically imported module: …'), or null when it names none (Safari) or names a stylesheet
 * (Vite's 'Unable to preload CSS for …').
 *
 * @example failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/a.js')) // 'https://x.test/assets/a.js'
 */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  for (const candidate of message.match(SCRIPT_URL) ?? []) {
    const url = candidate.replace(/[.,;:]+$/, '')
    try {
      if (SCRIPT_PATH.test(new URL(url).pathname)) return url
    } catch {
      // not a URL after all
    }
  }
  return null
}

/**
 * The chunk's URL with the cache-busting parameter set (a browser keeps a failed module for its
 * URL, so the retry needs a URL of its own).
 *
 * @example cacheBustedUrl('https://x.test/assets/a.js', 42) // 'https://x.test/assets/a.js?retry=42'
 */
export function cacheBustedUrl(url: string, now: number): string {
  const busted = new URL(url)
  busted.searchParams.set(CHUNK_RETRY_PARAM, String(now))
  return busted.href
}

/** Whether an error is a chunk that failed to load twice (see `loadChunk`). */
export function isChunkLoadError(error: unknown): error is FoyerError {
  return error instanceof FoyerError && error.code === 'chunk_load_failed'
}

/**
 * Loads a chunk (`load`, the app's `() => import('./route')`); on failure or after `timeoutMs`
 * loads it once more, from the failed module's URL with a cache-busting parameter when the error
 * names it, else by calling `load` again. A second failure rejects with a `FoyerError`
 * (`chunk_load_failed`, `error.generic`) whose `cause` is the last failure.
 *
 * @example lazy(() => loadChunk(() => import('./routes/checkout'), { importUrl: (url) => import(url) }))
 */
export async function loadChunk<T>(load: () => Promise<T>, options: LoadChunkOptions): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS
  const clock = options.clock ?? systemClock
  try {
    return await withTimeout(load, timeoutMs, clock)
  } catch (first) {
    const url = failedChunkUrl(first)
    const retry = url ? () => options.importUrl(cacheBustedUrl(url, clock.now())) as Promise<T> : load
    try {
      return await withTimeout(retry, timeoutMs, clock)
    } catch (second) {
      throw new FoyerError({ code: 'chunk_load_failed', status: null, messageKey: 'error.generic', cause: second })
    }
  }
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs: number, clock: Clock): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(
      () => reject(new FoyerError({ code: 'timeout', status: null, messageKey: 'error.generic' })),
      timeoutMs,
    )
    load().then(
      (value) => {
        clock.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clock.clearTimeout(timer)
        reject(error)
      },
    )
  })
}
