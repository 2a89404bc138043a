/**
 * Survey and admit details (storefront §3 Survey spec, Ticket group meta; §5 Survey, Admit details).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { isCalendarDate } from './query.js'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../core/limits.js'
import type { Translate } from '../../i18n/types.js'
import type {
  AdmitDetails,
  AdmitSetting,
  ReserveState,
  SurveyAnswerValue,
  SurveyProperty,
  SurveySpec,
  TicketGroup,
  OfferedTicketGroup,
} from '../types.js'
import type {
  SurveyFieldType,
  SurveyField,
  SurveyProblemCode,
  AdmitFieldMode,
  AdmitFieldRules,
  AdmitProblem,
} from '../types.js'
import { isEmailAddress } from '../../core/email.js'
export type { SurveyFieldType, SurveyField, SurveyProblemCode, AdmitFieldMode, AdmitFieldRules, AdmitProblem }

// =============================================================================================
// Survey (storefront §3 Survey spec, §5 Survey)
// =============================================================================================

/**
 * storefront §5 survey type mapping: "enum to options, e-mail format to e-mail, date format to
 * date, integer to number, string to text". Decision: `number` also maps to number; anything else
 * is text.
 */
export function surveyFieldType(property: SurveyProperty): SurveyFieldType {
  if (property.enum && property.enum.length > 0) return 'options'
  if (property.format === 'email') return 'email'
  if (property.format === 'date') return 'date'
  if (property.type === 'integer' || property.type === 'number') return 'number'
  return 'text'
}

/**
 * The questions of an additional_info_spec, in propertyOrder (then spec order), with the required
 * list, minimum and maximum (storefront §5 Survey). The label is the title, else the name.
 */
export function surveyFields(spec: SurveySpec | null | undefined): SurveyField[] {
  const properties = spec?.properties ?? {}
  const required = new Set(spec?.required ?? [])
  return Object.keys(properties)
    .map((name, index) => ({ name, index, property: properties[name] as SurveyProperty }))
    .sort(
      (a, b) =>
        (a.property.propertyOrder ?? Number.MAX_SAFE_INTEGER) - (b.property.propertyOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ name, property }) => ({
      name,
      type: surveyFieldType(property),
      label: property.title || name,
      description: property.description ?? null,
      required: required.has(name),
      options: (property.enum ?? []).filter(
        (o): o is string | number => typeof o === 'string' || typeof o === 'number',
      ),
      minimum: property.minimum ?? null,
      maximum: property.maximum ?? null,
      integer: property.type === 'integer',
    }))
}

