import type { Page } from '@playwright/test'
import { returningVisitor } from '../api'
import { CheckoutPage, cartOrderIds, outbox } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const TWO_ADULTS = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 }]

/** The 'Staff sale' notice under the heading (config `staff`, storefront §6). */
const staffNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Staff sale' })

/** The total the cart widget shows, as the pay button says it. */
async function totalToPay(page: Page): Promise<string> {
  const total = await page.getByRole('region', { name: 'Your cart' }).locator('[data-total="to-pay"] dd').textContent()
  return (total ?? '').trim()
}

/** Fills the purchaser, ticks the terms, types the test card and completes the sale; the body of the call sent. */
async function completeSale(checkout: CheckoutPage, email: string, button: string): Promise<Record<string, unknown>> {
  await checkout.fillAll(email)
  await checkout.cardNumber.fill('4242 4242 4242 4242')
  const call = checkout.page.waitForRequest(
    (request) => request.method() === 'POST' && /\/cart\/[^/]+\/guest_checkout/.test(request.url()),
  )
  await checkout.form.getByRole('button', { name: button }).click()
  return (await call).postDataJSON() as Record<string, unknown>
}

test.describe('storefront §6 Staff (injected) checkout: a guest checkout with send_email, suppressed by suppressEmailNotification', () => {
  test('e-mail suppressed: the staff sale is marked, the button reads Complete sale, send_email is false and the outbox has nothing for the purchaser; axe at 1280 and 360 px', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { staff: { enabled: true, suppressEmailNotification: true } })
    const cartId = await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(staffNotice(page)).toHaveText('Staff sale No confirmation e-mail is sent to the purchaser.')
    const total = await totalToPay(page)
    const button = `Complete sale: ${total}`
    await expect(checkout.form.getByRole('button', { name: button })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay \$\d/ })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 360, height: 740 })
    await expect(staffNotice(page)).toBeVisible()
    // The phone footer carries the same words.
    await expect(page.locator('[data-checkout-footer]').getByRole('button', { name: button })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)

    const body = await completeSale(checkout, 'grace@example.org', button)
    expect(body.send_email).toBe(false)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/complete\\?orderIds=`))
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await expect(page.getByText('Sale complete. No confirmation was e-mailed.')).toBeVisible()
    await expect(page.getByText(/^We emailed your order confirmation/)).toHaveCount(0)
    await expect(page.getByRole('img', { name: /^QR code of order / })).toBeVisible()
    expect(await cartOrderIds(request, cartId)).toHaveLength(1)
    expect((await outbox(request)).filter((email) => email.to === 'grace@example.org')).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('e-mail sent: the notice says so, send_email is true and the purchaser gets the confirmation; axe at 1280 and 360 px', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { staff: { enabled: true, suppressEmailNotification: false } })
    const cartId = await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(staffNotice(page)).toHaveText('Staff sale The order confirmation is e-mailed to the purchaser.')
    const button = `Complete sale: ${await totalToPay(page)}`
    await expect(checkout.form.getByRole('button', { name: button })).toBeVisible()
    await expectNoAxeViolations(page)

    const body = await completeSale(checkout, 'grace@example.org', button)
    expect(body.send_email).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await expect(
      page.getByText('We emailed your order confirmation to grace@example.org. Thank you for your purchase.'),
    ).toBeVisible()
    const orderIds = await cartOrderIds(request, cartId)
    expect(orderIds).toHaveLength(1)
    const emails = await outbox(request)
    expect(emails.filter((email) => email.to === 'grace@example.org').map((email) => email.ticket_order_ids)).toEqual([
      orderIds,
    ])
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(page.getByRole('img', { name: /^QR code of order / })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("the host page's window.foyer hook turns staff checkout on over the stock config; without it checkout is the public one", async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(checkout.form.getByRole('button', { name: /^Pay \$\d/ })).toBeVisible()
    await expect(staffNotice(page)).toHaveCount(0)

    // A same-origin script of the host page sets the hook before the storefront starts.
    await page.addInitScript(() => {
      ;(window as unknown as { foyer: unknown }).foyer = { staff: { enabled: true, suppressEmailNotification: true } }
    })
    await checkout.open()
    await expect(staffNotice(page)).toHaveText('Staff sale No confirmation e-mail is sent to the purchaser.')
    await expect(checkout.form.getByRole('button', { name: /^Complete sale: / })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
