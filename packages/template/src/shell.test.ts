// @vitest-environment node
/**
 * Issue 16: the first screen of a phone on a slow connection waits on every file of the shell, each
 * a round trip over HTTP/1.1. The shell (every module the entry imports statically) is built as one
 * script and one stylesheet (vite.config.ts, `codeSplitting`), and the screens stay chunks of their
 * own that load after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTemplate, type ManifestChunk, type TemplateBuild } from '../test/build'

let build: TemplateBuild | null = null
let entry: ManifestChunk
let html = ''

beforeAll(() => {
  build = buildTemplate()
  entry = Object.values(build.manifest).find((chunk) => chunk.isEntry)!
  html = build.read('index.html')
}, 120_000)

afterAll(() => build?.remove())

describe('the shell (issue 16: a first load fetches few files)', () => {
  it('is one script and one stylesheet: the page asks for nothing else before it runs', () => {
    expect(entry.imports ?? []).toEqual([])
    expect(entry.css).toHaveLength(1)
    expect([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])).toEqual([`/${entry.file}`])
    expect(html).not.toContain('rel="modulepreload"')
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `/${entry.css![0]}`,
    ])
  })

  it('leaves every screen to a chunk of its own, loaded when its route is opened', () => {
    const screens = Object.entries(build!.manifest).filter(
      ([key, chunk]) => chunk.isDynamicEntry && key.includes('/routes/'),
    )
    expect(screens.length).toBeGreaterThan(15)
    for (const [, chunk] of screens) expect(chunk.file).not.toBe(entry.file)
  })
})
