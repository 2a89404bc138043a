import { usePaymentElement, type CheckoutState, type CheckoutStore } from '@foyer/react-hooks'
import type { CardOptions, PaymentProvider, ProviderPaymentMethod, WalletOptions } from '@foyer/sdk/payment'
import { useMemo, useRef } from 'react'
import { useConfig } from '../../ConfigContext'
import { paymentAppearance } from '../../theme/values'

/** The id of the payment area: the sdk's `focus` target `payment` ("validation_error on the card form scrolls and focuses payment", calls §8). */
export const PAYMENT_AREA_ID = 'checkout-payment'

/**
 * The payment element (storefront §2 Checkout "Payment element"): the places where the payment
 * provider draws its wallet buttons and its card entry (Stripe's Express Checkout and Payment
 * Elements, or the sandbox's test-card form). Shown once the provider has loaded; a free order
 * shows no card form.
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
  // storefront §5: bacs_debit makes address, city, country and zip_code required.
  const card = useMemo<CardOptions>(
    () => ({ onMethodChange: (method) => checkout.setPaymentMethod(method) }),
    [checkout],
  )
  // storefront §3 Theme paymentElement.background; §4 a theme change remounts the element.
  const { theme } = useConfig()
  const appearance = useMemo(() => paymentAppearance(theme), [theme])
  const ready = state.provider === 'ready'
  const walletRef = useRef<HTMLDivElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  usePaymentElement(payment, 'wallet', walletRef, { ready, wallet, appearance })
  usePaymentElement(payment, 'card', cardRef, { ready, card, appearance })
  if (!ready) return null
  return (
    <>
      <div ref={walletRef} data-payment-element="wallet" />
      <div ref={cardRef} data-payment-element="card" />
    </>
  )
}
