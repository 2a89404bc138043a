/**
 * `POST events/{id}/reserve_membership` (openapi reserveMembership; calls §3 Member ticket,
 * Membership rules; calls §7 "Reserve submission for a membership: event, rules, level,
 * extended-membership code list, tickets, survey answers, auto-renew flag, promo codes"):
 * puts a membership's tickets in the visitor's cart (`cart_id`, or a new cart), checked against
 * the level's membership rules, in one synchronous step like every cart write (carts.ts).
 *
 * Decisions the spec leaves open:
 * - The level is `role_id`: the level's ticket group id on the membership event (the contract),
 *   or its role's id (`role-dual`, as my/membership names it) for a renewal that copies it.
 * - The rules are the level's `membership_rules` (by ticket group), whatever
 *   `membership_rule_ids` lists; the ids sent must be rules of the level. Per rule, counting the
 *   tickets of its ticket type (storefront §5 "Admit details, named members"): `named` yes —
 *   each ticket names its member (admit_name) and there are min..max of them; optional — names
 *   may be given, min..max tickets; no — min..max tickets, "a non-named rule with max below 0 is
 *   treated as 10". A ticket type of the level without a rule is refused.
 * - One membership per cart: a reserve replaces the membership tickets the cart holds (the form
 *   can be submitted again with another level or members); other tickets stay (a membership and
 *   other tickets may share a cart).
 * - The price is the level's ticket types' prices (promo codes never discount memberships,
 *   codes.ts); the codes sent are applied to the cart like a modify's apply_code.
 * - A 10-digit code in `promo_codes` is a gift of membership code (gifts.ts): the level must be
 *   the code's, and the code pays for the level's tickets (price 0) until the order spends it;
 *   unknown, redeemed or expired: code_not_found / code_exhausted with calls §8 Gift code's words.
 * - `auto_renew` (default false) is recorded on the cart (`cart.auto_renew`) under the event's
 *   `membership.auto_renew` (membership-config.ts; calls §9 "Auto-renew prompt"): 'prompt' keeps
 *   what is sent, 'always' makes it true and 'never' false, except for a gift code redeem, which
 *   keeps what is sent.
 * - `extended_membership_codes` (calls §7 "extended-membership code list"): each must be one of the
 *   codes of the event's `membership.extended_membership` offer (trimmed, case-insensitive), else
 *   400 code_not_found, `_context` reserve; the accepted ones are recorded with the cart, and the
 *   membership the order issues runs the offer's `months` longer (membership-orders.ts).
 * - A level sold by invitation (the event's `code_required_groups`: the Patron level) answers
 *   calls §8 "rule_blocks_reserve (checkout_rules) with block_reason code_required" — the shape
 *   cart-modify.ts gives a code-required event: `_extra { block_reason, event_template_id }`, the
 *   description the client's code dialog shows (calls §8 Other "Membership-form server
 *   description needing a user action triggers a dialog and the submit retries with the entered
 *   value") — until the reserve's promo_codes, or the codes the cart already holds, include a
 *   promo code unlocking the level (`unlocks_ticket_group_ids`: PATRON2026). A wrong code is the
 *   code_not_found every promo code gives, checked first, so the dialog's retry with a mistyped
 *   code says so. Decision: a gift of membership code for the level is its own invitation (a
 *   redeem needs no other code).
 * - Survey answers (storefront §3 Survey spec; the Family level asks `heard_from`) are keyed by
 *   the level's ticket group id, checked against its additional_info_spec and kept on the cart.
 * - The order's membership is issued from what the cart records when it completes
 *   (membership-orders.ts).
 *
 * Errors, first broken rule wins: malformed body `validation_failed`; unknown event 404; the
 * cart's own (404, 400 cart_expired, 409 cart_completed / cart_payment_processing, 403 another
 * identity's); no level 'Please select a membership to continue.' and no ticket 'At least one
 * member is required to purchase a membership' (storefront §5, `validation_failed`); a ticket
 * not of the level, a missing name or a bad e-mail `validation_failed`; a rule's count
 * `min_tickets_per_order_not_met` / `max_tickets_per_order_exceeded` (calls §8 expected reserve
 * codes, `_context` reserve, `_extra.membership_rule_id`); survey answers
 * `additional_info_validation_failed`; codes `code_not_found`, `code_exhausted`; extended-membership
 * codes `code_not_found` (`_context` reserve); an invitation level without its code
 * `rule_blocks_reserve`.
 */
