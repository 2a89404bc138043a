/**
 * Tickets: groups, quantities and flexible price (storefront §5 'Tickets and cart', §6 Member-only content; calls §9 Group limit).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import type { MessageKey } from '../../i18n/types.js'
import { type Id, idKey } from '../../core/ids.js'
import { type Money, centsToMoney, moneyToCents, optionalCents } from '../../core/money.js'
import { availableCapacity, groupLimit } from './capacity.js'
import { DEFAULT_QUANTITY_STEP, MAX_QUANTITY_PER_TYPE, MEMBER_ONLY_HIDDEN_TYPE } from './constants.js'
import type { EventSession, Quantities, TicketGroup, OfferedTicketGroup, TicketType } from '../types.js'

// =============================================================================================
// Ticket groups (storefront §5 Checkout list, §6 Member-only content; calls §9 Group limit)
// =============================================================================================

/** Whether a ticket group is for members only (its `hidden_type` is `public_member_only`) (storefront §3 Ticket group). */
export function isMemberOnlyGroup(group: TicketGroup): boolean {
  return group.hidden_type === MEMBER_ONLY_HIDDEN_TYPE
}

/**
 * storefront §5: groups "not yet started or already ended (sales_start, sales_end)" are filtered
 * out. `now` is epoch milliseconds. A missing or unreadable bound is open.
 */
export function isInSalesWindow(group: TicketGroup, now: number): boolean {
  const start = group.sales_start ? Date.parse(group.sales_start) : Number.NaN
  const end = group.sales_end ? Date.parse(group.sales_end) : Number.NaN
  if (!Number.isNaN(start) && now < start) return false
  if (!Number.isNaN(end) && now > end) return false
  return true
}

function typesOfGroup(group: TicketGroup, ticketTypes: readonly TicketType[]): TicketType[] {
  const own = group.types ?? ticketTypes.filter((t) => idKey(t.ticket_group_id) === idKey(group.id))
  return own
    .filter((t) => t.available !== false)
    .sort((a, b) => (a._rank ?? Number.MAX_SAFE_INTEGER) - (b._rank ?? Number.MAX_SAFE_INTEGER))
}

/**
 * storefront §5: "Hidden member-only groups are shown only to members. Groups with no types are
 * dropped. Sold-out ticket groups and groups not yet started or already ended (sales_start,
 * sales_end) are filtered out." Types come from `group.types`, else from `ticketTypes` by
 * ticket_group_id, in `_rank` order.
 *
 * Decisions: a type or group flagged `available: false` is not offered either (a visitor cannot
 * buy it); per-type member allowances (storefront §6) are `filterMemberOnlyTypes` (members.ts).
 */
export function offeredTicketGroups(
  groups: readonly TicketGroup[],
  options: { isMember: boolean; now: number; ticketTypes?: readonly TicketType[] },
): OfferedTicketGroup[] {
  const offered: OfferedTicketGroup[] = []
  for (const group of groups) {
    if (isMemberOnlyGroup(group) && !options.isMember) continue
    if (group.sold_out === true || group.available === false) continue
    if (!isInSalesWindow(group, options.now)) continue
    const types = typesOfGroup(group, options.ticketTypes ?? [])
    if (types.length === 0) continue
    offered.push({
      id: idKey(group.id),
      group,
      types,
      limit: groupLimit(group),
      minTicketsPerOrder: Math.max(0, group.min_tickets_per_order ?? 0),
      handler: group.handler ?? 'tickets',
      memberOnly: isMemberOnlyGroup(group),
    })
  }
  return offered
}

/**
 * Exactly-one-ticket mode (storefront §5 "Exactly-one-ticket mode disables decrement").
 * Decision: a group whose min and max tickets per order are both 1 is in this mode: the visitor
 * picks one type, like a radio choice, and cannot go back to none.
 */
export function isExactlyOneGroup(group: TicketGroup): boolean {
  return group.min_tickets_per_order === 1 && group.max_tickets_per_order === 1
}

/** Whether the visitor chooses the ticket type's price: it has a lowest and a highest amount (`currency_amount_min` and `_max`) (storefront §3 Ticket type). */
export function isFlexiblePriceType(type: TicketType): boolean {
  return optionalCents(type.currency_amount_min) !== null && optionalCents(type.currency_amount_max) !== null
}

/** Selected tickets in a group (calls §9 Group limit counts the whole group). */
export function groupQuantity(group: OfferedTicketGroup, quantities: Quantities): number {
  return group.types.reduce((sum, t) => sum + (quantities[idKey(t.id)] ?? 0), 0)
}

/**
 * Removes quantities of types that are no longer offered (a group sold out or left its sales
 * window after a reload, calls §8 ticket_group_sold_out). Returns the same object when nothing
 * changes.
 */
export function pruneQuantities(quantities: Quantities, groups: readonly OfferedTicketGroup[]): Quantities {
  const offered = new Set(groups.flatMap((g) => g.types.map((t) => idKey(t.id))))
  const kept = Object.keys(quantities).filter((id) => offered.has(id))
  if (kept.length === Object.keys(quantities).length) return quantities
  return Object.fromEntries(kept.map((id) => [id, quantities[id] as number]))
}

