import { matchRoute } from '@foyer/sdk/routing'
import { describe, expect, it } from 'vitest'
import { STORIES } from './stories'

// storefront §2 /_stories. That every fixture is seeded is checked by the stories journey (e2e),
// which can read the sandbox's seedIds.
describe('the stories', () => {
  it('have unique ids, and each path is a route of the storefront (the not-found ones excepted)', () => {
    expect(new Set(STORIES.map((story) => story.id)).size).toBe(STORIES.length)
    for (const story of STORIES) {
      const match = matchRoute(story.path.split('?')[0]!)
      if (story.id === 'not-found') expect(match).toBeNull()
      else expect(match, story.id).not.toBeNull()
    }
  })
})
