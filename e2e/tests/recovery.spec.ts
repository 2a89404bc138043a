import { buyThroughApi } from '../orders'
import { outbox } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { ListingPage } from '../pages/ListingPage'
import { ReservePage } from '../pages/ReservePage'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const ADA = 'ada@foyer-museum.example'

test.describe('account recovery and resend (storefront §2 Other pages, §5; calls §8 Orders)', () => {
  for (const width of [1280, 360]) {
    test(`forgot password at ${width} px: from the login's link, the e-mailed link, the requirements panel, the new password logs in`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await patchConfig(page, { loginMode: 'password' })
      const login = new LoginDialog(page)
      await new ListingPage(page).goto()
      await login.open()
      await login.email.fill(ADA)
      await login.continue.click()
      await login.dialog.getByRole('link', { name: 'Forgot your password?' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
      await expect(login.dialog).toBeHidden()
      const email = page.getByRole('textbox', { name: 'Email' })
      await email.fill('ada')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('alert')).toHaveText('Email address is not valid.')
      await email.fill(ADA)
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('status')).toHaveText(
        `If an account uses ${ADA}, we have sent it a link to set a new password.`,
      )
      await expectNoAxeViolations(page)

      const sent = (await outbox(request)).filter((e) => e.to === ADA).at(-1)
      const path = /(\/\S+reset-password\?token=\S+)/.exec(sent?.text ?? '')?.[1]
      expect(path).toBeDefined()
      await page.goto(path!)
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
      const password = page.getByLabel('Password', { exact: true })
      // The password-requirements panel describes the field (storefront §2 Other pages).
      await expect(password).toHaveAccessibleDescription(/at least 3 of: uppercase, lowercase, digit, special/)
      await password.fill('weakpassword')
      await page.getByLabel('Confirm password').fill('weakpassword')
      await page.getByRole('button', { name: 'Set password' }).click()
      await expect(page.getByRole('alert')).toHaveText('Invalid password')
      await password.fill('New-Password1')
      await page.getByLabel('Confirm password').fill('New-Password2')
      await page.getByRole('button', { name: 'Set password' }).click()
      await expect(page.getByRole('alert')).toHaveText('Passwords must match.')
      await page.getByLabel('Confirm password').fill('New-Password1')
      await page.getByRole('button', { name: 'Set password' }).click()
      await expect(page.getByRole('status')).toHaveText('Your new password is set. You can log in with it now.')
      await expectNoAxeViolations(page)

      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
      await login.email.fill(ADA)
      await login.continue.click()
      await login.password.fill('New-Password1')
      await login.logIn.click()
      await expect(login.greeting).toHaveText('Hi Ada')
      // storefront §6 Page access: the forgot and reset pages send a logged-in user home.
      await page.goto(`/${SELLER}/user/forgot-password`)
      await expect(page).not.toHaveURL(/forgot-password/)
    })
  }

  test('a spent or made-up reset link says so', async ({ page }) => {
    await page.goto(`/${SELLER}/user/reset-password?token=reset-made-up`)
    await expect(page.getByText('This reset link is not valid. It may have expired.')).toBeVisible()
    await expect(page.getByLabel('Confirm password')).toHaveCount(0)
  })

  test('resend as a guest: none for an unknown e-mail; the tickets for a purchaser (calls §8 Orders)', async ({
    page,
    request,
  }) => {
    await buyThroughApi(request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const purchaser = (await outbox(request)).at(-1)!.to
    await page.goto(`/${SELLER}/`)
    // The demo home is General Admission's page: its footer is clicked once the days are drawn.
    await new ReservePage(page).daysDrawn()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resend my tickets' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Resend my tickets' })).toBeVisible()
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill('nobody@example.org')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('alert')).toHaveText('No orders could be found for this email address.')
    await email.fill(purchaser)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status')).toHaveText(`We have sent your tickets to ${purchaser}.`)
    await expectNoAxeViolations(page)
  })

  test('forgot membership ID: sent, whatever the e-mail (a 404 counts as sent)', async ({ page }) => {
    await page.goto(`/${SELLER}/user/forgot-membership`)
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.org')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'If nobody@example.org holds a membership, we have sent the membership details there.',
    )
  })

  test('set e-mail: logged out it asks for a login; the rules, an e-mail in use, then the new address; a member resends to it', async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/user/set-email-address`)
    await expect(page.getByRole('heading', { level: 1, name: 'Set your e-mail address' })).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    const login = new LoginDialog(page)
    await expect(login.dialog).toBeVisible()
    await login.email.fill(ADA)
    await login.continue.click()
    await login.password.fill('Analytical-Engine1')
    await login.logIn.click()
    await expect(login.greeting).toHaveText('Hi Ada')

    const email = page.getByRole('textbox', { name: 'Email', exact: true })
    const confirm = page.getByRole('textbox', { name: 'Confirm email' })
    const send = page.getByRole('button', { name: 'Send' })
    await email.fill('ada@localhost')
    await confirm.fill('ada@localhost')
    await send.click()
    await expect(page.getByRole('alert')).toHaveText('Email address is not valid.')
    await email.fill('ada.l@example.org')
    await confirm.fill('ada.x@example.org')
    await send.click()
    await expect(page.getByRole('alert')).toHaveText('Email addresses must match.')
    await email.fill('grace@foyer-museum.example')
    await confirm.fill('grace@foyer-museum.example')
    await send.click()
    await expect(page.getByRole('alert')).toHaveText('Another account already uses that e-mail address.')
    await email.fill('ada.l@example.org')
    await confirm.fill('ada.l@example.org')
    await send.click()
    await expect(page.getByRole('status')).toHaveText('Your e-mail address is now ada.l@example.org.')
    await expectNoAxeViolations(page)

    // A member's resend needs no e-mail typed: their own orders go to their own (new) address.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resend my tickets' }).click()
    await page.getByRole('button', { name: 'Send my tickets to ada.l@example.org' }).click()
    await expect(page.getByRole('status')).toHaveText('We have sent your tickets to ada.l@example.org.')
  })
})
