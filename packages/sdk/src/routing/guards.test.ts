import { describe, expect, it } from 'vitest'
import {
  accountRecoveryGuard,
  checkoutCompleteGuard,
  eventsGuard,
  homeGuard,
  loginFlagGuard,
  loginQueryGuard,
  manageBlockedMessage,
  manageGuard,
  managePage,
  membershipGuard,
  membershipRedeemGuard,
  myGuard,
  readOtp,
  runGuards,
  sellerPrefixGuard,
  trailingSlashGuard,
  type GuardContext,
} from './guards'

const seller = 'demo'
const at = (pathname: string, search = '') => ({ pathname: `/${seller}${pathname === '/' ? '' : pathname}`, search })
const base: GuardContext = { seller }

describe('URL shape (storefront §2)', () => {
  it('trailing slashes are stripped, query kept', () => {
    expect(trailingSlashGuard({ pathname: '/demo/events/', search: '?date=today' }, base)).toEqual({
      type: 'replace',
      to: '/demo/events?date=today',
    })
    expect(trailingSlashGuard({ pathname: '/demo/events' }, base)).toBeNull()
    expect(runGuards({ pathname: '/demo/' }, { ...base, membershipPresell: true })).toEqual({
      type: 'replace',
      to: '/demo',
    })
  })

  it('a path outside the seller base goes under it', () => {
    expect(sellerPrefixGuard({ pathname: '/events', search: '?x=1' }, base)).toEqual({
      type: 'redirect',
      to: '/demo/events?x=1',
    })
    expect(sellerPrefixGuard({ pathname: '/' }, base)).toEqual({ type: 'redirect', to: '/demo' })
    expect(sellerPrefixGuard(at('/events'), base)).toBeNull()
  })

  it('a required seller prefix goes to the configured target', () => {
    const required = { ...base, sellerPrefix: { required: true, redirectTo: 'https://venue.example/' } }
    expect(sellerPrefixGuard({ pathname: '/' }, required)).toEqual({ type: 'external', url: 'https://venue.example/' })
    const internal = { ...base, sellerPrefix: { required: true, redirectTo: '/demo/events' } }
    expect(sellerPrefixGuard({ pathname: '/x' }, internal)).toEqual({ type: 'redirect', to: '/demo/events' })
  })

  it('an unknown path is not found (storefront §2 catch-all)', () => {
    expect(runGuards(at('/nowhere'), base)).toEqual({ type: 'notFound' })
    expect(runGuards(at('/_stories'), { ...base, production: true })).toEqual({ type: 'notFound' })
    expect(runGuards(at('/_stories'), base)).toBeNull()
  })
})

describe('otp query (storefront §2: "read from the route and then removed from the URL")', () => {
  it('returns the otp and the URL without it', () => {
    expect(readOtp({ pathname: '/demo/events', search: '?otp=123456&date=today' })).toEqual({
      otp: '123456',
      to: '/demo/events?date=today',
    })
    expect(readOtp({ pathname: '/demo', search: '?otp=654321' })).toEqual({ otp: '654321', to: '/demo' })
    expect(readOtp({ pathname: '/demo', search: '?date=today' })).toBeNull()
  })

  it('runGuards replaces the URL and hands the otp over', () => {
    expect(runGuards(at('/events', '?otp=111111'), base)).toEqual({
      type: 'replace',
      to: '/demo/events',
      otp: '111111',
    })
  })
})

describe('login from the query (storefront §2 Navigation guards)', () => {
  it('member_code, zip_code and login.* trigger a login attempt with those values', () => {
    expect(
      loginQueryGuard(at('/events', '?member_code=M1&zip_code=12345&login.last_name=Lovelace&date=today'), base),
    ).toEqual({
      type: 'login',
      mode: 'attempt',
      values: { member_code: 'M1', zip_code: '12345', last_name: 'Lovelace' },
      to: '/demo/events?date=today',
      returnTo: '/demo/events?date=today',
    })
  })

  it('a logged-in user only gets the cleaned URL', () => {
    expect(loginQueryGuard(at('/events', '?member_code=M1'), { ...base, loggedIn: true })).toEqual({
      type: 'replace',
      to: '/demo/events',
    })
  })

  it('flags login, requirelogin and auth_callback trigger the login modal or login', () => {
    expect(loginFlagGuard(at('/events/4', '?login'), base)).toMatchObject({
      type: 'login',
      mode: 'modal',
      to: '/demo/events/4',
    })
    expect(loginFlagGuard(at('/my', '?requirelogin=1'), base)).toMatchObject({
      type: 'login',
      mode: 'required',
      to: '/demo/my',
    })
    expect(loginFlagGuard(at('/', '?auth_callback=1&x=2'), { ...base, loggedIn: true })).toMatchObject({
      type: 'login',
      mode: 'callback',
      to: '/demo?x=2',
    })
    // The external login's one-time token is handed over and leaves the URL.
    expect(loginFlagGuard(at('/events', '?auth_callback&token=sso-1&x=2'), base)).toEqual({
      type: 'login',
      mode: 'callback',
      values: { token: 'sso-1' },
      to: '/demo/events?x=2',
      returnTo: '/demo/events?x=2',
    })
    expect(loginFlagGuard(at('/events', '?login'), { ...base, loggedIn: true })).toEqual({
      type: 'replace',
      to: '/demo/events',
    })
    expect(loginFlagGuard(at('/events'), base)).toBeNull()
  })
})

