/**
 * The payment provider interface: one interface, two implementations — Stripe through
 * @stripe/stripe-js, and a sandbox one that works with no
 * network). Checkout talks only to this interface (calls §4, §7 "Card payment provider
 * confirmation: in the browser, for payment intents and wallets").
 *
 * Expected failures are values (`{ error }`), shaped as the provider error of calls §8 Checkout
 * (`PaymentProviderError`: type and message), so `paymentProviderErrorMessage` can word them.
 */
import type { PaymentProviderError } from '../errors'

/** The amount a payment element shows and charges (calls §9 Provider amount: smallest unit, lowercase currency). */
export interface ProviderAmount {
  /** Due × 100, rounded (see `providerAmount`). */
  amount: number
  /** ISO 4217, lowercase. */
  currency: string
  /**
   * The card gateway's payment method configuration for this cart (storefront §3 Cart "card fee
   * with payment method configuration id (pmc_id)"): Stripe's `paymentMethodConfiguration`, which
   * decides the methods the elements offer. Absent: the account's default configuration.
   */
  paymentMethodConfiguration?: string
}

/** A payment method the provider made from what the visitor entered: goes to the server as gateway_data. */
export interface ProviderPaymentMethod {
  /** gateway_data.source: the provider's token (Stripe `pm_…`). */
  source: string
  /** gateway_data.source_type: card, apple_pay, google_pay, bacs_debit, afterpay_clearpay. */
  sourceType: PaymentMethodType | string
}

export type ProviderResult<T> = { data: T; error?: undefined } | { data?: undefined; error: PaymentProviderError }

/** A payment intent's state after the provider's confirmation or a redirect return (calls §4). */
export interface ProviderIntent {
  id: string | null
  /** Stripe's status: succeeded, processing, requires_capture, requires_payment_method … */
  status: string
}

/** What a mounted element reports, for the template. */
export interface MountedElement {
  /** Removes the element from the page. */
  unmount(): void
}

/**
 * How the payment elements look, from the storefront's theme (storefront §3 Theme
 * `paymentElement.background`; §4 "A theme change can remount the payment element"). Colours
 * are hex.
 */
export interface PaymentAppearance {
  mode: 'light' | 'dark'
  /** The elements' background (`paymentElement.background`, else the theme's surface). */
  background: string
  /** Buttons, focus and the selected tab. */
  primary: string
  text: string
}

/** Options of the card entry. */
export interface CardOptions {
  /** How it looks; mounting again with another appearance redraws it. */
  appearance?: PaymentAppearance
  /**
   * Called when the visitor picks another payment method in the card entry (Stripe's Payment
   * Element tabs, the sandbox form's card / direct debit choice): checkout then asks for what that
   * method needs (storefront §5: bacs_debit makes address, city, country and zip_code required).
   */
  onMethodChange?(method: PaymentMethodType): void
}

/** Options of the wallet button (calls §9 Wallet button height 48 px, method order). */
export interface WalletOptions {
  /** How the buttons' surroundings look (the wallet buttons keep their own brand colours). */
  appearance?: PaymentAppearance
  /**
   * Called when the visitor approved a wallet payment: checkout makes its call with this method.
   * Resolve with an error to tell the wallet sheet the payment failed.
   */
  onPaymentMethod(method: ProviderPaymentMethod): Promise<{ error?: PaymentProviderError } | void>
  /** Called once the provider knows which wallets this browser offers (apple_pay, google_pay). */
  onAvailable?(methods: PaymentMethodType[]): void
}

/** Payment method types the card provider offers (storefront §1; calls §4, §9 method order). */
export type PaymentMethodType = 'apple_pay' | 'google_pay' | 'card' | 'bacs_debit' | 'afterpay_clearpay'

/**
 * One payment provider. Call `load()` first, and only when checkout opens, so a page that never
 * checks out never downloads the provider; `setAmount` before mounting and whenever the amount changes.
 */
export interface PaymentProvider {
  /** `stripe` or `sandbox`. */
  readonly name: string
  /**
   * Loads the provider. A provider that cannot load answers `{ error }` with type
   * `provider_unavailable`: checkout shows 'Credit card payment can not be processed because
   * Stripe was unable to load. …' (calls §8 Checkout).
   */
  load(): Promise<ProviderResult<void>>
  /** The amount and currency the elements show and charge (calls §9 Provider amount). */
  setAmount(amount: ProviderAmount): void
  /** Mounts the card entry (Stripe: the Payment Element; the sandbox: its test-card form) into `target`. */
  mountCard(target: HTMLElement | string, options?: CardOptions): MountedElement
  /** Mounts the wallet buttons (Stripe: the Express Checkout Element, 48 px, apple_pay then google_pay). */
  mountWallet(target: HTMLElement | string, options: WalletOptions): MountedElement
  /**
   * "clears the payment element" (storefront §4 partial result): what was entered is forgotten,
   * the elements stay mounted.
   */
  clear(): void
  /**
   * Moves focus into the card entry (calls §8: "validation_error on the card form scrolls and
   * focuses payment"). Nothing happens when no card entry is mounted.
   */
  focus(): void
  /**
   * Makes a payment method from the card entry. A form the visitor must correct answers
   * `{ error: { type: 'validation_error', … } }` (calls §8: "validation_error on the card form
   * scrolls and focuses payment").
   */
  createPaymentMethod(): Promise<ProviderResult<ProviderPaymentMethod>>
  /**
   * The provider's confirmation of a payment intent that requires action (calls §4: a 402
   * intent_requires_action "triggers provider confirmation and then a retry"), e.g. 3-D Secure.
   */
  confirm(clientSecret: string): Promise<ProviderResult<ProviderIntent>>
  /** The intent's state, for a redirect-based return (calls §4). */
  retrieveIntent(clientSecret: string): Promise<ProviderResult<ProviderIntent>>
}

/** The type of the error a provider answers when it could not load (calls §8 Checkout). */
export const PROVIDER_UNAVAILABLE = 'provider_unavailable'
