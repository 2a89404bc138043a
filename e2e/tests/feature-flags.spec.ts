import { expect, expectNoAxeViolations, patchConfig, test } from '../fixtures'
import { reserveAdmission } from '../pages/ReservePage'
import { BASE_URL, SELLER } from '../sandbox'

// calls §7 "A feature-flag service is read on load": the sandbox's stand-in at /_sandbox/flags.
// express_checkout (storefront §2 guards: "The express checkout flag skips upsells") shows which
// flags the page runs with: reserving General Admission goes to /checkout instead of the add-on.

test.describe('the feature-flag service (calls §7)', () => {
  test("its flags win over the config's: express_checkout from the service skips the upsells; axe clean", async ({
    page,
    request,
  }) => {
    await request.put(`${BASE_URL}/_sandbox/flags`, { data: { flags: { express_checkout: true } } })
    await patchConfig(page, { featureFlagService: '/_sandbox/flags', featureFlags: { express_checkout: false } })
    await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
    // The checkout as the visitor sees it once loaded: its card entry.
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a service that answers no flag leaves the configured ones', async ({ page }) => {
    await patchConfig(page, { featureFlagService: '/_sandbox/flags' })
    await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/events/audio-guide$`))
  })

  test('an unreachable service: the page opens with the configured flags', async ({ page }) => {
    await page.route('**/_sandbox/flags', (route) => route.abort('connectionrefused'))
    await patchConfig(page, {
      featureFlagService: '/_sandbox/flags',
      featureFlags: { express_checkout: true },
    })
    await reserveAdmission(page)
    await expect(page).toHaveURL(new RegExp(`/${SELLER}/checkout$`))
  })
})
