import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { isStorefrontPath, stripSellerBase, stripTrailingSlash, withSellerBase } from './location'
import { buildPath, buildQuery, getRoute, matchRoute, routes, type RouteName, type RouteParams } from './routes'

const nameOf = (pathname: string) => matchRoute(pathname)?.route.name ?? null

describe('route table (storefront §2, calls §2)', () => {
  it('holds every route the spec names', () => {
    const names = routes.map((r) => r.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'home',
        'events',
        'event',
        'eventAction',
        'transferCart',
        'checkout',
        'checkoutComplete',
        'checkoutPending',
        'membership',
        'membershipRenew',
        'membershipRedeem',
        'my',
        'myMembership',
        'myProfile',
        'myUpcoming',
        'myUpcomingSession',
        'myOrders',
        'myOrder',
        'userForgotMembership',
        'userForgotPassword',
        'userResetPassword',
        'userSetEmailAddress',
        'resend',
        'manageCancelAutoRenew',
        'manage',
        'manageConfirm',
        'manageReschedule',
        'logout',
        'authCallback',
        'notFound',
        'stories',
      ]),
    )
    expect(new Set(names).size).toBe(names.length)
  })

  it.each<[string, RouteName, Record<string, string>]>([
    ['/', 'home', {}],
    ['/events', 'events', {}],
    ['/events/42', 'event', { id: '42' }],
    ['/events/42/gift', 'eventAction', { id: '42', action: 'gift' }],
    ['/events/42/renew', 'eventAction', { id: '42', action: 'renew' }],
    ['/transfer-cart/c1', 'transferCart', { cartId: 'c1' }],
    ['/checkout', 'checkout', {}],
    ['/checkout/c1', 'checkout', { cartId: 'c1' }],
    ['/checkout/complete', 'checkoutComplete', {}],
    ['/checkout/pending/c1', 'checkoutPending', { cartId: 'c1' }],
    ['/membership', 'membership', {}],
    ['/membership/gift', 'membership', { action: 'gift' }],
    ['/membership/renew', 'membershipRenew', {}],
    ['/membership/redeem', 'membershipRedeem', {}],
    ['/my', 'my', {}],
    ['/my/membership', 'myMembership', {}],
    ['/my/profile', 'myProfile', {}],
    ['/my/upcoming', 'myUpcoming', {}],
    ['/my/upcoming/session/9', 'myUpcomingSession', { id: '9' }],
    ['/my/orders', 'myOrders', {}],
    ['/my/orders/7', 'myOrder', { id: '7' }],
    ['/user/forgot-membership', 'userForgotMembership', {}],
    ['/user/forgot-password', 'userForgotPassword', {}],
    ['/user/reset-password', 'userResetPassword', {}],
    ['/user/set-email-address', 'userSetEmailAddress', {}],
    ['/resend', 'resend', {}],
    ['/manage/5/cancel-auto-renew', 'manageCancelAutoRenew', { ticketOrderId: '5' }],
    ['/manage/5', 'manage', { id: '5' }],
    ['/manage/5/confirm', 'manageConfirm', { orderId: '5' }],
    ['/manage/5/reschedule/12', 'manageReschedule', { orderId: '5', sessionId: '12' }],
    ['/logout', 'logout', {}],
    ['/auth/callback', 'authCallback', {}],
    ['/_stories', 'stories', {}],
    ['/error/404', 'notFound', {}],
  ])('%s → %s', (pathname, name, params) => {
    expect(matchRoute(pathname)).toEqual({ route: getRoute(name), params })
  })

  it('the event action is gift or renew only (storefront §2)', () => {
    expect(matchRoute('/events/42/buy')).toBeNull()
    expect(matchRoute('/membership/buy')).toBeNull()
  })

  it('anything else is the catch-all 404 (null)', () => {
    for (const path of ['/nope', '/events/1/gift/extra', '/checkout/c1/x', '/manage', '/my/other']) {
      expect(nameOf(path), path).toBeNull()
    }
  })

  it('/_stories exists only outside production (storefront §2)', () => {
    expect(matchRoute('/_stories', { production: true })).toBeNull()
    expect(matchRoute('/_stories', { production: false })?.route.name).toBe('stories')
  })

  it('decodes parameters', () => {
    expect(matchRoute('/events/a%20b')?.params).toEqual({ id: 'a b' })
    expect(matchRoute('/events/%E0%A4%A')).toBeNull()
  })
})

