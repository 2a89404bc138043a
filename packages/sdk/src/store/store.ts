import { Immer, type Draft } from 'immer'

/**
 * One Immer instance for the whole sdk, separate from any Immer a tenant's app uses, so our
 * settings never leak into theirs. Auto-freeze stays on: every snapshot a
 * store hands out is deeply frozen, so a component can never mutate shared state by accident.
 *
 * Never pass a tenant's own objects (options, fetch results they hold on to) through `produce`:
 * Immer would freeze them. Stores copy what they keep into plain objects first.
 */
const immer = new Immer({ autoFreeze: true })

/**
 * Something whose current value can be read and watched: the one interface of every sdk store,
 * which React's `useSyncExternalStore` (and the hooks of `@foyer/react-hooks`) take as it is.
 */
export interface ReadableStore<State> {
  /** The current state. Frozen: never mutate it; the same object is returned until the state changes. */
  getSnapshot(): State
  /**
   * Calls `listener` after every change. Returns a function that removes the listener.
   * @example
   * const unsubscribe = store.subscribe(() => render(store.getSnapshot()))
   */
  subscribe(listener: () => void): () => void
}

/** Every store's state names where it is in its life with a `status`, never a pile of booleans. */
export interface StatusState {
  readonly status: string
}

export interface Store<State extends StatusState> extends ReadableStore<State> {
  /**
   * Replaces the state with the result of `recipe`, which edits an Immer draft (or returns a new
   * state). Listeners are told only if something changed.
   * @example
   * store.setState((draft) => { draft.status = 'loading' })
   */
  setState(recipe: (draft: Draft<State>) => void | State): void
}

/**
 * A minimal observable store: `getSnapshot()`, `subscribe(listener)`, `setState(recipe)`.
 * Snapshots are frozen (Immer auto-freeze), so `useSyncExternalStore` and selectors can compare
 * by reference.
 * @example
 * const counter = createStore({ status: 'idle', count: 0 })
 * counter.setState((draft) => { draft.count += 1 })
 * counter.getSnapshot().count // 1
 */
export function createStore<State extends StatusState>(initial: State): Store<State> {
  // Freeze the initial state as well, so the first snapshot follows the same rule as the rest.
  let state = immer.produce(initial, () => {})
  const listeners = new Set<() => void>()

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    setState(recipe) {
      // Immer accepts a recipe that edits the draft or returns a replacement; its generic types cannot
      // express "returns State" for an unresolved State, hence the cast.
      const next = immer.produce(state, recipe as (draft: Draft<State>) => void) as State
      if (Object.is(next, state)) return
      state = next
      // Copy first: a listener that unsubscribes while we notify must not skip its neighbour.
      for (const listener of [...listeners]) listener()
    },
  }
}

/** Resolves once the store's state passes `done` (at once when it already does). */
export function settled<State>(store: ReadableStore<State>, done: (state: State) => boolean): Promise<void> {
  if (done(store.getSnapshot())) return Promise.resolve()
  return new Promise((resolve) => {
    const off = store.subscribe(() => {
      if (!done(store.getSnapshot())) return
      off()
      resolve()
    })
  })
}
