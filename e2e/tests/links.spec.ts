/**
 * No link leads to a 404 (issue 18.5): every link of the pages a buyer passes — home (with its
 * blocks), the listing, an event, a members-only gate, checkout and the order confirmation, at
 * 1280 and 360 px — opens a page that is not 'Page not found'. Routes of later issues are not
 * linked until they are built.
 */
import { returningVisitor } from '../api'
import { slowdown } from '../busy'
import { expect, patchConfig, test } from '../fixtures'
import { buyThroughApi } from '../orders'
import { BASE_URL, SELLER, TOMORROW, sessionId } from '../sandbox'

const ONE_ADULT = [
  { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
]

for (const width of [1280, 360]) {
  test(`every link of the buyer's pages opens a page, at ${width} px`, async ({ page, request }) => {
    // A crawl: a page load per link, so its time grows with the pages' links (22–30 s at rest on a
    // 2-core machine, 34 s in CI), past the one-journey limit (busy.ts). Its own limit, scaled the same way.
    test.setTimeout(90_000 * slowdown())
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await patchConfig(page, { membershipPresell: true })
    const [orderId] = await buyThroughApi(request, ONE_ADULT)
    await returningVisitor(page, request, ONE_ADULT)
    const pages = [
      '',
      '/events',
      '/events/general-admission',
      '/events/members-evening',
      '/checkout',
      `/checkout/complete?orderIds=${orderId}`,
    ]
    const origin = new URL(BASE_URL).origin
    const links = new Set<string>()
    for (const path of pages) {
      await page.goto(`/${SELLER}${path}`)
      await expect(page.locator('main h1').first()).toBeVisible()
      for (const href of await page
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
        if (new URL(href).origin === origin) links.add(href)
    }
    expect(links.size).toBeGreaterThan(3)
    for (const href of links) {
      await page.goto(href)
      await expect(page.locator('main h1').first(), href).toBeVisible()
      await expect(page.locator('main h1').first(), href).not.toHaveText('Page not found')
    }
  })
}
