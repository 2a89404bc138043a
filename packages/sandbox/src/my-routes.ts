/**
 * My Account's reads over HTTP (issue 12; calls §7 Orders, Account and membership), for the
 * logged-in member of the request's session cookie (401 `not_authenticated` without one):
 * `GET my/membership`, `GET membership/{id}/qrcode`, `GET my/ticket_order`,
 * `GET my/order_session`, `GET ticket/{id}/walletprecheck` and its passes `GET ticket/{id}/pkpass`,
 * `GET ticket/{id}/gwpass` (wallet-passes.ts), `GET my/identity/saved_payment_method`. `GET ticket_order/{id}` (orders.ts) reads any order,
 * a member's too, by its unguessable id.
 *
 * A member's data is never served at the cached-read prefix (calls §7: my/membership
 * "uncached"), except the membership card's QR code, an image like the order's.
 */
import type { Context, Hono } from 'hono'
import { sessionIdOf } from './account-routes.js'
import { listMyMemberships, membershipQrSvg } from './memberships.js'
import {
  listMyOrderSessions,
  listMyOrders,
  listSavedPaymentMethods,
  walletPrecheck,
  type MyRequest,
} from './my-orders.js'
import type { SandboxState } from './state.js'
import { walletApiRoutes } from './wallet-passes.js'

export interface MyRouteDeps {
  state(): SandboxState
  now(): number
  /** Whether `base` is the cached-read prefix. */
  cached: boolean
}

export function myRoutes<E extends object>(app: Hono<E>, base: string, deps: MyRouteDeps): void {
  const my = (c: Context<E>): MyRequest => ({
    state: deps.state(),
    now: deps.now(),
    sessionId: sessionIdOf(c as never),
    query: c.req.query(),
  })

  app.get(`${base}/membership/:membershipId/qrcode`, (c) => {
    const req = my(c)
    const svg = membershipQrSvg(req.state, req.sessionId, req.now, c.req.param('membershipId'), c.req.query('margin'))
    // The member's own credential: kept by no shared cache.
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'private, no-store' })
  })
  if (deps.cached) return

  app.get(`${base}/my/membership`, (c) => {
    const req = my(c)
    return c.json(listMyMemberships(req.state, req.sessionId, req.now, req.query))
  })
  app.get(`${base}/my/ticket_order`, (c) => c.json(listMyOrders(my(c))))
  app.get(`${base}/my/order_session`, (c) => c.json(listMyOrderSessions(my(c))))
  app.get(`${base}/ticket/:ticketId/walletprecheck`, (c) => c.json(walletPrecheck(my(c), c.req.param('ticketId'))))
  // The passes the precheck offers (wallet-passes.ts): links, so no Tix-App needed.
  walletApiRoutes(app, base, my)
  app.get(`${base}/my/identity/saved_payment_method`, (c) => c.json(listSavedPaymentMethods(my(c))))
}
