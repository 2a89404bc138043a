/**
 * A payment provider loaded on first use: the real provider is loaded only when checkout needs
 * it. The storefront is created with this small stand-in; the provider's own
 * module (the Stripe adapter, the sandbox's test-card form) is imported by `load()`, which
 * checkout calls when it starts, so a page that never opens checkout never downloads it.
 */
import type {
  CardOptions,
  MountedElement,
  PaymentProvider,
  ProviderAmount,
  ProviderResult,
  WalletOptions,
} from './types'
import { PROVIDER_UNAVAILABLE } from './types'

/**
 * Wraps `importProvider` (typically a dynamic `import()`) as a provider. The amount set before the
 * load is passed on once it is loaded; a module that fails to load answers `provider_unavailable`
 * (calls §8: 'Credit card payment can not be processed because Stripe was unable to load. …'),
 * and the next `load()` tries again.
 * @example
 * const payment = lazyPaymentProvider('stripe', () => import('./stripe').then((m) => m.createStripeProvider({ publishableKey })))
 */
export function lazyPaymentProvider(name: string, importProvider: () => Promise<PaymentProvider>): PaymentProvider {
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
    load,
    setAmount(next) {
      amount = next
      provider?.setAmount(next)
    },
    mountCard: (target: HTMLElement | string, card?: CardOptions): MountedElement =>
      loaded('mountCard').mountCard(target, card),
    mountWallet: (target: HTMLElement | string, options: WalletOptions): MountedElement =>
      loaded('mountWallet').mountWallet(target, options),
    clear: () => provider?.clear(),
    focus: () => provider?.focus(),
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
