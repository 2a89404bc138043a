import { useEffect } from 'react'
import type { ReserveSnapshot, ReserveStore } from '@foyer/sdk'
import { getReserve } from '@foyer/sdk/reserve'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, wholeSnapshot, type Actions } from './useStore.js'

export interface UseReserveOptions<Selected = ReserveSnapshot> {
  /**
   * The reserve page query of the URL, e.g. `location.search`: a link may preselect a `session`
   * or `date`, set quantities, limit the ticket groups (`tg`), and with `reserve` add the
   * selection to the cart at once (storefront §2: session, date, reserve, quantity, tg, select,
   * price). The page loads again when it changes.
   * @default ''
   */
  query?: string | URLSearchParams
  /** Whether a new selection equals the last one (default `Object.is`; `shallow` for objects). */
  isEqual?: (a: Selected, b: Selected) => boolean
}

function queryText(query: string | URLSearchParams | undefined): string {
  const text = typeof query === 'string' ? query : (query?.toString() ?? '')
  return text.replace(/^\?/, '')
}

/**
 * The reserve page of an event, where a visitor chooses a date, a session and ticket quantities
 * and adds them to the cart (storefront §4 Reserve flow): `[state, actions]`. Loads the page
 * when it mounts with the query the caller passes, again when that query changes, and when the
 * page was left done or failed; a page already loading or loaded for the same query is shown as
 * it is. The state is the whole `ReserveSnapshot`, or what `selector` picks from it.
 * @example
 * const [reserve, actions] = useReserve(eventId, { query: location.search })
 * if (reserve.status === 'ready') return <DatePicker days={reserve.calendar} onSelect={actions.selectDate} />
 * @example
 * const [canSubmit, { submit }] = useReserve(eventId, (s) => s.canSubmit)
 */
export function useReserve(eventId: string, options?: UseReserveOptions): [ReserveSnapshot, Actions<ReserveStore>]
export function useReserve<Selected>(
  eventId: string,
  selector: (state: ReserveSnapshot) => Selected,
  options?: UseReserveOptions<Selected>,
): [Selected, Actions<ReserveStore>]
export function useReserve<Selected>(
  eventId: string,
  selectorOrOptions?: ((state: ReserveSnapshot) => Selected) | UseReserveOptions<Selected>,
  maybeOptions?: UseReserveOptions<Selected>,
): [Selected, Actions<ReserveStore>] {
  const storefront = useStorefrontFor('useReserve')
  const selector =
    typeof selectorOrOptions === 'function' ? selectorOrOptions : (wholeSnapshot as (s: ReserveSnapshot) => Selected)
  const options = (typeof selectorOrOptions === 'function' ? maybeOptions : selectorOrOptions) ?? {}
  const store = getReserve(storefront, eventId)
  const query = queryText(options.query)

  useEffect(() => {
    const { status, query: loaded } = store.getSnapshot()
    // A page already loading (React may run this twice) or showing this query is left as it is.
    if (status === 'idle' || status === 'error' || status === 'done' || loaded !== query) void store.load({ query })
  }, [store, query])

  return useStoreWithActions(store, selector, options)
}
