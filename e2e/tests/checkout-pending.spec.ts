import { approvePayment, payByDirectDebitThroughApi } from '../orders'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')

test.describe('storefront §2 /checkout/pending/{cartId}', () => {
  test('shows the cart reference number while the direct debit is processing; axe clean at 1280 and 360 px', async ({
    page,
    request,
  }) => {
    const cartId = await payByDirectDebitThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    await page.goto(`/${SELLER}/checkout/pending/${cartId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Your order is pending' })).toBeVisible()
    await expect(page.getByText(/^Reference number: \S+$/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page)
  })

  test('if orders already exist it goes to complete', async ({ page, request }) => {
    const cartId = await payByDirectDebitThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    // The bank clears the debit: the cart's one intent (GET /_sandbox/payment_intents?cart_id=).
    const listed = await request.get(`/_sandbox/payment_intents?cart_id=${cartId}`)
    const [intent] = ((await listed.json()) as { payment_intents: { id: string }[] }).payment_intents
    await approvePayment(request, intent!.id)
    await page.goto(`/${SELLER}/checkout/pending/${cartId}`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/complete\\?orderIds=order-[0-9a-f]{24}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code of order FO000001' })).toBeVisible()
  })
})
