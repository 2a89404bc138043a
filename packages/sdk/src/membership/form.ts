/**
 * The membership form's rules (storefront §2 Buy membership; §4 Membership form; §5 Membership,
 * "Admit details, named members"; calls §3 Membership rules, Member ticket; calls §7 reserve
 * submission for a membership). Pure: the form's state in, what to show, what is wrong, and the
 * reserve body out.
 */
import type { CalendarDate } from '../core/index.js'
import { membershipTerm, type MembershipTerm } from './term.js'
import type { TicketGroupView, TicketTypeRow } from '../catalog/types.js'
import type { components } from '../generated/storefront.js'
import type { MessageKey } from '../i18n/types.js'
import {
  admitFieldRules,
  surveyAnswers,
  validateAdmitDetails,
  validateSurvey,
  type SurveyProblem,
} from '../reserve/rules/details.js'
import type { AdmitDetails, AdmitFieldRules, AdmitProblem, SurveyAnswerValue, SurveySpec } from '../reserve/types.js'
import type { Membership } from './types.js'

type MembershipRuleRow = components['schemas']['MembershipRule']
export type MembershipReserveBody = components['schemas']['MembershipReserve']

/**
 * The most unnamed members (e.g. children on a family membership) a level allows when its rule
 * sets no maximum (a max below 0): 10 (storefront §5 "A non-named rule with max below 0 is treated
 * as 10.").
 */
export const UNNAMED_MAX_WHEN_UNBOUNDED = 10

/** How many membership rules a read asks for at most: 1000 (calls §9 "Cart fetch and rules limit: 1000"; GET membership_rules). */
export const MEMBERSHIP_RULES_LIMIT = 1000

/** One party role of a level (calls §3 Membership rule): who the level admits, named or counted. */
export interface MembershipRole {
  ruleId: string | null
  ticketTypeId: string
  /** The ticket type's name ('Member', 'Second cardholder', 'Child'). */
  name: string
  partyRole: string
  named: 'yes' | 'no' | 'optional'
  min: number
  max: number
  /** The price per member, as the server writes money. */
  price: string | null
  /** The admit fields' rules (storefront §5 Admit details). */
  admit: AdmitFieldRules
}

/** A membership level (a ticket group of the membership event) with its roles. */
export interface MembershipLevel {
  id: string
  name: string
  description: string | null
  roles: MembershipRole[]
  /** The level's survey (storefront §3 Survey spec: the group's additional_info_spec), or null. */
  survey: SurveySpec | null
  /**
   * The days a new membership of the level bought today covers (its start policy and duration,
   * `membershipTerm`), or null when the levels were read without today's date.
   */
  term: MembershipTerm | null
}

/**
 * The membership event's settings, from its config records (storefront §3 Event template config):
 * - `membership.auto_renew` — calls §9 "Auto-renew prompt: only when the automatic option equals
 *   prompt": `prompt` asks yes/no; `always` renews without asking; `never` does not renew.
 *   Default `prompt`.
 * - `membership.footnote` — the tenant's small print under the form (storefront §2 "footnote").
 * - `membership.extended_membership` — `{ label, codes }`: the extended-membership checkbox
 *   (storefront §2) and the code list it sends (calls §7 "extended-membership code list").
 * - `prevent_membership_updates` — storefront §5: a member's existing admit values are read-only.
 */
export interface MembershipSettings {
  autoRenew: 'prompt' | 'always' | 'never'
  footnote: string | null
  extended: { label: string; codes: string[] } | null
  preventMembershipUpdates: boolean
}

