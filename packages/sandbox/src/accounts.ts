/**
 * Accounts and the login session (calls §7 Account; calls §8 Account; storefront §4 Login flow):
 * the seeded members, `POST login` in every mode of calls §6, `POST login/request_otp` with the
 * passcode and login link put in the outbox, `POST logout`, `GET my/user`, and the session the
 * cookies carry.
 *
 * The session is a real cookie session: an `HttpOnly` session cookie the page cannot read, and
 * beside it the readable `session_expires` cookie whose disappearance tells the page the session
 * ended (storefront §4 Session loss). The server keeps each session's user and expiry on the
 * sandbox clock. No password or code is ever answered; codes reach the visitor by the outbox.
 */
import { emailPattern, isObject } from './cart-input.js'
import { ContractError, invalid } from './errors.js'
import type { Identity, LoginSession } from './records.js'
import type { SeedAccount } from './seed/types.js'
import { unguessableId } from './ids.js'
import type { SandboxState } from './state.js'
import { venueIsoString } from './venue-time.js'
import { ssoAccount } from './sso.js'

/** The session cookie: `HttpOnly`, so no script reads it. */
export const SESSION_COOKIE = 'foyer_session'
/** The readable cookie beside it (storefront §4 Session loss: "session_expires cookie"). */
export const SESSION_EXPIRES_COOKIE = 'session_expires'
/** How long a login lasts (sandbox decision: a working day). */
export const SESSION_HOURS = 8
/** How long a passcode and its login link stay good (sandbox decision). */
export const OTP_MINUTES = 15
/** storefront §4 Passcode: "After 3 failed tries a new code must be requested." */
export const OTP_ATTEMPTS = 3

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

function accountByEmail(state: SandboxState, email: string): SeedAccount | undefined {
  const wanted = email.trim().toLowerCase()
  return state.seed.accounts.find((a) => identityOf(state, a).email.toLowerCase() === wanted)
}

function identityOf(state: SandboxState, account: SeedAccount): Identity {
  const identity = state.identities.get(account.identity_id)
  if (!identity) throw new Error(`Seed error: account ${account.user_id} has no identity ${account.identity_id}`)
  return identity
}

/** The logged-in account of a request's session cookie, or null (none, unknown or ended). */
export function sessionAccount(state: SandboxState, sessionId: string | undefined, now: number): SeedAccount | null {
  if (!sessionId) return null
  const session = state.logins.get(sessionId)
  if (!session) return null
  if (session.expiresAt <= now) {
    state.logins.delete(sessionId)
    return null
  }
  return state.seed.accounts.find((a) => a.user_id === session.userId) ?? null
}

/** The identity a request acts as: the logged-in member's, else the public identity (carts made without a login). */
export function sessionIdentityId(state: SandboxState, sessionId: string | undefined, now: number): string {
  return sessionAccount(state, sessionId, now)?.identity_id ?? state.seed.settings.public_identity_id
}

/** The user answer (openapi UserResponse) of an account: its user row and its identity. */
export function userAnswer(state: SandboxState, account: SeedAccount) {
  const identity = identityOf(state, account)
  return {
    user: rows([
      {
        id: account.user_id,
        identity_id: identity.id,
        email: identity.email,
        first_name: identity.first_name,
        last_name: identity.last_name,
        name: `${identity.first_name} ${identity.last_name}`,
      },
    ]),
    identity: rows([{ ...identity }]),
  }
}

/** The logged-in account of a request's session; 401 `not_authenticated` without one (every `my/*` read). */
export function requireAccount(state: SandboxState, sessionId: string | undefined, now: number): SeedAccount {
  const account = sessionAccount(state, sessionId, now)
  if (!account) throw new ContractError(401, 'not_authenticated', 'You are not logged in.')
  return account
}

/** `GET my/user`: the session's user; 401 without a login (openapi getMyUser). */
export function myUser(state: SandboxState, sessionId: string | undefined, now: number) {
  return userAnswer(state, requireAccount(state, sessionId, now))
}

function text(body: Record<string, unknown>, name: string, max: number): string | null {
  const value = body[name]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw invalid(`${name} is a string.`)
  const trimmed = value.trim()
  if (trimmed.length > max) throw invalid(`${name} is at most ${max} characters (calls §9 Login limits).`)
  return trimmed === '' ? null : trimmed
}

function required(value: string | null, name: string): string {
  if (value === null) throw invalid(`${name} is required.`)
  return value
}

const memberNotFound = () => new ContractError(401, 'not_authorized', 'Member details not found.')

