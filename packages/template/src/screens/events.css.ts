import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const header = style({
  display: 'grid',
  gap: '0.5rem',
  marginBottom: 'clamp(1.25rem, 4vw, 2rem)',
})

export const filters = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '0.75rem',
  marginBottom: 'clamp(1.25rem, 4vw, 2.5rem)',
})

/** Below 48rem the filters fold behind this button (issue 18.7); above, it is not there. */
export const filtersToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minHeight: '2.75rem',
  paddingInline: '1rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '"▾"', transition: 'transform 120ms ease' },
    '&[aria-expanded="true"]::after': { transform: 'rotate(180deg)' },
  },
  '@media': { 'screen and (min-width: 48rem)': { display: 'none' } },
})

export const filterPanel = style({
  display: 'grid',
  gap: '1rem',
  justifySelf: 'stretch',
  padding: 'clamp(1rem, 3vw, 1.5rem)',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:not([data-open])': { display: 'none' } },
  '@media': {
    'screen and (min-width: 48rem)': { selectors: { '&:not([data-open])': { display: 'grid' } } },
  },
})

export const filterRow = style({
  display: 'grid',
  gap: '0.5rem',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '7rem 1fr', alignItems: 'baseline' } },
})

export const filterLabel = style({
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

/** Wraps the chip list and its invisible twin used to count rows. */
export const chipsFrame = style({ position: 'relative', minWidth: 0 })

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
})

/** The measuring copy: laid out like the real list, never seen, never focused (it is inert). */
export const measure = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: '1rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  background: vars.color.surface,
  fontSize: '0.95rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.link, textDecoration: 'none' },
    '&[aria-current="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 600,
    },
  },
})

export const select = style({
  width: '100%',
  maxWidth: '22rem',
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  borderRadius: '0.5rem',
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
})

export const timeForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem' })

export const timeFields = style({ display: 'flex', gap: '0.75rem' })

export const field = style({ display: 'grid', gap: '0.25rem', fontSize: '0.9rem', color: vars.color.textMuted })

export const input = style([select, { width: '8rem' }])

export const metaList = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem' })

export const metaValue = style({
  display: 'inline-flex',
  gap: '0.35rem',
  padding: '0.25rem 0.75rem',
  borderRadius: '999px',
  background: vars.color.surfaceSunken,
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'clamp(1rem, 3vw, 2rem)',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.teaser.width}), 1fr))`,
})

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: '0 12px 32px rgba(0, 0, 0, 0.1)', transform: 'translateY(-2px)' } },
})

/** storefront §3 Theme teaser: the 272 × 216 box of calls §9, scaled to the card. */
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '272 / 216',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
})

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  flex: 1,
  padding: '1.25rem 1.25rem 1.5rem',
})

export const cardTitle = style({ fontSize: '1.45rem' })

export const cardTitleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const subtitle = style({ fontWeight: 500, color: vars.color.text })

export const summary = style({ color: vars.color.textMuted, fontSize: '0.95rem' })

export const venue = style({ fontSize: '0.9rem', color: vars.color.textMuted })

export const cardAction = style({ marginTop: 'auto', paddingTop: '0.75rem' })

export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '1rem',
  padding: 'clamp(1.5rem, 5vw, 3rem)',
  borderRadius: '0.75rem',
  border: `1px dashed ${vars.color.borderStrong}`,
})

export const emptyText = style({ fontFamily: vars.font.heading, fontSize: '1.4rem' })

globalStyle(`${grid} > li`, { minWidth: 0 })

/** The upsell listing keeps the cart beside the events on wide screens (storefront §2 Cart widget). */
export const withCart = style({
  display: 'grid',
  gap: 'clamp(1.5rem, 4vw, 2.5rem)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
})

export const cartAside = style({
  '@media': { 'screen and (min-width: 60rem)': { position: 'sticky', top: '1.5rem' } },
})
