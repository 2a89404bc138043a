// @vitest-environment node
/**
 * TEMPLATE_GUIDELINES.md tells tenants every key of `foyer.config.json`; config.ts is the one
 * source of the keys (FoyerConfig and its defaults). The tables must name exactly those keys, so
 * a key added, renamed or dropped in the parser fails here until the guidelines say so.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, DEFAULT_THEME } from './config'

const guidelines = readFileSync(new URL('../TEMPLATE_GUIDELINES.md', import.meta.url), 'utf8')

/** The keys in the first column of the table whose header starts with `header`. */
function tableKeys(header: string): string[] {
  const lines = guidelines.split('\n')
  const start = lines.findIndex((line) => line.startsWith(`| ${header}`))
  expect(start, `a table headed "${header}" in TEMPLATE_GUIDELINES.md`).toBeGreaterThan(-1)
  const keys: string[] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const cell = line.split('|')[1] ?? ''
    keys.push(...[...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
  }
  return keys.sort()
}

/** Keys as a tenant writes them: nested settings objects spelled `home.blocks`; maps and lists are one key. */
function configKeys(): string[] {
  const nested = ['home', 'keys', 'checkout', 'sellerPrefix', 'analytics']
  const keys = ['seller', 'sellerName']
  for (const [key, value] of Object.entries(DEFAULT_CONFIG)) {
    if (nested.includes(key)) keys.push(...Object.keys(value as object).map((inner) => `${key}.${inner}`))
    else keys.push(key)
  }
  return keys.sort()
}

describe('TEMPLATE_GUIDELINES.md and config.ts name the same keys', () => {
  it('the configuration table lists every key of foyer.config.json and no other', () => {
    expect(tableKeys('Key')).toEqual(configKeys())
  })
  it('the theme table lists every theme key and no other', () => {
    expect(tableKeys('`theme.` key')).toEqual(Object.keys(DEFAULT_THEME).sort())
  })
})