/**
 * The quantities after choosing a type in a group that takes exactly one ticket: one of the chosen
 * type and none of the group's other types, like a radio choice (storefront §5 exactly-one-ticket
 * mode).
 */
export function selectExactlyOne(quantities: Quantities, group: OfferedTicketGroup, ticketTypeId: Id): Quantities {
  const next: Record<string, number> = { ...quantities }
  for (const type of group.types) delete next[idKey(type.id)]
  next[idKey(ticketTypeId)] = 1
  return next
}

// =============================================================================================
// Quantities (storefront §5 Tickets and cart: Quantity)
// =============================================================================================

/** What a quantity stepper of one ticket type needs to know. */
export interface QuantityContext {
  /** This type's quantity. */
  quantity: number
  /** Tickets selected in the group's other types. */
  othersInGroup: number
  /** How many types the group offers. */
  typesInGroup: number
  /** The group's min_tickets_per_order (0 or missing: no minimum). */
  minTicketsPerOrder: number
  /**
   * The most tickets the whole group may have in one order: the smaller of its per-order maximum and
   * the places left (`Infinity` when neither applies) (calls §9 Group limit).
   */
  groupLimit: number
  /**
   * Places left for more tickets beyond the current selection (`Infinity` when unlimited);
   * negative when the selection is more than is left (the capacity went down since it was chosen).
   */
  capacityLeft: number
  /**
   * How much + and − change the quantity by, the ticket type's step (storefront §5 Quantity).
   * @default 1 (storefront §5 "The default step is 1")
   */
  step?: number
  /**
   * Exactly-one-ticket mode: the type is bought one at a time, so + stops at 1 and − is disabled
   * (storefront §5).
   */
  exactlyOne?: boolean
  /**
   * storefront §6 member benefits: more tickets of this type the member's benefits allow beyond the
   * selection (`memberTicketLimits`; 0 or less: none). @default no cap
   */
  memberLeft?: number
}

/**
 * The smallest quantity above zero a type can have (storefront §5: "From zero it jumps to the
 * group minimum. When a group has one type, that is min_tickets_per_order.").
 * Decision for a group of several types: the minimum counts the group's other tickets, so the
 * first step fills what the group still lacks (min 2, another type has 1 → 1); never below 1.
 */
export function quantityMinimum(ctx: QuantityContext): number {
  const min = Math.max(1, ctx.minTicketsPerOrder)
  return ctx.typesInGroup <= 1 ? min : Math.max(1, min - ctx.othersInGroup)
}

/**
 * The largest quantity a type can have: 1000 per type (calls §9), the group limit less the
 * group's other tickets (calls §9 Group limit), the places left, 1 in exactly-one mode, and what
 * a member-only type's benefits allow (storefront §6).
 */
export function quantityMaximum(ctx: QuantityContext): number {
  const max = Math.min(
    ctx.exactlyOne ? 1 : MAX_QUANTITY_PER_TYPE,
    MAX_QUANTITY_PER_TYPE,
    ctx.groupLimit - ctx.othersInGroup,
    ctx.quantity + ctx.capacityLeft,
    ctx.quantity + (ctx.memberLeft ?? Number.POSITIVE_INFINITY),
  )
  return Math.max(0, Math.floor(max))
}

/**
 * storefront §5: how much the + button adds: 0 "if no capacity is left" (or the next step would
 * pass a limit); from zero the jump to the minimum; otherwise the step.
 * @example nextIncrement({ quantity: 0, othersInGroup: 0, typesInGroup: 1, minTicketsPerOrder: 4, groupLimit: 10, capacityLeft: 50 }) // 4
 */
export function nextIncrement(ctx: QuantityContext): number {
  if (ctx.capacityLeft <= 0) return 0
  if (ctx.exactlyOne && ctx.quantity >= 1) return 0
  const step = ctx.step ?? DEFAULT_QUANTITY_STEP
  const minimum = quantityMinimum(ctx)
  const target = ctx.quantity <= 0 ? Math.max(minimum, step) : Math.max(minimum, ctx.quantity + step)
  return target <= quantityMaximum(ctx) ? target - Math.max(0, ctx.quantity) : 0
}

/** The quantity after the + button (storefront §5 Quantity, see `nextIncrement`). */
export function incrementQuantity(ctx: QuantityContext): number {
  return Math.max(0, ctx.quantity) + nextIncrement(ctx)
}

/** Whether the − button is enabled: not in exactly-one mode (storefront §5) and above zero. */
export function canDecrement(ctx: QuantityContext): boolean {
  return !ctx.exactlyOne && ctx.quantity > 0
}

/**
 * The quantity after the − button (storefront §5: "A decrement to zero happens from the minimum.
 * Exactly-one-ticket mode disables decrement."). A step that would land between zero and the
 * minimum lands on the minimum; a quantity above the maximum (the capacity went down) comes down
 * to it.
 */
