import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { LoginDialog } from '../pages/LoginDialog'
import { ReservePage } from '../pages/ReservePage'

const ADA = { email: 'ada@foyer-museum.example', password: 'Analytical-Engine1' }

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

    // Ada's Dual allows 2 member admissions a visit: two more are refused by the server.
    // The add-on page came next (the upsell chain); back to admission, whose date the page kept.
    await reserve.openAt('general-admission')
    await reserve.session('10:00').click()
    await reserve.add('Member', 2)
    await reserve.submit.click()
    await expect(reserve.error).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('2 × Member')
  })
})
