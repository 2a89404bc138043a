import { expect, type Locator, type Page } from '@playwright/test'
import { EventPage } from './EventPage'

/**
 * The reserve part of the event page (storefront §2 Reserve page): the date step with its date
 * buttons and month calendar, the session step with its tabs, the ticket steppers, the survey and
 * admit details, and the submit button with its hint and error.
 */
export class ReservePage extends EventPage {
  readonly panel: Locator
  readonly dateButtons: Locator
  readonly moreDates: Locator
  readonly calendar: Locator
  readonly monthHeading: Locator
  readonly previousMonth: Locator
  readonly nextMonth: Locator
  readonly dateStep: Locator
  readonly sessionStep: Locator
  readonly tabs: Locator
  readonly quantitiesStep: Locator
  readonly findAvailableTickets: Locator
  readonly submit: Locator
  readonly hint: Locator
  readonly error: Locator
  readonly codeDialog: Locator

  constructor(page: Page) {
    super(page)
    this.panel = page.getByRole('form', { name: 'Find tickets' })
    this.dateButtons = this.panel.locator('[data-date-buttons]')
    this.moreDates = this.panel.getByRole('button', { name: 'More dates' })
    this.calendar = this.panel.getByRole('grid')
    this.monthHeading = this.panel.locator('[data-state="calendar-open"] h3')
    this.previousMonth = this.panel.getByRole('button', { name: 'Previous month' })
    this.nextMonth = this.panel.getByRole('button', { name: 'Next month' })
    this.dateStep = this.panel.locator('[data-step="date"]')
    this.sessionStep = this.panel.locator('[data-step="session"]')
    this.tabs = this.sessionStep.getByRole('tab')
    this.quantitiesStep = this.panel.locator('[data-step="quantities"]')
    this.findAvailableTickets = this.panel.getByRole('button', { name: 'Find available tickets' })
    this.submit = this.panel.getByRole('button', { name: 'Add to cart' })
    this.hint = this.panel.locator('[data-problem]')
    this.error = this.panel.getByRole('alert')
    this.codeDialog = page.getByRole('dialog', { name: 'A code is required to continue with your order.' })
  }

  /** A date button, by the start of its label (the day view's aria label, e.g. 'Saturday, June 6, 2026'). */
  dateButton(fullDate: string): Locator {
    return this.dateButtons.getByRole('button', { name: new RegExp(`^${fullDate}`) })
  }

  /** A day of the month calendar, by the start of its label. */
  calendarDay(fullDate: string): Locator {
    return this.calendar.getByRole('button', { name: new RegExp(`^${fullDate}`) })
  }

  /** The chosen date of the date step (shown with its 'Change' button). */
  chosenDate(): Locator {
    return this.dateStep.locator('[data-state="date-chosen"]')
  }

  /** A step's 'Change' button. */
  change(step: 'date' | 'quantities'): Locator {
    return this.panel
      .locator(`[data-state="${step === 'date' ? 'date-chosen' : 'quantities-chosen'}"]`)
      .getByRole('button', { name: 'Change' })
  }

  /** A session button, by its start time as shown (e.g. '10:00 AM'). */
  session(time: string): Locator {
    return this.sessionStep.getByRole('button', { name: new RegExp(`^${time}`) })
  }

  /** The + and − of a ticket type's stepper. */
  increment(typeName: string): Locator {
    return this.panel.getByRole('button', { name: `+1 ${typeName}`, exact: true })
  }

  decrement(typeName: string): Locator {
    return this.panel.getByRole('button', { name: `−1 ${typeName}`, exact: true })
  }

  /** The quantity a stepper shows (its live value). */
  quantity(typeName: string): Locator {
    return this.panel.getByRole('group', { name: typeName, exact: true }).locator('output')
  }

  /** The flexible price field of a ticket type (storefront §5 Flexible price). */
  price(typeName: string): Locator {
    return this.panel.getByRole('spinbutton', { name: new RegExp(`^${typeName}`) })
  }

  /** Waits until the panel has loaded the event (its steps are on show). */
  async ready(): Promise<void> {
    await this.panel.waitFor()
    await this.panel
      .locator('[data-state="loading"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined)
  }

  /**
   * The date buttons are drawn. The days arrive after the page first shows and push what is below
   * the panel (the footer) down; a visitor clicks there once they are in place, and a click while
   * the page grows can land on the panel instead.
   */
  async daysDrawn(): Promise<void> {
    await expect(this.dateButtons.getByRole('button').first()).toBeVisible()
  }

  async openAt(id: string, query = ''): Promise<void> {
    await this.open(`/events/${encodeURIComponent(id)}${query}`)
    await this.ready()
  }

  async add(typeName: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.increment(typeName).click()
  }

  /**
   * Presses Tab until `target` has focus (a keyboard visitor moving through the page), failing
   * after `max` presses.
   */
  async tabTo(target: Locator, max = 80): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
      await this.page.keyboard.press('Tab')
    }
    throw new Error(`Tab never reached ${target.toString()}`)
  }
}

/**
 * Reserves 2 adults of General Admission on Saturday 6 June 2026 at 10:00 through the page, as a
 * visitor does; the reserve page after the submit.
 */
export async function reserveAdmission(page: Page): Promise<ReservePage> {
  const reserve = new ReservePage(page)
  await reserve.openAt('general-admission')
  await reserve.dateButton('Saturday, June 6, 2026').click()
  await reserve.session('10:00 AM').click()
  await reserve.add('Adult', 2)
  await reserve.submit.click()
  return reserve
}
