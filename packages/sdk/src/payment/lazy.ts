/**
 * A payment provider loaded on first use (DESIGN.md: the real provider is "loaded only when
 * checkout needs it"). The storefront is created with this small stand-in; the provider's own
 * module (the Stripe adapter, the sandbox's test-card form) is imported by `load()`, which
 * checkout calls when it starts, so a page that never opens checkout never downloads it.
 */
import type { MountedElement, PaymentProvider, ProviderAmount, ProviderResult, WalletOptions } from './types'
import { PROVIDER_UNAVAILABLE } from './types'

export interface LazyPaymentProvider extends PaymentProvider {
  /** The provider once `load()` has made it, else null (e.g. to render the sandbox's own form). */
  current(): PaymentProvider | null
}

/**
 * Wraps `importProvider` (typically a dynamic `import()`) as a provider. The amount set before the
 * load is passed on once it is loaded; a module that fails to load answers `provider_unavailable`
 * (calls §8: 'Credit card payment can not be processed because Stripe was unable to load. …'),
 * and the next `load()` tries again.
 * @example
 * const payment = lazyPaymentProvider('stripe', () => import('./stripe').then((m) => m.createStripeProvider({ publishableKey })))
 */
export function lazyPaymentProvider(name: string, importProvider: () => Promise<PaymentProvider>): LazyPaymentProvider {
  let provider: PaymentProvider | null = null
  let loading: Promise<ProviderResult<void>> | null = null
  let amount: ProviderAmount | null = null

  function loaded(what: string): PaymentProvider {
    if (!provider) throw new Error(`The ${name} payment provider is not loaded: call load() before ${what}.`)
    return provider
  }

  async function load(): Promise<ProviderResult<void>> {
    loading ??= (async () => {
      let made: PaymentProvider
      try {
        made = await importProvider()
      } catch (cause) {
        loading = null
        return {
          error: { type: PROVIDER_UNAVAILABLE, message: cause instanceof Error ? cause.message : String(cause) },
        }
      }
      if (amount) made.setAmount(amount)
      const result = await made.load()
      if (result.error) {
        loading = null
        return result
      }
      provider = made
      return result
    })()
    return loading
  }

  return {
    name,
    current: () => provider,
    load,
    setAmount(next) {
      amount = next
      provider?.setAmount(next)
    },
    mountCard: (target: HTMLElement | string): MountedElement => loaded('mountCard').mountCard(target),
    mountWallet: (target: HTMLElement | string, options: WalletOptions): MountedElement =>
      loaded('mountWallet').mountWallet(target, options),
    clear: () => provider?.clear(),
    async createPaymentMethod() {
      const result = await load()
      return result.error ? result : loaded('createPaymentMethod').createPaymentMethod()
    },
    async confirm(clientSecret) {
      const result = await load()
      return result.error ? result : loaded('confirm').confirm(clientSecret)
    },
    async retrieveIntent(clientSecret) {
      const result = await load()
      return result.error ? result : loaded('retrieveIntent').retrieveIntent(clientSecret)
    },
  }
}

/**
 * The provider that does the work: a lazy stand-in's own provider once loaded (null before), any
 * other provider itself. The template asks it which form to draw (the sandbox's test-card form).
 * @example
 * const provider = loadedPaymentProvider(storefront.options.payment) // null until checkout loads it
 */
export function loadedPaymentProvider(payment: PaymentProvider): PaymentProvider | null {
  const lazy = payment as Partial<LazyPaymentProvider>
  return typeof lazy.current === 'function' ? lazy.current() : payment
}
