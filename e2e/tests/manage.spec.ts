import { CheckoutPage } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { ReservePage } from '../pages/ReservePage'
import { SANDBOX_NOW, SELLER } from '../sandbox'

/**
 * Order self-service without a login (storefront §1 "Resend, edit, reschedule and cancel orders";
 * §2 /manage; §4 Orders, Edit order; §5 the self-edit horizon; §6 Self-service orders). The
 * sandbox's seeded guest orders: a free Conservation Lab order, General Admission ten days ahead,
 * General Admission tomorrow (inside the demo's 2-day horizon), a Curator Talk (a single event)
 * and a past visit.
 */
const FREE = 'order-free-lab'
const GA = 'order-ga-visit'
const TOMORROW_ORDER = 'order-ga-tomorrow'
const SINGLE = 'order-curator-talk'

async function outbox(request: import('@playwright/test').APIRequestContext) {
  return (
    (await (await request.get('/_sandbox/outbox')).json()) as {
      emails: { to: string; subject: string; text: string }[]
    }
  ).emails
}

test.describe('manage an order (storefront §2 /manage)', () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px: edit a paid order, removing a ticket is a free change; the order has one ticket left`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.goto(`/${SELLER}/manage/${GA}`)
      await expect(page.getByRole('heading', { level: 1, name: /^Order FO900009/ })).toBeVisible()
      await expectNoAxeViolations(page)
      const tickets = page.getByRole('checkbox')
      await expect(tickets).toHaveCount(2)
      // storefront §5: "Cancel selected tickets needs at least one selected".
      await page.getByRole('button', { name: 'Cancel tickets' }).click()
      await expect(page.getByRole('alert')).toHaveText('Please select at least one ticket.')
      await tickets.first().check()
      await page.getByRole('button', { name: 'Cancel tickets' }).click()
      const unsaved = page.getByRole('region', { name: 'You have unsaved changes' })
      await expect(unsaved).toContainText('Total to pay: $0.00')
      // What confirming does, said before it is done: the chosen ticket is to be cancelled.
      await expect(unsaved.getByRole('list', { name: 'To be cancelled' }).getByRole('listitem')).toHaveCount(1)
      await expect(unsaved.getByRole('list', { name: 'To be added' })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await unsaved.getByRole('button', { name: 'Confirm changes' }).click()
      await expect(page.getByRole('status')).toHaveText('Your tickets have been cancelled.')
      await expect(page.locator('[data-ticket-state="cancelled"]')).toHaveCount(1)
    })
  }

  test('edit: add a ticket and pay the difference at /manage/{orderId}/confirm, once', async ({ page, request }) => {
    await page.goto(`/${SELLER}/manage/${GA}`)
    await page
      .getByRole('button', { name: /^Add another .* ticket$/ })
      .first()
      .click()
    const unsaved = page.getByRole('region', { name: 'You have unsaved changes' })
    await expect(unsaved).toContainText(/Total to pay: \$[1-9]/)
    await unsaved.getByRole('button', { name: 'Confirm changes' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/manage/${GA}/confirm$`))
    const checkout = new CheckoutPage(page)
    await expect(checkout.heading).toBeVisible()
    await checkout.fillAll('visitor@example.org')
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    // storefront §4 Checkout result: "Editing an existing order: success goes to /manage/{orderId}".
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/manage/${GA}$`))
    await expect(page.getByRole('checkbox')).toHaveCount(3)
    const mails = await outbox(request)
    expect(mails.some((mail) => /FO900009/.test(mail.subject + mail.text) && /updated/i.test(mail.subject))).toBe(true)
  })

  test('discarding an edit leaves the order exactly as it was', async ({ page }) => {
    await page.goto(`/${SELLER}/manage/${GA}`)
    await page.getByRole('checkbox').first().check()
    await page.getByRole('button', { name: 'Cancel tickets' }).click()
    const unsaved = page.getByRole('region', { name: 'You have unsaved changes' })
    await expect(unsaved).toBeVisible()
    // A reload keeps the unsaved change (storefront §4 Edit order): it is there to confirm or discard.
    await page.reload()
    await expect(unsaved).toContainText('Total to pay: $0.00')
    await unsaved.getByRole('button', { name: 'Discard changes' }).click()
    await expect(unsaved).toBeHidden()
    await page.reload()
    await expect(page.getByRole('checkbox')).toHaveCount(2)
    await expect(page.locator('[data-ticket-state="cancelled"]')).toHaveCount(0)
  })

  test('an edit abandoned mid-way lapses with its hold: the order is found as it was', async ({ page, request }) => {
    await page.goto(`/${SELLER}/manage/${GA}`)
    await page.getByRole('checkbox').first().check()
    await page.getByRole('button', { name: 'Cancel tickets' }).click()
    await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toBeVisible()
    // The visitor walks away; the edit's hold runs out on the server (storefront §4 Cart on expiry).
    await page.goto(`/${SELLER}/events`)
    const moved = await request.post('/_sandbox/clock', { data: { advance_ms: 20 * 60_000 } })
    expect(moved.ok()).toBe(true)
    await page.goto(`/${SELLER}/manage/${GA}`)
    await expect(page.getByRole('checkbox')).toHaveCount(2)
    await expect(page.locator('[data-ticket-state="cancelled"]')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toHaveCount(0)
  })

  test('reschedule to another session with the reserve page pickers; success goes to /manage/{orderId}', async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/manage/${GA}`)
    await page.getByRole('link', { name: 'Reschedule' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reschedule' })).toBeVisible()
    const reschedulePath = new URL(page.url()).pathname
    const dates = page.locator('[data-date-buttons]')
    const firstSession = page.locator('[data-state="sessions"] button:not([aria-disabled="true"])').first()
    // storefront §5 Self-edit horizon (the demo's 2 days): tomorrow is inside it, so it is not
    // offered: no date button, and the month calendar reads it 'Not available'.
    await expect(dates.getByRole('button', { name: /^Sunday, June 7, 2026/ })).toBeVisible()
    await expect(dates.getByRole('button', { name: /^Saturday, June 6, 2026/ })).toHaveCount(0)
    await page.getByRole('button', { name: 'More dates' }).click()
    await expect(
      page.getByRole('grid').getByRole('button', { name: 'Saturday, June 6, 2026, Not available' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'More dates' }).click()
    // A later date, then a session.
    await dates.getByRole('button', { name: /^Wednesday, June 10, 2026/ }).click()
    await firstSession.click()
    await page.getByRole('button', { name: 'Reschedule' }).click()
    const unsaved = page.getByRole('region', { name: 'You have unsaved changes' })
    await expect(unsaved).toBeVisible()
    // The visit's tickets leave June 16 for June 10.
    await expect(unsaved.getByRole('list', { name: 'To be cancelled' })).toContainText('Jun 16, 2026')
    await expect(unsaved.getByRole('list', { name: 'To be added' })).toContainText('Jun 10, 2026')
    await expectNoAxeViolations(page)
    await unsaved.getByRole('button', { name: 'Confirm changes' }).click()
    // calls §4: "Editing an existing order: success goes to /manage/{orderId}".
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/manage/${GA}$`))
    await expect(page.getByRole('status')).toHaveText('Your tickets have been rescheduled.')
    await expect(page.getByRole('heading', { level: 1, name: /^Order FO900009/ })).toBeVisible()
    // Back does not return to the confirmed reschedule.
    await page.goBack()
    await expect(page).not.toHaveURL(new RegExp(`${reschedulePath}$`))
  })

  test('a date inside the horizon chosen on the event page is let go on Reschedule', async ({ page }) => {
    const reserve = new ReservePage(page)
    await reserve.openAt('general-admission')
    await reserve.dateButton('Saturday, June 6, 2026').click()
    await expect(reserve.chosenDate()).toBeVisible()
    // On to the order in the same page (the event's reserve store still holds June 6).
    await page.evaluate((path) => {
      history.pushState(null, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `/${SELLER}/manage/${GA}`)
    await page.getByRole('link', { name: 'Reschedule' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reschedule' })).toBeVisible()
    const dates = page.locator('[data-date-buttons]')
    await expect(dates.getByRole('button', { name: /^Sunday, June 7, 2026/ })).toBeVisible()
    await expect(page.locator('[data-state="date-chosen"]')).toHaveCount(0)
  })

  test('a paid order cannot be emptied by removing every ticket (storefront §4: cancel only when all are free)', async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/manage/${GA}`)
    const tickets = page.getByRole('checkbox')
    await expect(tickets).toHaveCount(2)
    await tickets.nth(0).check()
    await tickets.nth(1).check()
    await page.getByRole('button', { name: 'Cancel tickets' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please contact us to cancel your tickets.')
    await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toHaveCount(0)
  })

  test('a past visit shows its session badge (storefront §4 Orders: Redeemed, Cancelled, Past Event)', async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/manage/order-ga-past`)
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible()
    await expect(page.getByText('Past Event', { exact: true })).toBeVisible()
  })

  test('an unsaved change counts down; a minute before it lapses it offers 2 more minutes; when it lapses the order is as it was', async ({
    page,
    request,
  }) => {
    // storefront §4 Cart "Timer and extension", "On expiry … On manage the page reloads"; calls §9.
    await page.clock.install({ time: new Date(SANDBOX_NOW) })
    const passTime = async (seconds: number) => {
      expect((await request.post('/_sandbox/clock', { data: { advance_ms: seconds * 1000 } })).ok()).toBe(true)
      await page.clock.fastForward(seconds * 1000)
    }
    await page.goto(`/${SELLER}/manage/${GA}`)
    await page.getByRole('checkbox').first().check()
    await page.getByRole('button', { name: 'Cancel tickets' }).click()
    await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toBeVisible()
    const timer = page.getByRole('timer', { name: 'Time left to complete your order' })
    await expect(timer).toHaveText(/^14:\d\d$/)
    await passTime(14 * 60)
    const prompt = page.getByRole('dialog', { name: 'Your cart is about to expire. Do you need more time?' })
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'Add 2 minutes' }).click()
    await expect(prompt).toBeHidden()
    await expect(timer).toHaveText(/^2:\d\d$/)
    await passTime(3 * 60)
    await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toHaveCount(0)
    await expect(page.getByRole('checkbox')).toHaveCount(2)
    await expect(page.locator('[data-ticket-state="cancelled"]')).toHaveCount(0)
  })

  test('inside the self-edit horizon the order cannot be changed', async ({ page }) => {
    await page.goto(`/${SELLER}/manage/${TOMORROW_ORDER}`)
    await expect(page.getByText('Please contact us to reschedule your tickets.')).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(0)
  })

  test('a single event offers no reschedule', async ({ page }) => {
    await page.goto(`/${SELLER}/manage/${SINGLE}`)
    await expect(page.getByRole('heading', { level: 1, name: /^Order FO900011/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0)
  })

  test('without self-edit, /manage/{id} cancels a free order; the order_cancel e-mail is sent', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { selfEdit: { enabled: false } })
    await page.goto(`/${SELLER}/manage/${FREE}`)
    await expect(page.getByRole('heading', { level: 1, name: /^Order FO900008/ })).toBeVisible()
    await expectNoAxeViolations(page)
    for (const ticket of await page.getByRole('checkbox').all()) await ticket.check()
    await page.getByRole('button', { name: 'Cancel tickets' }).click()
    await expect(page.getByRole('status')).toHaveText('Your tickets have been cancelled.')
    await expect(page.getByText('Please contact us to cancel your tickets.')).toBeVisible()
    const mails = await outbox(request)
    expect(mails.some((mail) => /FO900008/.test(mail.subject + mail.text) && /cancel/i.test(mail.subject))).toBe(true)
  })

  test('without self-edit, reschedule does not exist; a paid order cannot be cancelled', async ({ page }) => {
    await patchConfig(page, { selfEdit: { enabled: false } })
    await page.goto(`/${SELLER}/manage/${GA}/reschedule/any`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.goto(`/${SELLER}/manage/${GA}`)
    await expect(page.getByText('Please contact us to cancel your tickets.')).toBeVisible()
  })

  test('resend the confirmation from the order page; an unknown order says so', async ({ page, request }) => {
    await page.goto(`/${SELLER}/manage/${GA}`)
    await page.getByRole('button', { name: 'Resend confirmation' }).click()
    await expect(page.getByRole('status')).toHaveText('We have sent your order confirmation again.')
    expect((await outbox(request)).some((mail) => /FO900009/.test(mail.subject + mail.text))).toBe(true)
    await page.goto(`/${SELLER}/manage/no-such-order`)
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('We could not find that order.')
  })

  test("a logged-in member is asked to log out to edit (storefront §6 'Please log-out to edit your tickets')", async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    await page.goto(`/${SELLER}/events`)
    await new LoginDialog(page).logInWithPassword('ada@foyer-museum.example', 'Analytical-Engine1', 'Ada')
    await page.goto(`/${SELLER}/manage/${GA}`)
    await expect(page.getByRole('alert')).toHaveText('Please log-out to edit your tickets')
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await page.goto(`/${SELLER}/manage/${GA}/reschedule/any`)
    await expect(page.getByRole('alert')).toHaveText('Please log-out to edit your tickets')
    // Both pages offer the way out.
    await expect(page.getByRole('main').getByRole('link', { name: 'Log out' })).toBeVisible()
  })
})
