import type { Locator, Page } from '@playwright/test'

/** The cart widget and the phone's cart footer (storefront §2 Cart widget). */
export class CartWidget {
  readonly widget: Locator
  readonly heading: Locator
  readonly items: Locator
  readonly footer: Locator
  readonly footerTotal: Locator
  readonly footerCart: Locator
  readonly footerMoreEvents: Locator
  readonly removeDialog: Locator

  constructor(readonly page: Page) {
    this.widget = page.getByRole('region', { name: 'Your cart' })
    this.heading = this.widget.getByRole('heading', { name: 'Your cart' })
    this.items = this.widget.locator('[data-cart-item]')
    this.footer = page.locator('[data-cart-footer]')
    this.footerTotal = this.footer.locator('p')
    this.footerCart = this.footer.getByRole('button', { name: 'Your cart' })
    this.footerMoreEvents = this.footer.getByRole('link', { name: 'More events' })
    this.removeDialog = page.getByRole('dialog', { name: 'Remove this item from your cart?' })
  }

  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) })
  }

  /** The ticket type lines of an item, as shown: '2 × Adult' with its price. */
  async lines(name: string): Promise<string[][]> {
    await this.item(name).waitFor()
    return this.item(name)
      .locator('[data-cart-type]')
      .evaluateAll((lines) => lines.map((line) => [...line.children].map((child) => child.textContent ?? '')))
  }

  /** A total by its label: 'Service charges', 'Tax', 'Discounts', 'Total to pay'. */
  total(label: string): Locator {
    return this.widget.locator('dl > div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd')
  }

  remove(name: string): Locator {
    return this.item(name).getByRole('button', { name: /^Remove / })
  }
}
