/**
 * The Stripe payment provider, through @stripe/stripe-js, loaded only when checkout needs it. Cards
 * go through the Payment Element, wallets through the Express Checkout
 * Element (48 px, apple_pay then google_pay: calls §9). Elements run in the deferred-intent mode
 * with manual payment method creation, so the server makes and confirms the payment intent
 * (openapi checkout: gateway stripe with `gateway_data.source`), and a 402 intent_requires_action
 * is finished in the browser with `handleNextAction` (calls §4).
 *
 * Nothing is imported from @stripe/stripe-js at module load: its `pure` entry is imported when
 * `load()` is first called (the main entry would inject Stripe's script on import).
 */
import type {
  Stripe,
  StripeConstructorOptions,
  StripeElements,
  StripeElementsOptionsMode,
  StripeError,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js'
import type { PaymentProviderError } from '../errors'
import { PAYMENT_METHOD_ORDER, WALLET_BUTTON_HEIGHT_PX, orderPaymentMethods } from '../checkout/rules'
import type { PaymentMethodType } from '../checkout/types'
import {
  PROVIDER_UNAVAILABLE,
  type CardOptions,
  type MountedElement,
  type PaymentProvider,
  type ProviderAmount,
  type ProviderIntent,
  type PaymentAppearance,
  type ProviderPaymentMethod,
  type ProviderResult,
  type WalletOptions,
} from './types'

/** `loadStripe` of @stripe/stripe-js (or a test's fake). */
export type LoadStripe = (publishableKey: string, options?: StripeConstructorOptions) => Promise<Stripe | null>

export interface StripeProviderOptions {
  /** The tenant's Stripe publishable key (`pk_live_…` or `pk_test_…`), from its runtime configuration. */
  publishableKey: string
  /**
   * Loads Stripe.js. Inject a fake in tests.
   * @default `loadStripe` of `@stripe/stripe-js/pure`, imported on the first `load()`
   */
  loadStripe?: LoadStripe
  /** Passed to `loadStripe` (e.g. `locale`, `stripeAccount`). */
  stripeOptions?: StripeConstructorOptions
  /** Elements options besides mode, amount and currency (e.g. `appearance` from the theme, storefront §3 paymentElement.background). */
  elementsOptions?: Omit<StripeElementsOptionsMode, 'mode' | 'amount' | 'currency' | 'paymentMethodCreation'>
}

/**
 * The theme as Stripe's Elements appearance (storefront §3 Theme `paymentElement.background`):
 * Stripe's `night` theme in dark mode, the storefront's primary, background and text colours.
 */
export function stripeAppearance(appearance: PaymentAppearance): NonNullable<StripeElementsOptionsMode['appearance']> {
  return {
    theme: appearance.mode === 'dark' ? 'night' : 'stripe',
    variables: {
      colorPrimary: appearance.primary,
      colorBackground: appearance.background,
      colorText: appearance.text,
    },
  }
}

/** A Stripe error as the provider error of calls §8 Checkout; `incorrect_zip` in a wallet adds the zip note. */
export function stripeProviderError(error: StripeError, options: { wallet?: boolean } = {}): PaymentProviderError {
  const zip = error.code === 'incorrect_zip' || error.decline_code === 'incorrect_zip'
  return {
    type: error.type,
    message: error.message ?? null,
    ...(options.wallet && zip ? { walletZipMismatch: true } : {}),
  }
}

const WALLETS: readonly PaymentMethodType[] = orderPaymentMethods(PAYMENT_METHOD_ORDER.filter((m) => m !== 'card'))

const METHOD_TYPES: readonly string[] = [
  'apple_pay',
  'google_pay',
  'card',
  'bacs_debit',
  'afterpay_clearpay',
] satisfies PaymentMethodType[]
const isPaymentMethodType = (type: string): type is PaymentMethodType => METHOD_TYPES.includes(type)

/**
 * calls §9 "Payment method order: apple_pay, google_pay, card", as the elements' `paymentMethodOrder`
 * (the methods the order does not name, bacs_debit and afterpay_clearpay, after it): Stripe
 * otherwise orders the Payment Element's tabs by its own guess of the visitor's likeliest method.
 */
export const STRIPE_PAYMENT_METHOD_ORDER: readonly PaymentMethodType[] = orderPaymentMethods(
  METHOD_TYPES as readonly PaymentMethodType[],
)

/**
 * Creates the Stripe provider.
 * @example
 * const payment = createStripeProvider({ publishableKey: config.stripeKey })
 * const loaded = await payment.load()
 * if (loaded.error) show(t('checkout.cardProviderFailedToLoad'))
 * payment.setAmount(providerAmount(due, currency))
 * payment.mountCard('#payment-element')
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  if (!options.publishableKey)
    throw new TypeError('createStripeProvider: `publishableKey` is required (the tenant’s Stripe publishable key).')
  let stripe: Stripe | null = null
  let loading: Promise<ProviderResult<void>> | null = null
  let elements: StripeElements | null = null
  let amount: ProviderAmount | null = null
  const mounted = new Set<{ clear(): void; focus(): void }>()

  function unavailable(message: string | null): { error: PaymentProviderError } {
    return { error: { type: PROVIDER_UNAVAILABLE, message } }
  }

  async function load(): Promise<ProviderResult<void>> {
    if (stripe) return { data: undefined }
    loading ??= (async (): Promise<ProviderResult<void>> => {
      try {
        const loadStripe = options.loadStripe ?? (await import('@stripe/stripe-js/pure')).loadStripe
        stripe = await loadStripe(options.publishableKey, options.stripeOptions)
        return stripe ? { data: undefined } : unavailable('Stripe.js did not load.')
      } catch (cause) {
        // A blocker or no network: calls §8 'Stripe was unable to load'. A later load() may retry.
        loading = null
        return unavailable(cause instanceof Error ? cause.message : String(cause))
      }
    })()
    return loading
  }

  function loaded(): Stripe {
    if (!stripe)
      throw new Error(
        'The Stripe provider is not loaded: await provider.load() first (and show its error when it fails).',
      )
    return stripe
  }

  function elementsGroup(): StripeElements {
    if (elements) return elements
    if (!amount)
      throw new Error(
        'The Stripe provider has no amount: call provider.setAmount(providerAmount(due, currency)) before mounting.',
      )
    elements = loaded().elements({
      ...options.elementsOptions,
      mode: 'payment',
      amount: amount.amount,
      currency: amount.currency,
      paymentMethodCreation: 'manual',
      ...(amount.paymentMethodConfiguration ? { paymentMethodConfiguration: amount.paymentMethodConfiguration } : {}),
    })
    return elements
  }

  function setAmount(next: ProviderAmount) {
    const configuration = next.paymentMethodConfiguration
    const changedConfiguration = configuration !== undefined && configuration !== amount?.paymentMethodConfiguration
    amount = {
      amount: next.amount,
      currency: next.currency.toLowerCase(),
      ...(configuration ? { paymentMethodConfiguration: configuration } : {}),
    }
    // storefront §3 Cart card fee pmc_id: a cart that comes with another configuration updates it.
    void elements?.update({
      amount: amount.amount,
      currency: amount.currency,
      ...(changedConfiguration ? { paymentMethodConfiguration: configuration } : {}),
    })
  }

  function mountCard(target: HTMLElement | string, card: CardOptions = {}): MountedElement {
    const group = elementsGroup()
    if (card.appearance) void group.update({ appearance: stripeAppearance(card.appearance) })
    const element = group.create('payment', {
      layout: 'tabs',
      paymentMethodOrder: [...STRIPE_PAYMENT_METHOD_ORDER],
    })
    // The tab the visitor picked (card, bacs_debit, …): checkout asks for what that method needs.
    let method: string | null = null
    element.on('change', (event) => {
      const picked = event.value.type
      if (picked === method) return
      method = picked
      if (isPaymentMethodType(picked)) card.onMethodChange?.(picked)
    })
    element.mount(target)
    mounted.add(element)
    return {
      unmount() {
        mounted.delete(element)
        element.destroy()
      },
    }
  }

  function mountWallet(target: HTMLElement | string, wallet: WalletOptions): MountedElement {
    const group = elementsGroup()
    const element = group.create('expressCheckout', {
      buttonHeight: WALLET_BUTTON_HEIGHT_PX,
      paymentMethodOrder: [...WALLETS],
    })
    element.on('ready', (event) => {
      const available = event.availablePaymentMethods
      const methods = WALLETS.filter((m) => (m === 'apple_pay' ? available?.applePay : available?.googlePay))
      wallet.onAvailable?.(orderPaymentMethods(methods))
    })
    element.on('click', (event) => event.resolve())
    element.on('confirm', (event: StripeExpressCheckoutElementConfirmEvent) => {
      void confirmWallet(group, event, wallet)
    })
    element.mount(target)
    return { unmount: () => element.destroy() }
  }

  async function confirmWallet(
    group: StripeElements,
    event: StripeExpressCheckoutElementConfirmEvent,
    wallet: WalletOptions,
  ) {
    const submitted = await group.submit()
    if (submitted.error) return event.paymentFailed({ reason: 'fail' })
    const created = await loaded().createPaymentMethod({ elements: group })
    if (created.error)
      return event.paymentFailed({
        reason: 'fail',
        ...(created.error.message ? { message: created.error.message } : {}),
      })
    const answer = await wallet.onPaymentMethod({
      source: created.paymentMethod.id,
      sourceType: event.expressPaymentType,
    })
    if (answer && answer.error)
      event.paymentFailed({ reason: 'fail', ...(answer.error.message ? { message: answer.error.message } : {}) })
  }

  async function createPaymentMethod(): Promise<ProviderResult<ProviderPaymentMethod>> {
    const group = elementsGroup()
    // Stripe: "call elements.submit() to validate the state of the Payment Element" first.
    const submitted = await group.submit()
    if (submitted.error) return { error: stripeProviderError(submitted.error) }
    const created = await loaded().createPaymentMethod({ elements: group })
    if (created.error) return { error: stripeProviderError(created.error) }
    return { data: { source: created.paymentMethod.id, sourceType: created.paymentMethod.type } }
  }

  function intentOf(result: {
    paymentIntent?: { id: string; status: string } | undefined
    error?: StripeError | undefined
  }): ProviderResult<ProviderIntent> {
    if (result.error) return { error: stripeProviderError(result.error) }
    if (!result.paymentIntent) return { error: { type: 'api_error', message: null } }
    return { data: { id: result.paymentIntent.id, status: result.paymentIntent.status } }
  }

  return {
    name: 'stripe',
    load,
    setAmount,
    mountCard,
    mountWallet,
    clear() {
      for (const element of mounted) element.clear()
    },
    focus() {
      for (const element of mounted) element.focus()
    },
    createPaymentMethod,
    confirm: async (clientSecret) => intentOf(await loaded().handleNextAction({ clientSecret })),
    retrieveIntent: async (clientSecret) => intentOf(await loaded().retrievePaymentIntent(clientSecret)),
  }
}
