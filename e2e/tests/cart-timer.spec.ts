import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { returningVisitor } from '../api'
import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ListingPage } from '../pages/ListingPage'
import { CART_STORAGE_KEY, SANDBOX_NOW, SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const ONE_ADULT = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 1 }]

/**
 * The sandbox holds a cart 15 minutes (seed `cart_hold_minutes`); the storefront counts down to
 * expires_in − 5 s (calls §9), so a new cart shows about 14:55.
 */
const HOLD_S = 15 * 60

/** The cart timer bar, its time and its screen reader announcement. */
class CartTimerBar {
  readonly bar: Locator
  readonly time: Locator
  readonly announcement: Locator
  readonly extendDialog: Locator
  readonly timeoutDialog: Locator

  constructor(readonly page: Page) {
    this.bar = page.locator('[data-cart-timer]')
    // By CSS: while a dialog is open the page behind it is hidden from the accessibility tree.
    this.time = this.bar.locator('[role="timer"]')
    this.announcement = page.locator('[data-cart-timer-announcement]')
    this.extendDialog = page.getByRole('dialog', { name: 'Your cart is about to expire. Do you need more time?' })
    this.timeoutDialog = page.getByRole('dialog', { name: 'Your cart has expired' })
  }

  /** The seconds the timer shows (`m:ss`). */
  async secondsShown(): Promise<number> {
    const text = (await this.time.textContent()) ?? ''
    const match = /^(\d+):(\d\d)$/.exec(text.trim())
    expect(match, `timer text "${text}"`).not.toBeNull()
    return Number(match![1]) * 60 + Number(match![2])
  }
}

/**
 * Moves time on for the page (Playwright's clock: timers fire, performance.now and Date move
 * together) and for the sandbox (its clock is frozen at SANDBOX_NOW), so the server's expires_in
 * agrees with what the page counted.
 */
async function passTime(page: Page, request: APIRequestContext, seconds: number): Promise<void> {
  const moved = await request.post('/_sandbox/clock', { data: { advance_ms: seconds * 1000 } })
  expect(moved.ok()).toBe(true)
  await page.clock.fastForward(seconds * 1000)
}

/** The cart's expires_in as the sandbox says it now (GET cart/{id}). */
async function expiresInOnServer(request: APIRequestContext, cartId: string): Promise<number> {
  const response = await request.get(`/api/v1/cart/${cartId}?_seller=${SELLER}`, { headers: { 'Tix-App': 'ecomm' } })
  return ((await response.json()) as { cart: { _data: { expires_in: number }[] } }).cart._data[0]!.expires_in
}

async function openWithCart(page: Page, request: APIRequestContext): Promise<{ cartId: string; timer: CartTimerBar }> {
  // The fake clock from the journey's start instant: timers, Date and performance.now are Playwright's.
  await page.clock.install({ time: new Date(SANDBOX_NOW) })
  const cartId = await returningVisitor(page, request, ONE_ADULT)
  await new ListingPage(page).goto()
  const timer = new CartTimerBar(page)
  await expect(timer.bar).toBeVisible()
  return { cartId, timer }
}

