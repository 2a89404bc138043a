import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Wide screens keep the cart beside the page (storefront §2 Cart widget); phones show the footer too. */
export const DESKTOP = 'screen and (min-width: 60rem)'

export const widget = style({
  display: 'grid',
  gap: '1rem',
  padding: '1.25rem',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.7 } },
})

export const title = style({
  fontSize: '1.4rem',
  scrollMarginTop: '1rem',
  selectors: { '&:focus': { outline: 'none' } },
})

export const items = style({ display: 'grid', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' })

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.75rem',
  alignItems: 'start',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const image = style({
  width: '64px',
  height: '51px',
  objectFit: 'cover',
  borderRadius: '0.35rem',
  background: vars.color.surfaceSunken,
})

export const itemBody = style({ display: 'grid', gap: '0.35rem', minWidth: 0 })

export const itemName = style({ fontWeight: 600, lineHeight: 1.3 })

export const itemWhen = style({ color: vars.color.textMuted, fontSize: '0.9rem' })

export const lines = style({
  display: 'grid',
  gap: '0.15rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.95rem',
})

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: '0.75rem' })

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const remove = style({
  justifySelf: 'start',
  minHeight: '2.75rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: '0.9rem',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
})

export const codes = style({ display: 'grid', gap: '0.35rem' })

export const codesTitle = style({
  fontFamily: 'inherit',
  fontSize: '0.85rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
})

export const totals = style({ display: 'grid', gap: '0.35rem', margin: 0 })

export const total = style({ display: 'flex', justifyContent: 'space-between', gap: '0.75rem' })

globalStyle(`${total} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' })

export const grandTotal = style({
  paddingTop: '0.6rem',
  marginTop: '0.25rem',
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '1.15rem',
  fontWeight: 700,
})

/** The phone's cart footer: stuck to the bottom of the screen while the page scrolls, hidden on wide screens. */
export const footer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  marginTop: '1.5rem',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.08)',
  '@media': { [DESKTOP]: { display: 'none' } },
})

export const footerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  paddingBlock: '0.75rem',
})

export const footerActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '0.4rem' })

// Compact buttons: the footer holds the total and two buttons in one row on a 360 px phone.
globalStyle(`${footerActions} > *`, { paddingInline: '0.8rem', whiteSpace: 'nowrap', fontSize: '0.9rem' })

export const footerTotal = style({ display: 'grid', lineHeight: 1.25 })

export const footerLabel = style({ fontSize: '0.8rem', color: vars.color.textMuted, whiteSpace: 'nowrap' })

export const footerAmount = style({ fontSize: '1.15rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const confirm = style({ display: 'grid', gap: '1.25rem' })

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' })

export const error = style({ color: vars.color.danger, fontWeight: 600 })

// ── Codes and gift cards (storefront §2 Modals "add code", "apply gift card") ────────────────

/** A link-looking button that opens a dialog ('Add code', 'Apply gift card'). */
export const textButton = style([remove, { fontSize: '0.95rem' }])

export const muted = style({ color: vars.color.textMuted, fontSize: '0.85rem' })

export const lineEnd = style({ display: 'grid', justifyItems: 'end', alignContent: 'start' })

/** The blocked-cart code form: a warning panel in the widget (calls §8 "Blocked cart warning"). */
export const blocked = style({
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
})

/** The proceed button (storefront §2 Cart widget "a proceed button"): full width under the total. */
export const proceed = style({ display: 'grid' })

globalStyle(`${proceed} > a`, { minHeight: '3rem', fontSize: '1.05rem', justifyContent: 'center', textAlign: 'center' })
