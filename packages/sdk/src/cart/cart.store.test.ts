/**
 * The cart store over an injected fetch and a fake clock (storefront §3, §4 Cart; calls §7 Cart,
 * §8 Cart load, §9 local expiry).
 */
import { describe, expect, it, vi } from 'vitest'
import { apiBase, errorBody, fakeApi, fakeClock, json, noContent } from '../testing/fake-api.js'
import { createMemoryStorage, type KeyValueStorage } from '../store/storage.js'
import { createStorefront } from '../storefront.js'
import { CART_FETCH_LIMIT, cartStorageKey } from './rules/index.js'
import type { Cart, CartTicket } from './types.js'

const NOW = '2026-03-10T14:00:00Z'
const KEY = cartStorageKey('demo-museum')

function cartRow(fields: Partial<Cart> = {}): Cart {
  return {
    id: 'c1',
    state: 'pending',
    identity_id: 'public',
    expires_in: 900,
    expires_at: '2026-03-10T14:15:00Z',
    face_value: '62.00',
    currency_code: 'USD',
    grand_totals: {
      total_before_cartmod_price: '70.96',
      total_fee_fixed_outside: '4.50',
      total_fee_percent_outside: '4.46',
      total_cartmod_amount: '0.00',
      total_payments: '0.00',
      total_outstanding: '70.96',
    },
    ...fields,
  }
}

function ticketRow(id: string, fields: Partial<CartTicket> = {}): CartTicket {
  return {
    id,
    ticket_type_id: 'ga-adult',
    ticket_group_id: 'ga',
    event_template_id: 'general-admission',
    event_session_id: 's-1000',
    face_value: '25.00',
    state: 'in_cart',
    ...fields,
  }
}

/** A cart answer: the row and its embeds (calls §7 "read as cart._data[0]"). */
function cartAnswer(
  cart: Partial<Cart> = {},
  tickets: CartTicket[] = [ticketRow('t1')],
  extra: Record<string, unknown> = {},
) {
  return json({
    ...extra,
    cart: { _data: [cartRow(cart)] },
    ticket: { _data: tickets },
    ticket_type: {
      _data: [
        { id: 'ga-adult', name: 'Adult', ticket_group_id: 'ga', currency_amount: '25.00' },
        { id: 'ga-child', name: 'Child', ticket_group_id: 'ga', currency_amount: '12.00' },
        { id: 'tour', name: 'Tour', ticket_group_id: 'tours', currency_amount: '5.00' },
      ],
    },
    ticket_group: {
      _data: [
        { id: 'ga', name: 'General Admission', handler: 'tickets' },
        { id: 'tours', name: 'Tours', handler: 'tickets' },
      ],
    },
    event_session: {
      _data: [
        {
          id: 's-1000',
          event_template_id: 'general-admission',
          start_datetime: '2026-03-11T14:00:00Z',
          sold_out: false,
          capacity: 60,
          used_capacity: 3,
        },
      ],
    },
    event_template: {
      _data: [
        {
          id: 'general-admission',
          name: 'General Admission',
          hidden_type: 'public_browsable',
          meta: { image_profile: 'galleries', image_profile_alt_text: 'Arches' },
        },
        {
          id: 'tour-event',
          name: 'Highlights Tour',
          hidden_type: 'public_browsable',
          meta: { tickets_must_match_anchor_tickets: true },
        },
      ],
    },
  })
}

function setup(options: { storage?: KeyValueStorage } = {}) {
  const api = fakeApi()
  const time = fakeClock(NOW)
  const storage = options.storage ?? createMemoryStorage()
  const storefront = createStorefront({ apiBase, seller: 'demo-museum', fetch: api.fetch, clock: time.clock, storage })
  return { api, time, storage, storefront, cart: storefront.cart }
}

const reserveBody = {
  channel_id: 'web' as const,
  reserve: { tickets: [{ ticket_type_id: 'ga-adult', event_session_id: 's-1000', quantity: 2 }] },
}

