import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { ListingPage } from '../pages/ListingPage'
import { SELLER } from '../sandbox'

// The sandbox's demo members (packages/sandbox/README.md, Accounts and login; My Account seed).
const ADA = { email: 'ada@foyer-museum.example', password: 'Analytical-Engine1' }
const BARBARA = { email: 'barbara@foyer-museum.example', password: 'Liskov-Substitution1' }

test.describe('members (storefront §2 Header, §6 Roles: member-only content, login-or-guest)', () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px: a guest sees Register and Log in; a member gets the banner and the members-only events, until logging out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await patchConfig(page, { loginMode: 'password' })
      const listing = new ListingPage(page)
      await listing.goto()
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('link', { name: 'Register' })).toBeVisible()
      const evening = listing.cards.getByRole('link', { name: 'Members’ Evening', exact: true })
      await expect(listing.cards.first()).toBeVisible()
      await expect(evening).toHaveCount(0)
      const login = new LoginDialog(page)
      await login.logInWithPassword(ADA.email, ADA.password, 'Ada')
      const members = page.getByRole('complementary', { name: 'Members' })
      await expect(members).toContainText(/Dual membership, valid until \w+ \d+, \d{4}/)
      await expect(evening).toHaveCount(1)
      await expect(banner.getByRole('link', { name: 'Register' })).toHaveCount(0)
      // The header fits the phone: nothing wider than the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await expectNoAxeViolations(page)
      await login.headerLogOut.click()
      await expect(login.headerLogIn).toBeVisible()
      await expect(members).toHaveCount(0)
      await listing.goto()
      await expect(listing.cards.first()).toBeVisible()
      await expect(evening).toHaveCount(0)
    })
  }

  test('a member who opens the listing afresh (a reload, a new tab) sees the members-only events', async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
    const listing = new ListingPage(page)
    await listing.goto()
    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    const evening = listing.cards.getByRole('link', { name: 'Members’ Evening', exact: true })
    await expect(evening).toHaveCount(1)
    // The listing is asked for as the page starts, before the session is read: it still ends
    // with the member's events.
    await page.reload()
    await expect(page.getByRole('complementary', { name: 'Members' })).toBeVisible()
    await expect(evening).toHaveCount(1)
    await listing.goto('?category=Members')
    await expect(evening).toHaveCount(1)
  })

  test('an expired membership says so in the banner and opens no members-only event', async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
    const listing = new ListingPage(page)
    await listing.goto()
    await new LoginDialog(page).logInWithPassword(BARBARA.email, BARBARA.password, 'Barbara')
    await expect(page.getByRole('complementary', { name: 'Members' })).toContainText('Your membership has expired.')
    await page.goto(`/${SELLER}/events/members-evening`)
    await expect(page.getByRole('heading', { name: 'Sorry! This event is members only' })).toBeVisible()
  })

  test('content blocks by role: anonymous before the login, member after it', async ({ page }) => {
    await patchConfig(page, {
      loginMode: 'password',
      contentBlocks: [
        { route: 'events', html: '<p>Join us as a member.</p>', roles: ['anonymous'] },
        { route: 'events', html: '<p>Welcome back, member.</p>', roles: ['member'] },
      ],
    })
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(page.getByText('Join us as a member.')).toBeVisible()
    await expect(page.getByText('Welcome back, member.')).toHaveCount(0)
    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    await expect(page.getByText('Welcome back, member.')).toBeVisible()
    await expect(page.getByText('Join us as a member.')).toHaveCount(0)
  })

  test("gift context offers login-or-guest: 'Shop as a Guest' closes it; a login in it closes it too", async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/membership/gift`)
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog.getByText('You can shop as a guest without having to register.')).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Shop as a Guest' }).click()
    await expect(dialog).toHaveCount(0)
    await page.reload()
    await expect(dialog.getByRole('button', { name: 'Shop as a Guest' })).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(ADA.email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByLabel('Password').fill(ADA.password)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('banner').getByText('Hi Ada')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    // Logged in, the gift page offers no login.
    await page.reload()
    await expect(page.getByRole('banner').getByText('Hi Ada')).toBeVisible()
    await expect(dialog).toHaveCount(0)
  })
})
