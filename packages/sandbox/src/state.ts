/**
 * The sandbox's mutable state: the seed plus what has been sold. `reset()` replaces it with a
 * fresh one (index.ts).
 */
import { createSeed, type Seed, type SeedEvent } from './seed.js'
import { backgroundLoad, resolveSeedLoad, type SessionContext } from './sessions.js'
import type { VenueRow } from './types.js'
import { venueDate } from './venue-time.js'

export interface SandboxState {
  seed: Seed
  /** The venue's date when the state was created: seeded bookings are placed from it. */
  anchorDate: string
  /**
   * Tickets sold per session and ticket group. Sessions not in the map carry a stable
   * background load (sessions.ts, backgroundLoad) on their event's first ticket group.
   */
  sessionUse: Map<string, Map<string, number>>
}

/** The venue of an event; every seeded event has one. */
export function eventVenue(state: SandboxState, event: SeedEvent): VenueRow {
  const venue = state.seed.venues.find((v) => v.id === event.template.venue_id)
  if (!venue) throw new Error(`Seed error: event ${event.template.id} has no venue ${event.template.venue_id}`)
  return venue
}

/** The group that seeded and background bookings count against: the event's first group. */
function mainGroupId(event: SeedEvent): string | undefined {
  return event.ticket_groups[0]?.id
}

export function createState(now: number): SandboxState {
  const seed = createSeed()
  const anchorDate = venueDate(now, seed.seller.timezone)
  const sessionUse = new Map<string, Map<string, number>>()
  for (const event of seed.events) {
    const groupId = mainGroupId(event)
    for (const [sessionId, used] of resolveSeedLoad(event, anchorDate)) {
      sessionUse.set(sessionId, new Map(groupId === undefined ? [] : [[groupId, used]]))
    }
  }
  return { seed, anchorDate, sessionUse }
}

/** Tickets sold per ticket group in a session. */
export function groupUse(state: SandboxState, event: SeedEvent, sessionId: string, capacity: number): Map<string, number> {
  const recorded = state.sessionUse.get(sessionId)
  if (recorded) return recorded
  const groupId = mainGroupId(event)
  if (groupId === undefined) return new Map()
  return new Map([[groupId, backgroundLoad(sessionId, capacity)]])
}

/** What sessions.ts needs to build an event's session rows at an instant. */
export function sessionContext(state: SandboxState, event: SeedEvent, now: number): SessionContext {
  const excluded = new Set(event.ticket_groups.filter((g) => g.exclude_from_event_capacity).map((g) => g.id))
  return {
    timeZone: eventVenue(state, event).timezone,
    anchorDate: state.anchorDate,
    now,
    // A session's used capacity is what its groups sold, less groups kept out of the event's
    // capacity (storefront §3 Ticket group exclude_from_event_capacity).
    usedCapacity: (sessionId, capacity) => {
      let used = 0
      for (const [groupId, sold] of groupUse(state, event, sessionId, capacity)) if (!excluded.has(groupId)) used += sold
      return used
    },
  }
}
