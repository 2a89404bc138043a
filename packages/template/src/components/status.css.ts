import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  minHeight: '12rem',
  color: vars.color.textMuted,
})

export const spinner = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.link,
  animation: `${spin} 800ms linear infinite`,
})

export const notice = style({
  display: 'grid',
  gap: '1rem',
  justifyItems: 'start',
  padding: '1.5rem',
  borderRadius: '0.75rem',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
})

export const warning = style([
  notice,
  { borderInlineStartColor: vars.color.warning, background: vars.color.warningSurface },
])

export const noticeText = style({ fontSize: '1.05rem', fontWeight: 500 })
