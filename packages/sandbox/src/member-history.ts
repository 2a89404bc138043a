/**
 * Places the seed's member history (seed/member-history.ts) and the guests' self-service orders
 * (seed/guest-orders.ts) into a fresh state: each seeded order becomes a completed cart with booked
 * (or redeemed) tickets, one card payment (none for a free order) and its order; each
 * membership a record over its order's tickets; each saved card a record. Upcoming tickets hold
 * their sessions' capacity, as sold tickets do.
 *
 * Seeded carts and orders are numbered from FY900001 / FO900001 and their tickets are named by
 * their order, so the first cart and order the API makes are still FY000001 / FO000001.
 */
import { priceCart } from './codes.js'
import { toCents } from './money.js'
import { scanCode } from './ids.js'
import type { CartRecord, HeldTicket, MembershipRecord } from './records.js'
import type { SeedMoment, SeedOrder } from './seed/index.js'
import { openSessionId, scheduleOpensOn, sessionId } from './sessions.js'
import { changeGroupUse, eventById, type SandboxState } from './state.js'
import { addDays, addMonths, venueInstant } from './venue-time.js'

/** The instant of a seeded moment: anchor + day_offset at the venue's wall time. */
function momentInstant(state: SandboxState, moment: SeedMoment): number {
  return venueInstant(addDays(state.anchorDate, moment.day_offset), moment.time, state.seed.seller.timezone)
}

function placeOrder(state: SandboxState, seeded: SeedOrder, index: number): void {
  const purchasedOn = momentInstant(state, seeded.purchased)
  const number = String(900001 + index)
  const tickets: HeldTicket[] = []
  for (const line of seeded.lines) {
    const event = eventById(state, line.event_template_id)
    const type = event.ticket_types.find((t) => t.id === line.ticket_type_id)
    if (!type) throw new Error(`Seed error: order ${seeded.id} has an unknown ticket type ${line.ticket_type_id}`)
    let session = openSessionId(event.template.id)
    let capacity = -1
    if (line.session !== null) {
      const schedule = event.schedule
      if (!schedule || schedule.kind === 'open')
        throw new Error(`Seed error: order ${seeded.id} dates ${event.template.id}, which has no dated sessions`)
      let date = addDays(state.anchorDate, line.session.day_offset)
      for (let tries = 0; tries < 14 && !scheduleOpensOn(schedule, date, state.anchorDate); tries++)
        date = addDays(date, 1)
      if (!schedule.times.includes(line.session.time))
        throw new Error(`Seed error: ${event.template.id} has no session at ${line.session.time}`)
      session = sessionId(event.template.id, date, line.session.time)
      capacity = schedule.capacity
    }
    for (const name of line.admit_names) {
      tickets.push({
        id: `ticket-${seeded.id.replace(/^order-/, '')}-${tickets.length + 1}`,
        event_template_id: event.template.id,
        ticket_group_id: type.ticket_group_id,
        ticket_type_id: type.id,
        event_session_id: session,
        session_capacity: capacity,
        admit_name: name,
        admit_email: null,
        face_value_cents: toCents(type.currency_amount),
        seat_id: null,
        state: line.redeemed ? 'redeemed' : 'booked',
        ticket_order_id: seeded.id,
        scan_code: null,
        citypass: null,
        gift_card_number: null,
      })
    }
    // Sold tickets count against their session's capacity.
    if (capacity !== -1) changeGroupUse(state, event, session, capacity, type.ticket_group_id, line.admit_names.length)
  }
  for (const ticket of tickets) ticket.scan_code = scanCode(seeded.id, ticket.id)
  // A member's cart was made logged in; a guest's (no account) by the public identity, as a guest
  // checkout's is, so the session's paths (PATCH my/cart/{id}) reach it like any guest cart.
  const member = state.seed.accounts.some((a) => a.identity_id === seeded.identity_id)
  const cart: CartRecord = {
    id: `cart-seed-${seeded.id.replace(/^order-/, '')}`,
    cart_number: `FY${number}`,
    identity_id: member ? seeded.identity_id : state.seed.settings.public_identity_id,
    state: 'completed',
    created_at: purchasedOn - 10 * 60_000,
    expires_at: purchasedOn,
    extensions: 0,
    campaign: null,
    tickets,
    codes: [],
    additional_info: {},
    payments: [],
    intent_id: null,
    checkout: { purchaser_identity_id: seeded.identity_id, send_email: false, giftee_identity_id: null },
    order_ids: [seeded.id],
  }
  const total = priceCart(state, cart).total
  // A free order was checked out with gateway free: no payment (payments.ts).
  if (total > 0)
    cart.payments.push({
      id: `payment-seed-${number}`,
      occurred_on: purchasedOn,
      amount_cents: total,
      status: 'succeeded',
      gateway_id: 'stripe',
      ledger_number: null,
      source_type: 'card',
      intent_id: null,
    })
  state.carts.set(cart.id, cart)
  state.orders.set(seeded.id, {
    id: seeded.id,
    order_number: seeded.order_number,
    cart_id: cart.id,
    identity_id: seeded.identity_id,
    purchased_on: purchasedOn,
    total_cents: total,
  })
}

export function placeMemberHistory(state: SandboxState): void {
  const { seed } = state
  const timeZone = seed.seller.timezone
  seed.member_orders.forEach((order, index) => placeOrder(state, order, index))
  for (const seeded of seed.memberships) {
    const role = seed.membership_roles.find((r) => r.id === seeded.role_id)
    if (!role) throw new Error(`Seed error: membership ${seeded.id} has an unknown role ${seeded.role_id}`)
    const fromDate = addDays(state.anchorDate, seeded.valid_from_day_offset)
    const membership: MembershipRecord = {
      id: seeded.id,
      identity_id: seeded.identity_id,
      identity_ids: [...seeded.identity_ids],
      scan_code: seeded.scan_code,
      role_id: role.id,
      membership_program_id: role.membership_program_id,
      ticket_group_id: role.ticket_group_id,
      event_template_id: seed.events.find((e) => e.ticket_groups.some((g) => g.id === role.ticket_group_id))!.template
        .id,
      ticket_order_id: seeded.ticket_order_id,
      valid_from: venueInstant(fromDate, '00:00', timeZone),
      // The end of the day before the same date `months` later.
      valid_to: venueInstant(addMonths(fromDate, seeded.months), '00:00', timeZone) - 1000,
      auto_renew_state: seeded.auto_renew_state,
      member_event_purchase_limit: seeded.member_event_purchase_limit
        ? { ...seeded.member_event_purchase_limit }
        : null,
    }
    state.memberships.set(membership.id, membership)
    // The membership's tickets admit for its validity.
    const cart = [...state.carts.values()].find((c) => c.order_ids.includes(seeded.ticket_order_id))
    for (const ticket of cart?.tickets ?? []) {
      if (ticket.ticket_group_id !== membership.ticket_group_id) continue
      ticket.valid_from = membership.valid_from
      ticket.valid_to = membership.valid_to
    }
  }
  for (const card of seed.saved_cards) {
    state.savedCards.push({
      id: card.id,
      identity_id: card.identity_id,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: Number(state.anchorDate.slice(0, 4)) + card.exp_years_ahead,
    })
  }
}
