import {
  useSandboxPayment,
  usePaymentElement,
  useMessages,
  type CheckoutState,
  type CheckoutStore,
} from '@foyer/react-hooks'
import { centsToMoney } from '@foyer/sdk/reserve'
import { isSandboxProvider, type SandboxProvider } from '@foyer/sdk/sandbox'
import {
  loadedPaymentProvider,
  type PaymentProvider,
  type ProviderPaymentMethod,
  type WalletOptions,
} from '@foyer/sdk/payment'
import { useEffect, useMemo, useRef } from 'react'
import { Button } from '../../components/Button'
import { useModalStack } from '../../modals'
import * as css from './checkout.css'
import * as form from '../../components/form.css'

/** The id of the payment area: the sdk's `focus` target `payment` ("validation_error on the card form scrolls and focuses payment", calls §8). */
export const PAYMENT_AREA_ID = 'checkout-payment'
/** The sandbox form's card number field. */
export const CARD_NUMBER_ID = 'checkout-card-number'
/** The 3-D Secure challenge on the modal stack. */
export const CHALLENGE_MODAL = 'payment-challenge'

/**
 * The payment element (storefront §2 Checkout "Payment element"): the sandbox provider's own
 * test-card form, or the card and wallet elements a real provider (Stripe) draws into the page.
 * Shown once the provider has loaded; a free order shows no card form.
 */
export function PaymentArea({
  payment,
  checkout,
  state,
}: {
  payment: PaymentProvider
  checkout: CheckoutStore
  state: CheckoutState
}) {
  const provider = state.provider === 'ready' ? loadedPaymentProvider(payment) : null
  const wallet = useMemo<WalletOptions>(
    () => ({
      // The wallet approved a payment: checkout pays with it; a failure tells the wallet sheet.
      async onPaymentMethod(method: ProviderPaymentMethod) {
        const result = await checkout.payWithWallet(method)
        const paymentError = checkout.getSnapshot().paymentError
        if (result.error) return { error: paymentError ?? { type: 'api_error', message: null } }
      },
    }),
    [checkout],
  )
  if (!provider) return null
  if (isSandboxProvider(provider)) return <SandboxPaymentForm provider={provider} checkout={checkout} wallet={wallet} />
  return <ProviderElements provider={provider} wallet={wallet} />
}

/** A real provider's elements (Stripe's Payment Element and Express Checkout Element, 48 px). */
function ProviderElements({ provider, wallet }: { provider: PaymentProvider; wallet: WalletOptions }) {
  const walletRef = useRef<HTMLDivElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  usePaymentElement(provider, 'wallet', walletRef, { ready: true, wallet })
  usePaymentElement(provider, 'card', cardRef, { ready: true })
  return (
    <>
      <div ref={walletRef} data-payment-element="wallet" />
      <div ref={cardRef} data-payment-element="card" />
    </>
  )
}

/**
 * The sandbox provider's test-card form (DESIGN.md: "a sandbox one that works with no network"):
 * card or direct debit, the card number, a simulated wallet button (48 px, calls §9) and, while a
 * 3-D Secure challenge is open, a dialog to approve or fail it.
 */
function SandboxPaymentForm({
  provider,
  checkout,
  wallet,
}: {
  provider: SandboxProvider
  checkout: CheckoutStore
  wallet: WalletOptions
}) {
  const { t, formatMoney } = useMessages()
  const [sandbox, actions] = useSandboxPayment(provider)
  const cardRef = useRef<HTMLDivElement>(null)
  const walletRef = useRef<HTMLDivElement>(null)
  usePaymentElement(provider, 'card', cardRef, { ready: true })
  usePaymentElement(provider, 'wallet', walletRef, { ready: true, wallet })
  const modals = useModalStack()
  const amount = sandbox.amount
    ? formatMoney(centsToMoney(sandbox.amount.amount), sandbox.amount.currency.toUpperCase())
    : ''

  // The challenge is a dialog the visitor must answer (not closeable): approve or fail.
  const challengeOpen = sandbox.status === 'challenge'
  useEffect(() => {
    if (!challengeOpen) return
    modals.open({
      name: CHALLENGE_MODAL,
      title: t('checkout.challengeTitle'),
      closeable: false,
      render: (close) => (
        <div className={css.section}>
          <p>{t('checkout.challengeBody', { amount })}</p>
          <div className={css.dialogActions}>
            <Button variant="secondary" onClick={() => void actions.failChallenge().then(close)}>
              {t('checkout.challengeFail')}
            </Button>
            <Button onClick={() => void actions.approveChallenge().then(close)}>
              {t('checkout.challengeApprove')}
            </Button>
          </div>
        </div>
      ),
    })
    return () => void modals.close(CHALLENGE_MODAL)
  }, [challengeOpen, modals, actions, t, amount])

  const chooseMethod = (method: 'card' | 'bacs_debit') => {
    actions.setMethod(method)
    // storefront §5: bacs_debit makes address, city, country and zip_code required.
    checkout.setPaymentMethod(method)
  }

  const walletName = (type: string) => t(type === 'apple_pay' ? 'checkout.walletApplePay' : 'checkout.walletGooglePay')
  return (
    <div className={css.section} data-provider="sandbox" data-state={sandbox.status}>
      <div ref={walletRef}>
        {sandbox.mounted.wallet &&
          sandbox.wallets.map((type) => (
            <button
              key={type}
              type="button"
              className={css.walletButton}
              data-wallet={type}
              onClick={() => void actions.payWithWallet(type === 'apple_pay' ? 'apple_pay' : 'google_pay')}
            >
              {t('checkout.walletPay', { wallet: walletName(type) })}
            </button>
          ))}
      </div>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t('checkout.paymentMethod')}</legend>
        <div className={form.radios}>
          <label className={form.radio}>
            <input
              type="radio"
              name="sandbox-method"
              value="card"
              checked={sandbox.method === 'card'}
              onChange={() => chooseMethod('card')}
            />
            {t('checkout.methodCard')}
          </label>
          <label className={form.radio}>
            <input
              type="radio"
              name="sandbox-method"
              value="bacs_debit"
              checked={sandbox.method === 'bacs_debit'}
              onChange={() => chooseMethod('bacs_debit')}
            />
            {t('checkout.methodBacsDebit')}
          </label>
        </div>
      </fieldset>
      <div ref={cardRef}>
        {sandbox.mounted.card && sandbox.method === 'card' ? (
          <div className={form.field}>
            <label htmlFor={CARD_NUMBER_ID}>{t('checkout.cardNumber')}</label>
            <input
              id={CARD_NUMBER_ID}
              className={form.input}
              inputMode="numeric"
              autoComplete="cc-number"
              aria-describedby={`${CARD_NUMBER_ID}-hint`}
              value={sandbox.cardNumber}
              onChange={(event) => actions.setCardNumber(event.currentTarget.value)}
            />
            <p id={`${CARD_NUMBER_ID}-hint`} className={css.hint}>
              {t('checkout.sandboxCardHint')}
            </p>
          </div>
        ) : null}
        {sandbox.method === 'bacs_debit' ? <p className={css.hint}>{t('checkout.sandboxDebitHint')}</p> : null}
      </div>
    </div>
  )
}
