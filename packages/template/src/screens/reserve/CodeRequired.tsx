import { shallow, useMessages, useStore, useStorefront } from '@foyer/react-hooks'
import { promoErrorMessage } from '@foyer/sdk/errors'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import * as form from '../../components/form.css'

/**
 * The body of the code-required dialog (calls §8: rule_blocks_reserve with block_reason
 * code_required "opens a code modal with the server description; success retries the reserve").
 * The server's description, the field 'Code' and the apply button; a refused code shows its promo
 * message (calls §8 Reserve and promo). The reserve store applies the code and retries.
 */
export function CodeRequiredForm({ eventId }: { eventId: string }) {
  const { t } = useMessages()
  // The store itself, not useReserve: the dialog reads the page's state and must not load it again.
  const store = useStorefront().reserve(eventId)
  const reserve = useStore(store, (s) => ({ status: s.status, codeRequired: s.codeRequired }), shallow)
  const [code, setCode] = useState('')
  const ids = useId()
  const applying = reserve.codeRequired?.status === 'applying' || reserve.status === 'submitting'
  const error = reserve.codeRequired?.error ?? null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!applying) void store.applyCode(code)
  }

  return (
    <form className={form.codeForm} onSubmit={onSubmit} data-state={applying ? 'applying' : 'idle'} noValidate>
      <p id={`${ids}-description`}>{reserve.codeRequired?.description ?? t('promo.codeRequired')}</p>
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
