import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { createSeed } from './seed/index.js'
import { loadSeedFile } from './seed-file.js'

// issue 17.5: "npx @foyer/sandbox --port 4313 [--seed file]": a partner's own changes to the seed.
const dir = mkdtempSync(join(tmpdir(), 'foyer-seed-'))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
const holdMinutes = (customize: Awaited<ReturnType<typeof loadSeedFile>>) => {
  const seed = createSeed()
  customize(seed)
  return seed.settings.cart_hold_minutes
}

describe('--seed <file>', () => {
  it('a module whose default export changes the seed, applied again on reset', async () => {
    const customize = await loadSeedFile(
      file('seed.mjs', 'export default (seed) => { seed.settings.cart_hold_minutes = 5 }'),
    )
    expect(holdMinutes(customize)).toBe(5)
    let applied = 0
    const sandbox = createSandbox({
      now: '2026-03-10T14:00:00Z',
      customizeSeed: (seed) => (customize(seed), applied++),
    })
    sandbox.reset()
    expect(applied).toBe(2)
  })

  it('JSON merged into the seed, objects key by key', async () => {
    const customize = await loadSeedFile(file('seed.json', JSON.stringify({ settings: { cart_hold_minutes: 7 } })))
    expect(holdMinutes(customize)).toBe(7)
  })

  it('says what is wrong with a file', async () => {
    await expect(loadSeedFile(file('bad.json', '{ nope'))).rejects.toThrow(/bad\.json: not JSON/)
    await expect(loadSeedFile(file('list.json', '[1]'))).rejects.toThrow('the JSON must be an object of seed keys')
    const typo = await loadSeedFile(file('typo.json', JSON.stringify({ setings: {} })))
    expect(() => createSandbox({ customizeSeed: typo })).toThrow('--seed: the seed has no key setings')
    await expect(loadSeedFile(file('none.mjs', 'export const x = 1'))).rejects.toThrow(
      "the module's default export must be a function",
    )
  })
})
