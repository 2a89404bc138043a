import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { ReadableStore } from '@foyer/sdk'

/** The identity selector: the whole snapshot. */
export const wholeSnapshot = <T>(value: T) => value

/**
 * Subscribes a component to an sdk store (any `{ getSnapshot, subscribe }`), re-rendering only
 * when the selected value changes; built on React's `useSyncExternalStore`, so it is safe with
 * concurrent rendering and on the server.
 *
 * - `selector` picks what the component needs; it may be an inline function.
 * - `isEqual` decides whether a new selection is the same as the last one (default `Object.is`).
 *   A selector that builds a new object or array each time needs `shallow` (or it re-renders on
 *   every store change).
 * - On the server, and while hydrating, the store's current snapshot is the server snapshot:
 *   a storefront loaded before `renderToString` renders its data.
 *
 * @example
 * const status = useStore(catalog.listing, (s) => s.status)
 * const names = useStore(catalog.listing, (s) => s.events.map((e) => e.name), shallow)
 */
export function useStore<State>(store: ReadableStore<State>): State
export function useStore<State, Selected>(
  store: ReadableStore<State>,
  selector: (state: State) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected
export function useStore<State, Selected>(
  store: ReadableStore<State>,
  selector: (state: State) => Selected = wholeSnapshot as (state: State) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  // The last selection this component committed, kept across selector identities, so an inline
  // selector with `shallow` still returns the previous object when nothing it picks changed.
  const committed = useRef<{ value: Selected } | null>(null)

  const getSelection = useMemo(() => {
    let memo: { snapshot: State; selection: Selected } | null = null
    return () => {
      const snapshot = store.getSnapshot()
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection
      const next = selector(snapshot)
      const last = memo ? { value: memo.selection } : committed.current
      const selection = last && isEqual(last.value, next) ? last.value : next
      memo = { snapshot, selection }
      return selection
    }
  }, [store, selector, isEqual])

  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store])
  const selected = useSyncExternalStore(subscribe, getSelection, getSelection)

  useEffect(() => {
    committed.current = { value: selected }
  }, [selected])

  return selected
}

/**
 * Shallow equality for `useStore`: same keys with `Object.is` values (objects), or same items
 * (arrays).
 * @example useStore(store, (s) => ({ status: s.status, count: s.events.length }), shallow)
 */
export function shallow<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** The snapshot type of an sdk store. */
export type SnapshotOf<S> = S extends ReadableStore<infer State> ? State : never

/** A store's actions: everything but `getSnapshot` and `subscribe` (and a reserve page's `eventId`). */
export type Actions<S> = Omit<S, 'getSnapshot' | 'subscribe' | 'eventId'>

/** The options every store hook takes. */
export interface UseStoreOptions<Selected> {
  /** Whether a new selection equals the last one (default `Object.is`; `shallow` for objects). */
  isEqual?: (a: Selected, b: Selected) => boolean
}

/** The actions of a store, the same object for the same store. */
export function actionsOf<S extends ReadableStore<unknown>>(store: S): Actions<S> {
  const {
    getSnapshot: _get,
    subscribe: _subscribe,
    eventId: _eventId,
    ...actions
  } = store as S & Record<string, unknown>
  return actions as Actions<S>
}

/**
 * The one shape of the domain hooks: `[selected, actions]` of a store, the selection re-rendering
 * only when it changes (`isEqual`).
 */
export function useStoreWithActions<S extends ReadableStore<unknown>, Selected>(
  store: S,
  selector: ((state: SnapshotOf<S>) => Selected) | undefined,
  options: UseStoreOptions<Selected> | undefined,
): [Selected, Actions<S>] {
  const state = useStore(
    store as ReadableStore<SnapshotOf<S>>,
    selector ?? (wholeSnapshot as (state: SnapshotOf<S>) => Selected),
    options?.isEqual,
  )
  const actions = useMemo(() => actionsOf(store), [store])
  return [state, actions]
}
