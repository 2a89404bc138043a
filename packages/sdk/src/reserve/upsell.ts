/**
 * The upsell chain (storefront §2 Reserve page "Add-on banner with a skip link when the event is
 * chained as an upsell"; §2 /events upsell listing and guards; §3 Event template config
 * `next_route`; §4 Cart expiry "the upsell chain is cleared"; §4 Membership form "Gift or
 * skip-upsell options set a flag that skips upsells afterward") as pure functions.
 *
 * The spec names the pieces but not how they fit; the model, written down once here:
 *
 * - Decision: an event's config `next_route` is where the visitor goes after reserving it. It is
 *   an app path (`/events/audio-guide`, seller base left out) or a bare event id (read as
 *   `/events/{id}`); a value no storefront route matches, or an absolute URL, is ignored.
 * - Decision: when `next_route` leads to another event's page, that event is *chained as an
 *   upsell* of the one just reserved: the chain remembers both (`UpsellChain.events`, the anchor
 *   first, the add-on offered now last) and the add-on's reserve page shows the add-on banner.
 *   The chain is kept like the cart id, per seller (`upsellChainStorageKey`), so a reload keeps it.
 * - Decision: the banner's skip link goes where reserving the add-on would have led: the
 *   add-on's own `next_route` (the chain goes on), else the upsell listing (/events, which sends
 *   the visitor to /checkout when it has no events, storefront §2 /events). Reserving the add-on
 *   goes to the same place. Reserving or skipping is one step of `advanceUpsellChain`.
 * - Decision: a `next_route` to an event already in the chain ends it at the upsell listing (a
 *   tenant's loop never traps the visitor); one to another page (e.g. /membership) ends the chain
 *   there. Reserving an event that is not the add-on offered now starts a new chain from it.
 * - storefront §2 guards "The express checkout flag skips upsells", and the skip-upsell flag of
 *   the membership form: with either, a reserve goes straight to /checkout and no chain starts.
 *   Decision: the skip-upsell flag lasts as long as the cart (it is cleared with the chain).
 * - storefront §4 "On expiry … the upsell chain is cleared". Decision: so is it whenever the
 *   storefront stops holding the cart (deleted, emptied, completed): a chain has no anchor then.
 */
import { isStorefrontPath, stripTrailingSlash } from '../routing/location.js'
import { buildPath, matchRoute } from '../routing/routes.js'
import { venueDateTime } from '../core/venue-time.js'

/** The chain kept between pages (persisted as JSON under `upsellChainStorageKey`). */
export interface UpsellChain {
  /**
   * The events of the chain in the order they were offered, the anchor (the first event
   * reserved) first. With two or more, the last is the add-on offered now. Empty: no chain.
   */
  events: string[]
  /** Whether later reserves skip the upsell listing: set when the membership form's gift or skip-upsell option was chosen (storefront §4 Membership form "Gift or skip-upsell options set a flag that skips upsells afterward"). */
  skipUpsells: boolean
}

/** No chain, upsells not skipped. */
export const EMPTY_UPSELL_CHAIN: UpsellChain = Object.freeze({
  events: Object.freeze([]) as unknown as string[],
  skipUpsells: false,
})

/**
 * Where the storefront keeps the chain: beside the cart id, per seller (`cartStorageKey`).
 * @example upsellChainStorageKey('demo-museum') // 'foyer:demo-museum:upsell-chain'
 */
export function upsellChainStorageKey(seller: string): string {
  return `foyer:${seller}:upsell-chain`
}

/**
 * The app path of an event config's `next_route` (storefront §3 Event template config), or null
 * when there is none or it leads nowhere in the storefront (see the module doc).
 * @example nextRouteOf({ next_route: '/events/audio-guide/' }) // '/events/audio-guide'
 * @example nextRouteOf({ next_route: 'audio-guide' }) // '/events/audio-guide'
 * @example nextRouteOf({ next_route: 'https://example.org' }) // null
 */
