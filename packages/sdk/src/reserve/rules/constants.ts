/**
 * Constants of the reserve flow (calls §9 Business constants and limits).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
// =============================================================================================
// Constants (calls §9 Business constants and limits)
// =============================================================================================

/** calls §9 "Max quantity per type": 1000 (storefront §5 "The max per type is 1000"). */
export const MAX_QUANTITY_PER_TYPE = 1000
/** calls §9 "Calendar types: up to 10" (storefront §5 "The calendar supports at most 10 ticket types"). */
export const CALENDAR_MAX_TICKET_TYPES = 10
/** calls §9 "Few tickets warning: below 10". */
export const FEW_TICKETS_THRESHOLD = 10
/** storefront §3 Event session: "capacity (-1 means unlimited)". */
export const UNLIMITED_CAPACITY = -1
/** storefront §5 Quantity: "The default step is 1." */
export const DEFAULT_QUANTITY_STEP = 1
/**
 * storefront §5 Flexible price: "step 0.01, up to two decimals" (the `step` of the amount input;
 * `validateFlexiblePrice` applies it).
 */
export const FLEXIBLE_PRICE_STEP = 0.01
/** storefront §2 Session selection: the tabs start at 0000 … */
export const SESSION_TABS_START = '0000'
/** … and end at 2400 (storefront §2 Session selection). */
export const SESSION_TABS_END = '2400'
/** storefront §3 Ticket group: `hidden_type` of a members-only group (storefront §5, §6). */
export const MEMBER_ONLY_HIDDEN_TYPE = 'public_member_only'
/** storefront §3 Event template meta.reserve_flow value of the quantity-first flow. */
export const QUANTITY_FIRST_FLOW = 'quantity_first'
