import { expect, expectNoAxeViolations, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ReservePage } from '../pages/ReservePage'

// Seated events (storefront §2 Seat picker and seat map modal, §4 Seats, §5 seats match quantities),
// on the demo concert's Great Hall (about 1,500 seats).
const CONCERT = 'chamber-music-great-hall'

async function chooseFourStandard(reserve: ReservePage) {
  await reserve.openAt(CONCERT)
  await reserve.dateButton('Saturday, June 6, 2026').click()
  const session = reserve.session('7:30 PM')
  if (await session.count()) await session.click()
  await reserve.add('Standard', 4)
  // storefront §5: "Without confirmed seats the user is prompted to click 'Find seats'."
  await expect(reserve.submit).toBeDisabled()
  return reserve.panel.getByRole('button', { name: 'Find seats' })
}

test.describe('seats (storefront §2 Seat picker, §4 Seats)', () => {
  test('one keypress on the map picks 4 neighbouring seats; confirmed seats go into the cart', async ({ page }) => {
    const reserve = new ReservePage(page)
    const findSeats = await chooseFourStandard(reserve)
    await findSeats.click()
    const dialog = page.getByRole('dialog', { name: 'Select your seats' })
    await expect(dialog).toBeVisible()
    const map = dialog.getByRole('application', { name: 'Seat map' })
    await expect(map).toBeVisible()
    await expectNoAxeViolations(page)
    // Keyboard alone: focus the map, Enter selects the focused seat and auto-picks its neighbours.
    await map.focus()
    // Arrow keys move seat to seat; the live region says each seat's name and state.
    const announcement = dialog.locator('[data-seat-announcement]')
    for (let i = 0; i < 60 && !/, available/.test((await announcement.textContent()) ?? ''); i++) {
      await page.keyboard.press('ArrowRight')
    }
    await expect(announcement).toContainText(', available')
    await page.keyboard.press('Enter')
    await expect(dialog).toContainText('4 of 4 seats selected')
    await dialog.getByRole('button', { name: 'Confirm Selection' }).click()
    await expect(dialog).toBeHidden()

    // storefront §2: "A 'Selected Seats' list with a change-seats button."
    await expect(reserve.panel).toContainText('Selected Seats')
    await expect(reserve.panel.getByRole('button', { name: 'Change seats' })).toBeVisible()
    // The page still takes clicks after the dialog (radix pointer-events trap).
    await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none')
    await expect(reserve.submit).toBeEnabled()
    await reserve.submit.click()
    const cart = new CartWidget(page)
    const item = cart.item('Chamber Music in the Great Hall')
    await expect(item).toBeVisible()
    await expect(item).toContainText('4')
  })

  test('the list path reaches the same selection: best available for 4, then change seats', async ({ page }) => {
    const reserve = new ReservePage(page)
    const findSeats = await chooseFourStandard(reserve)
    await findSeats.click()
    const dialog = page.getByRole('dialog', { name: 'Select your seats' })
    await dialog.getByRole('button', { name: 'List' }).click()
    await dialog.getByRole('button', { name: /^Best available for Great Hall Seating \(4\)/ }).click()
    await expect(dialog).toContainText('4 of 4 seats selected')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Confirm Selection' }).click()
    await expect(dialog).toBeHidden()
    await reserve.panel.getByRole('button', { name: 'Change seats' }).click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(reserve.submit).toBeEnabled()
  })

  test('a seat lost to another cart: the reserve is refused, the picker drops the seat and says so', async ({ page, request }) => {
    const reserve = new ReservePage(page)
    const findSeats = await chooseFourStandard(reserve)
    await findSeats.click()
    const dialog = page.getByRole('dialog', { name: 'Select your seats' })
    await dialog.getByRole('button', { name: 'List' }).click()
    await dialog.getByRole('button', { name: /^Best available for Great Hall Seating \(4\)/ }).click()
    await dialog.getByRole('button', { name: 'Confirm Selection' }).click()
    await expect(dialog).toBeHidden()

    // Another visitor's cart takes one of these seats moments before this reserve reaches the server.
    let raced = false
    await page.route('**/api/v1/my/cart/**modify*', async (route) => {
      if (raced) return route.continue()
      raced = true
      const body = route.request().postDataJSON() as { reserve: { tickets: { event_session_id: string; ticket_type_id: string; seat_id?: string }[] } }
      const taken = body.reserve.tickets.find((line) => line.seat_id)!
      const other = await request.post('/api/v1/my/cart/modify?_seller=demo-museum', {
        headers: { 'Tix-App': 'ecomm' },
        data: { channel_id: 'web', reserve: { tickets: [{ ...taken, quantity: 1 }] } },
      })
      expect(other.status()).toBe(200)
      await route.continue()
    })
    await reserve.submit.click()
    // The contract's 409 seat_unavailable: the picker drops the taken seat, reloads the map and says so;
    // the seats no longer match the quantities, so the visitor is asked for seats again.
    await expect(reserve.panel.getByRole('status').filter({ hasText: 'Sorry, some of the seats you chose have just been taken. Please choose other seats.' })).toBeVisible()
    await expect(reserve.panel).toContainText('Not enough seats for Great Hall Seating Standard')
    await expect(reserve.panel.getByRole('button', { name: 'Find seats' })).toBeVisible()
    await expect(reserve.submit).toBeDisabled()
    await expectNoAxeViolations(page)
  })
})
