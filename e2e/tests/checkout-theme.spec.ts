import { returningVisitor } from '../api'
import { CheckoutPage } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { TOMORROW, sessionId } from '../sandbox'

const TWO_ADULTS = [
  { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 2 },
]

/** The payment element as the sandbox provider draws it (Stripe's stand-in here). */
const paymentElement = (checkout: CheckoutPage) => checkout.page.locator('[data-provider="sandbox"]')

// storefront §3 Theme: tier, paymentElement.background; §4 "A theme change can remount the payment element".
test.describe('the payment element in the theme (storefront §3 Theme, §4)', () => {
  test('the stock config draws it on paymentElement.background', async ({ page, request }) => {
    await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(checkout.cardNumber).toBeVisible()
    await expect(paymentElement(checkout)).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })

  for (const width of [1280, 360]) {
    test(`a dark theme with its own payment background and a tier, at ${width} px; axe clean`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
      await patchConfig(page, {
        theme: { themeMode: 'dark', background: '#161514', tier: 'premium', paymentElement: { background: '#1d2b3a' } },
      })
      await returningVisitor(page, request, TWO_ADULTS)
      const checkout = new CheckoutPage(page)
      await checkout.open()
      await expect(page.locator('[data-theme-tier="premium"]')).toHaveAttribute('data-theme-mode', 'dark')
      await expect(checkout.cardNumber).toBeVisible()
      await expect(paymentElement(checkout)).toHaveCSS('background-color', 'rgb(29, 43, 58)')
      await expectNoAxeViolations(page)
    })
  }
})
