/**
 * The login rules (storefront §4 Login flow, §5 Identity and account, §6 Login methods by
 * tenant; calls §6, §8 Account, §9 Login limits). Pure functions only: no store, no HTTP, no
 * clock reads, no DOM.
 */
import { messageForError, type FoyerError } from '../errors/foyer-error.js'
import { isEmailAddress } from '../core/email.js'
import type { MessageKey, Translate } from '../i18n/types.js'
import type { AuthState, LoginFlowData, LoginMode, LoginState, LoginStep, MemberLogin } from './types.js'

/** The longest e-mail address the login takes: 100 characters (calls §9 Login limits). */
export const LOGIN_EMAIL_MAX = 100
/** The longest ZIP code the member-code login takes: 5 characters (calls §9 Login limits). */
export const LOGIN_ZIP_MAX = 5
/** The longest other text the login takes (a name, a member code): 50 characters (calls §9 Login limits). */
export const LOGIN_TEXT_MAX = 50
/** The e-mailed one-time passcode is exactly 6 characters (calls §9 Login limits). */
export const PASSCODE_LENGTH = 6
/** 30 seconds after a passcode is requested, a hint says the code may not have arrived (storefront §4 Passcode). */
export const PASSCODE_HINT_MS = 30_000
/** How often the storefront checks that the login session is still there (its `session_expires` cookie): every second (storefront §4 Session loss). */
export const SESSION_CHECK_MS = 1000
/** A call to the Auth0 login service not answered within 5 seconds counts as failed (calls §9 "Auth0 error timeout: 5000 ms"). */
export const AUTH0_ERROR_TIMEOUT_MS = 5000
/** The name of the readable cookie the server sets with a login session; when it disappears the member is logged out (storefront §4 Session loss). */
export const SESSION_EXPIRES_COOKIE = 'session_expires'

/** Every way a tenant may let members log in (`LoginMode`), in a fixed order (calls §6 Login modes). */
export const LOGIN_MODES: readonly LoginMode[] = [
  'password',
  'scan_code',
  'scan_code_password',
  'scan_code_last_name',
  'otp',
  'otp_or_password',
  'auth0_ecomm',
  'sf_ecomm',
]

/** Whether a value is one of the login modes of calls §6. */
export function isLoginMode(value: unknown): value is LoginMode {
  return typeof value === 'string' && (LOGIN_MODES as readonly string[]).includes(value)
}

/**
 * The first step of a mode (storefront §4 Login flow: "Steps: email, then password, otp_form or
 * otp_unavailable"): the e-mail step, or for the scan-code modes (calls §6) the member step.
 */
export function firstLoginStep(mode: LoginMode): LoginStep {
  return mode.startsWith('scan_code') ? 'member' : 'email'
}

/**
 * The login form as it starts, and after a login, a logout or Back: the mode's first step, nothing
 * sent; Back keeps the e-mail typed (`email`).
 */
export function firstLoginState(mode: LoginMode | null, email = ''): LoginState {
  return {
    step: mode ? firstLoginStep(mode) : 'email',
    email,
    submitting: false,
    token: null,
    unavailableCode: null,
    attemptsLeft: null,
    hintShown: false,
    error: null,
  }
}

/** `storefront.auth` as it is made: the session not read yet, the login form at its first step. */
export function firstAuthState(mode: LoginMode | null): AuthState {
  return { status: 'unknown', user: null, mode, login: firstLoginState(mode) }
}

/**
 * Where the e-mail step goes: `password` for password logins (otp_or_password too: the password
 * step offers a code instead), `otp_form` for otp, where a code is requested first.
 */
export function stepAfterEmail(mode: LoginMode): 'password' | 'otp_form' {
  return mode === 'otp' ? 'otp_form' : 'password'
}

/** Whether the login offers 'Forgot password': not when members log in with an e-mailed one-time code (mode `otp`) (storefront §6 "The forgot link is hidden for otp."). */
export function showsForgotPassword(mode: LoginMode): boolean {
  return mode !== 'otp'
}

/** The member step's second field for a scan-code mode (calls §6). */
export function memberSecondField(mode: LoginMode): 'zip_code' | 'last_name' | 'password' | null {
  if (mode === 'scan_code') return 'zip_code'
  if (mode === 'scan_code_last_name') return 'last_name'
  if (mode === 'scan_code_password') return 'password'
  return null
}

/**
 * storefront §5: "Login fields are trimmed and required" with the limits of calls §9; the e-mail
 * must be one. Answers the problem's message key, or null.
 */
export function loginEmailProblem(input: string): MessageKey | null {
  const email = input.trim()
  if (email === '') return 'checkout.fieldRequired'
  if (email.length > LOGIN_EMAIL_MAX || !isEmailAddress(email)) return 'account.emailNotValid'
  return null
}

/** Whether a typed one-time passcode is complete: exactly 6 letters or digits, after trimming (storefront §5 / calls §9). */
export function isCompletePasscode(input: string): boolean {
  return new RegExp(`^[A-Za-z0-9]{${PASSCODE_LENGTH}}$`).test(input.trim())
}

