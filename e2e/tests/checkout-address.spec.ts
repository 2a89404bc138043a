import { returningVisitor } from '../api'
import { CheckoutPage } from '../checkout'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { SELLER, TOMORROW, sessionId } from '../sandbox'

const GA_TOMORROW_10 = sessionId('general-admission', TOMORROW, '10:00')
const TWO_ADULTS = [{ event_session_id: GA_TOMORROW_10, ticket_type_id: 'ga-adult', quantity: 2 }]

/**
 * storefront §5 Address ("It must be chosen from suggestions or entered manually"), calls §7 address
 * lookup (the demo config's `sandboxAddresses`: the sandbox's address service), calls §8 ("Address
 * lookup failure switches to manual mode."). bacs_debit asks for the address.
 */
test.describe('storefront §5 Address lookup on /checkout', () => {
  async function openWithDirectDebit(
    page: import('@playwright/test').Page,
    request: import('@playwright/test').APIRequestContext,
  ) {
    const cartId = await returningVisitor(page, request, TWO_ADULTS)
    const checkout = new CheckoutPage(page)
    await checkout.open()
    await page.getByRole('radio', { name: 'Direct debit' }).check()
    await checkout.fillAll()
    await checkout.form.getByRole('combobox', { name: 'Country' }).selectOption('GB')
    return { cartId, checkout, address: checkout.form.getByRole('combobox', { name: 'Address', exact: true }) }
  }

  test('a guest types 4+ characters, picks a suggestion by keyboard, the fields fill, and pays; axe on the open listbox', async ({
    page,
    request,
  }) => {
    const { cartId, checkout, address } = await openWithDirectDebit(page, request)
    await address.pressSequentially('10 Downing')
    const listbox = page.getByRole('listbox', { name: 'Address suggestions' })
    await expect(listbox.getByRole('option')).toHaveText(['10 Downing Street, London, SW1A 2AA'])
    await expect(address).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
    await address.press('ArrowDown')
    await expect(address).toHaveAttribute(
      'aria-activedescendant',
      (await listbox.getByRole('option').first().getAttribute('id'))!,
    )
    await address.press('Enter')
    await expect(address).toHaveValue('10 Downing Street')
    await expect(checkout.field('City')).toHaveValue('London')
    // calls §7 "a subdivision for gb"
    await expect(checkout.field('State')).toHaveValue('ENG')
    await expect(checkout.field('ZIP code')).toHaveValue('SW1A 2AA')
    await expect(checkout.form.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')
    await checkout.pay.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/pending/${cartId}$`))
  })

  test('"Autocomplete without a pick gives an error": a typed address nobody picked is refused, then a pick pays', async ({
    page,
    request,
  }) => {
    const { cartId, checkout, address } = await openWithDirectDebit(page, request)
    await address.pressSequentially('10 Downing')
    await expect(page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option')).toHaveCount(1)
    await address.press('Escape')
    await checkout.field('City').fill('London')
    await checkout.field('ZIP code').fill('SW1A 2AA')
    await checkout.pay.click()
    await expect(address).toHaveAccessibleDescription(
      /Choose your address from the suggestions, or enter it manually\./,
    )
    await expect(address).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
    await expectNoAxeViolations(page)
    await address.press('ArrowDown')
    await address.press('ArrowDown')
    await address.press('Enter')
    await expect(address).toHaveValue('10 Downing Street')
    await checkout.pay.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/pending/${cartId}$`))
  })

  test("'Enter address manually' gives the plain fields; the visitor types the address and pays", async ({
    page,
    request,
  }) => {
    const { cartId, checkout, address } = await openWithDirectDebit(page, request)
    await address.pressSequentially('1 High')
    await page.getByRole('button', { name: 'Enter address manually' }).click()
    await checkout.field('Address').fill('1 High Street')
    await checkout.field('City').fill('London')
    await checkout.field('ZIP code').fill('SW1A 1AA')
    await checkout.pay.click()
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout/pending/${cartId}$`))
  })

  test('a lookup failure switches to manual with a message (calls §8)', async ({ page, request }) => {
    await page.route('**/_sandbox/address/find*', (route) => route.fulfill({ status: 503, body: 'down' }))
    const { checkout, address } = await openWithDirectDebit(page, request)
    await address.pressSequentially('10 Downing')
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The address lookup is not available. Please enter your address manually.' }),
    ).toBeVisible()
    await expect(checkout.field('Address')).toBeVisible()
  })
})
