import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useMessages } from '@foyer/react-hooks'
import { usePortalContainer } from '../theme/ThemeRoot'
import { useModalStack } from './ModalProvider'
import type { ModalEntry } from './stack'
import { focusMain } from '../components/landmarks'
import * as css from './modal.css'

/** One modal of the stack as a Radix Dialog (its own chunk: Radix loads when the first modal opens). */
export default function ModalDialog({ modal }: { modal: ModalEntry }) {
  const stack = useModalStack()
  const container = usePortalContainer()
  const { t } = useMessages()
  const close = () => stack.close(modal.name)
  // Modals open from code, not from a Radix Trigger, so Radix has no trigger to give focus back
  // to: remember what had focus when this modal opened and return there when it closes.
  const [returnFocus] = useState(() => modal.returnFocus ?? document.activeElement)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          data-modal={modal.name}
          aria-describedby={undefined}
          // storefront §2: "Escape closes the top closeable one" — the stack decides which.
          onEscapeKeyDown={(event) => {
            event.preventDefault()
            stack.dismissTop()
          }}
          onInteractOutside={(event) => {
            if (!modal.closeable) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            // The control that opened it may be gone (a removed cart item), or disabled meanwhile,
            // or nothing had focus (the body): the main landmark then, not the top of the document.
            if (returnFocus instanceof HTMLElement && returnFocus.isConnected && returnFocus !== document.body)
              returnFocus.focus()
            if (document.activeElement !== returnFocus || returnFocus === document.body) focusMain()
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{modal.title}</Dialog.Title>
            {modal.closeable && (
              <Dialog.Close className={css.closeButton} aria-label={t('common.close')}>
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                  <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          <div className={css.body}>{modal.render(close)}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
