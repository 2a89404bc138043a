import { returningVisitor } from '../api'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ListingPage } from '../pages/ListingPage'
import { reserveAdmission, type ReservePage } from '../pages/ReservePage'
import { SANDBOX_NOW, SELLER, TOMORROW, sessionId } from '../sandbox'

/**
 * The upsell chain (storefront §2 Reserve page "Add-on banner with a skip link when the event is
 * chained as an upsell", §2 /events upsell listing and guards, §3 next_route, §4 Cart expiry): the
 * demo museum's General Admission leads on to its Audio Guide (config next_route).
 */

test.use({ viewport: { width: 360, height: 740 } })

const UPSELL_TITLE = 'What other experiences would you like to add?'

/** A visitor books 2 adults for tomorrow 10:00 General Admission through the reserve page. */

const banner = (reserve: ReservePage) => reserve.page.locator('[data-state="add_on"]')
const skip = (reserve: ReservePage) => banner(reserve).getByRole('link', { name: 'Skip' })

test.describe('the add-on banner (storefront §2 Reserve page)', () => {
  test('reserving General Admission leads to the Audio Guide with the banner; Skip goes on to the upsell listing', async ({
    page,
  }) => {
    const reserve = await reserveAdmission(page)

    // storefront §3 next_route: the chain's next event, chained as an upsell.
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/audio-guide$`))
    await expect(reserve.heading).toHaveText('Audio Guide')
    await expect(banner(reserve)).toContainText('Would you like to add this to your order?')
    await expect(skip(reserve)).toHaveAttribute('href', `/${SELLER}/events`)
    // The add-on has its admission: no prompt for one, and the admission's day is preselected (storefront §4).
    await expect(reserve.panel.locator('[data-state="anchor_required"]')).toHaveCount(0)
    await expect(reserve.chosenDate()).toContainText('Saturday, June 6, 2026')
    await expect(new CartWidget(page).items).toHaveCount(1)
    expect(await reserve.scrollWidth()).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)

    // The skip link is a real link, reached and followed by keyboard.
    await reserve.tabTo(skip(reserve))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    await expect(reserve.heading).toHaveText(UPSELL_TITLE)
    await expectNoAxeViolations(page)

    // Skipped: the chain went on, so the add-on's page no longer shows the banner.
    await reserve.openAt('audio-guide')
    await expect(reserve.chosenDate()).toContainText('Saturday, June 6, 2026')
    await expect(banner(reserve)).toHaveCount(0)
  })

  test('reserving the add-on goes on to the upsell listing with both items', async ({ page }) => {
    const reserve = await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/audio-guide$`))
    await expect(banner(reserve)).toBeVisible()
    // calls §9 Upsell visit_time (the guide's same_date): only the admission's day can be chosen.
    await expect(reserve.chosenDate()).toContainText('Saturday, June 6, 2026')
    await reserve.change('date').click()
    await expect(reserve.dateButtons.getByRole('button')).toHaveCount(1)
    await reserve.dateButton('Saturday, June 6, 2026').click()
    await reserve.session('10:00 AM').click()
    await reserve.add('Audio guide', 2)
    await reserve.submit.click()

    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    await expect(reserve.heading).toHaveText(UPSELL_TITLE)
    const cart = new CartWidget(page)
    await expect(cart.items).toHaveCount(2)
    expect(await cart.lines('Audio Guide')).toEqual([['2 × Audio guide', '$14.00']])
    await expectNoAxeViolations(page)
  })

  test('express checkout skips the chain: the reserve goes to /checkout and the add-on has no banner', async ({
    page,
  }) => {
    await patchConfig(page, { featureFlags: { express_checkout: true } })
    const reserve = await reserveAdmission(page)
    // storefront §2 guards: "The express checkout flag skips upsells".
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))

    await reserve.openAt('audio-guide')
    await expect(reserve.chosenDate()).toContainText('Saturday, June 6, 2026')
    await expect(new CartWidget(page).items).toHaveCount(1)
    await expect(banner(reserve)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('storefront §4: once the cart expired the banner is gone (the chain is cleared with the cart)', async ({
    page,
    request,
  }) => {
    const reserve = await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/audio-guide$`))
    await expect(banner(reserve)).toBeVisible()
    // The chain is kept like the cart id: a reload still offers the add-on.
    await page.reload()
    await reserve.ready()
    await expect(banner(reserve)).toBeVisible()

    // The hold (15 minutes in the sandbox) runs out while the visitor is away.
    const advanced = await request.post('/_sandbox/clock', { data: { advance_ms: 16 * 60_000 } })
    expect(advanced.ok()).toBe(true)
    await page.reload()
    // The server says the cart expired (calls §8 cart_expired): the cart-timeout dialog shows over
    // the page; behind it no admission is in the cart any more, so the page asks for one, and no
    // add-on is offered.
    await expect(page.getByRole('dialog', { name: 'Your cart has expired' })).toBeVisible()
    await expect(page.locator('[data-state="anchor_required"]')).toContainText(
      'Please add admission tickets to your order first.',
    )
    await expect(banner(reserve)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('the add-on banner when the cart expires in the page (storefront §4 "On expiry")', () => {
  test('the cart-timeout dialog shows and the banner goes with the upsell chain', async ({ page, request }) => {
    // Timers run on Playwright's clock, so the storefront's cart timer reaches the local expiry.
    await page.clock.install({ time: new Date(SANDBOX_NOW) })
    const reserve = await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/audio-guide$`))
    await expect(banner(reserve)).toBeVisible()

    // The 15-minute hold passes for the server and the page alike.
    const moved = await request.post('/_sandbox/clock', { data: { advance_ms: 16 * 60_000 } })
    expect(moved.ok()).toBe(true)
    await page.clock.fastForward(16 * 60_000)
    await expect(page.getByRole('dialog', { name: 'Your cart has expired' })).toBeVisible()
    await expect(banner(reserve)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('the add-on banner in a tenant theme', () => {
  test('dark theme with an outline secondary button, on a wide screen: axe clean, the banner above the event', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await patchConfig(page, {
      theme: { themeMode: 'dark', background: '#121416', primary: '#d4a017', secondaryButtonStyle: 'outline' },
    })
    const reserve = await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/audio-guide$`))
    await expect(skip(reserve)).toBeVisible()
    const bannerBox = await banner(reserve).boundingBox()
    const headingBox = await reserve.heading.boundingBox()
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headingBox!.y)
    await expectNoAxeViolations(page)
  })
})

test.describe('the upsell listing (storefront §2 /events)', () => {
  test('"If it then has no events, the user goes to /checkout"', async ({ page, request }) => {
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    // A tenant with nothing else on sale: the listing answers no events.
    await page.route(
      (url) => /\/api\/v1\/events$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { event_template: { _data: unknown[] } }
        body.event_template._data = []
        await route.fulfill({ response, json: body })
      },
    )
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })

  test('with other events on sale the upsell listing stays, titled as an upsell', async ({ page, request }) => {
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(listing.heading).toHaveText(UPSELL_TITLE)
    await expect(listing.card('Highlights Tour')).toBeVisible()
    // The add-on is offered through the chain, never listed (link-only).
    await expect(listing.card('Audio Guide')).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
  })
})
