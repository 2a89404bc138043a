import { useStorefront } from '@foyer/react-hooks'
import type { Translate } from '@foyer/react-hooks'

/**
 * `t(key, params?)` of the storefront's message catalogue: every word on screen comes from it, so a
 * tenant overrides any text by key (DESIGN.md i18n).
 */
export function useT(): Translate {
  return useStorefront().i18n.t
}
