import type { APIRequestContext } from '@playwright/test'
import { reserveThroughApi, returningVisitor } from '../api'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { buyThroughApi } from '../orders'
import { CartWidget } from '../pages/CartWidget'
import { StorefrontPage } from '../pages/StorefrontPage'
import { BASE_URL, CART_STORAGE_KEY, SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const TOUR_TOMORROW = sessionId('highlights-tour', TOMORROW, '11:30')
const headers = { 'Tix-App': 'ecomm' }

/** The seeded member the sandbox can give a cart to (seedIds.knownIdentity). */
const MEMBER = 'identity-ada'

async function giveCartTo(request: APIRequestContext, cartId: string, identityId: string): Promise<void> {
  const response = await request.post(`/_sandbox/carts/${cartId}/owner`, { data: { identity_id: identityId } })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('storefront §2 /transfer-cart/{cartId}', () => {
  test("another member's cart: the session's cart is cleared and 'This cart belongs to another member' shows; axe at 1280 and 360 px", async ({
    page,
    request,
  }) => {
    // The visitor already holds a cart of their own.
    const own = await returningVisitor(page, request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const theirs = await reserveThroughApi(request, [
      { event_session_id: TOUR_TOMORROW, ticket_type_id: 'ht-senior', quantity: 2 },
    ])
    await giveCartTo(request, theirs, MEMBER)

    const transfer = new StorefrontPage(page)
    await transfer.open(`/transfer-cart/${theirs}`)
    await expect(transfer.heading).toHaveText('Transfer cart')
    await expect(page.getByRole('alert')).toHaveText('This cart belongs to another member')
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/transfer-cart/${theirs}$`))
    // "clear the cart": the session forgets its own cart; the member's cart is not touched.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull()
    await expect(new CartWidget(page).widget).toHaveCount(0)
    const member = await request.get(`/api/v1/cart/${theirs}?_seller=${SELLER}`, { headers })
    expect(member.status()).toBe(200)
    expect(((await member.json()) as { cart: { _data: { identity_id: string }[] } }).cart._data[0]!.identity_id).toBe(
      MEMBER,
    )
    expect(own).not.toBe(theirs)
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 360, height: 740 })
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await transfer.scrollWidth()).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  })

  test('an own cart (public identity) is loaded into the session and the visitor goes to next, or /checkout', async ({
    page,
    request,
  }) => {
    const cartId = await reserveThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 },
    ])
    const transfer = new StorefrontPage(page)
    await transfer.open(`/transfer-cart/${cartId}?next=/events`)
    // With the cart held, /events is the upsell listing (storefront §2 /events).
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    await expect(transfer.heading).toHaveText('What other experiences would you like to add?')
    const cart = new CartWidget(page)
    await expect(cart.items).toHaveCount(1)
    await expect(cart.total('Total to pay')).toHaveText('$57.00')
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBe(cartId)
    await expectNoAxeViolations(page)

    // The path as the visitor sees it (with the seller slug) is the same page.
    await transfer.open(`/transfer-cart/${cartId}?next=/${SELLER}/events`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    await expect(transfer.heading).toHaveText('What other experiences would you like to add?')

    // Without a next path: /checkout. A next path outside the storefront is not followed.
    await transfer.open(`/transfer-cart/${cartId}?next=${encodeURIComponent('//evil.example/x')}`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })

  test('an open-redirect corpus through ?next=: every crafted path stays on the storefront (issue 10.6)', async ({
    page,
    request,
  }) => {
    const cartId = await reserveThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const origin = new URL(BASE_URL).origin
    // The browser asking for another host would be a navigation off the origin.
    const offOrigin: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).origin !== origin) offOrigin.push(r.url())
    })
    const transfer = new StorefrontPage(page)
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(document.domain)',
      '/%09/evil.example',
      ' //evil.example',
    ]) {
      await transfer.open(`/transfer-cart/${cartId}?next=${encodeURIComponent(next)}`)
      // The cart is loaded and the visitor sent on: to the path when it is the storefront's, else /checkout.
      await expect(page, next).not.toHaveURL(/\/transfer-cart\//)
      expect(new URL(page.url()).origin, next).toBe(origin)
    }
    expect(offOrigin).toEqual([])
  })

  test("a missing cart: '404 Cart not found'", async ({ page }) => {
    const transfer = new StorefrontPage(page)
    await transfer.open('/transfer-cart/cart-999')
    await expect(page.getByRole('alert')).toHaveText('404 Cart not found')
    await expectNoAxeViolations(page)
  })

  test('an order already complete goes to /checkout/complete?orderIds=', async ({ page, request }) => {
    const [orderId] = await buyThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const order = await request.get(`/api/v1/ticket_order/${orderId}?_seller=${SELLER}`, { headers })
    const cartId = ((await order.json()) as { ticket_order: { _data: { cart_id: string }[] } }).ticket_order._data[0]!
      .cart_id
    await new StorefrontPage(page).open(`/transfer-cart/${cartId}`)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/complete\\?orderIds=${orderId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
  })

  test('a checkout link naming a cart the visitor does not hold opens that cart (storefront §2 /checkout/{cartId?}, query cartId)', async ({
    page,
    request,
  }) => {
    const checkout = new StorefrontPage(page)
    for (const link of [(id: string) => `/checkout/${id}`, (id: string) => `/checkout?cartId=${id}`]) {
      // A fresh browser: no cart of its own.
      await page.context().clearCookies()
      await page.goto(BASE_URL)
      await page.evaluate(() => window.localStorage.clear())
      const cartId = await reserveThroughApi(request, [
        { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 },
      ])
      await checkout.open(link(cartId))
      await expect(checkout.heading).toHaveText('Payment information')
      await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
      const cart = new CartWidget(page)
      await expect(cart.items).toHaveCount(1)
      await expect(cart.total('Total to pay')).toHaveText('$57.00')
      expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBe(cartId)
    }
  })

  test("a checkout link naming another member's cart is refused as /transfer-cart refuses it", async ({
    page,
    request,
  }) => {
    const theirs = await reserveThroughApi(request, [
      { event_session_id: TOUR_TOMORROW, ticket_type_id: 'ht-senior', quantity: 2 },
    ])
    await giveCartTo(request, theirs, MEMBER)
    await new StorefrontPage(page).open(`/checkout/${theirs}`)
    await expect(page.getByRole('alert')).toHaveText('This cart belongs to another member')
    await expect(new CartWidget(page).widget).toHaveCount(0)
  })
})
