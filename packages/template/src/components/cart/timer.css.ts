import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/**
 * The cart timer bar (storefront §4 Timer and extension; calls §9 Timer colours: info above 5 min,
 * warning 2 to 5 min, error under 2 min, critical at 30 s with extend_cart_timer). Colours come from
 * the theme contract, whose danger and warning values are already contrast-checked against their
 * surfaces (theme/values.ts).
 */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 6,
  // First thing in the main landmark: pulled up over main's top padding (layout.css.ts), to sit
  // right under the header.
  marginTop: 'calc(-1 * clamp(1.5rem, 5vw, 3.5rem))',
  marginBottom: '1.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineStart: `6px solid ${vars.color.secondary}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-level="warning"]': { borderInlineStartColor: vars.color.warning, background: vars.color.warningSurface },
    '&[data-level="error"]': { borderInlineStartColor: vars.color.danger, background: vars.color.dangerSurface },
    '&[data-level="critical"]': {
      borderInlineStartColor: vars.color.danger,
      borderInlineStartWidth: '12px',
      background: vars.color.dangerSurface,
    },
  },
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  minHeight: '2.75rem',
})

export const label = style({ fontSize: '0.95rem' })

export const time = style({
  fontSize: '1.15rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${bar}[data-level="error"] &, ${bar}[data-level="critical"] &`]: { color: vars.color.danger },
  },
})

export const dialogBody = style({ display: 'grid', gap: '1.25rem' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' })
