/**
 * Message rules (storefront §3 Message rule, §5 "Message rules").
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { type CalendarDate, weekdayOfDate } from '../../core/calendar-date.js'
import { idKey } from '../../core/ids.js'
import { WEEKDAYS, clockMinutes, venueDateTime } from '../../core/venue-time.js'
import type {
  DateOrSessionTrigger,
  MessageRule,
  MessageRuleActionType,
  Quantities,
  QuantityTrigger,
  TicketGroup,
  TicketType,
} from '../types.js'
import type { RuleMessages } from '../types.js'
export type { RuleMessages }

// =============================================================================================
// Message rules (storefront §3 Message rule, §5 "Message rules")
// =============================================================================================

/** The selection message rules with a quantity trigger look at. */
export interface RuleSelection {
  quantities: Quantities
  /** The types the quantities refer to (for ticket type names and their group). */
  ticketTypes: readonly TicketType[]
  /** The groups (for ticket group names). */
  ticketGroups?: readonly TicketGroup[]
}

/** What a message rule can match against. */
export interface RuleContext {
  /** The day (a calendar day, or the chosen date). */
  date?: CalendarDate | null
  /** The session start (ISO 8601), for time_of_day. */
  sessionStart?: string | null
  /** The venue time zone, needed with `sessionStart`. */
  timeZone?: string
  selection?: RuleSelection
}

function dateBound(value: string | null | undefined): string | null {
  if (!value || value === '..') return null
  return value.slice(0, 10)
}

function weekdayNumber(value: string | number): number | null {
  if (typeof value === 'number') return value === 0 ? 7 : value >= 1 && value <= 7 ? value : null
  const index = WEEKDAYS.indexOf(value.trim().toLowerCase().slice(0, 3) as (typeof WEEKDAYS)[number])
  if (index >= 0) return index + 1
  const n = Number(value)
  return Number.isInteger(n) ? weekdayNumber(n) : null
}

/**
 * storefront §3 Message rule: the date parts of a date-or-session trigger (dateInterval or
 * date_range, weekdays) against a day; both ends are inclusive. Decision: `dateInterval` is an ISO 8601 interval of dates
 * `start/end`, either end `..` (or empty) for open; weekdays are names or ISO numbers.
 */
export function matchesTriggerDate(trigger: DateOrSessionTrigger, date: CalendarDate): boolean {
  const day = date.slice(0, 10)
  const ranges: { start: string | null; end: string | null }[] = []
  if (trigger.dateInterval) {
    const [start, end] = trigger.dateInterval.split('/')
    ranges.push({ start: dateBound(start), end: dateBound(end) })
  }
  if (trigger.date_range)
    ranges.push({ start: dateBound(trigger.date_range.start), end: dateBound(trigger.date_range.end) })
  for (const range of ranges) {
    if (range.start !== null && day < range.start) return false
    if (range.end !== null && day > range.end) return false
  }
  if (trigger.weekdays && trigger.weekdays.length > 0) {
    const wanted = trigger.weekdays.map(weekdayNumber)
    if (!wanted.includes(weekdayOfDate(day))) return false
  }
  return true
}

function hasDateParts(trigger: DateOrSessionTrigger): boolean {
  return Boolean(trigger.dateInterval || trigger.date_range || (trigger.weekdays && trigger.weekdays.length > 0))
}

/**
 * storefront §3 Message rule: the time_of_day part against a session's venue start time `HH:MM`: start inclusive, end
 * exclusive; an end before the start wraps past midnight (decision).
 */
export function matchesTriggerTime(trigger: DateOrSessionTrigger, time: string): boolean {
  const range = trigger.time_of_day
  if (!range) return true
  const at = clockMinutes(time)
  const start = clockMinutes(range.start) ?? 0
  const end = clockMinutes(range.end) ?? 24 * 60
  if (at === null) return false
  return start <= end ? at >= start && at < end : at >= start || at < end
}

/**
 * The quantity trigger against the selection (storefront §5: "quantity rules need their min and
 * max bounds satisfied"). The counted tickets are those of the listed groups or types (by id or
 * name; a ticket counts when it matches any list); with no list, every ticket counts.
 * Decision: a missing min means 1, so a quantity rule speaks only once a counted ticket is chosen.
 */