function isEmptyAnswer(value: SurveyAnswerValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * The answers to send (storefront §5: "empty answers are dropped and number answers are
 * converted to numbers"). Text is trimmed; a number answer that is not a number is kept as typed
 * so `validateSurvey` can report it. Answers to questions the spec does not have are dropped.
 */
export function surveyAnswers(
  spec: SurveySpec | null | undefined,
  raw: Readonly<Record<string, SurveyAnswerValue>>,
): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {}
  for (const field of surveyFields(spec)) {
    const value = raw[field.name]
    if (isEmptyAnswer(value)) continue
    if (field.type === 'number' && typeof value === 'string') {
      const n = Number(value.trim())
      answers[field.name] = Number.isFinite(n) ? n : value.trim()
    } else if (field.type === 'options' && typeof value === 'string') {
      const option = field.options.find((o) => String(o) === value)
      answers[field.name] = option ?? value
    } else {
      answers[field.name] = typeof value === 'string' ? value.trim() : (value as number | boolean)
    }
  }
  return answers
}

/** One refused answer. */
export interface SurveyProblem {
  name: string
  problem: SurveyProblemCode
}

export { isEmailAddress }

/**
 * storefront §5 Survey: "It honours the required list, minimum and maximum." Also checks what the
 * mapped input type would (number, whole number, option, e-mail, date), since native validity is
 * checked on every input. Minimum and maximum bound number answers (JSON Schema meaning).
 */
export function validateSurvey(
  spec: SurveySpec | null | undefined,
  raw: Readonly<Record<string, SurveyAnswerValue>>,
): SurveyProblem[] {
  const problems: SurveyProblem[] = []
  const answers = surveyAnswers(spec, raw)
  for (const field of surveyFields(spec)) {
    const value = answers[field.name]
    const add = (problem: SurveyProblemCode) => problems.push({ name: field.name, problem })
    if (value === undefined) {
      if (field.required) add('required')
      continue
    }
    if (field.type === 'number') {
      if (typeof value !== 'number') add('not_a_number')
      else if (field.integer && !Number.isInteger(value)) add('not_an_integer')
      else if (field.minimum !== null && value < field.minimum) add('below_minimum')
      else if (field.maximum !== null && value > field.maximum) add('above_maximum')
    } else if (field.type === 'options') {
      if (!field.options.some((o) => o === value)) add('not_an_option')
    } else if (field.type === 'email') {
      if (!isEmailAddress(String(value))) add('not_an_email')
    } else if (field.type === 'date') {
      if (!isCalendarDate(String(value))) add('not_a_date')
    }
  }
  return problems
}

/**
 * The survey answers to send with the reserve, keyed by ticket_group_id (storefront §3 Survey
 * spec): only groups with a survey and at least one answer.
 */
export function surveyPayload(
  groups: readonly OfferedTicketGroup[],
  survey: ReserveState['survey'],
): Record<string, Record<string, string | number | boolean>> {
  const payload: Record<string, Record<string, string | number | boolean>> = {}
  for (const group of groups) {
    const spec = group.group.additional_info_spec
    if (!spec) continue
    const answers = surveyAnswers(spec, survey[group.id] ?? {})
    if (Object.keys(answers).length > 0) payload[group.id] = answers
  }
  return payload
}

// =============================================================================================
// Admit names and e-mails (storefront §3 Ticket group meta, §5 Admit details)
// =============================================================================================

function settingMode(setting: AdmitSetting | null | undefined): AdmitFieldMode {
  return setting === 'required' ? 'required' : setting === 'optional' ? 'optional' : 'hidden'
}

/**
 * storefront §5 Admit details: "Admit name is required when the group's admit_names is required.
 * Admit e-mail is required only when both the field and admit_emails are required, and is hidden
 * when 'no' or disabled. Fields are read-only when a member has existing values and the
 * prevent_membership_updates setting is true." calls §5: "e-mail required when emailRequired is
 * yes, hidden when no".
 *
 * Decisions: a missing admit_names / admit_emails is disabled (hidden); the field's
 * `emailRequired` defaults to `yes`, so the group's setting decides.
 */
export function admitFieldRules(
  group: TicketGroup,
  options: {
    emailRequired?: 'yes' | 'no' | 'optional'
    isMember?: boolean
    hasExistingValues?: boolean
    preventMembershipUpdates?: boolean
  } = {},
): AdmitFieldRules {
  const emailSetting = settingMode(group.meta?.admit_emails)
  const field = options.emailRequired ?? 'yes'
  const email: AdmitFieldMode =
    field === 'no' || emailSetting === 'hidden'
      ? 'hidden'
      : field === 'yes' && emailSetting === 'required'
        ? 'required'
        : 'optional'
  return {
    name: settingMode(group.meta?.admit_names),
    email,
    readOnly: Boolean(options.isMember && options.hasExistingValues && options.preventMembershipUpdates),
  }
}

/**
 * storefront §5: "Admit first and last name are required" when the name is required. Decision:
 * an optional name may be left empty, but a half-filled one needs both parts (a first name alone
 * is not a name to print on a ticket). An e-mail, when given, must look like one. A name is at
 * most 50 characters and an e-mail at most 254 (storefront §5 "First and last name: required, max
 * 50", "E-mail: … max 254"): `too_long`, with the limit in `max`.
 */
/**
 * The words of an admit detail problem, shown beside its field: 'This field is required.', 'Email
 * address is not valid.', 'Use 50 characters or fewer.' (a ticket's admit details, a membership's
 * members).
 * @example admitProblemMessage({ problem: 'too_long', max: 50 }, storefront.i18n.t) // 'Use 50 characters or fewer.'
 */
export function admitProblemMessage(problem: Pick<AdmitProblem, 'problem' | 'max'>, t: Translate): string {
  if (problem.problem === 'too_long') return t('checkout.fieldTooLong', { max: String(problem.max ?? 0) })
  return t(problem.problem === 'required' ? 'checkout.fieldRequired' : 'form.emailNotValid')
}

export function validateAdmitDetails(details: Partial<AdmitDetails>, rules: AdmitFieldRules): AdmitProblem[] {
  const problems: AdmitProblem[] = []
  const first = (details.first ?? '').trim()
  const last = (details.last ?? '').trim()
  const email = (details.email ?? '').trim()
  if (rules.name !== 'hidden') {
    const needed = rules.name === 'required' || first !== '' || last !== ''
    if (needed && first === '') problems.push({ field: 'first', problem: 'required' })
    else if (first.length > NAME_MAX_LENGTH)
      problems.push({ field: 'first', problem: 'too_long', max: NAME_MAX_LENGTH })
    if (needed && last === '') problems.push({ field: 'last', problem: 'required' })
    else if (last.length > NAME_MAX_LENGTH) problems.push({ field: 'last', problem: 'too_long', max: NAME_MAX_LENGTH })
  }
  if (rules.email !== 'hidden') {
    if (email === '') {
      if (rules.email === 'required') problems.push({ field: 'email', problem: 'required' })
    } else if (email.length > EMAIL_MAX_LENGTH)
      problems.push({ field: 'email', problem: 'too_long', max: EMAIL_MAX_LENGTH })
    else if (!isEmailAddress(email)) problems.push({ field: 'email', problem: 'not_an_email' })
  }
  return problems
}
