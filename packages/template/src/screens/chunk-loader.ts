import { loadChunk } from '@foyer/sdk/errors'

const loaders = new WeakMap<() => Promise<unknown>, () => Promise<unknown>>()

/**
 * A chunk's load, started once however often it is asked for, under the rule of calls §8 Other:
 * "chunk load failure retries once with cache bust, 120 s timeout" (the sdk's `loadChunk`). The
 * retry imports the failed chunk's URL with `?retry=<timestamp>`, which Vite leaves alone
 * (`@vite-ignore`). The same `load` gives the same loader, so a preload and the screen that
 * renders share one request.
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loader = loaders.get(load)
  if (!loader) {
    let chunk: Promise<T> | null = null
    loader = () => (chunk ??= loadChunk(load, { importUrl: (url) => import(/* @vite-ignore */ url) }))
    loaders.set(load, loader)
  }
  return loader as () => Promise<T>
}
