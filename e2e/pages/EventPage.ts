import type { Locator, Page } from '@playwright/test'
import { StorefrontPage } from './StorefrontPage'

/** The event page, /events/{id} (storefront §2). */
export class EventPage extends StorefrontPage {
  readonly readMore: Locator
  readonly dialog: Locator
  readonly dialogClose: Locator
  readonly membersOnlyGate: Locator
  readonly noTicketGroups: Locator

  constructor(page: Page) {
    super(page)
    this.readMore = page.getByRole('button', { name: 'Read more' })
    this.dialog = page.getByRole('dialog')
    this.dialogClose = this.dialog.getByRole('button', { name: 'Close' })
    this.membersOnlyGate = page.locator('[data-state="members_only"]')
    this.noTicketGroups = page.locator('[data-state="no_ticket_groups"]')
  }

  async goto(id: string): Promise<void> {
    await this.open(`/events/${encodeURIComponent(id)}`)
  }

  async openDescription(): Promise<void> {
    await this.readMore.click()
    await this.dialog.waitFor()
  }
}