/** A passcode of 6 digits (calls §9 Login limits: one-time code 6). */
function newCode(): string {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1))
  return String((value as number) % 1_000_000).padStart(6, '0')
}

/**
 * `POST login/request_otp` { email, provider: tix, redirect? } (calls §7): a passcode and a login
 * link are e-mailed (the outbox), the answer is the token to send back with the code. An e-mail
 * with no account gets a token too, and no e-mail, so the call tells nobody who is a member.
 */
export function requestOtp(state: SandboxState, now: number, body: unknown, origin: string) {
  if (!isObject(body)) throw invalid('The body is { email, provider: "tix", redirect? }.')
  const email = required(text(body, 'email', 100), 'email')
  if (!emailPattern.test(email))
    throw new ContractError(400, 'validate_not_email', 'Please enter a valid e-mail address.')
  if (body.provider !== 'tix') throw invalid('provider is tix.')
  const redirect = text(body, 'redirect', 1000) ?? '/'
  if (!redirect.startsWith('/') || redirect.startsWith('//')) throw invalid('redirect is a path of this site.')
  const token = unguessableId('otp-')
  const account = accountByEmail(state, email)
  const code = newCode()
  state.otps.set(token, {
    email,
    code,
    expiresAt: now + OTP_MINUTES * 60_000,
    failures: 0,
    delay: account?.otp_delay ?? 0,
  })
  if (account) {
    const link = new URL(redirect, origin)
    link.searchParams.set('otp', code)
    state.outbox.push({
      id: `email-${state.nextIds.email++}`,
      to: identityOf(state, account).email,
      subject: `Your login code for ${state.seed.seller.title}`,
      log_context: 'login_otp',
      ticket_order_ids: [],
      sent_at: venueIsoString(now, state.seed.seller.timezone),
      text: [
        `Your one-time passcode is ${code}. It is good for ${OTP_MINUTES} minutes.`,
        '',
        `Or log in with this link: ${link.href}`,
      ].join('\n'),
    })
  }
  return { login: rows([{ token }]) }
}

/**
 * `POST login` (calls §7) in every mode (calls §6), answering the account that logged in:
 * - password: email + password; an account made at checkout has no password: `guest_account`
 *   (the storefront then asks for a reset e-mail); a wrong password `incorrect_password`;
 * - scan_code (member ID) with zip_code, last_name or password as the mode asks;
 * - otp: token + otp: `otp_incorrect` with the remaining attempts in `_extra`, after 3 failures
 *   or once used `not_authorized`, past its time `otp_token_expired`, and `not_available_yet`
 *   while the code is still on its way;
 * - an e-mail that is not one: `validate_not_email`; details that match nobody: 401 'Member
 *   details not found.'.
 * - jwt: the one-time token of the sandbox's single sign-on (sso.ts).
 */
export function logIn(state: SandboxState, now: number, body: unknown): SeedAccount {
  if (!isObject(body)) throw invalid('The body is the login: { method, email, password, … }.')
  // calls §7: "login with an external identity token sends jwt" (the sandbox's sign-on, sso.ts).
  if (typeof body.jwt === 'string' && body.jwt !== '') return ssoAccount(state, now, body.jwt)
  const method = text(body, 'method', 50) ?? (body.token !== undefined ? 'otp' : 'password')
  if (method === 'otp') return otpLogin(state, now, body)
  if (method === 'password' || method === 'otp_or_password') {
    const email = required(text(body, 'email', 100), 'email')
    if (!emailPattern.test(email))
      throw new ContractError(400, 'validate_not_email', 'Please enter a valid e-mail address.')
    const password = body.password
    if (typeof password !== 'string' || password === '') throw invalid('password is required.')
    const account = accountByEmail(state, email)
    if (!account) throw memberNotFound()
    // calls §8 Account: guest_account "requests a password-reset e-mail": the storefront asks for it
    // (POST password_reset/request), as the contract has the login send nothing.
    if (account.password === null)
      throw new ContractError(400, 'guest_account', 'This account has no password yet: ask for an e-mail to set one.')
    if (account.password !== password)
      throw new ContractError(400, 'incorrect_password', 'The password is not correct.')
    return account
  }
  if (method === 'scan_code' || method === 'scan_code_password' || method === 'scan_code_last_name') {
    const scanCode = required(text(body, 'scan_code', 50), 'scan_code')
    const account = state.seed.accounts.find((a) => a.scan_code !== null && a.scan_code === scanCode)
    if (method === 'scan_code') {
      const zip = required(text(body, 'zip_code', 5), 'zip_code')
      if (!account || account.zip_code !== zip) throw memberNotFound()
    } else if (method === 'scan_code_last_name') {
      const lastName = required(text(body, 'last_name', 50), 'last_name')
      if (!account || identityOf(state, account).last_name.toLowerCase() !== lastName.toLowerCase())
        throw memberNotFound()
    } else {
      if (typeof body.password !== 'string' || body.password === '') throw invalid('password is required.')
      if (!account) throw memberNotFound()
      if (account.password !== body.password)
        throw new ContractError(400, 'incorrect_password', 'The password is not correct.')
    }
    return account
  }
  throw invalid(`The sandbox has no login method ${method}.`)
}

