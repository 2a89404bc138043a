import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, expectNoAxeViolations, test } from '../fixtures'
import { ownBuild, type OwnBuild } from '../own-build'
import { BASE_URL, SELLER } from '../sandbox'

/**
 * storefront §2 /_stories, "Non-production only": every story of a stories build
 * (VITE_FOYER_STORIES=true) reaches its named state on the sandbox's demo museum; the production
 * build the other journeys use has neither the route nor its chunk.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url))

test.describe('/_stories in a production build', () => {
  test('is not there: the route is not found and no chunk of it was built', async ({ page }) => {
    await page.goto(`${BASE_URL}/${SELLER}/_stories`)
    await expect(page.locator('[data-state="not_found"]')).toBeVisible()
    const manifest = readFileSync(join(repo, 'packages/template/dist/.vite/manifest.json'), 'utf8')
    expect(manifest).not.toMatch(/stories/i)
  })
})

test.describe('/_stories in a stories build', () => {
  let build: OwnBuild | null = null
  let origin = ''

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    build = await ownBuild({ VITE_FOYER_STORIES: 'true' })
    origin = build.url.replace(/\/$/, '')
  })

  test.afterAll(() => build?.close())

  test('every story opens its screen in its named state; the catalogue is axe clean', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto(`${origin}/${SELLER}/_stories`)
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible()
    // The stories as the catalogue lists them: each with its state and the mark of that state on
    // the page (the demo museum's seeded events and orders: an id that is not seeded would show
    // the not-found page instead of its mark).
    const stories = await page.locator('[data-story]').evaluateAll((items) =>
      items.map((item) => ({
        id: item.getAttribute('data-story') ?? '',
        state: item.getAttribute('data-story-state') ?? '',
        mark: item.getAttribute('data-story-mark') ?? '',
        link: item.querySelector('a')?.textContent ?? '',
      })),
    )
    expect(stories.length).toBeGreaterThanOrEqual(20)
    expect(new Set(stories.map((story) => story.state))).toEqual(
      new Set([
        'ready',
        'members_only',
        'details_hidden',
        'not_found',
        'form',
        'complete_ready',
        'edit',
        'idle',
        'open',
        'empty',
        'error',
        'refuse',
        'invalid',
      ]),
    )
    await expectNoAxeViolations(page)
    for (const story of stories) {
      await page.goto(`${origin}/${SELLER}/_stories`)
      await page.locator(`[data-story="${story.id}"]`).getByRole('link', { name: story.link }).click()
      await expect(page.locator(story.mark).first(), story.id).toBeVisible({ timeout: 20_000 })
    }
  })
})
