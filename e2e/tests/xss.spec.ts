/**
 * Tenant HTML reaches the page in two places: the event description (a dialog) and custom content
 * blocks (inline, on any route). An XSS corpus (classic and mXSS families) goes through both, in
 * Chromium: nothing runs, nothing paints outside its box, nothing clobbers the page's globals
 * (issue 10.6; storefront §2 content blocks, §3 Event template description).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, patchConfig, test } from '../fixtures'
import { EventPage } from '../pages/EventPage'
import { ListingPage } from '../pages/ListingPage'

// The first payloads try to cover the page and clobber globals (before any payload whose markup
// could swallow what follows); the others call __xss() if they ever run.
const CORPUS = [
  '<div style="position:fixed;inset:0;z-index:99999;background:red">Pay here</div>',
  '<img name="foyerProbe" src=x><img name="cookie" src=x><form name="getElementById"></form>',
  '<img src=x onerror=__xss()>',
  '<svg onload=__xss()></svg>',
  '<script>__xss()</script>',
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<details open ontoggle=__xss()><summary>x</summary></details>',
  '<input autofocus onfocus=__xss()>',
  '<video><source onerror=__xss()></video>',
  '<object data="javascript:__xss()"></object>',
  '<embed src="javascript:__xss()">',
  '<a href="&#106;avascript:__xss()">encoded</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss()>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss()>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss() src>">',
  '<noscript><p title="</noscript><img src=x onerror=__xss()>">',
].join('\n')

// The corpus is made to be refused: the strict CSP reports what it blocked while the sanitiser
// parses it (every other journey must report nothing); here what counts is that nothing ran.
test.use({ cspReportsExpected: true })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssHits: number }
    w.__xssHits = 0
    w.__xss = () => void (w.__xssHits += 1)
  })
})

/** Nothing ran, the page's globals are its own, and every element of `box` paints inside it. */
async function expectInert(page: Page, box: Locator) {
  // Every image has loaded or failed: an onerror would have run by then.
  await expect.poll(() => box.evaluate((b) => [...b.querySelectorAll('img')].every((img) => img.complete))).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits)).toBe(0)
  expect(
    await page.evaluate(() => [
      typeof document.cookie,
      typeof document.getElementById,
      typeof (window as unknown as { foyerProbe?: unknown }).foyerProbe,
      typeof (document as unknown as { foyerProbe?: unknown }).foyerProbe,
    ]),
  ).toEqual(['string', 'function', 'undefined', 'undefined'])
  const outside = await box.evaluate((container) => {
    const bounds = container.getBoundingClientRect()
    return [...container.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) return false
        return rect.left < bounds.left - 1 || rect.right > bounds.right + 1 || rect.top < bounds.top - 1
      })
      .map((element) => element.outerHTML.slice(0, 80))
  })
  expect(outside).toEqual([])
}

test('the corpus in a content block on /events: inert and inside its box; the listing still takes clicks', async ({
  page,
}) => {
  await patchConfig(page, {
    contentBlocks: [{ route: 'events', roles: ['anonymous'], html: `<p>Corpus</p>${CORPUS}` }],
  })
  const listing = new ListingPage(page)
  await listing.goto()
  const block = page.locator('[data-content-blocks="events:top"]')
  await expect(block).toContainText('Corpus')
  await expectInert(page, block)
  await listing.card('Highlights Tour').getByRole('link', { name: 'Highlights Tour' }).click()
  await expect(new EventPage(page).heading).toHaveText('Highlights Tour')
})

test('the corpus in an event description: inert and inside the dialog', async ({ page }) => {
  await page.route('**/events/general-admission?**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { event_template: { _data: { description: string }[] } }
    body.event_template._data[0]!.description = `<p>Corpus</p>${CORPUS}`
    await route.fulfill({ response, json: body })
  })
  const event = new EventPage(page)
  await event.goto('general-admission')
  await event.openDescription()
  await expect(event.dialog).toContainText('Corpus')
  await expectInert(page, event.dialog)
})
