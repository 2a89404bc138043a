import { createContractValidator } from '@foyer/contract/validate'
import { describe, expect, it } from 'vitest'
import type { components } from '../generated/storefront'
import {
  calendarPriceRequest,
  calendarQuery,
  initialReserveState,
  offeredTicketGroups,
  reservePayload,
  type CalendarPriceBody,
  type ReserveAddTicket,
} from './rules/index.js'
import type { CalendarDay, EventSession, MessageRule, SurveySpec, TicketGroup, TicketType } from './types'

type Schemas = components['schemas']

// Type-level: rows the contract answers fit the rules' wire types, and what the rules send fits
// the contract's request types. `tsc -p packages/sdk/tsconfig.json` fails when they drift.
export const contractFits = {
  session: (row: Schemas['EventSession']): EventSession => row,
  ticketType: (row: Schemas['TicketType']): TicketType => row,
  ticketGroup: (row: Schemas['TicketGroup']): TicketGroup => row,
  calendarDay: (row: Schemas['CalendarDay']): CalendarDay => row,
  messageRule: (row: Schemas['MessageRule']): MessageRule => row,
  surveySpec: (row: Schemas['SurveySpec']): SurveySpec => row,
  calendarBody: (body: CalendarPriceBody): Schemas['CalendarSelection'] => body,
  reserveTicket: (ticket: ReserveAddTicket): Schemas['ReserveTicket'] => ticket,
}

const contract = createContractValidator()
const headers = { 'Tix-App': 'ecomm' }
const seller = { _seller: 'demo-museum' }

describe('openapi/storefront.yaml: what the reserve rules send (calls §7)', () => {
  it('GET events/{id}/calendar with the extended format and the ticket group filter', () => {
    const query = { ...seller, ...calendarQuery(['g1', 'g2']) }
    expect(contract.validateRequest({ method: 'GET', path: 'events/e1/calendar', query, headers })).toEqual([])
  })
  it('POST events/{id}/calendar with the selection', () => {
    const request = calendarPriceRequest({ quantities: { adult: 2, child: 1 }, sessionId: 's1', date: '2025-06-02' })
    if (!('body' in request)) throw new Error('expected a request')
    expect(
      contract.validateRequest({
        method: 'POST',
        path: 'events/e1/calendar',
        query: { ...seller, ...request.query },
        headers,
        body: request.body,
      }),
    ).toEqual([])
  })
  it('POST my/cart/modify with the reserve payload (tickets and survey answers keyed by ticket_group_id)', () => {
    const groups = offeredTicketGroups(
      [
        {
          id: 'g1',
          name: 'General admission',
          handler: 'tickets',
          additional_info_spec: { properties: { visitors: { type: 'integer' } } },
          types: [
            { id: 'adult', name: 'Adult', ticket_group_id: 'g1', currency_amount: '20.00' },
            {
              id: 'pwyw',
              name: 'Pay what you wish',
              ticket_group_id: 'g1',
              currency_amount: '0.00',
              currency_amount_min: '1.00',
              currency_amount_max: '50.00',
            },
          ],
        },
      ],
      { isMember: false, now: 0 },
    )
    const state = {
      ...initialReserveState('date_first', 'e1'),
      date: '2025-06-02',
      sessionId: 's1',
      quantities: { adult: 2, pwyw: 1 },
      prices: { pwyw: '12' },
      admits: { adult: [{ first: 'Ada', last: 'Lovelace', email: 'ada@example.com' }] },
      survey: { g1: { visitors: '2' } },
    }
    const body = { channel_id: 'web', reserve: reservePayload(state, groups) }
    expect(contract.validateRequest({ method: 'POST', path: 'my/cart/modify', query: seller, headers, body })).toEqual(
      [],
    )
  })
})
