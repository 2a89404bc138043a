/**
 * The ZIP writer behind the Apple Wallet pass file (wallet-passes.ts; calls §7 pkpass: a pass is
 * a ZIP archive): read back by a reader built on node:zlib (test-helpers readZip) and, where the
 * machine has it, by Info-ZIP's unzip.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readZip } from './test-helpers.js'
import { zip } from './zip.js'

const entries = [
  { name: 'pass.json', data: JSON.stringify({ text: 'x'.repeat(2000) }) },
  { name: 'tiny.txt', data: 'a' },
  { name: 'empty', data: '' },
  { name: 'dir/café ☕.bin', data: Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256) },
]

describe('zip', () => {
  it('writes an archive a reader takes back byte for byte: deflated, stored, empty, UTF-8 names', () => {
    const archive = zip(entries)
    const files = readZip(archive)
    expect([...files.keys()]).toEqual(entries.map((e) => e.name))
    for (const entry of entries) expect(files.get(entry.name)).toEqual(Buffer.from(entry.data))
    // The repetitive file is deflated (method 8), the one-byte file stored (method 0).
    expect(archive.length).toBeLessThan(1000)
    expect(archive.readUInt16LE(8)).toBe(8)
  })

  it('makes the same bytes for the same entries and dates entries in MS-DOS form', () => {
    expect(zip(entries).equals(zip(entries))).toBe(true)
    const dated = zip([{ name: 'a', data: 'a' }], new Date('2026-03-10T14:00:08Z'))
    expect(dated.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (3 << 5) | 10)
    expect(dated.readUInt16LE(10)).toBe((14 << 11) | (0 << 5) | 4)
  })

  it('refuses repeated, absolute or empty names', () => {
    expect(() =>
      zip([
        { name: 'a', data: '' },
        { name: 'a', data: '' },
      ]),
    ).toThrow(RangeError)
    expect(() => zip([{ name: '/etc/passwd', data: '' }])).toThrow(RangeError)
    expect(() => zip([{ name: '', data: '' }])).toThrow(RangeError)
  })

  it.skipIf(!existsSync('/usr/bin/unzip'))('passes unzip -t and unzip -p reads the files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-zip-'))
    try {
      const path = join(dir, 'test.zip')
      writeFileSync(path, zip(entries))
      expect(execFileSync('/usr/bin/unzip', ['-t', path], { encoding: 'utf8' })).toContain('No errors detected')
      expect(execFileSync('/usr/bin/unzip', ['-p', path, 'pass.json'], { encoding: 'utf8' })).toBe(entries[0]?.data)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
