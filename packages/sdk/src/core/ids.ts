/**
 * Ids (the kernel every domain shares): the wire sends ids as strings or numbers, and they are
 * compared as strings, so an id read from a query string matches a numeric one.
 */

/** An id as the wire sends it. Compared as a string. */
export type Id = string | number

/**
 * Ids are compared as strings (types.ts `Id`), so an id read from the query (storefront §2 tg,
 * select, session) matches a numeric one.
 */
export function idKey(id: Id): string {
  return String(id)
}
