import { loadChunk } from '@foyer/sdk/errors'

/** A chunk's load once it has settled: its module, or why it failed. */
export type SettledChunk<T> = { module: T } | { failed: unknown }

interface Chunk {
  loader: () => Promise<unknown>
  settled: SettledChunk<unknown> | null
}

const chunks = new WeakMap<() => Promise<unknown>, Chunk>()

function chunkOf(load: () => Promise<unknown>): Chunk {
  let chunk = chunks.get(load)
  if (!chunk) {
    let started: Promise<unknown> | null = null
    const made: Chunk = {
      settled: null,
      loader: () =>
        (started ??= loadChunk(load, { importUrl: (url) => import(/* @vite-ignore */ url) }).then(
          (module) => {
            made.settled = { module }
            return module
          },
          (error: unknown) => {
            made.settled = { failed: error }
            throw error
          },
        )),
    }
    chunk = made
    chunks.set(load, chunk)
  }
  return chunk
}

/**
 * A chunk's load, started once however often it is asked for, under the rule of calls §8 Other:
 * "chunk load failure retries once with cache bust, 120 s timeout" (the sdk's `loadChunk`). The
 * retry imports the failed chunk's URL with `?retry=<timestamp>`, which Vite leaves alone
 * (`@vite-ignore`). The same `load` gives the same loader, so a preload and the screen that
 * renders share one request.
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  return chunkOf(load).loader as () => Promise<T>
}

/** The chunk of `load` if its load (by `chunkLoader`) has settled, else null: what a screen can draw at once. */
export function settledChunk<T>(load: () => Promise<T>): SettledChunk<T> | null {
  return chunkOf(load).settled as SettledChunk<T> | null
}
