import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const complete = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '1rem',
  paddingBlock: 'clamp(2rem, 6vw, 4rem)',
})

export const orders = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '1.5rem',
})

export const order = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '100%',
})

export const orderNumber = style({
  fontSize: '1.25rem',
  margin: 0,
})

export const qrCode = style({
  display: 'block',
  width: 'min(200px, 60vw)',
  height: 'auto',
  aspectRatio: '1',
  background: '#fff',
})
