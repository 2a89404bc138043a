import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** The login form in its dialog (storefront §2 Login). */
export const login = style({ display: 'grid', gap: '1rem', minWidth: 'min(22rem, 100%)' })

export const step = style({ display: 'grid', gap: '1rem' })

/** The e-mail the password or passcode step is for. */
export const email = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

/** The passcode field: wide digits, read one by one. */
export const code = style({ letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums', fontSize: '1.25rem' })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

/** The passcode of the code-unavailable step, large enough to copy by eye. */
export const unavailableCode = style({
  margin: 0,
  fontSize: '2rem',
  fontWeight: 700,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
})

/** The header's member menu (storefront §2 Header). */
export const memberMenu = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' })

export const greeting = style({ fontWeight: 600 })

/** The members banner under the header (storefront §2 Header: "There is also a members banner."). */
export const membersBanner = style({
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: '0.9rem',
})

export const membersBannerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 0.75rem',
  paddingBlock: '0.5rem',
})

export const membersBannerTitle = style({ fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' })

export const membersBannerLink = style({ color: 'inherit', textDecoration: 'underline' })

/** The login-or-guest dialog: the guest panel beside the login form, stacked on a phone. */
export const loginOrGuest = style({
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
})

export const guestPanel = style({ display: 'grid', gap: '0.75rem', alignContent: 'start' })

export const panelTitle = style({ margin: 0, fontSize: '1.1rem' })