/** The membership event's settings from its config (see `MembershipSettings`); bad values fall back to the defaults. */
export function membershipSettings(config: Readonly<Record<string, unknown>> | null | undefined): MembershipSettings {
  const autoRenew = config?.['membership.auto_renew']
  const footnote = config?.['membership.footnote']
  const extended = config?.['membership.extended_membership'] as { label?: unknown; codes?: unknown } | undefined
  const codes = Array.isArray(extended?.codes)
    ? extended.codes.filter((code): code is string => typeof code === 'string' && code.trim() !== '')
    : []
  return {
    autoRenew: autoRenew === 'always' || autoRenew === 'never' ? autoRenew : 'prompt',
    footnote: typeof footnote === 'string' && footnote.trim() !== '' ? footnote : null,
    extended:
      typeof extended?.label === 'string' && extended.label.trim() !== '' && codes.length > 0
        ? { label: extended.label, codes }
        : null,
    preventMembershipUpdates: config?.prevent_membership_updates === true,
  }
}

/** calls §9 "Auto-renew prompt: only when the automatic option equals prompt; never in gift context" (nor for a gift's redeem). */
export function asksAutoRenew(settings: Pick<MembershipSettings, 'autoRenew'>, context: string): boolean {
  return settings.autoRenew === 'prompt' && context !== 'gift' && context !== 'redeem'
}

/** The auto-renew flag the reserve sends: the visitor's answer when asked, else the setting's; a gift or redeem never renews. */
export function autoRenewFlag(
  settings: Pick<MembershipSettings, 'autoRenew'>,
  context: string,
  answer: boolean,
): boolean {
  if (context === 'gift' || context === 'redeem') return false
  return settings.autoRenew === 'prompt' ? answer : settings.autoRenew === 'always'
}

/** What the visitor entered: the level, the named members and the counts, keyed by party role. */
export interface MembershipSelection {
  levelId: string | null
  /** Named members by party role: details carry between types with the same party role (storefront §4). */
  named: Readonly<Record<string, readonly AdmitDetails[]>>
  /** How many members of a role: named optional roles and unnamed roles. */
  counts: Readonly<Record<string, number>>
  autoRenew: boolean
  /** The extended-membership checkbox (storefront §2). */
  extended: boolean
  /** Survey answers by level id (storefront §3 "Answers are keyed by ticket_group_id"). */
  survey: Readonly<Record<string, Readonly<Record<string, SurveyAnswerValue>>>>
}

/** The problems of a submit: the form's message, and the named members' fields. */
export interface MembershipProblems {
  form: MessageKey | null
  members: { partyRole: string; index: number; problems: AdmitProblem[] }[]
  /** The chosen level's survey answers refused (storefront §5 Survey). */
  survey: SurveyProblem[]
}

const EMPTY_DETAILS: AdmitDetails = { first: '', last: '', email: '' }

/** storefront §5: the bounds of a role; a non-named rule with max below 0 allows 10. */
function bounds(rule: Pick<MembershipRuleRow, 'named' | 'min' | 'max'>): { min: number; max: number } {
  const min = Math.max(0, rule.min)
  const max = rule.named === 'no' && rule.max < 0 ? UNNAMED_MAX_WHEN_UNBOUNDED : Math.max(min, rule.max)
  return { min, max }
}

/**
 * The levels of the membership event (its ticket groups), each with the roles its rules give, in
 * the event's order. A level without rules offers one named member of each ticket type. Groups
 * with no types are dropped (storefront §6).
 */
export function membershipLevels(
  groups: readonly TicketGroupView[],
  rules: readonly MembershipRuleRow[],
  /** The venue's today, for each level's term (storefront §3 Ticket group start policy, duration_new). */
  today?: CalendarDate,
): MembershipLevel[] {
  return groups
    .filter((group) => group.types.length > 0)
    .map((group) => {
      const types = new Map<string, TicketTypeRow>(group.types.map((type) => [type.id, type]))
      const own = rules.filter((rule) => rule.ticket_group_id === group.id && types.has(rule.ticket_type_id))
      const admit = admitFieldRules(group)
      const roles: MembershipRole[] =
        own.length > 0
          ? own.map((rule) => ({
              ruleId: rule.id ?? null,
              ticketTypeId: rule.ticket_type_id,
              name: types.get(rule.ticket_type_id)?.name ?? '',
              partyRole: rule.party_role,
              named: rule.named,
              ...bounds(rule),
              price: types.get(rule.ticket_type_id)?.currency_amount ?? null,
              admit,
            }))
          : group.types.map((type) => ({
              ruleId: null,
              ticketTypeId: type.id,
              name: type.name,
              partyRole: type.name.toLowerCase(),
              named: 'yes' as const,
              min: 1,
              max: 1,
              price: type.currency_amount ?? null,
              admit,
            }))
      return {
        id: group.id,
        name: group.name,
        description: group.description ?? null,
        roles,
        survey: group.additional_info_spec ?? null,
        term: today ? membershipTerm(group, today) : null,
      }
    })
}

