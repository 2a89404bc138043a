import type { Locator, Page } from '@playwright/test'

/** The membership form of a membership event (storefront §2 Buy membership: 'Choose a membership'). */
export class MembershipForm {
  readonly form: Locator
  readonly addToCart: Locator

  constructor(page: Page) {
    this.form = page.getByRole('form', { name: 'Choose a membership' })
    this.addToCart = this.form.getByRole('button', { name: 'Add to cart' })
  }

  /** A level's radio, by the start of its label ('Individual', 'Dual', …). */
  level(name: string): Locator {
    return this.form.getByRole('radio', { name: new RegExp(`^${name}`) })
  }

  /** A text field, by its label ('Member: First name', 'Recipient: Email', …). */
  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label })
  }

  /** Chooses `level` and names its member. */
  async choose(level: string, member: { first: string; last: string }): Promise<void> {
    await this.level(level).check()
    await this.field('Member: First name').fill(member.first)
    await this.field('Member: Last name').fill(member.last)
  }
}
