/**
 * The sandbox's single sign-on (calls §7: "Redirect to the single sign-on start path with redirect
 * and cart_id"; the sf_ecomm mode of calls §6): `GET login/sso` sends the browser to a sign-in page
 * the sandbox serves in the identity provider's place (`/_sandbox/idp`), which sends it back to
 * `redirect` with `auth_callback` and a one-time token; `POST login { jwt }` takes that token
 * once. The page is plain HTML, no script, under the sandbox's strict CSP.
 */
import { emailPattern } from './cart-input.js'
import { ContractError, invalid } from './errors.js'
import { unguessableId } from './ids.js'
import type { SeedAccount } from './seed/types.js'
import type { SandboxState } from './state.js'

/** How long a sign-in token waits for its login call (sandbox decision). */
export const SSO_TOKEN_MINUTES = 5

/** A return path of this site only: `/…`, never `//host` or a backslash (an open redirect). */
export function ssoReturnPath(redirect: string | undefined): string {
  const path = redirect ?? '/'
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    throw invalid('redirect is a path of this site.')
  return path
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The identity provider's sign-in page: e-mail, password, 'Sign in', and the problem of the last try. */
export function ssoPage(seller: string, redirect: string, cartId: string | null, problem: string | null): string {
  const hidden = [
    `<input type="hidden" name="redirect" value="${escape(redirect)}">`,
    cartId ? `<input type="hidden" name="cart_id" value="${escape(cartId)}">` : '',
  ].join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · ${escape(seller)} identity provider (sandbox)</title></head>
<body><main><h1>Sign in to ${escape(seller)}</h1>
${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="/_sandbox/idp">${hidden}
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email" required></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p></form></main></body></html>`
}

/** The account an identity provider's sign-in form names, if its password is right. */
export function accountBySignIn(state: SandboxState, email: string, password: string): SeedAccount | null {
  const address = email.trim().toLowerCase()
  if (!emailPattern.test(address)) return null
  const account = state.seed.accounts.find((a) => state.identities.get(a.identity_id)?.email.toLowerCase() === address)
  return account && account.password !== null && account.password === password ? account : null
}

/** Checks the sign-in; answers where the browser goes back to (redirect + auth_callback + token). */
export function ssoSignIn(
  state: SandboxState,
  now: number,
  form: { email?: string; password?: string; redirect?: string },
): { to: string } | { problem: string } {
  const redirect = ssoReturnPath(form.redirect)
  const account = accountBySignIn(state, form.email ?? '', form.password ?? '')
  if (!account) return { problem: 'That e-mail and password do not match an account.' }
  const token = unguessableId('sso-')
  state.ssoTokens.set(token, { userId: account.user_id, expiresAt: now + SSO_TOKEN_MINUTES * 60_000 })
  const url = new URL(redirect, 'http://sandbox')
  url.searchParams.set('auth_callback', '')
  url.searchParams.set('token', token)
  return { to: `${url.pathname}${url.search}` }
}

/** `POST login { jwt }`: the account a sign-in token stands for, once. */
export function ssoAccount(state: SandboxState, now: number, jwt: string): SeedAccount {
  const record = state.ssoTokens.get(jwt)
  state.ssoTokens.delete(jwt)
  if (!record || record.expiresAt <= now)
    throw new ContractError(401, 'not_authorized', 'This sign-in is no longer valid.')
  const account = state.seed.accounts.find((a) => a.user_id === record.userId)
  if (!account) throw new ContractError(401, 'not_authorized', 'This sign-in is no longer valid.')
  return account
}
