// @vitest-environment node
/**
 * What loads when (issue 16). The first screen of a phone on a slow connection waits on every file
 * of the shell, each a round trip over HTTP/1.1: the shell (every module the entry imports
 * statically) is built as two scripts, both named in index.html, and one stylesheet (app-script.ts):
 * main.ts asks for the first screen's data while React downloads. The screens stay chunks of
 * their own that load after it. The payment step loads its provider only:
 * Stripe's chunk carries no sandbox, and the sandbox's form no dialog until a challenge opens.
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
  it('is two scripts and one stylesheet, all named in index.html: the page asks for nothing else before it runs', () => {
    const app = build!.manifest['src/start.tsx']!
    // main.ts (the configuration, the sdk's core) and the app (start.tsx: React, the layout), side by side.
    expect(entry.imports ?? []).toEqual([])
    expect(app.isEntry).toBe(true)
    expect(app.imports).toEqual(['index.html'])
    expect(entry.css ?? []).toEqual([])
    expect(app.css).toHaveLength(1)
    expect([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])).toEqual([`/${entry.file}`])
    expect([...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `/${app.file}`,
    ])
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `/${app.css![0]}`,
    ])
  })

  it('main.ts runs before React: its script has none of React or the layout', () => {
    const first = sourcesLoadedWith('index.html')
    expect(first.some((source) => source.includes('sdk/src/storefront.ts'))).toBe(true)
    expect(
      first.filter((source) => /react-dom|node_modules\/react\/|src\/App\.tsx|components\/Layout/.test(source)),
    ).toEqual([])
    expect(sourcesLoadedWith('src/start.tsx').some((source) => source.includes('react-dom'))).toBe(true)
  })

  it('leaves every screen to a chunk of its own, loaded when its route is opened', () => {
    const screens = Object.entries(build!.manifest).filter(
      ([key, chunk]) => chunk.isDynamicEntry && key.includes('/routes/'),
    )
    expect(screens.length).toBeGreaterThan(15)
    for (const [, chunk] of screens) expect(chunk.file).not.toBe(entry.file)
  })

  /** The sources bundled in a chunk and the chunks it imports statically (from the build's source maps). */
  function sourcesLoadedWith(key: string): string[] {
    const seen = new Set<string>()
    const visit = (next: string) => {
      if (seen.has(next)) return
      seen.add(next)
      for (const imported of build!.manifest[next]?.imports ?? []) if (imported !== 'index.html') visit(imported)
    }
    visit(key)
    return [...seen].flatMap(
      (chunk) => (JSON.parse(build!.read(`${build!.manifest[chunk]!.file}.map`)) as { sources: string[] }).sources,
    )
  }

  it("the shell carries neither the cart's code nor the analytics adapter: they load when a page or a tenant needs them", () => {
    const shell = [...sourcesLoadedWith('index.html'), ...sourcesLoadedWith('src/start.tsx')]
    // The cart's stand-in is there (lazy-cart.ts); reading, modifying, codes and their rules are not.
    expect(shell.some((source) => source.includes('sdk/src/lazy-cart.ts'))).toBe(true)
    expect(
      shell.filter((source) =>
        /sdk\/src\/cart\/(cart\.(store|load|modify|codes|transfer)|rules\/(totals|cart-items|promo-codes))/.test(
          source,
        ),
      ),
    ).toEqual([])
    expect(shell.filter((source) => source.includes('sdk/src/analytics/'))).toEqual([])
  })

  it("the payment step loads its provider only: Stripe's carries no sandbox form, the sandbox's no dialog", () => {
    const stripe = sourcesLoadedWith('src/screens/checkout/providers.ts')
    expect(stripe.some((source) => source.includes('sdk/src/payment/stripe'))).toBe(true)
    expect(stripe.filter((source) => /SandboxPaymentForm|@radix-ui/.test(source))).toEqual([])
    const sandbox = sourcesLoadedWith('src/screens/checkout/SandboxPaymentForm.tsx')
    expect(sandbox.some((source) => source.includes('sdk/src/payment/sandbox'))).toBe(true)
    expect(sandbox.filter((source) => source.includes('@radix-ui'))).toEqual([])
    expect(
      sourcesLoadedWith('src/screens/checkout/SandboxChallenge.tsx').some((s) => s.includes('@radix-ui/react-dialog')),
    ).toBe(true)
  })

  it("the checkout's first load carries no reserve store: the donation upsell's chunk loads after it", () => {
    const checkout = sourcesLoadedWith('src/routes/checkout.tsx')
    expect(checkout.some((source) => source.includes('screens/checkout/Checkout.tsx'))).toBe(true)
    expect(checkout.filter((source) => /sdk\/src\/reserve\/reserve\.store|DonationUpsell/.test(source))).toEqual([])
    expect(sourcesLoadedWith('src/screens/checkout/DonationUpsell.tsx').some((s) => s.includes('reserve.store'))).toBe(
      true,
    )
  })
})
