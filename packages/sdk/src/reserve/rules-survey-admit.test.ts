import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from '../i18n/messages.en'
import {
  admitFieldRules,
  matchMessageRules,
  matchesQuantityTrigger,
  matchesTriggerDate,
  matchesTriggerTime,
  offeredTicketGroups,
  surveyAnswers,
  surveyFields,
  surveyPayload,
  validateAdmitDetails,
  admitProblemMessage,
  validateSurvey,
  type RuleSelection,
} from './rules/index.js'
import type { MessageRule, SurveySpec, TicketGroup, TicketType } from './types'

const TZ = 'America/New_York'

const types: TicketType[] = [
  { id: 'adult', name: 'Adult', ticket_group_id: 'ga', currency_amount: '20.00' },
  { id: 'child', name: 'Child', ticket_group_id: 'ga', currency_amount: '10.00' },
  { id: 'tour', name: 'Guided tour', ticket_group_id: 'extras', currency_amount: '5.00' },
]
const groups: TicketGroup[] = [
  { id: 'ga', name: 'General admission' },
  { id: 'extras', name: 'Extras' },
]
const selection = (quantities: Record<string, number>): RuleSelection => ({
  quantities,
  ticketTypes: types,
  ticketGroups: groups,
})

describe('storefront §3 Message rule: date-or-session trigger', () => {
  it('dateInterval is an inclusive interval of dates, either end open', () => {
    const trigger = { dateInterval: '2025-06-01/2025-06-30' }
    expect(matchesTriggerDate(trigger, '2025-06-01')).toBe(true)
    expect(matchesTriggerDate(trigger, '2025-06-30')).toBe(true)
    expect(matchesTriggerDate(trigger, '2025-07-01')).toBe(false)
    expect(matchesTriggerDate(trigger, '2025-05-31')).toBe(false)
    expect(matchesTriggerDate({ dateInterval: '2025-06-01/..' }, '2030-01-01')).toBe(true)
    expect(matchesTriggerDate({ dateInterval: '2025-06-01T00:00:00Z/2025-06-02T00:00:00Z' }, '2025-06-02')).toBe(true)
  })
  it('date_range start and end are inclusive', () => {
    const trigger = { date_range: { start: '2025-12-24', end: '2025-12-26' } }
    expect(matchesTriggerDate(trigger, '2025-12-24')).toBe(true)
    expect(matchesTriggerDate(trigger, '2025-12-26')).toBe(true)
    expect(matchesTriggerDate(trigger, '2025-12-27')).toBe(false)
  })
  it('weekdays are 0 = Sunday … 6 = Saturday, or names', () => {
    // 2025-06-01 is a Sunday, 2025-06-02 a Monday
    expect(matchesTriggerDate({ weekdays: [0, 6] }, '2025-06-01')).toBe(true)
    expect(matchesTriggerDate({ weekdays: [0, 6] }, '2025-06-02')).toBe(false)
    expect(matchesTriggerDate({ weekdays: ['monday'] }, '2025-06-02')).toBe(true)
    expect(matchesTriggerDate({ weekdays: [7] }, '2025-06-01')).toBe(true)
  })
  it('time_of_day: start inclusive, end exclusive, wrapping past midnight', () => {
    const day = { time_of_day: { start: '10:00', end: '12:00' } }
    expect(matchesTriggerTime(day, '10:00')).toBe(true)
    expect(matchesTriggerTime(day, '11:59')).toBe(true)
    expect(matchesTriggerTime(day, '12:00')).toBe(false)
    const night = { time_of_day: { start: '22:00', end: '02:00' } }
    expect(matchesTriggerTime(night, '23:00')).toBe(true)
    expect(matchesTriggerTime(night, '01:00')).toBe(true)
    expect(matchesTriggerTime(night, '03:00')).toBe(false)
  })
})

