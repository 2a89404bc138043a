import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const hero = style({ display: 'grid', gap: '0.75rem', marginBottom: 'clamp(1.5rem, 5vw, 3rem)' })

export const blocks = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
})

export const block = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: 'clamp(1.25rem, 4vw, 2rem)',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: '0 10px 30px rgba(0, 0, 0, 0.08)', transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
})

export const blockTitle = style({ fontSize: '1.6rem' })

/** The title's link covers the whole card, so the card is one target with one accessible name. */
export const blockLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '0.75rem' },
    '&:focus-visible': { outline: 'none' },
  },
})

export const blockBody = style({ color: vars.color.textMuted })

export const arrow = style({
  marginTop: 'auto',
  paddingTop: '0.5rem',
  color: vars.color.link,
  fontSize: '1.4rem',
  lineHeight: 1,
})

export const resend = style({ marginTop: '2rem' })
