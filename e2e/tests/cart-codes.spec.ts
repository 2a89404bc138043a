import type { APIRequestContext, Page } from '@playwright/test'
import { returningVisitor } from '../api'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ListingPage } from '../pages/ListingPage'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
/** The partners tour's one session, 8 days out at 18:00: its cart is blocked until a partner code. */
const PARTNERS_TOUR = sessionId('partners-tour', '2026-06-13', '18:00')
/** Sandbox gift cards (seedIds.giftCardNumbers). */
const GIFT_CARD = { fifty: '6006000000000050', zero: '6006000000000000', inactive: '6006000000000025' }

const TWO_ADULTS = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 }]

/** What the server says is left to pay on the cart (GET cart/{id}), to compare with the widget. */
async function outstandingOnServer(request: APIRequestContext, cartId: string): Promise<string> {
  const response = await request.get(`/api/v1/cart/${cartId}?_seller=${SELLER}`, { headers: { 'Tix-App': 'ecomm' } })
  return ((await response.json()) as { cart: { _data: { grand_totals: { total_outstanding: string } }[] } }).cart
    ._data[0]!.grand_totals.total_outstanding
}

async function openListingWithCart(page: Page): Promise<CartWidget> {
  const listing = new ListingPage(page)
  await listing.goto()
  const cart = new CartWidget(page)
  await expect(cart.items).toHaveCount(1)
  return cart
}

test.describe('cart widget codes (storefront §2 Modals add code, §5 Promo code; calls §8 Reserve and promo)', () => {
  test('a bad code is refused inside the dialog; a good one closes it and the totals drop; axe clean', async ({
    page,
    request,
  }) => {
    const cartId = await returningVisitor(page, request, TWO_ADULTS)
    const cart = await openListingWithCart(page)
    // 2 × Adult 25.00, Service charges 1.50 each, Tax 8 %: 57.00.
    await expect(cart.total('Total to pay')).toHaveText('$57.00')

    await cart.addCode.click()
    await expect(cart.codeDialog).toBeVisible()
    await expect(cart.codeField).toBeFocused()
    await expectNoAxeViolations(page)

    const apply = async (code: string) => {
      await cart.codeField.fill(code)
      await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    }
    // storefront §5 "Promo code: required, trimmed, length 2 to 35": one character is refused before any call.
    await apply('A')
    await expect(cart.codeError).toHaveText('code is not a valid promo code')

    // calls §8: code_not_found is a user-facing promo code: the server's description is shown.
    await apply('NOPE123')
    await expect(cart.codeError).toHaveText('NOPE123 is not a valid promo code.')
    await expect(cart.codeField).toHaveAttribute('aria-invalid', 'true')
    // The error is the field's description, so a screen reader hears it with the field.
    const describedBy = (await cart.codeField.getAttribute('aria-describedby'))!.split(' ')
    expect(describedBy).toContain(await cart.codeError.getAttribute('id'))
    await expectNoAxeViolations(page)
    // A refused code changes nothing (the widget sits behind the modal dialog: ask the server).
    expect(await outstandingOnServer(request, cartId)).toBe('57.00')

    // code_exhausted: the seeded spring sale has no use left.
    await apply('SPRING25')
    await expect(cart.codeError).toHaveText('SPRING25 has been used as many times as it may be.')

    // 10 % off every ticket: 45.00 + 3.00 + 8 % of 45.00 = 51.60 (fees on the discounted prices).
    await apply('  FRIENDS10 ')
    await expect(cart.codeDialog).toHaveCount(0)
    await expect(cart.total('Discounts')).toHaveText('$5.00')
    await expect(cart.total('Total to pay')).toHaveText('$51.60')
    expect(await outstandingOnServer(request, cartId)).toBe('51.60')
    await expect(cart.appliedCode('FRIENDS10')).toContainText('-$5.00')
    // Focus goes back to the button that opened the dialog; the page takes clicks (radix #1241).
    await expect(cart.addCode).toBeFocused()
    expect(await new ListingPage(page).bodyPointerEvents()).not.toBe('none')
    await expectNoAxeViolations(page)
  })

  test('a CityPASS voucher in the code dialog pays for one ticket; a redeemed one is refused (calls §8 citypass_failure)', async ({
    page,
    request,
  }) => {
    const cartId = await returningVisitor(page, request, TWO_ADULTS)
    const cart = await openListingWithCart(page)
    await cart.addCode.click()
    await cart.codeField.fill('CPA00000000')
    await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cart.codeError).toHaveText('CityPASS CPA00000000 has already been used.')
    await cart.codeField.fill('CPA12345678')
    await cart.codeDialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cart.codeDialog).toHaveCount(0)
    // The voucher's line discounts one Adult ticket's face value.
    await expect(cart.appliedCode('CPA12345678')).toContainText('-$25.00')
    const outstanding = await outstandingOnServer(request, cartId)
    expect(Number(outstanding)).toBeLessThan(57)
    await expect(cart.total('Total to pay')).toHaveText(`$${outstanding}`)
  })

  test('a blocked cart shows the code form in the widget until a partner code lifts the block (calls §8 Blocked cart warning)', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, [
      { event_session_id: PARTNERS_TOUR, ticket_type_id: 'pt-guest', quantity: 1 },
    ])
    const cart = await openListingWithCart(page)
    await expect(cart.blockedForm).toContainText('A code is required to continue with your order.')
    const apply = async (code: string) => {
      await cart.blockedField.fill(code)
      await cart.blockedForm.getByRole('button', { name: 'Apply' }).click()
    }
    // storefront §5 "For a blocked cart the code is required with min length 2".
    await apply('P')
    await expect(cart.blockedError).toHaveText('code is not a valid promo code')
    // A code that does nothing for this cart: no_code_benefit with the server's description.
    await apply('SAVE5')
    await expect(cart.blockedError).toHaveText('SAVE5 gives no benefit to the tickets in this cart.')
    await expectNoAxeViolations(page)

    await apply('PARTNER-ACME')
    await expect(cart.blockedForm).toHaveCount(0)
    await expect(cart.appliedCode('PARTNER-ACME')).toBeVisible()
  })
})

