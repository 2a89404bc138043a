import { useEffect, useMemo } from 'react'
import type { CartState, CartStore, ReserveSnapshot, ReserveStore } from '@foyer/sdk'
import { useStorefrontFor } from './context.js'
import { useStore } from './useStore.js'

/** The actions of a reserve page (`storefront.reserve(eventId)` without `getSnapshot` / `subscribe`). */
export type ReserveActions = Omit<ReserveStore, 'getSnapshot' | 'subscribe' | 'eventId'>

/** The actions of the cart (`storefront.cart` without `getSnapshot` / `subscribe`). */
export type CartActions = Omit<CartStore, 'getSnapshot' | 'subscribe'>

export interface UseReserveOptions<Selected = ReserveSnapshot> {
  /**
   * The reserve page query of the URL (storefront §2: session, date, reserve, quantity, tg,
   * select, price), e.g. `location.search`. The page loads again when it changes.
   * @default ''
   */
  query?: string | URLSearchParams
  /** Whether a new selection equals the last one (default `Object.is`; `shallow` for objects). */
  isEqual?: (a: Selected, b: Selected) => boolean
}

const wholeSnapshot = <T>(state: T) => state

function queryText(query: string | URLSearchParams | undefined): string {
  const text = typeof query === 'string' ? query : (query?.toString() ?? '')
  return text.replace(/^\?/, '')
}

function reserveActions(store: ReserveStore): ReserveActions {
  const { getSnapshot: _get, subscribe: _subscribe, eventId: _eventId, ...actions } = store
  return actions
}

function cartActions(store: CartStore): CartActions {
  const { getSnapshot: _get, subscribe: _subscribe, ...actions } = store
  return actions
}

/**
 * The reserve page of an event (storefront §4 Reserve flow): `[state, actions]`. Loads the page
 * when it mounts with the query the caller passes, again when that query changes, and when the
 * page was left done or failed; a page already loading or loaded for the same query is shown as
 * it is. The state is the whole `ReserveSnapshot`, or what `selector` picks from it.
 * @example
 * const [reserve, actions] = useReserve(eventId, { query: location.search })
 * if (reserve.status === 'ready') return <DatePicker days={reserve.calendar} onSelect={actions.selectDate} />
 * @example
 * const [canSubmit, { submit }] = useReserve(eventId, (s) => s.canSubmit)
 */
export function useReserve(eventId: string, options?: UseReserveOptions): [ReserveSnapshot, ReserveActions]
export function useReserve<Selected>(
  eventId: string,
  selector: (state: ReserveSnapshot) => Selected,
  options?: UseReserveOptions<Selected>,
): [Selected, ReserveActions]
export function useReserve<Selected>(
  eventId: string,
  selectorOrOptions?: ((state: ReserveSnapshot) => Selected) | UseReserveOptions<Selected>,
  maybeOptions?: UseReserveOptions<Selected>,
): [Selected, ReserveActions] {
  const storefront = useStorefrontFor('useReserve')
  const selector =
    typeof selectorOrOptions === 'function' ? selectorOrOptions : (wholeSnapshot as (s: ReserveSnapshot) => Selected)
  const options = (typeof selectorOrOptions === 'function' ? maybeOptions : selectorOrOptions) ?? {}
  const store = storefront.reserve(eventId)
  const query = queryText(options.query)

  useEffect(() => {
    const { status, query: loaded } = store.getSnapshot()
    // A page already loading (React may run this twice) or showing this query is left as it is.
    if (status === 'idle' || status === 'error' || status === 'done' || loaded !== query) void store.load({ query })
  }, [store, query])

  const state = useStore(store, selector, options.isEqual)
  const actions = useMemo(() => reserveActions(store), [store])
  return [state, actions]
}

/**
 * The storefront's cart (storefront §3, §4 Cart): `[state, actions]`. Loads the kept cart when the
 * first component using it mounts (status `idle`); later mounts show what is loaded.
 * @example
 * const [items, { removeItem, confirmRemoveItem }] = useCart((cart) => cart.items)
 * @example
 * const [totals] = useCart((cart) => cart.totals)
 */
export function useCart(): [CartState, CartActions]
export function useCart<Selected>(
  selector: (state: CartState) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, CartActions]
export function useCart<Selected>(
  selector: (state: CartState) => Selected = wholeSnapshot as (state: CartState) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, CartActions] {
  const { cart } = useStorefrontFor('useCart')
  useEffect(() => {
    if (cart.getSnapshot().status === 'idle') void cart.load()
  }, [cart])
  const state = useStore(cart, selector, isEqual)
  const actions = useMemo(() => cartActions(cart), [cart])
  return [state, actions]
}