describe('buildPath', () => {
  it('fills parameters and writes the query, comma lists readable', () => {
    expect(buildPath('home')).toBe('/')
    expect(buildPath('events', {}, { category: 'Tours & Talks', date: 'today' })).toBe(
      '/events?category=Tours%20%26%20Talks&date=today',
    )
    expect(buildPath('checkoutComplete', {}, { orderIds: ['7', 9] })).toBe('/checkout/complete?orderIds=7,9')
    expect(buildPath('checkout', {})).toBe('/checkout')
    expect(buildPath('checkout', { cartId: 'c1' }, { purchaser: 'p' })).toBe('/checkout/c1?purchaser=p')
    expect(buildPath('eventAction', { id: '3', action: 'gift' })).toBe('/events/3/gift')
    expect(buildPath('manageReschedule', { orderId: '5', sessionId: '12' })).toBe('/manage/5/reschedule/12')
    expect(buildPath('userResetPassword', {}, { token: 'a/b' })).toBe('/user/reset-password?token=a%2Fb')
  })

  it('types the parameters from the pattern (checked by tsc)', () => {
    expectTypeOf<RouteParams<'eventAction'>>().toEqualTypeOf<{ id: string; action: string }>()
    expectTypeOf<RouteParams<'checkout'>>().toEqualTypeOf<{ cartId?: string }>()
    expectTypeOf<RouteParams<'manageReschedule'>>().toEqualTypeOf<{ orderId: string; sessionId: string }>()
    // @ts-expect-error sessionId is required
    expect(() => buildPath('manageReschedule', { orderId: '1' })).toThrow(/sessionId/)
  })

  it('leaves out null, undefined, false and empty lists; true is a bare flag', () => {
    expect(buildQuery({ a: null, b: undefined, c: false, d: [], login: true, e: 0 })).toBe('?login&e=0')
  })

  it('a missing parameter or a value the route refuses is a bug', () => {
    // @ts-expect-error id is required
    expect(() => buildPath('event', {})).toThrow(/"id" is required/)
    expect(() => buildPath('eventAction', { id: '1', action: 'buy' })).toThrow(/gift, renew/)
  })

  it('property: matchRoute reads back what buildPath writes', () => {
    const id = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')
    fc.assert(
      fc.property(id, id, fc.constantFrom('gift', 'renew'), (a, b, action) => {
        expect(matchRoute(buildPath('event', { id: a }))).toEqual({ route: getRoute('event'), params: { id: a } })
        expect(matchRoute(buildPath('eventAction', { id: a, action }))?.params).toEqual({ id: a, action })
        expect(matchRoute(buildPath('manageReschedule', { orderId: a, sessionId: b }))?.params).toEqual({
          orderId: a,
          sessionId: b,
        })
        expect(matchRoute(buildPath('myOrder', { id: b }))?.route.name).toBe('myOrder')
      }),
    )
  })
})

describe('seller base and trailing slashes (storefront §2: "The base is the seller slug and trailing slashes are stripped")', () => {
  it('adds and strips the base', () => {
    expect(withSellerBase('/', 'demo')).toBe('/demo')
    expect(withSellerBase('/events?date=today', 'demo')).toBe('/demo/events?date=today')
    expect(withSellerBase('/events', null)).toBe('/events')
    expect(stripSellerBase('/demo', 'demo')).toBe('/')
    expect(stripSellerBase('/demo/events/1', 'demo')).toBe('/events/1')
    expect(stripSellerBase('/demolition/events', 'demo')).toBeNull()
    expect(stripSellerBase('/other', 'demo')).toBeNull()
    expect(stripSellerBase('/events', undefined)).toBe('/events')
  })

  it('strips trailing slashes', () => {
    expect(stripTrailingSlash('/demo/events/')).toBe('/demo/events')
    expect(stripTrailingSlash('/demo//')).toBe('/demo')
    expect(stripTrailingSlash('/')).toBe('/')
  })

  it('property: stripSellerBase undoes withSellerBase for every built path', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/)
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
    fc.assert(
      fc.property(slug, id, (seller, eventId) => {
        for (const path of ['/', buildPath('events'), buildPath('event', { id: eventId })]) {
          expect(stripSellerBase(withSellerBase(path, seller), seller)).toBe(path)
        }
      }),
    )
  })
})

describe('isStorefrontPath: where a visitor may be sent (issue 10.6, an open-redirect corpus)', () => {
  const offOrigin = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    ' //evil.example',
    'evil.example',
    '',
  ]
  it.each(offOrigin.map((path) => [JSON.stringify(path), path]))('refuses %s', (_, path) => {
    expect(isStorefrontPath(path)).toBe(false)
  })
  it('accepts paths inside the storefront, query and fragment included', () => {
    for (const path of ['/', '/events', '/events/7?date=2026-03-11', '/checkout#pay', '/%2F%2Fevil.example'])
      expect(isStorefrontPath(path), path).toBe(true)
  })
  it('whatever it accepts stays on the page origin, as a browser resolves it (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), (tail) => {
        const path = `/${tail}`
        if (!isStorefrontPath(path)) return
        expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example')
      }),
      { numRuns: 2_000 },
    )
  })
})
