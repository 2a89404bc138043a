// @vitest-environment node
/**
 * Sub-path hosting (issue 17.7, docs/deploy.md): a build with `FOYER_BASE=/shop/` puts every URL
 * it emits under /shop/, and its source maps are written but not linked.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viteBase } from './deploy-base'
import { stripDeployBase, trimBase, withDeployBase } from './src/base'

const root = fileURLToPath(new URL('.', import.meta.url))

describe('FOYER_BASE → Vite base', () => {
  it('is a path with one leading and one trailing slash; unset is the root', () => {
    expect(viteBase(undefined)).toBe('/')
    expect(viteBase('')).toBe('/')
    expect(viteBase('/shop')).toBe('/shop/')
    expect(viteBase('/shop/')).toBe('/shop/')
    expect(viteBase('/tickets/shop//')).toBe('/tickets/shop/')
  })

  it('refuses a relative path, a full URL and dot segments, saying what it wants', () => {
    for (const bad of ['shop/', './', 'https://cdn.example.org/', '//cdn.example.org/', '/a/../b/', '/a b/'])
      expect(() => viteBase(bad), bad).toThrow('FOYER_BASE must be a path such as "/shop/"')
  })
})

describe('the app side of the base (src/base.ts)', () => {
  it('adds and strips it around the path of the site', () => {
    expect(trimBase('/shop/')).toBe('/shop')
    expect(trimBase('/')).toBe('')
    expect(withDeployBase('/demo-museum/events', '/shop')).toBe('/shop/demo-museum/events')
    expect(withDeployBase('/foyer.config.json', '/shop')).toBe('/shop/foyer.config.json')
    expect(withDeployBase('/', '/shop')).toBe('/shop/')
    expect(withDeployBase('/demo-museum', '')).toBe('/demo-museum')
    expect(stripDeployBase('/shop/demo-museum/events', '/shop')).toBe('/demo-museum/events')
    expect(stripDeployBase('/shop', '/shop')).toBe('/')
    expect(stripDeployBase('/shopping/demo-museum', '/shop')).toBeNull()
    expect(stripDeployBase('/demo-museum', '')).toBe('/demo-museum')
  })
})

describe('a build with FOYER_BASE=/shop/', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-template-base-'))
  let html = ''
  let scripts: string[] = []

  beforeAll(async () => {
    const saved = process.env.FOYER_BASE
    process.env.FOYER_BASE = '/shop/'
    try {
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
      })
    } finally {
      if (saved === undefined) delete process.env.FOYER_BASE
      else process.env.FOYER_BASE = saved
    }
    html = readFileSync(join(outDir, 'index.html'), 'utf8')
    scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
  }, 120_000)
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('index.html loads every script, style and icon from under /shop/', () => {
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    expect(urls.length).toBeGreaterThan(3)
    expect(urls.filter((url) => !url.startsWith('/shop/'))).toEqual([])
    expect(urls).toContain('/shop/favicon.svg')
    for (const url of urls) expect(existsSync(join(outDir, url.slice('/shop/'.length))), url).toBe(true)
  })

  it('the app knows its base (routes, lazy chunks and foyer.config.json are fetched under it)', () => {
    const code = scripts.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n')
    expect(code).toMatch(/[`'"]\/shop\/[`'"]/)
    expect(existsSync(join(outDir, 'foyer.config.json'))).toBe(true)
    expect(existsSync(join(outDir, 'foyer.config.schema.json'))).toBe(true)
  })

  it('source maps are written but no script links them', () => {
    const entry = /src="\/shop\/assets\/([^"]+\.js)"/.exec(html)?.[1]
    expect(entry && existsSync(join(outDir, 'assets', `${entry}.map`))).toBe(true)
    const linked = scripts.filter((file) =>
      /\/\/# sourceMappingURL=\S+\s*$/.test(readFileSync(join(outDir, 'assets', file), 'utf8')),
    )
    expect(linked).toEqual([])
    // bench/sizes.ts reads the manifest.
    expect(existsSync(join(outDir, '.vite', 'manifest.json'))).toBe(true)
  })
})
