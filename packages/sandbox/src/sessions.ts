/**
 * Sessions are generated from each event's schedule for a rolling window that starts on the
 * clock's current date in the venue's time zone, so tests can move time and see the calendar
 * follow (storefront §3 Event session).
 *
 * - The window is `sessionWindowDays` days: today and the 59 days after it.
 * - A session is on sale until it starts; sessions that have started are no longer listed.
 * - Session ids are stable for a date and time (`general-admission-20260314-1000`), so a
 *   client's or a test's id stays valid while the clock moves.
 * - Products sold without a date (donations, gift cards, memberships) have one open session
 *   (`gift-cards-open`) spanning a year from the anchor date; it has no day of its own, so it
 *   never makes a calendar day available or an event match a date filter.
 */
import type { SeedEvent, SeedLoad, SeedSchedule } from './seed/index.js'
import type { EventSessionRow } from './types.js'
import { addDays, venueDate, venueInstant, venueIsoString, weekday } from './venue-time.js'

/** storefront §3 Event session: the window of sessions on sale, in days from today. */
export const sessionWindowDays = 60

/** How long the open session of an undated product lasts, in days from the anchor date. */
export const openSessionDays = 365

export interface SessionContext {
  timeZone: string
  /** The venue's date when the sandbox was created or last reset. */
  anchorDate: string
  /** The clock's current instant, in ms. */
  now: number
  /** Tickets already sold for a session. */
  usedCapacity(sessionId: string, capacity: number, oversellCapacity: number): number
}

export interface SessionWindow {
  /** Today in the venue's time zone. */
  first: string
  /** The last day of the window. */
  last: string
}

export function sessionWindow(now: number, timeZone: string): SessionWindow {
  const first = venueDate(now, timeZone)
  return { first, last: addDays(first, sessionWindowDays - 1) }
}

export function openSessionId(eventId: string): string {
  return `${eventId}-open`
}

export function sessionId(eventId: string, date: string, time: string): string {
  return `${eventId}-${date.replaceAll('-', '')}-${time.replace(':', '')}`
}

/** Whether the schedule opens on a date (ignores the clock and the window). */
export function scheduleOpensOn(schedule: SeedSchedule, date: string, anchorDate: string): boolean {
  switch (schedule.kind) {
    case 'repeating':
      return schedule.weekdays.includes(weekday(date))
    case 'dated':
      return schedule.day_offsets.some((offset) => addDays(anchorDate, offset) === date)
    case 'open':
      return false
  }
}

function sessionRow(
  event: SeedEvent,
  id: string,
  start: number,
  end: number,
  capacity: number,
  oversellCapacity: number,
  ctx: SessionContext,
): EventSessionRow {
  const used = ctx.usedCapacity(id, capacity, oversellCapacity)
  return {
    id,
    event_template_id: event.template.id,
    start_datetime: venueIsoString(start, ctx.timeZone),
    end_datetime: venueIsoString(end, ctx.timeZone),
    sold_out: availableCapacity({ capacity, oversell_capacity: oversellCapacity, used_capacity: used }) <= 0,
    capacity,
    used_capacity: used,
    oversell_capacity: oversellCapacity,
  }
}

/**
 * storefront §3 Event session: "Available capacity = capacity + oversell_capacity −
 * used_capacity", and capacity −1 means unlimited (Infinity here).
 */
export function availableCapacity(
  session: Pick<EventSessionRow, 'capacity' | 'oversell_capacity' | 'used_capacity'>,
): number {
  if (session.capacity === -1) return Number.POSITIVE_INFINITY
  return session.capacity + session.oversell_capacity - session.used_capacity
}

/** The dated sessions the schedule holds on a date, whether or not they are still on sale. */
export function scheduledSessionsOn(event: SeedEvent, date: string, ctx: SessionContext): EventSessionRow[] {
  const schedule = event.schedule
  if (!schedule || schedule.kind === 'open' || !scheduleOpensOn(schedule, date, ctx.anchorDate)) return []
  return schedule.times.map((time) => {
    const start = venueInstant(date, time, ctx.timeZone)
    const end = start + schedule.duration_minutes * 60_000
    return sessionRow(
      event,
      sessionId(event.template.id, date, time),
      start,
      end,
      schedule.capacity,
      schedule.oversell_capacity,
      ctx,
    )
  })
}

