import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { ReservePage } from '../pages/ReservePage'
import { sessionId, TOMORROW } from '../sandbox'
import {
  cartSeatIds,
  mapCentre,
  mapView,
  nearestSeat,
  readSeats,
  readStage,
  onCanvas,
  seatsRect,
  seatColourAt,
  seatPoint,
  viewChangedFrom,
  type MapSeat,
} from '../seats'

// Seated events (storefront §2 Seat picker and seat map modal, §4 Seats, §5 seats match quantities),
// on the demo concert's Great Hall (about 1,500 seats).
const CONCERT = 'chamber-music-great-hall'
const CONCERT_SESSION = sessionId(CONCERT, TOMORROW, '19:30')
/** The ticket group of the concert's Standard tickets (the sandbox seed's price zone of most seats). */
const GREAT_HALL_SEATING = 'cc-great-hall-seating'

async function chooseStandard(reserve: ReservePage, quantity = 4) {
  await reserve.openAt(CONCERT)
  await reserve.dateButton('Saturday, June 6, 2026').click()
  // The day's one session may be chosen for the visitor; wait for the sessions or the steppers first.
  const session = reserve.session('7:30 PM')
  await expect(session.or(reserve.increment('Standard'))).toBeVisible()
  if (await session.count()) await session.click()
  await reserve.add('Standard', quantity)
  // storefront §5: "Without confirmed seats the user is prompted to click 'Find seats'": a whole
  // sentence under the disabled 'Add to cart', as every other reason (issue 18.4).
  await expect(reserve.submit).toBeDisabled()
  await expect(reserve.hint).toHaveText("Please click 'Find seats' to choose your seats to continue.")
  return reserve.panel.getByRole('button', { name: 'Find seats' })
}

