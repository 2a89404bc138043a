import { describe, expect, it } from 'vitest'
import {
  transferCartErrorOutcome,
  transferCartOutcome,
  transferNextPath,
  CART_EXTENSIONS_ALLOWED,
  CART_EXTENSION_MS,
  CART_FETCH_LIMIT,
  CART_IMAGE_SIZE,
  CART_RELOAD_UNDER_S,
  EXTENSION_PROMPT_BEFORE_S,
  LOCAL_EXPIRY_MARGIN_S,
  TIMER_CHECK_INTERVAL_MS,
  TIMER_SHOWN_UNDER_S,
  addedTickets,
  cartAnchorDate,
  cartDisposition,
  cartItems,
  cartLoadErrorHandling,
  cartQuery,
  cartStorageKey,
  cartTicketCount,
  cartTotals,
  extensionBody,
  isCartCurrent,
  isCartModifiable,
  isCartPartPaid,
  isIgnoredDeleteError,
  isTimerShown,
  localExpiresAt,
  readCart,
  removeItemPlan,
  secondsLeft,
  shouldPromptExtension,
  timerLevel,
} from './rules/index.js'
import type { Cart, CartContents, CartTicket } from './types'

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'c1',
    identity_id: 'public-1',
    state: 'pending',
    expires_in: 900,
    expires_at: '2025-06-02T14:15:00Z',
    currency_code: 'USD',
    grand_totals: { total_outstanding: '40.00' },
    ...overrides,
  }
}

function ticket(overrides: Partial<CartTicket> = {}): CartTicket {
  return {
    id: 't1',
    ticket_type_id: 'adult',
    ticket_group_id: 'ga',
    event_template_id: 'museum',
    event_session_id: 's1',
    face_value: '20.00',
    state: 'in_cart',
    ...overrides,
  }
}

function contents(tickets: CartTicket[], overrides: Partial<CartContents> = {}): CartContents {
  return {
    cart: cart(),
    tickets,
    ticketTypes: [
      { id: 'adult', name: 'Adult', ticket_group_id: 'ga', currency_amount: '20.00' },
      { id: 'child', name: 'Child', ticket_group_id: 'ga', currency_amount: '10.00' },
      { id: 'tour', name: 'Tour', ticket_group_id: 'tours', currency_amount: '5.00' },
      { id: 'member', name: 'Individual', ticket_group_id: 'levels', currency_amount: '80.00' },
    ],
    ticketGroups: [
      { id: 'ga', name: 'General admission', handler: 'tickets' },
      { id: 'tours', name: 'Tours', handler: 'tickets' },
      { id: 'levels', name: 'Membership levels', handler: 'membership' },
    ],
    sessions: [
      { id: 's1', start_datetime: '2025-06-02T14:00:00Z' },
      { id: 's2', start_datetime: '2025-06-02T18:00:00Z' },
    ],
    eventTemplates: [
      { id: 'museum', name: 'Museum admission', meta: { image_profile: 'img-9', image_profile_alt_text: 'The hall' } },
      { id: 'tour-event', name: 'Guided tour', meta: { tickets_must_match_anchor_tickets: 'true' } },
      { id: 'membership', name: 'Membership' },
    ],
    cartMods: [],
    scheduledPayments: [],
    payments: [],
    ...overrides,
  }
}

describe('calls §9 cart constants', () => {
  it('Cart fetch and rules limit: 1000', () => expect(CART_FETCH_LIMIT).toBe(1000))
  it('Local expiry: expires_in minus 5 s', () => expect(LOCAL_EXPIRY_MARGIN_S).toBe(5))
  it('reload if under 30 s', () => expect(CART_RELOAD_UNDER_S).toBe(30))
  it('Cart extension: 2 minutes, once', () => {
    expect(CART_EXTENSION_MS).toBe(120_000)
    expect(CART_EXTENSIONS_ALLOWED).toBe(1)
  })
  it('Extension prompt: 60 s before expiry', () => expect(EXTENSION_PROMPT_BEFORE_S).toBe(60))
  it('Expiry timer shown: under 20 minutes; checked every 1 s', () => {
    expect(TIMER_SHOWN_UNDER_S).toBe(1200)
    expect(TIMER_CHECK_INTERVAL_MS).toBe(1000)
  })
  it('cart image 64 by 51', () => expect(CART_IMAGE_SIZE).toEqual({ width: 64, height: 51 }))
})

