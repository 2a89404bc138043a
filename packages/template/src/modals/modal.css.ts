import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

// Above everything the page pins (the phone's sticky cart footer).
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
})

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(40rem, calc(100vw - 1.5rem))',
  maxHeight: 'calc(100dvh - 3rem)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: '0.75rem',
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.28)',
  animation: `${rise} 180ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '1.25rem 1.25rem 0.75rem 1.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const title = style({ fontSize: '1.5rem', paddingTop: '0.35rem' })

export const body = style({
  padding: '1.25rem 1.5rem 1.5rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
})

export const closeButton = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
})
