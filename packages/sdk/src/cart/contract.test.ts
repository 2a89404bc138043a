import { createContractValidator } from '@foyer/contract/validate'
import { describe, expect, it } from 'vitest'
import type { components } from '../generated/storefront'
import { cartQuery, extensionBody, readCart } from './rules/index.js'
import type { Cart, CartEventTemplate, CartTicket } from './types'

type Schemas = components['schemas']

// Type-level: rows the contract answers are the cart rules' wire types (picked from the contract in
// types.ts; tsc fails if a pick or the ticket state override drifts from it).
export const contractFits = {
  cart: (row: Schemas['Cart']): Cart => row,
  ticket: (row: Schemas['Ticket']): CartTicket => row,
  eventTemplate: (row: Schemas['EventTemplate']): CartEventTemplate => row,
}

const contract = createContractValidator()
const headers = { 'Tix-App': 'ecomm' }
const seller = { _seller: 'demo-museum' }

describe('openapi/storefront.yaml: what the cart rules send and read (calls §7 Cart)', () => {
  it('GET my/cart/{id} and cart/{id} with limit 1000, the embeds and the config filter', () => {
    for (const path of ['my/cart/c1', 'cart/c1']) {
      expect(contract.validateRequest({ method: 'GET', path, query: { ...seller, ...cartQuery() }, headers })).toEqual(
        [],
      )
      expect(
        contract.validateRequest({
          method: 'GET',
          path,
          query: { ...seller, ...cartQuery({ allTickets: true, ticketOrders: true }) },
          headers,
        }),
      ).toEqual([])
    }
  })
  it('PATCH my/cart/{id} with the current expiry plus 2 minutes', () => {
    const body = extensionBody('2025-06-02T14:15:00Z')
    expect(contract.validateRequest({ method: 'PATCH', path: 'my/cart/c1', query: seller, headers, body })).toEqual([])
  })
  it('reads a cart answer the contract accepts', () => {
    const body = {
      cart: {
        _data: [
          {
            id: 'c1',
            state: 'pending',
            expires_in: 900,
            expires_at: '2025-06-02T14:15:00Z',
            face_value: '20.00',
            currency_code: 'USD',
          },
        ],
      },
      ticket: {
        _data: [
          {
            id: 't1',
            ticket_type_id: 'adult',
            ticket_group_id: 'g1',
            event_template_id: 'e1',
            event_session_id: 's1',
            face_value: '20.00',
            state: 'in_cart',
          },
        ],
      },
    }
    expect(contract.validateResponse({ method: 'GET', path: 'my/cart/c1', status: 200, body })).toEqual([])
    expect(readCart(body)?.cart.expires_in).toBe(900)
  })
})