describe('storefront §4 Cart: creation and later modifies (calls §7 Cart)', () => {
  it('the first modify creates the cart with POST my/cart/modify; later ones use its id', async () => {
    const { api, cart, storage } = setup()
    api.on('POST my/cart/modify', cartAnswer({}, [ticketRow('t1'), ticketRow('t2')]))
    api.on(
      'POST my/cart/c1/modify',
      cartAnswer({}, [
        ticketRow('t1'),
        ticketRow('t2'),
        ticketRow('t3', { ticket_type_id: 'ga-child', face_value: '12.00' }),
      ]),
    )

    const first = await cart.modify(reserveBody)
    expect(first.data?.cart.id).toBe('c1')
    expect(api.sent('POST my/cart/modify')).toHaveLength(1)
    expect(api.sent('POST my/cart/modify')[0]?.body).toEqual(reserveBody)
    expect(storage.getItem(KEY)).toBe('c1')
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1', disposition: 'keep', error: null })

    await cart.modify({
      reserve: { tickets: [{ ticket_type_id: 'ga-child', event_session_id: 's-1000', quantity: 1 }] },
    })
    expect(api.sent('POST my/cart/c1/modify')).toHaveLength(1)
    const snapshot = cart.getSnapshot()
    expect(snapshot.items).toHaveLength(1)
    expect(snapshot.items[0]?.types.map((t) => [t.name, t.ticketCount, t.totalPrice])).toEqual([
      ['Adult', 2, '50.00'],
      ['Child', 1, '12.00'],
    ])
    expect(snapshot.totals).toMatchObject({
      outstanding: '70.96',
      feeFixed: '4.50',
      feePercent: '4.46',
      ticketCount: 3,
    })
  })

  it('calls §9: the local expiry is expires_in − 5 s from the answer; the cart is current until then', async () => {
    const { api, cart, time } = setup()
    api.on('POST my/cart/modify', cartAnswer({ expires_in: 900 }))
    expect(cart.isCurrent()).toBe(false)
    await cart.modify(reserveBody)
    expect(cart.getSnapshot().localExpiresAt).toBe(Date.parse(NOW) + 895_000)
    time.advance(894_999)
    expect(cart.isCurrent()).toBe(true)
    time.advance(1)
    expect(cart.isCurrent()).toBe(false)
  })

  it('sends an Idempotency-Key per logical modify, reuses it when the same modify is repeated after no answer, and never retries by itself', async () => {
    const { api, cart } = setup()
    api.on(
      'POST my/cart/modify',
      () => Promise.reject(new TypeError('fetch failed')),
      errorBody(502, 'bad_gateway'),
      cartAnswer(),
    )
    const dropped = await cart.modify(reserveBody)
    expect(dropped.error?.code).toBe('network_error')
    // Writes are never retried (calls §7): one request for one call.
    expect(api.sent('POST my/cart/modify')).toHaveLength(1)
    const again = await cart.modify(reserveBody)
    expect(again.error?.code).toBe('bad_gateway')
    const third = await cart.modify(reserveBody)
    expect(third.data?.cart.id).toBe('c1')
    const keys = api.sent('POST my/cart/modify').map((r) => r.headers.get('Idempotency-Key'))
    expect(keys).toHaveLength(3)
    expect(keys[0]).toBeTruthy()
    expect(new Set(keys).size).toBe(1)

    // A different change is another logical modify: a new key.
    api.on('POST my/cart/c1/modify', cartAnswer())
    await cart.modify({ remove: ['t1'] })
    await cart.modify({ remove: ['t1'] })
    const later = api.sent('POST my/cart/c1/modify').map((r) => r.headers.get('Idempotency-Key'))
    expect(later[0]).not.toBe(keys[0])
    expect(later[1]).not.toBe(later[0])
  })

  it('a caller may pass its own Idempotency-Key and campaign (calls §7 campaign query)', async () => {
    const { api, cart } = setup()
    api.on('POST my/cart/modify', cartAnswer())
    await cart.modify(reserveBody, { idempotencyKey: 'order-42', campaign: 'spring' })
    const [sent] = api.sent('POST my/cart/modify')
    expect(sent?.headers.get('Idempotency-Key')).toBe('order-42')
    expect(sent?.query.campaign).toBe('spring')
    expect(sent?.query._limit).toBe(String(CART_FETCH_LIMIT))
  })

  it('a reserve error leaves the cart as it was and is returned with the server code', async () => {
    const { api, cart } = setup()
    api.on('POST my/cart/modify', cartAnswer())
    api.on('POST my/cart/c1/modify', errorBody(409, 'max_tickets_per_order_exceeded', 'At most 20 per order.'))
    await cart.modify(reserveBody)
    const result = await cart.modify(reserveBody)
    expect(result.error).toMatchObject({
      code: 'max_tickets_per_order_exceeded',
      status: 409,
      description: 'At most 20 per order.',
    })
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    expect(cart.getSnapshot().error?.code).toBe('max_tickets_per_order_exceeded')
  })

  it('a kept cart the server no longer knows (404 on modify and on read) is forgotten and the change makes a new cart', async () => {
    const storage = createMemoryStorage()
    storage.setItem(KEY, 'gone')
    const { api, cart } = setup({ storage })
    api.on('POST my/cart/gone/modify', errorBody(404, 'not_found', 'Resource cart not found.'))
    api.on('GET my/cart/gone', errorBody(404, 'not_found', 'Resource cart not found.'))
    api.on('POST my/cart/modify', cartAnswer({ id: 'c2' }))
    const result = await cart.modify(reserveBody)
    expect(result.data?.cart.id).toBe('c2')
    expect(storage.getItem(KEY)).toBe('c2')
  })

  it('a 404 about what was asked (the cart still reads) is returned, and the cart kept', async () => {
    const { api, cart } = setup()
    api.on('POST my/cart/modify', cartAnswer())
    api.on('POST my/cart/c1/modify', errorBody(404, 'not_found', 'Resource event_session not found.'))
    api.on('GET my/cart/c1', cartAnswer())
    await cart.modify(reserveBody)
    const result = await cart.modify(reserveBody)
    expect(result.error?.description).toBe('Resource event_session not found.')
    expect(cart.getSnapshot().cartId).toBe('c1')
    expect(api.sent('POST my/cart/modify')).toHaveLength(1)
  })
})

