import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME, type ThemeConfig } from '../config'
import { contrast } from './colour'
import { themeValues } from './values'

const theme = (overrides: Partial<ThemeConfig>): ThemeConfig => ({ ...DEFAULT_THEME, ...overrides })

describe('themeValues (storefront §3 Theme)', () => {
  const tenants: [string, ThemeConfig][] = [
    ['the default light theme', theme({})],
    ['a dark theme', theme({ themeMode: 'dark', background: '#161514' })],
    ['a pale primary on white', theme({ primary: '#ffe680', background: '#ffffff' })],
    ['a dark primary on a dark background', theme({ themeMode: 'dark', background: '#101820', primary: '#1a2a6c' })],
    ['a mid-grey secondary, outline', theme({ secondary: '#8a8a8a', secondaryButtonStyle: 'outline' })],
  ]

  it.each(tenants)('keeps text, links and button labels at 4.5:1 for %s', (_, config) => {
    const { color, secondaryButton } = themeValues(config)
    for (const ground of [color.background, color.surface, color.surfaceSunken]) {
      expect(contrast(color.text, ground)).toBeGreaterThanOrEqual(7)
      expect(contrast(color.textMuted, ground)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(color.link, ground)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(color.focus, ground)).toBeGreaterThanOrEqual(3)
      expect(contrast(color.borderStrong, ground)).toBeGreaterThanOrEqual(3)
      // A disabled control's edge shows against the page (issue 18.10).
      expect(contrast(color.disabledBorder, ground)).toBeGreaterThanOrEqual(3)
    }
    // ...and its label is read, not guessed.
    expect(contrast(color.onDisabled, color.disabled)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(color.onPrimary, color.primary)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(color.onSecondary, color.secondary)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(color.danger, color.dangerSurface)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(color.warning, color.warningSurface)).toBeGreaterThanOrEqual(4.5)
    const buttonGround = secondaryButton.background === 'transparent' ? color.surface : secondaryButton.background
    expect(contrast(secondaryButton.text, buttonGround)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps a tenant colour that already passes', () => {
    expect(themeValues(theme({ primary: '#8a2c1d' })).color.primary).toBe('#8a2c1d')
  })

  it('secondaryButtonStyle outline draws a border and no fill; solid fills', () => {
    expect(themeValues(theme({ secondaryButtonStyle: 'outline' })).secondaryButton.background).toBe('transparent')
    expect(themeValues(theme({ secondaryButtonStyle: 'solid', secondary: '#2d4a53' })).secondaryButton.background).toBe(
      '#2d4a53',
    )
  })

  it('themeMode sets the colour scheme and teaserImageSize the card image width', () => {
    expect(themeValues(theme({ themeMode: 'dark', background: '#000000' })).colorScheme).toBe('dark')
    expect(themeValues(theme({ teaserImageSize: 'large' })).teaser.width).toBe('360px')
  })
})
