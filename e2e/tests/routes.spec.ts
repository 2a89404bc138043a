import { expect, patchConfig, test } from '../fixtures'
import { HomePage } from '../pages/HomePage'
import { StorefrontPage } from '../pages/StorefrontPage'
import { SELLER } from '../sandbox'

test.describe('routes and guards (storefront §2)', () => {
  test('/ goes into the seller base and on to the admission event (membership presell off)', async ({ page }) => {
    await page.goto(`/${SELLER}/events?date=today`)
    await page.goto('/')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/general-admission$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Admission')
    // The redirects replaced their history entries: Back returns to the page before, instead of
    // landing on / and being redirected forward again.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?date=today$`))
  })

  test('trailing slashes are stripped and paths outside the base move under it', async ({ page }) => {
    await page.goto(`/${SELLER}/events/`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    await page.goto('/events?date=today')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?date=today$`))
  })

  test('the catch-all is the 404 page', async ({ page }) => {
    const storefront = new StorefrontPage(page)
    await storefront.open('/no/such/page')
    await expect(storefront.heading).toHaveText('Page not found')
    await expect(storefront.main).toContainText('Sorry, we could not find the page you were looking for.')
    await expect(page).toHaveTitle('Page not found · Foyer Museum of Art')
  })

  test('home at 360 px with membership presell: blocks in the configured order, no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await patchConfig(page, { membershipPresell: true, home: { blocks: ['guest', 'join', 'login'] } })
    const home = new HomePage(page)
    await home.goto()
    await expect(home.heading).toHaveText('Foyer Museum of Art')
    await expect(home.blocks).toHaveCount(3)
    expect(await home.blockOrder()).toEqual(['guest', 'join', 'login'])
    await expect(home.blocks.getByRole('link')).toHaveText(['Continue as guest', 'Join', 'Log in'])
    // storefront §2 /: "… and a link to resend tickets".
    await expect(home.resendLink).toHaveAttribute('href', `/${SELLER}/resend`)
    expect(await home.scrollWidth()).toBeLessThanOrEqual(360)
    await home.blocks.getByRole('link', { name: 'Continue as guest' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
  })

  test('home blocks default to login, join, guest', async ({ page }) => {
    await patchConfig(page, { membershipPresell: true, home: { blocks: undefined } })
    const home = new HomePage(page)
    await home.goto()
    await expect(home.blocks).toHaveCount(3)
    expect(await home.blockOrder()).toEqual(['login', 'join', 'guest'])
  })

  test('a disabled home goes to its configured target', async ({ page }) => {
    await patchConfig(page, { home: { disabled: true, redirectTo: '/events?date=tomorrow' } })
    await page.goto(`/${SELLER}`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?date=tomorrow$`))
  })

  test('a broken foyer.config.json shows the error screen listing each problem', async ({ page }) => {
    await patchConfig(page, { theme: { primary: 'red' }, membershipPresell: 'yes' })
    await page.goto(`/${SELLER}/events`)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading')).toHaveText('Sorry! Something unexpected happened. Please try again.')
    await expect(alert.locator('[data-config-problems] li')).toHaveText([
      /"membershipPresell" must be true or false/,
      /"theme.primary" must be a hex colour/,
    ])
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
})
