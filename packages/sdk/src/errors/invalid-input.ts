/** Refusing a caller's input: a typed error that names the field and what it must be. */
import { FoyerError } from './foyer-error.js'

/**
 * An `invalid_input` error: `description` (and so `message`) says which field is wrong and why,
 * `extra.field` names it (`tickets[0].quantity`), with any figures the caller needs (`minimum`,
 * `maximum`). Nothing was sent to the server.
 */
export function invalidInput(
  field: string,
  problem: string,
  figures: Record<string, unknown> = {},
): { data?: undefined; error: FoyerError } {
  return {
    error: new FoyerError({
      code: 'invalid_input',
      messageKey: 'error.generic',
      description: `${field} ${problem}.`,
      extra: { field, ...figures },
    }),
  }
}

/** A refused value as the caller wrote it: `NaN`, `Infinity`, `"12"`, `undefined` (JSON would say `null` for the first two). */
export function shown(value: unknown): string {
  return typeof value === 'number' || value === undefined ? String(value) : JSON.stringify(value)
}
