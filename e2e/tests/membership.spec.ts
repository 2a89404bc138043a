import { CheckoutPage } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { MembershipForm } from '../pages/MembershipForm'
import { returningVisitor } from '../api'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const EDSGER = { email: 'edsger@foyer-museum.example', password: 'Shortest-Path1' }
const ADA = { email: 'ada@foyer-museum.example', password: 'Analytical-Engine1' }

test.describe('buy a membership (storefront §2 Buy membership, §4 Membership form, §5 Membership)', () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px a guest joins: Family with two named adults and one child, auto-renew on, and pays`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.goto(`/${SELLER}/membership`)
      await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/membership$`))
      const form = page.getByRole('form', { name: 'Choose a membership' })
      await expect(form.getByRole('radio', { name: /^Dual/ })).toBeVisible()
      await expectNoAxeViolations(page)
      // storefront §5: no level chosen, no reserve.
      await expect(form.getByRole('button', { name: 'Add to cart' })).toBeDisabled()

      await form.getByRole('radio', { name: /^Family/ }).check()
      // storefront §2 Buy membership: the footnote, the extended-membership checkbox and the level's survey.
      await expect(
        form.getByText('Memberships run for twelve months from the day you join.', { exact: false }),
      ).toBeVisible()
      await form.getByRole('checkbox', { name: /^Add three extra months/ }).check()
      await form
        .getByRole('group', { name: 'How did you hear about us?' })
        .getByRole('radio', { name: 'A friend' })
        .check()
      await form.getByRole('button', { name: 'Add to cart' }).click()
      await expect(form.getByRole('textbox', { name: 'Member: First name' })).toHaveAttribute('aria-invalid', 'true')
      await form.getByRole('textbox', { name: 'Member: First name' }).fill('Grace')
      await form.getByRole('textbox', { name: 'Member: Last name' }).fill('Hopper')
      await form.getByRole('checkbox', { name: 'Add a Second cardholder' }).check()
      await form.getByRole('textbox', { name: 'Second cardholder: First name' }).fill('Vincent')
      await form.getByRole('textbox', { name: 'Second cardholder: Last name' }).fill('Hopper')
      await form.getByRole('button', { name: '+1 Child' }).click()
      await expect(form.getByRole('group', { name: 'Child' })).toContainText('1')
      await form.getByRole('radio', { name: 'Yes' }).check()
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'Add to cart' }).click()

      const checkout = new CheckoutPage(page)
      await expect(checkout.heading).toBeVisible()
      await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Membership')
      await checkout.fillAll('grace@example.org')
      await checkout.cardNumber.fill('4242 4242 4242 4242')
      await checkout.pay.click()
      await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    })
  }

  test("'Skip' is the skip-upsell option: upsells are skipped afterward, so a held cart goes on to checkout (storefront §4)", async ({
    page,
    request,
  }) => {
    const tickets = [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 2 },
    ]
    await returningVisitor(page, request, tickets)
    await page.goto(`/${SELLER}/membership`)
    await page.getByRole('form', { name: 'Choose a membership' }).getByRole('link', { name: 'Skip' }).click()
    await expect(new CheckoutPage(page).heading).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })

  test('a logged-in non-member joins, and My Account shows the new membership at once', async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events/membership`)
    await new LoginDialog(page).logInWithPassword(EDSGER.email, EDSGER.password, 'Edsger')
    const membership = new MembershipForm(page)
    const form = membership.form
    await membership.choose('Individual', { first: 'Edsger', last: 'Dijkstra' })
    await form.getByRole('button', { name: 'Add to cart' }).click()
    const checkout = new CheckoutPage(page)
    await expect(checkout.heading).toBeVisible()
    await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Membership details' }).click()
    await page.getByRole('dialog', { name: 'Membership details' }).getByRole('link', { name: 'My Account' }).click()
    await expect(page.getByRole('region', { name: 'Foyer Museum Membership · Individual' })).toContainText(
      'Edsger Dijkstra',
    )
  })

  test("the membership dialog: 'renew from' before the window, Renew inside it; cancel auto-renew on its page", async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    await page.getByRole('banner').getByRole('button', { name: 'Membership details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Membership details' })
    await expect(dialog).toContainText(/You can renew from \w+ \d+, \d{4}\./)
    await expect(dialog.getByRole('link', { name: 'Renew' })).toHaveCount(0)
    await expect(dialog.getByRole('status')).toHaveText('Auto-renew: Enrolled')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel auto-renew' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Auto-renew: Cancelled')
    await expect(dialog.getByRole('button', { name: 'Cancel auto-renew' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    // The order's own page says it is no longer enrolled; a stranger's order is not theirs to change.
    await page.goto(`/${SELLER}/manage/order-ada-membership/cancel-auto-renew`)
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel auto-renew' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('Auto-renew: Cancelled')
    await page.goto(`/${SELLER}/manage/order-nobody/cancel-auto-renew`)
    await expect(page.getByRole('alert')).toHaveText('This order is not enrolled in auto-renew.')
    await expectNoAxeViolations(page)
  })

  test('a membership in its renewal window offers Renew in the dialog', async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword('alan@foyer-museum.example', 'Turing-Machine1', 'Alan')
    await page.getByRole('banner').getByRole('button', { name: 'Membership details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Membership details' })
    await dialog.getByRole('link', { name: 'Renew' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/membership/renew$`))
    await expect(
      page.getByRole('form', { name: 'Choose a membership' }).getByRole('radio', { name: /^Individual/ }),
    ).toBeChecked()
  })

  test('a member renews ahead of the end: My Account and the dialog show the renewal, its auto-renew, no second Renew', async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword('alan@foyer-museum.example', 'Turing-Machine1', 'Alan')
    await page.goto(`/${SELLER}/membership/renew`)
    const form = page.getByRole('form', { name: 'Choose a membership' })
    await expect(form.getByRole('radio', { name: /^Individual/ })).toBeChecked()
    await form.getByRole('radio', { name: 'Yes' }).check()
    await form.getByRole('button', { name: 'Add to cart' }).click()
    const checkout = new CheckoutPage(page)
    await expect(checkout.heading).toBeVisible()
    await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await page.goto(`/${SELLER}/my/membership`)
    const card = page.getByRole('region', { name: /Individual$/ })
    await expect(card).toContainText(/Renewed until\s*\w+ \d+, \d{4}/)
    // storefront §4 Auto-renew: the renewal was bought with auto-renew on: Enrolled (scheduled).
    await expect(card).toContainText(/Auto-renew\s*Enrolled/)
    await expect(card.getByRole('link', { name: 'Renew' })).toHaveCount(0)
    await page.getByRole('banner').getByRole('button', { name: 'Membership details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Membership details' })
    await expect(dialog).toContainText('Renewed until')
    await expect(dialog.getByRole('link', { name: 'Renew' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Cancel auto-renew' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('logged out, cancel auto-renew asks for a login', async ({ page }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/manage/order-ada-membership/cancel-auto-renew`)
    await expect(page.getByRole('alert')).toHaveText('Please log in to manage auto-renew.')
  })

  test('a member gifts a Dual: the recipient, no auto-renew question, a gift checkout; the recipient gets a code', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    await page.goto(`/${SELLER}/membership/gift`)
    const form = page.getByRole('form', { name: 'Choose a membership' })
    await form.getByRole('radio', { name: /^Dual/ }).check()
    await expect(form.getByRole('radio', { name: 'Yes' })).toHaveCount(0)
    await form.getByRole('textbox', { name: 'Member: First name' }).fill('Charlie')
    await form.getByRole('textbox', { name: 'Member: Last name' }).fill('Chaplin')
    await form.getByRole('textbox', { name: 'Second cardholder: First name' }).fill('Oona')
    await form.getByRole('textbox', { name: 'Second cardholder: Last name' }).fill('Chaplin')
    // storefront §5: "The gift recipient form omits first_name, last_name, password, password_confirm and newsletter."
    const recipient = form.getByRole('group', { name: 'Recipient' })
    await expect(recipient.getByRole('textbox')).toHaveCount(1)
    await form.getByRole('textbox', { name: 'Recipient: Email' }).fill(ADA.email.toUpperCase())
    await form.getByRole('button', { name: 'Add to cart' }).click()
    await expect(form.getByRole('alert')).toContainText(
      'You can not gift membership to yourself. Do you want to buy or renew membership for yourself?',
    )
    await form.getByRole('textbox', { name: 'Recipient: Email' }).fill('charlie@example.org')
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Add to cart' }).click()
    const checkout = new CheckoutPage(page)
    await expect(checkout.heading).toBeVisible()
    await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    const mails = (await (await request.get('/_sandbox/outbox')).json()) as { emails: { to: string; text: string }[] }
    const gift = mails.emails.find((mail) => mail.to === 'charlie@example.org')
    expect(gift?.text).toMatch(/Your gift code: \d{10}/)
    // The gift is Charlie's, not Ada's: her membership is still the Dual she had, alone.
    await page.getByRole('banner').getByRole('button', { name: 'Membership details' }).click()
    await expect(page.getByRole('dialog', { name: 'Membership details' })).toContainText('Dual')
  })

  test('gifting with a cart that holds tickets is told to act on the cart first', async ({ page, request }) => {
    await patchConfig(page, { loginMode: 'password' })
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    await page.goto(`/${SELLER}/events/membership/gift`)
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Shop as a Guest' }).click()
    const membership = new MembershipForm(page)
    const form = membership.form
    await membership.choose('Individual', { first: 'Charlie', last: 'Chaplin' })
    await form.getByRole('textbox', { name: 'Recipient: Email' }).fill('charlie@example.org')
    await form.getByRole('button', { name: 'Add to cart' }).click()
    // storefront §6 Gifting: "With a cart the user is told to act on it first ('Gift a Membership')".
    await expect(form.getByRole('alert')).toHaveText(
      /^Gift a Membership: To gift a membership, check out or empty your cart first\.\s*$/,
    )
  })

  test('redeem: a bad code, an expired one, then a good one pays for its level', async ({ page }) => {
    await page.goto(`/${SELLER}/membership/redeem?gift_code=123`)
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem' })).toBeVisible()
    const code = page.getByRole('textbox', { name: 'Code' })
    await expect(page.getByText('You must enter a valid code')).toBeVisible()
    await code.fill('2026000003')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await expect(page.getByText('This code has expired')).toBeVisible()
    await code.fill('2026000002')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await expect(page.getByText('This code has already been redeemed')).toBeVisible()
    await expectNoAxeViolations(page)
    await code.fill('2026000001')
    await page.getByRole('button', { name: 'Redeem' }).click()
    const form = page.getByRole('form', { name: 'Choose a membership' })
    await expect(form.getByRole('radio')).toHaveCount(1)
    await expect(form.getByRole('radio', { name: /^Individual/ })).toBeChecked()
    await form.getByRole('textbox', { name: 'Member: First name' }).fill('Charlie')
    await form.getByRole('textbox', { name: 'Member: Last name' }).fill('Chaplin')
    await form.getByRole('button', { name: 'Add to cart' }).click()
    // calls §9: "After redeem, upsells lead to /events if enabled, else /checkout."
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await checkout.fillAll('charlie@example.org')
    await checkout.pay.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
  })

  test("with the form-validation-guard flag, 'Add to cart' stays enabled and says a level is needed", async ({
    page,
  }) => {
    await patchConfig(page, { featureFlags: { form_validation_guard: true } })
    await page.goto(`/${SELLER}/events/membership`)
    const form = page.getByRole('form', { name: 'Choose a membership' })
    await form.getByRole('button', { name: 'Add to cart' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please select a membership to continue.')
    // storefront §5, calls §5: "first invalid one focused": the level group, then a member's name.
    await expect(form.getByRole('radio').first()).toBeFocused()
    await form.getByRole('radio', { name: /^Individual/ }).check()
    await form.getByRole('button', { name: 'Add to cart' }).click()
    await expect(form.getByRole('textbox', { name: 'Member: First name' })).toBeFocused()
  })

  test('keyboard only: a guest chooses Individual, names the member and adds it to the cart', async ({ page }) => {
    await page.goto(`/${SELLER}/events/membership`)
    const form = page.getByRole('form', { name: 'Choose a membership' })
    const first = form.getByRole('radio').first()
    await expect(first).toBeVisible()
    await first.focus()
    // Arrow keys move through the radio group (the browser's own), Individual is first.
    await page.keyboard.press('Space')
    await expect(form.getByRole('radio', { name: /^Individual/ })).toBeChecked()
    // storefront §2 Buy membership's order: the extended-membership checkbox comes after the levels.
    await page.keyboard.press('Tab')
    await expect(form.getByRole('checkbox', { name: /^Add three extra months/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type('Grace')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Hopper')
    await expect(form.getByRole('textbox', { name: 'Member: Last name' })).toHaveValue('Hopper')
    await form.getByRole('button', { name: 'Add to cart' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Payment information' })).toBeVisible()
  })

  test('renew: a member finds the level and members filled in from the membership', async ({ page }) => {
    // Ada's membership ends in over a year: a window that long lets her renew now (storefront §6).
    await patchConfig(page, { loginMode: 'password', membershipRenewalDays: 366 })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    await page.goto(`/${SELLER}/membership/renew`)
    const form = page.getByRole('form', { name: 'Choose a membership' })
    await expect(form.getByText(/^Your Dual membership runs until \w+ \d+, \d{4}\.$/)).toBeVisible()
    await expect(form.getByRole('radio', { name: /^Dual/ })).toBeChecked()
    await expect(form.getByRole('textbox', { name: 'Member: First name' })).toHaveValue('Ada')
    await expect(form.getByRole('textbox', { name: 'Second cardholder: Last name' })).toHaveValue('Babbage')
    await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked()
    // storefront §5: the membership's names are read-only under prevent_membership_updates; the e-mail is not.
    await expect(form.getByRole('textbox', { name: 'Member: First name' })).not.toBeEditable()
    await expect(form.getByRole('textbox', { name: 'Member: Email' })).toBeEditable()
  })

  test('Patron is by invitation: the server asks for a code in a dialog, a wrong one is refused, the right one reserves', async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/events/membership`)
    const membership = new MembershipForm(page)
    const form = membership.form
    await membership.choose('Patron', { first: 'Grace', last: 'Hopper' })
    await form.getByRole('button', { name: 'Add to cart' }).click()
    // calls §8 Other: "Membership-form server description needing a user action triggers a dialog".
    const dialog = page.getByRole('dialog', { name: 'A code is required to continue with your order.' })
    await expect(dialog).toContainText('Patron membership is by invitation.')
    await expectNoAxeViolations(page)
    await dialog.getByRole('textbox', { name: 'Code' }).fill('NOTACODE')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog.getByRole('alert')).not.toBeEmpty()
    await dialog.getByRole('textbox', { name: 'Code' }).fill('PATRON2026')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(new CheckoutPage(page).heading).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('$500.00')
  })

  test("renew before the window: the 'renew from' date and no Add to cart, nothing reserved (storefront §6)", async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    const reserves: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('reserve_membership')) reserves.push(request.url())
    })
    await page.goto(`/${SELLER}/membership/renew`)
    await expect(page.getByRole('status').filter({ hasText: /^You can renew from \w+ \d+, \d{4}\.$/ })).toBeVisible()
    await expect(page.getByText(/^Your Dual membership runs until \w+ \d+, \d{4}\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)
    await expect(page.getByRole('radio', { name: /^Dual/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(reserves).toEqual([])
  })

  test("Patron's code dialog, opened by Enter on 'Add to cart': closing it gives focus back to 'Add to cart'", async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/events/membership`)
    const membership = new MembershipForm(page)
    const form = membership.form
    await membership.choose('Patron', { first: 'Grace', last: 'Hopper' })
    const addToCart = form.getByRole('button', { name: 'Add to cart' })
    const dialog = page.getByRole('dialog', { name: 'A code is required to continue with your order.' })
    await addToCart.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(addToCart).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(addToCart).toBeFocused()
  })

  test("storefront §5: a member's names are at most 50 characters, the recipient's e-mail at most 254", async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/events/membership/gift`)
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Shop as a Guest' }).click()
    const form = page.getByRole('form', { name: 'Choose a membership' })
    await form.getByRole('radio', { name: /^Individual/ }).check()
    const first = form.getByRole('textbox', { name: 'Member: First name' })
    await first.fill('x'.repeat(60))
    await expect(first).toHaveValue('x'.repeat(50))
    await expect(form.getByRole('textbox', { name: 'Member: Last name' })).toHaveAttribute('maxlength', '50')
    await expect(form.getByRole('textbox', { name: 'Recipient: Email' })).toHaveAttribute('maxlength', '254')
  })

  test('a guest gifts to their own e-mail: the checkout says so on the e-mail, before paying (storefront §5, calls §5)', async ({
    page,
    request,
  }) => {
    await page.goto(`/${SELLER}/membership/gift`)
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Shop as a Guest' }).click()
    const membership = new MembershipForm(page)
    const form = membership.form
    await membership.choose('Individual', { first: 'Charlie', last: 'Chaplin' })
    await form.getByRole('textbox', { name: 'Recipient: Email' }).fill('charlie@example.org')
    await form.getByRole('button', { name: 'Add to cart' }).click()
    const checkout = new CheckoutPage(page)
    await expect(checkout.heading).toBeVisible()
    await checkout.field('First name').fill('Charlie')
    await checkout.field('Last name').fill('Chaplin')
    await checkout.field('Email').fill('Charlie@Example.org')
    await checkout.field('Confirm email').fill('charlie@example.org')
    await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    const email = checkout.field('Email')
    await expect(email).toHaveAccessibleDescription(
      'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
    )
    await expect(email).toBeFocused()
    const mails = (await (await request.get('/_sandbox/outbox')).json()) as { emails: { to: string }[] }
    expect(mails.emails.filter((mail) => mail.to.toLowerCase() === 'charlie@example.org')).toEqual([])
  })

  test('a cart holding a membership: the form offers to check out or delete the cart', async ({ page }) => {
    await page.goto(`/${SELLER}/events/membership`)
    const membership = new MembershipForm(page)
    const form = membership.form
    await membership.choose('Individual', { first: 'Grace', last: 'Hopper' })
    await form.getByRole('button', { name: 'Add to cart' }).click()
    await expect(new CheckoutPage(page).heading).toBeVisible()
    await page.goto(`/${SELLER}/membership`)
    // storefront §6 Gifting: "A cart holding a membership event prompts to delete the cart or check out."
    const dialog = page.getByRole('dialog', { name: 'A membership is in your cart' })
    await expect(dialog).toContainText('Delete your cart or check out first.')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Delete cart' }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('form', { name: 'Choose a membership' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
