/**
 * The query helpers every list call shares (calls §7: `_embed`, `_limit`, comma lists such as
 * `id._in`), answering 400 for what the contract refuses.
 */
import { invalid } from './errors.js'

/**
 * The `_embed` relations asked for, refusing any the call does not offer. `aliases` names the
 * dotted spellings of nested relations (openapi Embed: "dotted for nested, e.g.
 * `ticket.ticket_type`") and the sibling key each answers under.
 */
export function embedsOf(
  query: Record<string, string>,
  allowed: readonly string[],
  call: string,
  aliases: Readonly<Record<string, string>> = {},
): Set<string> {
  const raw = query._embed
  const asked = new Set(
    (raw ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  const embeds = new Set<string>()
  for (const name of asked) {
    const canonical = aliases[name] ?? name
    if (!allowed.includes(canonical)) {
      const offered = [...allowed, ...Object.keys(aliases)].join(', ')
      throw invalid(`${call} cannot embed "${name}"; it embeds ${offered}.`)
    }
    embeds.add(canonical)
  }
  return embeds
}

/** calls §9: "Cart fetch and rules limit 1000"; `_limit` is 1 to 1000 (openapi Limit). */
export function limitOf(query: Record<string, string>): number | undefined {
  const raw = query._limit
  if (raw === undefined) return undefined
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw invalid('_limit must be a whole number from 1 to 1000.')
  return limit
}

/** A comma list (openapi CommaList), refusing empty items. */
export function commaList(raw: string, name: string): string[] {
  const items = raw.split(',').map((item) => item.trim())
  if (items.some((item) => item === '')) throw invalid(`${name} is a comma list of values without empty items.`)
  return items
}
