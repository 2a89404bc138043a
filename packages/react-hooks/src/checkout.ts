import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { CheckoutState, CheckoutStore, ReadableStore } from '@foyer/sdk'
import type { CheckoutEntry } from '@foyer/sdk/checkout'
import { useStorefrontFor } from './context.js'
import { useStore } from './useStore.js'

/** A store's actions: everything but `getSnapshot` and `subscribe`. */
export type StoreActions<S> = Omit<S, 'getSnapshot' | 'subscribe'>
type SnapshotOf<S> = S extends ReadableStore<infer State> ? State : never

function actionsOf<S extends ReadableStore<unknown>>(store: S): StoreActions<S> {
  const { getSnapshot: _get, subscribe: _subscribe, ...actions } = store as S & Record<string, unknown>
  return actions as StoreActions<S>
}

function useStoreWithActions<S extends ReadableStore<unknown>, Selected>(
  store: S,
  selector: ((state: SnapshotOf<S>) => Selected) | undefined,
  isEqual: ((a: Selected, b: Selected) => boolean) | undefined,
): [Selected, StoreActions<S>] {
  const state = useStore(
    store as ReadableStore<SnapshotOf<S>>,
    (selector ?? ((s: SnapshotOf<S>) => s as unknown as Selected)) as (s: SnapshotOf<S>) => Selected,
    isEqual,
  )
  const actions = useMemo(() => actionsOf(store), [store])
  return [state, actions]
}

/**
 * The checkout page (storefront §2 Checkout; the sdk's `createCheckout`): `[state, actions]` of
 * the storefront's checkout. On mount, and when the entry's cart or order changes, it enters the
 * checkout (`checkout.enter`: start or resume, complete a redirect return from `entry.query`). No
 * rule lives here: the form, the payment, the result and where it leads are the sdk's
 * (`checkoutDestination`).
 * @example
 * const [state, { setField, submit }] = useCheckout({ cartId, query: window.location.search })
 * @example
 * const [route] = useCheckout(undefined, (s) => s.route)
 */
export function useCheckout(entry?: CheckoutEntry): [CheckoutState, StoreActions<CheckoutStore>]
export function useCheckout<Selected>(
  entry: CheckoutEntry | undefined,
  selector: (state: CheckoutState) => Selected,
  options?: { isEqual?: (a: Selected, b: Selected) => boolean },
): [Selected, StoreActions<CheckoutStore>]
export function useCheckout<Selected>(
  entry?: CheckoutEntry,
  selector?: (state: CheckoutState) => Selected,
  options?: { isEqual?: (a: Selected, b: Selected) => boolean },
): [Selected, StoreActions<CheckoutStore>] {
  const { checkout } = useStorefrontFor('useCheckout')
  // The query is read when the page is entered, not followed: leaving for a result changes it.
  const query = useRef(entry?.query)
  query.current = entry?.query
  const cartId = entry?.cartId
  const editingOrderId = entry?.editingOrderId
  useEffect(() => {
    void checkout.enter({
      ...(cartId ? { cartId } : {}),
      ...(editingOrderId ? { editingOrderId } : {}),
      ...(query.current !== undefined ? { query: query.current } : {}),
    })
  }, [checkout, cartId, editingOrderId])
  return useStoreWithActions(checkout, selector, options?.isEqual)
}

/**
 * The cart timer (storefront §4 Timer and extension; the sdk's `createCartTimer`): `[state,
 * actions]` with `extend`, `decline`, `acknowledge`. Calls `wake()` when the page becomes visible
 * again, so a tab that slept shows the right time at once.
 * @example
 * const [{ shown, secondsLeft, level, status }, { extend, decline }] = useCartTimer(timer)
 */
export function useCartTimer<S extends ReadableStore<{ status: string }> & { wake(): void }>(
  timer: S,
): [SnapshotOf<S>, StoreActions<S>]
export function useCartTimer<S extends ReadableStore<{ status: string }> & { wake(): void }, Selected>(
  timer: S,
  selector: (state: SnapshotOf<S>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, StoreActions<S>]
export function useCartTimer<S extends ReadableStore<{ status: string }> & { wake(): void }, Selected>(
  timer: S,
  selector?: (state: SnapshotOf<S>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, StoreActions<S>] {
  useEffect(() => {
    if (typeof document === 'undefined') return
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.wake()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [timer])
  return useStoreWithActions(timer, selector, isEqual)
}

/** What `usePaymentElement` mounts: the payment provider's card entry or wallet buttons. */
interface Mountable {
  mountCard(target: HTMLElement): { unmount(): void }
  mountWallet(target: HTMLElement, options: unknown): { unmount(): void }
}

/**
 * Mounts the payment provider's card entry (`kind: 'card'`) or wallet buttons (`'wallet'`, with
 * the provider's wallet options) into the element of `ref` while the component is mounted, after
 * the provider has loaded (`ready`). The provider draws; the template only gives it a place.
 * @example
 * const ref = useRef<HTMLDivElement>(null)
 * usePaymentElement(payment, 'card', ref, { ready: state.provider === 'ready' })
 * return <div ref={ref} />
 */
export function usePaymentElement<P extends Mountable>(
  provider: P,
  kind: 'card' | 'wallet',
  ref: RefObject<HTMLElement | null>,
  options: { ready: boolean; wallet?: Parameters<P['mountWallet']>[1] },
): void {
  const wallet = useRef(options.wallet)
  wallet.current = options.wallet
  useEffect(() => {
    const target = ref.current
    if (!options.ready || !target) return
    const mounted = kind === 'card' ? provider.mountCard(target) : provider.mountWallet(target, wallet.current)
    return () => mounted.unmount()
  }, [provider, kind, ref, options.ready])
}

/**
 * The sandbox payment provider's own state (test-card form, open 3-D Secure challenge, wallet),
 * for the template's sandbox payment form: `[state, actions]`.
 * @example
 * const [{ cardNumber, status }, { setCardNumber, approveChallenge, failChallenge }] = useSandboxPayment(provider)
 */
export function useSandboxPayment<S extends ReadableStore<{ status: string }>>(
  provider: S,
): [SnapshotOf<S>, StoreActions<S>] {
  return useStoreWithActions(provider, undefined, undefined)
}
