import { describe, expect, it } from 'vitest'
import { createContractValidator } from './validate.js'

const contract = createContractValidator()
const headers = { 'Tix-App': 'ecomm' }
const query = { _seller: 'demo-museum' }

const event = { id: 'evt-1', name: 'General admission', hidden_type: 'public_browsable' }
const error = (code: string, extra?: Record<string, unknown>) => ({
  _data: [{ _code: code, _description: 'Something went wrong.', ...(extra ? { _extra: extra } : {}) }],
})

describe('validateRequest: calls §7 every request carries Tix-App: ecomm and _seller', () => {
  it('accepts a request with both', () => {
    expect(contract.validateRequest({ method: 'GET', path: 'events', query, headers })).toEqual([])
  })

  it('reports a missing Tix-App header and a missing _seller', () => {
    expect(contract.validateRequest({ method: 'GET', path: 'events', query: {}, headers: {} })).toEqual([
      'GET events: header Tix-App is required',
      'GET events: query _seller is required',
    ])
  })

  it('reports a Tix-App other than ecomm, naming the allowed value', () => {
    expect(contract.validateRequest({ method: 'GET', path: 'events', query, headers: { 'Tix-App': 'web' } })).toEqual([
      'GET events: header Tix-App must be equal to one of the allowed values ("ecomm")',
    ])
  })

  it('reads headers case-insensitively, from a plain object or Headers', () => {
    expect(contract.validateRequest({ method: 'GET', path: 'events', query, headers: { 'tix-app': 'ecomm' } })).toEqual(
      [],
    )
    expect(contract.validateRequest({ method: 'GET', path: 'events', query, headers: new Headers(headers) })).toEqual(
      [],
    )
  })

  it('lets image paths go without Tix-App (an <img src> cannot send headers), but not without _seller', () => {
    expect(
      contract.validateRequest({ method: 'GET', path: 'images/hall', query: { ...query, sizex: '544', sizey: '432' } }),
    ).toEqual([])
    expect(contract.validateRequest({ method: 'GET', path: 'images/hall', query: {} })).toEqual([
      'GET images/hall: query _seller is required',
    ])
  })
})

describe('validateRequest: paths and methods', () => {
  it('reports a path the contract does not have', () => {
    expect(contract.validateRequest({ method: 'GET', path: 'venues', query, headers })).toEqual([
      'GET venues: path not in the contract',
    ])
  })

  it('reports a method the path does not take', () => {
    expect(contract.validateRequest({ method: 'DELETE', path: 'events/evt-1', query, headers })).toEqual([
      'DELETE events/evt-1: method not in the contract (/events/{id} allows GET)',
    ])
  })

  it('matches a literal segment before a template one (my/cart/modify is not a cart id)', () => {
    expect(contract.findOperation('POST', 'my/cart/modify')).toMatchObject({ operationId: 'createMyCart' })
    expect(contract.findOperation('POST', 'my/cart/c-9/modify')).toMatchObject({
      operationId: 'modifyMyCart',
      pathParams: { cartId: 'c-9' },
    })
    expect(contract.findOperation('GET', 'my/cart/modify')).toEqual({
      problem: 'GET my/cart/modify: method not in the contract (/my/cart/modify allows POST)',
    })
    expect(contract.findOperation('POST', 'ticket_order/resend')).toMatchObject({ operationId: 'resendTicketOrders' })
    expect(contract.findOperation('GET', 'ticket_order/o-1')).toMatchObject({ operationId: 'getTicketOrder' })
  })

  it('decodes path parameters (calls §7: the gift card number is URL-encoded)', () => {
    expect(contract.findOperation('GET', 'ledger/gift-cards/GC%20123%2F4')).toMatchObject({
      operationId: 'getGiftCard',
      pathParams: { ledgerId: 'gift-cards', number: 'GC 123/4' },
    })
  })

  it('checks path parameter schemas (calls §5: a gift code is exactly 10 characters)', () => {
    expect(contract.validateRequest({ method: 'GET', path: 'gift_code/ABCDEFGHIJ', query, headers })).toEqual([])
    expect(contract.validateRequest({ method: 'GET', path: 'gift_code/ABC', query, headers })).toEqual([
      'GET gift_code/ABC: path giftCode must NOT have fewer than 10 characters',
    ])
  })
})