describe('home (storefront §2 /)', () => {
  it('redirects to /events/{admission event id} unless membership presell is on', () => {
    expect(homeGuard(at('/'), { ...base, admissionEventId: '7' })).toEqual({ type: 'redirect', to: '/demo/events/7' })
    expect(homeGuard(at('/'), { ...base, admissionEventId: '7', loggedIn: true })).toEqual({
      type: 'redirect',
      to: '/demo/events/7',
    })
    expect(homeGuard(at('/'), base)).toEqual({ type: 'redirect', to: '/demo/events' })
  })

  it('with presell, a visitor sees home and a logged-in user goes straight to events', () => {
    const presell = { ...base, admissionEventId: '7', membershipPresell: true }
    expect(homeGuard(at('/'), presell)).toBeNull()
    expect(homeGuard(at('/'), { ...presell, loggedIn: true })).toEqual({ type: 'redirect', to: '/demo/events' })
  })

  it('a disabled home goes to its configured target', () => {
    expect(
      homeGuard(at('/'), { ...base, membershipPresell: true, homeDisabled: true, homeRedirectTo: '/resend' }),
    ).toEqual({
      type: 'redirect',
      to: '/demo/resend',
    })
  })

  it('other pages are not home', () => {
    expect(homeGuard(at('/events'), { ...base, admissionEventId: '7' })).toBeNull()
  })
})

describe('events listing (storefront §2 /events)', () => {
  it('express checkout with items in the cart goes to /checkout', () => {
    expect(eventsGuard(at('/events'), { ...base, expressCheckout: true, cartItemCount: 2 })).toEqual({
      type: 'redirect',
      to: '/demo/checkout',
    })
    expect(eventsGuard(at('/events'), { ...base, expressCheckout: true, cartItemCount: 0 })).toBeNull()
    expect(eventsGuard(at('/events'), { ...base, cartItemCount: 2 })).toBeNull()
  })

  it('storefront §4 Membership form: the skip-upsell flag skips the upsell listing like express checkout', () => {
    expect(eventsGuard(at('/events'), { ...base, skipUpsells: true, cartItemCount: 1 })).toEqual({
      type: 'redirect',
      to: '/demo/checkout',
    })
    expect(eventsGuard(at('/events'), { ...base, skipUpsells: true, cartItemCount: 0 })).toBeNull()
  })

  it('an upsell listing with no events goes to /checkout', () => {
    expect(eventsGuard(at('/events'), { ...base, cartItemCount: 1, listedEventCount: 0 })).toEqual({
      type: 'redirect',
      to: '/demo/checkout',
    })
    expect(eventsGuard(at('/events'), { ...base, cartItemCount: 0, listedEventCount: 0 })).toBeNull()
  })
})

describe('checkout complete (storefront §2: "Without orderIds it goes to not found")', () => {
  it('needs orderIds', () => {
    expect(checkoutCompleteGuard(at('/checkout/complete'), base)).toEqual({ type: 'notFound' })
    expect(checkoutCompleteGuard(at('/checkout/complete', '?orderIds='), base)).toEqual({ type: 'notFound' })
    expect(checkoutCompleteGuard(at('/checkout/complete', '?orderIds=1,2'), base)).toBeNull()
  })
})

describe('membership (storefront §2 /membership)', () => {
  it('goes to the external URL if configured', () => {
    expect(
      membershipGuard(at('/membership/gift'), {
        ...base,
        membershipUrl: 'https://join.example',
        membershipEventId: '3',
      }),
    ).toEqual({
      type: 'external',
      url: 'https://join.example',
    })
  })

  it('else to /events/{membership event id}/{action}', () => {
    const ctx = { ...base, membershipEventId: '3' }
    expect(membershipGuard(at('/membership/gift'), ctx)).toEqual({ type: 'redirect', to: '/demo/events/3/gift' })
    expect(membershipGuard(at('/membership/renew'), ctx)).toEqual({ type: 'redirect', to: '/demo/events/3/renew' })
    expect(membershipGuard(at('/membership'), ctx)).toEqual({ type: 'redirect', to: '/demo/events/3' })
    expect(membershipGuard(at('/membership'), base)).toEqual({ type: 'notFound' })
  })

  it('redeem without a membership event goes to /membership', () => {
    expect(membershipRedeemGuard(at('/membership/redeem', '?gift_code=1234567890'), base)).toEqual({
      type: 'redirect',
      to: '/demo/membership',
    })
    expect(membershipRedeemGuard(at('/membership/redeem'), { ...base, membershipEventId: '3' })).toBeNull()
  })
})