describe('storefront §4 Cart: loading, and which carts are kept, cleared or deleted (calls §7, §8 Cart load)', () => {
  function withStoredCart() {
    const storage = createMemoryStorage()
    storage.setItem(KEY, 'c1')
    return setup({ storage })
  }

  it('without a kept cart there is nothing to load', async () => {
    const { api, cart } = setup()
    expect(await cart.load()).toEqual({ data: null })
    expect(cart.getSnapshot().status).toBe('empty')
    expect(api.requests).toHaveLength(0)
  })

  it('reads the kept cart with GET my/cart/{id}, _limit 1000 and the embeds; a pending cart with tickets is kept', async () => {
    const { api, cart } = withStoredCart()
    api.on('GET my/cart/c1', cartAnswer())
    const result = await cart.load()
    expect(result.data?.cart.id).toBe('c1')
    const [sent] = api.sent('GET my/cart/c1')
    expect(sent?.query._limit).toBe('1000')
    expect(sent?.query._embed?.split(',')).toEqual(
      expect.arrayContaining(['ticket', 'ticket_type', 'ticket_group', 'event_session', 'event_template']),
    )
    expect(sent?.query['config.name._in']).toBe('image,web.session_picker_tabs')
    expect(cart.getSnapshot()).toMatchObject({
      status: 'ready',
      disposition: 'keep',
      localExpiresAt: Date.parse(NOW) + 895_000,
    })
    expect(cart.getSnapshot().items[0]?.image?.url).toBe(
      `${apiBase}/images/galleries?sizex=128&sizey=102&shrinkonly=1&_seller=demo-museum`,
    )
  })

  it('loads of the kept cart while one is in flight share its request (the page and the checkout both ask; issue 16)', async () => {
    const { api, cart } = withStoredCart()
    api.on('GET my/cart/c1', cartAnswer())
    const [first, second] = await Promise.all([cart.load(), cart.load()])
    expect(api.sent('GET my/cart/c1')).toHaveLength(1)
    expect(second).toBe(first)
    // Answered: the next load reads again.
    await cart.load()
    expect(api.sent('GET my/cart/c1')).toHaveLength(2)
  })

  it('a load after a write started does not take the read from before it', async () => {
    const { api, cart } = withStoredCart()
    api.on('GET my/cart/c1', cartAnswer())
    api.on('POST my/cart/c1/modify', cartAnswer({}, [ticketRow('t1')]))
    const before = cart.load()
    const write = cart.modify(reserveBody)
    const after = cart.load()
    await Promise.all([before, write, after])
    expect(api.sent('GET my/cart/c1')).toHaveLength(2)
  })

  it('"A non-pending cart is cleared": forgotten, nothing deleted', async () => {
    const { api, cart, storage, storefront } = withStoredCart()
    api.on('GET my/cart/c1', cartAnswer({ state: 'checked_out', expires_in: 600 }))
    const cleared = vi.fn()
    storefront.events.on('cart:cleared', cleared)
    expect((await cart.load()).data).toBeNull()
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null, disposition: 'clear' })
    expect(storage.getItem(KEY)).toBeNull()
    expect(api.sent('DELETE my/cart/c1')).toHaveLength(0)
    expect(cleared).toHaveBeenCalledWith({ cartId: 'c1', reason: 'cleared' })
  })

  it('"A pending cart with no tickets is deleted"', async () => {
    const { api, cart, storage, storefront } = withStoredCart()
    const cleared = vi.fn()
    storefront.events.on('cart:cleared', cleared)
    api.on('GET my/cart/c1', cartAnswer({}, []))
    api.on('DELETE my/cart/c1', noContent())
    await cart.load()
    expect(api.sent('DELETE my/cart/c1')).toHaveLength(1)
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', disposition: 'delete' })
    expect(storage.getItem(KEY)).toBeNull()
    expect(cleared).toHaveBeenCalledWith({ cartId: 'c1', reason: 'deleted' })
  })

  it('"A cart that expires in under 30 seconds is deleted"; 30 s itself is kept', async () => {
    const { api, cart } = withStoredCart()
    api.on('GET my/cart/c1', cartAnswer({ expires_in: 29 }), cartAnswer({ expires_in: 30 }))
    api.on('DELETE my/cart/c1', noContent())
    await cart.load()
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', disposition: 'deleteAndReload' })
    expect(api.sent('DELETE my/cart/c1')).toHaveLength(1)

    const again = withStoredCart()
    again.api.on('GET my/cart/c1', cartAnswer({ expires_in: 30 }))
    await again.cart.load()
    expect(again.cart.getSnapshot().status).toBe('ready')
  })

  it('"Loading an expired cart raises a cart-expired error": status expired (state expired, or 400 cart_expired)', async () => {
    const { api, cart, storefront } = withStoredCart()
    const cleared = vi.fn()
    storefront.events.on('cart:cleared', cleared)
    api.on('GET my/cart/c1', cartAnswer({ state: 'expired', expires_in: 0 }))
    await cart.load()
    expect(cart.getSnapshot()).toMatchObject({ status: 'expired', cartId: null })
    expect(cleared).toHaveBeenCalledWith({ cartId: 'c1', reason: 'expired' })

    const viaError = withStoredCart()
    viaError.api.on('GET my/cart/c1', errorBody(400, 'cart_expired', 'The cart has expired.'))
    await viaError.cart.load()
    expect(viaError.cart.getSnapshot().status).toBe('expired')
  })

  it('"no expiry, no held tickets and zero outstanding" is an already completed order: forgotten', async () => {
    const { api, cart } = withStoredCart()
    api.on(
      'GET my/cart/c1',
      cartAnswer(
        { state: 'completed', expires_in: null, expires_at: null, grand_totals: { total_outstanding: '0.00' } },
        [ticketRow('t1', { state: 'booked' })],
      ),
    )
    await cart.load()
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', disposition: 'completed', cartId: null })
  })

  it('calls §8: 404 clears the cart; 400 scope_error deletes it; another failure keeps the id and shows the error', async () => {
    const notFound = withStoredCart()
    notFound.api.on('GET my/cart/c1', errorBody(404, 'not_found', 'Resource cart not found.'))
    expect((await notFound.cart.load()).data).toBeNull()
    expect(notFound.cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null, error: null })
    expect(notFound.storage.getItem(KEY)).toBeNull()

    const scope = withStoredCart()
    scope.api.on('GET my/cart/c1', errorBody(400, 'scope_error', 'Wrong scope.'))
    scope.api.on('DELETE my/cart/c1', noContent())
    await scope.cart.load()
    expect(scope.api.sent('DELETE my/cart/c1')).toHaveLength(1)
    expect(scope.cart.getSnapshot().status).toBe('empty')

    const stripe = withStoredCart()
    stripe.api.on(
      'GET my/cart/c1',
      json({ _data: [{ _code: 'not_configured', _context: 'stripe_gateway', _description: 'No gateway' }] }, 400),
    )
    await stripe.cart.load()
    expect(stripe.cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null })

    const down = withStoredCart()
    down.api.on('GET my/cart/c1', errorBody(500, 'server_error', 'Down'))
    const result = await down.cart.load()
    expect(result.error?.code).toBe('server_error')
    expect(result.error?.messageKey).toBe('error.generic')
    expect(down.cart.getSnapshot()).toMatchObject({ status: 'error', cartId: 'c1' })
    expect(down.storage.getItem(KEY)).toBe('c1')
  })

  it('a reload (a new storefront over the same storage) finds the cart', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    first.api.on('POST my/cart/modify', cartAnswer())
    await first.cart.modify(reserveBody)
    first.storefront.dispose()

    const second = setup({ storage })
    expect(second.cart.getSnapshot()).toMatchObject({ status: 'idle', cartId: 'c1' })
    second.api.on('GET my/cart/c1', cartAnswer())
    await second.cart.load()
    expect(second.cart.getSnapshot().status).toBe('ready')
  })
})

