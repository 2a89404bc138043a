/**
 * The sandbox payment form's 3-D Secure challenge (SandboxPaymentForm.tsx), a chunk of its own:
 * Radix Dialog loads when a challenge opens, not with the payment step (issue 16).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useMessages, useSandboxPayment } from '@foyer/react-hooks'
import { centsToMoney } from '@foyer/sdk/reserve'
import type { SandboxProvider } from '@foyer/sdk/sandbox'
import { useState } from 'react'
import { Button } from '../../components/Button'
import * as modal from '../../modals/modal.css'
import * as css from './checkout.css'

/**
 * The 3-D Secure challenge: a dialog the visitor must answer (Escape and a click outside do not
 * close it), approve or fail. Focus goes back where it was when it closes.
 */
export default function Challenge({ provider, portal }: { provider: SandboxProvider; portal: HTMLElement }) {
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
