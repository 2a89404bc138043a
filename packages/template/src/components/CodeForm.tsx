import { useMessages, type FoyerError } from '@foyer/react-hooks'
import { promoErrorMessage } from '@foyer/sdk/errors'
import { useId, useState, type FormEvent } from 'react'
import { Button } from './Button'
import * as form from './form.css'

/**
 * The body of a code dialog (calls §8: a code-required block "opens a code modal with the server
 * description; success retries the reserve"; calls §8 Other: "Membership-form server description
 * needing a user action triggers a dialog and the submit retries with the entered value"): the
 * server's description, the field 'Code' and the apply button; a refused code shows its promo
 * message. The store behind it applies the value and retries.
 */
export function CodeForm({
  description,
  applying,
  error,
  onApply,
}: {
  description: string | null
  applying: boolean
  error: FoyerError | null
  onApply: (code: string) => void
}) {
  const { t } = useMessages()
  const [code, setCode] = useState('')
  const ids = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!applying) onApply(code)
  }
  return (
    <form className={form.codeForm} onSubmit={onSubmit} data-state={applying ? 'applying' : 'idle'} noValidate>
      <p id={`${ids}-description`}>{description ?? t('promo.codeRequired')}</p>
      <div className={form.codeRow}>
        <label className={form.field} htmlFor={`${ids}-code`}>
          <span>{t('cart.code')}</span>
          <input
            id={`${ids}-code`}
            className={form.input}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            minLength={2}
            maxLength={35}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}-description ${ids}-error`}
            onChange={(event) => setCode(event.currentTarget.value)}
            // The dialog opens for this one field: it takes focus first.
            autoFocus
          />
        </label>
        <Button type="submit" aria-disabled={applying}>
          {t('common.apply')}
        </Button>
      </div>
      <p id={`${ids}-error`} role="alert" className={form.error} data-error-code={error?.code}>
        {error ? promoErrorMessage(error, t) : ''}
      </p>
    </form>
  )
}
