import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { summaryList } from '../components/form.css'

/**
 * The seat map's colours are custom properties on the canvas, read when it mounts: the theme
 * (storefront §3 Theme) fills them, and a tenant may set `--foyer-seat-*` in CSS to recolour
 * the map alone. The legend uses the same properties, so the two always agree.
 */
const seatColours = {
  '--foyer-seat-available': vars.color.primary,
  '--foyer-seat-selected': vars.color.secondary,
  '--foyer-seat-on-selected': vars.color.onSecondary,
  '--foyer-seat-unavailable': vars.color.border,
  '--foyer-seat-in-cart': vars.color.warning,
  '--foyer-seat-label': vars.color.onPrimary,
  '--foyer-seat-focus': vars.color.focus,
  '--foyer-seat-stage': vars.color.surfaceSunken,
  '--foyer-seat-section': vars.color.borderStrong,
  '--foyer-seat-text': vars.color.textMuted,
}

// ── The map ─────────────────────────────────────────────────────────────────────────────────

/** The map's root: the canvas reads its colours here (inherited custom properties), in the dialog or on its own. */
export const mapFrame = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '16rem',
  vars: seatColours,
})

export const canvas = style({
  display: 'block',
  width: '100%',
  height: '100%',
  // The map takes every touch gesture itself (drag pans, two fingers zoom).
  touchAction: 'none',
  cursor: 'grab',
  borderRadius: '0.5rem',
  background: vars.color.surface,
  outlineOffset: '-3px',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
})

// ── The dialog (storefront §2 seat map modal; §4 mobile or desktop mode) ────────────────────────

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
})

export const dialog = style({
  position: 'fixed',
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
  background: vars.color.surface,
  color: vars.color.text,
  vars: seatColours,
  selectors: {
    '&:focus': { outline: 'none' },
    // Desktop: a large sheet in the middle of the screen.
    '&[data-mode="desktop"]': {
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'min(72rem, calc(100vw - 2rem))',
      height: 'min(52rem, calc(100dvh - 2rem))',
      borderRadius: '0.75rem',
      boxShadow: '0 24px 64px rgba(0, 0, 0, 0.28)',
    },
    // Mobile: the whole screen, the map as large as it can be.
    '&[data-mode="mobile"]': { inset: 0 },
  },
})

/** A row of items pushed to both ends, wrapping when narrow: the dialog's header, toolbar, notice and buttons. */
const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const header = style([
  bar,
  { gap: '0.75rem', padding: '0.75rem 1rem 0.75rem 1.25rem', borderBottom: `1px solid ${vars.color.border}` },
])

export const title = style({ fontSize: '1.35rem' })

export const toolbar = style([
  bar,
  { gap: '0.5rem 1rem', padding: '0.5rem 1rem', borderBottom: `1px solid ${vars.color.border}` },
])

export const body = style({
  position: 'relative',
  minHeight: 0,
  overflow: 'hidden',
  padding: '0.5rem',
})

export const listBody = style({
  height: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '0.5rem 0.75rem',
})

export const footer = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem 1rem',
  borderTop: `1px solid ${vars.color.border}`,
})

export const footerActions = style([bar, { gap: '0.5rem' }])

export const progress = style({ fontWeight: 600 })

export const problems = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: '0.95rem',
})

export const notice = style([
  bar,
  {
    gap: '0.5rem',
    padding: '0.5rem 0.75rem',
    borderRadius: '0.5rem',
    background: vars.color.warningSurface,
    color: vars.color.text,
  },
])

export const centred = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  gap: '0.75rem',
  textAlign: 'center',
})

/** A round icon button (close, zoom). */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.link } },
})

export const zoomGroup = style({ display: 'flex', gap: '0.375rem' })

/** Map / List: a two-button toggle (aria-pressed). */
export const segmented = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  overflow: 'hidden',
})

export const segment = style({
  minHeight: '2.75rem',
  paddingInline: '1rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
})

// ── Legend ─────────────────────────────────────────────────────────────────────────────────

export const legend = style([summaryList, { fontSize: '0.9rem' }])

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' })

export const swatch = style({ flex: 'none', width: '1rem', height: '1rem' })

// ── The list path ──────────────────────────────────────────────────────────────────────────

export const listPath = style({ display: 'grid', gap: '1rem' })

/** A box of the list path: the filters, each section. */
const box = style({ border: `1px solid ${vars.color.border}`, borderRadius: '0.5rem' })

export const filters = style([
  box,
  { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', margin: 0, padding: '0.5rem 0.75rem' },
])

export const bestAvailable = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

export const section = style([box, { selectors: { '& + &': { marginTop: '0.5rem' } } }])

/** A line that takes a click: 44 px high at least (WCAG 2.5.5), its content centred. */
const tapLine = style({ display: 'flex', alignItems: 'center', minHeight: '2.75rem', cursor: 'pointer' })

export const summary = style([tapLine, { padding: '0.5rem 0.75rem', fontWeight: 600 }])

export const rows = style({ display: 'grid', gap: '0.25rem', padding: '0 0.75rem 0.75rem' })

export const seats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: '0.25rem 0.75rem',
  margin: 0,
  padding: '0.25rem 0 0.5rem',
  listStyle: 'none',
})

export const seatOption = style([tapLine, { gap: '0.5rem' }])

globalStyle(`${seatOption} input`, { width: '1.25rem', height: '1.25rem', accentColor: vars.color.primary })

// ── Selected Seats (storefront §2 Seat picker) ─────────────────────────────────────────────────

export const selectedSeats = style({ display: 'grid', gap: '0.5rem' })

export const selectedTitle = style({ fontSize: '1.1rem' })

export const selectedList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const seatChip = style({
  padding: '0.25rem 0.625rem',
  borderRadius: '999px',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.9rem',
})
