import type { Page, Route } from '@playwright/test'
import { returningVisitor } from '../api'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { ReservePage } from '../pages/ReservePage'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

/**
 * Resilience of every page (calls §8 Generic and Other): "chunk load failure retries once with
 * cache bust, 120 s timeout"; "unexpected errors show message plus Continue link to seller home";
 * "session lookup 404 or 400 becomes event template not found".
 */

/** The resend route's chunk (`assets/resend-<hash>.js`), as the build names it. */
const isResendChunk = (url: URL) => /\/assets\/resend-[\w-]+\.js$/.test(url.pathname)

/**
 * Fails the resend chunk's requests as a network error would: every request (its modulepreload and
 * its import) while `failRetry` is false only those without the cache-busting `retry` parameter.
 * Returns the URLs asked for.
 */
async function failResendChunk(page: Page, { failRetry }: { failRetry: boolean }): Promise<string[]> {
  const asked: string[] = []
  await page.route(isResendChunk, async (route: Route) => {
    const url = new URL(route.request().url())
    asked.push(url.href)
    if (failRetry || !url.searchParams.has('retry')) await route.abort('failed')
    else await route.continue()
  })
  return asked
}

async function openResend(page: Page): Promise<void> {
  await page.goto(`/${SELLER}/`)
  // The demo home is General Admission's page: its footer is clicked once the days are drawn.
  await new ReservePage(page).daysDrawn()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Resend my tickets' }).click()
}

test.describe('resilience of every page (calls §8 Generic and Other)', () => {
  for (const width of [1280, 360]) {
    test.describe(`${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      })

      test(`at ${width} px: a route chunk that fails to load is loaded once more from a cache-busting URL`, async ({
        page,
      }) => {
        const asked = await failResendChunk(page, { failRetry: false })
        await openResend(page)
        await expect(page.getByRole('heading', { level: 1, name: 'Resend my tickets' })).toBeVisible()
        await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
        const retries = asked.filter((url) => new URL(url).searchParams.has('retry'))
        expect(retries).toHaveLength(1)
        expect(asked.length).toBeGreaterThan(retries.length)
        await expectNoAxeViolations(page)
      })

      test(`at ${width} px: a chunk that fails again shows the error page, whose Continue goes to the seller home`, async ({
        page,
      }) => {
        const asked = await failResendChunk(page, { failRetry: true })
        await openResend(page)
        await expect(
          page.getByRole('heading', { level: 1, name: 'Sorry! Something unexpected happened. Please try again.' }),
        ).toBeVisible()
        expect(asked.filter((url) => new URL(url).searchParams.has('retry'))).toHaveLength(1)
        const continueLink = page.getByRole('main').getByRole('link', { name: 'Continue' })
        await expect(continueLink).toBeVisible()
        await expectNoAxeViolations(page)

        await page.unroute(isResendChunk)
        await continueLink.click()
        await expect(page.getByRole('heading', { level: 1, name: /Something unexpected happened/ })).toHaveCount(0)
        await expect(page).toHaveURL(new RegExp(`/${SELLER}/`))
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Resend my tickets' })).toBeVisible()
      })

      test(`at ${width} px: a reserve link whose session lookup answers 404 says the event was not found`, async ({
        page,
      }) => {
        await page.route(
          (url) =>
            /\/events\/general-admission\/sessions$/.test(url.pathname) && url.searchParams.has('start_datetime._gte'),
          (route) =>
            route.fulfill({
              status: 404,
              json: { _data: [{ _code: 'not_found', _description: 'Resource event_session not found.' }] },
            }),
        )
        const reserve = new ReservePage(page)
        await reserve.open(`/events/general-admission?session=${sessionId('general-admission', TOMORROW, '10:00')}`)
        await expect(page.getByRole('alert')).toHaveText('We could not find that event.')
        await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
        await expectNoAxeViolations(page)
      })
    })
  }

  test("a checkout whose cart cannot be read says so with Reload, rather than 'Loading…' for ever", async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    // The kept cart's read fails as a dropped connection would, each time it is asked for.
    const isCartRead = (url: URL) => /\/api\/v1\/my\/cart\/[^/]+$/.test(url.pathname)
    await page.route(isCartRead, (route) =>
      route.request().method() === 'GET' ? route.abort('failed') : route.continue(),
    )
    await page.goto(`/${SELLER}/checkout`)
    await expect(page.getByRole('alert')).toContainText('Please try again')
    await expect(page.getByRole('status')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Reload once the connection is back: the checkout with its cart.
    await page.unroute(isCartRead)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
  })
})
