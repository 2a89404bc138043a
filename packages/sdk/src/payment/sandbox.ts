/**
 * The sandbox payment provider: works with no network, for development against the sandbox,
 * examples and tests. It speaks Stripe's test tokens, which the sandbox server takes
 * (openapi GatewayData.source): the test-card form maps a card number to a token, a 3-D Secure
 * card's challenge waits for the visitor to approve or fail it, and a wallet button is simulated.
 *
 * The core holds no DOM: it is a store (`getSnapshot` / `subscribe`) that a page draws where the
 * provider is mounted (the template's test-card form, challenge dialog and wallet button, in the
 * checkout's provider chunk), and a Node script drives directly.
 */
import type { PaymentProviderError } from '../errors'
import { orderPaymentMethods } from '../checkout/rules'
import type { PaymentMethodType } from '../checkout/types'
import { createStore, type ReadableStore } from '../store/store'
import type {
  CardOptions,
  MountedElement,
  PaymentProvider,
  ProviderAmount,
  ProviderIntent,
  ProviderPaymentMethod,
  ProviderResult,
  WalletOptions,
} from './types'

/**
 * The test cards of the sandbox, by card number, with the provider's test payment method each
 * stands for: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155
 * needs a 3-D Secure challenge, and 4000 0000 0000 0036 is declined for its ZIP code
 * (`incorrect_zip`), which from a wallet adds the wallet ZIP note (calls §8 Checkout).
 */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000002500003155': 'pm_card_threeDSecure2Required',
  '4000000000000036': 'pm_card_avsZipFail',
} as const satisfies Record<string, string>

/**
 * The token a simulated wallet pays with when no test card is typed (it succeeds, like Stripe's
 * test wallets). A wallet holds a card: the simulated one holds the test card typed in the form
 * when there is one, so a wallet decline can be tried (4000 0000 0000 0036: the wallet ZIP note).
 */
export const SANDBOX_WALLET_TOKEN = 'pm_card_visa'
/** The token of a simulated direct debit (the sandbox answers it pending: openapi GatewayData.source). */
export const SANDBOX_BACS_TOKEN = 'pm_bacs_debit'

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '')
}

/** The test token of a typed card number, or null for a number the sandbox does not know. */
export function sandboxCardToken(input: string): string | null {
  return (SANDBOX_TEST_CARDS as Record<string, string>)[cardDigits(input)] ?? null
}

/** What the sandbox provider shows: the form, the open challenge, the wallet. */
export interface SandboxPaymentState {
  /** Where the provider is: `idle` (not loaded), `ready`, `challenge` (a 3-D Secure challenge waits for the visitor). */
  status: 'idle' | 'ready' | 'challenge'
  /** The method the test form pays with. */
  method: 'card' | 'bacs_debit'
  /** The card number as typed. */
  cardNumber: string
  /** The amount the form charges (calls §9 Provider amount), once set. */
  amount: ProviderAmount | null
  /** Whether the card form and wallet button are mounted (the template shows them then). */
  mounted: { card: boolean; wallet: boolean }
  /** The open challenge's payment intent, while `status` is `challenge`. */
  challenge: { paymentIntentId: string } | null
  /** Wallets the simulated button offers (calls §9 order). */
  wallets: PaymentMethodType[]
}

export interface SandboxProvider extends PaymentProvider, ReadableStore<SandboxPaymentState> {
  /** The test-card form's number field. */
  setCardNumber(value: string): void
  /** Card or a simulated bacs direct debit (which the sandbox answers pending); tells `mountCard`'s `onMethodChange`. */
  setMethod(method: 'card' | 'bacs_debit'): void
  /** The visitor approves the open 3-D Secure challenge. */
  approveChallenge(): Promise<void>
  /** The visitor fails (or cancels) the open challenge. */
  failChallenge(): Promise<void>
  /**
   * The simulated wallet button: pays with the wallet through `mountWallet`'s `onPaymentMethod`,
   * with the typed test card's token if one is typed, else `SANDBOX_WALLET_TOKEN`.
   */
  payWithWallet(type?: 'apple_pay' | 'google_pay'): Promise<{ error?: PaymentProviderError } | void>
}

export interface SandboxProviderOptions {
  /**
   * Tells the sandbox server how the visitor answered a challenge (the sandbox's control route).
   * Given the payment intent id and the outcome; resolves to the intent's status after it.
   * @default POST `{controlBase}/payment_intents/{id}/confirm` `{ outcome, client_secret }` through `fetch`
   */
  completeChallenge?: (
    paymentIntentId: string,
    outcome: 'approve' | 'fail',
    clientSecret: string,
  ) => Promise<{ status: string }>
  /** Base URL of the sandbox's control routes, for the default `completeChallenge`. @example 'http://localhost:4173/_sandbox' */
  controlBase?: string
  /** The `fetch` of the default `completeChallenge`. @default globalThis.fetch, looked up when called */
  fetch?: (request: Request) => Promise<Response>
  /**
   * Wallets the simulated button offers, shown in the order of calls §9 ("apple_pay, google_pay,
   * card") whatever order they are given in. @default ['google_pay']
   */
  wallets?: PaymentMethodType[]
}

/** Stripe's client secret is `{intent id}_secret_{secret}`. */
export function paymentIntentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_')
  return at === -1 ? clientSecret : clientSecret.slice(0, at)
}

/**
 * Creates the sandbox provider.
 * @example
 * const payment = createSandboxProvider({ controlBase: 'http://localhost:4173/_sandbox' })
 * payment.setCardNumber('4242 4242 4242 4242')
 */
