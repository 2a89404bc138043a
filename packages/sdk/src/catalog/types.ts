import type { FoyerError } from '../errors/index.js'
import type { Schema } from '../http/paths.js'
import type { EventFilters } from '../routing/filters.js'

export type { EventFilters }

/** Wire rows of the contract (storefront §3), as the API sends them. */
export type EventTemplateRow = Schema<'EventTemplate'>
export type VenueRow = Schema<'Venue'>
export type CategoryRow = Schema<'Category'>
export type ConfigRecord = Schema<'ConfigRecord'>
export type MetaRecord = Schema<'MetaRecord'>
export type TicketGroupRow = Schema<'TicketGroup'>
export type TicketTypeRow = Schema<'TicketType'>
export type MessageRuleRow = Schema<'MessageRule'>
export type CalendarDayRow = Schema<'CalendarDay'>
/** The body of GET events, events/{id} and event_template: rows plus embeds as sibling keys. */
export type EventTemplateResponse = Schema<'EventTemplateResponse'>

/**
 * Who may see an event: `public_browsable` (listed), `public_link_only` (only through its link) or
 * `public_member_only` (members only) (storefront §3 Event template hidden_type).
 */
export type HiddenType = EventTemplateRow['hidden_type']

/** An image as a page shows it: the sized API URL (calls §7 image rewrite) and its alt text. */
export interface EventImage {
  url: string
  /**
   * meta.image_profile_alt_text. Empty when the tenant wrote none: the image then is decorative,
   * since the event's name is always shown beside it (a repeated name is noise to a screen reader).
   */
  alt: string
  /**
   * The same image at other widths, for `<img srcset>` (`url 750w, url 1500w`): a phone fetches the
   * narrow one. Only the cover has it (`COVER_IMAGE_WIDTHS`).
   */
  srcSet?: string
}

/** storefront §2 "Event listing card: image, title link, subtitle, summary, venue name if enabled, button." */
export interface EventCard {
  id: string
  name: string
  subtitle: string | null
  summary: string | null
  /** The venue's name; the template shows it only when enabled in its configuration. */
  venueName: string | null
  /** The teaser image, 272 × 216 shown, fetched at double size (calls §9). */
  image: EventImage | null
  /** The path of the event's page, `/events/{id}` (storefront §2 "Event links go to /events/{id}."). */
  href: string
  category: string | null
}

/** A ticket group of the event page, with its ticket types (storefront §3 Ticket group `types`). */
export type TicketGroupView = TicketGroupRow & { readonly types: readonly TicketTypeRow[] }

/** The event page's view of an event template and its embeds (storefront §2 event page, §3 Event template). */
export interface EventDetails extends EventCard {
  /** HTML for the description modal; sanitise before showing. */
  description: string | null
  eventType: EventTemplateRow['event_type'] | null
  hiddenType: HiddenType
  venue: VenueRow | null
  /** The cover image (meta.image_cover, else the profile image) at 1500 wide (calls §9). */
  coverImage: EventImage | null
  /** storefront §3 Event template meta, by key (inline meta and embedded meta records merged). */
  meta: Readonly<Record<string, unknown>>
  /** storefront §3 Event template config, by name (inline config and embedded config records merged). */
  config: Readonly<Record<string, unknown>>
  /** Ticket groups in the order the API sent them, each with its ticket types in `_rank` order. */
  ticketGroups: readonly TicketGroupView[]
  ticketTypes: readonly TicketTypeRow[]
  messageRules: readonly MessageRuleRow[]
}

/** Who is looking: members see members-only events (storefront §6 Member-only content). */
export interface Viewer {
  isMember: boolean
}

/**
 * State of `catalog.listing`, the /events listing: its status, the filters, the event cards and
 * category names (storefront §2 /events).
 */
export interface ListingState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The filters of the latest load (what the listing shows, or is about to show). */
  filters: EventFilters
  /** The cards of the last successful load; kept while a newer load is in flight. */
  events: readonly EventCard[]
  /** Category names for the category filter links (see `listingCategories`). */
  categories: readonly string[]
  error: FoyerError | null
}

/**
 * State of `catalog.event(id)`, one event page; `not_found` when the server has no such event
 * (storefront §2 event page).
 */
export interface EventState {
  status: 'idle' | 'loading' | 'ready' | 'not_found' | 'error'
  eventId: string
  event: EventDetails | null
  error: FoyerError | null
}
