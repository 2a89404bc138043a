import { returningVisitor } from '../api'
import { expect, patchConfig, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ListingPage } from '../pages/ListingPage'
import { ReservePage } from '../pages/ReservePage'
import { CART_STORAGE_KEY, SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const TOUR_TOMORROW = sessionId('highlights-tour', TOMORROW, '11:30')

test.use({ viewport: { width: 360, height: 740 } })

test.describe('cart widget (storefront §2 Cart widget, §4 Cart)', () => {
  test('removing the only item asks first, then empties the cart and the listing is no longer an upsell', async ({
    page,
    request,
  }) => {
    const cartId = await returningVisitor(page, request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 },
    ])
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(listing.heading).toHaveText('What other experiences would you like to add?')
    const cart = new CartWidget(page)

    // The phone footer: 'Total to pay', and 'Your cart' leads to the widget further down.
    await expect(cart.footerTotal).toHaveText('Total to pay$57.00')
    await expect(cart.footerMoreEvents).toHaveCount(0)
    await cart.footerCart.click()
    await expect(cart.heading).toBeFocused()

    // Cancel leaves the cart as it was.
    await cart.remove('General Admission').click()
    await expect(cart.removeDialog).toBeVisible()
    await expect(cart.removeDialog).toContainText('General Admission')
    await cart.removeDialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(cart.removeDialog).toHaveCount(0)
    await expect(cart.remove('General Admission')).toBeFocused()
    await expect(cart.items).toHaveCount(1)

    await cart.remove('General Admission').click()
    await cart.removeDialog.getByRole('button', { name: 'Remove' }).click()
    await expect(cart.removeDialog).toHaveCount(0)
    // storefront §4: "Removing … the only item, deletes the whole cart."
    await expect(cart.widget).toHaveCount(0)
    await expect(cart.footer).toHaveCount(0)
    await expect(listing.heading).toHaveText('Events')
    const read = await request.get(`/api/v1/my/cart/${cartId}?_seller=${SELLER}`, { headers: { 'Tix-App': 'ecomm' } })
    expect(read.status()).toBe(404)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull()

    expect(await listing.bodyPointerEvents()).not.toBe('none')
    await listing.card('Highlights Tour').getByRole('link', { name: 'Highlights Tour' }).click()
    await expect(listing.heading).toHaveText('Highlights Tour')
  })

  test('removing one of two items removes only its tickets', async ({ page, request }) => {
    await returningVisitor(page, request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
      { event_session_id: TOUR_TOMORROW, ticket_type_id: 'ht-senior', quantity: 2 },
    ])
    const listing = new ListingPage(page)
    await listing.goto()
    const cart = new CartWidget(page)
    await expect(cart.items).toHaveCount(2)
    await cart.remove('Highlights Tour').click()
    await cart.removeDialog.getByRole('button', { name: 'Remove' }).click()
    await expect(cart.items).toHaveCount(1)
    expect(await cart.lines('General Admission')).toEqual([['1 × Adult', '$25.00']])
    await expect(cart.total('Total to pay')).toHaveText('$28.50')
    // The removed item's button is gone: focus goes to the main landmark, not nowhere.
    await expect(listing.main).toBeFocused()
  })

  test('on the event page the phone footer offers More events, which goes to the upsell listing', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-child', quantity: 1 },
    ])
    const reserve = new ReservePage(page)
    await reserve.openAt('highlights-tour')
    const cart = new CartWidget(page)
    await expect(cart.footerTotal).toHaveText('Total to pay$14.46')
    // storefront §4: "A cart anchor date that is available is preselected."
    await expect(reserve.chosenDate()).toContainText('Saturday, June 6, 2026')
    await cart.footerMoreEvents.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
    await expect(reserve.heading).toHaveText('What other experiences would you like to add?')
    // On /events, the page it points to, 'More events' is left out (issue 18.13, decision) ...
    await expect(cart.footerTotal).toHaveText('Total to pay$14.46')
    await expect(cart.footerMoreEvents).toHaveCount(0)
    // ... and the footer never covers the last event card, scrolled to the end.
    const listing = new ListingPage(page)
    await listing.eventNames()
    const last = listing.cards.last()
    await last.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 100_000)
    await expect
      .poll(async () => {
        const card = await last.boundingBox()
        const footer = await cart.footer.boundingBox()
        return card && footer ? Math.round(card.y + card.height - footer.y) : null
      })
      .toBeLessThanOrEqual(0)
  })

  test('on a wide screen a kept cart shows in the side column under the reserve page, without the phone footer', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await returningVisitor(page, request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    const reserve = new ReservePage(page)
    await reserve.openAt('general-admission')
    const cart = new CartWidget(page)
    await expect(cart.widget).toBeVisible()
    await expect(cart.footer).toBeHidden()
    const panel = await reserve.panel.boundingBox()
    const widget = await cart.widget.boundingBox()
    // One column: the cart under the reserve page.
    expect(widget!.y).toBeGreaterThan(panel!.y + panel!.height - 1)
  })

  test('express checkout skips the upsell listing: with items in the cart /events goes to /checkout', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { featureFlags: { express_checkout: true } })
    await returningVisitor(page, request, [
      { event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 },
    ])
    await page.goto(`/${SELLER}/events`)
    // storefront §2 /events: "If express checkout was flagged and the cart has items, the user goes to /checkout."
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })
})
