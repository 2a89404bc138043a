/**
 * Seats and quantities (storefront §5): what the reserve page asks of the seat picker. In a module
 * of its own, so the reserve page takes it without the seat map's rules (issue 16).
 */
import type { OfferedTicketGroup, Quantities } from '../../reserve/types.js'
import type { SeatDemand } from '../types.js'

/**
 * The seated groups of the reserve page and their quantities: every offered group whose handler
 * is `seated` (storefront §3 Ticket group handler), with all its types, in the page's order.
 * Groups with no tickets are kept, so seats left for them count as too many.
 */
export function seatDemand(groups: readonly OfferedTicketGroup[], quantities: Quantities): SeatDemand[] {
  return groups
    .filter((group) => group.handler === 'seated')
    .map((group) => ({
      ticketGroupId: String(group.id),
      name: group.group.name ?? String(group.id),
      types: group.types.map((type) => ({
        ticketTypeId: String(type.id),
        name: type.name ?? String(type.id),
        quantity: Math.max(0, quantities[String(type.id)] ?? 0),
      })),
    }))
}
