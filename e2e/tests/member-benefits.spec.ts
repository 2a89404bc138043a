import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { ReservePage } from '../pages/ReservePage'
import type { Page } from '@playwright/test'

/** The seeded members (packages/sandbox README, Demo accounts and Member data). */
const ADA = { email: 'ada@foyer-museum.example', password: 'Analytical-Engine1', firstName: 'Ada' }
/** Individual (Member 1, '*' 1), ends Wednesday 24 June 2026, auto-renew none. */
const ALAN = { email: 'alan@foyer-museum.example', password: 'Turing-Machine1', firstName: 'Alan' }
/** Alan's dates with auto-renew scheduled. */
const KATHERINE = { email: 'katherine@foyer-museum.example', password: 'Orbital-Mechanics1', firstName: 'Katherine' }

const RENEWAL = 'Your membership will have expired by this date. Please renew to book member tickets.'
const capReached = (type: string) => `Your membership allows no more ${type} tickets for this visit.`

/** A member logs in on the Members' Evening (members only: the reserve panel shows after the login). */
async function memberOnEvening(page: Page, member: typeof ADA): Promise<ReservePage> {
  await patchConfig(page, { loginMode: 'password' })
  const reserve = new ReservePage(page)
  await reserve.goto('members-evening')
  await new LoginDialog(page).logInWithPassword(member.email, member.password, member.firstName)
  await reserve.ready()
  return reserve
}

/** Chooses a Thursday's 6 PM evening. */
async function chooseEvening(reserve: ReservePage, thursday: string): Promise<void> {
  await reserve.dateButton(thursday).click()
  await reserve.session('6:00 PM').click()
  await expect(reserve.increment('Member')).toBeVisible()
}

test.describe('member-only content (storefront §6: hidden member-only groups, member benefits cap)', () => {
  test('the Member Admission group shows to a member, not to a guest; its benefit books, and past the cap the server says no', async ({
    page,
  }) => {
    await patchConfig(page, { loginMode: 'password' })
    const reserve = new ReservePage(page)
    await reserve.openAt('general-admission')
    await reserve.dateButton('Saturday, June 6, 2026').click()
    await reserve.session('10:00').click()
    await expect(reserve.increment('Adult')).toBeVisible()
    await expect(page.getByText('Member Admission')).toHaveCount(0)

    await new LoginDialog(page).logInWithPassword(ADA.email, ADA.password, 'Ada')
    await expect(page.getByText('Member Admission').first()).toBeVisible()
    await reserve.add('Member', 2)
    await expect(reserve.quantity('Member')).toHaveText(/2/)
    await expectNoAxeViolations(page)
    await reserve.submit.click()
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Member')

    // The add-on page came next (the upsell chain); back to admission, whose date the page kept.
    // Ada's Dual lets two more Members draw from its '*' pool, but the group takes 2 an order: the
    // server has the final word.
    await reserve.openAt('general-admission')
    await reserve.session('10:00').click()
    await reserve.add('Member', 2)
    await reserve.submit.click()
    await expect(reserve.error).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('2 × Member')
  })

  for (const width of [1280, 360]) {
    test.describe(`at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      })

      test("storefront §6 benefits cap: Alan's Individual (Member 1, pool 1) stops the steppers at two tickets and says so", async ({
        page,
      }) => {
        const reserve = await memberOnEvening(page, ALAN)
        await chooseEvening(reserve, 'Thursday, June 11, 2026')
        await reserve.add('Member')
        await expect(reserve.quantity('Member')).toHaveText(/1/)
        await expect(page.getByText(capReached('Member guest'))).toHaveCount(0)
        await reserve.add('Member guest')
        await expect(reserve.quantity('Member guest')).toHaveText(/1/)

        // The pool is spent: neither type takes more, and each row says why.
        for (const type of ['Member', 'Member guest']) {
          await expect(reserve.panel.getByText(capReached(type))).toBeVisible()
          await expect(reserve.increment(type)).toHaveAttribute('aria-disabled', 'true')
          await expect(reserve.increment(type)).toHaveAccessibleDescription(capReached(type))
        }
        await reserve.increment('Member guest').click({ force: true })
        await expect(reserve.quantity('Member guest')).toHaveText(/1/)
        await expectNoAxeViolations(page)
        expect(await reserve.scrollWidth()).toBeLessThanOrEqual(width)

        // Less of one frees the pool again.
        await reserve.decrement('Member guest').click()
        await expect(reserve.increment('Member guest')).toHaveAttribute('aria-disabled', 'false')
        await expect(reserve.panel.getByText(capReached('Member guest'))).toHaveCount(0)

        await reserve.add('Member guest')
        await reserve.submit.click()
        await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Member guest')
      })

      test("storefront §5 renewal message: Alan's membership ends before the 25 June evening; Katherine's renews, so the evening's if_autorenew lets her book it", async ({
        page,
      }) => {
        const reserve = await memberOnEvening(page, ALAN)
        await chooseEvening(reserve, 'Thursday, June 25, 2026')
        const renewal = reserve.panel.getByText(RENEWAL)
        await expect(renewal).toBeVisible()
        await expect(renewal).toHaveCount(1)
        await expect(reserve.panel.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', /\/membership\/renew$/)
        for (const type of ['Member', 'Member guest']) {
          await expect(reserve.increment(type)).toHaveAttribute('aria-disabled', 'true')
          await expect(reserve.increment(type)).toHaveAccessibleDescription(RENEWAL)
        }
        await reserve.increment('Member').click({ force: true })
        await expect(reserve.quantity('Member')).toHaveText(/0/)
        await expectNoAxeViolations(page)
        expect(await reserve.scrollWidth()).toBeLessThanOrEqual(width)

        // The evening before his membership ends has no renewal message.
        await reserve.change('date').click()
        await chooseEvening(reserve, 'Thursday, June 18, 2026')
        await expect(reserve.panel.getByText(RENEWAL)).toHaveCount(0)
        await expect(reserve.increment('Member')).toHaveAttribute('aria-disabled', 'false')

        // Katherine: Alan's dates, auto-renew scheduled (calls §9 Reserve beyond term: if_autorenew).
        await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
        await page.context().clearCookies()
        const katherine = await memberOnEvening(page, KATHERINE)
        await chooseEvening(katherine, 'Thursday, June 25, 2026')
        await expect(katherine.panel.getByText(RENEWAL)).toHaveCount(0)
        await katherine.add('Member')
        await expect(katherine.quantity('Member')).toHaveText(/1/)
        await katherine.submit.click()
        await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Member')
      })
    })
  }
})
