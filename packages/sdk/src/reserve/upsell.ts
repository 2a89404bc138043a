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
import { stripTrailingSlash } from '../routing/location.js'
import { buildPath, matchRoute } from '../routing/routes.js'

/** The chain kept between pages (persisted as JSON under `upsellChainStorageKey`). */
export interface UpsellChain {
  /**
   * The events of the chain in the order they were offered, the anchor (the first event
   * reserved) first. With two or more, the last is the add-on offered now. Empty: no chain.
   */
  events: string[]
  /** storefront §4 Membership form: "Gift or skip-upsell options set a flag that skips upsells afterward". */
  skipUpsells: boolean
}

/** No chain, upsells not skipped. */
export const EMPTY_UPSELL_CHAIN: UpsellChain = Object.freeze({ events: Object.freeze([]) as unknown as string[], skipUpsells: false })

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
  return matchRoute(pathname ?? '') ? path : null
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
  /** storefront §2 guards: "The express checkout flag skips upsells". @default false */
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
    const events = Array.isArray(value?.events) ? value.events.filter((e): e is string => typeof e === 'string' && e !== '') : []
    return { events, skipUpsells: value?.skipUpsells === true }
  } catch {
    return EMPTY_UPSELL_CHAIN
  }
}
