import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const stories = style({ paddingBlock: '2rem' })

export const group = style({ fontSize: '1.125rem', margin: '1.5rem 0 0.5rem' })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })

export const story = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.25rem 1rem',
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
})

export const path = style({ color: vars.color.textMuted, fontSize: '0.875rem', overflowWrap: 'anywhere' })