export function nextRouteOf(config: Readonly<Record<string, unknown>> | null | undefined): string | null {
  const value = config?.next_route
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null
  const path = trimmed.startsWith('/') ? stripTrailingSlash(trimmed) : buildPath('event', { id: trimmed })
  const [pathname] = path.split(/[?#]/)
  return isStorefrontPath(path) && matchRoute(pathname ?? '') ? path : null
}

/** The event id of an app path that is an event page (`/events/{id}`), or null. */
function eventIdOf(path: string): string | null {
  const [pathname] = path.split(/[?#]/)
  const match = matchRoute(pathname ?? '')
  return match?.route.name === 'event' ? (match.params.id ?? null) : null
}

/**
 * The add-on the chain offers now (its last event, once there is an anchor before it), or null.
 * @example chainedAddOn({ events: ['general-admission', 'audio-guide'], skipUpsells: false }) // 'audio-guide'
 */
export function chainedAddOn(chain: UpsellChain): string | null {
  return chain.events.length > 1 ? (chain.events[chain.events.length - 1] ?? null) : null
}

/** What the storefront knows about upsells besides the chain. */
export interface UpsellContext {
  /** With express checkout a reserve goes straight to checkout, and no upsell is offered (storefront §2 guards "The express checkout flag skips upsells"). @default false */
  expressCheckout?: boolean
}

/** Whether upsells are skipped: the express checkout flag or the skip-upsell flag (storefront §2, §4). */
export function upsellsSkipped(chain: UpsellChain, context: UpsellContext = {}): boolean {
  return context.expressCheckout === true || chain.skipUpsells
}

/**
 * Whether `eventId`'s reserve page shows the add-on banner: the event is the add-on the chain
 * offers now, and upsells are not skipped (storefront §2 Reserve page).
 */
export function isChainedAsUpsell(chain: UpsellChain, eventId: string, context: UpsellContext = {}): boolean {
  return !upsellsSkipped(chain, context) && chainedAddOn(chain) === eventId
}

/**
 * One step of the chain: the visitor reserved `eventId`, or skipped it from the add-on banner.
 * `nextRoute` is the event's `nextRouteOf(config)`. Returns the chain after the step and the app
 * path to go to (see the module doc for the model).
 * @example
 * advanceUpsellChain(EMPTY_UPSELL_CHAIN, { eventId: 'general-admission', nextRoute: '/events/audio-guide' })
 * // { chain: { events: ['general-admission', 'audio-guide'], skipUpsells: false }, to: '/events/audio-guide' }
 * advanceUpsellChain({ events: ['general-admission', 'audio-guide'], skipUpsells: false }, { eventId: 'audio-guide', nextRoute: null })
 * // { chain: { events: [], skipUpsells: false }, to: '/events' }
 */
export function advanceUpsellChain(
  chain: UpsellChain,
  step: { eventId: string; nextRoute: string | null },
  context: UpsellContext = {},
): { chain: UpsellChain; to: string } {
  const ended: UpsellChain = { events: [], skipUpsells: chain.skipUpsells }
  // storefront §2 guards: "The express checkout flag skips upsells" (and the skip-upsell flag).
  if (upsellsSkipped(chain, context)) return { chain: ended, to: buildPath('checkout', {}) }
  const listing = buildPath('events')
  if (step.nextRoute === null) return { chain: ended, to: listing }
  const sofar = chainedAddOn(chain) === step.eventId ? chain.events : [step.eventId]
  const next = eventIdOf(step.nextRoute)
  if (next === null) return { chain: ended, to: step.nextRoute }
  if (sofar.includes(next)) return { chain: ended, to: listing }
  return { chain: { events: [...sofar, next], skipUpsells: chain.skipUpsells }, to: step.nextRoute }
}

/**
 * The chain read back from storage; anything that is not a chain reads as no chain.
 * @example readUpsellChain('{"events":["a","b"],"skipUpsells":false}') // { events: ['a', 'b'], skipUpsells: false }
 */
export function readUpsellChain(text: string | null): UpsellChain {
  if (!text) return EMPTY_UPSELL_CHAIN
  try {
    const value = JSON.parse(text) as Partial<UpsellChain> | null
    const events = Array.isArray(value?.events)
      ? value.events.filter((e): e is string => typeof e === 'string' && e !== '')
      : []
    return { events, skipUpsells: value?.skipUpsells === true }
  } catch {
    return EMPTY_UPSELL_CHAIN
  }
}

// =============================================================================================
// Upsell visit_time (calls §9 "Upsell visit_time: timeslot, same_start, same_date, until_close")
// =============================================================================================

/** calls §9: when an upsell may be visited, relative to the admission (anchor) it goes with. */
export const UPSELL_VISIT_TIMES = ['timeslot', 'same_start', 'same_date', 'until_close'] as const
export type UpsellVisitTime = (typeof UPSELL_VISIT_TIMES)[number]

/**
 * The add-on's visit time: its config `visit_time` (Decision: the spec names the values, not the
 * field; it is an event config record beside next_route). Null when unset or not a calls §9 value:
 * the add-on's sessions are then not restricted.
 * @example upsellVisitTimeOf({ visit_time: 'same_date' }) // 'same_date'
 */
export function upsellVisitTimeOf(
  config: Readonly<Record<string, unknown>> | null | undefined,
): UpsellVisitTime | null {
  const value = config?.visit_time
  return typeof value === 'string' && (UPSELL_VISIT_TIMES as readonly string[]).includes(value)
    ? (value as UpsellVisitTime)
    : null
}

/** The visit an anchor cart item stands for: its session's start and end (ISO date-times). */
export interface AnchorVisit {
  start: string
  end: string | null
}

/** A session as the visit-time rule reads it. */
export interface VisitSession {
  start_datetime: string
  end_datetime?: string | null
}

/** The venue date and the minute of the day of an ISO date-time, in `timeZone` (`venueDateTime`). */
function venueClock(iso: string, timeZone: string): { date: string; minute: number } {
  const { date, time } = venueDateTime(iso, timeZone)
  const [hours, minutes] = time.split(':').map(Number)
  return { date, minute: (hours ?? 0) * 60 + (minutes ?? 0) }
}

/**
 * calls §9 Upsell visit_time: whether an add-on session can go with one of the anchor visits.
 * Decisions (the spec lists the values only), all in the venue's time zone:
 * - `same_start`: the session starts when the anchor starts;
 * - `timeslot`: the session overlaps the anchor's time slot (start to end; an anchor without an
 *   end is the instant it starts);
 * - `same_date`: the session is on the anchor's date;
 * - `until_close`: the session is on the anchor's date and starts at or after the anchor starts
 *   (the visitor is in the venue from then until closing).
 * @example
 * const anchor = { start: '2026-06-06T14:00:00Z', end: '2026-06-06T14:30:00Z' }
 * fitsVisitTime('until_close', { start_datetime: '2026-06-06T18:00:00Z' }, [anchor], 'America/New_York') // true
 */
export function fitsVisitTime(
  visitTime: UpsellVisitTime,
  session: VisitSession,
  anchors: readonly AnchorVisit[],
  timeZone: string,
): boolean {
  const start = Date.parse(session.start_datetime)
  const end = session.end_datetime ? Date.parse(session.end_datetime) : start
  return anchors.some((anchor) => {
    const anchorStart = Date.parse(anchor.start)
    const anchorEnd = anchor.end ? Date.parse(anchor.end) : anchorStart
    switch (visitTime) {
      case 'same_start':
        return start === anchorStart
      case 'timeslot':
        return anchorEnd > anchorStart
          ? start < anchorEnd && end > anchorStart
          : start <= anchorStart && end >= anchorStart
      case 'same_date':
        return venueClock(session.start_datetime, timeZone).date === venueClock(anchor.start, timeZone).date
      case 'until_close': {
        const at = venueClock(session.start_datetime, timeZone)
        const from = venueClock(anchor.start, timeZone)
        return at.date === from.date && at.minute >= from.minute
      }
    }
  })
}

/**
 * The venue dates of the anchor visits: the only days an add-on with a visit time can be on (every
 * calls §9 value keeps the visit on the anchor's day).
 */
export function visitDates(anchors: readonly AnchorVisit[], timeZone: string): string[] {
  return [...new Set(anchors.map((anchor) => venueClock(anchor.start, timeZone).date))]
}

/**
 * The anchor visits of a cart: its anchor items (storefront §3 Cart item `isAnchor`) with their
 * session's start and end.
 */
export function anchorVisits(
  items: readonly { isAnchor: boolean; sessionId: string | null; startDatetime: string | null }[],
  sessions: readonly { id: unknown; start_datetime?: string | null; end_datetime?: string | null }[],
): AnchorVisit[] {
  const visits: AnchorVisit[] = []
  for (const item of items) {
    if (!item.isAnchor || !item.startDatetime) continue
    const session = sessions.find((s) => String(s.id) === item.sessionId)
    visits.push({ start: item.startDatetime, end: session?.end_datetime ?? null })
  }
  return visits
}
