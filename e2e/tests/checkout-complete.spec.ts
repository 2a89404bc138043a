import { buyThroughApi } from '../orders'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')

test.describe('storefront §2 /checkout/complete?orderIds=', () => {
  test('shows a QR code per order and a link to view or print the tickets; axe clean at 1280 and 360 px', async ({
    page,
    request,
  }) => {
    const first = await buyThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 },
    ])
    const second = await buyThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-child', quantity: 1 },
    ])
    const ids = [...first, ...second]
    expect(ids).toHaveLength(2)
    const bought = ['2 × Adult', '1 × Child']

    await page.goto(`/${SELLER}/checkout/complete?orderIds=${ids.join(',')}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    const orders = page.locator('[data-order-id]')
    await expect(orders).toHaveCount(2)
    for (const [index, id] of ids.entries()) {
      const order = orders.nth(index)
      await expect(order).toHaveAttribute('data-order-id', id)
      const qr = order.getByRole('img', { name: /^QR code of order FO\d{6}$/ })
      await expect(qr).toBeVisible()
      // The QR code really loaded from the API (calls §9: margin 4), not a broken image.
      await expect(qr).toHaveAttribute('src', new RegExp(`/ticket_order/${id}/qrcode\\?margin=4&_seller=${SELLER}$`))
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      // What the order bought: the event, its date and time, its tickets (issue 18.12).
      const items = order.getByRole('list', { name: 'Your tickets' })
      await expect(items.getByRole('heading', { level: 3 })).toHaveText(['General Admission'])
      await expect(items).toContainText('Jun 6, 2026, 10:00 AM')
      await expect(items.getByRole('listitem').last()).toHaveText(bought[index] as string)
      // storefront §2: "a link to view or print the tickets": the order's page.
      await expect(order.getByRole('link', { name: 'View or print your tickets' })).toHaveAttribute(
        'href',
        `/${SELLER}/my/orders/${id}`,
      )
    }
    await expect(page).toHaveTitle(/^Order confirmation · /)
    // storefront §3 Seller meta: the seller's message, picture and links after the orders.
    const seller = page.locator('[data-seller-message]')
    await expect(seller).toContainText('Thank you for visiting the Foyer Museum of Art')
    const picture = seller.getByRole('img', { name: 'The museum’s sculpture hall at opening time' })
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2400)
    await expect(seller.getByRole('navigation', { name: 'From the venue' }).getByRole('link')).toHaveText([
      'Plan your visit',
      'Become a member',
    ])
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 360, height: 740 })
    // The phone picture on a narrow screen.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toContain('/images/seller-thanks-mobile?')
    await expect(orders.first().getByRole('img')).toBeVisible()
    await expect(orders.first().getByRole('list', { name: 'Your tickets' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  // storefront §3 Seller meta completed offsets and logo_external_url: each picture in its box (3:1,
  // 3:2 on phones) cropped around its focal point, and the way back to the museum's own website.
  for (const width of [1280, 360]) {
    test(`seller meta: the picture cropped around its focal point and a link back to the seller's website, at ${width} px; axe clean`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
      const [id] = await buyThroughApi(request, [
        { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
      ])
      await page.goto(`/${SELLER}/checkout/complete?orderIds=${id}`)
      const seller = page.locator('[data-seller-message]')
      const picture = seller.getByRole('img', { name: 'The museum’s sculpture hall at opening time' })
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      await expect
        .poll(() => picture.evaluate((img) => getComputedStyle(img).objectPosition))
        .toBe(width === 360 ? '40% 50%' : '50% 35%')
      const box = await picture.boundingBox()
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(width === 360 ? 1.5 : 3, 1)
      const back = seller.getByRole('link', { name: 'Return to Foyer Museum of Art' })
      await expect(back).toHaveAttribute('href', 'https://foyer-museum.example/')
      await expectNoAxeViolations(page)
    })
  }

  test("'View or print your tickets' opens the order with its tickets and their QR codes", async ({
    page,
    request,
  }) => {
    const [id] = await buyThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 },
    ])
    await page.goto(`/${SELLER}/checkout/complete?orderIds=${id}`)
    await page.getByRole('link', { name: 'View or print your tickets' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/my/orders/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name: /^Order FO\d{6}$/ })).toBeVisible()
    const tickets = page.getByRole('img', { name: /^QR code of ticket / })
    await expect(tickets).toHaveCount(2)
    await expect
      .poll(() => tickets.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await expectNoAxeViolations(page)
  })

  test('without orderIds it goes to not found', async ({ page }) => {
    await page.goto(`/${SELLER}/checkout/complete`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.goto(`/${SELLER}/checkout/complete?orderIds=`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })

  test('an order named twice in the link shows once, with its tickets once', async ({ page, request }) => {
    const [id] = await buyThroughApi(request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    await page.goto(`/${SELLER}/checkout/complete?orderIds=${id},${id}`)
    const orders = page.locator('[data-order-id]')
    await expect(orders).toHaveCount(1)
    await expect(orders.getByRole('list', { name: 'Your tickets' }).getByRole('listitem').last()).toHaveText(
      '1 × Adult',
    )
  })

  test("an unknown order's page, opened logged out, is the not-found page with 'We could not find that order.'", async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/my/orders/nope`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByText('We could not find that order.')).toBeVisible()
  })

  test("an unknown order id shows no order and says 'We could not find that order.' (calls §8 Orders)", async ({
    page,
  }) => {
    await page.goto(`/${SELLER}/checkout/complete?orderIds=order-999`)
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('We could not find that order.')
    await expect(page.locator('[data-order-id]')).toHaveCount(0)
  })
})