test.describe('cart widget gift cards (storefront §2 apply gift card, §4 Gift card, §6; calls §8 Gift card)', () => {
  test('refusals stay in the dialog; an applied card pays part of the total and can be removed; axe clean', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, request, TWO_ADULTS)
    const cart = await openListingWithCart(page)
    await cart.applyGiftCard.click()
    await expect(cart.giftCardDialog).toBeVisible()
    await expect(cart.giftCardField).toBeFocused()

    const apply = async (number: string) => {
      await cart.giftCardField.fill(number)
      await cart.giftCardDialog.getByRole('button', { name: 'Apply' }).click()
    }
    await apply(GIFT_CARD.zero)
    await expect(cart.giftCardError).toHaveText('Gift Card balance is $0')
    await apply('6006999999999999')
    await expect(cart.giftCardError).toHaveText('We could not find that gift card.')
    // Not active: the catalogue's "otherwise" sentence (the sdk's decision in giftCardProblem).
    await apply(GIFT_CARD.inactive)
    await expect(cart.giftCardError).toHaveText('We are having trouble with that sorry. Please try again later.')
    await expectNoAxeViolations(page)

    await apply(GIFT_CARD.fifty)
    await expect(cart.giftCardDialog).toHaveCount(0)
    // The 50.00 card pays 50.00 of 57.00: 7.00 left to pay, nothing left on the card.
    await expect(cart.total('Gift cards')).toHaveText('-$50.00')
    await expect(cart.total('Total to pay')).toHaveText('$7.00')
    await expect(cart.giftCard('0050')).toContainText('Gift card ending 0050')
    await expect(cart.giftCard('0050')).toContainText('$0.00 left on the card')
    await expectNoAxeViolations(page)

    // storefront §5 "the same card cannot be applied twice".
    await cart.applyGiftCard.click()
    await apply(GIFT_CARD.fifty)
    await expect(cart.giftCardError).toHaveText('Oops! You already applied this gift card')
    await page.keyboard.press('Escape')
    await expect(cart.giftCardDialog).toHaveCount(0)

    await cart.giftCard('0050').getByRole('button', { name: 'Remove Gift card ending 0050' }).click()
    await expect(cart.giftCard('0050')).toHaveCount(0)
    await expect(cart.total('Total to pay')).toHaveText('$57.00')
  })

  test('without a gift card ledger in the config there are no gift card controls (storefront §6)', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { giftCardLedgerId: null })
    await returningVisitor(page, request, TWO_ADULTS)
    const cart = await openListingWithCart(page)
    await expect(cart.addCode).toBeVisible()
    await expect(cart.applyGiftCard).toHaveCount(0)
  })
})

test.describe('proceed (storefront §2 Cart widget: "a proceed button"; the footer hides it on /checkout)', () => {
  test('the widget and the phone footer proceed to /checkout; on /checkout the footer has no proceed button; 360 px', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await returningVisitor(page, request, TWO_ADULTS)
    const cart = await openListingWithCart(page)
    await expect(cart.footerProceed).toBeVisible()
    // The footer's buttons fit a 360 px phone: nothing scrolls sideways.
    expect(await new ListingPage(page).scrollWidth()).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
    await cart.footerProceed.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
    // On /checkout the widget is the checkout's cart summary, without a proceed button.
    await expect(cart.widget).toBeVisible()
    await expect(cart.proceed).toHaveCount(0)
    await expect(cart.footerProceed).toHaveCount(0)

    await page.setViewportSize({ width: 1280, height: 800 })
    await new ListingPage(page).goto()
    await cart.proceed.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })
})
