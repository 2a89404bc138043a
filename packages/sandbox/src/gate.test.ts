import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contractOperations } from '../scripts/contract-operations.js'
import { contractCalls } from './contract-calls.js'
import { createSandbox } from './index.js'
import { client, tuesdayMorning } from './test-helpers.js'

const sandbox = () => createSandbox({ now: tuesdayMorning })

describe('every API request carries Tix-App: ecomm and _seller (calls §7)', () => {
  it('answers 400 without Tix-App or with another value', async () => {
    const { app } = sandbox()
    const missing = await app.fetch(new Request('http://sandbox/api/v1/events?_seller=demo-museum'))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      _data: [
        {
          _code: 'validation_failed',
          _description: 'The Tix-App header is required: send Tix-App: ecomm.',
          _context: 'request',
        },
      ],
    })
    const other = await app.fetch(
      new Request('http://sandbox/api/v1/events?_seller=demo-museum', { headers: { 'Tix-App': 'pos' } }),
    )
    expect(other.status).toBe(400)
  })

  it('answers 400 without _seller and 404 "Resource seller not found." for an unknown seller', async () => {
    const { app } = sandbox()
    const headers = { 'Tix-App': 'ecomm' }
    const missing = await app.fetch(new Request('http://sandbox/api/v1/events', { headers }))
    expect(missing.status).toBe(400)
    expect((await missing.json())._data[0]._description).toBe('The _seller query parameter is required.')
    const unknown = await app.fetch(new Request('http://sandbox/api/v1/events?_seller=other-museum', { headers }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      _data: [{ _code: 'not_found', _description: 'Resource seller not found.' }],
    })
  })

  it('lets link paths (images) go without Tix-App, still requiring _seller', async () => {
    const { app } = sandbox()
    expect((await app.fetch(new Request('http://sandbox/api/v1/images/galleries?_seller=demo-museum'))).status).toBe(
      200,
    )
    expect((await app.fetch(new Request('http://sandbox/api/v1/images/galleries'))).status).toBe(400)
    // A link call passes the gate without Tix-App: the pkpass link answers 401 without a login.
    expect((await app.fetch(new Request('http://sandbox/api/v1/ticket/t-1/pkpass?_seller=demo-museum'))).status).toBe(
      401,
    )
  })

  it('serves the same reads at the cached-read prefix', async () => {
    const api = client(sandbox())
    const direct = await api.get('events/general-admission', { _embed: 'venue' })
    const cached = await api.call('GET', 'events/general-admission', {
      query: { _embed: 'venue' },
      base: '/cached/api/v1',
    })
    expect(cached.status).toBe(200)
    expect(cached.body).toEqual(direct.body)
  })
})

