import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { ReadableStore } from '@foyer/sdk'
import { useStore } from './useStore.js'

/** A store's actions: everything but `getSnapshot` and `subscribe`. */
export type StoreActions<S> = Omit<S, 'getSnapshot' | 'subscribe'>
type SnapshotOf<S> = S extends ReadableStore<infer State> ? State : never

function actionsOf<S extends ReadableStore<unknown>>(store: S): StoreActions<S> {
  const { getSnapshot: _get, subscribe: _subscribe, ...actions } = store as S & Record<string, unknown>
  return actions as StoreActions<S>
}

function useStoreWithActions<S extends ReadableStore<any>, Selected>(
  store: S,
  selector: ((state: SnapshotOf<S>) => Selected) | undefined,
  isEqual: ((a: Selected, b: Selected) => boolean) | undefined,
): [Selected, StoreActions<S>] {
  const state = useStore(store as ReadableStore<SnapshotOf<S>>, (selector ?? ((s: SnapshotOf<S>) => s as unknown as Selected)) as (s: SnapshotOf<S>) => Selected, isEqual)
  const actions = useMemo(() => actionsOf(store), [store])
  return [state, actions]
}

/**
 * The checkout (storefront §2 Checkout; the sdk's `createCheckout`): `[state, actions]`. Starts
 * the checkout when the first component using it mounts (status `idle`). No rule lives here: the
 * form, the payment and the result route are the sdk's.
 * @example
 * const [checkout, { setField, submit }] = useCheckout(storefront.checkout)
 * @example
 * const [route] = useCheckout(checkout, (s) => s.route)
 * useEffect(() => { if (route && route.kind !== 'partial') navigate(route.to) }, [route])
 */
export function useCheckout<S extends ReadableStore<{ status: string }> & { start(): Promise<void> }>(checkout: S): [SnapshotOf<S>, StoreActions<S>]
export function useCheckout<S extends ReadableStore<{ status: string }> & { start(): Promise<void> }, Selected>(
  checkout: S,
  selector: (state: SnapshotOf<S>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, StoreActions<S>]
export function useCheckout<S extends ReadableStore<{ status: string }> & { start(): Promise<void> }, Selected>(
  checkout: S,
  selector?: (state: SnapshotOf<S>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, StoreActions<S>] {
  useEffect(() => {
    if (checkout.getSnapshot().status === 'idle') void checkout.start()
  }, [checkout])
  return useStoreWithActions(checkout, selector, isEqual)
}

/**
 * The cart timer (storefront §4 Timer and extension; the sdk's `createCartTimer`): `[state,
 * actions]` with `extend`, `decline`, `acknowledge`. Calls `wake()` when the page becomes visible
 * again, so a tab that slept shows the right time at once.
 * @example
 * const [{ shown, secondsLeft, level, status }, { extend, decline }] = useCartTimer(timer)
 */
export function useCartTimer<S extends ReadableStore<{ status: string }> & { wake(): void }>(timer: S): [SnapshotOf<S>, StoreActions<S>]
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
  mountWallet(target: HTMLElement, options: any): { unmount(): void }
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
export function useSandboxPayment<S extends ReadableStore<{ status: string }>>(provider: S): [SnapshotOf<S>, StoreActions<S>] {
  return useStoreWithActions(provider, undefined, undefined)
}
