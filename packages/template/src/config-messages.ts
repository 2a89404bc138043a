import { en } from '@foyer/sdk'
import { closest } from './config-keys'

/**
 * The tenant's message overrides for keys the English catalogue does not have, each with the
 * closest key it has (issue 17.7). Its own module because it reads the whole catalogue: main.ts
 * loads it after the first screen, and only when `foyer.config.json` has messages (issue 16).
 * @example messageWarnings({ 'catalog.titel': 'x' }) // ['"messages.catalog.titel" is not a message of the catalogue and is ignored; did you mean "catalog.title"?']
 */
export function messageWarnings(messages: Record<string, string>): string[] {
  const catalogue = Object.keys(en)
  return Object.keys(messages)
    .filter((key) => !(key in en))
    .map((key) => {
      const meant = closest(key, catalogue)
      return `"messages.${key}" is not a message of the catalogue and is ignored${meant ? `; did you mean "${meant}"?` : '.'}`
    })
}
