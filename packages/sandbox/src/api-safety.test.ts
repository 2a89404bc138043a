/**
 * What the sandbox no longer teaches (issue 10.5): ids a stranger cannot count, CORS only for the
 * configured origins, bounded request bodies and texts, and an Idempotency-Key bound to its body.
 */
import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, MAX_TEXT_LENGTH } from './request-body.js'
import { createSandbox } from './index.js'
import { client, errorOf, gaTomorrow1000, payApi } from './test-helpers.js'

describe('ids a stranger cannot count', () => {
  it('carts, orders, intents, their secrets and purchasers have 96 random bits; two carts share nothing but the prefix', async () => {
    const api = payApi()
    const a = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
    const b = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
    expect(a.id).toMatch(/^cart-[0-9a-f]{24}$/)
    expect(b.id).toMatch(/^cart-[0-9a-f]{24}$/)
    expect(a.id).not.toBe(b.id)
    // The numbers a person reads stay sequential.
    expect([a.answer.body.cart._data[0].cart_number, b.answer.body.cart._data[0].cart_number]).toEqual([
      'FY000001',
      'FY000002',
    ])
    const purchaser = await api.purchaser()
    expect(purchaser).toMatch(/^identity-[0-9a-f]{24}$/)
    const challenge = await api.checkout(a.id, {
      ...api.card('57.00', 'pm_card_threeDSecure2Required'),
      guest_identity_id: purchaser,
    })
    const { payment_intent_id, client_secret } = errorOf(challenge)._extra as Record<string, string>
    expect(payment_intent_id).toMatch(/^pi_[0-9a-f]{24}$/)
    expect(client_secret).toMatch(/^pi_[0-9a-f]{24}_secret_[0-9a-f]{24}$/)
    const paid = await api.checkout(b.id, { ...api.card('57.00'), guest_identity_id: purchaser })
    expect(paid.body.ticket_order._data[0].id).toMatch(/^order-[0-9a-f]{24}$/)
  })
})

describe('CORS only for the configured origins', () => {
  const preflight = (origin: string, allowedOrigins: string[]) =>
    createSandbox({ now: '2026-03-10T14:00:00Z', allowedOrigins }).app.fetch(
      new Request('http://sandbox/api/v1/my/cart/modify?_seller=demo-museum', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      }),
    )
  it('a page of another origin gets no CORS headers; a configured origin gets them, with credentials', async () => {
    const stranger = await preflight('https://evil.example', [])
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    const tenant = await preflight('https://shop.example', ['https://shop.example'])
    expect(tenant.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(tenant.headers.get('access-control-allow-credentials')).toBe('true')
    expect(
      (await preflight('https://evil.example', ['https://shop.example'])).headers.get('access-control-allow-origin'),
    ).toBeNull()
  })
})

describe('bounded bodies', () => {
  it(`a body over ${MAX_BODY_BYTES} bytes answers 413 payload_too_large; a text over ${MAX_TEXT_LENGTH} characters 400`, async () => {
    const api = client(createSandbox({ now: '2026-03-10T14:00:00Z' }))
    const huge = await api.post('user', {
      first_name: 'G',
      last_name: 'H',
      email: 'g@example.com',
      note: 'x'.repeat(MAX_BODY_BYTES),
    })
    expect([huge.status, errorOf(huge)._code]).toEqual([413, 'payload_too_large'])
    const long = await api.post('my/cart/modify', {
      reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 1 }] },
      additional_info: { note: 'x'.repeat(MAX_TEXT_LENGTH + 1) },
    })
    expect([long.status, errorOf(long)._code]).toEqual([400, 'validation_failed'])
    expect(errorOf(long)._description).toContain('body.additional_info.note')
  })
})

describe('an Idempotency-Key is bound to its body', () => {
  it('the same key with another body answers 409 idempotency_key_reused and changes nothing', async () => {
    const api = payApi()
    const line = (quantity: number) => ({ reserve: { tickets: [api.line(gaTomorrow1000, 'ga-adult', quantity)] } })
    const headers = { 'Idempotency-Key': 'modify-1', 'Content-Type': 'application/json' }
    const first = await api.call('POST', 'my/cart/modify', { body: line(2), headers })
    expect(first.status).toBe(200)
    const again = await api.call('POST', 'my/cart/modify', { body: line(2), headers })
    expect(again.body).toEqual(first.body)
    const other = await api.call('POST', 'my/cart/modify', { body: line(5), headers })
    expect([other.status, errorOf(other)._code]).toEqual([409, 'idempotency_key_reused'])
    const sessions = await api.get('events/general-admission/sessions', { date: '2026-03-11' })
    expect(sessions.body.event_session._data.find((s: { id: string }) => s.id === gaTomorrow1000).used_capacity).toBe(
      22,
    )
  })
})