describe('calls §7 GET cart', () => {
  it('asks for 1000 rows with the embeds and the config name filter', () => {
    const query = cartQuery()
    expect(query._limit).toBe(CART_FETCH_LIMIT)
    expect(query._embed.split(',')).toEqual(
      expect.arrayContaining([
        'identity',
        'ticket',
        'ticket_type',
        'ticket_group',
        'event_session',
        'event_template',
        'venue',
        'config',
        'meta',
        'scheduled_payment',
        'seller',
      ]),
    )
    expect(query['config.name._in']).toBe('image,web.session_picker_tabs')
    expect(query._all_tickets).toBeUndefined()
  })
  it('has the _all_tickets and ticket_order variants', () => {
    expect(cartQuery({ allTickets: true })._all_tickets).toBe(true)
    expect(cartQuery({ ticketOrders: true })._embed.split(',')).toContain('ticket_order')
  })
  it('reads cart._data[0] with expires_in and the embedded rows', () => {
    const body = {
      cart: { _data: [cart({ expires_in: 600 })] },
      ticket: { _data: [ticket()] },
      ticket_type: { _data: [{ id: 'adult', name: 'Adult', ticket_group_id: 'ga' }] },
      event_template: { _data: [{ id: 'museum', name: 'Museum admission' }] },
    }
    const read = readCart(body)
    expect(read?.cart.expires_in).toBe(600)
    expect(read?.tickets).toHaveLength(1)
    expect(read?.ticketTypes).toHaveLength(1)
    expect(read?.ticketGroups).toEqual([])
    expect(readCart({ cart: { _data: [] } })).toBeNull()
    expect(readCart(null)).toBeNull()
  })
})

describe('storefront §4 Cart: which carts are kept, cleared or deleted', () => {
  it('only a pending cart with tickets is kept', () => {
    expect(cartDisposition(cart(), [ticket()])).toBe('keep')
  })
  it('a non-pending cart is cleared; an expired one raises the cart-expired flow', () => {
    expect(cartDisposition(cart({ state: 'checked_out' }), [ticket()])).toBe('clear')
    expect(cartDisposition(cart({ state: 'expired' }), [ticket()])).toBe('expired')
  })
  it('a pending cart with no tickets is deleted (held tickets only)', () => {
    expect(cartDisposition(cart(), [])).toBe('delete')
    expect(cartDisposition(cart(), [ticket({ state: 'booked' })])).toBe('delete')
  })
  it('a cart that expires in under 30 seconds is deleted and reloaded', () => {
    expect(cartDisposition(cart({ expires_in: 29 }), [ticket()])).toBe('deleteAndReload')
    expect(cartDisposition(cart({ expires_in: 30 }), [ticket()])).toBe('keep')
  })
  it('no expiry, no held tickets and zero outstanding is an already completed order', () => {
    const done = cart({
      state: 'checked_out',
      expires_in: null,
      expires_at: null,
      grand_totals: { total_outstanding: '0.00' },
    })
    expect(cartDisposition(done, [ticket({ state: 'booked' })])).toBe('completed')
    expect(cartDisposition({ ...done, grand_totals: { total_outstanding: '5.00' } }, [])).toBe('clear')
    expect(cartDisposition({ ...done, expires_in: 100 }, [])).toBe('clear')
  })
  it('a pending cart is modifiable only if owned by the public identity or the authenticated user', () => {
    expect(isCartModifiable(cart(), { publicIdentityId: 'public-1' })).toBe(true)
    expect(
      isCartModifiable(cart({ identity_id: 42 as unknown as string }), {
        publicIdentityId: 'public-1',
        userIdentityId: '42',
      }),
    ).toBe(true)
    expect(
      isCartModifiable(cart({ identity_id: 'someone' }), { publicIdentityId: 'public-1', userIdentityId: '42' }),
    ).toBe(false)
    expect(isCartModifiable(cart({ state: 'expired' }), { publicIdentityId: 'public-1' })).toBe(false)
  })
  it('storefront §4 Scheduled payment: a pending cart without expiry and with payments made holds a part-paid order', () => {
    const partPaid = cart({ expires_in: null, grand_totals: { total_outstanding: '100.00', total_payments: '60.00' } })
    expect(isCartPartPaid(partPaid)).toBe(true)
    expect(isCartPartPaid({ ...partPaid, expires_in: 600 })).toBe(false)
    expect(isCartPartPaid({ ...partPaid, grand_totals: { total_outstanding: '160.00', total_payments: '0.00' } })).toBe(
      false,
    )
    expect(isCartPartPaid({ ...partPaid, state: 'complete' })).toBe(false)
  })
})

