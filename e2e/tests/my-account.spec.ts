import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { ListingPage } from '../pages/ListingPage'
import { SELLER } from '../sandbox'

// The sandbox's demo members and their history (packages/sandbox/README.md).
const ADA = { email: 'ada@foyer-museum.example', password: 'Analytical-Engine1' }
const EDSGER = { email: 'edsger@foyer-museum.example', password: 'Shortest-Path1' }
const BARBARA = { email: 'barbara@foyer-museum.example', password: 'Liskov-Substitution1' }

test.describe('My Account (storefront §1, §2 /my, §6 Page access)', () => {
  test.beforeEach(async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
  })

  for (const width of [1280, 360]) {
    test(`at ${width} px a member's /my is the membership: level, members, validity, card; the other sections by their tabs`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await new ListingPage(page).goto()
      await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
      await page.goto(`/${SELLER}/my`)
      await expect(page).toHaveURL(new RegExp(`/${SELLER}/my/membership$`))
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
      const tabs = page.getByRole('navigation', { name: 'My Account sections' })
      await expect(tabs.getByRole('link')).toHaveText(['Membership', 'Profile', 'Upcoming', 'Recent orders'])
      const card = page.getByRole('region', { name: 'Foyer Museum Membership · Dual' })
      await expect(card).toContainText('M100001')
      await expect(card).toContainText('Ada Lovelace')
      await expect(card).toContainText('Charles Babbage')
      await expect(card).toContainText('Enrolled')
      await expect(card).toContainText('Your membership card will arrive in 3 to 5 weeks.')
      const qr = card.getByRole('img', { name: 'QR code of membership M100001' })
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await expectNoAxeViolations(page)

      // Upcoming: the visit to come first; its tickets with their codes and the wallet links.
      await tabs.getByRole('link', { name: 'Upcoming' }).click()
      const visit = page.locator('[data-visit-id]').first()
      await expect(visit.getByRole('heading', { level: 3 })).toHaveText('General Admission')
      await expect(page.getByRole('heading', { name: 'Past visits' })).toBeVisible()
      await expect(page.getByText('Redeemed')).toBeVisible()
      await expectNoAxeViolations(page)
      await visit.getByRole('link', { name: /^View tickets/ }).click()
      await expect(page).toHaveURL(new RegExp(`/${SELLER}/my/upcoming/session/`))
      const codes = page.getByRole('img', { name: /^QR code of ticket FY\d{10}$/ })
      await expect(codes).toHaveCount(2)
      await expect.poll(() => codes.first().evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
      await expect(page.getByRole('link', { name: 'Add to Apple Wallet' }).first()).toHaveAttribute(
        'href',
        /\/pkpass\?/,
      )
      await expect(page.getByRole('link', { name: 'Add to Google Wallet' }).first()).toHaveAttribute(
        'href',
        /\/gwpass\?/,
      )
      await expect(tabs.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page')
      await expectNoAxeViolations(page)

      // Recent orders → an order: its payments with the spec's labels, and resend.
      await tabs.getByRole('link', { name: 'Recent orders' }).click()
      await page.getByRole('link', { name: 'Order FO900004' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Order FO900004' })).toBeVisible()
      await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Paid')
      await page.getByRole('button', { name: 'Resend my tickets' }).click()
      await expect(page.getByRole('status')).toHaveText(`We have sent your tickets to ${ADA.email}.`)
      await expectNoAxeViolations(page)
    })
  }

  test('a logged-in non-member lands on the profile: a refused value, then a saved one that stays', async ({
    page,
  }) => {
    await new ListingPage(page).goto()
    await new LoginDialog(page).logInWithPassword(EDSGER.email, EDSGER.password, 'Edsger')
    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/my/profile$`))
    const tabs = page.getByRole('navigation', { name: 'My Account sections' })
    await expect(tabs.getByRole('link')).toHaveText(['Profile', 'Upcoming', 'Recent orders'])
    await expect(page.getByText(EDSGER.email)).toBeVisible()
    const zip = page.getByRole('textbox', { name: 'ZIP code' })
    await zip.fill('1')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    // storefront §5: "The first invalid one is scrolled to and focused."
    await expect(zip).toBeFocused()
    await expect(page.getByText('Check the format of this field.')).toBeVisible()
    await zip.fill('10001')
    await page.getByRole('textbox', { name: 'City' }).fill('Austin')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Your profile has been saved.')
    await expect(page.getByText('You have no saved payment methods.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Austin')
    await tabs.getByRole('link', { name: 'Upcoming' }).click()
    await expect(page.getByText('You have no upcoming visits.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Events' })).toBeVisible()
  })

  test("the profile: a new country clears the old one's state; long values are cut at the limits; a refused save keeps the edits", async ({
    page,
  }) => {
    await new ListingPage(page).goto()
    await new LoginDialog(page).logInWithPassword(EDSGER.email, EDSGER.password, 'Edsger')
    await page.goto(`/${SELLER}/my/profile`)
    const country = page.getByRole('combobox', { name: 'Country' })
    await country.selectOption('US')
    await page.getByRole('combobox', { name: 'State' }).selectOption('NY')
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('10001')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Your profile has been saved.')
    // storefront §5: the state is one of the country's list; France has none, and NY is not French.
    await country.selectOption('FR')
    const state = page.getByRole('textbox', { name: 'State' })
    await expect(state).toHaveValue('')
    const saved = page.waitForRequest((request) => request.method() === 'PATCH')
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).postDataJSON()).toMatchObject({ country: 'FR', state: null })
    await expect(page.getByRole('status')).toHaveText('Your profile has been saved.')
    // storefront §5 limits (names 50, phone 50, custom fields 1000; address lines 1000): cut as typed.
    const city = page.getByRole('textbox', { name: 'City' })
    await expect(city).toHaveAttribute('maxlength', '1000')
    await city.fill('C'.repeat(1200))
    await expect(city).toHaveValue('C'.repeat(1000))
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('maxlength', '50')
    // A save the server refuses says so and keeps what was typed: no Reload that throws it away.
    await page.route('**/api/v1/my/user/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    )
    await city.fill('Paris')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0)
    await expect(city).toHaveValue('Paris')
  })

  test('an expired membership: its message, and no card is on its way (calls §9 Physical card)', async ({ page }) => {
    await new ListingPage(page).goto()
    await new LoginDialog(page).logInWithPassword(BARBARA.email, BARBARA.password, 'Barbara')
    await page.goto(`/${SELLER}/my/membership`)
    const card = page.getByRole('region', { name: /Family$/ })
    await expect(card).toContainText('Your membership has expired.')
    await expect(card).not.toContainText('Your membership card will arrive in 3 to 5 weeks.')
  })

  test('logged out, /my/orders is the login form, and after the login the same page', async ({ page }) => {
    await page.goto(`/${SELLER}/my/orders`)
    await expect(page.getByText('Log in to see your membership, tickets and orders.')).toBeVisible()
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Email' }).fill(ADA.email)
    await main.getByRole('button', { name: 'Continue' }).click()
    await main.getByLabel('Password').fill(ADA.password)
    await main.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('link', { name: 'Order FO900001' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/my/orders$`))
  })

  test('My Account turned off: its routes are not found and nothing links there', async ({ page }) => {
    await patchConfig(page, { loginMode: 'password', myAccount: { enabled: false } })
    await new ListingPage(page).goto()
    await new LoginDialog(page).logInWithPassword(EDSGER.email, EDSGER.password, 'Edsger')
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveCount(0)
    await page.goto(`/${SELLER}/my/profile`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})
