/**
 * The sandbox's Auth0 stand-in (the auth0_ecomm mode of calls §6): the few OpenID Connect
 * endpoints the official `@auth0/auth0-spa-js` talks to, so the storefront's real Auth0 adapter
 * runs end to end on this machine (its `domain` is `{origin}/_sandbox/auth0`):
 *
 * - `GET  /authorize`: the sign-in page (e-mail, password, 'Sign in', 'Cancel');
 * - `POST /authorize`: checks it and sends the browser back to `redirect_uri` with `code` and
 *   `state`, or with `error=access_denied` on 'Cancel' (calls §8 Auth: "authentication error query
 *   yields a failure message");
 * - `POST /oauth/token`: the code (PKCE S256, once, within a minute) for an `id_token` (RS256
 *   header, the claims auth0-spa-js checks; not signed: the library does not verify signatures,
 *   the sandbox is no identity provider) and an `access_token` that `POST login { jwt }` takes
 *   once, like single sign-on's token (sso.ts);
 * - `GET  /v2/logout`: back to `returnTo`.
 *
 * Every address it sends the browser to is on the storefront's own origin.
 */
import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { accountBySignIn, SSO_TOKEN_MINUTES } from './sso.js'
import { unguessableId } from './ids.js'
import type { SandboxState } from './state.js'

/** How long a code waits for its token call (OAuth's advice: short). */
const CODE_MS = 60_000

interface CodeRecord {
  userId: string
  clientId: string
  redirectUri: string
  nonce: string
  challenge: string
  expiresAt: number
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** The authorize parameters the page carries from GET to POST. */
const CARRIED = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge'] as const
type Carried = Record<(typeof CARRIED)[number], string>

function page(seller: string, carried: Carried, problem: string | null): string {
  const hidden = CARRIED.map((name) => `<input type="hidden" name="${name}" value="${escape(carried[name])}">`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in · ${escape(seller)} Auth0 (sandbox)</title></head>
<body><main><h1>Log in to ${escape(seller)}</h1><p>Auth0 stand-in of the Foyer sandbox.</p>
${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="authorize">${hidden}
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><button type="submit" name="action" value="sign_in">Sign in</button> <button type="submit" name="action" value="cancel">Cancel</button></p></form></main></body></html>`
}

/** The redirect_uri, if it is an address of the storefront's own origin. */
function ownAddress(c: Context, uri: string | undefined): URL | null {
  try {
    const url = new URL(uri ?? '')
    return url.origin === new URL(c.req.url).origin ? url : null
  } catch {
    return null
  }
}

export function oidcRoutes<E extends object>(
  app: Hono<E>,
  controlBase: string,
  deps: { state(): SandboxState; now(): number },
): void {
  const base = `${controlBase}/auth0`
  const codes = new Map<string, CodeRecord>()
  const seller = () => deps.state().seed.seller.title

  app.get(`${base}/authorize`, (c) => {
    const carried = Object.fromEntries(CARRIED.map((name) => [name, c.req.query(name) ?? ''])) as Carried
    if (!ownAddress(c as never, carried.redirect_uri) || c.req.query('code_challenge_method') !== 'S256')
      return c.text('redirect_uri must be this site, with a PKCE S256 challenge.', 400)
    return c.html(page(seller(), carried, null))
  })

  app.post(`${base}/authorize`, async (c) => {
    const form = await c.req.parseBody()
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
    const carried = Object.fromEntries(CARRIED.map((name) => [name, field(name)])) as Carried
    const back = ownAddress(c as never, carried.redirect_uri)
    if (!back) return c.text('redirect_uri must be this site.', 400)
    back.search = ''
    back.searchParams.set('state', carried.state)
    if (field('action') === 'cancel') {
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'The login was cancelled.')
      return c.redirect(back.href, 303)
    }
    const account = accountBySignIn(deps.state(), field('email'), field('password'))
    if (!account) return c.html(page(seller(), carried, 'That e-mail and password do not match an account.'), 400)
    const code = unguessableId('code-')
    codes.set(code, {
      userId: account.user_id,
      clientId: carried.client_id,
      redirectUri: carried.redirect_uri,
      nonce: carried.nonce,
      challenge: carried.code_challenge,
      expiresAt: deps.now() + CODE_MS,
    })
    back.searchParams.set('code', code)
    return c.redirect(back.href, 303)
  })

  app.post(`${base}/oauth/token`, async (c) => {
    const type = c.req.header('content-type') ?? ''
    const body = (type.includes('json') ? await c.req.json() : await c.req.parseBody()) as Record<string, unknown>
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '')
    const code = codes.get(text('code'))
    codes.delete(text('code'))
    const verified =
      code !== undefined &&
      text('grant_type') === 'authorization_code' &&
      code.expiresAt > deps.now() &&
      code.clientId === text('client_id') &&
      code.redirectUri === text('redirect_uri') &&
      base64url(createHash('sha256').update(text('code_verifier')).digest()) === code.challenge
    if (!verified) return c.json({ error: 'invalid_grant', error_description: 'Invalid authorization code' }, 403)
    const identity = deps.state().seed.accounts.find((a) => a.user_id === code.userId)
    const email = identity ? deps.state().identities.get(identity.identity_id)?.email : undefined
    const accessToken = unguessableId('sso-')
    deps.state().ssoTokens.set(accessToken, { userId: code.userId, expiresAt: deps.now() + SSO_TOKEN_MINUTES * 60_000 })
    // The browser checks iat / exp on its own clock, not the sandbox's (which tests move).
    const seconds = Math.floor(Date.now() / 1000)
    const claims = {
      iss: `${new URL(c.req.url).origin}${base}/`,
      sub: `auth0|${code.userId}`,
      aud: code.clientId,
      nonce: code.nonce,
      iat: seconds,
      exp: seconds + 300,
      ...(email ? { email } : {}),
    }
    const idToken = [
      base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'foyer-sandbox' })),
      base64url(JSON.stringify(claims)),
      base64url('unsigned: Foyer sandbox'),
    ].join('.')
    return c.json({
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'openid profile email',
    })
  })

  app.get(`${base}/v2/logout`, (c) => {
    const back = ownAddress(c as never, c.req.query('returnTo'))
    return c.redirect(back ? back.href : '/', 302)
  })
}