describe('calls §8 Cart load', () => {
  it('400 scope_error deletes and reloads', () => {
    expect(cartLoadErrorHandling({ code: 'scope_error', status: 400 })).toBe('deleteAndReload')
  })
  it('404, or 400 not_configured in context stripe_gateway, clears the cart', () => {
    expect(cartLoadErrorHandling({ code: 'not_found', status: 404 })).toBe('clearCart')
    expect(cartLoadErrorHandling({ code: 'not_configured', context: 'stripe_gateway', status: 400 })).toBe('clearCart')
    expect(cartLoadErrorHandling({ code: 'not_configured', context: 'other', status: 400 })).toBe('show')
  })
  it('cart_expired runs the expiry flow; 403 is ignored on transfer only', () => {
    expect(cartLoadErrorHandling({ code: 'cart_expired', status: 400 })).toBe('cartExpired')
    expect(cartLoadErrorHandling({ code: 'forbidden', status: 403 }, { transfer: true })).toBe('ignore')
    expect(cartLoadErrorHandling({ code: 'forbidden', status: 403 })).toBe('show')
    expect(cartLoadErrorHandling({ code: 'scope_error', status: 400 }, { transfer: true })).toBe('deleteAndReload')
  })
  it('delete cart not_found is ignored', () => {
    expect(isIgnoredDeleteError({ code: 'not_found', status: 404 })).toBe(true)
    expect(isIgnoredDeleteError({ code: 'server_error', status: 500 })).toBe(false)
  })
})

describe('storefront §4 local expiry and timer (calls §9)', () => {
  const now = Date.parse('2025-06-02T14:00:00Z')
  it('local expiry is expires_in minus 5 seconds after the answer', () => {
    expect(localExpiresAt(900, now) - now).toBe(895_000)
  })
  it('a cart is current if it exists and the local expiry is in the future', () => {
    expect(isCartCurrent(now + 1, now)).toBe(true)
    expect(isCartCurrent(now, now)).toBe(false)
    expect(isCartCurrent(null, now)).toBe(false)
  })
  it('counts whole seconds left', () => {
    expect(secondsLeft(now + 1500, now)).toBe(2)
    expect(secondsLeft(now - 5000, now)).toBe(0)
  })
  it('the timer shows when under 20 minutes remain', () => {
    expect(isTimerShown(1199)).toBe(true)
    expect(isTimerShown(1200)).toBe(false)
  })
  it('colours: info above 5 min, warning 2 to 5 min, error under 2 min; critical at 30 s with extend_cart_timer', () => {
    expect(timerLevel(301)).toBe('info')
    expect(timerLevel(300)).toBe('warning')
    expect(timerLevel(120)).toBe('warning')
    expect(timerLevel(119)).toBe('error')
    expect(timerLevel(30)).toBe('error')
    expect(timerLevel(30, { extendCartTimer: true })).toBe('critical')
    expect(timerLevel(31, { extendCartTimer: true })).toBe('error')
  })
  it('the extension prompt appears about 60 s before expiry unless declined, and only once', () => {
    expect(shouldPromptExtension({ seconds: 60, declined: false, extensionsUsed: 0 })).toBe(true)
    expect(shouldPromptExtension({ seconds: 61, declined: false, extensionsUsed: 0 })).toBe(false)
    expect(shouldPromptExtension({ seconds: 30, declined: true, extensionsUsed: 0 })).toBe(false)
    expect(shouldPromptExtension({ seconds: 30, declined: false, extensionsUsed: 1 })).toBe(false)
    expect(shouldPromptExtension({ seconds: 0, declined: false, extensionsUsed: 0 })).toBe(false)
  })
  it('extending asks for the current expiry plus 2 minutes (calls §7 PATCH my/cart/{id})', () => {
    expect(extensionBody('2025-06-02T14:15:00Z')).toEqual({ expires_at: '2025-06-02T14:17:00.000Z' })
  })
})