export function matchesQuantityTrigger(trigger: QuantityTrigger, selection: RuleSelection | undefined): boolean {
  const min = trigger.min ?? 1
  const max = trigger.max ?? Number.POSITIVE_INFINITY
  const count = selection ? countedQuantity(trigger, selection) : 0
  return count >= min && count <= max
}

/** How many tickets chosen the trigger counts (those of its groups and types, or all). */
function countedQuantity(trigger: QuantityTrigger, selection: RuleSelection): number {
  const chosen = selection.ticketTypes.filter((type) => (selection.quantities[idKey(type.id)] ?? 0) > 0)
  // Nothing chosen (every day of a calendar opened afresh): nothing to look up.
  if (chosen.length === 0) return 0
  const groupIds = new Set((trigger.ticket_group_ids ?? []).map(idKey))
  const groupNames = new Set(trigger.ticket_group_names ?? [])
  const typeIds = new Set((trigger.ticket_type_ids ?? []).map(idKey))
  const typeNames = new Set(trigger.ticket_type_names ?? [])
  const filtered = groupIds.size + groupNames.size + typeIds.size + typeNames.size > 0
  const groupsById = new Map((selection.ticketGroups ?? []).map((g) => [idKey(g.id), g]))
  let count = 0
  for (const type of chosen) {
    const groupId = idKey(type.ticket_group_id)
    const counted =
      !filtered ||
      typeIds.has(idKey(type.id)) ||
      typeNames.has(type.name) ||
      groupIds.has(groupId) ||
      groupNames.has(groupsById.get(groupId)?.name ?? '\u0000')
    if (counted) count += selection.quantities[idKey(type.id)] ?? 0
  }
  return count
}

/** The messages of a rule's actions by type (several actions of one type are all shown). */
function ruleActions(rule: MessageRule): Partial<Record<MessageRuleActionType, string[]>> {
  const byType: Partial<Record<MessageRuleActionType, string[]>> = {}
  for (const action of rule.actions ?? []) {
    if (!action.message) continue
    const type = action.type as MessageRuleActionType
    ;(byType[type] ??= []).push(action.message)
  }
  return byType
}

/**
 * storefront §3 Message rule, §5 "Visibility is driven by rules matching the chosen date,
 * session time or ticket quantities". Every trigger a rule has must match (a rule with no
 * trigger always matches):
 * - date_annotation / date_message need the date parts and the quantity trigger (time_of_day is
 *   about sessions, so it is not looked at for a day);
 * - session_annotation / session_message need a session and all triggers, time_of_day included;
 * - quantity_message needs the quantity trigger (when it has one), and the date-or-session
 *   trigger against what is chosen so far (date parts need a date; time_of_day is checked once a
 *   session is chosen).
 */
export function matchMessageRules(rules: readonly MessageRule[], context: RuleContext): RuleMessages {
  const out: RuleMessages = {
    dateAnnotations: [],
    dateMessages: [],
    sessionAnnotations: [],
    sessionMessages: [],
    quantityMessages: [],
  }
  const session =
    context.sessionStart && context.timeZone ? venueDateTime(context.sessionStart, context.timeZone) : null
  const date = context.date ?? session?.date ?? null
  for (const rule of rules) {
    const trigger = rule.trigger?.dateOrSession ?? null
    const quantity = rule.trigger?.quantity ?? null
    const actions = ruleActions(rule)
    const quantityOk = quantity === null || matchesQuantityTrigger(quantity, context.selection)
    if (!quantityOk) continue
    const dateOk = trigger === null || !hasDateParts(trigger) || (date !== null && matchesTriggerDate(trigger, date))
    if (!dateOk) continue
    const timeOk =
      trigger === null || !trigger.time_of_day || (session !== null && matchesTriggerTime(trigger, session.time))
    if (date !== null) {
      out.dateAnnotations.push(...(actions.date_annotation ?? []))
      out.dateMessages.push(...(actions.date_message ?? []))
    }
    if (session !== null && timeOk) {
      out.sessionAnnotations.push(...(actions.session_annotation ?? []))
      out.sessionMessages.push(...(actions.session_message ?? []))
    }
    if (session === null || timeOk) out.quantityMessages.push(...(actions.quantity_message ?? []))
  }
  return out
}
