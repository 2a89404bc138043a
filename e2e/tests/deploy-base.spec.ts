import { expect, test } from '../fixtures'
import { ownBuild, type OwnBuild } from '../own-build'
import { CartWidget } from '../pages/CartWidget'
import { ReservePage } from '../pages/ReservePage'
import { SELLER } from '../sandbox'

/**
 * Sub-path hosting (issue 17.7; docs/deploy.md "Hosting under a sub-path"): the template built
 * with `FOYER_BASE=/shop/` and served under /shop/ by the sandbox (`--static dist --base /shop/`,
 * a host's own sub-path), the API at the root. Every link, asset and the config fetch stay
 * under /shop/, deep links load, and a visitor reserves into the cart.
 */
const API_PATH = /^\/(api|cached|_sandbox)\//

let build: OwnBuild | null = null
/** The storefront's URL, `http://127.0.0.1:{port}/shop/`. */
let shop = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  build = await ownBuild({ FOYER_BASE: '/shop/' }, '/shop/')
  shop = build.url
})

test.afterAll(() => build?.close())

/** The reserve page of the /shop/ storefront. */
class ShopReservePage extends ReservePage {
  override async open(appPath: string): Promise<void> {
    await this.page.goto(`${shop}${SELLER}${appPath === '/' ? '' : appPath}`)
  }
}

test('a storefront built with FOYER_BASE=/shop/ runs under /shop/: routes, links, assets, config and a reserve', async ({
  page,
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== new URL(shop).origin) return
    if (!url.pathname.startsWith('/shop/') && !API_PATH.test(url.pathname)) outside.push(url.pathname)
  })
  const configFetched = page.waitForRequest((request) => request.url() === `${shop}foyer.config.json`)

  // The site's root: the guards send the visitor to the admission event, under the base.
  await page.goto(shop)
  await configFetched
  await expect(page).toHaveURL(`${shop}${SELLER}/events/general-admission`)
  await expect(page).toHaveTitle(/Foyer Museum of Art/)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/shop/favicon.svg')

  // The header's links are under the base, and a client-side navigation keeps it.
  const events = page.getByRole('banner').getByRole('link', { name: 'Events' })
  await expect(events).toHaveAttribute('href', `/shop/${SELLER}/events`)
  await events.click()
  await expect(page).toHaveURL(`${shop}${SELLER}/events`)
  const card = page.locator('article[data-event-id="general-admission"]')
  await expect(card.getByRole('link', { name: 'Find tickets' })).toHaveAttribute(
    'href',
    `/shop/${SELLER}/events/general-admission`,
  )
  await card.getByRole('link', { name: 'Find tickets' }).click()
  await expect(page).toHaveURL(`${shop}${SELLER}/events/general-admission`)

  // A deep link loads by itself (the host's fallback to index.html under /shop/), and reserves.
  const reserve = new ShopReservePage(page)
  await reserve.openAt('general-admission')
  await reserve.dateButton('Saturday, June 6, 2026').click()
  await reserve.session('10:00 AM').click()
  await reserve.add('Adult', 2)
  await reserve.submit.click()
  await expect(page).toHaveURL(`${shop}${SELLER}/events/audio-guide`)
  await page.reload()
  const cart = new CartWidget(page)
  await expect(cart.item('General Admission')).toContainText('Jun 6, 2026, 10:00 AM')
  await expect(cart.proceed).toHaveAttribute('href', `/shop/${SELLER}/checkout`)

  // A path that is not the storefront's goes into it: /shop/events → /shop/demo-museum/events.
  await page.goto(`${shop}events`)
  await expect(page).toHaveURL(`${shop}${SELLER}/events`)

  expect(outside, 'requests to the host outside /shop/ (other than the API)').toEqual([])
})
