import { messageForError, useMessages, type FoyerError } from '@foyer/react-hooks'
import type { ReactNode } from 'react'
import { Button } from './Button'
import * as css from './status.css'

/** A loading state, announced politely to screen readers. */
export function Loading() {
  const { t } = useMessages()
  return (
    <div className={css.loading} role="status" data-state="loading">
      <span className={css.spinner} aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  )
}

/**
 * An error with a Reload button (calls §8 Generic: "Unhandled API rejection shows the message with
 * a Reload button"). The text is the server's description for a 4xx, else the catalogue message.
 */
export function ErrorNotice({ error }: { error: FoyerError | null }) {
  const { t } = useMessages()
  return (
    <div className={css.notice} role="alert" data-state="error" data-error-code={error?.code}>
      <p className={css.noticeText}>{error ? messageForError(error, t) : t('error.generic')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  )
}

/** A warning the visitor should read (no ticket groups, members only). */
export function Warning({ children, state }: { children: ReactNode; state: string }) {
  return (
    <div className={css.warning} role="status" data-state={state}>
      {children}
    </div>
  )
}
