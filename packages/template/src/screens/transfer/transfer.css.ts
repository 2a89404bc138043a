import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const refusal = style({ display: 'grid', gap: '1rem', justifyItems: 'start', maxWidth: '40rem' })

/** The refusal of storefront §2 /transfer-cart ('This cart belongs to another member', 403, 404). */
export const message = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  fontWeight: 500,
})