test.describe('seats (storefront §2 Seat picker, §4 Seats)', () => {
  test('one keypress on the map picks 4 neighbouring seats; confirmed seats go into the cart', async ({ page }) => {
    const reserve = new ReservePage(page)
    const findSeats = await chooseStandard(reserve)
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
    const findSeats = await chooseStandard(reserve)
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

  test('a seat lost to another cart: the reserve is refused, the picker drops the seat and says so', async ({
    page,
    request,
  }) => {
    const reserve = new ReservePage(page)
    const findSeats = await chooseStandard(reserve)
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
      const body = route.request().postDataJSON() as {
        reserve: { tickets: { event_session_id: string; ticket_type_id: string; seat_id?: string }[] }
      }
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
    await expect(
      reserve.panel
        .getByRole('status')
        .filter({ hasText: 'Sorry, some of the seats you chose have just been taken. Please choose other seats.' }),
    ).toBeVisible()
    await expect(reserve.panel).toContainText('Not enough seats for Great Hall Seating Standard')
    await expect(reserve.panel.getByRole('button', { name: 'Find seats' })).toBeVisible()
    await expect(reserve.submit).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('by mouse on the canvas: click, click again to deselect, an unavailable seat, a drag, zoom by buttons and wheel then click; the cart holds those seats (storefront §4 Seats)', async ({
    page,
    request,
  }) => {
    const { seats, a, beside, booked, reserve, dialog, map, progress, announcement } = await openMapForTwo(
      page,
      request,
    )

    // storefront §4: "A click selects a seat and the product auto-picks neighbouring seats until the
    // needed quantity is met": the row ends at an aisle after A, so its partner is the seat before.
    expect(await seatColourAt(map, a)).toBe('available')
    await clickAt(page, await seatPoint(map, a))
    await expect(progress).toHaveText('2 of 2 seats selected')
    await expect(announcement).toHaveText(`${a.name}, selected`)
    // What is drawn where the pointer went: both seats in the selected colour.
    await expect.poll(() => seatColourAt(map, a)).toBe('selected')
    expect(await seatColourAt(map, beside)).toBe('selected')
    await expectNoAxeViolations(page)
    // "Only selected seats deselected": a click on the partner deselects it alone.
    await clickAt(page, await seatPoint(map, beside))
    await expect(progress).toHaveText('1 of 2 seats selected')
    await expect(announcement).toHaveText(`${beside.name}, available`)
    await expect.poll(() => seatColourAt(map, beside)).toBe('available')
    expect(await seatColourAt(map, booked)).toBe('unavailable')
    // "Booked and unavailable never": nothing is selected, and the click is said with the reason.
    await clickAt(page, await seatPoint(map, booked))
    await expect(announcement).toHaveText(new RegExp(`^${booked.name}, unavailable`))
    await expect(progress).toHaveText('1 of 2 seats selected')

    // A drag that starts on an available seat pans the map by the drag and selects nothing.
    const fitted = await mapView(map)
    const start = await seatPoint(map, nearestSeat(pickable(seats, [a.id, beside.id]), await mapCentre(map)))
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(start.x + 60, start.y + 40, { steps: 6 })
    await page.mouse.up()
    const panned = await viewChangedFrom(map, fitted)
    expect(panned.scale).toBe(fitted.scale)
    expect(panned.x - fitted.x).toBeCloseTo(60, 0)
    expect(panned.y - fitted.y).toBeCloseTo(40, 0)
    await expect(progress).toHaveText('1 of 2 seats selected')

    // Zoom in twice with the buttons, then click the available seat nearest the middle.
    const zoomIn = dialog.getByRole('button', { name: 'Zoom in' })
    await zoomIn.click()
    const once = await viewChangedFrom(map, panned)
    await zoomIn.click()
    const zoomed = await viewChangedFrom(map, once)
    expect(zoomed.scale).toBeCloseTo(fitted.scale * 1.5 * 1.5, 9)
    const b = nearestSeat(pickable(seats, [a.id, beside.id]), await mapCentre(map))
    // The wheel zooms towards the pointer: the seat under it stays under it, and a click there finds it.
    const pointer = await seatPoint(map, b)
    await page.mouse.move(pointer.x, pointer.y)
    await page.mouse.wheel(0, -200)
    const wheeled = await viewChangedFrom(map, zoomed)
    expect(wheeled.scale).toBeGreaterThan(zoomed.scale)
    const after = await seatPoint(map, b)
    // Within half a pixel: the browser gives the wheel event's position in whole-ish pixels.
    expect(after.x).toBeCloseTo(pointer.x, 0)
    expect(after.y).toBeCloseTo(pointer.y, 0)
    await clickAt(page, after)
    await expect(progress).toHaveText('2 of 2 seats selected')
    await expect(announcement).toHaveText(new RegExp(`^${b.name}, selected`))
    await expect.poll(() => seatColourAt(map, b)).toBe('selected')
    await expectNoAxeViolations(page)

    await confirmAndReserve(page, reserve, [a, b])
    expect(await cartSeatIds(page, request)).toEqual([a.id, b.id].sort())
  })

  test.describe('at 360 px with touch', () => {
    // A phone: touch, and two device pixels per CSS pixel (the tiles are drawn at the device's scale).
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, deviceScaleFactor: 2 })

    test('taps pick, deselect and pick seats on the full-screen map; the cart holds those seats (storefront §4 mobile mode)', async ({
      page,
      request,
    }) => {
      const { seats, a, beside, booked, reserve, dialog, map, progress, announcement } = await openMapForTwo(
        page,
        request,
      )
      // storefront §4: mobile mode below 768 px: the map takes the whole screen.
      await expect(dialog).toHaveAttribute('data-mode', 'mobile')
      await expectNoAxeViolations(page)
      // It opened zoomed in (the next journey); the whole map is one tap away.
      const opened = await mapView(map)
      await dialog.getByRole('button', { name: 'Show the whole map' }).click()
      await viewChangedFrom(map, opened)

      await page.touchscreen.tap(...xy(await seatPoint(map, a)))
      await expect(progress).toHaveText('2 of 2 seats selected')
      await expect.poll(() => seatColourAt(map, a)).toBe('selected')
      await page.touchscreen.tap(...xy(await seatPoint(map, beside)))
      await expect(progress).toHaveText('1 of 2 seats selected')
      await expect.poll(() => seatColourAt(map, beside)).toBe('available')
      await page.touchscreen.tap(...xy(await seatPoint(map, booked)))
      await expect(announcement).toHaveText(new RegExp(`^${booked.name}, unavailable`))
      await expect(progress).toHaveText('1 of 2 seats selected')
      // Seats are about 3 px wide here: zoom in, then tap the seat nearest the middle.
      const before = await mapView(map)
      await dialog.getByRole('button', { name: 'Zoom in' }).click()
      await viewChangedFrom(map, before)
      const b = nearestSeat(pickable(seats, [a.id, beside.id]), await mapCentre(map))
      await page.touchscreen.tap(...xy(await seatPoint(map, b)))
      await expect(progress).toHaveText('2 of 2 seats selected')
      await expect.poll(() => seatColourAt(map, b)).toBe('selected')
      await expectNoAxeViolations(page)

      await confirmAndReserve(page, reserve, [a, b])
      expect(await cartSeatIds(page, request)).toEqual([a.id, b.id].sort())
    })

    test('the map opens with seats big enough to tap, on the best available block; the whole plan is one tap away (issue 18.6)', async ({
      page,
      request,
    }) => {
      const { seats, dialog, map, progress } = await openMapForTwo(page, request)
      const stage = await readStage(request, CONCERT, CONCERT_SESSION)
      // WCAG 2.2 target size: a seat is at least 24 CSS px across.
      const view = await mapView(map)
      const smallest = Math.min(...[...seats.values()].map((seat) => seat.r))
      expect(2 * smallest * view.scale).toBeGreaterThanOrEqual(24)
      // In the middle of the screen, free seats the tickets may use: one tap takes two together.
      const centre = await mapCentre(map)
      const c = nearestSeat(pickable(seats), centre)
      expect(Math.hypot(c.x - centre.x, c.y - centre.y), 'a free seat at the centre').toBeLessThan(4 * c.r)
      await page.touchscreen.tap(...xy(await seatPoint(map, c)))
      await expect(progress).toHaveText('2 of 2 seats selected')

      // 'Show the whole map': every seat and the stage on the screen.
      await dialog.getByRole('button', { name: 'Show the whole map' }).click()
      await viewChangedFrom(map, view)
      expect(await onCanvas(map, stage)).toBe(true)
      expect(await onCanvas(map, seatsRect(seats.values()))).toBe(true)
    })
  })

  test('at 1280 px the map opens on the whole plan, stage included (issue 18.6)', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const { seats, dialog, map } = await openMapForTwo(page, request)
    await expect(dialog).toHaveAttribute('data-mode', 'desktop')
    expect(await onCanvas(map, await readStage(request, CONCERT, CONCERT_SESSION))).toBe(true)
    expect(await onCanvas(map, seatsRect(seats.values()))).toBe(true)
  })
})

/** Two Standard tickets, Find seats, and the seat map dialog open on the map; the seats to click. */
async function openMapForTwo(page: Page, request: APIRequestContext) {
  const seats = await readSeats(request, CONCERT, CONCERT_SESSION)
  const reserve = new ReservePage(page)
  await (await chooseStandard(reserve, 2)).click()
  const parts = seatMapDialog(page)
  await expect(parts.map).toBeVisible()
  return { seats, ...seatsToClick(seats), reserve, ...parts }
}

/** The seat map dialog and its parts. */
function seatMapDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Select your seats' })
  return {
    dialog,
    map: dialog.getByRole('application', { name: 'Seat map' }),
    progress: dialog.locator('[data-seat-progress]'),
    announcement: dialog.locator('[data-seat-announcement]'),
  }
}