import { applyPlan, checkSurveyAnswers, faceValueCents, type ResolvedLine } from './cart-modify.js'
import { emailPattern, isObject, optionalString, readCodes } from './cart-input.js'
import { additionalInfoFailed, pendingCart, reserveError, sessionCart } from './carts.js'
import { findEvent } from './catalog.js'
import { findPromoCode } from './codes.js'
import { invalid } from './errors.js'
import { isGiftCodeSpelling, redeemableGiftCode } from './gifts.js'
import { autoRenewChoice, readExtendedCodes } from './membership-config.js'
import type { CartRecord, HeldTicket } from './records.js'
import type { SeedEvent } from './seed/index.js'
import { openSession } from './sessions.js'
import { eventById, sessionContext, type CartRequest, type SandboxState } from './state.js'
import type { MembershipRuleRow, TicketGroupRow } from './types.js'

/** storefront §5 Membership. */
export const selectLevelMessage = 'Please select a membership to continue.'
export const memberRequiredMessage = 'At least one member is required to purchase a membership'
/** storefront §5 "A non-named rule with max below 0 is treated as 10". */
export const unnamedMaxDefault = 10

interface MemberTicketInput {
  ticket_group_id: string
  ticket_type_id: string
  admit_name: string | null
  admit_email: string | null
}

export interface MembershipReserveInput {
  role_id: string | null
  membership_rule_ids: string[]
  tickets: MemberTicketInput[]
  additional_info: Record<string, Record<string, unknown>>
  auto_renew: boolean
  promo_codes: string[]
  extended_membership_codes: string[]
}

const stringList = (raw: unknown, name: string): string[] => {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string' || item === ''))
    throw invalid(`${name} is a list of strings.`, 'reserve')
  return raw as string[]
}

/** openapi MembershipReserve. */
export function readMembershipReserve(body: unknown): MembershipReserveInput {
  if (!isObject(body))
    throw invalid(
      'The body is a membership reserve: { role_id, tickets: [{ ticket_group_id, ticket_type_id, admit_name?, admit_email? }], membership_rule_ids?, additional_info?, auto_renew?, promo_codes?, extended_membership_codes? }.',
      'reserve',
    )
  const roleId = optionalString(body.role_id, 'role_id')?.trim() || null
  const rawTickets = body.tickets ?? []
  if (!Array.isArray(rawTickets)) throw invalid('tickets is a list of member tickets.', 'reserve')
  const tickets = rawTickets.map((raw): MemberTicketInput => {
    if (!isObject(raw) || typeof raw.ticket_type_id !== 'string' || typeof raw.ticket_group_id !== 'string')
      throw invalid('Each member ticket is { ticket_group_id, ticket_type_id, admit_name?, admit_email? }.', 'reserve')
    const admitEmail = optionalString(raw.admit_email, 'admit_email')?.trim() || null
    if (admitEmail !== null && !emailPattern.test(admitEmail))
      throw invalid(`admit_email ${admitEmail} is not an e-mail address.`, 'reserve')
    return {
      ticket_group_id: raw.ticket_group_id,
      ticket_type_id: raw.ticket_type_id,
      admit_name: optionalString(raw.admit_name, 'admit_name')?.trim().replace(/\s+/g, ' ') || null,
      admit_email: admitEmail,
    }
  })
  const info = body.additional_info ?? {}
  if (!isObject(info) || !Object.values(info).every(isObject))
    throw invalid(
      'additional_info holds survey answers keyed by ticket_group_id: { [ticket_group_id]: { [question]: answer } }.',
      'reserve',
    )
  if (body.auto_renew !== undefined && typeof body.auto_renew !== 'boolean')
    throw invalid('auto_renew is true or false.', 'reserve')
  return {
    role_id: roleId,
    membership_rule_ids: stringList(body.membership_rule_ids, 'membership_rule_ids'),
    tickets,
    additional_info: info as Record<string, Record<string, unknown>>,
    auto_renew: body.auto_renew === true,
    promo_codes: readCodes(body.promo_codes, 'promo_codes'),
    extended_membership_codes: stringList(body.extended_membership_codes, 'extended_membership_codes'),
  }
}

/** The event's membership levels: its ticket groups with the membership handler. */
export function membershipLevels(event: SeedEvent): TicketGroupRow[] {
  return event.ticket_groups.filter((g) => g.handler === 'membership')
}

