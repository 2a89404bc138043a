/**
 * The login rules (storefront §4 Login flow, §5 login rules, §6 Login methods; calls §9 Login limits).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FoyerError } from '../errors/index.js'
import { createI18n } from '../i18n/index.js'
import {
  LOGIN_EMAIL_MAX,
  LOGIN_TEXT_MAX,
  LOGIN_ZIP_MAX,
  PASSCODE_HINT_MS,
  PASSCODE_LENGTH,
  SESSION_CHECK_MS,
  firstLoginStep,
  hasSessionCookie,
  isCompletePasscode,
  isSafeRedirectPath,
  loginErrorMessage,
  loginEmailProblem,
  memberLoginBody,
  memberLoginFromQuery,
  readLoginFlow,
  showsForgotPassword,
  singleSignOnUrl,
  stepAfterEmail,
} from './rules.js'

describe('calls §9 Login limits and storefront §4 Passcode constants', () => {
  it('e-mail 100, ZIP 5, text 50, one-time code 6; hint after 30 s, session checked every second', () => {
    expect([LOGIN_EMAIL_MAX, LOGIN_ZIP_MAX, LOGIN_TEXT_MAX, PASSCODE_LENGTH]).toEqual([100, 5, 50, 6])
    expect([PASSCODE_HINT_MS, SESSION_CHECK_MS]).toEqual([30_000, 1000])
  })
})

describe('the steps of each mode (storefront §4 Login flow; calls §6)', () => {
  it('email then password or otp_form; the member step for scan-code modes; no forgot link for otp', () => {
    expect(firstLoginStep('password')).toBe('email')
    expect(firstLoginStep('scan_code_last_name')).toBe('member')
    expect(stepAfterEmail('otp')).toBe('otp_form')
    expect(stepAfterEmail('otp_or_password')).toBe('password')
    expect(showsForgotPassword('otp')).toBe(false)
    expect(showsForgotPassword('password')).toBe(true)
  })
})

describe('storefront §5: login fields are trimmed and required, within the limits', () => {
  it('the e-mail', () => {
    expect(loginEmailProblem('   ')).toBe('checkout.fieldRequired')
    expect(loginEmailProblem(' ada@example.org ')).toBeNull()
    expect(loginEmailProblem('ada')).toBe('account.emailNotValid')
    expect(loginEmailProblem(`${'a'.repeat(90)}@example.org`)).toBe('account.emailNotValid')
  })
  it('property: an e-mail over 100 characters is never taken', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        if (email.length > LOGIN_EMAIL_MAX) expect(loginEmailProblem(email)).not.toBeNull()
      }),
    )
  })
  it('a passcode is exactly 6 letters or digits', () => {
    expect(isCompletePasscode('123456')).toBe(true)
    expect(isCompletePasscode(' 12345 ')).toBe(false)
    expect(isCompletePasscode('1234567')).toBe(false)
    expect(isCompletePasscode('12 456')).toBe(false)
  })
  it('storefront §2 guards: member_code and zip_code from a link become the member step’s fields', () => {
    expect(memberLoginFromQuery({ member_code: 'M1', zip_code: '10001' })).toEqual({ scanCode: 'M1', zipCode: '10001' })
    expect(memberLoginFromQuery({ scan_code: 'M1', last_name: 'Lovelace' })).toEqual({
      scanCode: 'M1',
      lastName: 'Lovelace',
    })
  })
  it('scan-code modes log in only once every field is there, ZIP of 5', () => {
    expect(memberLoginBody('scan_code', { scanCode: 'M1', zipCode: '1000' })).toBeNull()
    expect(memberLoginBody('scan_code', { scanCode: ' M1 ', zipCode: '10001' })).toEqual({
      method: 'scan_code',
      scan_code: 'M1',
      zip_code: '10001',
    })
    expect(memberLoginBody('scan_code_last_name', { scanCode: 'M1', lastName: ' ' })).toBeNull()
    expect(memberLoginBody('scan_code_password', { scanCode: 'M1', password: 'x' })).toMatchObject({ password: 'x' })
    expect(memberLoginBody('scan_code', { scanCode: 'M'.repeat(51), zipCode: '10001' })).toBeNull()
  })
})

describe('after a login only this site’s paths are followed (open-redirect corpus)', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'https://evil.example/',
    'evil.example',
    '',
  ])('%s is refused', (path) => expect(isSafeRedirectPath(path)).toBe(false))
  it.each(['/', '/demo-museum/events', '/demo-museum/events?category=Tours'])('%s is followed', (path) =>
    expect(isSafeRedirectPath(path)).toBe(true),
  )
  it('a stored login flow with another origin goes home instead', () => {
    expect(readLoginFlow(JSON.stringify({ email: 'a@b.co', token: 't', redirectPath: '//evil.example' }))).toEqual({
      email: 'a@b.co',
      token: 't',
      redirectPath: '/',
    })
    expect(readLoginFlow('{not json')).toBeNull()
  })
})

describe('storefront §4 Session loss: the session_expires cookie', () => {
  it('is found among the page cookies, and not under another name', () => {
    expect(hasSessionCookie('a=1; session_expires=2026-03-10T22:00:00.000Z')).toBe(true)
    expect(hasSessionCookie('my_session_expires=1')).toBe(false)
    expect(hasSessionCookie('')).toBe(false)
  })
})

describe('calls §7 single sign-on: the start path with redirect and cart_id', () => {
  it('comes back to a path of this site, with the cart', () => {
    expect(singleSignOnUrl('https://api.example/v1', 'demo', '/demo/events?x=1', 'cart-1')).toBe(
      'https://api.example/v1/login/sso?_seller=demo&redirect=%2Fdemo%2Fevents%3Fx%3D1&cart_id=cart-1',
    )
    expect(
      new URL(singleSignOnUrl('https://api.example/v1/', 'demo', '//evil.example', null)).searchParams.get('redirect'),
    ).toBe('/')
  })
})

describe('calls §8 Account: the passcode error says the remaining attempts', () => {
  const { t } = createI18n()
  const invalid = new FoyerError({ code: 'otp_incorrect', messageKey: 'login.passcodeInvalid', status: 400 })
  it('in the plural, and in the singular for the last one', () => {
    expect(loginErrorMessage(invalid, t, 2)).toBe('That code is not valid. You have 2 attempts left.')
    expect(loginErrorMessage(invalid, t, 1)).toBe('That code is not valid. You have 1 attempt left.')
  })
})
