import { returningVisitor } from '../api'
import { expect, test } from '../fixtures'
import { CartWidget } from '../pages/CartWidget'
import { EventPage } from '../pages/EventPage'
import { ListingPage } from '../pages/ListingPage'
import { ReservePage } from '../pages/ReservePage'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

test.describe('event page (storefront §2 /events/{id})', () => {
  test('open an event from the listing', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto()
    await listing.card('Highlights Tour').getByRole('link', { name: 'Highlights Tour' }).click()
    const event = new EventPage(page)
    await expect(event.heading).toHaveText('Highlights Tour')
    expect(event.appPath()).toBe('/events/highlights-tour')
    await expect(event.main).toContainText('An hour with the masterpieces')
    await expect(event.main).toContainText('A guide walks you through ten works you should not miss.')
    await expect(page).toHaveTitle('Highlights Tour · Foyer Museum of Art')
    // After an in-app navigation focus moves to the main landmark for screen readers.
    await expect(event.main).toBeFocused()
  })

  test('the cover picture is the largest paint, fetched first (preloaded with the event), and a phone fetches the half-width one (issue 16)', async ({
    page,
  }) => {
    const event = new EventPage(page)
    const cover = event.main.getByRole('img', { name: 'Sunlit arches of the museum’s central gallery' })
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/images/galleries')) fetched.push(request.url())
    })
    for (const [width, sizex] of [
      [360, '750'],
      [1280, '1500'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      fetched.length = 0
      await event.goto('general-admission')
      await expect(cover).toHaveAttribute('fetchpriority', 'high')
      await expect
        .poll(() =>
          cover.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).searchParams.get('sizex')),
        )
        .toBe(sizex)
      // Preloaded by the start-up as soon as the event was read, not found late when the page drew
      // its <img>: the same srcset and sizes pick the same file, fetched once.
      expect(await event.preloadedPicture()).toEqual({
        href: await cover.evaluate((img: HTMLImageElement) => img.src),
        srcset: await cover.evaluate((img: HTMLImageElement) => img.srcset),
        sizes: '100vw',
      })
      // Asked for (Chrome sometimes fetches a preloaded picture again when the <img> comes while
      // the preload is in flight; seen once in CI at 1280 px), so the count is not asserted.
      expect(fetched.length).toBeGreaterThan(0)
    }
  })

  test('a first load asks for the event once: the page and its reserve panel share the answer (issue 16)', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/api/v1/events/general-admission')) asked.push(url.pathname)
    })
    const reserve = new ReservePage(page)
    await reserve.goto('general-admission')
    await expect(reserve.heading).toHaveText('General Admission')
    // The reserve panel is up: its date buttons come from the calendar, read after the event.
    await expect(reserve.dateButtons.getByRole('button').first()).toBeVisible()
    expect(asked).toHaveLength(1)
  })

  test("the cover and title draw without waiting on the reserve panel's code, which follows (issue 16)", async ({
    page,
  }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/ReservePanel-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const reserve = new ReservePage(page)
    await reserve.open('/events/general-admission')
    await expect(reserve.heading).toHaveText('General Admission')
    await expect(reserve.main.getByRole('img', { name: 'Sunlit arches of the museum’s central gallery' })).toBeVisible()
    await expect(reserve.panel).toHaveCount(0)
    release()
    await expect(reserve.dateButtons.getByRole('button').first()).toBeVisible()
  })

  test("a visit without a cart loads none of the cart widget's code; a cart's items bring it (issue 16)", async ({
    page,
    request,
  }) => {
    const cartCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/CartWidget-[\w-]+\.js$/.test(new URL(request.url()).pathname)) cartCode.push(request.url())
    })
    const reserve = new ReservePage(page)
    await reserve.goto('general-admission')
    await expect(reserve.dateButtons.getByRole('button').first()).toBeVisible()
    expect(cartCode).toEqual([])

    // A returning visitor's cart: the widget comes with its items.
    await returningVisitor(page, request, [
      { event_session_id: sessionId('general-admission', TOMORROW, '10:00'), ticket_type_id: 'ga-adult', quantity: 2 },
    ])
    await reserve.goto('general-admission')
    await expect(new CartWidget(page).items).toHaveCount(1)
    expect(cartCode).toHaveLength(1)
  })

  test('read the description: the dialog closes with Escape and with its close button, and the page still takes clicks', async ({
    page,
  }) => {
    const event = new EventPage(page)
    await event.goto('general-admission')
    await event.openDescription()
    await expect(event.dialog).toHaveAccessibleName('General Admission')
    await expect(event.dialog.getByRole('heading', { name: 'Plan your visit' })).toBeVisible()
    // The tenant HTML is sanitised: the seeded onerror handler is gone, the new-tab link is safe.
    await expect(event.dialog.locator('[onerror]')).toHaveCount(0)
    await expect(event.dialog.getByRole('link', { name: 'Accessibility and directions' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )

    await page.keyboard.press('Escape')
    await expect(event.dialog).toHaveCount(0)
    await expect(event.readMore).toBeFocused()
    expect(await event.bodyPointerEvents()).not.toBe('none')

    await event.openDescription()
    await event.dialogClose.click()
    await expect(event.dialog).toHaveCount(0)
    expect(await event.bodyPointerEvents()).not.toBe('none')

    // radix pointer-events trap (radix #1241, #3645): a real click after the dialogs still works.
    await event.headerEventsLink.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events$`))
  })

  test('unsafe description HTML never runs: script and javascript: link are removed', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('curator-talk-light-and-shadow')
    await event.openDescription()
    await expect(event.dialog).toContainText('Dr. Ana Ruiz traces four centuries of light and shadow.')
    await expect(event.dialog.locator('script')).toHaveCount(0)
    await expect(event.dialog.getByText('Reading list')).toBeVisible()
    await expect(event.dialog.locator('a[href^="javascript"]')).toHaveCount(0)
    expect(await page.title()).not.toBe('unsafe')
  })

  test('members-only gate: the spec sentence with the log-in link', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('members-evening')
    await expect(event.heading).toHaveText('Members’ Evening')
    await expect(event.membersOnlyGate.getByRole('heading')).toHaveText('Sorry! This event is members only')
    await expect(event.membersOnlyGate.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/${SELLER}/events/members-evening?login`,
    )
    // Memberships are sold with the membership issue: until then 'Become a member' would open an
    // empty ticket panel, so it is not offered (issue 18.5).
    await expect(event.membersOnlyGate.getByRole('link', { name: 'Become a member' })).toHaveCount(0)
    // The gate hides the details a non-member cannot act on.
    await expect(event.readMore).toHaveCount(0)
  })

  test('no ticket groups: the page warns instead of offering tickets', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('sculpture-garden-reopening')
    await expect(event.heading).toHaveText('Sculpture Garden Reopening')
    await expect(event.noTicketGroups).toHaveText('There are no tickets available for this event.')
  })

  test('an event with ticket groups shows no warning and no gate', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('general-admission')
    await expect(event.heading).toHaveText('General Admission')
    await expect(event.noTicketGroups).toHaveCount(0)
    await expect(event.membersOnlyGate).toHaveCount(0)
  })

  test('a failing event load shows the error with Reload, and Reload recovers', async ({ page, request }) => {
    // Enough 502s to outlast the sdk's read retries (calls §7).
    await request.post('/_sandbox/faults', { data: { path: 'events/*', kind: '502', times: 4 } })
    const event = new EventPage(page)
    await event.goto('highlights-tour')
    const alert = page.getByRole('alert')
    // The sdk's catalogue gives an event-page load failure calls §8's 'reserve.unavailable' message.
    await expect(alert).toContainText('Tickets are not available right now. Please try again later.')
    await expect(alert).toHaveAttribute('data-error-code', 'bad_gateway')
    await alert.getByRole('button', { name: 'Reload' }).click()
    await expect(event.heading).toHaveText('Highlights Tour')
  })

  test('an unknown event is the 404 page (storefront §2 error/404)', async ({ page }) => {
    const event = new EventPage(page)
    await event.goto('no-such-event')
    await expect(event.heading).toHaveText('Page not found')
    await expect(event.main).toContainText('We could not find that event.')
    await event.main.getByRole('link', { name: 'Go to the home page' }).click()
    // Home without presell goes on to the admission event.
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/general-admission$`))
  })
})
