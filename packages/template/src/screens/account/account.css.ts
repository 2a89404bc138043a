import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** The recovery pages (storefront §2 Other pages): one narrow column. */
export const page = style({ maxWidth: '32rem', display: 'grid', gap: '1rem', paddingBlock: 'clamp(1.5rem, 5vw, 3rem)' })

export const form = style({ display: 'grid', gap: '1rem' })

/** The password-requirements panel (storefront §2 Other pages; §5 Password rules). */
export const requirements = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: '0.9rem',
})