describe('storefront §5 Message rules: quantity rules need their min and max bounds satisfied', () => {
  it('counts the tickets of the listed groups or types, by id or name', () => {
    expect(
      matchesQuantityTrigger({ ticket_group_ids: ['ga'], min: 3 }, selection({ adult: 2, child: 1, tour: 5 })),
    ).toBe(true)
    expect(
      matchesQuantityTrigger(
        { ticket_group_names: ['General admission'], min: 4 },
        selection({ adult: 2, child: 1, tour: 5 }),
      ),
    ).toBe(false)
    expect(matchesQuantityTrigger({ ticket_type_ids: ['tour'], min: 5, max: 5 }, selection({ tour: 5 }))).toBe(true)
    expect(matchesQuantityTrigger({ ticket_type_names: ['Child'], max: 2 }, selection({ child: 3 }))).toBe(false)
  })
  it('with no list every ticket counts; with no min one ticket is needed', () => {
    expect(matchesQuantityTrigger({}, selection({}))).toBe(false)
    expect(matchesQuantityTrigger({}, selection({ tour: 1 }))).toBe(true)
    expect(matchesQuantityTrigger({ max: 3 }, selection({ adult: 4 }))).toBe(false)
  })
})

describe('storefront §3 Message rule actions', () => {
  const rules: MessageRule[] = [
    {
      id: 'weekend',
      trigger: { dateOrSession: { weekdays: [0, 6] } },
      actions: [
        { type: 'date_annotation', message: 'Busy' },
        { type: 'date_message', message: 'Weekends are busy, come early.' },
      ],
    },
    {
      id: 'morning',
      trigger: { dateOrSession: { time_of_day: { start: '09:00', end: '12:00' } } },
      actions: [
        { type: 'session_annotation', message: 'Quiet hour' },
        { type: 'session_message', message: 'Quiet hour for sensory-friendly visits.' },
      ],
    },
    {
      id: 'groups',
      trigger: { quantity: { ticket_group_ids: ['ga'], min: 10 } },
      actions: [{ type: 'quantity_message', message: 'Groups of 10 or more should book a group visit.' }],
    },
    {
      id: 'summer-groups',
      trigger: {
        dateOrSession: { date_range: { start: '2025-07-01', end: '2025-08-31' } },
        quantity: { ticket_type_names: ['Child'], min: 5 },
      },
      actions: [{ type: 'quantity_message', message: 'Summer camp groups: call us.' }],
    },
  ]
  it('date annotations and messages follow the chosen day', () => {
    const sunday = matchMessageRules(rules, { date: '2025-06-01' })
    expect(sunday.dateAnnotations).toEqual(['Busy'])
    expect(sunday.dateMessages).toEqual(['Weekends are busy, come early.'])
    expect(matchMessageRules(rules, { date: '2025-06-02' }).dateAnnotations).toEqual([])
  })
  it('session annotations and messages follow the session start time in venue time', () => {
    const morning = matchMessageRules(rules, { sessionStart: '2025-06-02T14:00:00Z', timeZone: TZ }) // 10:00
    expect(morning.sessionAnnotations).toEqual(['Quiet hour'])
    expect(morning.sessionMessages).toEqual(['Quiet hour for sensory-friendly visits.'])
    const afternoon = matchMessageRules(rules, { sessionStart: '2025-06-02T18:00:00Z', timeZone: TZ }) // 14:00
    expect(afternoon.sessionAnnotations).toEqual([])
  })
  it('a time-of-day rule annotates no calendar day (time is about sessions)', () => {
    expect(matchMessageRules(rules, { date: '2025-06-02' }).sessionAnnotations).toEqual([])
  })
  it('quantity messages follow the quantities', () => {
    expect(matchMessageRules(rules, { selection: selection({ adult: 6, child: 4 }) }).quantityMessages).toEqual([
      'Groups of 10 or more should book a group visit.',
    ])
    expect(matchMessageRules(rules, { selection: selection({ adult: 9 }) }).quantityMessages).toEqual([])
  })
  it('a rule with a date and a quantity trigger needs both', () => {
    const summer = (date: string | null, child: number) =>
      matchMessageRules(rules, { date, selection: selection({ child }) }).quantityMessages.includes(
        'Summer camp groups: call us.',
      )
    expect(summer('2025-07-10', 5)).toBe(true)
    expect(summer('2025-07-10', 4)).toBe(false)
    expect(summer('2025-06-10', 5)).toBe(false)
    expect(summer(null, 5)).toBe(false)
  })
})

