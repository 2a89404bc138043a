import { useId, type ReactNode } from 'react'
import * as form from './form.css'

/**
 * A form field: its label, the control (`children` gets the id to put on it and the id of what
 * describes it), and, when there is one, the problem as an alert the control is described by, so
 * a screen reader hears it on the field again.
 * @example
 * <Field label={t('form.email')} error={problem}>
 *   {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} … />}
 * </Field>
 */
export function Field({
  label,
  error,
  describedBy,
  children,
}: {
  label: string
  error?: string | null
  /** Ids of other text that describes the control (e.g. a requirements panel). */
  describedBy?: string
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode
}) {
  const id = useId()
  const described = [describedBy, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: described, invalid: error ? true : undefined })}
      {error ? (
        <p id={`${id}-error`} className={form.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
