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
 * @example
 * const ref = useRef<HTMLDivElement>(null)
 * usePaymentElement(payment, 'card', ref, { ready: state.provider === 'ready' })
 * return <div ref={ref} />
 */
export function usePaymentElement<P extends Mountable>(
  provider: P,
  kind: 'card' | 'wallet',
  ref: RefObject<HTMLElement | null>,
  options: { ready: boolean; wallet?: Parameters<P['mountWallet']>[1]; card?: Parameters<P['mountCard']>[1] },
): void {
  const latest = useRef(options)
  latest.current = options
  useEffect(() => {
    const target = ref.current
    if (!options.ready || !target) return
    const mounted =
      kind === 'card'
        ? provider.mountCard(target, latest.current.card)
        : provider.mountWallet(target, latest.current.wallet)
    return () => mounted.unmount()
  }, [provider, kind, ref, options.ready])
}