describe('storefront §3 Cart item (widget)', () => {
  const location = { apiBase: 'https://api.example/api/v1', seller: 'demo-museum' }
  const tickets = [
    ticket({ id: 't1' }),
    ticket({ id: 't2' }),
    ticket({ id: 't3', ticket_type_id: 'child', face_value: '10.00' }),
    ticket({
      id: 't4',
      event_template_id: 'tour-event',
      ticket_type_id: 'tour',
      ticket_group_id: 'tours',
      event_session_id: 's2',
      face_value: '5.00',
    }),
    ticket({ id: 't5', state: 'booked' }),
  ]

  it('groups held tickets by event session with a line per type', () => {
    const items = cartItems(contents(tickets), { imageLocation: location })
    expect(items.map((i) => i.id)).toEqual(['museum:s1', 'tour-event:s2'])
    const [museum] = items
    expect(museum).toMatchObject({
      name: 'Museum admission',
      ticketIds: ['t1', 't2', 't3'],
      isAnchor: true,
      isDependency: false,
      isMembershipEvent: false,
      sessionId: 's1',
      startDatetime: '2025-06-02T14:00:00Z',
    })
    expect(museum?.types).toEqual([
      {
        ticketCount: 2,
        name: 'Adult',
        totalPrice: '40.00',
        group: { id: 'ga', name: 'General admission' },
        type: { id: 'adult', name: 'Adult' },
      },
      {
        ticketCount: 1,
        name: 'Child',
        totalPrice: '10.00',
        group: { id: 'ga', name: 'General admission' },
        type: { id: 'child', name: 'Child' },
      },
    ])
    expect(museum?.image).toEqual({
      url: 'https://api.example/api/v1/images/img-9?sizex=128&sizey=102&shrinkonly=1&_seller=demo-museum',
      alt: 'The hall',
    })
    expect(cartTicketCount(contents(tickets))).toBe(4)
  })
  it('marks an upsell chained to an anchor as a dependency, and a membership as such', () => {
    const items = cartItems(
      contents([
        ...tickets,
        ticket({
          id: 't6',
          event_template_id: 'membership',
          ticket_type_id: 'member',
          ticket_group_id: 'levels',
          event_session_id: null,
          face_value: '80.00',
        }),
      ]),
    )
    expect(items.find((i) => i.id === 'tour-event:s2')).toMatchObject({ isDependency: true, isAnchor: false })
    expect(items.find((i) => i.id === 'membership:any')).toMatchObject({
      isMembershipEvent: true,
      isAnchor: false,
      sessionId: null,
      image: null,
    })
  })
  it('an undated product (event_type other: gift cards, donations) has no date and is no anchor, even in an open session', () => {
    // storefront §4 Reserve flow: 'any' (flexible) has no date; the server may still hold such tickets in an
    // open session with a start time, which must not show as a date nor be preselected as the anchor date.
    const items = cartItems(
      contents(
        [ticket({ id: 't7', event_template_id: 'gift-cards', ticket_type_id: 'adult', event_session_id: 'open' })],
        {
          sessions: [{ id: 'open', start_datetime: '2025-06-02T04:00:00Z' }],
          eventTemplates: [{ id: 'gift-cards', name: 'Gift Cards', event_type: 'other' }],
        },
      ),
    )
    expect(items[0]).toMatchObject({ isAnchor: false, startDatetime: null })
    expect(cartAnchorDate(items, 'America/New_York')).toBeNull()
  })
  it('the cart anchor date is the earliest anchor session’s date in venue time', () => {
    const items = cartItems(contents(tickets))
    expect(cartAnchorDate(items, 'America/New_York')).toBe('2025-06-02')
    expect(cartAnchorDate(items, 'Asia/Tokyo')).toBe('2025-06-02')
    expect(
      cartAnchorDate(
        items.filter((i) => !i.isAnchor),
        'America/New_York',
      ),
    ).toBeNull()
  })
})

