import { describe, expect, it } from 'vitest'
import { EMPTY_CART } from './cart.empty.js'
import { keptCartState, restingStatus, withGiftCards } from './cart.view.js'
import type { CartContents, CartState } from './types.js'

const imageLocation = { apiBase: 'https://api.example', seller: 'demo' }

function contents(id = 'c1', outstanding = '40.00'): CartContents {
  return {
    cart: {
      id,
      state: 'pending',
      expires_in: 900,
      currency_code: 'USD',
      grand_totals: { total_outstanding: outstanding },
    },
    tickets: [
      {
        id: 't1',
        ticket_type_id: 'adult',
        event_template_id: 'museum',
        event_session_id: null,
        face_value: '40.00',
        state: 'in_cart',
      },
    ],
    ticketTypes: [{ id: 'adult', name: 'Adult', ticket_group_id: 'ga', currency_amount: '40.00' }],
    ticketGroups: [{ id: 'ga', name: 'General admission', handler: 'tickets' }],
    sessions: [],
    eventTemplates: [{ id: 'museum', name: 'Museum admission' }],
    cartMods: [{ id: 'm1', blocking_checkout: true }],
    scheduledPayments: [],
    payments: [],
  }
}

const idle: CartState = { status: 'idle', cartId: null, ...EMPTY_CART }

describe('storefront §4 Cart: the snapshot of a kept cart (no HTTP)', () => {
  it('holds the items, totals, blocked flag and the local expiry expires_in − 5 s from the answer (calls §9)', () => {
    const state = keptCartState(contents(), idle, { imageLocation, now: 1_000_000 })
    expect(state).toMatchObject({
      status: 'ready',
      cartId: 'c1',
      disposition: 'keep',
      blocked: true,
      localExpiresAt: 1_000_000 + 895_000,
    })
    expect(state.items.map((item) => item.id)).toEqual(['museum:any'])
    expect(state.totals).toMatchObject({ outstanding: '40.00', totalToPay: '40.00', ticketCount: 1 })
  })
  it('the same cart keeps its extensions and gift cards; another cart starts afresh', () => {
    const card = { number: 'G1', balance: '10.00', state: 'active' }
    const before: CartState = {
      ...keptCartState(contents(), idle, { imageLocation, now: 0 }),
      extensionsUsed: 1,
      giftCards: [card],
    }
    expect(keptCartState(contents('c1'), before, { imageLocation, now: 0 })).toMatchObject({
      extensionsUsed: 1,
      giftCards: [card],
      pendingGiftCardPayments: [{ cardNumber: 'G1', paymentAmount: '10.00', remainingBalance: '0.00' }],
    })
    expect(keptCartState(contents('c2'), before, { imageLocation, now: 0 })).toMatchObject({
      extensionsUsed: 0,
      giftCards: [],
      pendingGiftCardPayments: [],
    })
  })
  it("gift cards come off 'Total to pay' (storefront §3 pending gift card payments)", () => {
    const state = { ...keptCartState(contents(), idle, { imageLocation, now: 0 }) }
    withGiftCards(state, [{ number: 'G1', balance: '25.00', state: 'active' }])
    expect(state.totals).toMatchObject({ giftCards: '25.00', totalToPay: '15.00' })
  })
  it('after a failed write the cart shown stays shown; without one the status rests at empty', () => {
    expect(restingStatus('updating', true)).toBe('ready')
    expect(restingStatus('updating', false)).toBe('empty')
    expect(restingStatus('idle', false)).toBe('idle')
  })
})
