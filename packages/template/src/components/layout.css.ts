import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '1rem',
  top: '-4rem',
  zIndex: 10,
  padding: '0.75rem 1.25rem',
  borderRadius: '0 0 0.5rem 0.5rem',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus': { top: 0 } },
})

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  minHeight: '4.5rem',
})

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.25rem, 3vw, 1.6rem)',
  fontWeight: 500,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'none' } },
})

export const nav = style({ display: 'flex', alignItems: 'center', gap: '0.25rem' })

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // The same look for a link and a button ('Log in', 'Log out' in the member menu).
  border: 'none',
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  minHeight: '2.75rem',
  paddingInline: '0.85rem',
  borderRadius: '999px',
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.35em',
    },
  },
})

export const main = style({
  flex: 1,
  // A screen's content arrives after the page paints (loading, then the list): at least a screen
  // tall, main keeps the footer below the fold until then, so the content pushing it down is no
  // layout shift (issue 16: the footer moving off the phone's screen was /events' CLS of 0.112).
  minHeight: '100vh',
  paddingBlock: 'clamp(1.5rem, 5vw, 3.5rem)',
  selectors: { '&:focus': { outline: 'none' } },
})

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: '0.9rem',
})

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem 2rem',
  paddingBlock: '2rem',
})

export const footerName = style({ fontFamily: vars.font.heading, fontSize: '1.1rem', color: vars.color.text })