function otpLogin(state: SandboxState, now: number, body: Record<string, unknown>): SeedAccount {
  const token = required(text(body, 'token', 100), 'token')
  const otp = required(text(body, 'otp', 6), 'otp')
  const record = state.otps.get(token)
  if (!record) throw new ContractError(401, 'not_authorized', 'This login code is no longer valid: ask for a new one.')
  if (record.expiresAt <= now) {
    state.otps.delete(token)
    throw new ContractError(400, 'otp_token_expired', 'This login code has expired: ask for a new one.')
  }
  if (record.delay > 0) {
    record.delay--
    throw new ContractError(409, 'not_available_yet', 'The login code is not ready yet.')
  }
  const account = accountByEmail(state, record.email)
  if (!account || record.code !== otp) {
    record.failures++
    const remaining = OTP_ATTEMPTS - record.failures
    if (remaining <= 0) {
      state.otps.delete(token)
      throw new ContractError(401, 'not_authorized', 'Too many wrong codes: ask for a new one.')
    }
    throw new ContractError(400, 'otp_incorrect', 'That code is not correct.', undefined, {
      remaining_attempts: remaining,
    })
  }
  state.otps.delete(token)
  return account
}

/** Starts a session for an account: its id (the session cookie's value) and when it ends. */
export function startSession(state: SandboxState, now: number, account: SeedAccount): LoginSession & { id: string } {
  const id = unguessableId('session-')
  const session = { userId: account.user_id, expiresAt: now + SESSION_HOURS * 3_600_000 }
  state.logins.set(id, session)
  return { id, ...session }
}

/** `POST logout`: the session ends (the cookies are cleared by the app). */
export function endSession(state: SandboxState, sessionId: string | undefined): void {
  if (sessionId) state.logins.delete(sessionId)
}

/** The profile fields PATCH my/user/{id} may change (openapi UserUpdate), with their limits. */
const PROFILE_FIELDS = {
  phone: 50,
  address: 1000,
  address_more: 1000,
  city: 1000,
  state: 1000,
  zip_code: 10,
  country: 1000,
} as const

/**
 * `PATCH my/user/{id}` (calls §7: the member user update and set e-mail): the session's own user
 * only (401 without a login, 403 for another user). A new e-mail another account uses answers
 * 409 (calls §8 Orders "E-mail set conflict"); profile fields take a string or null (storefront §5
 * Profile: "The state field is sent as null if cleared").
 */
export function updateMyUser(
  state: SandboxState,
  sessionId: string | undefined,
  now: number,
  userId: string,
  body: unknown,
) {
  const account = sessionAccount(state, sessionId, now)
  if (!account) throw new ContractError(401, 'not_authenticated', 'You are not logged in.')
  if (account.user_id !== userId) throw new ContractError(403, 'forbidden', 'You may change your own account only.')
  if (!isObject(body)) throw invalid('The body is the fields to change: { email?, phone?, … }.')
  const identity = identityOf(state, account)
  const changes: Partial<Identity> = {}
  if (body.email !== undefined) {
    const email = text(body, 'email', 254)
    if (email === null || !emailPattern.test(email)) throw invalid('email is not an e-mail address.')
    const taken = [...state.identities.values()].some(
      (other) => other.id !== identity.id && other.email.toLowerCase() === email.toLowerCase(),
    )
    if (taken) throw new ContractError(409, 'conflict', 'Another account already uses that e-mail address.')
    changes.email = email
  }
  for (const [name, max] of Object.entries(PROFILE_FIELDS)) {
    if (body[name] === undefined) continue
    if (body[name] !== null && typeof body[name] !== 'string') throw invalid(`${name} is a string or null.`)
    changes[name as keyof typeof PROFILE_FIELDS] = body[name] === null ? null : text(body, name, max)
  }
  state.identities.set(identity.id, { ...identity, ...changes })
  return userAnswer(state, account)
}
