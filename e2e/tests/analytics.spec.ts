import { returningVisitor } from '../api'
import { CheckoutPage, cartAnswer, type CartAnswer } from '../checkout'
import { expect, patchConfig, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { CART_STORAGE_KEY, TOMORROW, sessionId } from '../sandbox'
import { ReservePage } from '../pages/ReservePage'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const TWO_ADULTS = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 }]

test.describe('storefront §3 Analytics ecommerce events (issue 5: add_to_cart, begin_checkout, purchase to a dataLayer)', () => {
  /** Money as the analytics events carry it: a number in the currency's major unit. */
  const money = (...amounts: string[]) =>
    Math.round(amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0)) / 100

  /** The analytics items of the cart's tickets, one per ticket type, named and priced as the sandbox answered. */
  const itemsOf = (answer: CartAnswer, date: string, time: string, coupon?: string) => {
    const byType = new Map<string, string[]>()
    for (const ticket of answer.tickets)
      byType.set(ticket.ticket_type_id, [...(byType.get(ticket.ticket_type_id) ?? []), ticket.face_value])
    return [...byType].map(([typeId, faceValues]) =>
      expect.objectContaining({
        item_id: typeId,
        item_name: answer.ticketTypes.find((type) => type.id === typeId)!.name,
        item_category: 'General Admission',
        item_category3: date,
        item_category4: time,
        price: money(...faceValues) / faceValues.length,
        quantity: faceValues.length,
        ...(coupon ? { coupon } : {}),
      }),
    )
  }

  const total = (answer: CartAnswer) =>
    money(answer.cart.grand_totals.total_outstanding, answer.cart.grand_totals.total_payments)

  test('a guest reserves, checks out with FRIENDS10 and window.dataLayer holds the three events with the values the sandbox answered', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { analytics: { dataLayer: 'dataLayer' } })
    const dataLayer = () => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null)
    const events = async () =>
      ((await dataLayer()) ?? []).filter((entry) => (entry as { event?: string }).event) as {
        event: string
        ecommerce: Record<string, unknown>
      }[]

    const reserve = new ReservePage(page)
    await reserve.openAt('general-admission')
    // Off until something happens: no ecommerce event on a page view.
    expect(await events()).toEqual([])
    await reserve.dateButton('Saturday, June 6, 2026').click()
    await reserve.session('10:00 AM').click()
    await reserve.add('Adult', 2)
    await reserve.submit.click()
    const cart = new CartWidget(page)
    await expect(cart.items).toHaveCount(1)
    const cartId = (await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY))!
    const reserved = await cartAnswer(request, cartId)
    // The visitor chose Saturday, June 6 at 10:00 AM in the venue's zone.
    const added = itemsOf(reserved, TOMORROW, '10:00')
    await expect.poll(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: reserved.cart.currency_code,
          value: money(...reserved.tickets.map((t) => t.face_value)),
          items: added,
        },
      },
    ])

    // In-page navigation keeps the dataLayer (a reload would start a new one, as with any tag manager).
    await cart.proceed.click()
    const checkout = new CheckoutPage(page)
    await expect(checkout.form).toBeVisible()
    await expect.poll(async () => (await events()).map((e) => e.event)).toEqual(['add_to_cart', 'begin_checkout'])
    expect((await events())[1]!.ecommerce).toEqual({
      currency: reserved.cart.currency_code,
      value: total(reserved),
      items: added,
    })

    await cart.addCode.click()
    await cart.codeField.fill('FRIENDS10')
    await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cart.codeDialog).toHaveCount(0)
    const discounted = await cartAnswer(request, cartId)
    const coupon = discounted.cartMods.map((mod) => mod.name).join(',')
    expect(coupon).toBe('FRIENDS10')
    await checkout.fillAll()
    await checkout.cardNumber.fill('4242 4242 4242 4242')
    await checkout.pay.click()
    await expect(page).toHaveURL(/\/checkout\/complete\?orderIds=/)

    const paid = await cartAnswer(request, cartId)
    expect(paid.orders).toHaveLength(1)
    await expect
      .poll(async () => (await events()).map((e) => e.event))
      .toEqual(['add_to_cart', 'begin_checkout', 'purchase'])
    expect((await events())[2]!.ecommerce).toEqual({
      currency: paid.orders[0]!.currency_code,
      transaction_id: paid.orders[0]!.order_number,
      value: money(paid.orders[0]!.total_after_fees_price),
      coupon,
      items: itemsOf(discounted, TOMORROW, '10:00', coupon),
    })
    // GA4: each event follows an { ecommerce: null } that clears the previous one.
    const layer = (await dataLayer())!
    expect(layer.filter((entry) => JSON.stringify(entry) === '{"ecommerce":null}')).toHaveLength(3)
    expect(layer[0]).toEqual({ ecommerce: null })
  })

  test('off by default: the stock configuration pushes nothing and creates no dataLayer', async ({ page, request }) => {
    await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await expect(checkout.pay).toHaveText(/^Pay \$/)
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
  })
})
