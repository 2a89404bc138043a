/**
 * `@foyer/sdk/catalog`: the catalogue alone (events listing, event page, config, calendar read),
 * for code that only browses.
 */
export { createCatalog, DATE_BUTTONS_SHOWN, type Catalog, type CatalogOptions } from './catalog.store.js'
export {
  canView,
  coverImage,
  COVER_IMAGE_WIDTH,
  eventCard,
  eventConfig,
  eventDetails,
  eventFiltersKey,
  eventHref,
  eventListingQuery,
  eventMeta,
  eventTimeWindow,
  EVENT_EMBED,
  hasTicketGroups,
  IMAGE_DENSITY,
  imageUrl,
  isFlagSet,
  isListed,
  isMembersOnly,
  LISTING_EMBED,
  listingCards,
  listingCategories,
  NAMED_TIME_WINDOWS,
  nextAvailableDays,
  normalizeEventFilters,
  teaserImage,
  TEASER_IMAGE_SIZE,
  timeOfDay,
  type EventListingQuery,
  type ImageLocation,
} from './rules.js'
export type * from './types.js'
export { clearEventFilters, parseEventFilters, serializeEventFilters, hasEventFilters, type EventFilters, type ParsedEventFilters, type DateFilter } from '../routing/filters.js'
