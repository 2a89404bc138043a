/**
 * Capacity (storefront §3 Event session, Ticket group; calls §9 Group limit).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { FEW_TICKETS_THRESHOLD, UNLIMITED_CAPACITY } from './constants.js'
import type { EventSession, TicketGroup } from '../types.js'

// =============================================================================================
// Capacity (storefront §3 Event session, Ticket group; calls §9 Group limit)
// =============================================================================================

/** The capacity fields of a session or ticket group. */
export interface CapacityFields {
  capacity?: number | null
  oversell_capacity?: number | null
  used_capacity?: number | null
}

/**
 * storefront §3: "Available capacity = capacity + oversell_capacity - used_capacity", with
 * capacity -1 meaning unlimited (`Infinity`). Decision: a missing capacity is unlimited too, and
 * the result never goes below 0 (an oversold session has nothing left, not a negative count).
 * @example availableCapacity({ capacity: 100, oversell_capacity: 5, used_capacity: 98 }) // 7
 */
export function availableCapacity(row: CapacityFields): number {
  if (row.capacity === null || row.capacity === undefined || row.capacity === UNLIMITED_CAPACITY) {
    return Number.POSITIVE_INFINITY
  }
  return Math.max(0, row.capacity + (row.oversell_capacity ?? 0) - (row.used_capacity ?? 0))
}

/**
 * Whether a session shows 'Few tickets': true when some but fewer than 10 places are left (calls
 * §9 "Few tickets warning: below 10").
 * Decision: a sold-out session shows 'Sold out', not the warning, so 0 is not "few".
 */
export function isFewTickets(available: number): boolean {
  return available > 0 && available < FEW_TICKETS_THRESHOLD
}

/**
 * calls §9 "Group limit: min of max_tickets_per_order and capacity plus oversell minus used".
 * Decision: a missing, 0 or negative max_tickets_per_order sets no per-order limit.
 */
export function groupLimit(group: TicketGroup): number {
  const max = group.max_tickets_per_order
  const perOrder = max === null || max === undefined || max <= 0 ? Number.POSITIVE_INFINITY : max
  return Math.min(perOrder, availableCapacity(group))
}

/** storefront §3 Event session: sold out when flagged, or when nothing is left. */
export function isSessionSoldOut(session: EventSession): boolean {
  return session.sold_out === true || availableCapacity(session) <= 0
}
