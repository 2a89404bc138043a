/**
 * The stories' fixtures (storefront §2 /_stories, non-production only): before a story that needs
 * a held cart opens its path, the catalogue holds that cart on the sandbox through the sdk's own
 * cart (so the kept cart id is where the storefront keeps it), from the demo museum's seed, and
 * leaves the story's action for the page it opens (`StoryAction.tsx`).
 */
import type { Storefront } from '@foyer/react-hooks'
import type { FoyerError, Result } from '@foyer/sdk'
import type { Story, StoryAction, StoryFixture } from './stories'

/** Where the catalogue leaves a story's action for the page it opens (the tab's sessionStorage). */
export const STORY_ACTION_KEY = 'foyer:story-action'

/** How far ahead the `tickets` fixture looks for a session with room. */
const FIXTURE_DAYS = 14

/** Holds the story's cart (deleting any cart held before) and leaves its action; the first failure, if any. */
export async function prepareStory(storefront: Storefront, story: Story): Promise<FoyerError | null> {
  sessionStorage.removeItem(STORY_ACTION_KEY)
  if (story.fixture) {
    await storefront.cart.clear()
    const held = await holdCart(storefront, story.fixture)
    if (held.error) return held.error
  }
  if (story.action) sessionStorage.setItem(STORY_ACTION_KEY, JSON.stringify(story.action))
  return null
}

/**
 * The action a story left for the page it opened, read from the tab's sessionStorage. It stays
 * there until `storyActionDone` (done, or given up), so a remount of the page's tree on its way in
 * still finds it.
 */
export function pendingStoryAction(): StoryAction | null {
  const raw = sessionStorage.getItem(STORY_ACTION_KEY)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as StoryAction
  } catch {
    sessionStorage.removeItem(STORY_ACTION_KEY)
    return null
  }
}

export function storyActionDone(): void {
  sessionStorage.removeItem(STORY_ACTION_KEY)
}

async function holdCart(storefront: Storefront, fixture: StoryFixture): Promise<Result<unknown>> {
  if (fixture.kind === 'membership') {
    return storefront.cart.reserveMembership(fixture.eventId, {
      role_id: fixture.levelId,
      membership_rule_ids: [fixture.ruleId],
      tickets: [{ ticket_group_id: fixture.levelId, ticket_type_id: fixture.ticketTypeId, admit_name: 'Ada Lovelace' }],
    })
  }
  const now = Date.now()
  const sessions = await storefront.http.get('/events/{id}/sessions', {
    params: {
      path: { id: fixture.eventId },
      query: {
        'start_datetime._gte': new Date(now).toISOString(),
        'start_datetime._lt': new Date(now + FIXTURE_DAYS * 86_400_000).toISOString(),
      },
    },
  })
  if (sessions.error) return { error: sessions.error }
  const session = sessions.data.event_session._data.find(
    (row) =>
      !row.sold_out &&
      (row.capacity === -1 || (row.capacity ?? 0) + (row.oversell_capacity ?? 0) > (row.used_capacity ?? 0)),
  )
  return storefront.cart.modify({
    channel_id: 'web',
    reserve: {
      tickets: [
        { event_session_id: session ? String(session.id) : null, ticket_type_id: fixture.ticketTypeId, quantity: 1 },
      ],
    },
  })
}