/** The level `role_id` names: a level's ticket group id, or its role's id. */
function findLevel(state: SandboxState, event: SeedEvent, roleId: string | null): TicketGroupRow {
  const levels = membershipLevels(event)
  if (roleId === null) throw invalid(selectLevelMessage, 'reserve')
  const groupId = state.seed.membership_roles.find((r) => r.id === roleId)?.ticket_group_id ?? roleId
  const level = levels.find((g) => g.id === groupId)
  if (!level)
    throw invalid(
      `${event.template.name} has no membership level ${roleId}: choose one of ${levels.map((l) => l.id).join(', ')}.`,
      'reserve',
    )
  return level
}

/** A rule's upper bound (storefront §5: a non-named rule with max below 0 counts as 10; a named one, no bound). */
export function ruleMax(rule: MembershipRuleRow): number {
  if (rule.max >= 0) return rule.max
  return rule.named === 'no' ? unnamedMaxDefault : Number.POSITIVE_INFINITY
}

/** Whether a held ticket is a membership ticket (its group's handler is membership). */
export function isMembershipTicket(state: SandboxState, ticket: HeldTicket): boolean {
  const event = eventById(state, ticket.event_template_id)
  return event.ticket_groups.find((g) => g.id === ticket.ticket_group_id)?.handler === 'membership'
}

function checkRules(state: SandboxState, level: TicketGroupRow, input: MembershipReserveInput): void {
  const rules = state.seed.membership_rules.filter((r) => r.ticket_group_id === level.id)
  for (const id of input.membership_rule_ids) {
    if (!rules.some((r) => r.id === id))
      throw invalid(`Membership rule ${id} is not a rule of the ${level.name} membership.`, 'reserve')
  }
  for (const rule of rules) {
    const tickets = input.tickets.filter((t) => t.ticket_type_id === rule.ticket_type_id)
    const extra = {
      ticket_group_id: level.id,
      ticket_type_id: rule.ticket_type_id,
      membership_rule_id: rule.id,
      party_role: rule.party_role,
      requested: tickets.length,
    }
    if (rule.named === 'yes' && tickets.some((t) => t.admit_name === null)) {
      throw invalid(
        `Each ${rule.party_role} of the ${level.name} membership is named: send admit_name (first and last name) for each.`,
        'reserve',
      )
    }
    if (tickets.length < rule.min) {
      throw reserveError(
        400,
        'min_tickets_per_order_not_met',
        `The ${level.name} membership needs at least ${rule.min} ${rule.named === 'yes' ? 'named ' : ''}${rule.party_role} member${rule.min === 1 ? '' : 's'}.`,
        'reserve',
        { ...extra, min: rule.min },
      )
    }
    const max = ruleMax(rule)
    if (tickets.length > max) {
      throw reserveError(
        400,
        'max_tickets_per_order_exceeded',
        `The ${level.name} membership takes at most ${max} ${rule.party_role} member${max === 1 ? '' : 's'}.`,
        'reserve',
        { ...extra, max },
      )
    }
  }
  const ruled = new Set(rules.map((r) => r.ticket_type_id))
  const unruled = input.tickets.find((t) => rules.length > 0 && !ruled.has(t.ticket_type_id))
  if (unruled) throw invalid(`The ${level.name} membership has no rule for ${unruled.ticket_type_id}.`, 'reserve')
}

/** Whether one of the codes (their seeded spelling) unlocks a ticket group's code-required rule. */
function unlocksLevel(state: SandboxState, codes: readonly string[], groupId: string): boolean {
  return codes.some((code) =>
    state.seed.promo_codes.some(
      (known) => known.code === code && (known.unlocks_ticket_group_ids ?? []).includes(groupId),
    ),
  )
}

/**
 * POST events/{id}/reserve_membership: checks everything, then replaces the cart's membership
 * tickets with the level's, applies the codes and records the level and auto-renew on the cart.
 */