describe('validateRequest: query parameters are read as their schema types them', () => {
  it('reads _limit as an integer, at most 1000 (calls §9 cart fetch and rules limit)', () => {
    expect(
      contract.validateRequest({
        method: 'GET',
        path: 'membership_rules',
        query: { ...query, _limit: '1000' },
        headers,
      }),
    ).toEqual([])
    expect(
      contract.validateRequest({
        method: 'GET',
        path: 'membership_rules',
        query: { ...query, _limit: '1001' },
        headers,
      }),
    ).toEqual(['GET membership_rules: query _limit must be <= 1000'])
    expect(
      contract.validateRequest({
        method: 'GET',
        path: 'membership_rules',
        query: { ...query, _limit: 'all' },
        headers,
      }),
    ).toEqual(['GET membership_rules: query _limit must be integer'])
  })

  it('reports a query key the operation does not declare', () => {
    expect(
      contract.validateRequest({ method: 'GET', path: 'events/evt-1', query: { ...query, sort: 'name' }, headers }),
    ).toEqual(['GET events/evt-1: query sort is not a parameter of getEvent'])
  })

  it('reports a key given twice (lists are comma lists)', () => {
    const search = new URLSearchParams([
      ['_seller', 'demo-museum'],
      ['id._in', 'a'],
      ['id._in', 'b'],
    ])
    expect(contract.validateRequest({ method: 'GET', path: 'event_template', query: search, headers })).toEqual([
      'GET event_template: query id._in is given 2 times; the contract takes one value (use a comma list)',
    ])
    expect(
      contract.validateRequest({
        method: 'GET',
        path: 'event_template',
        query: { ...query, 'id._in': 'a,b' },
        headers,
      }),
    ).toEqual([])
  })

  it('takes the /events filters of storefront §2: category, date, time.start, time.end, meta.{key}', () => {
    const filters = {
      ...query,
      category: 'Exhibitions',
      date: '2025-06-01',
      'time.start': '09:00',
      'time.end': '24:00',
      'meta.audience': 'family',
    }
    expect(contract.validateRequest({ method: 'GET', path: 'events', query: filters, headers })).toEqual([])
  })

  it('reports malformed /events filters, and meta filters spelt with brackets', () => {
    const filters = { ...query, date: '01/06/2025', 'time.start': '9am', 'meta[audience]': 'family' }
    expect(contract.validateRequest({ method: 'GET', path: 'events', query: filters, headers })).toEqual([
      'GET events: query date must match format "date"',
      'GET events: query time.start must match pattern "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"',
      'GET events: query meta[audience] is not a parameter of listEvents',
    ])
  })

  it('reads a ?query written into the path', () => {
    expect(
      contract.validateRequest({
        method: 'GET',
        path: 'events/evt-1/calendar?_seller=demo-museum&_format=extended',
        headers,
      }),
    ).toEqual([])
    expect(
      contract.validateRequest({
        method: 'GET',
        path: 'events/evt-1/calendar?_seller=demo-museum&_format=price',
        headers,
      }),
    ).toEqual(['GET events/evt-1/calendar: query _format must be equal to one of the allowed values ("extended")'])
  })
})

