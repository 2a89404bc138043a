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
  readonly footerProceed: Locator
  readonly proceed: Locator
  readonly addCode: Locator
  readonly codeDialog: Locator
  readonly codeField: Locator
  readonly codeError: Locator
  readonly blockedForm: Locator
  readonly blockedField: Locator
  readonly blockedError: Locator
  readonly applyGiftCard: Locator
  readonly giftCardDialog: Locator
  readonly giftCardField: Locator
  readonly giftCardError: Locator

  constructor(readonly page: Page) {
    this.widget = page.getByRole('region', { name: 'Your cart' })
    this.heading = this.widget.getByRole('heading', { name: 'Your cart' })
    this.items = this.widget.locator('[data-cart-item]')
    this.footer = page.locator('[data-cart-footer]')
    this.footerTotal = this.footer.locator('p')
    this.footerCart = this.footer.getByRole('button', { name: 'Your cart' })
    this.footerMoreEvents = this.footer.getByRole('link', { name: 'More events' })
    this.removeDialog = page.getByRole('dialog', { name: 'Remove this item from your cart?' })
    this.footerProceed = this.footer.getByRole('link', { name: 'Checkout' })
    this.proceed = this.widget.getByRole('link', { name: 'Checkout' })
    this.addCode = this.widget.getByRole('button', { name: 'Add code' })
    this.codeDialog = page.getByRole('dialog', { name: 'Add code' })
    this.codeField = this.codeDialog.getByRole('textbox', { name: 'Code' })
    this.codeError = this.codeDialog.getByRole('alert')
    this.blockedForm = this.widget.locator('[data-cart-blocked]')
    this.blockedField = this.blockedForm.getByRole('textbox', { name: 'Code' })
    this.blockedError = this.blockedForm.getByRole('alert')
    this.applyGiftCard = this.widget.getByRole('button', { name: 'Apply gift card' })
    this.giftCardDialog = page.getByRole('dialog', { name: 'Apply gift card' })
    this.giftCardField = this.giftCardDialog.getByRole('textbox', { name: 'Gift card number' })
    this.giftCardError = this.giftCardDialog.getByRole('alert')
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
    return this.widget
      .locator('dl > div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd')
  }

  /** An applied promo code's line (storefront §3 cartMods). */
  appliedCode(name: string): Locator {
    return this.widget.locator(`[data-cart-code="${name}"]`)
  }

  /** An applied gift card's line by the last four digits of its number. */
  giftCard(last4: string): Locator {
    return this.widget.locator(`[data-gift-card="${last4}"]`)
  }

  remove(name: string): Locator {
    return this.item(name).getByRole('button', { name: /^Remove / })
  }
}
