/**
 * Modifying a cart (calls §7 POST cart/{id}/modify and remove; calls §8 Reserve and promo): every
 * line resolved, every rule checked, then the whole plan applied in one synchronous step (see
 * carts.ts: atomic writes).
 */
import { tooManyCalendarTypes } from './catalog.js'
import { applyCode, findPromoCode } from './codes.js'
import { ContractError, invalid } from './errors.js'
import { toCents } from './money.js'
import type { SeedEvent } from './seed/index.js'
import type { PlanSeat } from './seat-plans.js'
import { findPlanSeat, holdSeat, planOf, seatIsFree, seatUnavailable } from './seats.js'
import { availableCapacity, findSessionOnSale, openSession } from './sessions.js'
import { changeGroupUse, eventById, groupUse, seatsOf, sessionContext, type SandboxState } from './state.js'
import type { EventSessionRow, SurveySpec, TicketGroupRow, TicketTypeRow } from './types.js'
import { venueDate, venueTime } from './venue-time.js'
import type { CartRecord, HeldTicket } from './records.js'
import type { CartRequest } from './state.js'
import {
  maxQuantityPerType,
  maxTicketTypesPerSession,
  flexiblePriceOutOfRange,
  reserveError,
  additionalInfoFailed,
  releaseTickets,
  pendingCart,
} from './carts.js'
import { type ReserveLine, type ModifyInput, isObject, emailPattern, readModify } from './cart-input.js'
import { unguessableId } from './ids.js'
import { checkMemberLimits } from './member-limits.js'

// ---------------------------------------------------------------------------------------------
// Promo codes (codes.ts)

/** POST my/cart/{id}/apply_code (calls §7; codes.ts applyCode). A refused code changes nothing. */
export function applyCartCode(req: CartRequest, id: string, body: unknown): CartRecord {
  const cart = pendingCart(req.state, id)
  if (cart.edit) throw invalid('Promo codes are not applied to a change of an order.')
  applyCode(req.state, cart, body)
  return cart
}

// ---------------------------------------------------------------------------------------------
// Modify: resolve every line, check every rule, then apply

export interface ResolvedLine {
  event: SeedEvent
  group: TicketGroupRow
  type: TicketTypeRow
  session: EventSessionRow
  quantity: number
  admit_name: string | null
  admit_email: string | null
  face_value_cents: number
  /** The seat of a seated group's line. */
  seat: PlanSeat | null
}

export function findTicketType(
  state: SandboxState,
  id: string,
): { event: SeedEvent; type: TicketTypeRow; group: TicketGroupRow } {
  for (const event of state.seed.events) {
    const type = event.ticket_types.find((t) => t.id === id)
    const group = type && event.ticket_groups.find((g) => g.id === type.ticket_group_id)
    if (type && group) return { event, type, group }
  }
  throw invalid(`Ticket type ${id} is not sold here.`)
}

/** storefront §5 Flexible price: between currency_amount_min and max, two decimals. */
export function faceValueCents(type: TicketTypeRow, faceValue: string | null): number {
  const flexible = type.currency_amount_min !== null && type.currency_amount_max !== null
  if (!flexible) {
    if (faceValue !== null && toCents(faceValue) !== toCents(type.currency_amount)) {
      throw invalid(
        `${type.name} has a fixed price of ${type.currency_amount}; face_value is only for flexible prices.`,
      )
    }
    return toCents(type.currency_amount)
  }
  if (faceValue === null) return toCents(type.currency_amount)
  const cents = toCents(faceValue)
  if (cents < toCents(type.currency_amount_min!) || cents > toCents(type.currency_amount_max!)) {
    throw invalid(flexiblePriceOutOfRange)
  }
  return cents
}

