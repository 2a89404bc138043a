/**
 * Issue 15's checkout lines where a visitor sees them: the CityPASS pattern check in the code
 * dialog (storefront §5; calls §7 GET code/{code}), the wallet ZIP note (calls §8 Checkout), the
 * card fee (storefront §3 Cart) and the /checkout `purchaser` query of a staff sale (storefront §2;
 * TEMPLATE_GUIDELINES.md "The purchaser query of /checkout").
 */
import type { APIRequestContext } from '@playwright/test'
import { returningVisitor } from '../api'
import { CheckoutPage, cartOrderIds } from '../checkout'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ListingPage } from '../pages/ListingPage'
import { CART_STORAGE_KEY, SELLER, TOMORROW, sessionId } from '../sandbox'

const headers = { 'Tix-App': 'ecomm' }
const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const WORKSHOP_TOMORROW_11 = sessionId('little-makers-workshop', TOMORROW, '11:00')
const ONE_ADULT = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 }]

async function outstandingOnServer(request: APIRequestContext, cartId: string): Promise<string> {
  const response = await request.get(`/api/v1/cart/${cartId}?_seller=${SELLER}`, { headers })
  return ((await response.json()) as { cart: { _data: { grand_totals: { total_outstanding: string } }[] } }).cart
    ._data[0]!.grand_totals.total_outstanding
}

test.describe('issue 15 checkout lines', () => {
  test('a voucher of the wrong kind is refused in the dialog with the storefront §5 sentence; a good one applies', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, ONE_ADULT)
    await new ListingPage(page).goto()
    const cart = new CartWidget(page)
    await expect(cart.items).toHaveCount(1)
    await cart.addCode.click()
    // A child voucher for an adult ticket: it must match the adult pattern (storefront §5).
    await cart.codeField.fill('CPC12345678')
    await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cart.codeError).toHaveText('Does not match the expected format. Please check your CityPASS code.')
    await expectNoAxeViolations(page)
    // A code matching no voucher pattern is a promo code the seller does not know (calls §8).
    await cart.codeField.fill('CPX123')
    await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cart.codeError).toHaveText('CPX123 is not a valid promo code.')
    await cart.codeField.fill('CPA12345678')
    await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cart.codeDialog).toHaveCount(0)
    await expect(cart.appliedCode('CPA12345678')).toContainText('-$25.00')
  })

  test('a wallet whose card fails the ZIP check: not charged, the ZIP note, no order (calls §8 Checkout)', async ({
    page,
    request,
  }) => {
    const cartId = await returningVisitor(page, request, ONE_ADULT)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await checkout.fillAll()
    // The sandbox's simulated wallet holds the typed test card: Stripe's ZIP-check card.
    await checkout.cardNumber.fill('4000 0000 0000 0036')
    await page.getByRole('button', { name: 'Pay with Google Pay' }).click()
    await expect(checkout.error).toHaveText(
      'Your card has not been charged. Your card’s zip code failed validation. The ZIP code in your wallet address may not match the one your card issuer has on file. Please edit your payment details and try again.',
    )
    expect(await cartOrderIds(request, cartId)).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('the card fee of a workshop cart is listed with the fees on checkout (storefront §3 Cart card fee)', async ({
    page,
    request,
  }) => {
    const response = await request.post(`/api/v1/my/cart/modify?_seller=${SELLER}`, {
      headers,
      data: {
        channel_id: 'web',
        reserve: {
          tickets: [
            {
              event_session_id: WORKSHOP_TOMORROW_11,
              ticket_type_id: 'fw-child',
              quantity: 1,
              admit_name: 'Mia Rossi',
            },
            {
              event_session_id: WORKSHOP_TOMORROW_11,
              ticket_type_id: 'fw-adult',
              quantity: 1,
              admit_name: 'Luca Rossi',
            },
          ],
          additional_info: { 'fw-workshop': { child_age: 6, photo_consent: 'No' } },
        },
      },
    })
    expect(response.status(), await response.text()).toBe(200)
    const cartId = ((await response.json()) as { cart: { _data: { id: string }[] } }).cart._data[0]!.id
    await page.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [CART_STORAGE_KEY, cartId] as const)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    const cart = new CartWidget(page)
    await expect(cart.total('Card fee')).toHaveText('$1.50')
    await expect(cart.total('Total to pay')).toHaveText(`$${await outstandingOnServer(request, cartId)}`)
    await expectNoAxeViolations(page)
  })

  test('a staff sale for a chosen purchaser (/checkout?purchaser=): no details to enter, the order is the purchaser’s', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { staff: { enabled: true, suppressEmailNotification: true } })
    const user = await request.post(`/api/v1/user?_seller=${SELLER}`, {
      headers,
      data: { first_name: 'Grace', last_name: 'Hopper', email: 'grace.purchaser@example.org' },
    })
    const purchaser = ((await user.json()) as { user: { _data: { identity_id: string }[] } }).user._data[0]!.identity_id
    const cartId = await returningVisitor(page, request, ONE_ADULT)
    await page.goto(`/${SELLER}/checkout?purchaser=${purchaser}`)
    const checkout = new CheckoutPage(page)
    await expect(checkout.form).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your details' })).toHaveCount(0)
    await expect(checkout.field('First name')).toHaveCount(0)
    if (await checkout.terms.count()) await checkout.terms.check()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.form.getByRole('button', { name: /^Complete sale/ }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/complete\\?orderIds=`))
    const [orderId] = await cartOrderIds(request, cartId)
    const order = await request.get(`/api/v1/ticket_order/${orderId}?_seller=${SELLER}`, { headers })
    expect(
      ((await order.json()) as { ticket_order: { _data: { identity_id: string }[] } }).ticket_order._data[0]!
        .identity_id,
    ).toBe(purchaser)
  })
})
