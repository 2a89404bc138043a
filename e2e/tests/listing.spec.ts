import { expect, patchConfig, test } from '../fixtures'
import { ListingPage } from '../pages/ListingPage'
import { SELLER } from '../sandbox'

/** Every event a visitor who is not a member may browse (members-only and link-only ones are not listed). */
const ALL_EVENTS = [
  'General Admission',
  'Pay What You Wish Fridays',
  'Highlights Tour',
  'Little Makers Workshop',
  'Curator Talk: Light and Shadow',
  'Chamber Music in the Great Hall',
  'Sculpture Garden Reopening',
  'Membership',
  'Gift Cards',
]

test.describe('event listing (storefront §2 /events)', () => {
  test('browse: every listed event has a card with image, title link, subtitle, summary, venue and button', async ({
    page,
  }) => {
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(listing.heading).toHaveText('Events')
    expect(await listing.eventNames()).toEqual(ALL_EVENTS)

    const card = listing.card('General Admission')
    const image = card.getByRole('img', { name: 'Sunlit arches of the museum’s central gallery' })
    // Issue 16: the first card's image is the phone's largest paint, fetched at once and first;
    // the others load as they near the screen.
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    const second = listing.card(ALL_EVENTS[1]!).getByRole('img')
    await expect(second).toHaveAttribute('loading', 'lazy')
    await expect(second).not.toHaveAttribute('fetchpriority', 'high')
    await expect(image).toHaveAttribute('width', '272')
    await expect(image).toHaveAttribute('height', '216')
    // calls §9: the teaser is fetched at double size.
    await expect(image).toHaveAttribute('src', /sizex=544&sizey=432/)
    await expect(card.getByRole('link', { name: 'General Admission' })).toHaveAttribute(
      'href',
      `/${SELLER}/events/general-admission`,
    )
    await expect(card).toContainText('Timed entry to the collection and special exhibitions')
    await expect(card).toContainText('Five floors of art from antiquity to today.')
    // storefront §2: "venue name if enabled" (the demo config enables it).
    await expect(card).toContainText('Foyer Museum of Art')
    await expect(card.getByRole('link', { name: 'Find tickets' })).toHaveAttribute(
      'href',
      `/${SELLER}/events/general-admission`,
    )
  })

  test('a first load asks for the listing once, before the listing screen: the call does not queue behind its files (issue 16)', async ({
    page,
  }) => {
    const order: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/foyer.config.json')) order.push('config')
      else if (/\/assets\/events-[\w-]+\.js$/.test(url.pathname)) order.push('listing screen')
      else if (url.pathname.endsWith('/api/v1/events')) order.push(`events?${url.searchParams.get('category') ?? ''}`)
    })
    const listing = new ListingPage(page)
    await listing.goto('?category=Tours')
    await expect(listing.card('Highlights Tour')).toBeVisible()
    // Six sockets over HTTP/1.1: the listing call goes first, then the screen's chunk files.
    expect(order).toEqual(['config', 'events?Tours', 'listing screen'])
  })

  test("the first card's picture, the largest paint on a phone, is asked for once, as soon as the listing is read (issue 16)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/images/highlights')) fetched.push(request.url())
    })
    const listing = new ListingPage(page)
    await listing.goto('?category=Tours')
    const picture = listing.card('Highlights Tour').getByRole('img')
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    // Preloaded by the start-up, not found late when the card drew; the <img> takes the same file.
    expect((await listing.preloadedPicture())?.href).toBe(await picture.evaluate((img: HTMLImageElement) => img.src))
    // Asked for (Chrome sometimes fetches a preloaded picture again when the <img> comes while
    // the preload is in flight; seen once in CI at 1280 px), so the count is not asserted.
    expect(fetched.length).toBeGreaterThan(0)
  })

  test('the venue name is left out when the tenant does not enable it', async ({ page }) => {
    await patchConfig(page, { showVenueName: false })
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(listing.card('General Admission')).toContainText('Five floors of art')
    await expect(listing.card('General Admission')).not.toContainText('Foyer Museum of Art')
  })

  test('filter by category: the link is marked current and the query says so', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto()
    await listing.chooseCategory('Tours')
    await expect(page).toHaveURL(/\/events\?category=Tours$/)
    expect(await listing.eventNames()).toEqual(['Highlights Tour', 'Sculpture Garden Reopening'])
    await expect(listing.categoryFilter.getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'true')
    // The other categories stay offered while one is chosen.
    await listing.chooseCategory('Family')
    expect(await listing.eventNames()).toEqual(['Little Makers Workshop'])
    await listing.chooseCategory('All')
    expect(await listing.eventNames()).toEqual(ALL_EVENTS)
  })

  test('filter by date: today and tomorrow are the venue’s Friday and Saturday', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto()
    await listing.chooseDate('Today')
    await expect(page).toHaveURL(/\/events\?date=today$/)
    expect(await listing.eventNames()).toEqual(['General Admission', 'Pay What You Wish Fridays', 'Highlights Tour'])
    await listing.chooseDate('Tomorrow')
    expect(await listing.eventNames()).toEqual([
      'General Admission',
      'Highlights Tour',
      'Little Makers Workshop',
      'Chamber Music in the Great Hall',
    ])
    await expect(listing.dateFilter.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'true')
  })

  test('filter by time: a start-time window keeps the other filters', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto('?date=today')
    await listing.setTimeWindow('17:00', '23:00')
    expect(await listing.eventNames()).toEqual(['Pay What You Wish Fridays'])
    expect(listing.query()).toEqual({ date: 'today', 'time.start': '17:00', 'time.end': '23:00' })
    await expect(listing.filters.getByLabel('From')).toHaveValue('17:00')
  })

  test('filter by metadata from the URL; its See all link clears the filters', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto('?category=Concerts&meta.audience=adults')
    expect(await listing.eventNames()).toEqual(['Chamber Music in the Great Hall'])
    await listing.goto('?meta.audience=adults')
    expect(await listing.eventNames()).toEqual([
      'Highlights Tour',
      'Curator Talk: Light and Shadow',
      'Chamber Music in the Great Hall',
    ])
    await listing.seeAll()
    expect(listing.appPath()).toBe('/events')
    expect(await listing.eventNames()).toEqual(ALL_EVENTS)
  })

  test('empty state: the spec sentence and a Clear filters link back to every event', async ({ page }) => {
    const listing = new ListingPage(page)
    await listing.goto('?category=Talks&date=today')
    await expect(listing.emptyState).toContainText('We could not find any events that match your filters.')
    // The chosen category stays visible as the current one, though no listed event has it.
    await expect(listing.categoryFilter.getByRole('link', { name: 'Talks' })).toHaveAttribute('aria-current', 'true')
    await listing.clearFilters()
    expect(listing.appPath()).toBe('/events')
    expect(await listing.eventNames()).toEqual(ALL_EVENTS)
  })

  test('category links turn into a select when they wrap past two rows, and back', async ({ page }) => {
    const listing = new ListingPage(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await listing.goto()
    await expect(listing.categoryFilter).toBeVisible()
    await expect(listing.categorySelect).toHaveCount(0)

    await page.setViewportSize({ width: 360, height: 800 })
    await listing.openFilters()
    await expect(listing.categorySelect).toBeVisible()
    await expect(listing.categoryFilter).toHaveCount(0)
    await listing.chooseCategory('Tours')
    await expect(page).toHaveURL(/\/events\?category=Tours$/)
    await expect(listing.categorySelect).toHaveValue(/\d+/)
    await expect(listing.categorySelect.locator('option:checked')).toHaveText('Tours')

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(listing.categoryFilter.getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'true')
  })

  test("on a phone the filters fold behind one 'Filters' button with the count of set filters (issue 18.7)", async ({
    page,
  }) => {
    const listing = new ListingPage(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await listing.goto()
    await listing.eventNames()
    await expect(listing.filtersToggle).toHaveText('Filters')
    await expect(listing.filtersToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(listing.dateFilter).toBeHidden()
    // The first event starts on the first screen.
    const top = await listing.cards.first().evaluate((card) => card.getBoundingClientRect().top)
    expect(top).toBeLessThan(740)

    await listing.chooseDate('Tomorrow')
    await expect(page).toHaveURL(/date=tomorrow/)
    await listing.chooseCategory('Tours')
    await expect(listing.filtersToggle).toHaveText('Filters (2)')
    // The panel stays open while the visitor filters, and folds again on the button.
    await expect(listing.dateFilter).toBeVisible()
    await listing.filtersToggle.click()
    await expect(listing.dateFilter).toBeHidden()
    await expect(listing.filtersToggle).toBeFocused()

    // On a wide screen the filters are always open and there is no button.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(listing.filtersToggle).toBeHidden()
    await expect(listing.dateFilter).toBeVisible()
  })

  test('a tenant content block for anonymous visitors shows on the listing, sanitised', async ({ page }) => {
    await patchConfig(page, {
      contentBlocks: [
        {
          route: 'events',
          roles: ['anonymous'],
          html: '<p>Free entry on <strong>Fridays</strong> after 5 pm.</p><img src="x" onerror="window.__hacked = true">',
        },
        { route: 'events', roles: ['member'], html: '<p>Members preview</p>' },
      ],
    })
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(page.locator('[data-content-blocks="events:top"]')).toContainText('Free entry on Fridays after 5 pm.')
    await expect(page.getByText('Members preview')).toHaveCount(0)
    await expect(page.locator('[data-content-blocks] img[onerror]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined()
  })

  test('content blocks show on every screen, by its route name: /resend and the checkout', async ({ page }) => {
    await patchConfig(page, {
      contentBlocks: [
        { route: 'resend', roles: ['anonymous'], placement: 'bottom', html: '<p>Lost your tickets? We can help.</p>' },
        { route: 'checkout', roles: ['anonymous', 'logged_in'], html: '<p>Secure payment by card.</p>' },
      ],
    })
    await page.goto(`/${SELLER}/resend`)
    await expect(page.locator('[data-content-blocks="resend:bottom"]')).toHaveText('Lost your tickets? We can help.')
    await expect(page.getByText('Secure payment by card.')).toHaveCount(0)
  })

  test('a failing listing shows the error with Reload, and Reload recovers', async ({ page, request }) => {
    // Enough 502s to outlast the sdk's read retries (calls §7).
    await request.post('/_sandbox/faults', { data: { path: 'events', kind: '502', times: 4 } })
    const listing = new ListingPage(page)
    await listing.goto()
    await expect(listing.error).toContainText('Sorry! Something unexpected happened. Please try again.')
    await listing.error.getByRole('button', { name: 'Reload' }).click()
    expect(await listing.eventNames()).toEqual(ALL_EVENTS)
  })
})