test.describe('cart timer (storefront §4 Timer and extension, On expiry; calls §9)', () => {
  test('shown under 20 minutes, colours by level, announced only at level changes; the cart expires: Start over', async ({
    page,
    request,
  }) => {
    const { cartId, timer } = await openWithCart(page, request)
    // calls §9 "Expiry timer shown: under 20 minutes"; info above 5 minutes.
    expect(await timer.secondsShown()).toBeGreaterThan(HOLD_S - 5 - 10)
    expect(await timer.secondsShown()).toBeLessThanOrEqual(HOLD_S - 5)
    await expect(timer.bar).toHaveAttribute('data-level', 'info')
    await expect(page.getByRole('timer', { name: 'Time left to complete your order' })).toBeVisible()
    await expect(timer.announcement).toHaveText(/^14 minutes( \d+ seconds?)? left to complete your order$/)
    await expectNoAxeViolations(page)

    // Ticking each second: the seconds go down, the announcement stays as it was.
    const before = await timer.secondsShown()
    const announced = await timer.announcement.textContent()
    await page.clock.runFor(2000)
    await expect.poll(() => timer.secondsShown()).toBeLessThanOrEqual(before - 2)
    await expect(timer.announcement).toHaveText(announced!)

    // "warning 2 to 5 min": ten minutes on, under five minutes left.
    await passTime(page, request, 10 * 60)
    await expect(timer.bar).toHaveAttribute('data-level', 'warning')
    await expect(timer.announcement).toHaveText(/^4 minutes( \d+ seconds?)? left to complete your order$/)
    await expectNoAxeViolations(page)

    // "error under 2 min".
    await passTime(page, request, 3 * 60 + 10)
    await expect(timer.bar).toHaveAttribute('data-level', 'error')
    await expect(timer.announcement).toHaveText(/^1 minute( \d+ seconds?)? left to complete your order$/)

    // About 60 s before the local expiry the prompt appears; 'No, thanks' declines for good.
    await passTime(page, request, 60)
    await expect(timer.extendDialog).toBeVisible()
    await expectNoAxeViolations(page)
    await timer.extendDialog.getByRole('button', { name: 'No, thanks' }).click()
    await expect(timer.extendDialog).toHaveCount(0)
    await passTime(page, request, 10)
    await expect(timer.extendDialog).toHaveCount(0)

    // storefront §4 "On expiry: A modal appears … the cart is cleared." It must be answered.
    await passTime(page, request, 60)
    await expect(timer.timeoutDialog).toBeVisible()
    await expect(timer.timeoutDialog).toContainText('The tickets in your cart have been released.')
    await expect(timer.bar).toHaveCount(0)
    // The timer ended with the cart: no stale countdown is left to be read behind the dialog (issue 18.1).
    await expect(timer.announcement).toHaveText('')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(timer.timeoutDialog).toBeVisible()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull()

    await timer.timeoutDialog.getByRole('button', { name: 'Start over' }).click()
    await expect(timer.timeoutDialog).toHaveCount(0)
    // 'Start over' goes home (sdk cartExpiryPlan), which sends a visitor on to the admission event (storefront §2 /).
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/general-admission$`))
    await expect(new CartWidget(page).widget).toHaveCount(0)
    expect(await new ListingPage(page).bodyPointerEvents()).not.toBe('none')
    // The cart is gone on the server too (deleted when it expired locally).
    const read = await request.get(`/api/v1/cart/${cartId}?_seller=${SELLER}`, { headers: { 'Tix-App': 'ecomm' } })
    expect(read.status()).toBe(404)
  })

  test('the hold runs out on /checkout: the page stays behind the dialog until Start over (storefront §4 On expiry)', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date(SANDBOX_NOW) })
    await returningVisitor(page, request, ONE_ADULT)
    await page.goto(`/${SELLER}/checkout`)
    const heading = page.getByRole('heading', { level: 1, name: 'Payment information' })
    await expect(heading).toBeVisible()
    const timer = new CartTimerBar(page)
    await passTime(page, request, HOLD_S)
    await expect(timer.timeoutDialog).toBeVisible()
    // Not sent elsewhere (home, the admission or an add-on event) behind the dialog (issue 18.2).
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
    // By CSS: the page behind a dialog is hidden from the accessibility tree.
    await expect(page.locator('h1')).toHaveText('Payment information')
    await timer.timeoutDialog.getByRole('button', { name: 'Start over' }).click()
    await expect(timer.timeoutDialog).toHaveCount(0)
    await expect(page).not.toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })

  test('extending adds 2 minutes once (calls §9 "Cart extension: 2 minutes, once"); critical at 30 s with extend_cart_timer', async ({
    page,
    request,
  }) => {
    await patchConfig(page, { featureFlags: { extend_cart_timer: true } })
    const { cartId, timer } = await openWithCart(page, request)
    await passTime(page, request, HOLD_S - 5 - 55)
    await expect(timer.extendDialog).toBeVisible()
    await expect(timer.extendDialog.getByRole('button', { name: 'Add 2 minutes' })).toBeFocused()
    const before = await timer.secondsShown()
    expect(before).toBeLessThanOrEqual(60)
    // The sandbox's clock stands still between passTime calls, so its expires_in is a fixed reference.
    const serverBefore = await expiresInOnServer(request, cartId)
    expect(serverBefore).toBe(60)

    await timer.extendDialog.getByRole('button', { name: 'Add 2 minutes' }).click()
    await expect(timer.extendDialog).toHaveCount(0)
    // calls §9 "Cart extension: 2 minutes": the server's hold grew by 120 s, and the timer shows
    // it (expires_in − 5 s, calls §9), less the few real seconds the page's clock ran since.
    expect(await expiresInOnServer(request, cartId)).toBe(serverBefore + 120)
    await expect.poll(() => timer.secondsShown()).toBeGreaterThan(before + 100)
    expect(await timer.secondsShown()).toBeLessThanOrEqual(serverBefore + 120 - 5)
    expect(await timer.secondsShown()).toBeGreaterThanOrEqual(serverBefore + 120 - 5 - 10)
    // About 2:55 left: "warning 2 to 5 min".
    await expect(timer.bar).toHaveAttribute('data-level', 'warning')

    // Once only: under 60 s again, no prompt; at 30 s the critical colour (extend_cart_timer).
    await passTime(page, request, 120 - 5)
    await expect(timer.bar).toHaveAttribute('data-level', 'error')
    await expect(timer.extendDialog).toHaveCount(0)
    await passTime(page, request, 30)
    await expect(timer.bar).toHaveAttribute('data-level', 'critical')
    await expect(timer.extendDialog).toHaveCount(0)
    await expectNoAxeViolations(page)

    await passTime(page, request, 40)
    await expect(timer.timeoutDialog).toBeVisible()
  })
})
