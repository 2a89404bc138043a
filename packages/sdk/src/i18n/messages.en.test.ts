import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { en } from './messages.en'

// The spec sits beside the repo: /work/shared/spec here, ../shared/spec from the repo root in CI.
// A clone made elsewhere from a local repository (`git clone . /tmp/x/c`) finds it beside the
// repository it was cloned from.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
function findSpecDir(): string {
  const beside = resolve(repoRoot, '../shared/spec')
  if (existsSync(beside)) return beside
  try {
    const origin = execFileSync('git', ['config', '--get', 'remote.origin.url'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim()
    const besideOrigin = origin.startsWith('/') ? resolve(origin, '../shared/spec') : null
    if (besideOrigin && existsSync(besideOrigin)) return besideOrigin
  } catch {
    // not a clone: the message below says where the spec is looked for
  }
  return beside
}
const specDir = findSpecDir()
const specFiles = ['storefront.md', 'calls-errors-flows.md']

/**
 * Every single-quoted text of a spec file, nested quotes included ('Please click the 'Find
 * available tickets' button to continue.' gives the whole sentence and the inner label).
 * A quote opens after a line start, a space or a bracket, and closes before a space, punctuation
 * or the line end; an apostrophe between two letters (member's) is neither.
 */
export function quotedTexts(markdown: string): string[] {
  const found: string[] = []
  for (const line of markdown.split('\n')) {
    const open: number[] = []
    for (let i = 0; i < line.length; i++) {
      if (line[i] !== "'") continue
      const before = line[i - 1] ?? ' '
      const after = line[i + 1] ?? ' '
      const word = /[\p{L}\p{N}]/u
      if (word.test(before) && word.test(after)) continue // an apostrophe
      const canClose = open.length > 0 && !/\s/.test(before) && !word.test(after)
      const canOpen = /[\s([{"/]/.test(before) && !/\s/.test(after)
      if (canClose) found.push(line.slice((open.pop() as number) + 1, i))
      else if (canOpen) open.push(i)
    }
  }
  return found
}

/**
 * Quoted things in the spec that are not user-visible text, so not catalogue values.
 * Keep this list short; each line says why.
 */
const NOT_USER_TEXT = new Set([
  'today', // storefront §2 reserve query: session=today (a query value)
  'next', // storefront §2 reserve query: session=next (a query value)
  'any', // storefront §4 Reserve flow: the flexible date choice (a value; its label is 'any date')
  'no', // storefront §5 Admit details: the emailRequired value 'no'
  'child', // storefront §5 CityPASS: the default child keyword (a config value)
  'anonymous', // storefront §2 custom content blocks: the role name
  'not_available_yet', // storefront §4 Passcode: a server code
  'reserve.unavailable', // calls §8 Other: a message key (checked below to exist as a key)
  'Auth0 ...', // calls §8 Account: the prefix of internal developer errors ("'Auth0 ...' internal failures"), not a message
])

function readSpec(file: string): string {
  const path = resolve(specDir, file)
  if (!existsSync(path)) {
    throw new Error(
      `Spec file not found: ${path}. The i18n oracle reads the spec from ../shared/spec beside the repo ` +
        '(/work/shared/spec here); it cannot check the catalogue without it.',
    )
  }
  return readFileSync(path, 'utf8')
}

describe('quotedTexts', () => {
  it('finds nested quotes and skips apostrophes', () => {
    const line = "A member's link: 'Please click the 'Find available tickets' button to continue.' and 'See all'."
    expect(quotedTexts(line)).toEqual([
      'Find available tickets',
      "Please click the 'Find available tickets' button to continue.",
      'See all',
    ])
  })
})

describe('English catalogue holds every quoted text of the spec verbatim', () => {
  const values = new Set<string>(Object.values(en))

  for (const file of specFiles) {
    it(`${file}: every single-quoted text is a catalogue value`, () => {
      const quoted = quotedTexts(readSpec(file)).filter((text) => !NOT_USER_TEXT.has(text))
      // guards the extractor itself: the spec files quote dozens of sentences
      expect(quoted.length).toBeGreaterThan(file === 'storefront.md' ? 50 : 40)
      const missing = quoted.filter((text) => !values.has(text))
      expect(missing, `quoted in ${file} but not a catalogue value (verbatim)`).toEqual([])
    })
  }

  it("'reserve.unavailable' is a key of the catalogue (calls §8 Other)", () => {
    expect(Object.keys(en)).toContain('reserve.unavailable')
  })

  it('the exclusions are still quoted in the spec (a stale exclusion hides nothing)', () => {
    const all = new Set(specFiles.flatMap((file) => quotedTexts(readSpec(file))))
    for (const excluded of NOT_USER_TEXT) expect(all.has(excluded), excluded).toBe(true)
  })

  it('the double-quoted upsell title is a catalogue value (storefront §2 /events)', () => {
    expect(values.has('What other experiences would you like to add?')).toBe(true)
  })
})

describe('catalogue shape', () => {
  it('keys are dotted and domain-scoped', () => {
    for (const key of Object.keys(en)) expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/)
  })

  it('no message is empty or padded', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(value.trim(), key).toBe(value)
      expect(value.length, key).toBeGreaterThan(0)
    }
  })

  it('placeholders are written {name}', () => {
    for (const [key, value] of Object.entries(en)) {
      const braces = value.match(/[{}]/g) ?? []
      const placeholders = value.match(/\{[a-zA-Z0-9_]+\}/g) ?? []
      expect(braces.length, key).toBe(placeholders.length * 2)
    }
  })
})
