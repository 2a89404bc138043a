import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 7',
  maxHeight: '28rem',
  objectFit: 'cover',
  borderRadius: '0.75rem',
  background: vars.color.surfaceSunken,
  marginBottom: 'clamp(1.25rem, 4vw, 2.5rem)',
  '@media': { 'screen and (max-width: 40rem)': { aspectRatio: '4 / 3' } },
})

export const layout = style({
  display: 'grid',
  gap: 'clamp(1.5rem, 4vw, 3rem)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) 26rem' } },
})

export const details = style({ display: 'grid', gap: '1rem', maxWidth: '44rem' })

export const title = style({ fontSize: 'clamp(2.1rem, 6vw, 3.5rem)' })

export const subtitle = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.2rem, 3vw, 1.5rem)',
  fontStyle: 'italic',
  color: vars.color.textMuted,
})

export const summary = style({ fontSize: '1.1rem', lineHeight: 1.7 })

export const venue = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  color: vars.color.textMuted,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '0.5rem' })

/** The buy box: gate or warning, the reserve page and the cart (storefront §2 Screens). */
export const aside = style({ display: 'grid', gap: '1.5rem', minWidth: 0 })

export const gate = style({
  display: 'grid',
  gap: '1rem',
  padding: '1.5rem',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.secondary}`,
})

export const gateTitle = style({ fontSize: '1.5rem' })

export const gateLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' })

/** storefront §2 Reserve page: the add-on banner of an event chained as an upsell, with its skip link. */
export const addOn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem 1rem',
  padding: '1rem 1.25rem',
  marginBlockEnd: '1.5rem',
  borderRadius: '0.75rem',
  borderInlineStart: `4px solid ${vars.color.secondary}`,
  background: vars.color.surfaceSunken,
})

export const addOnText = style({ fontSize: '1.05rem', fontWeight: 600, flex: '1 1 12rem' })
