import { returningVisitor } from '../api'
import { CheckoutPage } from '../checkout'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { EventPage } from '../pages/EventPage'
import { ReservePage } from '../pages/ReservePage'
import { sessionId } from '../sandbox'

// storefront §3 Event template meta hide_event_details: the School Group Visit's booking page (a
// link a school is sent) shows the event's name and its booking, without the details.
test.describe('event template meta (storefront §3)', () => {
  for (const width of [1280, 360]) {
    test(`hide_event_details: the name and the booking only, at ${width} px; axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
      const event = new EventPage(page)
      await event.goto('school-group-visit')
      await expect(event.heading).toHaveText('School Group Visit')
      await expect(page.locator('[data-event-id="school-group-visit"]')).toHaveAttribute('data-state', 'details_hidden')
      // The booking is there: its dates.
      await expect(new ReservePage(page).dateStep).toBeVisible()
      // The details are not: no cover picture, subtitle, summary or 'Read more'.
      await expect(event.main.getByRole('img', { name: /pupils with a guide/ })).toHaveCount(0)
      await expect(event.main).not.toContainText('A morning in the galleries for a class')
      await expect(event.main).not.toContainText('Weekday mornings for school groups')
      await expect(event.main.getByRole('button', { name: 'Read more' })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }

  // storefront §3 Event template meta pad_pre_start / pad_post_end: the School Group Visit's
  // tickets admit 15 minutes before the 09:30 visit and 30 minutes after its 11:00 end.
  for (const width of [1280, 360]) {
    test(`pad_pre_start / pad_post_end: the session choice says when its ticket admits, at ${width} px; axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
      const reserve = new ReservePage(page)
      await reserve.openAt('school-group-visit')
      await reserve.dateButton('Monday, June 8, 2026').click()
      const session = reserve.session('9:30 AM')
      await expect(session).toContainText('Entry 9:15 AM to 11:30 AM')
      await session.click()
      await expect(session).toHaveAttribute('aria-pressed', 'true')
      await expectNoAxeViolations(page)
    })
  }

  test('an event without them shows no entry window', async ({ page }) => {
    const reserve = new ReservePage(page)
    await reserve.openAt('general-admission')
    await reserve.dateButton('Saturday, June 6, 2026').click()
    await expect(reserve.session('10:00 AM')).toBeVisible()
    await expect(reserve.sessionStep.locator('[data-entry-window]')).toHaveCount(0)
  })

  test('an event without it keeps its details', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('private-group-visit')
    await expect(event.heading).toHaveText('Private Group Visit')
    await expect(event.main).toContainText('Book for your group now with a deposit')
    await expect(event.main.getByRole('button', { name: 'Read more' })).toBeVisible()
  })

  test('ticket group meta extra_checkout_fields: the school visit asks the purchaser for a phone, required; axe clean', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, [
      {
        event_session_id: sessionId('school-group-visit', '2026-06-08', '09:30'),
        ticket_type_id: 'sg-pupil',
        quantity: 12,
      },
    ])
    const checkout = new CheckoutPage(page)
    await checkout.open()
    const phone = checkout.form.getByRole('textbox', { name: /^Phone/ })
    await expect(phone).toBeVisible()
    await expect(phone).toHaveAttribute('required', '')
    await checkout.fillAll()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.form.getByRole('button', { name: /^Pay / }).first().click()
    await expect(phone).toBeFocused()
    await expectNoAxeViolations(page)
  })

  // storefront §3 Event template meta identity_form: Pay What You Wish Fridays names the contact
  // form, so its checkout asks the purchaser for a phone, required.
  for (const width of [1280, 360]) {
    test(`identity_form: a Friday evening's checkout asks for the contact form's phone, required, at ${width} px; axe clean`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
      await returningVisitor(page, request, [
        {
          event_session_id: sessionId('pay-what-you-wish-fridays', '2026-06-12', '17:00'),
          ticket_type_id: 'pw-pay-what-you-wish',
          quantity: 2,
        },
      ])
      const checkout = new CheckoutPage(page)
      await checkout.open()
      const phone = checkout.form.getByRole('textbox', { name: /^Phone/ })
      await expect(phone).toBeVisible()
      await expect(phone).toHaveAttribute('required', '')
      // The contact form asks for no address.
      await expect(checkout.form.getByRole('textbox', { name: /^City/ })).toHaveCount(0)
      await checkout.fillAll()
      await checkout.cardNumber.fill('4242 4242 4242 4242')
      await checkout.form.getByRole('button', { name: /^Pay / }).first().click()
      await expect(phone).toBeFocused()
      await expectNoAxeViolations(page)
    })
  }

  test('ticket group start policy and duration_new: each membership level says the days it covers', async ({
    page,
  }) => {
    const event = new EventPage(page)
    await event.goto('membership')
    // Today at the venue is 5 June 2026: a year for Individual, two for Patron (duration_new P2Y).
    await expect(page.getByRole('radio', { name: /^Individual/ })).toBeVisible()
    await expect(page.locator('label', { has: page.getByRole('radio', { name: /^Individual/ }) })).toContainText(
      'Valid Jun 5, 2026 to Jun 4, 2027',
    )
    await expect(page.locator('label', { has: page.getByRole('radio', { name: /^Patron/ }) })).toContainText(
      'Valid Jun 5, 2026 to Jun 4, 2028',
    )
  })
})