describe('storefront §4: removing a cart item asks for confirmation', () => {
  const items = cartItems(
    contents([
      ticket({ id: 't1' }),
      ticket({ id: 't2', event_session_id: 's2' }),
      ticket({
        id: 't4',
        event_template_id: 'tour-event',
        ticket_type_id: 'tour',
        ticket_group_id: 'tours',
        event_session_id: 's2',
      }),
    ]),
  )
  it('removes the tickets of an ordinary item', () => {
    expect(removeItemPlan(items, 'museum:s1')).toEqual({ confirm: true, action: 'removeTickets', ticketIds: ['t1'] })
  })
  it('removing a dependency item deletes the whole cart', () => {
    expect(removeItemPlan(items, 'tour-event:s2')).toEqual({ confirm: true, action: 'deleteCart', ticketIds: ['t4'] })
  })
  it('removing the only item deletes the whole cart', () => {
    const only = items.filter((i) => i.id === 'museum:s1')
    expect(removeItemPlan(only, 'museum:s1')).toMatchObject({ action: 'deleteCart' })
  })
  it('an unknown item gives no plan', () => {
    expect(removeItemPlan(items, 'nope')).toBeNull()
  })
})

describe('storefront §3 Cart totals (storefront §2 Cart widget)', () => {
  it("reads face value, fees, discounts and 'Total to pay' (total_outstanding) by name, with the held ticket count", () => {
    const loaded = contents([ticket(), ticket({ id: 't2' }), ticket({ id: 't3', state: 'cancelled' })], {
      cart: cart({
        face_value: '40.00',
        grand_totals: {
          total_before_cartmod_price: '46.20',
          total_fee_fixed_outside: '3.00',
          total_fee_percent_outside: '3.20',
          total_cartmod_amount: '-5.00',
          total_payments: '10.00',
          total_outstanding: '31.20',
        },
      }),
    })
    expect(cartTotals(loaded)).toEqual({
      currency: 'USD',
      faceValue: '40.00',
      totalBeforeCartmods: '46.20',
      feeFixed: '3.00',
      feePercent: '3.20',
      discounts: '-5.00',
      payments: '10.00',
      outstanding: '31.20',
      giftCards: '0.00',
      totalToPay: '31.20',
      ticketCount: 2,
    })
  })
  it("the pending gift card payments come off 'Total to pay' (storefront §3 pending gift card payments)", () => {
    const loaded = contents([ticket()], { cart: cart({ grand_totals: { total_outstanding: '31.20' } }) })
    const totals = cartTotals(loaded, [{ cardNumber: 'G1', paymentAmount: '25.00', remainingBalance: '0.00' }])
    expect([totals.outstanding, totals.giftCards, totals.totalToPay]).toEqual(['31.20', '25.00', '6.20'])
  })
  it('a total the cart does not send is null', () => {
    const totals = cartTotals(contents([], { cart: cart({ grand_totals: {}, currency_code: undefined }) }))
    expect(totals.outstanding).toBeNull()
    expect(totals.totalToPay).toBeNull()
    expect(totals.currency).toBeNull()
    expect(totals.ticketCount).toBe(0)
  })
})

describe('storefront §4 Cart: the cart id is kept per seller', () => {
  it('names one storage key per seller', () => {
    expect(cartStorageKey('demo-museum')).toBe('foyer:demo-museum:cart-id')
    expect(cartStorageKey('other')).not.toBe(cartStorageKey('demo-museum'))
  })
  it('addedTickets: the held tickets an answer has that the cart did not hold before', () => {
    const before = [ticket({ id: 't1' })]
    const after = [ticket({ id: 't1' }), ticket({ id: 't2' }), ticket({ id: 't3', state: 'cancelled' })]
    expect(addedTickets(before, after).map((t) => t.id)).toEqual(['t2'])
    expect(addedTickets([], after).map((t) => t.id)).toEqual(['t1', 't2'])
  })
})

