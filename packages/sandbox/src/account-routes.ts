/**
 * The account calls over HTTP (accounts.ts): `POST login`, `POST login/request_otp`,
 * `POST logout`, `GET my/user`, and the session cookies they set and clear.
 */
import type { Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  SESSION_COOKIE,
  SESSION_EXPIRES_COOKIE,
  endSession,
  logIn,
  myUser,
  requestOtp,
  sessionAccount,
  sessionIdentityId,
  startSession,
  updateMyUser,
  userAnswer,
} from './accounts.js'
import { requestPasswordReset, resendMyOrders, resetPassword, validatePasswordReset } from './recovery.js'
import { jsonBody } from './request-body.js'
import { oidcRoutes } from './oidc.js'
import { ssoPage, ssoReturnPath, ssoSignIn } from './sso.js'
import type { SandboxState } from './state.js'

/** What the routes need of the app: the state, the clock, and its once-per-key write. */
export interface AccountRouteDeps<E extends object> {
  state(): SandboxState
  now(): number
  write(c: Context<E>, run: () => { status: ContentfulStatusCode | 204; body: unknown }): Response
}

/** The session id of a request (its `HttpOnly` session cookie). */
export function sessionIdOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE)
}

/** The identity a request acts as: the logged-in member's, else the public identity. */
export function requestIdentityId(c: Context, state: SandboxState, now: number): string {
  return sessionIdentityId(state, sessionIdOf(c), now)
}

const cookiePath = '/'

export function accountRoutes<E extends object>(app: Hono<E>, base: string, deps: AccountRouteDeps<E>): void {
  // calls §7: the single sign-on start path (sso.ts); a navigation, so no Tix-App.
  app.get(`${base}/login/sso`, (c) => {
    const redirect = ssoReturnPath(c.req.query('redirect'))
    const target = new URLSearchParams({ redirect })
    const cartId = c.req.query('cart_id')
    if (cartId) target.set('cart_id', cartId)
    return c.redirect(`/_sandbox/idp?${target}`, 302)
  })

  app.get(`${base}/my/user`, (c) => c.json(myUser(deps.state(), sessionIdOf(c as never), deps.now())))

  app.post(`${base}/login/request_otp`, async (c) => {
    const body = await jsonBody(c as never)
    const origin = new URL(c.req.url).origin
    return c.json(requestOtp(deps.state(), deps.now(), body, origin))
  })

  app.post(`${base}/login`, async (c) => {
    const body = await jsonBody(c as never)
    const state = deps.state()
    const now = deps.now()
    const account = logIn(state, now, body)
    const session = startSession(state, now, account)
    // calls §7 "Member/login with method and cart_id": the visitor's cart comes along.
    const cartId = (body as { cart_id?: unknown }).cart_id
    const cart = typeof cartId === 'string' ? state.carts.get(cartId) : undefined
    if (cart && cart.identity_id === state.seed.settings.public_identity_id) cart.identity_id = account.identity_id
    const maxAge = Math.round((session.expiresAt - now) / 1000)
    const secure = new URL(c.req.url).protocol === 'https:'
    setCookie(c as never, SESSION_COOKIE, session.id, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge,
    })
    setCookie(c as never, SESSION_EXPIRES_COOKIE, new Date(session.expiresAt).toISOString(), {
      path: cookiePath,
      sameSite: 'Lax',
      secure,
      maxAge,
    })
    return c.json(userAnswer(state, account))
  })

  app.patch(`${base}/my/user/:userId`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => ({
      status: 200,
      body: updateMyUser(deps.state(), sessionIdOf(c as never), deps.now(), c.req.param('userId') ?? '', body),
    }))
  })

  // ---- recovery (recovery.ts) ----
  app.post(`${base}/password_reset/request`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      requestPasswordReset(deps.state(), deps.now(), body)
      return { status: 204, body: null }
    })
  })
  app.post(`${base}/password_reset/validate`, async (c) => {
    const body = await jsonBody(c as never)
    return c.json(validatePasswordReset(deps.state(), deps.now(), body))
  })
  app.post(`${base}/password_reset/reset`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      resetPassword(deps.state(), deps.now(), body)
      return { status: 204, body: null }
    })
  })
  app.post(`${base}/my/ticket_order/resend`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      const state = deps.state()
      const account = sessionAccount(state, sessionIdOf(c as never), deps.now())
      const email = account ? (state.identities.get(account.identity_id)?.email ?? null) : null
      resendMyOrders(state, deps.now(), email, body)
      return { status: 204, body: null }
    })
  })

  app.post(`${base}/logout`, (c) =>
    deps.write(c, () => {
      endSession(deps.state(), sessionIdOf(c as never))
      deleteCookie(c as never, SESSION_COOKIE, { path: cookiePath })
      deleteCookie(c as never, SESSION_EXPIRES_COOKIE, { path: cookiePath })
      return { status: 204, body: null }
    }),
  )
}

/**
 * The sandbox's identity provider pages, under the control routes: single sign-on (sso.ts:
 * `GET /_sandbox/idp` shows the sign-in form, `POST /_sandbox/idp` checks it and sends the browser
 * back) and the Auth0 stand-in of the auth0_ecomm mode (oidc.ts, under `/_sandbox/auth0`).
 */
export function ssoControlRoutes<E extends object>(
  app: Hono<E>,
  controlBase: string,
  deps: Pick<AccountRouteDeps<E>, 'state' | 'now'>,
): void {
  const page = (c: Context<E>, redirect: string, cartId: string | null, problem: string | null, status: 200 | 400) =>
    c.html(ssoPage(deps.state().seed.seller.title, redirect, cartId, problem), status)
  app.get(`${controlBase}/idp`, (c) =>
    page(c as never, ssoReturnPath(c.req.query('redirect')), c.req.query('cart_id') ?? null, null, 200),
  )
  app.post(`${controlBase}/idp`, async (c) => {
    const form = await c.req.parseBody()
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined)
    const redirect = ssoReturnPath(field('redirect'))
    const signedIn = ssoSignIn(deps.state(), deps.now(), {
      email: field('email'),
      password: field('password'),
      redirect,
    })
    if ('problem' in signedIn) return page(c as never, redirect, field('cart_id') ?? null, signedIn.problem, 400)
    return c.redirect(signedIn.to, 303)
  })
  oidcRoutes(app, controlBase, deps)
}
