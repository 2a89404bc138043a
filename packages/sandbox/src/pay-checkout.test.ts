/**
 * Checkout and payment (calls §3 Payment payload, Checkout response; calls §4 Checkout result and
 * intent statuses; calls §7 Checkout and payment, POST user, GET ledger, orders; calls §8
 * Checkout and Gift card): purchasers, gift cards, free orders, cards through the sandbox payment
 * provider, direct debit, orders, tickets, QR codes, the outbox and idempotency keys.
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { concertSaturday, errorOf, gaTomorrow1000, payApi } from './test-helpers.js'

const cards = seedIds.giftCardNumbers

/** A cart of 2 adults tomorrow at 10:00: 57.00 outstanding (2 × 25.00 + 2 × 1.50 + 2 × 2.00). */
async function adultsCart(api: ReturnType<typeof payApi>) {
  const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
  return { id, purchaser: await api.purchaser() }
}

describe('POST user (calls §7: on 409 the identity id is read from the error extra)', () => {
  it('stores a purchaser; the same e-mail again answers 409 identity_exists with its id', async () => {
    const api = payApi()
    const created = await api.post('user', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      password: 'Secret-2026',
    })
    expect(created.status).toBe(200)
    const identityId = created.body.user._data[0].identity_id
    expect(identityId).toMatch(/^identity-[0-9a-f]{24}$/)
    expect(created.body.user._data[0]).toEqual({
      id: expect.stringMatching(/^user-[0-9a-f]{24}$/),
      identity_id: identityId,
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      name: 'Grace Hopper',
    })
    const again = await api.post('user', { first_name: 'G', last_name: 'H', email: 'GRACE@example.com' })
    expect([again.status, errorOf(again)]).toEqual([
      409,
      {
        _code: 'identity_exists',
        _description: 'An account with this e-mail address already exists.',
        _extra: { identity_id: identityId },
      },
    ])
    expect(
      errorOf(await api.post('user', { first_name: 'Ada', last_name: 'L', email: seedIds.knownEmail })),
    ).toMatchObject({ _extra: { identity_id: seedIds.knownIdentity } })
  })

  it('storefront §5 limits: names required up to 50, an e-mail, a password of at least 8', async () => {
    const api = payApi()
    for (const body of [
      { last_name: 'Hopper', email: 'g@example.com' },
      { first_name: 'G'.repeat(51), last_name: 'Hopper', email: 'g@example.com' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'not-an-email' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com', password: 'short' },
    ]) {
      expect([body, (await api.post('user', body)).status]).toEqual([body, 400])
    }
  })
})

describe('GET ledger/{ledgerId}/{number} (storefront §3 Gift card)', () => {
  it('answers active, zero-balance and inactive cards; 404 for an unknown card or ledger', async () => {
    const api = payApi()
    const card = async (number: string, ledger: string = seedIds.giftCardLedger) =>
      api.get(`ledger/${ledger}/${encodeURIComponent(number)}`)
    expect((await card(cards.fifty)).body.ledger._data).toEqual([
      { number: cards.fifty, balance: '50.00', state: 'active', currency_code: 'USD' },
    ])
    expect((await card(cards.zero)).body.ledger._data[0]).toMatchObject({ balance: '0.00', state: 'active' })
    expect((await card(cards.inactive)).body.ledger._data[0]).toMatchObject({ balance: '25.00', state: 'inactive' })
    // The config record that names the ledger works as its id (calls §7 "ledger-or-config-id").
    expect((await card(cards.fifty, 'config-seller-ecommerce-gift_card_ledger_id')).status).toBe(200)
    const unknown = await card('6006999999999999')
    expect([unknown.status, errorOf(unknown)]).toEqual([
      404,
      { _code: 'not_found', _description: 'Resource ledger not found.' },
    ])
    expect((await card(cards.fifty, 'another-ledger')).status).toBe(404)
  })
})

