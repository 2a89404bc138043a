import type { Locator, Page } from '@playwright/test'
import { StorefrontPage } from './StorefrontPage'

/** The event listing, /events (storefront §2). */
export class ListingPage extends StorefrontPage {
  readonly filters: Locator
  /** The phone's 'Filters' button, with the count of set filters ('Filters (2)'). */
  readonly filtersToggle: Locator
  readonly cards: Locator
  readonly categoryFilter: Locator
  readonly categorySelect: Locator
  readonly dateFilter: Locator
  readonly emptyState: Locator
  readonly error: Locator

  constructor(page: Page) {
    super(page)
    this.filters = page.getByRole('navigation', { name: 'Filters' })
    this.filtersToggle = this.filters.getByRole('button', { name: /^Filters/ })
    this.cards = page.locator('article[data-event-id]')
    this.categoryFilter = this.filters.getByRole('list', { name: 'Category' })
    this.categorySelect = this.filters.getByRole('combobox', { name: 'Category' })
    this.dateFilter = this.filters.getByRole('list', { name: 'Date' })
    this.emptyState = page.locator('[data-state="empty"]')
    this.error = page.getByRole('alert')
  }

  async goto(query = ''): Promise<void> {
    await this.open(`/events${query}`)
  }

  /** The event names on the cards, in order, once the listing has settled. */
  async eventNames(): Promise<string[]> {
    await this.page.locator('section[data-state="ready"]:not([data-cart])').waitFor()
    return this.cards.getByRole('heading', { level: 2 }).allInnerTexts()
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { level: 2, name }) })
  }

  /** Opens the filters where a phone folds them behind 'Filters'. */
  async openFilters(): Promise<void> {
    if ((await this.filtersToggle.isVisible()) && (await this.filtersToggle.getAttribute('aria-expanded')) !== 'true')
      await this.filtersToggle.click()
  }

  /** Picks a category the way the visitor sees it: a link, or the select when the links wrap. */
  async chooseCategory(name: string): Promise<void> {
    await this.openFilters()
    if (await this.categorySelect.isVisible()) await this.categorySelect.selectOption({ label: name })
    else await this.categoryFilter.getByRole('link', { name, exact: true }).click()
  }

  async chooseDate(label: 'All' | 'Today' | 'Tomorrow'): Promise<void> {
    await this.openFilters()
    await this.dateFilter.getByRole('link', { name: label, exact: true }).click()
  }

  async setTimeWindow(from: string, to: string): Promise<void> {
    await this.openFilters()
    await this.filters.getByLabel('From').fill(from)
    await this.filters.getByLabel('To').fill(to)
    await this.filters.getByRole('button', { name: 'Apply' }).click()
  }

  async seeAll(): Promise<void> {
    await this.openFilters()
    await this.filters.getByRole('link', { name: 'See all' }).click()
  }

  async clearFilters(): Promise<void> {
    await this.emptyState.getByRole('link', { name: 'Clear filters' }).click()
  }
}
