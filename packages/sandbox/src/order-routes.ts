/**
 * Order writes over HTTP (calls §7 Orders; issue 14 order self-service): `POST
 * ticket_order/resend`, `POST ticket_order/{id}/email` (orders.ts) and `POST
 * ticket_order/{id}/cancel` (order-cancel.ts). All go through the app's write memo
 * (Idempotency-Key, app.ts). E-mails carry links to the storefront the request came from.
 */
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { cancelOrder } from './order-cancel.js'
import { emailOrder, resendOrders } from './orders.js'
import { jsonBody } from './request-body.js'
import type { CartRequest } from './state.js'

export interface OrderRouteDeps<E extends object> {
  cartRequest(c: Context<E>): CartRequest
  write(c: Context<E>, run: () => { status: ContentfulStatusCode | 204; body: unknown }): Response
}

export function orderRoutes<E extends object>(app: Hono<E>, base: string, deps: OrderRouteDeps<E>): void {
  app.post(`${base}/ticket_order/resend`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      const req = deps.cartRequest(c)
      resendOrders(req.state, req.now, body, req.origin)
      return { status: 204, body: null }
    })
  })
  app.post(`${base}/ticket_order/:orderId/email`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      const req = deps.cartRequest(c)
      emailOrder(req.state, req.now, c.req.param('orderId') ?? '', body, req.origin)
      return { status: 204, body: null }
    })
  })
  app.post(`${base}/ticket_order/:orderId/cancel`, async (c) => {
    const body = await jsonBody(c as never)
    return deps.write(c, () => {
      const req = deps.cartRequest(c)
      return { status: 200, body: cancelOrder(req.state, req.now, c.req.param('orderId') ?? '', body, req.query) }
    })
  })
}
