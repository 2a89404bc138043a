import {
  admitFieldRules,
  offeredTicketGroups,
  surveyFields,
  type ReserveDetails,
  type TicketGroup,
} from '@foyer/sdk/reserve'
import { describe, expect, it } from 'vitest'
import { asksForDetails } from '@foyer/sdk/reserve'
import { createI18n } from '@foyer/react-hooks'
import { admitFieldId, problemFieldId, quantitySummary, surveyFieldId } from './fields'

const group = (meta: TicketGroup['meta'], survey: TicketGroup['additional_info_spec'] = null): ReserveDetails => {
  const row: TicketGroup = { id: 'fw-workshop', name: 'Workshop Places', meta, additional_info_spec: survey }
  return {
    ticketGroupId: 'fw-workshop',
    name: row.name,
    survey: surveyFields(row.additional_info_spec),
    admit: admitFieldRules(row),
    tickets: [{ ticketTypeId: 'fw-child', name: 'Child (4–12)', count: 2 }],
  }
}

describe('survey and admit details (storefront §5 Admit details, named members and survey)', () => {
  it('a group asks for details when it has a survey question or an admit field that is not hidden', () => {
    expect(asksForDetails(group({ admit_names: 'disabled', admit_emails: 'disabled' }))).toBe(false)
    expect(asksForDetails(group(null))).toBe(false)
    expect(asksForDetails(group({ admit_names: 'required', admit_emails: 'disabled' }))).toBe(true)
    expect(asksForDetails(group({ admit_names: 'disabled', admit_emails: 'optional' }))).toBe(true)
    expect(asksForDetails(group(null, { properties: { child_age: { type: 'integer' } } }))).toBe(true)
  })

  it('each problem the sdk reports names the field it is about, so the first can be focused', () => {
    expect(
      problemFieldId('p', { kind: 'survey', ticketGroupId: 'fw-workshop', name: 'child_age', problem: 'required' }),
    ).toBe(surveyFieldId('p', 'fw-workshop', 'child_age'))
    expect(
      problemFieldId('p', { kind: 'admit', ticketTypeId: 'fw-child', index: 1, field: 'last', problem: 'required' }),
    ).toBe(admitFieldId('p', 'fw-child', 1, 'last'))
    // One id per ticket and field: the second child's last name is not the first child's.
    expect(admitFieldId('p', 'fw-child', 1, 'last')).not.toBe(admitFieldId('p', 'fw-child', 0, 'last'))
  })
})

describe('stepper buttons', () => {
  it('name the ticket type they change', () => {
    const { t } = createI18n()
    expect({
      increment: t('reserve.addOneOf', { type: 'Adult' }),
      decrement: t('reserve.removeOneOf', { type: 'Adult' }),
    }).toEqual({
      increment: '+1 Adult',
      decrement: '−1 Adult',
    })
  })
})

describe('quantity-first summary (storefront §4: Find available tickets closes quantities)', () => {
  it('lists the chosen types with their counts, in the order offered, leaving out those at 0', () => {
    const groups = offeredTicketGroups([{ id: 'fw-workshop', name: 'Workshop Places', max_tickets_per_order: 6 }], {
      isMember: false,
      now: Date.parse('2026-06-05T14:00:00Z'),
      ticketTypes: [
        { id: 'fw-child', name: 'Child (4–12)', ticket_group_id: 'fw-workshop', currency_amount: '15.00', _rank: 1 },
        {
          id: 'fw-adult',
          name: 'Accompanying adult',
          ticket_group_id: 'fw-workshop',
          currency_amount: '8.00',
          _rank: 2,
        },
        { id: 'fw-carer', name: 'Carer', ticket_group_id: 'fw-workshop', currency_amount: '0.00', _rank: 3 },
      ],
    })
    expect(quantitySummary(groups, { 'fw-adult': 1, 'fw-child': 2 })).toEqual([
      { name: 'Child (4–12)', count: 2 },
      { name: 'Accompanying adult', count: 1 },
    ])
    expect(quantitySummary(groups, {})).toEqual([])
  })
})
