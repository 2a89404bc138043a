import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { BASE_URL, SANDBOX_NOW } from './sandbox'
import { slowdown } from './busy'

/** Changes to the stock `foyer.config.json` for one journey (deep-merged one level into objects). */
export type ConfigPatch = Record<string, unknown>

/**
 * Serves the built `foyer.config.json` with `patch` applied, as a tenant editing the file in
 * `dist/` would, without touching the build.
 */
export async function patchConfig(page: Page, patch: ConfigPatch): Promise<void> {
  await page.route('**/foyer.config.json', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as Record<string, unknown>
    for (const [key, value] of Object.entries(patch)) {
      const current = config[key]
      config[key] =
        value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
          ? { ...(current as object), ...(value as object) }
          : value
    }
    await route.fulfill({ response, json: config })
  })
}

/**
 * An axe scan of the page as it is, WCAG 2.2 A and AA plus axe's best practices: zero violations.
 * The report names each rule and the elements, so a failure says what to fix.
 *
 * A page without frames is scanned in place (axe's legacy mode): the default opens a blank page
 * for every scan to gather the frames' results there, which doubled the time of each of the
 * journeys' ~140 scans (about 1.5 s against 0.7 s). Legacy mode does not look inside frames, so a
 * page with any (a provider's widget) gets the default scan.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(page.frames().length === 1)
    .analyze()
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  )
  expect(report, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Every journey starts from the seeded sandbox (`/_sandbox/reset`, which also puts the sandbox
 * clock back to SANDBOX_NOW) with the page's clock at the same instant, and with its time limit
 * scaled by how busy the machine is now (busy.ts).
 */
export const test = base.extend<{ sandbox: void; cspReportsExpected: boolean }>({
  /**
   * Set in a spec whose input is made to be refused (the XSS corpus): Chromium reports what the CSP
   * blocked while the sanitiser parses it, and that spec checks instead that nothing ran.
   */
  cspReportsExpected: [false, { option: true }],
  sandbox: [
    async ({ page, request, cspReportsExpected }, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout * slowdown())
      // Every journey runs under the sandbox's strict CSP (issue 10.4): Chromium reports each
      // refused script, style, frame or connection on the console; there must be none.
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          violations.push(message.text())
      })
      const reset = await request.post('/_sandbox/reset')
      expect(reset.ok()).toBe(true)
      await page.clock.setFixedTime(new Date(SANDBOX_NOW))
      await use()
      if (!cspReportsExpected) expect(violations, 'CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * A tenant that turned on an outside service (hCaptcha, Stripe) sends its hosts in the CSP: the
 * pages this journey opens get `sources` added to script-src, style-src, frame-src and connect-src,
 * as the sandbox adds them when `foyer.config.json` sets the service's key.
 */
export async function allowCspSources(page: Page, sources: string[]): Promise<void> {
  await page.route(
    (url) => url.origin === new URL(BASE_URL).origin && !/\.\w+$/.test(url.pathname) && !isSandboxPath(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const policy = (response.headers()['content-security-policy'] ?? '')
        .split(';')
        .map((directive) => {
          const [name] = directive.trim().split(' ')
          if (!['script-src', 'style-src', 'frame-src', 'connect-src'].includes(name ?? '')) return directive.trim()
          return [...directive.trim().replace("'none'", '').split(' ').filter(Boolean), ...sources].join(' ')
        })
        .join('; ')
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
    },
  )
}

const isSandboxPath = (pathname: string) => /^\/(api|cached|_sandbox)\//.test(pathname)
