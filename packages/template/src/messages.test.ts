// @vitest-environment node
/**
 * Issue 16: "The message catalogue splits by domain, so a route loads only its messages". The
 * storefront holds the core part of the English catalogue; a route's chunk brings the parts it
 * shows (routes/*.tsx, `withMessages`; a domain's accessor adds its own). This builds the template
 * and checks every chunk: each message key its code names is in the core part or in a part its
 * chunk, the chunks it imports or a chunk that loads it carries. A key a screen names without its
 * part would show as the key itself.
 */
import { en } from '@foyer/sdk'
import { accountMessages } from '@foyer/sdk/auth'
import { checkoutMessages } from '@foyer/sdk/checkout'
import { membershipMessages } from '@foyer/sdk/membership'
import { ordersMessages } from '@foyer/sdk/orders'
import { reserveMessages } from '@foyer/sdk/reserve'
import { seatsMessages } from '@foyer/sdk/seats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTemplate, type ManifestChunk, type TemplateBuild } from '../test/build'

const PARTS: Record<string, readonly string[]> = {
  reserve: Object.keys(reserveMessages),
  seats: Object.keys(seatsMessages),
  checkout: Object.keys(checkoutMessages),
  account: Object.keys(accountMessages),
  membership: Object.keys(membershipMessages),
  orders: Object.keys(ordersMessages),
}
const inSomePart = new Set(Object.values(PARTS).flat())
const CORE = Object.keys(en).filter((key) => !inSomePart.has(key))

let build: TemplateBuild | null = null
let manifest: Record<string, ManifestChunk> = {}
const code = new Map<string, string>()

beforeAll(() => {
  build = buildTemplate()
  manifest = build.manifest
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.file.endsWith('.js')) code.set(key, build.read(chunk.file))
}, 120_000)

afterAll(() => build?.remove())

const KEY = new RegExp(
  `["'\`](${Object.keys(en)
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/\./g, '\\.'))
    .join('|')})["'\`]`,
  'g',
)

/** The chunk and every chunk it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const next of manifest[key]?.imports ?? []) closure(next, seen)
  return seen
}

/** The message keys the chunks' code names. */
function keysNamed(chunks: Iterable<string>): Set<string> {
  const keys = new Set<string>()
  for (const chunk of chunks) for (const match of (code.get(chunk) ?? '').matchAll(KEY)) keys.add(match[1]!)
  return keys
}

/** The parts the chunks carry: a part is carried where all of its keys are. */
function partsCarried(chunks: Iterable<string>): Set<string> {
  const named = keysNamed(chunks)
  return new Set(Object.entries(PARTS).flatMap(([name, keys]) => (keys.every((key) => named.has(key)) ? [name] : [])))
}

/** The parts present when a chunk runs: its own closure's, and those of every chunk that loads it. */
function partsPresent(key: string, seen = new Set<string>()): Set<string> {
  const present = partsCarried(closure(key))
  seen.add(key)
  for (const [parent, chunk] of Object.entries(manifest)) {
    if (!chunk.dynamicImports?.includes(key) || seen.has(parent)) continue
    for (const part of partsPresent(parent, seen)) present.add(part)
  }
  return present
}

describe('the English catalogue by domain (issue 16)', () => {
  it('every part is a domain of its own: no key in two parts, and the core holds the rest', () => {
    const all = Object.values(PARTS).flat()
    expect(new Set(all).size).toBe(all.length)
    expect(CORE.length + all.length).toBe(Object.keys(en).length)
  })

  it('each chunk names only keys of the core part or of a part present when it runs', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
    const chunks = [entry, ...Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry)]
    const core = new Set(CORE)
    const missing: Record<string, string[]> = {}
    for (const chunk of chunks) {
      const present = partsPresent(chunk)
      const absent = [...keysNamed(closure(chunk))].filter(
        (key) =>
          !core.has(key) && !Object.entries(PARTS).some(([name, keys]) => present.has(name) && keys.includes(key)),
      )
      if (absent.length > 0) missing[chunk] = absent.sort()
    }
    expect(missing).toEqual({})
  })

  it('the first load carries no part but the core one', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
    expect([...partsCarried(closure(entry))]).toEqual([])
  })
})