describe('storefront §5 Survey', () => {
  const spec: SurveySpec = {
    properties: {
      visitors: { type: 'integer', title: 'How many adults?', minimum: 1, maximum: 20, propertyOrder: 2 },
      reason: { type: 'string', enum: ['Exhibition', 'Event'], title: 'Why are you visiting?', propertyOrder: 1 },
      email: { type: 'string', format: 'email' },
      birthday: { type: 'string', format: 'date' },
      notes: { type: 'string', description: 'Anything else?' },
      rating: { type: 'number', minimum: 0, maximum: 5 },
    },
    required: ['reason', 'visitors'],
  }
  it('maps enum to options, e-mail to e-mail, date to date, integer to number, string to text, in propertyOrder', () => {
    expect(surveyFields(spec).map((f) => [f.name, f.type, f.required])).toEqual([
      ['reason', 'options', true],
      ['visitors', 'number', true],
      ['email', 'email', false],
      ['birthday', 'date', false],
      ['notes', 'text', false],
      ['rating', 'number', false],
    ])
    const visitors = surveyFields(spec)[1]
    expect(visitors).toMatchObject({ label: 'How many adults?', minimum: 1, maximum: 20, integer: true })
    expect(surveyFields(spec)[0]?.options).toEqual(['Exhibition', 'Event'])
  })
  it('drops empty answers and converts number answers to numbers', () => {
    expect(
      surveyAnswers(spec, {
        reason: 'Event',
        visitors: '3',
        notes: '   ',
        email: '',
        birthday: null,
        rating: '4.5',
        unknown: 'x',
      }),
    ).toEqual({
      reason: 'Event',
      visitors: 3,
      rating: 4.5,
    })
  })
  it('honours the required list, minimum and maximum', () => {
    expect(validateSurvey(spec, {})).toEqual([
      { name: 'reason', problem: 'required' },
      { name: 'visitors', problem: 'required' },
    ])
    expect(validateSurvey(spec, { reason: 'Event', visitors: '0' })).toEqual([
      { name: 'visitors', problem: 'below_minimum' },
    ])
    expect(validateSurvey(spec, { reason: 'Event', visitors: '21' })).toEqual([
      { name: 'visitors', problem: 'above_maximum' },
    ])
    expect(validateSurvey(spec, { reason: 'Event', visitors: '2.5' })).toEqual([
      { name: 'visitors', problem: 'not_an_integer' },
    ])
    expect(validateSurvey(spec, { reason: 'Party', visitors: 'two' })).toEqual([
      { name: 'reason', problem: 'not_an_option' },
      { name: 'visitors', problem: 'not_a_number' },
    ])
    expect(validateSurvey(spec, { reason: 'Event', visitors: 2, email: 'nope', birthday: '2025-02-30' })).toEqual([
      { name: 'email', problem: 'not_an_email' },
      { name: 'birthday', problem: 'not_a_date' },
    ])
    expect(
      validateSurvey(spec, { reason: 'Event', visitors: 2, email: 'a@b.co', birthday: '2000-02-29', rating: '5' }),
    ).toEqual([])
  })
  it('answers are keyed by ticket_group_id, groups without answers left out', () => {
    const offered = offeredTicketGroups(
      [
        { id: 'ga', name: 'GA', additional_info_spec: spec, types: [types[0] as TicketType] },
        {
          id: 'extras',
          name: 'Extras',
          additional_info_spec: { properties: { notes: { type: 'string' } } },
          types: [types[2] as TicketType],
        },
        { id: 'plain', name: 'Plain', types: [{ id: 'p', name: 'P', ticket_group_id: 'plain' }] },
      ],
      { isMember: false, now: 0 },
    )
    expect(
      surveyPayload(offered, { ga: { reason: 'Exhibition', visitors: '2' }, extras: { notes: '' }, plain: { x: 'y' } }),
    ).toEqual({
      ga: { reason: 'Exhibition', visitors: 2 },
    })
  })
})