/** Available seats the Standard tickets may use, but for `except`. */
function pickable(seats: Map<string, MapSeat>, except: readonly string[] = []): MapSeat[] {
  return [...seats.values()].filter(
    (seat) =>
      seat.state === 'available' && seat.ticket_groups.includes(GREAT_HALL_SEATING) && !except.includes(seat.id),
  )
}

/**
 * The seats the pointer journeys click, from the seat map answer: A, free, at the end of its row's
 * run (an aisle after it) with a free seat before it, so auto-picking 2 from A takes exactly that
 * seat; and a booked seat of the same zone.
 */
function seatsToClick(seats: Map<string, MapSeat>) {
  const free = new Set(pickable(seats).map((seat) => seat.id))
  const a = pickable(seats).find((seat) => seat.next === null && seat.previous !== null && free.has(seat.previous))
  const booked = [...seats.values()].find(
    (seat) => seat.state === 'booked' && seat.ticket_groups.includes(GREAT_HALL_SEATING),
  )
  expect(a, 'a free seat before an aisle with a free seat beside it').toBeDefined()
  expect(booked, 'a booked seat').toBeDefined()
  return { a: a!, beside: seats.get(a!.previous!)!, booked: booked! }
}

async function clickAt(page: Page, point: { x: number; y: number }) {
  await page.mouse.click(point.x, point.y)
}

const xy = (point: { x: number; y: number }): [number, number] => [point.x, point.y]

/** Confirm Selection, then 'Selected Seats' names `seats` in order, and Add to cart reserves them. */
async function confirmAndReserve(page: Page, reserve: ReservePage, seats: MapSeat[]) {
  const { dialog } = seatMapDialog(page)
  await dialog.getByRole('button', { name: 'Confirm Selection' }).click()
  await expect(dialog).toBeHidden()
  const selected: Locator = reserve.panel.getByRole('region', { name: 'Selected Seats' })
  await expect(selected.getByRole('listitem')).toHaveText(seats.map((seat) => seat.name))
  await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none')
  await expect(reserve.submit).toBeEnabled()
  await reserve.submit.click()
  await expect(new CartWidget(page).item('Chamber Music in the Great Hall')).toBeVisible()
}
