import { createContractValidator } from '@foyer/contract/validate'
import { describe, expect, it } from 'vitest'
import type { CartMod, CompletedPayment, GiftCard, ScheduledPayment } from '../cart/types'
import { extensionBody } from '../cart/rules/index.js'
import type { components } from '../generated/storefront'
import { withoutCaptcha } from './rules'
import { purchaserFromIdentity } from './identity.js'
import type { GatewayData, TicketOrder } from './types'

type Schemas = components['schemas']

// Type-level: rows the contract answers fit the checkout's wire types; `tsc -p packages/sdk`
// fails when they drift.
export const contractFits = {
  cartMod: (row: Schemas['CartMod']): CartMod => row,
  scheduledPayment: (row: Schemas['ScheduledPayment']): ScheduledPayment => row,
  completedPayment: (row: Schemas['CompletedPayment']): CompletedPayment => row,
  giftCard: (row: Schemas['GiftCard']): GiftCard => row,
  ticketOrder: (row: Schemas['TicketOrder']): TicketOrder => row,
  gatewayData: (data: GatewayData): Schemas['GatewayData'] => data,
}

const contract = createContractValidator()
const headers = { 'Tix-App': 'ecomm', 'Idempotency-Key': 'k-1' }
const query = { _seller: 'demo-museum' }

describe('openapi/storefront.yaml: what checkout sends (calls §3, §7)', () => {
  it('a guest card checkout with the captcha, the purchaser identity and send_email', () => {
    const body = {
      gateway_id: 'stripe',
      amount: '70.96',
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
      captcha: { provider: 'hcaptcha', token: 't' },
      guest_identity_id: 'id-1',
      send_email: true,
    }
    expect(contract.validateRequest({ method: 'POST', path: 'cart/c1/guest_checkout', query, headers, body })).toEqual(
      [],
    )
  })
  it('a gift card payment through gateway ledger, and a free order', () => {
    const ledger = {
      gateway_id: 'ledger',
      amount: '30.00',
      gateway_data: { ledger_type: 'gift_card', ledger_number: '6006000000000050' },
      guest_identity_id: 'id-1',
      send_email: true,
    }
    expect(
      contract.validateRequest({ method: 'POST', path: 'cart/c1/guest_checkout', query, headers, body: ledger }),
    ).toEqual([])
    const free = { gateway_id: 'free', amount: '0.00', gateway_data: {}, guest_identity_id: 'id-1', send_email: false }
    expect(
      contract.validateRequest({ method: 'POST', path: 'cart/c1/guest_checkout', query, headers, body: free }),
    ).toEqual([])
  })
  it('a member checkout and a gift checkout', () => {
    const body = {
      gateway_id: 'stripe',
      amount: '70.96',
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
    }
    expect(contract.validateRequest({ method: 'POST', path: 'my/cart/c1/checkout', query, headers, body })).toEqual([])
    expect(
      contract.validateRequest({
        method: 'POST',
        path: 'my/cart/c1/gift_checkout',
        query,
        headers,
        body: { ...body, giftee_identity_id: 'id-2' },
      }),
    ).toEqual([])
  })
  it('pay never carries the captcha (calls §3 "The captcha is removed before the call is sent")', () => {
    const body = withoutCaptcha({
      gateway_id: 'stripe' as const,
      amount: '10.00',
      captcha: { provider: 'hcaptcha' as const, token: 't' },
    })
    expect(contract.validateRequest({ method: 'POST', path: 'my/cart/c1/pay', query, headers, body })).toEqual([])
  })
  it('POST user with the purchaser, and PATCH my/cart/{id} with the extension', () => {
    const purchaser = purchaserFromIdentity({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      email_confirm: 'ada@example.org',
      'additional_info.company': 'ACME',
    })
    expect(
      contract.validateRequest({
        method: 'POST',
        path: 'user',
        query,
        headers: { 'Tix-App': 'ecomm' },
        body: purchaser,
      }),
    ).toEqual([])
    expect(
      contract.validateRequest({
        method: 'PATCH',
        path: 'my/cart/c1',
        query,
        headers,
        body: extensionBody('2026-03-10T14:15:00Z'),
      }),
    ).toEqual([])
  })
})