describe('guest checkout (calls §4 Checkout result: completed, partial, pending)', () => {
  it('a card pays the outstanding balance: completed with the order; tickets booked with scan codes; e-mail in the outbox', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const done = await api.checkout(
      id,
      { ...api.card('57.00'), guest_identity_id: purchaser, captcha: { provider: 'hcaptcha', token: 'sandbox-token' } },
      {},
      { _embed: 'ticket,identity' },
    )
    expect(done.status).toBe(200)
    expect(done.body.status).toBe('completed')
    const order = done.body.ticket_order._data[0]
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order-[0-9a-f]{24}$/),
      order_number: 'FO000001',
      cart_id: id,
      identity_id: purchaser,
      total_after_fees_price: '57.00',
      currency_code: 'USD',
    })
    expect(
      done.body.ticket._data.map((t: { state: string; ticket_order_id: string }) => [t.state, t.ticket_order_id]),
    ).toEqual([
      ['booked', order.id],
      ['booked', order.id],
    ])
    expect(done.body.ticket._data.every((t: { scan_code: string }) => /^FY\d{10}$/.test(t.scan_code))).toBe(true)
    expect(done.body.identity._data[0]).toMatchObject({ id: purchaser, email: 'grace@example.com' })
    // storefront §4: a completed cart has no expiry, no held tickets and nothing outstanding.
    expect(done.body.cart._data[0]).toMatchObject({
      state: 'completed',
      expires_at: null,
      expires_in: null,
      gateway_id: 'stripe',
      grand_totals: { total_payments: '57.00', total_outstanding: '0.00' },
    })

    const { body: outbox } = await api.control('GET', 'outbox')
    expect(outbox.emails).toHaveLength(1)
    expect(outbox.emails[0]).toMatchObject({
      id: 'email-1',
      to: 'grace@example.com',
      subject: 'Your order FO000001 from Foyer Museum of Art',
      log_context: 'order_confirmation',
      ticket_order_ids: [order.id],
    })
    expect(outbox.emails[0].text).toContain('General Admission: Adult')
  })

  it('GET cart/{id} of a completed cart is the completed-order case; _all_tickets shows the booked tickets; the session keeps them sold', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser })
    const read = await api.cart(id)
    expect(read.status).toBe(200)
    expect(read.body.cart._data[0]).toMatchObject({
      state: 'completed',
      expires_at: null,
      grand_totals: { total_outstanding: '0.00' },
    })
    expect(read.body.ticket._data).toEqual([])
    expect(read.body.ticket_order._data).toHaveLength(1)
    const orderId = read.body.ticket_order._data[0].id as string
    expect(read.body.payment._data).toEqual([
      {
        id: 'payment-1',
        occurred_on: '2026-03-10T10:00:00-04:00',
        amount: '57.00',
        status: 'succeeded',
        gateway_id: 'stripe',
        ledger_number: null,
        source_type: 'card',
      },
    ])
    const all = await api.get(`cart/${id}`, { _embed: 'ticket', _all_tickets: 'true' })
    expect(all.body.ticket._data).toHaveLength(2)
    // A completed cart never expires: its tickets stay sold (20 seeded + 2).
    api.sandbox.clock.advance(60 * 60_000)
    const sessions = await api.get('events/general-admission/sessions', { date: '2026-03-11' })
    expect(sessions.body.event_session._data.find((s: { id: string }) => s.id === gaTomorrow1000).used_capacity).toBe(
      22,
    )
    // Changing it answers 409 cart_completed (calls §8 'Cart with order ID {id} has been booked.'); deleting keeps it.
    const modify = await api.post(`my/cart/${id}/modify`, {
      reserve: { tickets: [api.line(gaTomorrow1000, 'ga-adult')] },
    })
    expect([modify.status, errorOf(modify)]).toEqual([
      409,
      {
        _code: 'cart_completed',
        _description: `Cart with order ID ${orderId} has been booked.`,
        _extra: { cart_id: id, ticket_order_ids: [orderId] },
      },
    ])
    expect((await api.call('DELETE', `cart/${id}`)).status).toBe(204)
    expect((await api.cart(id)).status).toBe(200)
  })

  it('GET ticket_order by id._in and by id with embeds and filters; the QR code is an SVG', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const orderId = (await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser })).body.ticket_order
      ._data[0].id as string
    const list = await api.get('ticket_order', {
      'id._in': `${orderId},order-404`,
      _embed: 'ticket,ticket_type,event_template,venue,payment_audit',
    })
    expect(list.status).toBe(200)
    expect(list.body.ticket_order._data.map((o: { id: string }) => o.id)).toEqual([orderId])
    expect(list.body.ticket._data).toHaveLength(2)
    expect(list.body.ticket_type._data.map((t: { id: string }) => t.id)).toEqual(['ga-adult'])
    expect(list.body.payment_audit._data).toEqual([
      { occurred_on: '2026-03-10T10:00:00-04:00', audit_action: 'capture', amount: '57.00' },
    ])
    const one = await api.get(`ticket_order/${orderId}`, {
      _embed: 'ticket',
      'ticket.state._in': 'booked,redeemed',
      'ticket_group.handler': 'membership',
    })
    expect([one.status, one.body.ticket._data]).toEqual([200, []])
    expect((await api.get('ticket_order/order-404')).status).toBe(404)
    expect((await api.get('ticket_order')).status).toBe(400)

    // Loaded by <img src>: no Tix-App header.
    const qr = await api.sandbox.app.fetch(
      new Request(`http://sandbox/cached/api/v1/ticket_order/${orderId}/qrcode?_seller=demo-museum&margin=4`),
    )
    expect(qr.status).toBe(200)
    expect(qr.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await qr.text()).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect((await api.get(`ticket_order/${orderId}/qrcode`, { margin: '11' })).status).toBe(400)
  })

  it('send_email false (staff checkout, suppressEmailNotification) sends nothing', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    expect(
      (await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser, send_email: false })).body.status,
    ).toBe('completed')
    expect((await api.control('GET', 'outbox')).body.emails).toEqual([])
  })

  it('a free order checks out with gateway free; gateway free with something outstanding is refused', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const refused = await api.checkout(id, {
      gateway_id: 'free',
      gateway_data: {},
      send_email: false,
      guest_identity_id: purchaser,
    })
    expect([refused.status, errorOf(refused)._code]).toEqual([400, 'validation_failed'])
    const free = await api.reserve([api.line('conservation-lab-20260311-1300', 'cl-companion')])
    const done = await api.checkout(free.id, {
      gateway_id: 'free',
      gateway_data: {},
      send_email: false,
      guest_identity_id: purchaser,
    })
    expect([done.body.status, done.body.ticket_order._data[0].total_after_fees_price]).toEqual(['completed', '0.00'])
  })

  it('gift card: a part payment is partial and keeps the cart; the card pays the rest; balances go down', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const partial = await api.checkout(id, { ...api.giftCard('50.00', cards.fifty), guest_identity_id: purchaser })
    expect(partial.status).toBe(200)
    expect(partial.body.status).toBe('partial')
    expect(partial.body.ticket_order._data).toEqual([])
    expect(partial.body.cart._data[0]).toMatchObject({
      state: 'pending',
      gateway_id: 'ledger',
      grand_totals: { total_payments: '50.00', total_outstanding: '7.00' },
    })
    expect((await api.get(`ledger/${seedIds.giftCardLedger}/${cards.fifty}`)).body.ledger._data[0].balance).toBe('0.00')
    const rest = await api.checkout(id, { ...api.card('7.00'), guest_identity_id: purchaser })
    expect(rest.body.status).toBe('completed')
    expect(
      (await api.cart(id)).body.payment._data.map(
        (p: { gateway_id: string; amount: string; ledger_number: string | null }) => [
          p.gateway_id,
          p.amount,
          p.ledger_number,
        ],
      ),
    ).toEqual([
      ['ledger', '50.00', cards.fifty],
      ['stripe', '7.00', null],
    ])
  })

  it('gift card errors: inactive, balance 0, more than the balance, unknown card; a gift card that covers all completes', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const pay = (amount: string, number: string) =>
      api.checkout(id, { ...api.giftCard(amount, number), guest_identity_id: purchaser })
    expect(errorOf(await pay('10.00', cards.inactive))).toMatchObject({
      _code: 'ledger_inactive',
      _description: 'This gift card is not active.',
    })
    expect(errorOf(await pay('10.00', cards.zero))).toMatchObject({
      _code: 'ledger_insufficient_balance',
      _extra: { balance: '0.00' },
    })
    expect(errorOf(await pay('57.00', cards.fifty))).toMatchObject({
      _code: 'ledger_insufficient_balance',
      _description: 'This gift card has 50.00 left; the payment asks for 57.00.',
    })
    expect([(await pay('10.00', '6006999999999999')).status]).toEqual([404])
    expect(errorOf(await pay('60.00', cards.fiveHundred))).toMatchObject({ _code: 'validation_failed' })
    const all = await pay('57.00', cards.fiveHundred)
    expect(all.body.status).toBe('completed')
    expect((await api.get(`ledger/${seedIds.giftCardLedger}/${cards.fiveHundred}`)).body.ledger._data[0].balance).toBe(
      '443.00',
    )
  })

  it('a bought gift card goes on the ledger with its price', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(null, 'gc-custom', 1, { face_value: '40.00' })])
    const done = await api.checkout(
      id,
      { ...api.card('40.00'), guest_identity_id: await api.purchaser() },
      {},
      { _embed: 'ticket' },
    )
    const number = done.body.ticket._data[0].handler_data.gift_card_number
    expect(number).toMatch(/^6006\d{12}$/)
    expect((await api.get(`ledger/${seedIds.giftCardLedger}/${number}`)).body.ledger._data[0]).toMatchObject({
      balance: '40.00',
      state: 'active',
    })
  })

  it('refuses a card amount that is not the outstanding balance, one below the card minimum, a missing purchaser and an empty cart', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    expect(errorOf(await api.checkout(id, { ...api.card('50.00'), guest_identity_id: purchaser }))).toMatchObject({
      _code: 'validation_failed',
      _description: 'A card pays the outstanding balance, 57.00.',
    })
    expect(errorOf(await api.checkout(id, api.card('57.00')))).toMatchObject({ _code: 'validation_failed' })
    expect(errorOf(await api.checkout(id, { ...api.card('57.00'), guest_identity_id: 'identity-404' }))).toMatchObject({
      _code: 'validation_failed',
    })
    // calls §9 Payment bounds: USD 0.50 at least.
    const cheap = await api.reserve([
      api.line('pay-what-you-wish-fridays-20260313-1700', 'pw-pay-what-you-wish', 1, { face_value: '1.00' }),
    ])
    await api.post(`my/cart/${cheap.id}/pay`, api.giftCard('0.60', cards.fiveHundred))
    expect(
      errorOf(await api.checkout(cheap.id, { ...api.card('0.40'), guest_identity_id: purchaser }))._description,
    ).toMatch(/^Payment is not supported for this amount/)
    expect((await api.checkout('cart-404', { ...api.card('1.00'), guest_identity_id: purchaser })).status).toBe(404)
  })

  it('seats of a seated cart are sold when the order completes', async () => {
    const api = payApi()
    const seats = (await api.get(`events/chamber-music-great-hall/sessions/${concertSaturday}/seat_map`)).body.seat
      ._data
    const seat = seats.find(
      (s: { state: string; ticket_groups: string[] }) =>
        s.state === 'available' && s.ticket_groups.includes('cc-great-hall-seating'),
    )
    const { id } = await api.reserve([
      { event_session_id: concertSaturday, ticket_type_id: 'cc-student', seat_id: seat.id },
    ])
    // 20.00 + 2.50 + 1.60.
    const done = await api.checkout(id, { ...api.card('24.10'), guest_identity_id: await api.purchaser() })
    expect(done.body.status).toBe('completed')
    api.sandbox.clock.advance(60 * 60_000)
    const after = (await api.get(`events/chamber-music-great-hall/sessions/${concertSaturday}/seat_map`)).body.seat
      ._data
    expect(after.find((s: { id: string }) => s.id === seat.id).state).toBe('booked')
  })
})

