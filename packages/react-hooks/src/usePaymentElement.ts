import { useEffect, useRef, type RefObject } from 'react'

/** What `usePaymentElement` mounts: the payment provider's card entry or wallet buttons. */
interface Mountable {
  mountCard(target: HTMLElement, options?: unknown): { unmount(): void }
  mountWallet(target: HTMLElement, options: unknown): { unmount(): void }
}

/**
 * Mounts the payment provider's card entry (`kind: 'card'`, with its card options) or wallet
 * buttons (`'wallet'`, with the provider's wallet options) into the element of `ref` while the component is mounted, after
 * the provider has loaded (`ready`). The provider draws; the template only gives it a place.
 * `appearance` (the theme's colours) goes to the provider with the options, and another
 * appearance unmounts the element and mounts it again in the new look (storefront §4: "A theme
 * change can remount the payment element").
 * @example
 * const ref = useRef<HTMLDivElement>(null)
 * usePaymentElement(payment, 'card', ref, { ready: state.provider === 'ready' })
 * return <div ref={ref} />
 */
export function usePaymentElement<P extends Mountable>(
  provider: P,
  kind: 'card' | 'wallet',
  ref: RefObject<HTMLElement | null>,
  options: {
    ready: boolean
    wallet?: Parameters<P['mountWallet']>[1]
    card?: Parameters<P['mountCard']>[1]
    appearance?: object
  },
): void {
  const latest = useRef(options)
  latest.current = options
  // The appearance by value: the same colours in a new object do not remount.
  const look = options.appearance ? JSON.stringify(options.appearance) : null
  useEffect(() => {
    const target = ref.current
    if (!options.ready || !target) return
    const { card, wallet, appearance } = latest.current
    const withLook = <T>(given: T): T => (appearance ? ({ ...given, appearance } as T) : given)
    const mounted =
      kind === 'card' ? provider.mountCard(target, withLook(card)) : provider.mountWallet(target, withLook(wallet))
    return () => mounted.unmount()
  }, [provider, kind, ref, options.ready, look])
}
