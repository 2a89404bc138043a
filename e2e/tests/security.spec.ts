/**
 * The headers a storefront's host sends (issue 10.4; TEMPLATE_GUIDELINES.md, Security headers):
 * every answer — page, config, asset, API — carries them; pages carry a strict CSP with a fresh
 * nonce the page reads; another site cannot frame the storefront. Every other journey runs under
 * this CSP and fails on a violation (fixtures.ts).
 */
import { expect, test } from '../fixtures'
import { BASE_URL, SELLER } from '../sandbox'

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
}

test('pages, the config, assets and the API answer with the security headers; pages with a strict CSP and its nonce', async ({
  request,
}) => {
  const page = await request.get(`/${SELLER}/events`)
  const html = await page.text()
  const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1]
  expect(nonce).toBeTruthy()
  const policy = page.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`)
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).not.toContain('unsafe-inline')
  // A fresh nonce per answer.
  const again = await (await request.get(`/${SELLER}/events`)).text()
  expect(/<meta name="csp-nonce" content="([^"]+)"/.exec(again)?.[1]).not.toBe(nonce)

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  for (const path of [`/${SELLER}/events`, '/foyer.config.json', script!, `/api/v1/events?_seller=${SELLER}`]) {
    const answer = await request.get(path, { headers: { 'Tix-App': 'ecomm' } })
    expect(answer.ok(), path).toBe(true)
    expect(answer.headers(), path).toMatchObject(COMMON)
    expect(answer.headers()['permissions-policy'], path).toContain('camera=()')
    expect(answer.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
  }
})

test('another site cannot frame the storefront', async ({ browser }) => {
  const other = await browser.newPage()
  const refused = other.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"))
  await other.setContent(`<iframe title="storefront" src="${BASE_URL}/${SELLER}/events"></iframe>`)
  await refused
  await expect(other.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0)
  await other.close()
})
