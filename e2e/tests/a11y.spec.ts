import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { EventPage } from '../pages/EventPage'
import { HomePage } from '../pages/HomePage'
import { ListingPage } from '../pages/ListingPage'
import { StorefrontPage } from '../pages/StorefrontPage'

/** An axe scan of every screen, with zero violations (DESIGN.md, Tests). */
test.describe('accessibility: axe on every screen', () => {
  test('home (membership presell)', async ({ page }) => {
    await patchConfig(page, { membershipPresell: true })
    const home = new HomePage(page)
    await home.goto()
    await expect(home.blocks).toHaveCount(3)
    await expectNoAxeViolations(page)
  })

  test('listing, filtered listing and empty listing', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto()
    await listing.eventNames()
    await expectNoAxeViolations(page)
    await listing.goto('?category=Tours&date=tomorrow&meta.audience=adults')
    await listing.eventNames()
    await expectNoAxeViolations(page)
    await listing.goto('?category=Talks&date=today')
    await expect(listing.emptyState).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('listing at 360 px, category select', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(listing.categorySelect).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('listing in a dark theme with an outline secondary button', async ({ page }) => {
    await patchConfig(page, { theme: { themeMode: 'dark', background: '#121416', primary: '#d4a017', secondaryButtonStyle: 'outline' } })
    const listing = new ListingPage(page)
    await listing.goto()
    await listing.eventNames()
    await expectNoAxeViolations(page)
  })

  test('event page and its description dialog', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('general-admission')
    await expect(event.heading).toHaveText('General Admission')
    await expectNoAxeViolations(page)
    await event.openDescription()
    await expectNoAxeViolations(page)
  })

  test('members-only gate and no-ticket-groups warning', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('members-evening')
    await expect(event.membersOnlyGate).toBeVisible()
    await expectNoAxeViolations(page)
    await event.goto('sculpture-garden-reopening')
    await expect(event.noTicketGroups).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('404 page', async ({ page }) => {
    const storefront = new StorefrontPage(page)
    await storefront.open('/no/such/page')
    await expect(storefront.heading).toHaveText('Page not found')
    await expectNoAxeViolations(page)
  })

  test('configuration error screen', async ({ page }) => {
    await patchConfig(page, { seller: 'not a slug' })
    await page.goto('/demo-museum/events')
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
