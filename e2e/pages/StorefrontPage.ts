import type { Locator, Page } from '@playwright/test'
import { SELLER } from '../sandbox'

/** What every storefront page has: the seller base, the layout landmarks, the page heading. */
export class StorefrontPage {
  readonly main: Locator
  readonly heading: Locator
  readonly skipLink: Locator
  readonly headerEventsLink: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = page.getByRole('heading', { level: 1 })
    this.skipLink = page.getByRole('link', { name: 'Skip to content' })
    this.headerEventsLink = page.getByRole('banner').getByRole('link', { name: 'Events' })
  }

  /** Opens an app path (e.g. `/events?date=today`) under the seller base. */
  async open(appPath: string): Promise<void> {
    await this.page.goto(`/${SELLER}${appPath === '/' ? '' : appPath}`)
  }

  /** The app path the page is on now (seller base removed), with its query. */
  appPath(): string {
    const url = new URL(this.page.url())
    return `${url.pathname.replace(new RegExp(`^/${SELLER}`), '') || '/'}${url.search}`
  }

  /** The query of the current URL as an object (`?a=1&b=2` → `{ a: '1', b: '2' }`), however it is encoded. */
  query(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams)
  }

  /** Whether the page would take a click: radix leaves `pointer-events: none` on body when it fails to clean up. */
  bodyPointerEvents(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).pointerEvents)
  }

  /** The picture the page preloads (`<link rel="preload" as="image">` in the head): its URLs, or null. */
  preloadedPicture(): Promise<{ href: string; srcset: string; sizes: string } | null> {
    return this.page.evaluate(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')
      return link ? { href: link.href, srcset: link.imageSrcset, sizes: link.imageSizes } : null
    })
  }

  /** Widest content on the page, to check nothing scrolls sideways. */
  scrollWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth)
  }
}
