import { createThemeContract } from '@vanilla-extract/css'
import { themeShape } from './shape'

/**
 * The theme contract (storefront §3 Theme). Styles use `vars.*`; the values come from the tenant's
 * runtime config through `themeValues()` and are set on the app root with `assignInlineVars`, so a
 * tenant retunes colours in `foyer.config.json` without a rebuild. See TEMPLATE_GUIDELINES.md.
 */
export const vars = createThemeContract(themeShape)
