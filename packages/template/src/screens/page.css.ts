import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const pageTitle = style({
  fontSize: 'clamp(2rem, 6vw, 3.25rem)',
  marginBottom: '0.5rem',
})

export const lead = style({
  fontSize: 'clamp(1.05rem, 2.2vw, 1.25rem)',
  color: vars.color.textMuted,
  maxWidth: '40rem',
})

export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '1rem',
  paddingBlock: 'clamp(2rem, 8vw, 5rem)',
})

export const bigNumber = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(4rem, 18vw, 8rem)',
  lineHeight: 1,
  color: vars.color.link,
  letterSpacing: '-0.03em',
})