export function decrementQuantity(ctx: QuantityContext): number {
  if (!canDecrement(ctx)) return Math.max(0, ctx.quantity)
  const minimum = quantityMinimum(ctx)
  if (ctx.quantity <= minimum) return 0
  const next = Math.min(ctx.quantity - (ctx.step ?? DEFAULT_QUANTITY_STEP), quantityMaximum(ctx))
  if (next >= minimum) return next
  return minimum <= quantityMaximum(ctx) ? minimum : 0
}

/**
 * storefront §5 Quantity: a typed quantity brought within the rules: a whole number, 0, or between the minimum and the
 * maximum (a value between zero and the minimum rises to the minimum; one above the maximum comes
 * down to it; nothing fits → 0).
 */
export function clampQuantity(ctx: QuantityContext, value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  const whole = Math.floor(value)
  if (whole <= 0) return 0
  const minimum = quantityMinimum(ctx)
  const maximum = quantityMaximum(ctx)
  if (minimum > maximum) return 0
  return Math.min(maximum, Math.max(minimum, whole))
}

/**
 * The quantity context of one type in an offered group: the group's other tickets, its limit and
 * the places left, counting the session's available capacity unless the group has
 * exclude_from_event_capacity (storefront §3 Ticket group).
 */
export function quantityContext(
  ticketTypeId: Id,
  options: {
    groups: readonly OfferedTicketGroup[]
    quantities: Quantities
    session?: EventSession | null
    step?: number
    /** storefront §6: more tickets each member-only type may take, by id (`memberTicketLimits`). */
    memberLeft?: Readonly<Record<string, { left: number }>>
  },
): QuantityContext | null {
  const id = idKey(ticketTypeId)
  const group = options.groups.find((g) => g.types.some((t) => idKey(t.id) === id))
  if (!group) return null
  const quantity = options.quantities[id] ?? 0
  const inGroup = groupQuantity(group, options.quantities)
  const groupLeft = availableCapacity(group.group) - inGroup
  let sessionLeft = Number.POSITIVE_INFINITY
  if (options.session && group.group.exclude_from_event_capacity !== true) {
    const counted = options.groups
      .filter((g) => g.group.exclude_from_event_capacity !== true)
      .reduce((sum, g) => sum + groupQuantity(g, options.quantities), 0)
    sessionLeft = availableCapacity(options.session) - counted
  }
  return {
    quantity,
    othersInGroup: inGroup - quantity,
    typesInGroup: group.types.length,
    minTicketsPerOrder: group.minTicketsPerOrder,
    groupLimit: group.limit,
    // Not clamped at 0: a selection above what is left gives a maximum below it, so − brings it down.
    capacityLeft: Math.min(groupLeft, sessionLeft),
    ...(options.step !== undefined ? { step: options.step } : {}),
    exactlyOne: isExactlyOneGroup(group.group),
    ...(options.memberLeft?.[id] ? { memberLeft: options.memberLeft[id].left } : {}),
  }
}

// =============================================================================================
// Flexible price (storefront §5 Tickets and cart: Flexible price)
// =============================================================================================

/** Why a flexible price was refused. */
export type FlexiblePriceProblem = 'not_a_number' | 'too_many_decimals' | 'outside_min_max'

/** The result of checking a flexible price. */
export type FlexiblePriceCheck =
  { valid: true; amount: Money } | { valid: false; problem: FlexiblePriceProblem; messageKey: MessageKey }

/**
 * storefront §5: "Flexible price: number, step 0.01, up to two decimals, between
 * currency_amount_min and max, else 'Value entered is outside min/max'." Bounds are inclusive.
 * Decision: the spec gives one sentence, so every refusal shows it; `problem` says which rule
 * failed for a template that wants to say more.
 * @example validateFlexiblePrice('12.5', { currency_amount_min: '5.00', currency_amount_max: '100.00' }) // { valid: true, amount: '12.50' }
 */
export function validateFlexiblePrice(
  input: string | number,
  bounds: Pick<TicketType, 'currency_amount_min' | 'currency_amount_max'>,
): FlexiblePriceCheck {
  const refuse = (problem: FlexiblePriceProblem): FlexiblePriceCheck => ({
    valid: false,
    problem,
    messageKey: 'reserve.flexiblePriceOutOfRange',
  })
  let cents: number
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse('not_a_number')
    cents = Math.round(input * 100)
    if (Math.abs(input * 100 - cents) > 1e-6) return refuse('too_many_decimals')
  } else {
    const text = input.trim()
    if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return refuse('not_a_number')
    // "up to two decimals": decimals past the second must be zeros (12.340 is 12.34).
    if (/[1-9]/.test((text.split('.')[1] ?? '').slice(2))) return refuse('too_many_decimals')
    cents = moneyToCents(text)
  }
  const min = optionalCents(bounds.currency_amount_min) ?? 0
  const max = optionalCents(bounds.currency_amount_max) ?? Number.POSITIVE_INFINITY
  if (cents < min || cents > max) return refuse('outside_min_max')
  return { valid: true, amount: centsToMoney(cents) }
}
