import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '2.75rem', // 44 px touch target (WCAG 2.5.5)
  paddingInline: '1.25rem',
  border: '2px solid transparent',
  borderRadius: '999px',
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.95rem',
  letterSpacing: '0.01em',
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease, border-color 120ms ease',
  selectors: {
    // Legible when disabled (issue 18.10): the theme's disabled colours, whatever the variant.
    '&:disabled, &[aria-disabled="true"]': {
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: vars.color.disabledBorder,
      cursor: 'not-allowed',
    },
  },
})

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.primaryHover, borderColor: vars.color.primaryHover },
      },
    },
  ],
  // storefront §3 Theme: secondaryButtonStyle solid or outline, filled in by themeValues().
  secondary: [
    base,
    {
      background: vars.secondaryButton.background,
      color: vars.secondaryButton.text,
      borderColor: vars.secondaryButton.border,
      selectors: { '&:hover:not(:disabled)': { background: vars.secondaryButton.hoverBackground } },
    },
  ],
  quiet: [
    base,
    {
      background: 'transparent',
      color: vars.color.link,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.link } },
    },
  ],
})
