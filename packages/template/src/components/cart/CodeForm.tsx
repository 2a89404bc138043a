import { useMessages } from '@foyer/react-hooks'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../Button'
import * as form from '../form.css'

/** What an apply answered: nothing (it worked) or the sentence to show and the error's code. */
export type ApplyOutcome = { message: string; code: string } | null

export interface CodeFormProps {
  /** The field's label, e.g. 'Code' (storefront §2 add code modal) or 'Gift card number'. */
  label: string
  /** Input limits as native attributes (storefront §5); the sdk checks them again before any call. */
  minLength?: number
  maxLength?: number
  /** A sentence above the field, read with it (aria-describedby). */
  description?: ReactNode
  /** Sends the value; resolves to the problem to show, or null when it worked. */
  onApply: (value: string) => Promise<ApplyOutcome>
  /** After a success (the dialog closes, the field empties). */
  onApplied?: () => void
  /** A dialog opened for this one field gives it focus first. @default false */
  autoFocus?: boolean
  /** `data-code-form` of the form, so a page model can find it. */
  name: string
}

/**
 * One field and an 'Apply' button: the add-code dialog, the blocked-cart code form and the gift
 * card dialog (storefront §2 Modals "add code (field 'Code' and apply button)", "apply gift card").
 * The sdk's refusal is shown under the field in an alert the field names in aria-describedby, so a
 * screen reader hears it when the field has focus again.
 */
export function CodeForm({
  label,
  minLength,
  maxLength,
  description,
  onApply,
  onApplied,
  autoFocus = false,
  name,
}: CodeFormProps) {
  const { t } = useMessages()
  const ids = useId()
  const [value, setValue] = useState('')
  const [state, setState] = useState<{ status: 'idle' | 'applying'; problem: ApplyOutcome }>({
    status: 'idle',
    problem: null,
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.status === 'applying') return
    setState({ status: 'applying', problem: null })
    const problem = await onApply(value)
    setState({ status: 'idle', problem })
    if (!problem) {
      setValue('')
      onApplied?.()
    }
  }

  const describedBy = [description ? `${ids}-description` : null, `${ids}-error`].filter(Boolean).join(' ')
  return (
    <form
      className={form.codeForm}
      onSubmit={(event) => void onSubmit(event)}
      data-state={state.status}
      data-code-form={name}
      noValidate
    >
      {description && <p id={`${ids}-description`}>{description}</p>}
      <div className={form.codeRow}>
        <label className={form.field} htmlFor={`${ids}-input`}>
          <span>{label}</span>
          <input
            id={`${ids}-input`}
            className={form.input}
            name={name}
            autoComplete="off"
            spellCheck={false}
            required
            minLength={minLength}
            maxLength={maxLength}
            value={value}
            aria-invalid={state.problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoFocus={autoFocus}
          />
        </label>
        <Button type="submit" aria-disabled={state.status === 'applying'}>
          {t('common.apply')}
        </Button>
      </div>
      <p id={`${ids}-error`} role="alert" className={form.error} data-error-code={state.problem?.code}>
        {state.problem?.message ?? ''}
      </p>
    </form>
  )
}