export function resolveLine(req: CartRequest, line: ReserveLine): ResolvedLine {
  const { event, type, group } = findTicketType(req.state, line.ticket_type_id)
  const ctx = sessionContext(req.state, event, req.now)
  let session: EventSessionRow | undefined
  if (line.event_session_id === null) {
    // Tickets without a date: an undated product's one open session holds them.
    session = openSession(event, ctx) ?? undefined
    if (!session) throw invalid(`${event.template.name} is sold by session: send the event_session_id of ${type.name}.`)
  } else {
    session = findSessionOnSale(event, line.event_session_id, ctx)
    if (!session) {
      const other = req.state.seed.events.find((e) =>
        findSessionOnSale(e, line.event_session_id!, sessionContext(req.state, e, req.now)),
      )
      throw invalid(
        other
          ? `Ticket type ${type.id} is not sold for session ${line.event_session_id}.`
          : `Session ${line.event_session_id} of ${event.template.name} is not on sale.`,
      )
    }
  }
  const seat = resolveSeat(event, group, line)
  if (group.handler === 'membership') {
    throw invalid(
      `Memberships (${group.name}) are reserved through POST events/${event.template.id}/reserve_membership, with the level's rules.`,
    )
  }
  const started = group.sales_start === null || Date.parse(group.sales_start) <= req.now
  const notEnded = group.sales_end === null || Date.parse(group.sales_end) > req.now
  if (!started || !notEnded || !group.available || !type.available)
    throw invalid(`${group.name} ${type.name} tickets are not on sale.`)
  // storefront §5 "Admit name is required when the group's admit_names is required."
  if (group.meta.admit_names === 'required' && line.admit_name === null) {
    throw invalid(`${group.name} tickets need the visitor's name: send admit_name for each ticket.`)
  }
  return {
    event,
    group,
    type,
    session,
    quantity: line.quantity,
    admit_name: line.admit_name,
    admit_email: line.admit_email,
    face_value_cents: faceValueCents(type, line.face_value),
    seat,
  }
}

/**
 * storefront §5 "Seats must match the quantities exactly": every ticket of a seated group names
 * its seat, a seat of the event's plan that the group may use; other groups take no seat.
 */
export function resolveSeat(event: SeedEvent, group: TicketGroupRow, line: ReserveLine): PlanSeat | null {
  const named = line.seat_id ?? line.seat
  if (group.handler !== 'seated' || !event.seating) {
    if (named !== null) throw invalid(`${group.name} tickets are not seated: send them without seat_id.`)
    return null
  }
  if (named === null) {
    throw invalid(
      `Seats must match the quantities: each ${group.name} ticket needs its seat_id, chosen on the seat map.`,
    )
  }
  const seat = findPlanSeat(planOf(event), line)
  if (!seat) throw invalid(`${event.template.name} has no seat ${named}.`)
  if (!seat.ticket_groups.includes(group.id)) throw invalid(`Seat ${seat.name} is not sold as ${group.name}.`)
  return seat
}

/** storefront §3 Survey spec: answers checked against the group's additional_info_spec. */
export function checkSurveyAnswers(group: TicketGroupRow, answers: Record<string, unknown>): void {
  const spec: SurveySpec | null = group.additional_info_spec
  for (const [field, answer] of Object.entries(answers)) {
    const question = spec?.properties[field]
    if (!question) throw additionalInfoFailed(`${group.name} does not ask "${field}".`, group.id, field)
    const ok =
      question.type === 'integer'
        ? Number.isInteger(answer)
        : question.type === 'number'
          ? typeof answer === 'number' && Number.isFinite(answer)
          : question.type === 'boolean'
            ? typeof answer === 'boolean'
            : typeof answer === 'string'
    if (!ok)
      throw additionalInfoFailed(
        `${question.title}: the answer must be ${question.type === 'integer' ? 'a whole number' : `a ${question.type}`}.`,
        group.id,
        field,
      )
    if (question.enum && !question.enum.includes(answer as string)) {
      throw additionalInfoFailed(`${question.title}: choose one of ${question.enum.join(', ')}.`, group.id, field)
    }
    if (typeof answer === 'number') {
      if (question.minimum !== undefined && answer < question.minimum)
        throw additionalInfoFailed(`${question.title}: at least ${question.minimum}.`, group.id, field)
      if (question.maximum !== undefined && answer > question.maximum)
        throw additionalInfoFailed(`${question.title}: at most ${question.maximum}.`, group.id, field)
    }
    if (typeof answer === 'string' && question.format === 'email' && !emailPattern.test(answer)) {
      throw additionalInfoFailed(`${question.title}: enter an e-mail address.`, group.id, field)
    }
  }
}

