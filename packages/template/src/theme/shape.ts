/**
 * The shape of the theme contract (storefront §3 Theme), shared by the vanilla-extract contract in
 * `contract.css.ts` and the plain function that fills it from the runtime config (`values.ts`), so
 * the values can be computed and tested without a CSS build.
 */
export const themeShape = {
  colorScheme: null,
  color: {
    background: null,
    surface: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    primary: null,
    onPrimary: null,
    primaryHover: null,
    link: null,
    secondary: null,
    onSecondary: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    overlay: null,
    disabled: null,
    onDisabled: null,
    disabledBorder: null,
  },
  secondaryButton: { background: null, text: null, border: null, hoverBackground: null },
  teaser: { width: null },
  font: { body: null, heading: null },
} as const

type Leaves<T> = { [K in keyof T]: T[K] extends null ? string : Leaves<T[K]> }

/** Every token of the theme contract as a string value. */
export type ThemeValues = Leaves<typeof themeShape>