export function reserveMembership(req: CartRequest, eventId: string, cartId: string | null, body: unknown): CartRecord {
  const { state } = req
  const input = readMembershipReserve(body)
  const event = findEvent(state, eventId)
  if (membershipLevels(event).length === 0)
    throw invalid(`${event.template.name} sells no memberships: reserve its tickets with my/cart/modify.`, 'reserve')
  if (cartId !== null) sessionCart(state, cartId, req.identityId)
  const cart = cartId === null ? null : pendingCart(state, cartId)
  // A change of an order (order-edits.ts) changes admissions only.
  if (cart?.edit) throw invalid('A change of an order holds no membership: reserve it into another cart.', 'reserve')
  const level = findLevel(state, event, input.role_id)
  if (input.tickets.length === 0) throw invalid(memberRequiredMessage, 'reserve')

  const started = level.sales_start === null || Date.parse(level.sales_start) <= req.now
  const notEnded = level.sales_end === null || Date.parse(level.sales_end) > req.now
  if (!started || !notEnded || !level.available)
    throw invalid(`The ${level.name} membership is not on sale.`, 'reserve')
  const session = openSession(event, sessionContext(state, event, req.now))
  if (!session) throw invalid(`${event.template.name} sells no memberships now.`, 'reserve')
  const added: ResolvedLine[] = input.tickets.map((ticket) => {
    if (ticket.ticket_group_id !== level.id)
      throw invalid(
        `Each member ticket is of the chosen level: ticket_group_id ${level.id}, not ${ticket.ticket_group_id}.`,
        'reserve',
      )
    const type = event.ticket_types.find((t) => t.id === ticket.ticket_type_id && t.ticket_group_id === level.id)
    if (!type)
      throw invalid(`${ticket.ticket_type_id} is not a ticket type of the ${level.name} membership.`, 'reserve')
    if (!type.available) throw invalid(`${level.name} ${type.name} is not on sale.`, 'reserve')
    // storefront §5 "E-mail required when emailRequired is yes": the group's admit_emails.
    if (level.meta.admit_emails === 'required' && ticket.admit_name !== null && ticket.admit_email === null)
      throw invalid(`Each named ${level.name} member needs an e-mail address: send admit_email.`, 'reserve')
    return {
      event,
      group: level,
      type,
      session,
      quantity: 1,
      admit_name: ticket.admit_name,
      admit_email: ticket.admit_email,
      face_value_cents: faceValueCents(type, null),
      seat: null,
    }
  })
  checkRules(state, level, input)
  if (level.max_tickets_per_order > 0 && added.length > level.max_tickets_per_order) {
    throw reserveError(
      400,
      'max_tickets_per_order_exceeded',
      `You can reserve at most ${level.max_tickets_per_order} ${level.name} members per order.`,
      'reserve',
      { ticket_group_id: level.id, max_tickets_per_order: level.max_tickets_per_order, requested: added.length },
    )
  }

  // Survey answers (storefront §3 Survey spec) for the level's group only.
  for (const [groupId, answers] of Object.entries(input.additional_info)) {
    if (groupId !== level.id)
      throw additionalInfoFailed(`additional_info is keyed by ticket group: this membership is ${level.id}.`, groupId)
    checkSurveyAnswers(level, answers)
  }
  const answers = { ...cart?.additional_info[level.id], ...input.additional_info[level.id] }
  for (const field of level.additional_info_spec?.required ?? []) {
    const answer = answers[field]
    if (answer === undefined || answer === null || answer === '') {
      const title = level.additional_info_spec?.properties[field]?.title ?? field
      throw additionalInfoFailed(`${title} is required for the ${level.name} membership.`, level.id, field)
    }
  }
  // A 10-digit code is a gift of membership code (gifts.ts): it pays for this level, if it is its level.
  const giftCodes = input.promo_codes.filter(isGiftCodeSpelling)
  if (giftCodes.length > 1) throw invalid('Send one gift code per membership.', 'reserve')
  const gift = giftCodes[0] === undefined ? null : redeemableGiftCode(state, req.now, giftCodes[0], level.id)
  const codes = input.promo_codes
    .filter((code) => !isGiftCodeSpelling(code))
    .map((code) => findPromoCode(state, code).code)
  const extended = readExtendedCodes(event, input.extended_membership_codes)
  // calls §8 rule_blocks_reserve, block_reason code_required: a level sold by invitation.
  const invitation = event.code_required_groups?.[level.id]
  if (invitation && !gift && !unlocksLevel(state, [...(cart?.codes ?? []), ...codes], level.id)) {
    throw reserveError(400, 'rule_blocks_reserve', invitation.description, 'checkout_rules', {
      block_reason: 'code_required',
      event_template_id: event.template.id,
    })
  }

  const removed = (cart?.tickets ?? []).filter((t) => isMembershipTicket(state, t))
  const updated = applyPlan(req, cart, {
    removed,
    added,
    codes,
    additional_info: input.additional_info,
    campaign: null,
  })
  updated.membership = {
    role_id: state.seed.membership_roles.find((r) => r.ticket_group_id === level.id)?.id ?? level.id,
    ticket_group_id: level.id,
    auto_renew: autoRenewChoice(event, input.auto_renew, gift !== null),
    extended_membership_codes: extended.codes,
    extended_months: extended.months,
    gift_code: gift?.code ?? null,
  }
  return updated
}