/**
 * storefront §4: "Scan-code login modes log in automatically once all fields are filled." The
 * member fields as they go to POST login, or null while one is missing or too long (ZIP 5, text
 * 50; calls §9).
 */
export function memberLoginBody(
  mode: LoginMode,
  fields: MemberLogin,
): { method: LoginMode; scan_code: string; zip_code?: string; last_name?: string; password?: string } | null {
  const scanCode = fields.scanCode.trim()
  if (scanCode === '' || scanCode.length > LOGIN_TEXT_MAX) return null
  const second = memberSecondField(mode)
  if (second === 'zip_code') {
    const zip = (fields.zipCode ?? '').trim()
    return zip.length === LOGIN_ZIP_MAX ? { method: mode, scan_code: scanCode, zip_code: zip } : null
  }
  if (second === 'last_name') {
    const lastName = (fields.lastName ?? '').trim()
    return lastName !== '' && lastName.length <= LOGIN_TEXT_MAX
      ? { method: mode, scan_code: scanCode, last_name: lastName }
      : null
  }
  if (second === 'password') {
    const password = fields.password ?? ''
    return password !== '' ? { method: mode, scan_code: scanCode, password } : null
  }
  return null
}

/**
 * storefront §2 guards: "The query parameters member_code, zip_code and login.* trigger a login
 * attempt": the guard's values (member_code, zip_code, and each login.<field> as <field>) as the
 * member step's fields.
 */
export function memberLoginFromQuery(values: Readonly<Record<string, string>>): MemberLogin {
  return {
    scanCode: values.member_code ?? values.scan_code ?? '',
    ...(values.zip_code !== undefined ? { zipCode: values.zip_code } : {}),
    ...(values.last_name !== undefined ? { lastName: values.last_name } : {}),
  }
}

/**
 * Whether a path after a login may be followed: an app path of this site, never another origin
 * (`//evil.example`, `/\evil`, `javascript:`, encoded slashes), so a login link cannot send the
 * visitor away (the login issue's open-redirect corpus).
 */
export function isSafeRedirectPath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  if (/^\/[/\\]/.test(path) || /^\/[/\\]/.test(decoded)) return false
  // No backslash, and no control character (a tab or newline a browser drops from a URL).
  if (decoded.includes('\\') || [...decoded].some((c) => c.charCodeAt(0) < 0x20)) return false
  return !/^[a-z][a-z0-9+.-]*:/i.test(decoded.slice(1))
}

/** The login flow data kept for a magic link (storefront §3: email, token, redirectPath), read back safely. */
export function readLoginFlow(raw: string | null): LoginFlowData | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<LoginFlowData>
    if (typeof value.email !== 'string' || typeof value.token !== 'string') return null
    const redirectPath =
      typeof value.redirectPath === 'string' && isSafeRedirectPath(value.redirectPath) ? value.redirectPath : '/'
    return { email: value.email, token: value.token, redirectPath }
  } catch {
    return null
  }
}

/** The storage key of the login flow data: `foyer:{seller}:login-flow`. */
export function loginFlowStorageKey(seller: string): string {
  return `foyer:${seller}:login-flow`
}

/** Whether a cookie string (`document.cookie`) holds the session_expires cookie. */
export function hasSessionCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_EXPIRES_COOKIE}=`))
}

/**
 * Whether the session has to be read from the server (GET my/user) to be known: a session cookie is
 * there, or there are no cookies to look at (Node). Without one, nobody is logged in (storefront §4
 * Session loss: the session_expires cookie).
 */
export function sessionMayBeOpen(cookies: string | null): boolean {
  return cookies === null || hasSessionCookie(cookies)
}

/**
 * The sentence of a login or account error (calls §8 Account and Orders): a rule's refusal and
 * the catalogue's words for the codes it names ('That is not the correct password. Please try
 * again.', the passcode's remaining attempts, 'Member details not found.', 'No orders could be
 * found for this email address.', the e-mail in use, the invalid reset link), and for anything
 * else the generic rule (a 4xx shows the server's words).
 */
export function loginErrorMessage(error: FoyerError, t: Translate, attemptsLeft: number | null = null): string {
  if (error.messageKey === 'error.generic') return messageForError(error, t)
  // One attempt left is said in the singular ('You have 1 attempt left.').
  if (error.messageKey === 'login.passcodeInvalid' && attemptsLeft === 1) return t('login.passcodeInvalidLastAttempt')
  return t(error.messageKey, { remaining: attemptsLeft ?? 0 })
}

/**
 * calls §7: "Redirect to the single sign-on start path with redirect and cart_id" (the sf_ecomm
 * mode): the start path under the API base, with the seller, where to come back to (a path of
 * this site; anything else comes back home) and the visitor's cart.
 */
export function singleSignOnUrl(apiBase: string, seller: string, redirect: string, cartId: string | null): string {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`
  const url = new URL('login/sso', base)
  url.searchParams.set('_seller', seller)
  url.searchParams.set('redirect', isSafeRedirectPath(redirect) ? redirect : '/')
  if (cartId) url.searchParams.set('cart_id', cartId)
  return url.href
}