/** The open session of an undated product, or null for a dated event. */
export function openSession(event: SeedEvent, ctx: SessionContext): EventSessionRow | null {
  if (event.schedule?.kind !== 'open') return null
  const start = venueInstant(ctx.anchorDate, '00:00', ctx.timeZone)
  const end = venueInstant(addDays(ctx.anchorDate, openSessionDays), '00:00', ctx.timeZone)
  return sessionRow(event, openSessionId(event.template.id), start, end, -1, 0, ctx)
}

function isOnSale(session: EventSessionRow, ctx: SessionContext, open: boolean): boolean {
  const start = Date.parse(session.start_datetime)
  const end = Date.parse(session.end_datetime)
  return open ? end > ctx.now : start > ctx.now
}

/** Dated sessions still on sale on one day of the window (none outside it). */
export function sessionsOnSaleOn(event: SeedEvent, date: string, ctx: SessionContext): EventSessionRow[] {
  const window = sessionWindow(ctx.now, ctx.timeZone)
  if (date < window.first || date > window.last) return []
  return scheduledSessionsOn(event, date, ctx).filter((session) => isOnSale(session, ctx, false))
}

/** Every session on sale in the window, in start order; the open session comes first. */
export function sessionsOnSale(event: SeedEvent, ctx: SessionContext): EventSessionRow[] {
  const open = openSession(event, ctx)
  if (open) return isOnSale(open, ctx, true) ? [open] : []
  const window = sessionWindow(ctx.now, ctx.timeZone)
  const sessions: EventSessionRow[] = []
  for (let date = window.first; date <= window.last; date = addDays(date, 1)) {
    sessions.push(...sessionsOnSaleOn(event, date, ctx))
  }
  return sessions
}

/** Finds a session on sale by id, without generating the whole window. */
export function findSessionOnSale(event: SeedEvent, id: string, ctx: SessionContext): EventSessionRow | undefined {
  const open = openSession(event, ctx)
  if (open) return open.id === id && isOnSale(open, ctx, true) ? open : undefined
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(id)
  if (!match || match[1] !== event.template.id) return undefined
  const date = `${match[2]}-${match[3]}-${match[4]}`
  return sessionsOnSaleOn(event, date, ctx).find((session) => session.id === id)
}

/**
 * Finds a session by id whether or not it is still on sale (a cart's tickets keep pointing at
 * their session after it starts).
 */
export function findSession(event: SeedEvent, id: string, ctx: SessionContext): EventSessionRow | undefined {
  const open = openSession(event, ctx)
  if (open) return open.id === id ? open : undefined
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(id)
  if (!match || match[1] !== event.template.id) return undefined
  return scheduledSessionsOn(event, `${match[2]}-${match[3]}-${match[4]}`, ctx).find((session) => session.id === id)
}

/**
 * Places the seed's bookings on real sessions (seed.ts, SeedLoad): each `day_offset` lands on
 * the first open day at or after anchor + offset that an earlier offset has not taken, so
 * "tomorrow" and "the day after" stay two different days across a closed Monday.
 */
export function resolveSeedLoad(event: SeedEvent, anchorDate: string): Map<string, number> {
  const used = new Map<string, number>()
  const schedule = event.schedule
  if (!schedule || schedule.kind === 'open' || event.load.length === 0) return used

  const offsets = [...new Set(event.load.map((load) => load.day_offset))].sort((a, b) => a - b)
  const dayOf = new Map<number, string>()
  let earliest = anchorDate
  for (const offset of offsets) {
    let date = addDays(anchorDate, offset)
    if (date < earliest) date = earliest
    for (let tries = 0; tries < 14 && !scheduleOpensOn(schedule, date, anchorDate); tries++) date = addDays(date, 1)
    dayOf.set(offset, date)
    earliest = addDays(date, 1)
  }

  const full = schedule.capacity === -1 ? 0 : schedule.capacity + schedule.oversell_capacity
  const place = (load: SeedLoad, time: string) => {
    const date = dayOf.get(load.day_offset)
    if (date === undefined) return
    used.set(sessionId(event.template.id, date, time), load.used === 'full' ? full : load.used)
  }
  for (const load of event.load) {
    if (load.time !== undefined) place(load, load.time)
    else schedule.times.forEach((time) => place(load, time))
  }
  return used
}

/** A stable pseudo-random share of a session already sold (5 % to 60 %), from its id. */
export function backgroundLoad(sessionIdValue: string, capacity: number): number {
  if (capacity <= 0) return 0
  let hash = 0x811c9dc5
  for (let i = 0; i < sessionIdValue.length; i++) {
    hash ^= sessionIdValue.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const share = 0.05 + 0.55 * ((hash % 1000) / 1000)
  return Math.floor(capacity * share)
}