describe('validateRequest: bodies', () => {
  const reserve = { reserve: { tickets: [{ ticket_type_id: 'adult', event_session_id: 's-1', quantity: 2 }] } }

  it('accepts a reserve into a new cart (calls §7 POST my/cart/modify)', () => {
    expect(contract.validateRequest({ method: 'POST', path: 'my/cart/modify', query, headers, body: reserve })).toEqual(
      [],
    )
  })

  it('reports a missing required body, and a body sent to a read', () => {
    expect(contract.validateRequest({ method: 'POST', path: 'my/cart/modify', query, headers })).toEqual([
      'POST my/cart/modify: body is required',
    ])
    expect(contract.validateRequest({ method: 'GET', path: 'events', query, headers, body: {} })).toEqual([
      'GET events: body given, but listEvents takes none',
    ])
  })

  it('reports a quantity over the max per type of 1000 (calls §9)', () => {
    const tooMany = { reserve: { tickets: [{ ticket_type_id: 'adult', quantity: 1001 }] } }
    expect(contract.validateRequest({ method: 'POST', path: 'my/cart/modify', query, headers, body: tooMany })).toEqual(
      ['POST my/cart/modify: body/reserve/tickets/0/quantity must be <= 1000'],
    )
  })

  it('refuses a captcha on pay (calls §7: payment payload without captcha) and amounts without two decimals (calls §5)', () => {
    const body = { gateway_id: 'stripe', amount: '12.5', captcha: { provider: 'hcaptcha', token: 't' } }
    expect(contract.validateRequest({ method: 'POST', path: 'cart/c-1/pay', query, headers, body })).toEqual([
      'POST cart/c-1/pay: body/amount must match pattern "^-?[0-9]+\\.[0-9]{2}$"',
      'POST cart/c-1/pay: body/captcha must not be sent',
    ])
  })

  it('takes a captcha with a guest checkout, and a free order (calls §7 gateway_id free, send_email false)', () => {
    const paid = {
      gateway_id: 'stripe',
      amount: '12.50',
      captcha: { provider: 'hcaptcha', token: 't' },
      send_email: true,
    }
    const free = { gateway_id: 'free', gateway_data: {}, send_email: false }
    expect(
      contract.validateRequest({ method: 'POST', path: 'cart/c-1/guest_checkout', query, headers, body: paid }),
    ).toEqual([])
    expect(
      contract.validateRequest({ method: 'POST', path: 'cart/c-1/guest_checkout', query, headers, body: free }),
    ).toEqual([])
  })

  it('requires giftee_identity_id on a gift checkout (calls §7)', () => {
    expect(
      contract.validateRequest({
        method: 'POST',
        path: 'my/cart/c-1/gift_checkout',
        query,
        headers,
        body: { gateway_id: 'stripe' },
      }),
    ).toEqual(["POST my/cart/c-1/gift_checkout: body must have required property 'giftee_identity_id'"])
  })

  it('takes an optional Idempotency-Key on cart writes, but not an empty one', () => {
    const withKey = { ...headers, 'Idempotency-Key': 'k-1' }
    expect(
      contract.validateRequest({ method: 'POST', path: 'my/cart/modify', query, headers: withKey, body: reserve }),
    ).toEqual([])
    expect(
      contract.validateRequest({
        method: 'POST',
        path: 'my/cart/modify',
        query,
        headers: { ...headers, 'Idempotency-Key': '' },
        body: reserve,
      }),
    ).toEqual(['POST my/cart/modify: header Idempotency-Key must NOT have fewer than 1 characters'])
  })
})

describe('validateResponse: success envelopes keyed by resource name', () => {
  it('accepts an event with embeds as sibling keys', () => {
    const body = {
      event_template: {
        _data: [{ ...event, meta: { image_profile: 'hall' }, config: { 'web.session_picker_tabs': ['1200', '1700'] } }],
      },
      venue: { _data: [{ id: 'v-1', name: 'The Museum', timezone: 'America/New_York' }] },
    }
    expect(contract.validateResponse({ method: 'GET', path: 'events/evt-1', status: 200, body })).toEqual([])
  })

  it('reports rows not under the resource name, wrong field types and values outside an enum', () => {
    expect(contract.validateResponse({ method: 'GET', path: 'events', status: 200, body: { _data: [event] } })).toEqual(
      ["GET events → 200: body must have required property 'event_template'"],
    )
    const body = { event_template: { _data: [{ ...event, id: 12, hidden_type: 'members' }] } }
    expect(contract.validateResponse({ method: 'GET', path: 'events', status: 200, body })).toEqual([
      'GET events → 200: body/event_template/_data/0/id must be string',
      'GET events → 200: body/event_template/_data/0/hidden_type must be equal to one of the allowed values ("public_browsable", "public_link_only", "public_member_only")',
    ])
  })

  it('reports money that is not a two-place decimal string', () => {
    const ticketType = { id: 'adult', name: 'Adult', ticket_group_id: 'g-1', currency_amount: 12.5 }
    const body = {
      ticket_group: { _data: [{ id: 'g-1', name: 'Admission', handler: 'tickets' }] },
      ticket_type: { _data: [ticketType] },
    }
    expect(
      contract.validateResponse({ method: 'GET', path: 'events/e/sessions/s/ticket_groups', status: 200, body }),
    ).toEqual(['GET events/e/sessions/s/ticket_groups → 200: body/ticket_type/_data/0/currency_amount must be string'])
  })

  it('checks calendar day rows (storefront §3: status available, sold_out, other)', () => {
    const day = { date: '2025-06-01', enabled: true, status: 'available', price: '12.50', min_price: '10.00' }
    expect(
      contract.validateResponse({
        method: 'POST',
        path: 'events/e/calendar',
        status: 200,
        body: { calendar: { _data: [day] } },
      }),
    ).toEqual([])
    expect(
      contract.validateResponse({
        method: 'POST',
        path: 'events/e/calendar',
        status: 200,
        body: { calendar: { _data: [{ ...day, status: 'open' }] } },
      }),
    ).toEqual([
      'POST events/e/calendar → 200: body/calendar/_data/0/status must be equal to one of the allowed values ("available", "sold_out", "other")',
    ])
  })

  it('reports a status the operation never answers', () => {
    expect(contract.validateResponse({ method: 'GET', path: 'events', status: 302 })).toEqual([
      'GET events → 302: status 302 is not an answer of listEvents (it answers 200, 501, 4XX, 5XX)',
    ])
  })

  it('reports a body on an answer the contract gives none (204)', () => {
    expect(contract.validateResponse({ method: 'DELETE', path: 'my/cart/c-1', status: 204 })).toEqual([])
    expect(
      contract.validateResponse({ method: 'DELETE', path: 'my/cart/c-1', status: 204, body: { ok: true } }),
    ).toEqual(['DELETE my/cart/c-1 → 204: the contract answers no body here, but one came'])
  })
})