describe('storefront §5 Admit details', () => {
  const group = (
    admit_names?: 'required' | 'optional' | 'disabled',
    admit_emails?: 'required' | 'optional' | 'disabled',
  ): TicketGroup => ({
    id: 'g',
    name: 'G',
    meta: { admit_names: admit_names ?? null, admit_emails: admit_emails ?? null },
  })
  it('admit name is required when the group’s admit_names is required; optional shows; disabled hides', () => {
    expect(admitFieldRules(group('required')).name).toBe('required')
    expect(admitFieldRules(group('optional')).name).toBe('optional')
    expect(admitFieldRules(group('disabled')).name).toBe('hidden')
    expect(admitFieldRules(group()).name).toBe('hidden')
  })
  it('admit e-mail is required only when both the field and admit_emails are required; hidden when no or disabled', () => {
    expect(admitFieldRules(group('required', 'required')).email).toBe('required')
    expect(admitFieldRules(group('required', 'required'), { emailRequired: 'optional' }).email).toBe('optional')
    expect(admitFieldRules(group('required', 'optional'), { emailRequired: 'yes' }).email).toBe('optional')
    expect(admitFieldRules(group('required', 'required'), { emailRequired: 'no' }).email).toBe('hidden')
    expect(admitFieldRules(group('required', 'disabled'), { emailRequired: 'yes' }).email).toBe('hidden')
  })
  it('fields are read-only for a member with existing values when prevent_membership_updates is true', () => {
    expect(
      admitFieldRules(group('required'), { isMember: true, hasExistingValues: true, preventMembershipUpdates: true })
        .readOnly,
    ).toBe(true)
    expect(
      admitFieldRules(group('required'), { isMember: true, hasExistingValues: true, preventMembershipUpdates: false })
        .readOnly,
    ).toBe(false)
    expect(
      admitFieldRules(group('required'), { isMember: true, hasExistingValues: false, preventMembershipUpdates: true })
        .readOnly,
    ).toBe(false)
    expect(
      admitFieldRules(group('required'), { isMember: false, hasExistingValues: true, preventMembershipUpdates: true })
        .readOnly,
    ).toBe(false)
  })
  it('admit first and last name are required when the name is; a half name is refused', () => {
    const required = admitFieldRules(group('required', 'required'))
    expect(validateAdmitDetails({}, required)).toEqual([
      { field: 'first', problem: 'required' },
      { field: 'last', problem: 'required' },
      { field: 'email', problem: 'required' },
    ])
    expect(validateAdmitDetails({ first: 'Ada', last: 'Lovelace', email: 'ada@' }, required)).toEqual([
      { field: 'email', problem: 'not_an_email' },
    ])
    const optional = admitFieldRules(group('optional', 'optional'))
    expect(validateAdmitDetails({}, optional)).toEqual([])
    expect(validateAdmitDetails({ first: 'Ada' }, optional)).toEqual([{ field: 'last', problem: 'required' }])
  })
  it('words each admit problem for its field (storefront §5: names max 50, e-mails max 254)', () => {
    const t = (key: MessageKey, params: Readonly<Record<string, string | number>> = {}) =>
      en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
    const required = admitFieldRules(group('required', 'required'))
    const problems = validateAdmitDetails({ first: 'A'.repeat(51), last: '', email: 'ada@' }, required)
    expect(problems.map((problem) => [problem.field, admitProblemMessage(problem, t)])).toEqual([
      ['first', 'Use 50 characters or fewer.'],
      ['last', 'This field is required.'],
      ['email', 'Email address is not valid.'],
    ])
  })
})
