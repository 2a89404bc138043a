/**
 * The sandbox's Hono app: the API at `/api/v1` and, for reads, at the cached-read prefix
 * `/cached/api/v1` (openapi/README.md, Base), and the control routes under `/_sandbox`.
 *
 * Every API request passes, in order:
 * 1. CORS (a storefront on another origin may call the sandbox; preflights carry no Tix-App);
 * 2. the armed faults (a fault stands for the network or a gateway, so it fires first);
 * 3. the contract's gate: header `Tix-App: ecomm` (optional only on paths loaded by `<img src>` or
 *    opened as links) and `_seller=demo-museum` (calls §7);
 * 4. lazy cart expiry on the sandbox clock (carts.ts): expired carts release their capacity
 *    before the call reads or changes anything;
 * 5. the call: built catalogue and cart calls answer for real, every other call of the contract
 *    answers 501 `not_implemented` naming it, a path outside the contract 404, a method the path
 *    does not take 405.
 */
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import {
  calendar,
  getEvent,
  getSeatMap,
  listConfig,
  listEvents,
  listEventTemplates,
  listMembershipRules,
  listSessions,
  listSessionTicketGroups,
  venueToday,
  type CalendarFormat,
  type CatalogRequest,
} from './catalog.js'
import { findAddresses, retrieveAddress } from './addresses.js'
import { cartResponse } from './cart-rows.js'
import { applyCartCode } from './cart-modify.js'
import { modifyOrderCart, removeOrderCartTickets } from './order-edits.js'
import { deleteCart, expireCarts, extendCart, readableCart, sessionCart, setCartOwner } from './carts.js'
import type { CartRecord } from './records.js'
import type { CartRequest } from './state.js'
import type { SandboxClock } from './clock.js'
import { contractCalls, type ContractCall } from './contract-calls.js'
import { ContractError, errorBody, invalid } from './errors.js'
import type { FaultRegistry } from './faults.js'
import { applyFault, passesThrough, type SandboxEnv } from './fault-answers.js'
import { imageSize, renderImageSvg } from './images.js'
import { getOrder, listOrders, orderQrSvg } from './orders.js'
import { orderRoutes } from './order-routes.js'
import { checkoutCart, payCart, releaseStaleIntent } from './payments.js'
import { confirmIntent, findIntent, intentView } from './provider-controls.js'
import { createUser, getGiftCard } from './users-gift-cards.js'
import { lookupGiftCode, siteOrigin } from './gifts.js'
import { lookupPromoCode } from './codes.js'
import type { SandboxState } from './state.js'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createHash } from 'node:crypto'
import { bodyTexts, jsonBody } from './request-body.js'
import { accountRoutes, requestIdentityId, ssoControlRoutes } from './account-routes.js'
import { myRoutes } from './my-routes.js'
import { membershipRoutes } from './membership-routes.js'
import { walletControlRoutes } from './wallet-passes.js'
import { featureFlagRoutes } from './feature-flags.js'

export const apiBase = '/api/v1'
export const cachedApiBase = '/cached/api/v1'
export const controlBase = '/_sandbox'

/** Whether a path belongs to the sandbox (API, cached reads, controls) rather than a static file. */
export function isSandboxPath(path: string): boolean {
  return [apiBase, cachedApiBase, controlBase].some((base) => path === base || path.startsWith(`${base}/`))
}

export type { SandboxEnv }
type Env = SandboxEnv

export interface AppDeps {
  clock: SandboxClock
  faults: FaultRegistry
  state(): SandboxState
  reset(): void
  /** Origins whose pages may call the API (CORS with credentials); any other gets no CORS headers. */
  allowedOrigins: readonly string[]
}

// ---------------------------------------------------------------------------------------------
// Contract calls: which call a request is, for 501 answers and the Tix-App rule.

