import type { Locator } from '@playwright/test'
import { returningVisitor } from '../api'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { EventPage } from '../pages/EventPage'
import { HomePage } from '../pages/HomePage'
import { ListingPage } from '../pages/ListingPage'
import { ReservePage } from '../pages/ReservePage'
import { StorefrontPage } from '../pages/StorefrontPage'
import { CartWidget } from '../pages/CartWidget'
import { TOMORROW, sessionId } from '../sandbox'

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
    await listing.eventNames()
    await expectNoAxeViolations(page)
    await listing.openFilters()
    await expect(listing.categorySelect).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('listing in a dark theme with an outline secondary button', async ({ page }) => {
    await patchConfig(page, {
      theme: { themeMode: 'dark', background: '#121416', primary: '#d4a017', secondaryButtonStyle: 'outline' },
    })
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

  for (const width of [1280, 360]) {
    test(`reserve page at ${width} px: date buttons, the month calendar open, session tabs and tickets`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const reserve = new ReservePage(page)
      await reserve.openAt('general-admission')
      await expect(reserve.dateButtons).toBeVisible()
      await expectNoAxeViolations(page)
      await reserve.moreDates.click()
      await expect(reserve.calendar).toBeVisible()
      await expectNoAxeViolations(page)
      await reserve.calendarDay('Saturday, June 6, 2026').click()
      await reserve.session('10:00 AM').click()
      await reserve.add('Adult', 2)
      await expect(reserve.quantity('Adult')).toHaveText('Adult 2')
      await expectNoAxeViolations(page)
      // Nothing scrolls sideways on a phone.
      expect(await reserve.scrollWidth()).toBeLessThanOrEqual(width)
    })
  }

  /**
   * A disabled control is legible (issue 18.10; axe leaves disabled controls out): its label 4.5:1
   * on its fill, its edge 3:1 on the page around it (WCAG 1.4.11), computed from what is drawn.
   */
  async function disabledContrast(control: Locator): Promise<{ label: number; edge: number }> {
    return control.evaluate((element) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number)
      const opaque = (value: string) => {
        const [, , , alpha] = rgb(value)
        return alpha === undefined || alpha > 0
      }
      // What is drawn: a colour at the control's opacity over the page behind it.
      let opacity = 1
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity)
      const over = (value: string, ground: number[]) =>
        rgb(value)
          .slice(0, 3)
          .map((c, i) => c * opacity + (ground[i] ?? 255) * (1 - opacity))
      const luminance = (channels: number[]) => {
        const [r = 0, g = 0, b = 0] = channels.map((c) => {
          const s = c / 255
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const ratio = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
        return (hi + 0.05) / (lo + 0.05)
      }
      const style = getComputedStyle(element)
      let ground = element.parentElement
      while (ground && !opaque(getComputedStyle(ground).backgroundColor)) ground = ground.parentElement
      const page = rgb(ground ? getComputedStyle(ground).backgroundColor : 'rgb(255, 255, 255)').slice(0, 3)
      const fill = opaque(style.backgroundColor) ? over(style.backgroundColor, page) : page
      return { label: ratio(over(style.color, fill), fill), edge: ratio(over(style.borderTopColor, page), page) }
    })
  }

  for (const width of [1280, 360]) {
    test(`disabled buttons are legible at ${width} px: 'Add to cart' and 'Confirm Selection' (issue 18.10)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      const reserve = new ReservePage(page)
      await reserve.openAt('chamber-music-great-hall')
      await reserve.dateButton('Saturday, June 6, 2026').click()
      const session = reserve.session('7:30 PM')
      await expect(session.or(reserve.increment('Standard'))).toBeVisible()
      if (await session.count()) await session.click()
      await reserve.add('Standard', 2)
      await expect(reserve.submit).toBeDisabled()
      const confirm = page.getByRole('dialog', { name: 'Select your seats' }).getByRole('button', {
        name: 'Confirm Selection',
      })
      for (const control of [reserve.submit, confirm]) {
        if (control === confirm) {
          await reserve.panel.getByRole('button', { name: 'Find seats' }).click()
          await expect(confirm).toBeDisabled()
        }
        const { label, edge } = await disabledContrast(control)
        expect(label, 'label on fill').toBeGreaterThanOrEqual(4.5)
        expect(edge, 'edge on page').toBeGreaterThanOrEqual(3)
      }
    })
  }

  test('reserve page, quantity first: the survey and admit details, marked invalid after a refused submit', async ({
    page,
  }) => {
    const reserve = new ReservePage(page)
    await reserve.openAt('little-makers-workshop')
    await reserve.add('Child (4–12)')
    await expectNoAxeViolations(page)
    await reserve.findAvailableTickets.click()
    await reserve.dateButton('Saturday, June 6, 2026').click()
    await reserve.session('11:00 AM').click()
    await reserve.submit.click()
    await expect(reserve.error).not.toBeEmpty()
    await expectNoAxeViolations(page)
  })

  test('flexible price with its out-of-range message', async ({ page }) => {
    const reserve = new ReservePage(page)
    await reserve.openAt('gift-cards')
    await reserve.add('Choose your amount')
    await reserve.price('Choose your amount').fill('5')
    await expect(reserve.price('Choose your amount')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })

  for (const width of [1280, 360]) {
    test(`cart widget on the upsell listing at ${width} px, and the remove dialog`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 })
      await returningVisitor(page, request, [
        {
          event_session_id: sessionId('general-admission', TOMORROW, '10:00'),
          ticket_type_id: 'ga-adult',
          quantity: 2,
        },
      ])
      const listing = new ListingPage(page)
      await listing.goto()
      const cart = new CartWidget(page)
      await expect(cart.items).toHaveCount(1)
      await listing.eventNames()
      await expectNoAxeViolations(page)
      await cart.remove('General Admission').click()
      await expect(cart.removeDialog).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  test('reserve page and cart widget in a dark theme with an outline secondary button', async ({ page, request }) => {
    await patchConfig(page, {
      theme: { themeMode: 'dark', background: '#121416', primary: '#d4a017', secondaryButtonStyle: 'outline' },
    })
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-child', quantity: 1 },
    ])
    const reserve = new ReservePage(page)
    await reserve.openAt('general-admission')
    // The cart's anchor date is preselected (storefront §4); 'Change' reopens the days.
    await reserve.change('date').click()
    await reserve.moreDates.click()
    await expect(reserve.calendar).toBeVisible()
    await expectNoAxeViolations(page)
    await reserve.calendarDay('Saturday, June 6, 2026').click()
    await reserve.session('11:00 AM').click()
    await reserve.add('Adult')
    await expect(new CartWidget(page).items).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
})