export function venueWhen(req: CartRequest, event: SeedEvent, session: EventSessionRow): string {
  const { timeZone } = sessionContext(req.state, event, req.now)
  const start = Date.parse(session.start_datetime)
  return `${venueTime(start, timeZone)} on ${venueDate(start, timeZone)}`
}

export interface ModifyPlan {
  removed: HeldTicket[]
  added: ResolvedLine[]
  codes: string[]
  additional_info: Record<string, Record<string, unknown>>
  campaign: string | null
}

export const key = (sessionId: string, id: string) => `${sessionId}|${id}`

export function countBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  countOf: (item: T) => number = () => 1,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + countOf(item))
  return counts
}

/** Checks a modify against every rule; throws the first broken one, else returns what to apply. */
export function planModify(req: CartRequest, cart: CartRecord | null, input: ModifyInput): ModifyPlan {
  const { state } = req
  const codesBefore = input.codesBefore.map((code) => findPromoCode(state, code))
  const codesAfter = input.codesAfter.map((code) => findPromoCode(state, code))

  // Removals: ticket ids the cart holds (calls §8 Orders: ticket_not_found in cart_remove_tickets).
  const removed = input.remove.map((id) => {
    const ticket = cart?.tickets.find((t) => t.id === id)
    if (!ticket) {
      throw new ContractError(400, 'ticket_not_found', `This cart holds no ticket ${id}.`, 'cart_remove_tickets', {
        ticket_id: id,
      })
    }
    return ticket
  })
  const removedIds = new Set(input.remove)
  const kept = (cart?.tickets ?? []).filter((t) => !removedIds.has(t.id))

  const added = input.lines.map((line) => resolveLine(req, line))

  // calls §9 "Max quantity per type: 1000", counting what the cart keeps of the type and session.
  const keptByType = countBy(kept, (t) => key(t.event_session_id, t.ticket_type_id))
  const addedByType = countBy(
    added,
    (l) => key(l.session.id, l.type.id),
    (l) => l.quantity,
  )
  for (const line of added) {
    const total =
      (keptByType.get(key(line.session.id, line.type.id)) ?? 0) +
      (addedByType.get(key(line.session.id, line.type.id)) ?? 0)
    if (total > maxQuantityPerType)
      throw invalid(
        `At most ${maxQuantityPerType} ${line.type.name} tickets per session: this cart would hold ${total}.`,
      )
  }
  // At most 10 ticket types per session (calls §9 "Calendar types: up to 10").
  for (const sessionId of new Set(added.map((l) => l.session.id))) {
    const types = new Set([
      ...kept.filter((t) => t.event_session_id === sessionId).map((t) => t.ticket_type_id),
      ...added.filter((l) => l.session.id === sessionId).map((l) => l.type.id),
    ])
    if (types.size > maxTicketTypesPerSession) throw invalid(tooManyCalendarTypes)
  }

  // Survey answers keyed by ticket_group_id (storefront §3 Survey spec): only for groups in the
  // cart, checked against the spec; a group reserved now needs its required answers.
  const groupsInCart = new Map<string, TicketGroupRow>()
  for (const line of added) groupsInCart.set(line.group.id, line.group)
  for (const ticket of kept) {
    if (!groupsInCart.has(ticket.ticket_group_id)) {
      const group = eventById(state, ticket.event_template_id).ticket_groups.find(
        (g) => g.id === ticket.ticket_group_id,
      )
      if (group) groupsInCart.set(group.id, group)
    }
  }
  for (const [groupId, answers] of Object.entries(input.additional_info)) {
    const group = groupsInCart.get(groupId)
    if (!group)
      throw additionalInfoFailed(
        `additional_info is keyed by ticket group, and this cart has no ${groupId} tickets.`,
        groupId,
      )
    checkSurveyAnswers(group, answers)
  }
  for (const group of new Set(added.map((l) => l.group))) {
    const answers = { ...cart?.additional_info[group.id], ...input.additional_info[group.id] }
    for (const field of group.additional_info_spec?.required ?? []) {
      const answer = answers[field]
      if (answer === undefined || answer === null || answer === '') {
        const title = group.additional_info_spec?.properties[field]?.title ?? field
        throw additionalInfoFailed(`${title} is required for ${group.name} tickets.`, group.id, field)
      }
    }
  }

  // storefront §6 Member-only content: the member's benefits cap (member-limits.ts).
  checkMemberLimits(req, kept, added)

  // calls §8: rule_blocks_reserve in checkout_rules with block_reason code_required, until the
  // cart holds (or this modify applies before the reserve) a code that unlocks the event.
  const unlocking = [...(cart?.codes ?? []).map((code) => findPromoCode(state, code)), ...codesBefore]
  for (const event of new Set(added.map((l) => l.event))) {
    if (event.code_required && !unlocking.some((code) => code.unlocks_event_ids.includes(event.template.id))) {
      throw reserveError(400, 'rule_blocks_reserve', event.code_required.description, 'checkout_rules', {
        block_reason: 'code_required',
        event_template_id: event.template.id,
      })
    }
  }

  // storefront §3 Ticket group min / max_tickets_per_order, per group and session, counting what
  // the cart keeps.
  const keptByGroup = countBy(kept, (t) => key(t.event_session_id, t.ticket_group_id))
  const addedByGroup = countBy(
    added,
    (l) => key(l.session.id, l.group.id),
    (l) => l.quantity,
  )
  const touched = new Map<string, TicketGroupRow>()
  for (const line of added) touched.set(key(line.session.id, line.group.id), line.group)
  for (const ticket of removed) {
    const group = eventById(state, ticket.event_template_id).ticket_groups.find((g) => g.id === ticket.ticket_group_id)
    if (group) touched.set(key(ticket.event_session_id, group.id), group)
  }
  for (const [groupKey, group] of touched) {
    const adding = addedByGroup.get(groupKey) ?? 0
    const total = (keptByGroup.get(groupKey) ?? 0) + adding
    const extra = { ticket_group_id: group.id, event_session_id: groupKey.split('|')[0], requested: total }
    if (adding > 0 && group.max_tickets_per_order > 0 && total > group.max_tickets_per_order) {
      throw reserveError(
        400,
        'max_tickets_per_order_exceeded',
        `You can reserve at most ${group.max_tickets_per_order} ${group.name} tickets per order.`,
        'reserve',
        {
          ...extra,
          max_tickets_per_order: group.max_tickets_per_order,
        },
      )
    }
    if (total > 0 && group.min_tickets_per_order > 0 && total < group.min_tickets_per_order) {
      throw reserveError(
        400,
        'min_tickets_per_order_not_met',
        `Please select at least ${group.min_tickets_per_order} ${group.name} tickets.`,
        'reserve',
        {
          ...extra,
          min_tickets_per_order: group.min_tickets_per_order,
        },
      )
    }
  }

  // Seats (storefront §4 Seats): each asked once, and free now. A seat this modify releases
  // (its ticket removed) may be taken again; one the cart keeps, or another cart holds, or that
  // is sold or not on sale, answers 409 seat_unavailable with every such seat, so the picker
  // refreshes the map and says which were taken.
  const seatKey = (line: ResolvedLine) => key(line.session.id, line.seat!.id)
  const seatedLines = added.filter((line) => line.seat !== null)
  const asked = new Set<string>()
  for (const line of seatedLines) {
    if (asked.has(seatKey(line))) throw invalid(`Seat ${line.seat!.name} is asked for twice.`)
    asked.add(seatKey(line))
  }
  const releasing = new Set(removed.filter((t) => t.seat_id !== null).map((t) => key(t.event_session_id, t.seat_id!)))
  const taken = seatedLines.filter((line) => {
    if (releasing.has(seatKey(line))) return false
    return !seatIsFree(line.seat!, seatsOf(state, line.event, line.session.id, line.session.capacity))
  })
  if (taken.length > 0) throw seatUnavailable(taken.map((line) => line.seat!))

  // Capacity (storefront §3: available = capacity + oversell_capacity − used_capacity, −1
  // unlimited), after this modify's removals. A group kept out of the event's capacity
  // (exclude_from_event_capacity) counts only against its own.
  const removedByGroup = countBy(removed, (t) => key(t.event_session_id, t.ticket_group_id))
  const sessions = new Map(added.map((l) => [l.session.id, l]))
  for (const { event, session } of sessions.values()) {
    const lines = added.filter((l) => l.session.id === session.id)
    const counted = (groupId: string) => !event.ticket_groups.find((g) => g.id === groupId)?.exclude_from_event_capacity
    const releasing = removed.filter((t) => t.event_session_id === session.id && counted(t.ticket_group_id)).length
    const sessionLeft = availableCapacity({ ...session, used_capacity: session.used_capacity - releasing })
    const asking = lines.filter((l) => counted(l.group.id)).reduce((sum, l) => sum + l.quantity, 0)
    const when = venueWhen(req, event, session)
    if (asking > 0 && sessionLeft <= 0) {
      throw reserveError(409, 'event_session_sold_out', `${event.template.name} at ${when} is sold out.`, 'reserve', {
        event_session_id: session.id,
      })
    }
    const use = groupUse(state, event, session.id, session.capacity)
    const groups = [...new Set(lines.map((l) => l.group))]
    const groupLeft = (group: TicketGroupRow) =>
      availableCapacity({
        capacity: group.capacity,
        oversell_capacity: group.oversell_capacity,
        used_capacity: (use.get(group.id) ?? 0) - (removedByGroup.get(key(session.id, group.id)) ?? 0),
      })
    for (const group of groups) {
      if (groupLeft(group) <= 0) {
        throw reserveError(
          409,
          'ticket_group_sold_out',
          `${group.name} tickets for ${event.template.name} at ${when} are sold out.`,
          'reserve',
          {
            event_session_id: session.id,
            ticket_group_id: group.id,
          },
        )
      }
    }
    if (asking > 0 && asking > sessionLeft) {
      throw reserveError(
        409,
        'session_capacity_exceeded',
        `Only ${sessionLeft} places are left for ${event.template.name} at ${when}; you asked for ${asking}.`,
        'reserve',
        {
          event_session_id: session.id,
          available_capacity: sessionLeft,
          requested: asking,
        },
      )
    }
    for (const group of groups) {
      const left = groupLeft(group)
      const asked = addedByGroup.get(key(session.id, group.id)) ?? 0
      if (asked > left) {
        throw reserveError(
          409,
          'ticket_group_capacity_exceeded',
          `Only ${left} ${group.name} tickets are left for ${event.template.name} at ${when}; you asked for ${asked}.`,
          'reserve',
          {
            event_session_id: session.id,
            ticket_group_id: group.id,
            available_capacity: left,
            requested: asked,
          },
        )
      }
    }
  }

  // require_benefit (calls §7): each code applied now must unlock an event (or a level) the cart will hold,
  // discount a ticket of one (codes.ts: not donations, gift cards or memberships), or lift the
  // block of one's blocking code group.
  const codes = [...codesBefore, ...codesAfter]
  if (input.requireBenefit) {
    const held = [
      ...kept.map((t) => ({ event: eventById(state, t.event_template_id), groupId: t.ticket_group_id })),
      ...added.map((l) => ({ event: l.event, groupId: l.group.id })),
    ]
    const benefits = (code: (typeof codes)[number]) =>
      held.some(({ event, groupId }) => {
        if (code.unlocks_event_ids.includes(event.template.id)) return true
        if (code.unlocks_ticket_group_ids?.includes(groupId)) return true
        if (
          code.code_group !== undefined &&
          event.blocking_code_group?.activating_code_groups.includes(code.code_group)
        )
          return true
        const handler = event.ticket_groups.find((g) => g.id === groupId)?.handler
        return (
          code.discount !== undefined &&
          (code.event_ids === undefined || code.event_ids.includes(event.template.id)) &&
          handler !== 'donation' &&
          handler !== 'ledger' &&
          handler !== 'membership'
        )
      })
    for (const code of codes) {
      if (!benefits(code))
        throw new ContractError(400, 'no_code_benefit', `${code.code} gives no benefit to the tickets in this cart.`)
    }
  }

  return {
    removed,
    added,
    codes: codes.map((code) => code.code),
    additional_info: input.additional_info,
    campaign: input.campaign,
  }
}

