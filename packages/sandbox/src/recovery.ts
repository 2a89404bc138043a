/**
 * Account recovery (calls §7 Account: POST password_reset/request, /validate, /reset; POST
 * my/ticket_order/resend; calls §8 Orders): reset links through the outbox, the password rules of
 * storefront §5 checked again on the server.
 */
import { emailPattern, isObject } from './cart-input.js'
import { ContractError, invalid, notFound } from './errors.js'
import { resendOrders } from './orders.js'
import type { SandboxState } from './state.js'
import { unguessableId } from './ids.js'
import { venueIsoString } from './venue-time.js'

/** How long a reset link stays good (sandbox decision: a day). */
export const RESET_HOURS = 24

function emailOf(body: unknown): string {
  if (!isObject(body) || typeof body.email !== 'string') throw invalid('The body is { email }.')
  const email = body.email.trim()
  if (email.length > 254 || !emailPattern.test(email)) throw invalid('email is not an e-mail address.')
  return email
}

/** A reset link for an account, e-mailed (the outbox, log_context password_reset). */
export function sendResetLink(state: SandboxState, now: number, userId: string, to: string): void {
  const token = unguessableId('reset-')
  state.resetTokens.set(token, { userId, expiresAt: now + RESET_HOURS * 3_600_000 })
  state.outbox.push({
    id: `email-${state.nextIds.email++}`,
    to,
    subject: `Reset your password for ${state.seed.seller.title}`,
    log_context: 'password_reset',
    ticket_order_ids: [],
    sent_at: venueIsoString(now, state.seed.seller.timezone),
    text: `Set a new password with this link: /${state.seed.seller.name}/user/reset-password?token=${token}`,
  })
}

/** POST password_reset/request { email }: a reset link to the account's e-mail; 404 for an e-mail with no account. */
export function requestPasswordReset(state: SandboxState, now: number, body: unknown): void {
  const email = emailOf(body).toLowerCase()
  const account = state.seed.accounts.find((a) => state.identities.get(a.identity_id)?.email.toLowerCase() === email)
  if (!account) throw notFound('user')
  sendResetLink(state, now, account.user_id, state.identities.get(account.identity_id)!.email)
}

function tokenAccount(state: SandboxState, now: number, body: unknown) {
  if (!isObject(body) || typeof body.token !== 'string' || body.token === '') throw invalid('The body is { token }.')
  const record = state.resetTokens.get(body.token)
  if (!record) throw notFound('password_reset')
  if (record.expiresAt <= now) throw new ContractError(400, 'validate_failed', 'This reset link has expired.')
  const account = state.seed.accounts.find((a) => a.user_id === record.userId)
  if (!account) throw notFound('password_reset')
  return { token: body.token, account }
}

/** POST password_reset/validate { token }: the identity the link is for (openapi IdentityResponse). */
export function validatePasswordReset(state: SandboxState, now: number, body: unknown) {
  const { account } = tokenAccount(state, now, body)
  const identity = state.identities.get(account.identity_id)!
  return { identity: { _data: [{ ...identity }] } }
}

/**
 * storefront §5 Password (set): 8 to 254 characters, no leading or trailing space, printable
 * characters only, and at least 3 of uppercase, lowercase, digit and special.
 */
export function passwordAllowed(password: string): boolean {
  if (password.length < 8 || password.length > 254 || password.trim() !== password) return false
  if ([...password].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  return classes >= 3
}

/** POST password_reset/reset { token, password }: the account's new password; the link is spent. */
export function resetPassword(state: SandboxState, now: number, body: unknown): void {
  const { token, account } = tokenAccount(state, now, body)
  const password = (body as { password?: unknown }).password
  if (typeof password !== 'string' || !passwordAllowed(password)) throw invalid('Invalid password')
  account.password = password
  state.resetTokens.delete(token)
}

/**
 * POST my/ticket_order/resend { memberships_only? }: the logged-in member's orders (`email`, their
 * account's), e-mailed again; 401 without a login.
 */
export function resendMyOrders(state: SandboxState, now: number, email: string | null, body: unknown): void {
  if (email === null) throw new ContractError(401, 'not_authenticated', 'You are not logged in.')
  const membershipsOnly = isObject(body) && body.memberships_only === true
  resendOrders(state, now, { email, ...(membershipsOnly ? { memberships_only: true } : {}) })
}
