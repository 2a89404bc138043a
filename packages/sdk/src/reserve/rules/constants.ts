/**
 * Constants of the reserve flow (calls §9 Business constants and limits).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
// =============================================================================================
// Constants (calls §9 Business constants and limits)
// =============================================================================================

/** The most tickets of one ticket type an order can hold: 1000 (calls §9 Max quantity per type; storefront §5 "The max per type is 1000"). */
export const MAX_QUANTITY_PER_TYPE = 1000
/**
 * The calendar can price a selection of at most 10 different ticket types; with more it shows no
 * prices (calls §9 "Calendar types: up to 10"; storefront §5 "The calendar supports at most 10
 * ticket types").
 */
export const CALENDAR_MAX_TICKET_TYPES = 10
/** Below 10 places left (and above 0) a session shows 'Few tickets' (calls §9 Few tickets warning "below 10"). */
export const FEW_TICKETS_THRESHOLD = 10
/** A session capacity of -1 means the session has no limit on places (storefront §3 Event session "capacity (-1 means unlimited)"). */
export const UNLIMITED_CAPACITY = -1
/** Quantities go up and down by 1 unless the ticket type sets another step (storefront §5 Quantity "The default step is 1."). */
export const DEFAULT_QUANTITY_STEP = 1
/**
 * storefront §5 Flexible price: "step 0.01, up to two decimals" (the `step` of the amount input;
 * `validateFlexiblePrice` applies it).
 */
export const FLEXIBLE_PRICE_STEP = 0.01
/**
 * The session picker splits the day into time tabs; the first tab starts at midnight, 0000
 * (storefront §2 Session selection "tabs split by time boundaries (0000, a first and second
 * threshold, 2400)").
 */
export const SESSION_TABS_START = '0000'
/** The last time tab of the session picker ends at the next midnight, 2400 (storefront §2 Session selection). */
export const SESSION_TABS_END = '2400'
/** The `hidden_type` that marks a ticket group as members-only: only logged-in members see and buy it (storefront §3 Ticket group; §5, §6). */
export const MEMBER_ONLY_HIDDEN_TYPE = 'public_member_only'
/**
 * The `meta.reserve_flow` value by which an event asks for quantities before the date; any other
 * value means date first (storefront §3 Event template meta.reserve_flow).
 */
export const QUANTITY_FIRST_FLOW = 'quantity_first'
