/**
 * The pay answers against openapi/storefront.yaml: a purchase through every pay call the sandbox
 * builds (codes, POST user, ledger, pay, guest checkout partial / 402 / declined / pending / 202 /
 * completed, orders, QR code, the completed cart), requests and answers checked by the contract's
 * observer.
 */
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../../../openapi/observe.js'
import { createSandbox, seedIds } from './index.js'
import { gaTomorrow1000, tuesdayMorning } from './test-helpers.js'

const apiBase = 'http://sandbox/api/v1'
const cachedApiBase = 'http://sandbox/cached/api/v1'
const cartEmbeds =
  'identity,ticket,ticket_type,ticket_group,event_session,event_template,venue,config,meta,scheduled_payment,seller,cartmod,payment,ticket_order'

// Heavy answers (thousands of seats, the contract's validator): a loaded machine needs more than 5 s.
describe('pay answers fit the contract (calls §7 Checkout and payment, Orders)', { timeout: 30_000 }, () => {
  it('codes, purchaser, gift card, part payment, 402, decline, direct debit, completion, orders and QR code', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const observed = contractFetch((request) => sandbox.app.fetch(request), { apiBase, cachedApiBase })
    const call = async (
      method: string,
      path: string,
      body?: unknown,
      query: Record<string, string> = {},
      base = apiBase,
    ) => {
      const url = new URL(`${base}/${path}`)
      url.search = new URLSearchParams({ _seller: 'demo-museum', ...query }).toString()
      const init: RequestInit = {
        method,
        headers: { 'Tix-App': 'ecomm', 'Content-Type': 'application/json', 'Idempotency-Key': `key-${Math.random()}` },
      }
      if (body !== undefined) init.body = JSON.stringify(body)
      const response = await observed.fetch(url, init)
      const type = response.headers.get('content-type') ?? ''
      return {
        status: response.status,
        body: type.includes('json') ? ((await response.json()) as any) : await response.text(),
      }
    }
    const reserve = async (tickets: unknown[]) =>
      (await call('POST', 'my/cart/modify', { reserve: { tickets } })).body.cart._data[0].id as string
    const adult = (quantity = 1) => ({ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity })

    const id = await reserve([adult(2)])
    expect(
      (await call('POST', `my/cart/${id}/apply_code`, { code: seedIds.codes.friends }, { _embed: 'cartmod,ticket' }))
        .status,
    ).toBe(200)
    expect((await call('POST', `my/cart/${id}/apply_code`, { code: 'CPX1', citypass: true })).status).toBe(400)
    const user = await call('POST', 'user', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })
    expect(user.status).toBe(200)
    expect(
      (await call('POST', 'user', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })).status,
    ).toBe(409)
    const purchaser = user.body.user._data[0].identity_id
    expect((await call('GET', `ledger/${seedIds.giftCardLedger}/${seedIds.giftCardNumbers.fifty}`)).status).toBe(200)
    expect((await call('GET', `ledger/${seedIds.giftCardLedger}/6006999999999999`)).status).toBe(404)

    const gift = {
      amount: '20.00',
      gateway_id: 'ledger',
      gateway_data: { ledger_type: 'gift_card', ledger_number: seedIds.giftCardNumbers.fifty },
    }
    expect((await call('POST', `my/cart/${id}/pay`, { ...gift, amount: '5.00' }, { _embed: 'payment' })).status).toBe(
      200,
    )
    const partial = await call(
      'POST',
      `cart/${id}/guest_checkout`,
      { ...gift, guest_identity_id: purchaser, send_email: true },
      { _embed: 'ticket,identity,contact,seller,ticket_group' },
    )
    expect(partial.body.status).toBe('partial')
    // 51.60 − 25.00 paid.
    const card = (source: string) => ({
      amount: '26.60',
      gateway_id: 'stripe',
      gateway_data: { source, source_type: 'card', save_card: false },
      guest_identity_id: purchaser,
    })
    expect((await call('POST', `cart/${id}/guest_checkout`, card('pm_card_chargeDeclined'))).status).toBe(400)
    const action = await call('POST', `cart/${id}/guest_checkout`, card('pm_card_threeDSecure2Required'))
    expect(action.status).toBe(402)
    await sandbox.app.fetch(
      new Request(`http://sandbox/_sandbox/payment_intents/${action.body._data[0]._extra.payment_intent_id}/approve`, {
        method: 'POST',
      }),
    )
    const done = await call('POST', `my/cart/${id}/guest_checkout`, {
      ...card('pm_card_threeDSecure2Required'),
      captcha: { provider: 'hcaptcha', token: 'token' },
    })
    expect(done.body.status).toBe('completed')
    expect((await call('POST', `cart/${id}/guest_checkout`, card('pm_card_visa'))).status).toBe(409)

    const debit = await reserve([adult()])
    const bacs = {
      amount: '28.50',
      gateway_id: 'stripe',
      gateway_data: { source: 'pm_bacs_debit', source_type: 'bacs_debit' },
      guest_identity_id: purchaser,
    }
    expect((await call('POST', `cart/${debit}/guest_checkout`, bacs)).body.status).toBe('pending')
    expect((await call('POST', `cart/${debit}/guest_checkout`, bacs)).status).toBe(202)

    const orderId = done.body.ticket_order._data[0].id
    expect(
      (
        await call('GET', 'ticket_order', undefined, {
          'id._in': orderId,
          _embed: 'ticket,ticket_group,ticket_type,membership,event_template,event_session,venue,payment_audit',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call('GET', `ticket_order/${orderId}`, undefined, {
          _embed: 'ticket',
          'ticket.state._in': 'booked,redeemed',
        })
      ).status,
    ).toBe(200)
    expect(
      (await call('GET', `ticket_order/${orderId}/qrcode`, undefined, { margin: '4' }, cachedApiBase)).status,
    ).toBe(200)
    expect((await call('GET', `cart/${id}`, undefined, { _embed: cartEmbeds, _all_tickets: 'true' })).status).toBe(200)
    expect((await call('GET', `my/cart/${debit}`, undefined, { _embed: cartEmbeds })).status).toBe(200)
    expect((await call('POST', 'ticket_order/resend', { email: 'grace@example.com' })).status).toBe(204)
    expect(
      (await call('POST', 'ticket_order/resend', { email: 'nobody@example.com', memberships_only: true })).status,
    ).toBe(404)
    expect((await call('POST', `ticket_order/${orderId}/email`, { log_context: 'order_update' })).status).toBe(204)
    expect(observed.violations).toEqual([])
  })
})
