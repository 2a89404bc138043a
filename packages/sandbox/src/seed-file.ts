/**
 * `--seed <file>` of the sandbox's command line: a partner's own changes to the demo seed, applied
 * before the state is built and again on every reset (`createSandbox({ customizeSeed })`).
 *
 * - A module (`.js`, `.mjs`, `.cjs`) whose default export takes the seed and changes it:
 *   `export default (seed) => { seed.settings.cart_hold_minutes = 5 }`.
 * - JSON, merged into the seed: objects key by key, anything else (arrays included) replaced:
 *   `{ "settings": { "cart_hold_minutes": 5 } }`.
 */
import { readFile } from 'node:fs/promises'
import { extname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Seed } from './seed/index.js'

export type SeedCustomizer = (seed: Seed) => void

/** Reads the file; a file that is not one of the two shapes throws a sentence that says so. */
export async function loadSeedFile(path: string): Promise<SeedCustomizer> {
  const file = resolve(path)
  if (extname(file) === '.json') {
    let patch: unknown
    try {
      patch = JSON.parse(await readFile(file, 'utf8'))
    } catch (cause) {
      throw new Error(`--seed ${path}: not JSON (${cause instanceof Error ? cause.message : String(cause)})`, {
        cause,
      })
    }
    if (!isObject(patch)) throw new Error(`--seed ${path}: the JSON must be an object of seed keys`)
    return (seed) => merge(seed as unknown as Record<string, unknown>, patch, '')
  }
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown }
  if (typeof module.default !== 'function')
    throw new Error(`--seed ${path}: the module's default export must be a function that changes the seed`)
  return module.default as SeedCustomizer
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function merge(target: Record<string, unknown>, patch: Record<string, unknown>, at: string): void {
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in target)) throw new Error(`--seed: the seed has no key ${at}${key}`)
    const current = target[key]
    if (isObject(value) && isObject(current)) merge(current, value, `${at}${key}.`)
    else target[key] = value
  }
}