const callPatterns = contractCalls.map((call) => ({
  call,
  params: (call.path.match(/\{[^}]+\}/g) ?? []).length,
  pattern: new RegExp(`^${call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
}))

/** The contract calls whose path matches, literal paths before parameterised ones. */
function callsForPath(path: string): ContractCall[] {
  return callPatterns
    .filter((entry) => entry.pattern.test(path))
    .sort((a, b) => a.params - b.params)
    .map((entry) => entry.call)
}

function callFor(method: string, path: string): ContractCall | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method
  return callsForPath(path).find((call) => call.method === wanted)
}

// ---------------------------------------------------------------------------------------------

/** How many Idempotency-Keys the write memo keeps (the latest). */
const IDEMPOTENCY_MEMO_SIZE = 10_000

export function createApp(deps: AppDeps): Hono<Env> {
  const app = new Hono<Env>()
  const { clock, faults } = deps

  const catalogRequest = (c: Context<Env>): CatalogRequest => ({
    state: deps.state(),
    now: clock.now().getTime(),
    query: c.req.query(),
  })
  const cartRequest = (c: Context<Env>): CartRequest => ({
    state: deps.state(),
    now: clock.now().getTime(),
    query: c.req.query(),
    identityId: requestIdentityId(c, deps.state(), clock.now().getTime()),
    origin: siteOrigin(c.req.url, c.req.header('Origin'), deps.allowedOrigins),
  })

  app.onError((error, c) => {
    if (passesThrough(error)) throw error
    if (error instanceof ContractError) return c.json(error.body(), error.status)
    console.error('[foyer sandbox]', error)
    return c.json(errorBody('internal_error', 'Sorry! Something unexpected happened. Please try again.'), 500)
  })
  app.notFound((c) =>
    c.json(errorBody('not_found', `Nothing at ${c.req.method} ${c.req.path} in the Foyer sandbox.`), 404),
  )

  // ---- control routes -----------------------------------------------------------------------
  const clockAnswer = () => {
    const now = clock.now()
    return {
      now: now.toISOString(),
      frozen: clock.frozen,
      today: venueToday(deps.state(), now.getTime()),
      time_zone: deps.state().seed.seller.timezone,
    }
  }
  app.get(`${controlBase}/clock`, (c) => c.json(clockAnswer()))
  app.post(`${controlBase}/clock`, async (c) => {
    const body = (await jsonBody(c)) as { now?: unknown; advance_ms?: unknown } | undefined
    if (body?.now !== undefined && body.advance_ms !== undefined)
      throw invalid('Send { now } or { advance_ms }, not both.')
    if (typeof body?.now === 'string') {
      try {
        clock.set(body.now)
      } catch {
        throw invalid('now must be an ISO 8601 date-time.')
      }
    } else if (typeof body?.advance_ms === 'number' && Number.isFinite(body.advance_ms)) clock.advance(body.advance_ms)
    else throw invalid('Send { now: ISO 8601 date-time } or { advance_ms: number }.')
    return c.json(clockAnswer())
  })
  app.post(`${controlBase}/carts/:cartId/owner`, async (c) => {
    const body = await jsonBody(c)
    const cart = setCartOwner(deps.state(), c.req.param('cartId'), body)
    return c.json({ cart_id: cart.id, identity_id: cart.identity_id })
  })
  app.post(`${controlBase}/reset`, (c) => {
    deps.reset()
    return c.json({ reset: true, ...clockAnswer() })
  })
  app.get(`${controlBase}/faults`, (c) => c.json({ faults: faults.list() }))
  app.post(`${controlBase}/faults`, async (c) => {
    const body = await jsonBody(c)
    try {
      return c.json({ fault: faults.add(body as never), faults: faults.list() }, 201)
    } catch (error) {
      if (error instanceof RangeError) throw invalid(error.message)
      throw error
    }
  })
  app.delete(`${controlBase}/faults`, (c) => {
    faults.clear()
    return c.json({ faults: [] })
  })
  // The sandbox's identity providers: single sign-on (sso.ts) and the Auth0 stand-in (oidc.ts).
  ssoControlRoutes(app, controlBase, { state: deps.state, now: () => clock.now().getTime() })
  // Google Wallet's save page, served in Google's place for gwpass (wallet-passes.ts).
  walletControlRoutes(app, controlBase, { state: deps.state, now: () => clock.now().getTime() })
  featureFlagRoutes(app, controlBase, deps)
  // The outbox: e-mails the sandbox "sent" (order confirmations), oldest first.
  app.get(`${controlBase}/outbox`, (c) => c.json({ emails: deps.state().outbox }))
  app.delete(`${controlBase}/outbox`, (c) => {
    deps.state().outbox.length = 0
    return c.json({ emails: [] })
  })
  // The sandbox payment provider (payments.ts): read an intent; confirm it as the customer would.
  // Every intent (of one cart with ?cart_id=), for tests that count what was charged and given back.
  app.get(`${controlBase}/payment_intents`, (c) => {
    const cartId = c.req.query('cart_id')
    const intents = [...deps.state().intents.values()].filter((intent) => !cartId || intent.cart_id === cartId)
    return c.json({ payment_intents: intents.map(intentView) })
  })
  app.get(`${controlBase}/payment_intents/:id`, (c) => c.json(intentView(findIntent(deps.state(), c.req.param('id')))))
  app.post(`${controlBase}/payment_intents/:id/confirm`, async (c) => {
    const body = await jsonBody(c)
    return c.json(intentView(confirmIntent(deps.state(), clock.now().getTime(), c.req.param('id'), body)))
  })
  // The same without a body, as the sdk's sandbox provider calls it: .../approve, .../fail.
  for (const outcome of ['approve', 'fail'] as const) {
    app.post(`${controlBase}/payment_intents/:id/${outcome}`, (c) =>
      c.json(intentView(confirmIntent(deps.state(), clock.now().getTime(), c.req.param('id'), { outcome }))),
    )
  }

  // The address service (addresses.ts): calls §7 address lookup find / retrieve, no network.
  app.get(`${controlBase}/address/find`, (c) => c.json(findAddresses(c.req.query('text'), c.req.query('country'))))
  app.get(`${controlBase}/address/retrieve`, (c) => c.json(retrieveAddress(c.req.query('id'))))

  // ---- the API --------------------------------------------------------------------------------
  const allowOrigin = cors({
    origin: (origin) => (deps.allowedOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Tix-App', 'Content-Type', 'Idempotency-Key'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  })

  for (const base of [apiBase, cachedApiBase]) {
    const cached = base === cachedApiBase
    const relative = (c: Context<Env>) => c.req.path.slice(base.length).replace(/^\/+|\/+$/g, '')

    app.use(`${base}/*`, allowOrigin)
    app.use(`${base}/*`, async (c, next) => {
      const path = relative(c)
      const fault = faults.take(c.req.method, path)
      if (fault) {
        const answer = await applyFault(c, fault, clock)
        if (answer) return answer
      }

      // calls §7: "Every request carries header Tix-App: ecomm and query _seller".
      const tixApp = c.req.header('Tix-App')
      const linkable = callFor(c.req.method, path)?.linkable ?? false
      if (tixApp === undefined && !linkable)
        throw invalid('The Tix-App header is required: send Tix-App: ecomm.', 'request')
      if (tixApp !== undefined && tixApp !== 'ecomm') throw invalid('The Tix-App header must be ecomm.', 'request')
      const seller = c.req.query('_seller')
      if (seller === undefined || seller === '') throw invalid('The _seller query parameter is required.', 'request')
      if (seller !== deps.state().seed.seller.name)
        throw new ContractError(404, 'not_found', 'Resource seller not found.')

      // The cached-read prefix serves reads only (contract servers: "GET operations only").
      if (cached && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        throw new ContractError(
          405,
          'method_not_allowed',
          'The cached-read prefix answers reads (GET) only; send writes to the API base.',
        )
      }
      // storefront §4 Cart: expiry is evaluated on the sandbox clock before every call, so the
      // sessions, calendar and ticket groups a client reads never count an expired hold.
      expireCarts(deps.state(), clock.now().getTime())
      await next()
    })

    app.get(`${base}/events`, (c) => c.json(listEvents(catalogRequest(c))))
    app.get(`${base}/events/:id`, (c) => c.json(getEvent(catalogRequest(c), c.req.param('id'))))
    app.get(`${base}/event_template`, (c) => c.json(listEventTemplates(catalogRequest(c))))
    app.get(`${base}/events/:id/sessions`, (c) => c.json(listSessions(catalogRequest(c), c.req.param('id'))))
    app.get(`${base}/events/:id/sessions/:sessionId/ticket_groups`, (c) =>
      c.json(listSessionTicketGroups(catalogRequest(c), c.req.param('id'), c.req.param('sessionId'))),
    )
    app.get(`${base}/events/:id/sessions/:sessionId/seat_map`, (c) => {
      const cartId = c.req.query('cart_id')
      // The asking cart must exist and be pending (openapi SeatMapCartId: 404, 400 cart_expired).
      if (cartId !== undefined) readableCart(deps.state(), cartId)
      return c.json(getSeatMap(catalogRequest(c), c.req.param('id'), c.req.param('sessionId'), cartId ?? null))
    })
    app.get(`${base}/events/:id/calendar`, (c) => {
      const format = c.req.query('_format')
      if (format !== undefined && format !== 'extended')
        throw invalid('_format for GET calendar is extended (or absent).')
      return c.json(calendar(catalogRequest(c), c.req.param('id'), format === 'extended' ? 'extended' : 'basic'))
    })
    if (!cached) {
      app.post(`${base}/events/:id/calendar`, async (c) => {
        const raw = c.req.query('_format')
        if (raw !== undefined && raw !== 'price' && raw !== 'extended')
          throw invalid('_format for POST calendar is price or extended.')
        const format: CalendarFormat = raw === 'extended' ? 'extended' : 'price'
        const body = await jsonBody(c)
        if (body === undefined)
          throw invalid('The body is the selection to price: { ticket_types: [...] }.', 'event_calendar')
        return c.json(calendar(catalogRequest(c), c.req.param('id'), format, body))
      })
    }
    app.get(`${base}/config`, (c) => c.json(listConfig(catalogRequest(c))))
    app.get(`${base}/membership_rules`, (c) => c.json(listMembershipRules(catalogRequest(c))))
    app.get(`${base}/images/:imageId`, (c) => {
      const id = c.req.param('imageId')
      const seed = deps.state().seed
      const image = [...seed.events.map((e) => e.image), ...seed.images].find((i) => i.id === id)
      if (!image) throw new ContractError(404, 'not_found', 'Resource image not found.')
      const size = imageSize(image, {
        sizex: c.req.query('sizex'),
        sizey: c.req.query('sizey'),
        shrinkonly: c.req.query('shrinkonly'),
      })
      if ('error' in size) throw invalid(size.error)
      return c.body(renderImageSvg(image, size), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      })
    })

    // ---- carts (carts.ts, cart-rows.ts) ----
    const cartAnswer = (c: Context<Env>, cart: CartRecord, call: string) =>
      c.json(cartResponse(cartRequest(c), cart, call))
    // `my/cart/modify` and `my/cart/update` are calls of their own, not cart ids: fall through
    // to the 405 / 501 answers below.
    const notCartId = (id: string) => id === 'modify' || id === 'update'

    // The session's cart paths refuse another identity's cart with 403 (carts.ts, Owner).
    app.use(`${base}/my/cart/:cartId/*`, async (c, next) => {
      sessionCart(deps.state(), c.req.param('cartId') ?? '', cartRequest(c).identityId)
      return next()
    })
    app.get(`${base}/my/cart/:cartId`, async (c, next) => {
      if (notCartId(c.req.param('cartId'))) return next()
      sessionCart(deps.state(), c.req.param('cartId'), cartRequest(c).identityId)
      return cartAnswer(c, readableCart(deps.state(), c.req.param('cartId')), 'GET my/cart/{cartId}')
    })
    app.get(`${base}/cart/:cartId`, (c) =>
      cartAnswer(c, readableCart(deps.state(), c.req.param('cartId')), 'GET cart/{cartId}'),
    )

    // ---- gift cards and orders (payments.ts, orders.ts) ----
    app.get(`${base}/ledger/:ledgerId/:number`, (c) =>
      c.json(getGiftCard(deps.state(), c.req.param('ledgerId'), c.req.param('number'))),
    )
    app.get(`${base}/code/:code`, (c) =>
      c.json(lookupPromoCode(deps.state(), c.req.param('code'), c.req.query('mode'))),
    )
    app.get(`${base}/gift_code/:giftCode`, (c) => c.json(lookupGiftCode(deps.state(), c.req.param('giftCode'))))
    app.get(`${base}/ticket_order`, (c) => c.json(listOrders(deps.state(), clock.now().getTime(), c.req.query())))
    app.get(`${base}/ticket_order/:orderId`, (c) =>
      c.json(getOrder(deps.state(), clock.now().getTime(), c.req.param('orderId'), c.req.query())),
    )
    app.get(`${base}/ticket_order/:orderId/qrcode`, (c) =>
      c.body(orderQrSvg(deps.state(), c.req.param('orderId'), c.req.query('margin')), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    )
    // ---- My Account (my-routes.ts): the logged-in member's memberships, orders, visits, cards ----
    myRoutes(app, base, { state: deps.state, now: () => clock.now().getTime(), cached })

    if (!cached) {
      /**
       * A write, answered once per Idempotency-Key (openapi IdempotencyKey: "a write repeated
       * with the same key is applied once"): the first answer, success or contract error, is
       * replayed for the same method, path, key and body; the same key with another body answers
       * 409 `idempotency_key_reused` (the first write stands). The memo keeps the latest
       * IDEMPOTENCY_MEMO_SIZE keys. The body is read before, so the lookup, the write and the
       * record happen in one synchronous step.
       */
      const write = (c: Context<Env>, run: () => { status: ContentfulStatusCode | 204; body: unknown }): Response => {
        const key = c.req.header('Idempotency-Key')
        const memo = key ? `${c.req.method} ${relative(c)} ${key}` : undefined
        const state = deps.state()
        const sent = createHash('sha256')
          .update(bodyTexts.get(c.req.raw) ?? '')
          .digest('hex')
        const remembered = memo ? state.idempotent.get(memo) : undefined
        if (remembered && remembered.body !== sent) {
          const reused = new ContractError(
            409,
            'idempotency_key_reused',
            'This Idempotency-Key was sent before with another body: use a new key for a new write.',
          )
          return c.json(reused.body(), 409)
        }
        let answer = remembered?.answer
        if (!answer) {
          try {
            answer = run()
          } catch (error) {
            if (!(error instanceof ContractError)) throw error
            answer = { status: error.status, body: error.body() }
          }
          // A 402 asks the client to confirm the payment and call again (calls §4): the retry
          // may carry the same key, so that answer is not remembered.
          if (memo && answer.status !== 402) {
            state.idempotent.set(memo, { body: sent, answer })
            // The oldest keys go first (a Map keeps insertion order).
            for (const oldest of state.idempotent.keys()) {
              if (state.idempotent.size <= IDEMPOTENCY_MEMO_SIZE) break
              state.idempotent.delete(oldest)
            }
          }
        }
        if (answer.status === 204) return c.body(null, 204)
        return c.json(answer.body, answer.status as ContentfulStatusCode)
      }
      const cartWrite = (c: Context<Env>, call: string, change: (req: CartRequest) => CartRecord) =>
        write(c, () => {
          const req = cartRequest(c)
          const cart = change(req)
          releaseStaleIntent(req.state, cart)
          return { status: 200, body: cartResponse(req, cart, call) }
        })

      app.post(`${base}/my/cart/modify`, async (c) => {
        const body = await jsonBody(c)
        return cartWrite(c, 'POST my/cart/modify', (req) => modifyOrderCart(req, null, body, { opens: false }))
      })
      app.post(`${base}/my/cart/:cartId/modify`, async (c) => {
        const body = await jsonBody(c)
        return cartWrite(c, 'POST my/cart/{cartId}/modify', (req) =>
          modifyOrderCart(req, c.req.param('cartId'), body, { opens: false }),
        )
      })
      app.post(`${base}/cart/:cartId/modify`, async (c) => {
        const body = await jsonBody(c)
        return cartWrite(c, 'POST cart/{cartId}/modify', (req) =>
          modifyOrderCart(req, c.req.param('cartId'), body, { opens: true }),
        )
      })
      app.post(`${base}/cart/:cartId/remove`, async (c) => {
        const body = await jsonBody(c)
        return cartWrite(c, 'POST cart/{cartId}/remove', (req) =>
          removeOrderCartTickets(req, c.req.param('cartId'), body),
        )
      })
      app.post(`${base}/my/cart/:cartId/apply_code`, async (c) => {
        const body = await jsonBody(c)
        return cartWrite(c, 'POST my/cart/{cartId}/apply_code', (req) =>
          applyCartCode(req, c.req.param('cartId'), body),
        )
      })
      // ---- payment and checkout (payments.ts) ----
      for (const [path, call] of [
        [`${base}/cart/:cartId/pay`, 'POST cart/{cartId}/pay'],
        [`${base}/my/cart/:cartId/pay`, 'POST my/cart/{cartId}/pay'],
      ] as const) {
        app.post(path, async (c) => {
          const body = await jsonBody(c)
          return cartWrite(c, call, (req) => payCart(req, c.req.param('cartId'), body))
        })
      }
      for (const [path, call] of [
        [`${base}/cart/:cartId/guest_checkout`, 'POST cart/{cartId}/guest_checkout'],
        [`${base}/my/cart/:cartId/guest_checkout`, 'POST my/cart/{cartId}/guest_checkout'],
      ] as const) {
        app.post(path, async (c) => {
          const body = await jsonBody(c)
          return write(c, () => checkoutCart(cartRequest(c), c.req.param('cartId'), body, call))
        })
      }
      app.post(`${base}/my/cart/:cartId/checkout`, async (c) => {
        const body = await jsonBody(c)
        return write(c, () =>
          checkoutCart(cartRequest(c), c.req.param('cartId'), body, 'POST my/cart/{cartId}/checkout', { member: true }),
        )
      })
      // Orders: resend, e-mail, cancel (order-routes.ts).
      orderRoutes(app, base, { cartRequest, write })
      accountRoutes(app, base, { state: deps.state, now: () => clock.now().getTime(), write })
      // Memberships: reserve_membership, cancel auto-renew, giftee, gift_checkout (membership-routes.ts).
      membershipRoutes(app, base, { now: () => clock.now().getTime(), cartRequest, write })
      app.post(`${base}/user`, async (c) => {
        const body = await jsonBody(c)
        return write(c, () => ({ status: 200, body: createUser(deps.state(), body) }))
      })

      app.patch(`${base}/my/cart/:cartId`, async (c, next) => {
        if (notCartId(c.req.param('cartId'))) return next()
        const body = await jsonBody(c)
        return cartWrite(c, 'PATCH my/cart/{cartId}', (req) => extendCart(req, c.req.param('cartId'), body))
      })
      for (const path of [`${base}/my/cart/:cartId`, `${base}/cart/:cartId`]) {
        app.delete(path, async (c, next) => {
          const cartId = c.req.param('cartId') ?? ''
          if (notCartId(cartId)) return next()
          return write(c, () => {
            deleteCart(deps.state(), cartId)
            return { status: 204, body: null }
          })
        })
      }
    }

    // Everything else under the base: a contract call not built yet, a wrong method, or no such path.
    app.all(`${base}/*`, (c) => {
      const path = relative(c)
      const call = callFor(c.req.method, path)
      if (call) {
        return c.json(
          errorBody(
            'not_implemented',
            `${call.method} ${call.path} (${call.summary}) is not available in the Foyer sandbox yet.`,
            {
              extra: { operation_id: call.operationId },
            },
          ),
          501,
        )
      }
      const methods = [...new Set(callsForPath(path).map((known) => known.method))]
      if (methods.length > 0) {
        return c.json(
          errorBody('method_not_allowed', `${c.req.method} is not a call of ${path}; it takes ${methods.join(', ')}.`),
          405,
          { Allow: methods.join(', ') },
        )
      }
      return c.json(errorBody('not_found', `No call ${c.req.method} ${path} in the Foyer storefront contract.`), 404)
    })
  }

  return app
}