/** The price a level is shown at: its first role's (the member's), as the server writes money. */
export function membershipLevelPrice(level: Pick<MembershipLevel, 'roles'>): string | null {
  return level.roles[0]?.price ?? null
}

/** The level to preselect: the only one when the membership has a single level, else none (storefront §4 "A single level is auto-selected."). */
export function initialLevelId(levels: readonly MembershipLevel[]): string | null {
  return levels.length === 1 ? (levels[0]?.id ?? null) : null
}

/** How many members of a role the form shows: named yes → min; optional and unnamed → the count chosen (from min). */
export function roleCount(role: MembershipRole, selection: MembershipSelection): number {
  if (role.named === 'yes') return role.min
  const chosen = selection.counts[role.partyRole] ?? role.min
  return Math.min(role.max, Math.max(role.min, chosen))
}

/** Whether a role shows a +/− stepper for how many members: only for members without names, and not when the minimum equals the maximum (storefront §5 "The unnamed-member stepper is hidden when min equals max."). */
export function showsStepper(role: MembershipRole): boolean {
  return role.named !== 'yes' && role.min !== role.max
}

/**
 * storefront §5: "A single optional member is a yes/no choice. More than one is a 0..n selector."
 */
export function optionalChoice(role: MembershipRole): 'none' | 'yes_no' | 'count' {
  if (role.named !== 'optional' || role.min === role.max) return 'none'
  return role.max - role.min === 1 ? 'yes_no' : 'count'
}

/**
 * storefront §4: "Changing the level resets auto-renew to false", and details carry over between
 * ticket types with the same party role (they are kept by party role, so they stay).
 */
export function changeLevel(selection: MembershipSelection, levelId: string): MembershipSelection {
  if (selection.levelId === levelId) return selection
  return { ...selection, levelId, autoRenew: false }
}

/** The named members a role shows, filled from what was entered for its party role. */
export function namedMembers(role: MembershipRole, selection: MembershipSelection): AdmitDetails[] {
  if (role.named === 'no') return []
  const entered = selection.named[role.partyRole] ?? []
  return Array.from({ length: roleCount(role, selection) }, (_, index) => entered[index] ?? EMPTY_DETAILS)
}

/** The members the selection buys, all roles of the level. */
export function memberCount(level: MembershipLevel, selection: MembershipSelection): number {
  return level.roles.reduce((sum, role) => sum + roleCount(role, selection), 0)
}

/**
 * The problems of a submit (storefront §5 Membership): 'Please select a membership to continue.',
 * 'At least one member is required to purchase a membership', and each named member's admit
 * details (first and last name required).
 */
export function membershipProblems(
  levels: readonly MembershipLevel[],
  selection: MembershipSelection,
): MembershipProblems {
  const level = levels.find((l) => l.id === selection.levelId)
  if (!level) return { form: 'membership.selectLevel', members: [], survey: [] }
  if (memberCount(level, selection) === 0) return { form: 'membership.memberRequired', members: [], survey: [] }
  const members: MembershipProblems['members'] = []
  for (const role of level.roles) {
    namedMembers(role, selection).forEach((details, index) => {
      const problems = validateAdmitDetails(details, { ...role.admit, name: 'required' })
      if (problems.length > 0) members.push({ partyRole: role.partyRole, index, problems })
    })
  }
  return { form: null, members, survey: validateSurvey(level.survey, selection.survey[level.id] ?? {}) }
}