describe('storefront §4: removing a cart item asks for confirmation', () => {
  const twoItems = () =>
    cartAnswer({}, [
      ticketRow('t1'),
      ticketRow('t2'),
      ticketRow('t9', {
        event_template_id: 'tour-event',
        event_session_id: 's-tour',
        ticket_type_id: 'tour',
        ticket_group_id: 'tours',
        face_value: '5.00',
      }),
    ])

  it('removeItem gives the plan and changes nothing; confirmRemoveItem removes the tickets with my/cart/{id}/modify remove', async () => {
    const { api, cart } = setup()
    api.on('POST my/cart/modify', twoItems())
    api.on(
      'POST my/cart/c1/modify',
      cartAnswer({}, [
        ticketRow('t9', {
          event_template_id: 'tour-event',
          event_session_id: 's-tour',
          ticket_type_id: 'tour',
          ticket_group_id: 'tours',
        }),
      ]),
    )
    await cart.modify(reserveBody)
    const itemId = 'general-admission:s-1000'
    expect(cart.removeItem(itemId)).toEqual({ confirm: true, action: 'removeTickets', ticketIds: ['t1', 't2'] })
    expect(api.requests).toHaveLength(1)
    expect(cart.removeItem('nope')).toBeNull()

    const result = await cart.confirmRemoveItem(itemId)
    expect(api.sent('POST my/cart/c1/modify')[0]?.body).toEqual({ remove: ['t1', 't2'] })
    expect(result.data?.tickets.map((t) => t.id)).toEqual(['t9'])
  })

  it('"Removing a dependency item … deletes the whole cart"', async () => {
    const { api, cart, storage } = setup()
    api.on('POST my/cart/modify', twoItems())
    api.on('DELETE my/cart/c1', noContent())
    await cart.modify(reserveBody)
    expect(cart.removeItem('tour-event:s-tour')).toMatchObject({ action: 'deleteCart' })
    const result = await cart.confirmRemoveItem('tour-event:s-tour')
    expect(result).toEqual({ data: null })
    expect(api.sent('DELETE my/cart/c1')).toHaveLength(1)
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null, items: [] })
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('"Removing … the only item deletes the whole cart"; not_found on delete is ignored (calls §8)', async () => {
    const { api, cart } = setup()
    api.on('POST my/cart/modify', cartAnswer())
    api.on('DELETE my/cart/c1', errorBody(404, 'not_found', 'Resource cart not found.'))
    await cart.modify(reserveBody)
    const result = await cart.confirmRemoveItem('general-admission:s-1000')
    expect(result).toEqual({ data: null })
    expect(cart.getSnapshot().status).toBe('empty')
  })

  it('clear() deletes the cart; a failed delete keeps it', async () => {
    const { api, cart } = setup()
    api.on('POST my/cart/modify', cartAnswer())
    api.on('DELETE my/cart/c1', errorBody(500, 'server_error'), noContent())
    await cart.modify(reserveBody)
    const failed = await cart.clear()
    expect(failed.error?.code).toBe('server_error')
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    expect(await cart.clear()).toEqual({ data: null })
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null })
  })
})

