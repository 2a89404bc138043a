/**
 * Ids (the kernel every domain shares): the wire sends ids as strings or numbers, and they are
 * compared as strings, so an id read from a query string matches a numeric one; and the keys that
 * make a write idempotent (calls §7).
 */
import type { Clock } from '../store/clock.js'

/** An id as the wire sends it. Compared as a string. */
export type Id = string | number

/**
 * Ids are compared as strings (types.ts `Id`), so an id read from the query (storefront §2 tg,
 * select, session) matches a numeric one.
 */
export function idKey(id: Id): string {
  return String(id)
}

/** A new idempotency key for a write (calls §7): a random UUID where the platform has one. */
export function defaultIdempotencyKey(clock: Clock): string {
  const crypto = globalThis.crypto as Crypto | undefined
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${clock.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}