/**
 * The reserve submission (calls §7 "event, rules, level, extended-membership code list, tickets,
 * survey answers, auto-renew flag, promo codes"): the level, its rules, one member ticket per
 * member, the extended-membership codes when ticked, the level's survey answers, auto-renew.
 */
export function membershipReserveBody(
  level: MembershipLevel,
  selection: MembershipSelection,
  options: { settings?: MembershipSettings; context?: string } = {},
): MembershipReserveBody {
  const settings = options.settings ?? membershipSettings(null)
  const tickets: MembershipReserveBody['tickets'][number][] = []
  for (const role of level.roles) {
    const named = namedMembers(role, selection)
    const count = roleCount(role, selection)
    for (let index = 0; index < count; index++) {
      const details = named[index]
      tickets.push({
        ticket_group_id: level.id,
        ticket_type_id: role.ticketTypeId,
        ...(details
          ? {
              admit_name: `${details.first.trim()} ${details.last.trim()}`.trim(),
              ...(details.email.trim() ? { admit_email: details.email.trim() } : {}),
            }
          : {}),
      })
    }
  }
  const ruleIds = level.roles.flatMap((role) => (role.ruleId ? [role.ruleId] : []))
  const answers = surveyAnswers(level.survey, selection.survey[level.id] ?? {})
  return {
    role_id: level.id,
    ...(ruleIds.length > 0 ? { membership_rule_ids: ruleIds } : {}),
    ...(selection.extended && settings.extended ? { extended_membership_codes: [...settings.extended.codes] } : {}),
    tickets: tickets as MembershipReserveBody['tickets'],
    ...(Object.keys(answers).length > 0
      ? { additional_info: { [level.id]: answers } as MembershipReserveBody['additional_info'] }
      : {}),
    auto_renew: autoRenewFlag(settings, options.context ?? 'buy', selection.autoRenew),
  }
}

/**
 * storefront §4: "In renew context the previous level, counts and named details are pre-filled
 * from the member's tickets": the membership's level, and its members by the party role of their
 * ticket type's name.
 */
export function renewSelection(levels: readonly MembershipLevel[], membership: Membership): MembershipSelection {
  const level = levels.find((l) => l.id === membership.ticketGroupId)
  const named: Record<string, AdmitDetails[]> = {}
  const counts: Record<string, number> = {}
  for (const member of membership.members) {
    const role = level?.roles.find((r) => r.name === member.type)
    if (!role) continue
    const [first = '', ...rest] = member.name.trim().split(/\s+/)
    ;(named[role.partyRole] ??= []).push({ first, last: rest.join(' '), email: '' })
    counts[role.partyRole] = (counts[role.partyRole] ?? 0) + 1
  }
  return {
    levelId: level?.id ?? null,
    named,
    counts,
    autoRenew: membership.autoRenewState === 'scheduled',
    extended: false,
    survey: {},
  }
}

/**
 * storefront §5 Admit details: "Fields are read-only when a member has existing values and the
 * prevent_membership_updates setting is true": in the renew form, a member's field the renewal
 * filled from the membership (`prefilled`) keeps its value.
 */
export function isReadOnlyMemberField(
  prefilled: Readonly<Record<string, readonly AdmitDetails[]>>,
  settings: Pick<MembershipSettings, 'preventMembershipUpdates'>,
  partyRole: string,
  index: number,
  field: keyof AdmitDetails,
): boolean {
  if (!settings.preventMembershipUpdates) return false
  return (prefilled[partyRole]?.[index]?.[field] ?? '').trim() !== ''
}

/**
 * storefront §5 Membership: "The reserve button is disabled when none is selected, unless a
 * form-validation-guard flag is on, in which case only submitting disables it."
 */
export function canSubmitMembership(
  state: { status: string; selection: Pick<MembershipSelection, 'levelId'> },
  validationGuard: boolean,
): boolean {
  if (state.status === 'submitting' || state.status === 'loading') return false
  return validationGuard || state.selection.levelId !== null
}