describe('validateResponse: the error envelope (calls §8)', () => {
  it('accepts { _data: [{ _code, _description }] } on a 4XX', () => {
    expect(
      contract.validateResponse({ method: 'GET', path: 'events/nope', status: 404, body: error('not_found') }),
    ).toEqual([])
  })

  it('reports an error without _description or with an empty _data', () => {
    expect(
      contract.validateResponse({
        method: 'GET',
        path: 'events/nope',
        status: 404,
        body: { _data: [{ _code: 'not_found' }] },
      }),
    ).toEqual(["GET events/nope → 404: body/_data/0 must have required property '_description'"])
    expect(contract.validateResponse({ method: 'GET', path: 'events/nope', status: 404, body: { _data: [] } })).toEqual(
      ['GET events/nope → 404: body/_data must NOT have fewer than 1 items'],
    )
  })

  it('requires _code not_implemented on a 501', () => {
    expect(
      contract.validateResponse({ method: 'GET', path: 'my/membership', status: 501, body: error('not_implemented') }),
    ).toEqual([])
    expect(
      contract.validateResponse({ method: 'GET', path: 'my/membership', status: 501, body: error('todo') }),
    ).toEqual(['GET my/membership → 501: body/_data/0/_code must be equal to constant ("not_implemented")'])
  })

  it('requires _extra.client_secret on a 402 intent_requires_action (calls §4)', () => {
    const path = 'my/cart/c-1/checkout'
    expect(
      contract.validateResponse({
        method: 'POST',
        path,
        status: 402,
        body: error('intent_requires_action', { client_secret: 'pi_1_secret' }),
      }),
    ).toEqual([])
    expect(
      contract.validateResponse({ method: 'POST', path, status: 402, body: error('intent_requires_action', {}) }),
    ).toEqual([`POST ${path} → 402: body/_data/0/_extra must have required property 'client_secret'`])
  })

  it('requires _extra.identity_id on a 409 from POST user (calls §7)', () => {
    expect(
      contract.validateResponse({
        method: 'POST',
        path: 'user',
        status: 409,
        body: error('conflict', { identity_id: 'i-1' }),
      }),
    ).toEqual([])
    expect(contract.validateResponse({ method: 'POST', path: 'user', status: 409, body: error('conflict') })).toEqual([
      "POST user → 409: body/_data/0 must have required property '_extra'",
    ])
  })
})

describe('validateResponse: media types', () => {
  it('accepts an image answer by its content type and refuses others', () => {
    expect(
      contract.validateResponse({
        method: 'GET',
        path: 'images/hall',
        status: 200,
        contentType: 'image/svg+xml; charset=utf-8',
      }),
    ).toEqual([])
    expect(
      contract.validateResponse({
        method: 'GET',
        path: 'images/hall',
        status: 200,
        contentType: 'application/json',
        body: {},
      }),
    ).toEqual(['GET images/hall → 200: content type application/json is not one of image/svg+xml, image/png'])
  })

  it('reports a JSON answer with no body', () => {
    expect(
      contract.validateResponse({ method: 'GET', path: 'config', status: 200, contentType: 'application/json' }),
    ).toEqual(['GET config → 200: a JSON body is required'])
  })
})
