import type { Locator, Page } from '@playwright/test'
import { StorefrontPage } from './StorefrontPage'

/** Home, / (storefront §2): shown when membership presell is on. */
export class HomePage extends StorefrontPage {
  readonly blocks: Locator
  readonly resendLink: Locator

  constructor(page: Page) {
    super(page)
    this.blocks = page.locator('[data-home-block]')
    this.resendLink = this.main.getByRole('link', { name: 'Resend my tickets' })
  }

  async goto(): Promise<void> {
    await this.open('/')
  }

  /** The block names in the order shown (login, join, guest). */
  blockOrder(): Promise<(string | null)[]> {
    return this.blocks.evaluateAll((items) => items.map((item) => item.getAttribute('data-home-block')))
  }
}
