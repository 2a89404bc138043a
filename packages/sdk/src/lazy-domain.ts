/**
 * What the storefront's stand-ins share (lazy-cart.ts, lazy-member-domains.ts; issue 16: "Domains
 * are created on first use"): their code loaded once, and their snapshots following the real
 * store's.
 */
import { loadChunk } from './errors/chunk-load.js'
import { FoyerError } from './errors/foyer-error.js'
import type { Clock } from './store/clock.js'
import type { ReadableStore, Store } from './store/store.js'

/**
 * Loads a domain's code once (`loadChunk`: one retry from a cache-busting URL) and makes the real
 * domain with `make`. A load that fails twice answers the catalogue's generic error
 * (`chunk_load_failed`), and the next call tries again.
 */
export function loadOnce<Module, Made>(
  importer: () => Promise<Module>,
  clock: Clock,
  make: (module: Module) => Made,
): () => Promise<Made | FoyerError> {
  let loading: Promise<Made | FoyerError> | null = null
  return () =>
    (loading ??= loadChunk(importer, { importUrl: (url) => import(/* @vite-ignore */ url), clock })
      .then(make)
      .catch((error: unknown) => {
        loading = null
        return error instanceof FoyerError
          ? error
          : new FoyerError({ code: 'chunk_load_failed', status: null, messageKey: 'error.generic', cause: error })
      }))
}

/**
 * The stand-in shows `real`'s snapshots from its first change on. The real store starts in the
 * stand-in's first state, so until then the stand-in keeps its own (a read under way, say).
 */
export function follow<State extends { status: string }>(standIn: Store<State>, real: ReadableStore<State>) {
  return real.subscribe(() => standIn.setState(() => real.getSnapshot()))
}
