/** storefront §2 /events: the category links become "a dropdown when the links wrap over more than 2 rows". */
export const CATEGORY_LINK_MAX_ROWS = 2

/** How many rows a wrapped list has, from the top offsets of its items (1 px tolerance for rounding). */
export function countRows(tops: readonly number[]): number {
  const rows: number[] = []
  for (const top of tops) if (!rows.some((row) => Math.abs(row - top) <= 1)) rows.push(top)
  return rows.length
}

/** Whether wrapped links should give way to a select (storefront §2 /events category filter). */
export function wrapsTooFar(tops: readonly number[]): boolean {
  return countRows(tops) > CATEGORY_LINK_MAX_ROWS
}
