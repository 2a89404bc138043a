import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { outbox } from '../checkout'

/**
 * The login dialog and the header's member menu (storefront §2 Login, Header), found by their
 * roles and the spec's labels.
 */
export class LoginDialog {
  readonly dialog: Locator
  readonly email: Locator
  readonly password: Locator
  readonly passcode: Locator
  readonly continue: Locator
  readonly logIn: Locator
  readonly back: Locator
  readonly requestCode: Locator
  readonly error: Locator
  readonly headerLogIn: Locator
  readonly headerLogOut: Locator
  readonly greeting: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Log in' })
    this.email = this.dialog.getByRole('textbox', { name: 'Email' })
    this.password = this.dialog.getByLabel('Password')
    this.passcode = this.dialog.getByRole('textbox', { name: /^Enter the 6-digit code/ })
    this.continue = this.dialog.getByRole('button', { name: 'Continue' })
    this.logIn = this.dialog.getByRole('button', { name: 'Log in' })
    this.back = this.dialog.getByRole('button', { name: 'Back' })
    this.requestCode = this.dialog.getByRole('button', { name: 'Send me a new code' })
    this.error = this.dialog.getByRole('alert')
    const banner = page.getByRole('banner')
    this.headerLogIn = banner.getByRole('button', { name: 'Log in' })
    this.headerLogOut = banner.getByRole('button', { name: 'Log out' })
    this.greeting = banner.getByText(/^Hi /)
  }

  async open(): Promise<void> {
    await this.headerLogIn.click()
    await expect(this.dialog).toBeVisible()
  }

  /** Opens the dialog and gives the e-mail step its answer. */
  async startWith(email: string): Promise<void> {
    await this.open()
    await this.email.fill(email)
    await this.continue.click()
  }

  /** A whole password login, until the header greets the member. */
  async logInWithPassword(email: string, password: string, firstName: string): Promise<void> {
    await this.startWith(email)
    await this.password.fill(password)
    await this.logIn.click()
    await expect(this.greeting).toHaveText(`Hi ${firstName}`)
  }

  /** The passcode of the last login e-mail the sandbox sent to `to`. */
  static async lastCode(request: APIRequestContext, to: string): Promise<{ code: string; link: string }> {
    let found: { code: string; link: string } | null = null
    await expect
      .poll(async () => {
        const email = (await outbox(request)).filter((e) => e.to === to && /passcode/.test(e.text)).at(-1)
        const code = /passcode is (\d{6})/.exec(email?.text ?? '')?.[1]
        const link = /(https?:\/\/\S+)/.exec(email?.text ?? '')?.[1]
        found = code && link ? { code, link } : null
        return found !== null
      })
      .toBe(true)
    return found!
  }
}
