/**
 * What the guards are told about the visitor's state (storefront §2 Navigation guards), assembled
 * from the storefront's stores so a router only passes them in.
 */
import { eventFilterCount, type EventFilters } from './filters'
import type { GuardContext } from './guards'

/** The tenant's settings the guards read (the template's runtime config, or a custom app's). */
export type GuardSettings = Omit<
  GuardContext,
  'cartItemCount' | 'listedEventCount' | 'skipUpsells' | 'loggedIn' | 'member'
>

/** The parts of the storefront's state the guards read. */
export interface GuardState {
  /** Items in the cart (`cart.items.length`). */
  cartItemCount: number
  /** `listedEventCount` of the /events listing store's snapshot (`storefront.catalog.listing`). */
  listedEventCount: number | null
  /** The upsell chain's skip-upsell flag (storefront §4 Membership form). */
  skipUpsells: boolean
  /** Whether a member is logged in (from `storefront.auth`). @default false */
  loggedIn?: boolean
  /** @default false */
  member?: boolean
}

/**
 * How many events the /events listing shows, for the events guard: with items in the cart the
 * listing is an upsell listing, and an upsell listing without events goes to /checkout
 * (storefront §2 /events). Decision: only the listing without filters counts; a filtered listing
 * with no match keeps its 'Clear filters'. Null until the listing has loaded.
 */
export function listedEventCount(listing: {
  status: string
  filters: EventFilters
  events: readonly unknown[]
}): number | null {
  return listing.status === 'ready' && eventFilterCount(listing.filters) === 0 ? listing.events.length : null
}

/**
 * The guard context from the tenant's settings and the storefront's state. Nobody is logged in
 * unless the state says so: `loggedIn` and `member` default to false.
 */
export function routeGuardContext(settings: GuardSettings, state: GuardState): GuardContext {
  return {
    ...settings,
    loggedIn: state.loggedIn ?? false,
    member: state.member ?? false,
    cartItemCount: state.cartItemCount,
    listedEventCount: state.listedEventCount,
    skipUpsells: state.skipUpsells,
  }
}
