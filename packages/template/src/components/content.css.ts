import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/** Tenant HTML: readable measure and spacing, whatever tags the tenant writes. */
export const prose = style({
  maxWidth: '44rem',
  fontSize: '1.05rem',
  lineHeight: 1.7,
})

globalStyle(`${prose} > * + *`, { marginTop: '1em' })
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, { fontFamily: vars.font.heading, lineHeight: 1.2 })
globalStyle(`${prose} img`, { height: 'auto', borderRadius: '0.5rem' })
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: '1.25rem' })

export const block = style({
  padding: '1.25rem 1.5rem',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const blocks = style({ display: 'grid', gap: '1rem', marginBlock: '1.5rem' })