export function createCart(req: CartRequest): CartRecord {
  const { state, now } = req
  const number = state.nextIds.cart++
  return {
    id: unguessableId('cart-'),
    cart_number: `FY${String(number).padStart(6, '0')}`,
    identity_id: req.identityId,
    state: 'pending',
    created_at: now,
    expires_at: now + state.seed.settings.cart_hold_minutes * 60_000,
    extensions: 0,
    campaign: null,
    tickets: [],
    codes: [],
    additional_info: {},
    payments: [],
    intent_id: null,
    checkout: null,
    order_ids: [],
  }
}

/** Applies a checked plan; nothing here can fail. */
export function applyPlan(req: CartRequest, existing: CartRecord | null, plan: ModifyPlan): CartRecord {
  const { state } = req
  const cart = existing ?? createCart(req)
  if (!existing) state.carts.set(cart.id, cart)

  releaseTickets(state, plan.removed)
  const removedIds = new Set(plan.removed.map((t) => t.id))
  cart.tickets = cart.tickets.filter((t) => !removedIds.has(t.id))

  for (const line of plan.added) {
    if (line.seat)
      holdSeat(seatsOf(state, line.event, line.session.id, line.session.capacity), line.seat.id, cart.id, line.group.id)
    else changeGroupUse(state, line.event, line.session.id, line.session.capacity, line.group.id, line.quantity)
    for (let i = 0; i < line.quantity; i++) {
      cart.tickets.push({
        id: `ticket-${state.nextIds.ticket++}`,
        event_template_id: line.event.template.id,
        ticket_group_id: line.group.id,
        ticket_type_id: line.type.id,
        event_session_id: line.session.id,
        session_capacity: line.session.capacity,
        admit_name: line.admit_name,
        admit_email: line.admit_email,
        face_value_cents: line.face_value_cents,
        seat_id: line.seat?.id ?? null,
        state: 'in_cart',
        ticket_order_id: null,
        scan_code: null,
        citypass: null,
        gift_card_number: null,
      })
    }
  }
  for (const code of plan.codes) if (!cart.codes.includes(code)) cart.codes.push(code)
  for (const [groupId, answers] of Object.entries(plan.additional_info)) {
    cart.additional_info[groupId] = { ...cart.additional_info[groupId], ...answers }
  }
  if (plan.campaign !== null) cart.campaign = plan.campaign
  return cart
}

/**
 * POST my/cart/modify (no cart yet: creates it, storefront §4 "the first modify call creates the
 * cart"), my/cart/{id}/modify and cart/{id}/modify (calls §7): remove ticket ids, apply codes
 * before the reserve, reserve or add tickets, apply codes after it. All of it, or nothing.
 */
export function modifyCart(req: CartRequest, cartId: string | null, body: unknown): CartRecord {
  const input = readModify(body, req.query.campaign)
  const cart = cartId === null ? null : pendingCart(req.state, cartId)
  return applyPlan(req, cart, planModify(req, cart, input))
}

/** POST cart/{id}/remove (calls §7: "tickets"): removes held tickets, under the same rules as modify. */
export function removeCartTickets(req: CartRequest, id: string, body: unknown): CartRecord {
  const tickets = isObject(body) ? body.tickets : undefined
  if (!Array.isArray(tickets) || tickets.length === 0)
    throw invalid('The body is { tickets: [ticket ids] } with at least one id.')
  return modifyCart(req, id, { remove: tickets })
}
