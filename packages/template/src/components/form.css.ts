import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/**
 * Form parts every screen shares (reserve, checkout, the cart widget's code and gift card forms):
 * one look for a field, its input, its problem and the form's error, wherever a visitor types.
 */

export const field = style({ display: 'grid', gap: '0.35rem', fontSize: '0.95rem' })

export const input = style({
  minHeight: '2.75rem',
  width: '100%',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '0.5rem',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
})

/** The '*' after a required field's label. */
export const required = style({ color: vars.color.danger, marginInlineStart: '0.15rem' })

/** A field's problem, tied to it by aria-describedby. */
export const fieldError = style({ color: vars.color.danger, fontSize: '0.9rem', fontWeight: 600 })

/** The form's own error (a live region): a panel once it has text. */
export const error = style({
  selectors: {
    '&:not(:empty)': {
      padding: '0.75rem 1rem',
      borderRadius: '0.5rem',
      borderInlineStart: `4px solid ${vars.color.danger}`,
      background: vars.color.dangerSurface,
      fontWeight: 500,
    },
  },
})

export const fieldset = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, border: 'none', minWidth: 0 })

export const legend = style({ padding: 0, marginBottom: '0.25rem', fontWeight: 600 })

// A question answered by radio buttons shows it is missing on its legend.
globalStyle(`${fieldset}[aria-invalid="true"] > ${legend}`, { color: vars.color.danger })

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' })

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minHeight: '2.75rem' })

globalStyle(`${radio} input`, { width: '1.25rem', height: '1.25rem', accentColor: vars.color.primary })

/** A short list read as one line where it fits (ticket summaries, scheduled payments). */
export const summaryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** A code entry form: the field and its Apply button on one row where they fit. */
export const codeForm = style({ display: 'grid', gap: '1rem' })

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' })

globalStyle(`${codeRow} > label`, { flex: '1 1 12rem' })
