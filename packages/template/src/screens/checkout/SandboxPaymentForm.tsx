/**
 * The sandbox payment provider's own form (DESIGN.md: "a sandbox one that works with no network"),
 * drawn by the provider where checkout mounts it, the way Stripe draws its elements: a card or
 * direct debit choice, the card number, a simulated wallet button (48 px, calls §9) and, while a
 * 3-D Secure challenge is open, a dialog to approve or fail it (SandboxChallenge.tsx, loaded when
 * one opens). main.ts imports this module only when checkout loads the sandbox's provider, so a
 * storefront on Stripe never downloads the sandbox or its test cards.
 */
import { StorefrontProvider, useMessages, useSandboxPayment, type Storefront } from '@foyer/react-hooks'
import { checkoutMessages } from '@foyer/sdk/checkout'
import type { MountedElement, PaymentAppearance, PaymentProvider } from '@foyer/sdk/payment'
import { createSandboxProvider, type SandboxProvider } from '@foyer/sdk/sandbox'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import * as form from '../../components/form.css'
import * as css from './checkout.css'
import { appRoot } from '../../theme/global.css'
import { lazyRoute } from '../lazyRoute'

/** The 3-D Secure challenge's dialog: loaded when a challenge opens (issue 16: Radix Dialog is not part of the payment step). */
const Challenge = lazyRoute(() => import('./SandboxChallenge'), { placeholder: null })

/** The form's card number field. */
const CARD_NUMBER_ID = 'checkout-card-number'

/**
 * The sandbox's provider, drawing its own test-card form and simulated wallet (in the storefront's
 * words, the checkout's part of the catalogue) and answering challenges through the sandbox's
 * control routes.
 */
export function sandboxProvider(controlBase: string, storefront: () => Storefront): PaymentProvider {
  storefront().i18n.addMessages(checkoutMessages)
  return withSandboxForm(createSandboxProvider({ controlBase }), storefront)
}

/**
 * The sandbox provider that draws its form: `mountCard` and `mountWallet` render into the target
 * (in a React root of their own, reading the storefront's messages), `focus` moves to the card
 * number. Everything else is the sandbox provider's.
 */
export function withSandboxForm(provider: SandboxProvider, storefront: () => Storefront): PaymentProvider {
  function place(target: HTMLElement | string): HTMLElement {
    const parent = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target
    if (!parent) throw new Error(`The sandbox payment form has no place to mount: nothing matches ${String(target)}.`)
    return parent
  }
  function draw(parent: HTMLElement, node: ReactNode, mounted: MountedElement): MountedElement {
    const host = parent.appendChild(document.createElement('div'))
    const root = createRoot(host)
    root.render(<StorefrontProvider storefront={storefront()}>{node}</StorefrontProvider>)
    return {
      unmount() {
        host.remove()
        mounted.unmount()
        // Unmounted once the page's own render (which asked for this) has finished.
        queueMicrotask(() => root.unmount())
      },
    }
  }
  return {
    name: provider.name,
    load: provider.load,
    setAmount: provider.setAmount,
    clear: provider.clear,
    createPaymentMethod: provider.createPaymentMethod,
    confirm: provider.confirm,
    retrieveIntent: provider.retrieveIntent,
    mountCard(target, card) {
      const parent = place(target)
      // The challenge dialog portals under the theme's variables, like the page's own dialogs.
      const themed = parent.closest<HTMLElement>(`.${appRoot}`) ?? document.body
      return draw(
        parent,
        <CardForm provider={provider} portal={themed} appearance={card?.appearance ?? null} />,
        provider.mountCard(parent, card),
      )
    },
    mountWallet(target, wallet) {
      const parent = place(target)
      return draw(parent, <WalletButtons provider={provider} />, provider.mountWallet(parent, wallet))
    },
    // Checkout has scrolled the payment area into view.
    focus: () => document.getElementById(CARD_NUMBER_ID)?.focus({ preventScroll: true }),
  }
}

/** Card or direct debit, the card number, and the challenge dialog while one is open. */
function CardForm({
  provider,
  portal,
  appearance,
}: {
  provider: SandboxProvider
  portal: HTMLElement
  appearance: PaymentAppearance | null
}) {
  const { t } = useMessages()
  const [sandbox, actions] = useSandboxPayment(provider)
  // Drawn in the theme's payment element colours, as Stripe's element would be.
  const look = appearance ? { background: appearance.background, color: appearance.text } : undefined
  return (
    <div className={css.section} data-provider="sandbox" data-state={sandbox.status} style={look}>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t('checkout.paymentMethod')}</legend>
        <div className={form.radios}>
          {(['card', 'bacs_debit'] as const).map((method) => (
            <label key={method} className={form.radio}>
              <input
                type="radio"
                name="sandbox-method"
                value={method}
                checked={sandbox.method === method}
                // storefront §5: bacs_debit makes address, city, country and zip_code required (told to checkout).
                onChange={() => actions.setMethod(method)}
              />
              {t(method === 'card' ? 'checkout.methodCard' : 'checkout.methodBacsDebit')}
            </label>
          ))}
        </div>
      </fieldset>
      {sandbox.method === 'card' ? (
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
      ) : (
        <p className={css.hint}>{t('checkout.sandboxDebitHint')}</p>
      )}
      {sandbox.challenge ? <Challenge provider={provider} portal={portal} /> : null}
    </div>
  )
}

/** The simulated wallet buttons (48 px, calls §9), one per wallet the sandbox offers. */
function WalletButtons({ provider }: { provider: SandboxProvider }) {
  const { t } = useMessages()
  const [{ wallets }, actions] = useSandboxPayment(provider)
  return (
    <>
      {wallets.map((type) => (
        <button
          key={type}
          type="button"
          className={css.walletButton}
          data-wallet={type}
          onClick={() => void actions.payWithWallet(type === 'apple_pay' ? 'apple_pay' : 'google_pay')}
        >
          {t('checkout.walletPay', {
            wallet: t(type === 'apple_pay' ? 'checkout.walletApplePay' : 'checkout.walletGooglePay'),
          })}
        </button>
      ))}
    </>
  )
}