describe('the sandbox payment provider (Stripe test tokens; calls §4 intent statuses)', () => {
  it('pm_card_chargeDeclined: 400 card_declined in stripe_gateway with Stripe’s error; nothing paid', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const declined = await api.checkout(id, {
      ...api.card('57.00', 'pm_card_chargeDeclined'),
      guest_identity_id: purchaser,
    })
    expect([declined.status, errorOf(declined)]).toEqual([
      400,
      {
        _code: 'card_declined',
        _description: 'Your card was declined.',
        _context: 'stripe_gateway',
        _extra: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
    ])
    expect(await api.outstanding(id)).toBe('57.00')
    const unknown = await api.checkout(id, { ...api.card('57.00', 'pm_made_up'), guest_identity_id: purchaser })
    expect(errorOf(unknown)).toMatchObject({
      _code: 'card_declined',
      _extra: { type: 'invalid_request_error', code: 'resource_missing' },
    })
    // Another card then pays.
    expect((await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser })).body.status).toBe(
      'completed',
    )
  })

  it('3-D Secure: 402 intent_requires_action with the client secret; the same call again is 402 until confirmed; approved, it completes', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const body = { ...api.card('57.00', 'pm_card_threeDSecure2Required'), guest_identity_id: purchaser }
    const first = await api.checkout(id, body, { 'Idempotency-Key': 'attempt-1' })
    expect(first.status).toBe(402)
    const { client_secret, payment_intent_id } = errorOf(first)._extra as {
      client_secret: string
      payment_intent_id: string
    }
    expect(errorOf(first)).toMatchObject({ _code: 'intent_requires_action', _context: 'stripe_gateway' })
    // Unguessable: the intent id and its secret are random (issue 10.5), not counted.
    expect(payment_intent_id).toMatch(/^pi_[0-9a-f]{24}$/)
    expect(client_secret).toMatch(new RegExp(`^${payment_intent_id}_secret_[0-9a-f]{24}$`))
    expect((await api.checkout(id, body, { 'Idempotency-Key': 'attempt-1' })).status).toBe(402)
    expect((await api.control('GET', `payment_intents/${payment_intent_id}`)).body).toMatchObject({
      status: 'requires_action',
      amount: 5700,
      currency: 'usd',
    })
    // The client secret goes only to the visitor's checkout (the 402 above), never out of a control route.
    expect((await api.control('GET', `payment_intents/${payment_intent_id}`)).body).not.toHaveProperty('client_secret')

    const confirmed = await api.control('POST', `payment_intents/${payment_intent_id}/confirm`, {
      outcome: 'approve',
      client_secret,
    })
    expect(confirmed.body.status).toBe('succeeded')
    // The retry may carry the same key: a 402 is not remembered.
    const retried = await api.checkout(id, body, { 'Idempotency-Key': 'attempt-1' })
    expect([retried.status, retried.body.status]).toEqual([200, 'completed'])
  })

  it('3-D Secure failed: Stripe’s authentication error on the intent; a new attempt asks again', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const body = { ...api.card('57.00', 'pm_card_threeDSecure2Required'), guest_identity_id: purchaser }
    const { payment_intent_id } = errorOf(await api.checkout(id, body))._extra as { payment_intent_id: string }
    // As the sdk's sandbox provider calls it: .../fail without a body.
    const failed = await api.control('POST', `payment_intents/${payment_intent_id}/fail`)
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    })
    const again = await api.checkout(id, body)
    expect(errorOf(again)).toMatchObject({ _code: 'intent_requires_action', _extra: { payment_intent_id } })
    expect((await api.control('POST', `payment_intents/${payment_intent_id}/approve`)).body.status).toBe('succeeded')
    expect((await api.checkout(id, body)).body.status).toBe('completed')
    expect((await api.control('POST', `payment_intents/${payment_intent_id}/approve`)).status).toBe(409)
  })

  it('bacs_debit: pending with the cart processing; a repeat answers 202 intent_processing; when the debit clears the order is made', async () => {
    const api = payApi({ customizeSeed: (seed) => void (seed.settings.cart_hold_minutes = 5) })
    const { id, purchaser } = await adultsCart(api)
    const body = {
      amount: '57.00',
      gateway_id: 'stripe',
      gateway_data: { source: 'pm_bacs_debit', source_type: 'bacs_debit' },
      guest_identity_id: purchaser,
    }
    const pending = await api.checkout(id, body)
    expect([pending.status, pending.body.status, pending.body.ticket_order._data]).toEqual([200, 'pending', []])
    expect(pending.body.cart._data[0]).toMatchObject({
      state: 'payment_processing',
      expires_at: null,
      expires_in: null,
    })
    const repeat = await api.checkout(id, body)
    expect([repeat.status, errorOf(repeat)._code]).toEqual([202, 'intent_processing'])
    // A processing cart does not expire: its tickets stay held past the 5-minute hold.
    api.sandbox.clock.advance(10 * 60_000)
    expect((await api.cart(id)).body.cart._data[0].state).toBe('payment_processing')

    const intentId = (errorOf(repeat)._extra as { payment_intent_id: string }).payment_intent_id
    await api.control('POST', `payment_intents/${intentId}/confirm`, { outcome: 'approve' })
    const read = await api.cart(id)
    expect(read.body.cart._data[0].state).toBe('completed')
    expect(read.body.ticket_order._data).toHaveLength(1)
    expect((await api.control('GET', 'outbox')).body.emails).toHaveLength(1)
  })

  it('a failed direct debit puts the cart back to pending with a fresh hold', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const pending = await api.checkout(id, {
      amount: '57.00',
      gateway_id: 'stripe',
      gateway_data: { source: 'pm_bacs_debit' },
      guest_identity_id: purchaser,
    })
    expect(pending.body.status).toBe('pending')
    const intentId = (errorOf(await api.checkout(id, {}))._extra as { payment_intent_id: string }).payment_intent_id
    api.sandbox.clock.advance(14 * 60_000)
    await api.control('POST', `payment_intents/${intentId}/fail`)
    const cart = (await api.cart(id)).body.cart._data[0]
    expect(cart).toMatchObject({ state: 'pending', expires_in: 900, grand_totals: { total_outstanding: '57.00' } })
    expect((await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser })).body.status).toBe(
      'completed',
    )
  })

  it('manual capture: the intent ends requires_capture and the order completes (calls §4 accepted statuses)', async () => {
    const api = payApi({ customizeSeed: (seed) => void (seed.settings.capture_method = 'manual') })
    const { id, purchaser } = await adultsCart(api)
    const done = await api.checkout(id, { ...api.card('57.00'), guest_identity_id: purchaser })
    expect(done.body.status).toBe('completed')
    expect((await api.cart(id)).body.payment._data[0].status).toBe('requires_capture')
  })

  it('POST my/cart/{id}/pay records a part payment and answers the cart; it never completes; no captcha', async () => {
    const api = payApi()
    const { id, purchaser } = await adultsCart(api)
    const paid = await api.post(`my/cart/${id}/pay`, api.card('20.00'), { _embed: 'payment' })
    expect(paid.status).toBe(200)
    expect(paid.body.cart._data[0]).toMatchObject({
      state: 'pending',
      grand_totals: { total_payments: '20.00', total_outstanding: '37.00' },
    })
    expect(
      (await api.post(`cart/${id}/pay`, api.giftCard('37.00', cards.fiveHundred))).body.cart._data[0].grand_totals
        .total_outstanding,
    ).toBe('0.00')
    expect(errorOf(await api.post(`cart/${id}/pay`, api.card('1.00')))).toMatchObject({ _code: 'validation_failed' })
    expect(
      errorOf(await api.post(`cart/${id}/pay`, { ...api.card('1.00'), captcha: { provider: 'hcaptcha', token: 't' } })),
    ).toMatchObject({ _code: 'validation_failed' })
    // Fully paid: the free gateway completes it.
    const done = await api.checkout(id, { gateway_id: 'free', guest_identity_id: purchaser })
    expect([done.body.status, done.body.ticket_order._data[0].total_after_fees_price]).toEqual(['completed', '57.00'])
  })
})