describe('calls not built, unknown paths, wrong methods', () => {
  it('answers 501 not_implemented naming the call, never fake data', async () => {
    const api = client(sandbox())
    const { status, body } = await api.post('my/cart/update', { reserve: { tickets: [] } }, { create: 'true' })
    expect(status).toBe(501)
    expect(body).toEqual({
      _data: [
        {
          _code: 'not_implemented',
          _description:
            "POST my/cart/update (Update the session's cart, creating it if asked) is not available in the Foyer sandbox yet.",
          _extra: { operation_id: 'updateMyCart' },
        },
      ],
    })
    // A literal path wins over a parameterised one: ticket_order/resend is not ticket_order/{orderId}.
    expect((await api.post('ticket_order/resend', { email: 'a@b.example' })).body._data[0]._description).toBe(
      'No orders could be found for this email address.',
    )
    // …and ticket_order/{orderId}/cancel is not ticket_order/{orderId}.
    expect((await api.post('ticket_order/o-1/cancel', { tickets: [{ ticket_id: 't-1' }] })).body._data[0]).toEqual({
      _code: 'not_found',
      _description: 'Resource ticket_order not found.',
    })
  })

  it('answers 404 for a path outside the contract and 405 for a method the path does not take', async () => {
    const api = client(sandbox())
    const unknown = await api.get('tickets/everything')
    expect(unknown.status).toBe(404)
    expect(unknown.body._data[0]._code).toBe('not_found')
    const wrong = await api.call('DELETE', 'events')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
  })

  it('answers 404 with the error envelope outside the API too', async () => {
    const response = await sandbox().app.fetch(new Request('http://sandbox/somewhere'))
    expect(response.status).toBe(404)
    expect((await response.json())._data[0]._code).toBe('not_found')
  })

  it('every contract call not built answers 501 through the gate', async () => {
    const api = client(sandbox())
    const built = new Set([
      'listEvents',
      'getEvent',
      'listEventTemplates',
      'listEventSessions',
      'listSessionTicketGroups',
      'getImage',
      'getEventCalendar',
      'priceEventCalendar',
      'listConfig',
      'listMembershipRules',
      // Carts (the reserve issue): cart-*.test.ts.
      'createMyCart',
      'getMyCart',
      'extendMyCart',
      'deleteMyCart',
      'modifyMyCart',
      'applyMyCartCode',
      'getCart',
      'deleteCart',
      'modifyCart',
      'removeCartTickets',
      // Login and the session (the login issue): accounts.test.ts.
      'login',
      'requestLoginOtp',
      'logout',
      'getMyUser',
      'checkoutMyCart',
      'resendMyTicketOrders',
      'updateMyUser',
      'startSingleSignOn',
      'requestPasswordReset',
      'validatePasswordReset',
      'resetPassword',
      // Seats (the seated events issue): seats.test.ts.
      'getSessionSeatMap',
      // Pay (the pay issue): pay-*.test.ts.
      'payCart',
      'payMyCart',
      'guestCheckoutCart',
      'guestCheckoutMyCart',
      'createUser',
      'getGiftCard',
      'listTicketOrders',
      'getTicketOrder',
      'getTicketOrderQrCode',
      'resendTicketOrders',
      'emailTicketOrder',
      // Order self-service (issue 14): order-cancel.test.ts, order-edits.test.ts.
      'cancelTicketOrder',
      // My Account (issue 12): my-account.test.ts, my-orders.test.ts.
      'listMyMemberships',
      'getMembershipQrCode',
      'listMyTicketOrders',
      'listMyOrderSessions',
      'getTicketWalletPrecheck',
      'listSavedPaymentMethods',
      // Wallet passes (calls §7 pkpass, gwpass): wallet-passes.test.ts.
      'getTicketApplePass',
      'getTicketGooglePass',
      // Memberships (issue 13): membership-purchase.test.ts, member-limits.test.ts.
      'reserveMembership',
      'cancelAutoRenew',
      // Gifts of membership (issue 13): gifting.test.ts, gift-redeem.test.ts.
      'createGiftee',
      'giftCheckoutMyCart',
      'getGiftCode',
      // Promo code lookup (issue 15, calls §7 GET code/{code}): codes.test.ts.
      'getCode',
    ])
    for (const call of contractCalls.filter((c) => !built.has(c.operationId))) {
      const path = call.path.replace(/\{[^}]+\}/g, 'probe-id')
      const { status, body } = await api.call(
        call.method,
        path,
        call.method === 'GET' || call.method === 'DELETE' ? {} : { body: {} },
      )
      expect([call.operationId, status]).toEqual([call.operationId, 501])
      expect(body._data[0]._extra.operation_id).toBe(call.operationId)
    }
  })
})

describe('the contract call table', () => {
  it('matches openapi/storefront.yaml (regenerate with pnpm --filter @foyer/sandbox gen:calls)', () => {
    const yaml = readFileSync(fileURLToPath(new URL('../../../openapi/storefront.yaml', import.meta.url)), 'utf8')
    expect(contractCalls).toEqual(contractOperations(yaml))
  })
})
