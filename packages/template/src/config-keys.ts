import { DEFAULT_CONFIG } from './config-shape'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keys a tenant may write besides the configuration's own: the editor's schema link. */
const EXTRA_KEYS = new Set(['$schema'])

/** The number of single-character edits between two words (Levenshtein). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length]!
}

/** The known key closest to a misspelled one, when it is close enough to be the one meant. */
export function closest(key: string, known: readonly string[]): string | null {
  let best: string | null = null
  let bestDistance = Infinity
  for (const candidate of known) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase())
    if (d < bestDistance) [best, bestDistance] = [candidate, d]
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(key.length / 3)) ? best : null
}

function unknownKeys(source: Json, known: readonly string[], prefix: string): string[] {
  return Object.keys(source)
    .filter((key) => !known.includes(key) && !EXTRA_KEYS.has(key))
    .map((key) => {
      const meant = closest(key, known)
      return `"${prefix}${key}" is not a configuration key and is ignored${meant ? `; did you mean "${prefix}${meant}"?` : '.'}`
    })
}

/**
 * What a tenant probably got wrong without breaking the file (issue 17.7: "A misspelled config key
 * is silently ignored"): keys the configuration does not have, at the top and inside its objects,
 * each with the closest key it has. Warnings, not problems: the storefront still starts. Message
 * overrides are checked against the catalogue by `messageWarnings` (config-messages.ts), which
 * loads the whole English catalogue and so runs only when the tenant wrote messages.
 * @example configWarnings({ sellr: 'x' }) // ['"sellr" is not a configuration key and is ignored; did you mean "seller"?']
 */
export function configWarnings(input: Json): string[] {
  const defaults = DEFAULT_CONFIG as unknown as Json
  const warnings = unknownKeys(input, [...Object.keys(defaults), 'seller', 'sellerName'], '')
  for (const [key, value] of Object.entries(input)) {
    const shape = defaults[key]
    if (!isObject(value) || !isObject(shape) || key === 'messages' || key === 'featureFlags') continue
    warnings.push(...unknownKeys(value, Object.keys(shape), `${key}.`))
    for (const [inner, innerValue] of Object.entries(value)) {
      const innerShape = shape[inner]
      if (isObject(innerValue) && isObject(innerShape))
        warnings.push(...unknownKeys(innerValue, Object.keys(innerShape), `${key}.${inner}.`))
    }
  }
  return warnings
}
