import type { TeaserImageSize, ThemeConfig } from '../config'
import { buttonColours, ensureContrast, mix, textOn } from './colour'
import type { PaymentAppearance } from '@foyer/sdk/payment'
import type { ThemeValues } from './shape'

/** Card image widths for storefront §3 `teaserImageSize` (the teaser is 272 × 216, calls §9). */
export const TEASER_WIDTH: Record<TeaserImageSize, number> = { small: 240, medium: 272, large: 360 }

const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif"
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/**
 * Fills the theme contract from the tenant's theme. Text, links, focus rings and button labels
 * are derived so they keep WCAG contrast on the tenant's colours (4.5:1 text, 3:1 UI), whatever
 * primary or background the tenant picks.
 */
export function themeValues(theme: ThemeConfig): ThemeValues {
  const dark = theme.themeMode === 'dark'
  const white = '#ffffff'
  const black = '#000000'
  const background = theme.background
  const surface = theme.surface ?? (dark ? mix(background, white, 0.06) : mix(background, white, 0.75))
  const surfaceSunken = dark ? mix(background, black, 0.25) : mix(background, black, 0.035)
  const grounds = [background, surface, surfaceSunken]

  const text = ensureContrast(theme.text ?? (dark ? '#f3eee6' : '#1f1b17'), grounds, 7)
  const textMuted = ensureContrast(mix(text, background, 0.35), grounds, 4.5)
  const primary = buttonColours(theme.primary)
  const secondary = buttonColours(theme.secondary)
  const link = ensureContrast(theme.primary, grounds, 4.5)
  const outlineText = ensureContrast(theme.secondary, grounds, 4.5)
  const danger = ensureContrast(dark ? '#ff8a80' : '#a4262c', grounds, 4.5)
  const warning = ensureContrast(dark ? '#f5c66b' : '#7a4a00', grounds, 4.5)
  // A disabled control (issue 18.10): a muted fill whose label stays legible (4.5:1) and whose
  // edge still shows against the page (3:1, WCAG 1.4.11), instead of a faded colour.
  const disabled = mix(surface, text, 0.1)
  const dangerSurface = mix(surface, danger, 0.1)
  const warningSurface = mix(surface, warning, 0.12)

  return {
    colorScheme: dark ? 'dark' : 'light',
    color: {
      background,
      surface,
      surfaceSunken,
      text,
      textMuted,
      border: mix(text, background, 0.85),
      // Form fields and controls need 3:1 against what surrounds them (WCAG 1.4.11).
      borderStrong: ensureContrast(mix(text, background, 0.55), grounds, 3),
      primary: primary.fill,
      onPrimary: primary.label,
      primaryHover: mix(primary.fill, primary.label === white ? black : white, 0.14),
      link,
      secondary: secondary.fill,
      onSecondary: secondary.label,
      focus: ensureContrast(theme.primary, grounds, 3),
      danger: ensureContrast(danger, [dangerSurface], 4.5),
      dangerSurface,
      warning: ensureContrast(warning, [warningSurface], 4.5),
      warningSurface,
      overlay: dark ? 'rgba(0, 0, 0, 0.7)' : 'rgba(20, 16, 12, 0.55)',
      disabled,
      onDisabled: ensureContrast(mix(text, disabled, 0.3), [disabled], 4.5),
      disabledBorder: ensureContrast(mix(text, background, 0.55), [...grounds, disabled], 3),
    },
    secondaryButton:
      theme.secondaryButtonStyle === 'outline'
        ? {
            background: 'transparent',
            text: outlineText,
            border: outlineText,
            hoverBackground: mix(surface, outlineText, 0.08),
          }
        : {
            background: secondary.fill,
            text: secondary.label,
            border: secondary.fill,
            hoverBackground: mix(secondary.fill, textOn(secondary.fill) === white ? black : white, 0.14),
          },
    teaser: { width: `${TEASER_WIDTH[theme.teaserImageSize]}px` },
    font: { body: SANS, heading: SERIF },
  }
}

/**
 * The payment element's look from the theme (storefront §3 Theme `paymentElement.background`):
 * its background (else the theme's surface), the primary colour, and text that keeps 7:1 on it.
 */
export function paymentAppearance(theme: ThemeConfig): PaymentAppearance {
  const values = themeValues(theme)
  const background = theme.paymentElement.background ?? values.color.surface
  return {
    mode: theme.themeMode,
    background,
    primary: values.color.primary,
    text: ensureContrast(values.color.text, [background], 7),
  }
}
