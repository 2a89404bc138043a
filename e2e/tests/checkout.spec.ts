import { returningVisitor } from '../api'
import { CheckoutPage, cartOrderIds, outbox } from '../checkout'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const TWO_ADULTS = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 }]

test.describe('storefront §2 Checkout (/checkout, \'Payment information\')', () => {
  test('a guest pays by card: complete page with the QR code and the e-mail sentence; the sandbox sent the e-mail; axe at 1280 and 360 px', async ({ page, request }) => {
    const cartId = await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(checkout.heading).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your cart' })).toBeVisible()
    await expect(checkout.cardNumber).toBeVisible()
    await expectNoAxeViolations(page)

    await checkout.fillAll('ada@example.org')
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()

    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/complete\\?orderIds=`))
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await expect(page.getByText('We emailed your order confirmation to ada@example.org. Thank you for your purchase.')).toBeVisible()
    const orderIds = await cartOrderIds(request, cartId)
    expect(orderIds).toHaveLength(1)
    await expect(page.getByRole('img', { name: /^QR code of order / })).toBeVisible()
    const emails = await outbox(request)
    expect(emails.filter((email) => email.to === 'ada@example.org').map((email) => email.ticket_order_ids)).toEqual([orderIds])
  })
})