describe('calls §7 POST my/cart/{id}/apply_code', () => {
  it('applies a trimmed code; a refused code carries the promo message key (calls §8)', async () => {
    const { api, cart } = setup()
    expect((await cart.applyCode('PREVIEW')).error?.code).toBe('no_cart')
    api.on('POST my/cart/modify', cartAnswer())
    api.on('POST my/cart/c1/apply_code', errorBody(404, 'code_not_found', 'No such code.'), cartAnswer())
    api.on('GET my/cart/c1', cartAnswer())
    await cart.modify(reserveBody)
    const refused = await cart.applyCode(' NOPE ')
    expect(refused.error).toMatchObject({ code: 'code_not_found', messageKey: 'promo.invalidCode' })
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    const applied = await cart.applyCode(' PREVIEW ')
    expect(applied.data?.cart.id).toBe('c1')
    expect(api.sent('POST my/cart/c1/apply_code').map((r) => r.body)).toEqual([{ code: 'NOPE' }, { code: 'PREVIEW' }])
  })
})

describe('storefront §2 /transfer-cart: cart.transfer', () => {
  const owners = { publicIdentityId: 'public' }

  it('a cart owned by the public identity becomes the kept cart and goes to the next path, or /checkout (GET cart/{id} with the ticket_order embed)', async () => {
    const { api, cart, storage } = setup()
    api.on('GET cart/c1', cartAnswer())
    expect(await cart.transfer('c1', { owners, next: '/events/general-admission' })).toEqual({
      action: 'keep',
      to: '/events/general-admission',
    })
    expect(api.sent('GET cart/c1')[0]?.query._embed?.split(',')).toContain('ticket_order')
    // Uncached: the cart is read through the API base, not the cached prefix.
    expect(api.sent('GET cart/c1')[0]?.cached).toBe(false)
    expect(storage.getItem(KEY)).toBe('c1')
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready', cartId: 'c1' })
    expect(await cart.transfer('c1', { owners })).toEqual({ action: 'keep', to: '/checkout' })
  })

  it("another member's cart is not taken: the session's cart is cleared (not deleted) with 'This cart belongs to another member'", async () => {
    const storage = createMemoryStorage()
    storage.setItem(KEY, 'mine')
    const { api, cart } = setup({ storage })
    api.on('GET cart/theirs', cartAnswer({ id: 'theirs', identity_id: 'identity-ada' }))
    expect(await cart.transfer('theirs', { owners })).toEqual({
      action: 'refuse',
      messageKey: 'cart.belongsToAnotherMember',
      clearCart: true,
    })
    expect(storage.getItem(KEY)).toBeNull()
    expect(cart.getSnapshot()).toMatchObject({ status: 'empty', cartId: null })
    expect(api.sent('DELETE my/cart/mine')).toHaveLength(0)
    expect(api.sent('DELETE my/cart/theirs')).toHaveLength(0)
  })

  it('an already completed order goes to /checkout/complete?orderIds=', async () => {
    const { api, cart, storage } = setup()
    api.on(
      'GET cart/done',
      cartAnswer(
        { id: 'done', state: 'completed', expires_in: null, expires_at: null },
        [ticketRow('t1', { state: 'booked' })],
        { ticket_order: { _data: [{ id: 'o7' }, { id: 'o9' }] } },
      ),
    )
    expect(await cart.transfer('done', { owners })).toEqual({
      action: 'complete',
      orderIds: ['o7', 'o9'],
      to: '/checkout/complete?orderIds=o7,o9',
    })
    expect(storage.getItem(KEY)).toBeNull()
  })

  it("'404 Cart not found' clears the session's cart; '403 Access denied to cart' leaves it (calls §8 \"403 ignored on transfer\")", async () => {
    const storage = createMemoryStorage()
    storage.setItem(KEY, 'mine')
    const { api, cart } = setup({ storage })
    api.on('GET cart/locked', errorBody(403, 'forbidden', 'Access denied.'))
    expect(await cart.transfer('locked', { owners })).toEqual({
      action: 'refuse',
      messageKey: 'cart.accessDenied',
      clearCart: false,
    })
    expect(storage.getItem(KEY)).toBe('mine')
    api.on('GET cart/gone', errorBody(404, 'not_found', 'Resource cart not found.'))
    expect(await cart.transfer('gone', { owners })).toEqual({
      action: 'refuse',
      messageKey: 'cart.notFound',
      clearCart: true,
    })
    expect(storage.getItem(KEY)).toBeNull()
  })
})