describe('storefront §2 /transfer-cart rules', () => {
  const owners = { publicIdentityId: 'public', userIdentityId: 'member-1' }
  const pending = {
    id: 'c1',
    state: 'pending',
    identity_id: 'public',
    expires_in: 600,
    grand_totals: { total_outstanding: '20.00' },
  }
  const held = [{ id: 't1', ticket_type_id: 'a', state: 'in_cart' }]

  it('"If the cart is owned by the public identity, go to the next path from the query or /checkout"', () => {
    expect(transferCartOutcome({ cart: pending, tickets: held, orderIds: [] }, owners, '/events/7?select=a')).toEqual({
      action: 'keep',
      to: '/events/7?select=a',
    })
    expect(transferCartOutcome({ cart: pending, tickets: held, orderIds: [] }, owners, null)).toEqual({
      action: 'keep',
      to: '/checkout',
    })
    // Decision: the logged-in user's own cart is the session's too.
    expect(
      transferCartOutcome({ cart: { ...pending, identity_id: 'member-1' }, tickets: held, orderIds: [] }, owners)
        .action,
    ).toBe('keep')
  })

  it('"Otherwise clear the cart and show \'This cart belongs to another member\'"', () => {
    expect(
      transferCartOutcome({ cart: { ...pending, identity_id: 'identity-ada' }, tickets: held, orderIds: [] }, owners),
    ).toEqual({
      action: 'refuse',
      messageKey: 'cart.belongsToAnotherMember',
      clearCart: true,
    })
    // No public identity known: nobody's cart can be told to be the session's.
    expect(transferCartOutcome({ cart: pending, tickets: held, orderIds: [] }, {}).action).toBe('refuse')
  })

  it('"If the order is already complete, go to /checkout/complete?orderIds=" (also a cart storefront §4 treats as completed)', () => {
    const done = { id: 'c1', state: 'completed', identity_id: 'identity-ada', expires_in: null }
    expect(transferCartOutcome({ cart: done, tickets: [], orderIds: ['5', '6'] }, owners)).toEqual({
      action: 'complete',
      orderIds: ['5', '6'],
      to: '/checkout/complete?orderIds=5,6',
    })
    const noExpiry = {
      id: 'c1',
      state: 'pending',
      identity_id: 'public',
      expires_in: null,
      grand_totals: { total_outstanding: '0.00' },
    }
    expect(transferCartOutcome({ cart: noExpiry, tickets: [], orderIds: ['8'] }, owners).action).toBe('complete')
    // Completed but no order known: nothing to confirm; an owned cart is then kept as any other.
    expect(transferCartOutcome({ cart: noExpiry, tickets: [], orderIds: [] }, owners).action).toBe('keep')
  })

  it('the next path must stay inside the storefront (no open redirect)', () => {
    expect(transferNextPath('/membership/renew')).toBe('/membership/renew')
    expect(transferNextPath('//evil.example/x')).toBe('/checkout')
    expect(transferNextPath('https://evil.example')).toBe('/checkout')
    expect(transferNextPath('/\\evil.example')).toBe('/checkout')
    // A tab or newline inside is dropped by the browser: '/\t/evil.example' would be '//evil.example'.
    expect(transferNextPath('/\t/evil.example')).toBe('/checkout')
    expect(transferNextPath('/\n/evil.example')).toBe('/checkout')
    expect(transferNextPath('')).toBe('/checkout')
  })

  it("errors: '403 Access denied to cart' keeps the session's cart, '404 Cart not found' clears it, others show their message", () => {
    expect(transferCartErrorOutcome({ code: 'forbidden', status: 403 })).toEqual({
      action: 'refuse',
      messageKey: 'cart.accessDenied',
      clearCart: false,
    })
    expect(transferCartErrorOutcome({ code: 'not_found', status: 404 })).toEqual({
      action: 'refuse',
      messageKey: 'cart.notFound',
      clearCart: true,
    })
    expect(
      transferCartErrorOutcome({ code: 'bad_gateway', status: 502, messageKey: 'error.generic', description: null }),
    ).toEqual({
      action: 'refuse',
      messageKey: 'error.generic',
      clearCart: false,
      description: null,
    })
  })
})