describe('My Account (storefront §2 /my, §6 Page access)', () => {
  it('/my goes to /my/membership for members, else /my/profile', () => {
    expect(myGuard(at('/my'), { ...base, member: true })).toEqual({ type: 'redirect', to: '/demo/my/membership' })
    expect(myGuard(at('/my'), { ...base, loggedIn: true })).toEqual({ type: 'redirect', to: '/demo/my/profile' })
  })

  it('the membership section is for members only; disabled pages are not shown', () => {
    expect(myGuard(at('/my/membership'), { ...base, loggedIn: true })).toEqual({ type: 'redirect', to: '/demo/my' })
    const noOrders = { ...base, accountPages: { orders: false } }
    expect(myGuard(at('/my/orders'), noOrders)).toEqual({ type: 'redirect', to: '/demo/my' })
    expect(myGuard(at('/my/orders/4'), noOrders)).toEqual({ type: 'redirect', to: '/demo/my' })
    expect(myGuard(at('/my/upcoming'), noOrders)).toBeNull()
    expect(myGuard(at('/my'), { ...base, accountPages: { profile: false } })).toEqual({
      type: 'redirect',
      to: '/demo/my/upcoming',
    })
    expect(myGuard(at('/my'), { ...base, accountPages: { profile: false, upcoming: false, orders: false } })).toEqual({
      type: 'notFound',
    })
    expect(myGuard(at('/my/profile'), { ...base, myAccount: false })).toEqual({ type: 'notFound' })
  })
})

describe('manage (storefront §2 /manage, §6)', () => {
  it('/manage/{id} is edit order with self-edit, otherwise cancel free order', () => {
    expect(managePage({ selfEdit: true })).toBe('editOrder')
    expect(managePage({ selfEdit: false })).toBe('cancelFreeOrder')
  })

  it('reschedule (and confirm) exist only with self-edit', () => {
    expect(manageGuard(at('/manage/5/reschedule/9'), base)).toEqual({ type: 'notFound' })
    expect(manageGuard(at('/manage/5/reschedule/9'), { ...base, selfEdit: true })).toBeNull()
    expect(manageGuard(at('/manage/5/confirm'), base)).toEqual({ type: 'notFound' })
    expect(manageGuard(at('/manage/5'), base)).toBeNull()
  })

  it("edit order and reschedule are blocked for logged-in users ('Please log-out to edit your tickets')", () => {
    expect(manageBlockedMessage('editOrder', { loggedIn: true })).toBe('orders.logOutToEdit')
    expect(manageBlockedMessage('reschedule', { loggedIn: true })).toBe('orders.logOutToEdit')
    expect(manageBlockedMessage('cancelFreeOrder', { loggedIn: true })).toBeNull()
    expect(manageBlockedMessage('editOrder', { loggedIn: false })).toBeNull()
  })
})

describe('account recovery (storefront §6: redirect logged-in users to /)', () => {
  it.each(['/user/forgot-password', '/user/forgot-membership', '/user/reset-password'])('%s', (path) => {
    expect(accountRecoveryGuard(at(path, '?token=t'), { ...base, loggedIn: true })).toEqual({
      type: 'redirect',
      to: '/demo',
    })
    expect(accountRecoveryGuard(at(path), base)).toBeNull()
  })

  it('set e-mail is not redirected', () => {
    expect(accountRecoveryGuard(at('/user/set-email-address'), { ...base, loggedIn: true })).toBeNull()
  })
})

describe('runGuards order', () => {
  it('shape, then login, then the page', () => {
    // trailing slash first, otp next, then the home redirect
    expect(runGuards({ pathname: '/demo/', search: '?otp=1' }, { ...base, admissionEventId: '7' })).toEqual({
      type: 'replace',
      to: '/demo?otp=1',
    })
    expect(runGuards({ pathname: '/demo', search: '?otp=1' }, { ...base, admissionEventId: '7' })).toEqual({
      type: 'replace',
      to: '/demo',
      otp: '1',
    })
    expect(runGuards({ pathname: '/demo' }, { ...base, admissionEventId: '7' })).toEqual({
      type: 'redirect',
      to: '/demo/events/7',
    })
    expect(runGuards(at('/events/7'), base)).toBeNull()
  })

  it('without a seller, paths have no base', () => {
    expect(runGuards({ pathname: '/' }, { admissionEventId: '7' })).toEqual({ type: 'redirect', to: '/events/7' })
    expect(runGuards({ pathname: '/checkout/complete' }, {})).toEqual({ type: 'notFound' })
  })
})
