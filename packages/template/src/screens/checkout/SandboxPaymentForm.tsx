/**
 * The sandbox payment provider's own form (DESIGN.md: "a sandbox one that works with no network"),
 * drawn by the provider where checkout mounts it, the way Stripe draws its elements: a card or
 * direct debit choice, the card number, a simulated wallet button (48 px, calls §9) and, while a
 * 3-D Secure challenge is open, a dialog to approve or fail it. Only the provider chunk imports
 * this module, so a storefront on Stripe never downloads the sandbox or its test cards.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { StorefrontProvider, useMessages, useSandboxPayment, type Storefront } from '@foyer/react-hooks'
import type { MountedElement, PaymentAppearance, PaymentProvider } from '@foyer/sdk/payment'
import { centsToMoney } from '@foyer/sdk/reserve'
import type { SandboxProvider } from '@foyer/sdk/sandbox'
import { useState, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Button } from '../../components/Button'
import * as modal from '../../modals/modal.css'
import * as form from '../../components/form.css'
import * as css from './checkout.css'
import { appRoot } from '../../theme/global.css'

/** The form's card number field. */
const CARD_NUMBER_ID = 'checkout-card-number'

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

/**
 * The 3-D Secure challenge: a dialog the visitor must answer (Escape and a click outside do not
 * close it), approve or fail. Focus goes back where it was when it closes.
 */
function Challenge({ provider, portal }: { provider: SandboxProvider; portal: HTMLElement }) {
  const { t, formatMoney } = useMessages()
  const [{ amount }, actions] = useSandboxPayment(provider)
  const [returnFocus] = useState(() => document.activeElement)
  const shown = amount ? formatMoney(centsToMoney(amount.amount), amount.currency.toUpperCase()) : ''
  return (
    <Dialog.Root open>
      <Dialog.Portal container={portal}>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={modal.content}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
          }}
        >
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>{t('checkout.challengeTitle')}</Dialog.Title>
          </div>
          <div className={modal.body}>
            <div className={css.section}>
              <p>{t('checkout.challengeBody', { amount: shown })}</p>
              <div className={css.dialogActions}>
                <Button variant="secondary" onClick={() => void actions.failChallenge()}>
                  {t('checkout.challengeFail')}
                </Button>
                <Button onClick={() => void actions.approveChallenge()}>{t('checkout.challengeApprove')}</Button>
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
