// @vitest-environment node
/**
 * What loads when (issue 16). The first screen of a phone on a slow connection waits on every file
 * of the shell, each a round trip over HTTP/1.1: the shell (every module the entry imports
 * statically) is built as one script and one stylesheet (vite.config.ts, `codeSplitting`), and the
 * screens stay chunks of their own that load after it. The payment step loads its provider only:
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
