import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './contract.css'

/**
 * Base styles. The theme's values live on the app root (`assignInlineVars` in `ThemeRoot`), so
 * everything themed is styled at or under `appRoot`; dialogs portal into that root too. Element
 * rules sit inside `:where()`, so they weigh no more than a bare element selector and any
 * component class (a link styled as a button) overrides them.
 */

globalStyle('html, body', { margin: 0, padding: 0 })
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: '1rem',
})
globalStyle('img, svg', { display: 'block', maxWidth: '100%' })

/** Read by screen readers, not shown (the standard clip pattern): live regions, hidden labels. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const appRoot = style({
  colorScheme: vars.colorScheme as 'light' | 'dark',
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.55,
  WebkitFontSmoothing: 'antialiased',
})

// Honour a visitor's reduced-motion setting everywhere under the root.
globalStyle(`${appRoot} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
})

globalStyle(`:where(${appRoot}) :where(h1, h2, h3)`, {
  fontFamily: vars.font.heading,
  fontWeight: 500,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  margin: 0,
  textWrap: 'balance',
} as never)

globalStyle(`:where(${appRoot}) p`, { margin: 0 })

globalStyle(`:where(${appRoot}) a`, {
  color: vars.color.link,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
})

globalStyle(`:where(${appRoot}) a:hover`, { textDecorationThickness: '2px' })

// One visible focus ring for every control (WCAG 2.4.7), drawn in a colour that keeps 3:1.
globalStyle(`${appRoot} :focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle(`${appRoot} ::selection`, { background: vars.color.primary, color: vars.color.onPrimary })

/** Page-wide content column. */
export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: 'clamp(1rem, 4vw, 2.5rem)',
})

/** Small upper-case label used for categories and eyebrows. */
export const eyebrow = style({
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})
