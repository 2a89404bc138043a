/**
 * Membership writes over HTTP (issue 13): `POST events/{id}/reserve_membership`
 * (membership-reserve.ts), `DELETE ticket_order/{id}/auto_renew` (membership-orders.ts), and
 * the gift's `POST giftee` and `POST my/cart/{id}/gift_checkout` (gifts.ts, payments.ts).
 * All go through the app's write memo (Idempotency-Key, app.ts); the reserve answers the cart
 * like every cart write.
 */
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { sessionIdOf } from './account-routes.js'
import { cartResponse } from './cart-rows.js'
import { cancelAutoRenew } from './membership-orders.js'
import { reserveMembership } from './membership-reserve.js'
import { createGiftee } from './gifts.js'
import { checkoutCart, releaseStaleIntent } from './payments.js'
import { jsonBody } from './request-body.js'
import type { CartRequest } from './state.js'

export interface MembershipRouteDeps<E extends object> {
  now(): number
  cartRequest(c: Context<E>): CartRequest
  write(c: Context<E>, run: () => { status: ContentfulStatusCode | 204; body: unknown }): Response
}

export function membershipRoutes<E extends object>(app: Hono<E>, base: string, deps: MembershipRouteDeps<E>): void {
  app.post(`${base}/events/:id/reserve_membership`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      const req = deps.cartRequest(c)
      const cart = reserveMembership(req, c.req.param('id'), c.req.query('cart_id') || null, body)
      releaseStaleIntent(req.state, cart)
      return { status: 200, body: cartResponse(req, cart, 'POST events/{id}/reserve_membership') }
    })
  })
  app.post(`${base}/giftee`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      const req = deps.cartRequest(c)
      return { status: 200, body: createGiftee(req.state, body, req.identityId) }
    })
  })
  // The logged-in member buys the cart's membership for a giftee (storefront §6 Gifting): no captcha needed.
  app.post(`${base}/my/cart/:cartId/gift_checkout`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () =>
      checkoutCart(deps.cartRequest(c), c.req.param('cartId') ?? '', body, 'POST my/cart/{cartId}/gift_checkout', {
        member: true,
        gift: true,
      }),
    )
  })
  app.delete(`${base}/ticket_order/:orderId/auto_renew`, (c) =>
    deps.write(c, () => {
      const req = deps.cartRequest(c)
      cancelAutoRenew(req.state, sessionIdOf(c as never), deps.now(), c.req.param('orderId'))
      return { status: 204, body: null }
    }),
  )
}
