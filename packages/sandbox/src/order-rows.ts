/**
 * Row serialisers of identities, orders and memberships (openapi Identity, TicketOrder,
 * Membership): they only read records.
 */
import { fromCents } from './money.js'
import type { Identity, MembershipRecord, OrderRecord } from './records.js'
import type { SandboxState } from './state.js'
import { venueIsoString } from './venue-time.js'

/** openapi Identity row of a known identity (the public identity has no name or e-mail). */
export function identityRow(state: SandboxState, id: string) {
  const identity: Identity | undefined = state.identities.get(id)
  if (!identity) return { id, name: null, email: null }
  return {
    id: identity.id,
    first_name: identity.first_name,
    last_name: identity.last_name,
    name: `${identity.first_name} ${identity.last_name}`,
    email: identity.email,
    phone: identity.phone,
    address: identity.address,
    city: identity.city,
    state: identity.state,
    zip_code: identity.zip_code,
    country: identity.country,
  }
}

/** openapi TicketOrder row. */
export function orderRow(state: SandboxState, order: OrderRecord) {
  return {
    id: order.id,
    order_number: order.order_number,
    cart_id: order.cart_id,
    identity_id: order.identity_id,
    purchased_on: venueIsoString(order.purchased_on, state.seed.seller.timezone),
    total_after_fees_price: fromCents(order.total_cents),
    currency_code: state.seed.seller.currency_code,
  }
}

/** openapi Membership row (storefront §3 Membership); times in the venue's time zone. */
export function membershipRow(state: SandboxState, membership: MembershipRecord) {
  const timeZone = state.seed.seller.timezone
  return {
    id: membership.id,
    scan_code: membership.scan_code,
    role_id: membership.role_id,
    membership_program_id: membership.membership_program_id,
    ticket_group_id: membership.ticket_group_id,
    event_template_id: membership.event_template_id,
    ticket_order_id: membership.ticket_order_id,
    valid_from: venueIsoString(membership.valid_from, timeZone),
    valid_to: venueIsoString(membership.valid_to, timeZone),
    auto_renew_state: membership.auto_renew_state,
    member_event_purchase_limit: membership.member_event_purchase_limit
      ? { ...membership.member_event_purchase_limit }
      : null,
  }
}
