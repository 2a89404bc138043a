import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const complete = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '1rem',
  paddingBlock: 'clamp(2rem, 6vw, 4rem)',
})

/** storefront §3 Seller meta on the complete page. */
export const sellerMessage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.75rem',
  maxWidth: '40rem',
  width: '100%',
})

/** The focal point of each picture (seller meta completed offsets), an `object-position`. */
export const sellerImageFocus = createVar()
export const sellerMobileImageFocus = createVar()

/**
 * The picture's box: 3:1 on wide screens, 3:2 on phones (the sdk's COMPLETED_IMAGE_SIZE and
 * COMPLETED_MOBILE_IMAGE_SIZE), the picture cropped to it around its focal point; a seller
 * without a phone picture gets the wide one cropped to 3:2 rather than a thin strip.
 */
export const sellerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  objectPosition: sellerImageFocus,
  borderRadius: '0.75rem',
  '@media': {
    '(max-width: 40rem)': { aspectRatio: '3 / 2', objectPosition: sellerMobileImageFocus },
  },
})

/** The way back to the seller's own website (seller meta logo_external_url). */
export const sellerWebsite = style({ fontWeight: 600 })

export const sellerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0.5rem 1.5rem',
})

export const orders = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '1.5rem',
})

export const order = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '100%',
})

export const orderNumber = style({
  fontSize: '1.25rem',
  margin: 0,
})

/** What an order bought: the event, its date and time, its ticket lines (issue 18.12). */
export const orderItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  justifySelf: 'stretch',
  textAlign: 'start',
})

export const orderItemName = style({ margin: 0, fontSize: '1rem' })

export const orderItemWhen = style({ margin: 0, color: vars.color.textMuted })

export const orderItemLines = style({ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' })

export const qrCode = style({
  display: 'block',
  width: 'min(200px, 60vw)',
  height: 'auto',
  aspectRatio: '1',
  background: '#fff',
})

// ── The checkout page (storefront §2 Checkout, 'Payment information') ─────────────────────────

/** The form beside the cart on a wide screen; one column on a phone, the cart first. */
export const page = style({
  display: 'grid',
  gap: '2rem',
  paddingBlock: 'clamp(1.5rem, 4vw, 3rem)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } },
})

export const heading = style({ gridColumn: '1 / -1', margin: 0, selectors: { '&:focus': { outline: 'none' } } })

export const form = style({ display: 'grid', gap: '2rem', minWidth: 0 })

export const cart = style({
  minWidth: 0,
  '@media': { 'screen and (min-width: 60rem)': { gridColumn: 2, gridRow: 2, position: 'sticky', top: '1rem' } },
})

export const section = style({ display: 'grid', gap: '1rem', minWidth: 0 })

export const sectionTitle = style({ fontSize: '1.4rem', margin: 0 })

export const identityFields = style({
  display: 'grid',
  gap: '1rem 1.25rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
})

export const terms = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' })

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.6rem',
  minHeight: '2.75rem',
  fontWeight: 500,
})

export const checkboxInput = style({
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.primary,
  flex: 'none',
})

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: '0.25rem 0',
  minHeight: '2.75rem',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
})

export const termsText = style({ whiteSpace: 'pre-line', maxHeight: '50vh', overflowY: 'auto', margin: 0 })

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'flex-end' })

export const paymentArea = style({
  display: 'grid',
  gap: '1rem',
  padding: '1rem',
  borderRadius: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginTop: '1rem',
  selectors: { '&:focus': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
})

/** calls §9 "Wallet button height: 48 px". */
export const walletButton = style({
  height: '48px',
  width: '100%',
  borderRadius: '0.5rem',
  border: 'none',
  background: '#000',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})

export const hint = style({ color: vars.color.textMuted, fontSize: '0.9rem', margin: 0 })

export const payRow = style({ display: 'grid', gap: '0.75rem' })

globalStyle(`${payRow} > button`, { width: '100%', minHeight: '3rem', fontSize: '1.1rem' })

// The address lookup (AddressLookup.tsx): hint, suggestions listbox, manual switch.
export const lookupHint = style({ fontSize: '0.85rem', color: vars.color.textMuted })
export const lookupList = style({
  listStyle: 'none',
  margin: 0,
  padding: '0.25rem 0',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.375rem',
  background: vars.color.surface,
})
export const lookupOption = style({
  padding: '0.6rem 0.75rem',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.surfaceSunken } },
})
export const lookupManual = style({
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '2.75rem',
})

/** A member's details in place of the identity form (storefront §6 Logged-in member). */
export const memberDetails = style({ display: 'grid', gap: '0.25rem', margin: 0, overflowWrap: 'anywhere' })

/** The 'Staff sale' notice under the heading (config `staff`, storefront §6). */
export const staffSale = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  borderInlineStart: `0.35rem solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
})