export function createSandboxProvider(options: SandboxProviderOptions = {}): SandboxProvider {
  const store = createStore<SandboxPaymentState>({
    status: 'idle',
    method: 'card',
    cardNumber: '',
    amount: null,
    mounted: { card: false, wallet: false },
    challenge: null,
    // calls §9 Payment method order: the simulated buttons as Stripe's Express Checkout orders them.
    wallets: orderPaymentMethods(options.wallets ?? ['google_pay']),
  })
  let wallet: WalletOptions | null = null
  let card: CardOptions = {}
  let answerChallenge: ((outcome: 'approve' | 'fail') => void) | null = null

  const completeChallenge =
    options.completeChallenge ??
    (async (paymentIntentId: string, outcome: 'approve' | 'fail', clientSecret: string) => {
      if (!options.controlBase)
        throw new Error(
          'createSandboxProvider: pass `controlBase` (the sandbox’s control routes) or `completeChallenge`.',
        )
      const fetcher = options.fetch ?? ((request: Request) => globalThis.fetch(request))
      const response = await fetcher(
        new Request(`${options.controlBase}/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ outcome, client_secret: clientSecret }),
        }),
      )
      const body = (await response.json().catch(() => ({}))) as { status?: unknown }
      if (!response.ok) throw new Error(`The sandbox answered ${response.status} to the challenge ${outcome}.`)
      return {
        status:
          typeof body.status === 'string'
            ? body.status
            : outcome === 'approve'
              ? 'succeeded'
              : 'requires_payment_method',
      }
    })

  function mount(kind: 'card' | 'wallet'): MountedElement {
    store.setState((draft) => void (draft.mounted[kind] = true))
    return { unmount: () => store.setState((draft) => void (draft.mounted[kind] = false)) }
  }

  async function confirm(clientSecret: string): Promise<ProviderResult<ProviderIntent>> {
    const paymentIntentId = paymentIntentIdOf(clientSecret)
    // The answer is wired before the challenge is shown, so a listener that answers at once
    // (a script, an e2e helper) is heard.
    const answered = new Promise<'approve' | 'fail'>((resolve) => (answerChallenge = resolve))
    store.setState((draft) => {
      draft.status = 'challenge'
      draft.challenge = { paymentIntentId }
    })
    const outcome = await answered
    answerChallenge = null
    try {
      const { status } = await completeChallenge(paymentIntentId, outcome, clientSecret)
      if (outcome === 'fail') {
        // Stripe's words when the visitor fails authentication.
        return {
          error: {
            type: 'card_error',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        }
      }
      return { data: { id: paymentIntentId, status } }
    } catch (cause) {
      return { error: { type: 'api_error', message: cause instanceof Error ? cause.message : String(cause) } }
    } finally {
      store.setState((draft) => {
        draft.status = 'ready'
        draft.challenge = null
      })
    }
  }

  function answer(outcome: 'approve' | 'fail'): Promise<void> {
    if (!answerChallenge) return Promise.resolve()
    answerChallenge(outcome)
    // Settles once the challenge is closed (status back to ready).
    return new Promise((resolve) => {
      const off = store.subscribe(() => {
        if (store.getSnapshot().status !== 'challenge') {
          off()
          resolve()
        }
      })
    })
  }

  return {
    name: 'sandbox',
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async load() {
      store.setState((draft) => void (draft.status = draft.status === 'idle' ? 'ready' : draft.status))
      return { data: undefined }
    },
    setAmount(amount) {
      store.setState(
        (draft) => void (draft.amount = { amount: amount.amount, currency: amount.currency.toLowerCase() }),
      )
    },
    mountCard(_target, cardOptions = {}) {
      card = cardOptions
      return mount('card')
    },
    mountWallet(_target, walletOptions) {
      wallet = walletOptions
      walletOptions.onAvailable?.(store.getSnapshot().wallets)
      return mount('wallet')
    },
    clear() {
      store.setState((draft) => void (draft.cardNumber = ''))
    },
    // The core draws nothing; the page that draws its form moves focus there.
    focus() {},
    async createPaymentMethod() {
      const { method, cardNumber } = store.getSnapshot()
      if (method === 'bacs_debit') return { data: { source: SANDBOX_BACS_TOKEN, sourceType: 'bacs_debit' } }
      if (cardDigits(cardNumber) === '')
        return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } }
      const token = sandboxCardToken(cardNumber)
      if (!token)
        return { error: { type: 'validation_error', message: 'Your card number is invalid. Use a sandbox test card.' } }
      return { data: { source: token, sourceType: 'card' } satisfies ProviderPaymentMethod }
    },
    confirm,
    async retrieveIntent() {
      // No sandbox method leaves the page (bacs_debit answers pending in place), so there is no
      // redirect to return from.
      return {
        error: {
          type: 'invalid_request_error',
          message: 'The sandbox provider has no redirect-based payment methods.',
        },
      }
    },
    setCardNumber: (value) => store.setState((draft) => void (draft.cardNumber = value)),
    setMethod(method) {
      if (store.getSnapshot().method === method) return
      store.setState((draft) => void (draft.method = method))
      card.onMethodChange?.(method)
    },
    approveChallenge: () => answer('approve'),
    failChallenge: () => answer('fail'),
    async payWithWallet(type) {
      if (!wallet) throw new Error('The sandbox wallet button is not mounted: call mountWallet first.')
      const { wallets, cardNumber } = store.getSnapshot()
      const sourceType = type ?? wallets[0] ?? 'google_pay'
      return wallet.onPaymentMethod({ source: sandboxCardToken(cardNumber) ?? SANDBOX_WALLET_TOKEN, sourceType })
    },
  }
}
