/**
 * The query string of a request, as the contract spells it (openapi/README.md, storefront.yaml
 * info): every filter is a plain or dotted key (`category`, `time.start`, `id._in`), and an object
 * parameter such as the listing's metadata filter travels as one dotted key per entry,
 * `meta.{key}=value` — not the bracket form (`meta[key]`) openapi-fetch writes by default.
 * An array is a comma list. Empty values (undefined, null) are left out. Commas stay literal
 * (they separate the items of `._in` lists).
 * @example serializeQuery({ category: 'Art', meta: { audience: 'family' }, 'id._in': ['a', 'b'] })
 * // 'category=Art&meta.audience=family&id._in=a,b'
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const parts: string[] = []
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${encode(name)}=${value.map((item) => encode(String(item))).join(',')}`)
    } else if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (item !== undefined && item !== null) parts.push(`${encode(name)}.${encode(key)}=${encode(String(item))}`)
      }
    } else {
      parts.push(`${encode(name)}=${encode(String(value))}`)
    }
  }
  return parts.join('&')
}

function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',')
}
