import type { Page } from '@playwright/test'
import { returningVisitor } from '../api'
import { CheckoutPage, outbox } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { EventPage } from '../pages/EventPage'
import { LoginDialog } from '../pages/LoginDialog'
import { ListingPage } from '../pages/ListingPage'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

// The sandbox's demo members (packages/sandbox/README.md, Accounts and login).
/** Where home leads: / itself, or the admission event it redirects to (storefront §2 /). */
const HOME = new RegExp(`/${SELLER}(/|/events/general-admission)?$`)
const ADA = { email: 'ada@foyer-museum.example', password: 'Analytical-Engine1', memberId: 'M100001', zip: '10001' }

/** The listing with the login dialog open, the tenant's login mode set to `loginMode` (calls §6). */
async function openLogin(page: Page, loginMode: string): Promise<LoginDialog> {
  await patchConfig(page, { loginMode })
  const login = new LoginDialog(page)
  await new ListingPage(page).goto()
  await login.open()
  return login
}

test.describe('log in (storefront §2 Login, §4 Login flow; calls §6 modes)', () => {
  for (const width of [1280, 360]) {
    test(`by password at ${width} px: e-mail step, password step, greeted; the session survives a reload; log out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await patchConfig(page, { loginMode: 'password' })
      const listing = new ListingPage(page)
      const login = new LoginDialog(page)
      await listing.goto()
      await login.open()
      await expectNoAxeViolations(page)
      // storefront §5: the e-mail must be one.
      await login.email.fill('ada')
      await login.continue.click()
      await expect(login.error).toHaveText('Email address is not valid.')
      await login.email.fill(`  ${ADA.email} `)
      await login.continue.click()
      // The password step shows the e-mail, the password field, 'Log in' and 'Back'.
      await expect(login.dialog).toContainText(ADA.email)
      await expect(login.back).toBeVisible()
      await login.password.fill('wrong')
      await login.logIn.click()
      await expect(login.error).toHaveText('That is not the correct password. Please try again.')
      await expectNoAxeViolations(page)
      await login.password.fill(ADA.password)
      await login.logIn.click()
      await expect(login.dialog).toBeHidden()
      await expect(login.greeting).toHaveText('Hi Ada')

      await page.reload()
      await expect(login.greeting).toHaveText('Hi Ada')
      await login.headerLogOut.click()
      await expect(login.headerLogIn).toBeVisible()
      // Home, which sends a visitor on to the admission event (storefront §2 /).
      await expect(page).toHaveURL(HOME)
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('session_expires')
    })
  }

  test('by passcode, keyboard only: the code from the e-mail is sent as soon as 6 digits are typed', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { loginMode: 'otp' })
    const listing = new ListingPage(page)
    const login = new LoginDialog(page)
    await listing.goto()
    await listing.eventNames()
    await login.headerLogIn.focus()
    await page.keyboard.press('Enter')
    await expect(login.email).toBeFocused()
    await page.keyboard.type(ADA.email)
    await page.keyboard.press('Enter')
    await expect(login.passcode).toBeFocused()
    // storefront §6: "The forgot link is hidden for otp."
    await expect(login.dialog.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    const { code } = await LoginDialog.lastCode(request, ADA.email)
    await page.keyboard.type(code)
    await expect(login.dialog).toBeHidden()
    await expect(login.greeting).toHaveText('Hi Ada')
  })

  test('three wrong codes: the tries left are counted down, then a new code is needed and works', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { loginMode: 'otp' })
    const login = new LoginDialog(page)
    await new ListingPage(page).goto()
    await login.startWith(ADA.email)
    const { code } = await LoginDialog.lastCode(request, ADA.email)
    const wrong = code === '000000' ? '111111' : '000000'
    await login.passcode.fill(wrong)
    await expect(login.error).toHaveText('That code is not valid. You have 2 attempts left.')
    await login.passcode.fill(wrong)
    await expect(login.error).toHaveText('That code is not valid. You have 1 attempt left.')
    await login.passcode.fill(wrong)
    await expect(login.error).toHaveText('Please request a new code to log in.')
    await expect(login.passcode).toBeDisabled()
    await login.requestCode.click()
    await expect(login.passcode).toBeEnabled()
    await expect.poll(async () => (await LoginDialog.lastCode(request, ADA.email)).code).not.toBe(code)
    const fresh = await LoginDialog.lastCode(request, ADA.email)
    await login.passcode.fill(fresh.code)
    await expect(login.greeting).toHaveText('Hi Ada')
  })

  test('a magic link logs in where the login started, and the otp leaves the URL (storefront §2, §4)', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { loginMode: 'otp' })
    const login = new LoginDialog(page)
    await new ListingPage(page).goto('?category=Tours')
    await login.startWith(ADA.email)
    await expect(login.passcode).toBeVisible()
    const { link } = await LoginDialog.lastCode(request, ADA.email)
    expect(link).toContain(`/${SELLER}/events?category=Tours&otp=`)
    await page.goto(link)
    await expect(login.greeting).toHaveText('Hi Ada')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?category=Tours$`))
  })

  test('a magic link opened in another browser shows the code to type where the login started', async ({
    page,
    request,
    browser,
  }) => {
    await patchConfig(page, { loginMode: 'otp' })
    const login = new LoginDialog(page)
    await new ListingPage(page).goto()
    await login.startWith(ADA.email)
    const { code, link } = await LoginDialog.lastCode(request, ADA.email)
    const other = await browser.newPage()
    await other.goto(link)
    const elsewhere = new LoginDialog(other)
    await expect(elsewhere.dialog).toContainText('Use this code to log in:')
    await expect(elsewhere.dialog.locator('[data-passcode]')).toHaveText(code)
    await expect(elsewhere.dialog.getByRole('button', { name: 'Copy' })).toBeVisible()
    await expect(other).not.toHaveURL(/otp=/)
    await other.close()
    await login.passcode.fill(code)
    await expect(login.greeting).toHaveText('Hi Ada')
  })

  test('by member ID and ZIP: logged in as soon as both are filled (calls §6 scan-code modes)', async ({ page }) => {
    const login = await openLogin(page, 'scan_code')
    await login.dialog.getByRole('textbox', { name: 'Member ID' }).fill(ADA.memberId)
    await login.dialog.getByRole('textbox', { name: 'ZIP code' }).fill(ADA.zip)
    await expect(login.dialog).toBeHidden()
    await expect(login.greeting).toHaveText('Hi Ada')
  })

  test('a guest account is told no password was set, and the e-mail to set one goes out (calls §8 Account guest_account)', async ({
    page,
    request,
  }) => {
    const grace = 'grace@foyer-museum.example'
    const resetsForGrace = async () =>
      (await outbox(request)).filter((email) => email.to === grace && email.subject.startsWith('Reset your password'))
    const before = (await resetsForGrace()).length
    const login = await openLogin(page, 'password')
    await login.email.fill(grace)
    await login.continue.click()
    await login.password.fill('anything')
    await login.logIn.click()
    await expect(login.error).toHaveText(
      'No password has been set for this account. We have sent you an e-mail to set one.',
    )
    expect(await resetsForGrace()).toHaveLength(before + 1)
  })

  test("the members-only gate's 'Log in' opens the login over the event", async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
    const event = new EventPage(page)
    await event.goto('members-evening')
    await event.membersOnlyGate.getByRole('link', { name: 'Log in' }).click()
    const login = new LoginDialog(page)
    await expect(login.dialog).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/members-evening$`))
  })

  test('session loss: when the session_expires cookie goes, the member is logged out and sent home', async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    const login = new LoginDialog(page)
    await new ListingPage(page).goto()
    await login.logInWithPassword(ADA.email, ADA.password, 'Ada')
    await page.context().clearCookies({ name: 'session_expires' })
    await expect(login.headerLogIn).toBeVisible()
    await expect(page).toHaveURL(HOME)
  })

  test('a member checks out as themself: the cart came along with the login, no identity form, no captcha (storefront §6)', async ({
    page,
    request,
  }) => {
    // A tenant with a captcha: guests pass it, a logged-in member does not (storefront §6).
    await patchConfig(page, {
      loginMode: 'password',
      keys: { stripe: null, hcaptcha: '10000000-ffff-ffff-ffff-000000000001' },
    })
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 2 },
    ])
    const login = new LoginDialog(page)
    await new ListingPage(page).goto()
    await login.logInWithPassword(ADA.email, ADA.password, 'Ada')

    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(page.locator('[data-member-details]')).toHaveText(/Ada Lovelace.*ada@foyer-museum\.example/)
    await expect(checkout.field('First name')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/complete\\?orderIds=`))
    await expect(
      page.getByText('We emailed your order confirmation to ada@foyer-museum.example. Thank you for your purchase.'),
    ).toBeVisible()
    await expect(page.locator('iframe[src*="hcaptcha"]')).toHaveCount(0)
    expect((await outbox(request)).some((e) => e.to === ADA.email && e.ticket_order_ids.length === 1)).toBe(true)
  })

  test('a link with member_code and zip_code logs the member in and leaves the URL clean; home then goes to events (storefront §2)', async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'scan_code', membershipPresell: true })
    const login = new LoginDialog(page)
    await page.goto(`/${SELLER}/events?category=Tours&member_code=${ADA.memberId}&zip_code=${ADA.zip}`)
    await expect(login.greeting).toHaveText('Hi Ada')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?category=Tours$`))
    // storefront §2 /: "A logged-in user goes straight to events."
    await page.goto(`/${SELLER}/`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
  })

  for (const [mode, fill] of [
    ['scan_code_last_name', { 'Last name': 'Lovelace' }],
    ['scan_code_password', { Password: ADA.password }],
  ] as const) {
    test(`by member ID in mode ${mode}`, async ({ page }) => {
      const login = await openLogin(page, mode)
      await login.dialog.getByRole('textbox', { name: 'Member ID' }).fill(ADA.memberId)
      for (const [label, value] of Object.entries(fill))
        await login.dialog.getByLabel(label, { exact: true }).fill(value)
      // A password is sent with the button; the other modes log in by themselves.
      if (mode === 'scan_code_password') await login.logIn.click()
      await expect(login.greeting).toHaveText('Hi Ada')
    })
  }

  test("scan_code_password, a wrong password: 'That is not the correct password…' with the forgot-password link (calls §8 incorrect_password)", async ({
    page,
  }) => {
    const login = await openLogin(page, 'scan_code_password')
    await login.dialog.getByRole('textbox', { name: 'Member ID' }).fill(ADA.memberId)
    await login.dialog.getByLabel('Password', { exact: true }).fill('Not-Her-Password1')
    await login.logIn.click()
    await expect(login.dialog.getByText('That is not the correct password. Please try again.')).toBeVisible()
    // storefront §6: the forgot link is hidden only for otp.
    await login.dialog.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/user/forgot-password$`))
    await expect(login.dialog).toBeHidden()
  })

  test('otp_or_password: the password step offers a code instead, and the code logs in', async ({ page, request }) => {
    await patchConfig(page, { loginMode: 'otp_or_password' })
    const login = new LoginDialog(page)
    await new ListingPage(page).goto()
    await login.startWith(ADA.email)
    await expect(login.password).toBeVisible()
    await login.dialog.getByRole('button', { name: 'Send me a new code' }).click()
    await expect(login.passcode).toBeVisible()
    await login.passcode.fill((await LoginDialog.lastCode(request, ADA.email)).code)
    await expect(login.greeting).toHaveText('Hi Ada')
  })

  test('a code not available yet is tried again by itself after 5 seconds (storefront §4 Passcode)', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { loginMode: 'otp' })
    const login = new LoginDialog(page)
    const edsger = 'edsger@foyer-museum.example'
    await new ListingPage(page).goto()
    await login.open()
    await login.email.fill(edsger)
    await login.continue.click()
    await login.passcode.fill((await LoginDialog.lastCode(request, edsger)).code)
    await expect(login.error).toHaveText('Your code is not ready yet. We will try it again in a few seconds.')
    await expect(login.greeting).toHaveText('Hi Edsger', { timeout: 15_000 })
  })

  test("single sign-on (sf_ecomm): 'Log in' goes to the identity provider and comes back logged in, the token out of the URL", async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'sf_ecomm' })
    await new ListingPage(page).goto('?category=Tours')
    const login = new LoginDialog(page)
    await login.headerLogIn.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Foyer Museum of Art' })).toBeVisible()
    await page.getByLabel('Email').fill(ADA.email)
    await page.getByLabel('Password').fill(ADA.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(login.greeting).toHaveText('Hi Ada')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?category=Tours$`))
  })

  test("auth0_ecomm: 'Log in' goes to Auth0 (the sandbox's stand-in) through auth0-spa-js and comes back logged in; Cancel says the login failed; logging out ends both sessions", async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'auth0_ecomm' })
    await new ListingPage(page).goto('?category=Tours')
    const login = new LoginDialog(page)
    await login.headerLogIn.click()
    const provider = page.getByRole('heading', { level: 1, name: 'Log in to Foyer Museum of Art' })
    await expect(provider).toBeVisible()
    await page.getByLabel('Email').fill(ADA.email)
    await page.getByLabel('Password').fill(ADA.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(login.greeting).toHaveText('Hi Ada')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events\\?category=Tours$`))
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(login.headerLogIn).toBeVisible()
    await expect(page).toHaveURL(HOME)
    // calls §8 Auth: "authentication error query yields a failure message", with the login again.
    await login.headerLogIn.click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('alert')).toHaveText('We could not log you in. Please try again.')
    await expectNoAxeViolations(page)
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await page.getByLabel('Email').fill(ADA.email)
    await page.getByLabel('Password').fill(ADA.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(login.greeting).toHaveText('Hi Ada')
    await expect(page).toHaveURL(HOME)
  })

  test('session loss in the middle of a checkout: home, nothing charged, no order, and the cart stays the member’s', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    const cartId = await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const login = new LoginDialog(page)
    await new ListingPage(page).goto()
    await login.logInWithPassword(ADA.email, ADA.password, 'Ada')
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await page.context().clearCookies({ name: 'session_expires' })
    await expect(login.headerLogIn).toBeVisible()
    await expect(page).toHaveURL(HOME)
    const intents = await request.get(`/_sandbox/payment_intents?cart_id=${cartId}`)
    expect(((await intents.json()) as { payment_intents: unknown[] }).payment_intents).toEqual([])
    expect((await outbox(request)).filter((e) => e.ticket_order_ids.length > 0)).toEqual([])
    // Still Ada's on the server (403 to anyone else), not deleted.
    const read = await request.get(`/api/v1/my/cart/${cartId}?_seller=${SELLER}`, { headers: { 'Tix-App': 'ecomm' } })
    expect(read.status()).toBe(403)
  })
})
