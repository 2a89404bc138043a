import { returningVisitor } from '../api'
import { CheckoutPage, cartOrderIds } from '../checkout'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { SELLER, sessionId } from '../sandbox'

/** The Private Group Visit, 30 days after the sandbox's anchor: a 25 % deposit now, the balance 14 days before. */
const GROUP_VISIT = sessionId('private-group-visit', '2026-07-05', '10:00')
/** 4 group places at 40.00: 160.00, 40.00 due now and 120.00 on 21 June. */
const FOUR_PLACES = [{ event_session_id: GROUP_VISIT, ticket_type_id: 'pg-visitor', quantity: 4 }]

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test.describe(`storefront §1 part payments via scheduled payments at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a part payment of another amount, clamped between due and outstanding (storefront §5), then the balance paid later from the same cart; axe clean', async ({
      page,
      request,
    }) => {
      const cartId = await returningVisitor(page, request, FOUR_PLACES)
      const checkout = new CheckoutPage(page)
      await checkout.open()

      // storefront §4 Scheduled payment: the deposit is due (Overdue), the balance Upcoming.
      const schedule = page.getByRole('region', { name: 'Scheduled payments' })
      await expect(schedule.getByRole('listitem')).toHaveText([
        /^\$40\.00 on .+ · Overdue$/,
        /^\$120\.00 on .+ · Upcoming$/,
      ])
      const options = page.getByRole('group', { name: 'How much to pay now' })
      await expect(options.getByRole('radio', { name: 'Payment due: $40.00' })).toBeChecked()
      await expect(options.getByRole('radio', { name: 'Outstanding balance: $160.00' })).toBeVisible()
      await expectNoAxeViolations(page)

      // calls §5: the other amount is clamped between the due amount and the outstanding balance.
      await options.getByRole('radio', { name: 'Other amount' }).check()
      const other = options.getByRole('spinbutton', { name: 'Amount to pay now' })
      await expect(options.getByText('From $40.00 to $160.00')).toBeVisible()
      await other.fill('500')
      await other.blur()
      await expect(other).toHaveValue('160.00')
      await expect(checkout.pay).toHaveText('Pay $160.00')
      await other.fill('15')
      await other.blur()
      await expect(other).toHaveValue('40.00')
      await expect(checkout.pay).toHaveText('Pay $40.00')
      await other.fill('60')
      await other.blur()
      await expect(checkout.pay).toHaveText('Pay $60.00')
      await expectNoAxeViolations(page)

      await checkout.fillAll('ada@example.org')
      await checkout.cardNumber.fill('4242 4242 4242 4242')
      await checkout.pay.click()

      // storefront §4 partial: stays on checkout with the returned cart, the terms unticked.
      await expect(page.getByRole('status').filter({ hasText: 'Thank you, your payment was received.' })).toHaveText(
        'Thank you, your payment was received. Outstanding balance: $100.00.',
      )
      await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
      await expect(checkout.terms).not.toBeChecked()
      await expect(schedule.getByRole('listitem')).toHaveText([/^\$100\.00 on .+ · Upcoming$/])
      // Nothing is due now: the balance or another amount.
      await expect(options.getByRole('radio')).toHaveCount(2)
      await expect(options.getByRole('radio', { name: 'Outstanding balance: $100.00' })).toBeChecked()
      const orderIds = await cartOrderIds(request, cartId)
      expect(orderIds).toHaveLength(1)
      await expectNoAxeViolations(page)

      // Later: the visitor comes back to the same cart and pays the balance.
      await page.goto(`/${SELLER}/`)
      await checkout.open(cartId)
      await expect(page.getByText('Paid so far: $60.00')).toBeVisible()
      // Its tickets and codes are the order's now: nothing to remove, no code to add.
      const cartSummary = page.getByRole('region', { name: 'Your cart' })
      await expect(cartSummary.getByRole('button', { name: /^Remove / })).toHaveCount(0)
      await expect(cartSummary.getByRole('button', { name: 'Add code' })).toHaveCount(0)
      await expect(options.getByRole('radio', { name: 'Outstanding balance: $100.00' })).toBeChecked()
      await expect(checkout.pay).toHaveText('Pay $100.00')
      await expectNoAxeViolations(page)
      await checkout.fillAll('ada@example.org')
      await checkout.cardNumber.fill('4242 4242 4242 4242')
      await checkout.pay.click()

      await expect(page).toHaveURL(`/${SELLER}/checkout/complete?orderIds=${orderIds[0]}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
      await expect(page.getByRole('img', { name: /^QR code of order / })).toBeVisible()
      expect(await cartOrderIds(request, cartId)).toEqual(orderIds)
      await expectNoAxeViolations(page)
    })
  })
}
