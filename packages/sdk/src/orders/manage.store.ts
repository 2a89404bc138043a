/**
 * Order self-service (`manageOrder(storefront, orderId)`; storefront §1 "Resend, edit, reschedule
 * and cancel orders"; §2 /manage; §4 Orders, Edit order; calls §4 edit e-mails; calls §7 cart
 * remove / modify / DELETE, ticket_order cancel and email; calls §8 Orders). No login: the order's
 * id is the key. Changes are made on an edit of the order's cart (unsaved until confirmed or
 * discarded); the order itself changes only when the edit is checked out.
 */
import type { CartContents, CartStore } from '../cart/types.js'
import { readCart } from '../cart/rules/cart-load.js'
import { cartQuery } from '../cart/rules/cart-query.js'
import { extensionBody, localExpiresAt } from '../cart/rules/expiry-timer.js'
import { defaultIdempotencyKey } from '../core/ids.js'
import { createCartTimer, type CartTimer, type TimedCart } from '../cart/timer.store.js'
import { FoyerError, errorForFlow, ok, type Result } from '../errors/foyer-error.js'
import { invalidInput, shown } from '../errors/invalid-input.js'
import { MAX_QUANTITY_PER_TYPE } from '../reserve/rules/constants.js'
import type { Http } from '../http/client.js'
import type { MessageKey } from '../i18n/types.js'
import type { Clock } from '../store/clock.js'
import { createStore, type ReadableStore } from '../store/store.js'
import { ORDER_EMBEDS, readOrders } from './rules.js'
import {
  DEFAULT_SELF_EDIT_RULES,
  cancellableTickets,
  changeMessage,
  confirmStep,
  insideHorizon,
  orderActions,
  removalProblem,
  selectionProblem,
  type OrderActions,
  type SelfEditRules,
} from './self-service.js'
import type { Order } from './types.js'

/** An edit of the order not yet confirmed (storefront §4: "a cart with an expiry, which counts as unsaved changes"). */
export interface OrderEdit {
  cart: CartContents
  /** What the change costs beyond what was paid (grand_totals.total_outstanding). */
  outstanding: string
  /** When the edit lapses here (calls §9 local expiry: expires_in − 5 s), or null without an expiry. */
  expiresAt: number | null
}

export interface ManageOrderState {
  status: 'loading' | 'ready' | 'not_found' | 'error'
  order: Order | null
  /** What the order offers (storefront §4 Orders). */
  actions: OrderActions
  /** The tickets chosen (to remove or cancel). */
  selected: string[]
  edit: OrderEdit | null
  /** The call under way. */
  busy: 'changing' | 'discarding' | 'confirming' | 'cancelling' | 'resending' | null
  /** The last success's message: rescheduled, tickets cancelled, tickets resent. */
  message: MessageKey | null
  error: FoyerError | null
  /** Paying for the change: the checkout at /manage/{orderId}/confirm holds the edit (calls §2). */
  next: 'confirm' | null
  /**
   * The edit lapsed (storefront §4 Cart on expiry: "On manage the page reloads. On reschedule the
   * user goes to /manage/{orderId}"): the order was read again as it is.
   */
  lapsed: boolean
}

export interface ManageOrderStore extends ReadableStore<ManageOrderState> {
  /** GET ticket_order/{id}; a missing order is `not_found` ('We could not find that order.'). */
  load(): Promise<Result<Order>>
  toggle(ticketId: string, selected: boolean): void
  /** Removes the selected tickets into the edit (POST cart/{cartId}/remove). */
  removeSelected(): Promise<Result<OrderEdit>>
  /** Adds tickets to the edit (POST cart/{cartId}/modify add), e.g. one more of a type in the same session. */
  add(lines: { sessionId: string; ticketTypeId: string; quantity: number }[]): Promise<Result<OrderEdit>>
  /**
   * Moves tickets to another session (POST cart/{cartId}/modify: remove them, add the same types
   * there). A session inside the self-edit horizon is refused ('orders.sessionTooSoon', storefront
   * §5): the tickets could not be changed again.
   */
  reschedule(ticketIds: readonly string[], session: { id: string; startDatetime: string }): Promise<Result<OrderEdit>>
  /** Drops the unsaved changes (DELETE cart/{id}): the order stays as it was. */
  discard(): Promise<Result<null>>
  /**
   * Confirms the changes (storefront §4): nothing outstanding → a free checkout, then the
   * order_update e-mail; something to pay → `next: 'confirm'` with the edit held by the cart
   * store for the checkout; a payment not supported → its error.
   */
  confirm(): Promise<Result<'done' | 'confirm'>>
  /** Cancels the selected free tickets (POST ticket_order/{id}/cancel), then the order_cancel e-mail. */
  cancelSelected(): Promise<Result<Order>>
  /** Sends the order's confirmation again (POST ticket_order/{id}/email, empty body). */
  resend(): Promise<Result<null>>
  /**
   * The edit's timer (storefront §4 Cart "Timer and extension"; calls §9): shown while an edit is
   * open with under 20 minutes left, it offers 'Add 2 minutes' about 60 s before the edit lapses
   * (PATCH my/cart/{id}) and turns `expired` when it does.
   */
  readonly timer: CartTimer
  /** Stops the edit's expiry timer. */
  dispose(): void
}

export interface ManageOrderOptions {
  orderId: string
  http: Http
  clock: Clock
  /** The cart store: it holds the edit while the visitor pays for it. */
  cart: Pick<CartStore, 'hold'>
  /** The tenant's cart timer settings (`StorefrontOptions.cartTimer`), for the edit's timer. */
  cartTimer?: { maxExtensions?: number | null; extendCartTimer?: boolean }
  /** A new idempotency key for the extension (calls §7). @default a random UUID */
  idempotencyKey?: () => string
  /** The tenant's self-edit rules. */
  rules?: SelfEditRules
  /** The words of a message key (`storefront.i18n.t`): the description of the errors made here, before any call. */
  describe?: (key: MessageKey) => string
}

/** The edit's answer embeds what a cart load reads (calls §7 cart query), so it reads as any cart. */
const EDIT_QUERY = { _embed: cartQuery()._embed, _limit: cartQuery()._limit }

const NO_ACTIONS: OrderActions = { edit: false, cancel: false, reschedule: false }

export function createManageOrder(options: ManageOrderOptions): ManageOrderStore {
  const { orderId, http, clock } = options
  const rules = options.rules ?? DEFAULT_SELF_EDIT_RULES
  const store = createStore<ManageOrderState>({
    status: 'loading',
    order: null,
    actions: NO_ACTIONS,
    selected: [],
    edit: null,
    busy: null,
    message: null,
    error: null,
    next: null,
    lapsed: false,
  })
  const set = (patch: Partial<ManageOrderState>) => store.setState(() => ({ ...store.getSnapshot(), ...patch }))
  const ordersError = (error: FoyerError) => errorForFlow(error, 'orders')
  /** An error made here, before any call: its message is the catalogue's sentence, or `description`. */
  const refused = (code: string, messageKey: MessageKey, description?: string, extra?: Record<string, unknown>) =>
    new FoyerError({
      code,
      messageKey,
      description: description ?? options.describe?.(messageKey) ?? null,
      ...(extra ? { extra } : {}),
    })
  let disposed = false
  /** Why a call cannot start now: disposed, the order not loaded, another call under way. */
  function notNow(): FoyerError | null {
    const { order, busy } = store.getSnapshot()
    if (disposed)
      return refused('aborted', 'error.generic', 'This order page was disposed: make a new one with manageOrder().')
    if (!order) return refused('not_ready', 'error.generic', 'The order is not loaded: call load() first.')
    if (busy)
      return refused('busy', 'error.generic', `Another change to this order is under way (${busy}): wait for it.`)
    return null
  }

  async function load(): Promise<Result<Order>> {
    if (disposed) return { error: refused('aborted', 'error.generic', 'This order page was disposed.') }
    // An empty id would read GET ticket_order/, the listing.
    if (typeof orderId !== 'string' || orderId.trim() === '') return invalidInput('orderId', 'is required')
    const result = await http.get('/ticket_order/{orderId}', {
      params: { path: { orderId }, query: { _embed: ORDER_EMBEDS } },
    })
    const order = result.error ? null : (readOrders(result.data, clock.now())[0] ?? null)
    if (!order) {
      const error = result.error
        ? ordersError(result.error)
        : new FoyerError({ code: 'not_found', status: 404, messageKey: 'orders.orderNotFound' })
      set({ status: error.code === 'not_found' ? 'not_found' : 'error', error })
      return { error }
    }
    const actions = orderActions(order, rules, clock.now())
    // A change left open (a reload, another tab: storefront §4 Edit order "unsaved changes"): the
    // order's cart is pending again with a hold of its own. It is shown again, to confirm or
    // discard, rather than hidden until it expires with the tickets it took out.
    if (order.cartId && !store.getSnapshot().edit && (actions.edit || actions.cancel || actions.reschedule)) {
      const open = await http.get('/cart/{cartId}', {
        params: { path: { cartId: String(order.cartId) }, query: EDIT_QUERY },
      })
      const contents = open.error ? null : readCart(open.data)
      if (contents?.cart.state === 'pending' && typeof contents.cart.expires_in === 'number') showEdit(contents)
    }
    set({ status: 'ready', order, actions, selected: [] })
    return ok(order)
  }

  /** The edit the cart holds now, followed to its expiry. */
  function showEdit(contents: CartContents): OrderEdit {
    const expiresIn = contents.cart.expires_in
    const edit: OrderEdit = {
      cart: contents,
      outstanding: contents.cart.grand_totals?.total_outstanding ?? '0.00',
      expiresAt: typeof expiresIn === 'number' ? localExpiresAt(expiresIn, clock.now()) : null,
    }
    set({ busy: null, edit, selected: [], lapsed: false })
    watchExpiry(edit)
    return edit
  }

  /** One change of the edit: the answer is the edit cart. */
  async function change(call: (cartId: string) => Promise<{ data?: unknown; error?: FoyerError }>) {
    const refusal = notNow()
    if (refusal) return { error: refusal }
    const order = store.getSnapshot().order as Order
    const cartId = store.getSnapshot().edit?.cart.cart.id ?? order.cartId
    if (!cartId) {
      const error = new FoyerError({ code: 'not_found', messageKey: 'orders.contactUsToReschedule' })
      set({ error })
      return { error }
    }
    set({ busy: 'changing', error: null, message: null })
    const result = await call(String(cartId))
    const contents = result.error ? null : readCart(result.data)
    if (!contents) {
      const error = result.error ? ordersError(result.error) : new FoyerError({ code: 'unexpected' })
      set({ busy: null, error })
      return { error }
    }
    return ok(showEdit(contents))
  }

  // storefront §4 Cart on expiry: "On manage the page reloads": the lapsed edit is gone, the order read again.
  let expiryTimer: unknown = null
  function watchExpiry(edit: OrderEdit | null) {
    if (expiryTimer !== null) clock.clearTimeout(expiryTimer)
    expiryTimer = null
    if (!edit || edit.expiresAt === null || disposed) return
    expiryTimer = clock.setTimeout(
      () => {
        expiryTimer = null
        void lapse(edit)
      },
      Math.max(0, edit.expiresAt - clock.now()),
    )
  }

  /** The edit lapsed: it is gone, the order is read again as it is. */
  async function lapse(edit: OrderEdit) {
    if (store.getSnapshot().edit !== edit) return
    set({ edit: null, selected: [], lapsed: true })
    await load()
  }

  // The edit as a cart the cart timer follows (storefront §4 Cart "Timer and extension"): its
  // countdown, the extension prompt about 60 s before it lapses, and its expiry.
  let extensionsUsed = 0
  let editSnapshot: ReturnType<TimedCart['getSnapshot']> | null = null
  const editCart: TimedCart = {
    subscribe: store.subscribe,
    getSnapshot() {
      const { edit, lapsed } = store.getSnapshot()
      const cart = edit?.cart.cart ?? null
      const status = edit ? 'ready' : lapsed ? 'expired' : 'empty'
      if (
        editSnapshot?.cart !== cart ||
        editSnapshot.status !== status ||
        editSnapshot.extensionsUsed !== extensionsUsed
      )
        editSnapshot = { status, cartId: cart ? String(cart.id) : null, cart, extensionsUsed }
      return editSnapshot
    },
    async load() {
      const edit = store.getSnapshot().edit
      if (!edit) return ok(null)
      const read = await http.get('/cart/{cartId}', {
        params: { path: { cartId: String(edit.cart.cart.id) }, query: EDIT_QUERY },
      })
      const contents = read.error ? null : readCart(read.data)
      if (store.getSnapshot().edit !== edit) return ok(null)
      if (contents?.cart.state === 'pending' && typeof contents.cart.expires_in === 'number') showEdit(contents)
      else await lapse(edit)
      return ok(null)
    },
    async expire() {
      const edit = store.getSnapshot().edit
      if (edit) await lapse(edit)
    },
    async extend() {
      const edit = store.getSnapshot().edit
      const expiresAt = edit?.cart.cart.expires_at
      if (!edit || !expiresAt) return { error: new FoyerError({ code: 'no_cart', messageKey: 'error.generic' }) }
      // calls §7 PATCH my/cart/{id}: "expires_at (current expiry plus 2 minutes)", with its key.
      const result = await http.patch('/my/cart/{cartId}', {
        params: {
          path: { cartId: String(edit.cart.cart.id) },
          query: EDIT_QUERY,
          header: { 'Idempotency-Key': newKey() },
        },
        body: extensionBody(expiresAt),
      })
      const contents = result.error ? null : readCart(result.data)
      if (!contents) return { error: result.error ? ordersError(result.error) : new FoyerError({ code: 'unexpected' }) }
      extensionsUsed += 1
      showEdit(contents)
      return ok(contents)
    },
  }
  const newKey = options.idempotencyKey ?? (() => defaultIdempotencyKey(clock))
  const timer = createCartTimer({ cart: editCart, clock, ...options.cartTimer })

  /** The refusal of `add`'s lines (a script's typed input), or null: quantities are never rounded or clamped. */
  function linesRefusal(lines: unknown): { error: FoyerError } | null {
    const refusal = notNow()
    if (refusal) return { error: refusal }
    if (!Array.isArray(lines) || lines.length === 0)
      return invalidInput('lines', 'must list at least one { sessionId, ticketTypeId, quantity }')
    for (const [index, line] of lines.entries()) {
      const { sessionId, ticketTypeId, quantity } = (line ?? {}) as Record<string, unknown>
      if (typeof sessionId !== 'string' || sessionId === '')
        return invalidInput(`lines[${index}].sessionId`, 'is required')
      if (typeof ticketTypeId !== 'string' || ticketTypeId === '')
        return invalidInput(`lines[${index}].ticketTypeId`, 'is required')
      if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY_PER_TYPE)
        return invalidInput(
          `lines[${index}].quantity`,
          `must be a whole number from 1 to ${MAX_QUANTITY_PER_TYPE}, not ${shown(quantity)}`,
        )
    }
    return null
  }

  /** The refusal of `reschedule`'s input: the order's tickets, a session with a readable start. */
  function rescheduleRefusal(ticketIds: unknown, session: unknown): { error: FoyerError } | null {
    const order = store.getSnapshot().order as Order
    if (!Array.isArray(ticketIds) || ticketIds.length === 0)
      return invalidInput('ticketIds', 'must list at least one ticket of the order')
    const unknown = ticketIds.filter((id) => !order.tickets.some((t) => t.id === id))
    if (unknown.length > 0) return invalidInput('ticketIds', `are not tickets of this order: ${shown(unknown)}`)
    const { id, startDatetime } = (session ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || id === '') return invalidInput('session.id', 'is required')
    if (typeof startDatetime !== 'string' || Number.isNaN(Date.parse(startDatetime)))
      return invalidInput('session.startDatetime', `must be an ISO 8601 date-time, not ${shown(startDatetime)}`)
    return null
  }

  /** Drops the unsaved changes (DELETE cart/{id}): the order stays as it was. */
  async function discard(): Promise<Result<null>> {
    const refusal = notNow()
    if (refusal) return { error: refusal }
    const { edit } = store.getSnapshot()
    if (!edit) return ok(null)
    set({ busy: 'discarding', error: null })
    const result = await http.delete('/cart/{cartId}', { params: { path: { cartId: String(edit.cart.cart.id) } } })
    // A cart already gone (expired, not_found) is as discarded (calls §8 Cart load "delete cart not_found ignored").
    if (result.error && result.error.code !== 'not_found' && result.error.code !== 'cart_expired') {
      const error = ordersError(result.error)
      set({ busy: null, error })
      return { error }
    }
    set({ busy: null, edit: null })
    watchExpiry(null)
    await load()
    return ok(null)
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    toggle(ticketId, selected) {
      const current = store.getSnapshot().selected.filter((id) => id !== ticketId)
      set({ selected: selected ? [...current, ticketId] : current, error: null })
    },
    async removeSelected() {
      const refusal = notNow()
      if (refusal) return { error: refusal }
      const { order, selected } = store.getSnapshot()
      const problem = removalProblem(order as Order, selected)
      if (problem) {
        const error = refused('validation_failed', problem)
        set({ error })
        return { error }
      }
      const tickets = [...store.getSnapshot().selected]
      return change((cartId) =>
        http.post('/cart/{cartId}/remove', { params: { path: { cartId }, query: EDIT_QUERY }, body: { tickets } }),
      )
    },
    async add(lines) {
      const problem = linesRefusal(lines)
      if (problem) return problem
      const add = lines.flatMap((line) =>
        Array.from({ length: line.quantity }, () => ({
          event_session_id: line.sessionId,
          ticket_type_id: line.ticketTypeId,
        })),
      )
      return change((cartId) =>
        http.post('/cart/{cartId}/modify', { params: { path: { cartId }, query: EDIT_QUERY }, body: { add } as never }),
      )
    },
    async reschedule(ticketIds, session) {
      const blocked = notNow()
      const refusal = blocked ? { error: blocked } : rescheduleRefusal(ticketIds, session)
      if (refusal) return refusal
      const order = store.getSnapshot().order as Order
      if (insideHorizon(session.startDatetime, clock.now(), rules, order.timeZone ?? 'UTC')) {
        const error = refused('validation_failed', 'orders.sessionTooSoon')
        set({ error, message: null })
        return { error }
      }
      const tickets = order.tickets.filter((t) => ticketIds.includes(t.id))
      const add = tickets.map((t) => ({ event_session_id: session.id, ticket_type_id: t.ticketTypeId ?? '' }))
      const moved = await change((cartId) =>
        http.post('/cart/{cartId}/modify', {
          params: { path: { cartId }, query: EDIT_QUERY },
          body: { remove: [...ticketIds], add } as never,
        }),
      )
      // The session's start as the server has it, not as the caller said: one inside the horizon
      // after all is not kept (the edit is discarded; the order stays as it was).
      const start = moved.data?.cart.sessions.find((row) => String(row.id) === session.id)?.start_datetime
      if (start && insideHorizon(start, clock.now(), rules, order.timeZone ?? 'UTC')) {
        await discard()
        const error = refused('validation_failed', 'orders.sessionTooSoon')
        set({ error })
        return { error }
      }
      return moved
    },
    discard,
    async confirm() {
      const refusal = notNow()
      if (refusal) return { error: refusal }
      const { edit, order } = store.getSnapshot()
      if (!edit || !order) return { error: refused('no_change', 'error.generic', 'There is no change to confirm.') }
      const step = confirmStep(edit.outstanding, order.currency ?? edit.cart.cart.currency_code ?? null)
      if (step === 'payment_not_supported') {
        const error = new FoyerError({
          code: 'payment_not_supported',
          messageKey: 'checkout.paymentNotSupportedForAmount',
        })
        set({ error })
        return { error }
      }
      if (step === 'pay') {
        // The checkout at /manage/{orderId}/confirm pays for it (calls §2), from the cart store.
        await options.cart.hold(edit.cart)
        set({ next: 'confirm' })
        return ok('confirm' as const)
      }
      set({ busy: 'confirming', error: null })
      const cartId = String(edit.cart.cart.id)
      const result = await http.post('/cart/{cartId}/guest_checkout', {
        params: { path: { cartId } },
        body: { gateway_id: 'free', amount: '0.00', gateway_data: {}, send_email: false } as never,
      })
      if (result.error) {
        const error = ordersError(result.error)
        set({ busy: null, error })
        return { error }
      }
      const message = changeMessage(edit.cart.tickets)
      // calls §4: "an e-mail is sent with log_context order_update".
      await http.post('/ticket_order/{orderId}/email', {
        params: { path: { orderId } },
        body: { log_context: 'order_update' },
      })
      set({ busy: null, edit: null })
      watchExpiry(null)
      await load()
      set({ message })
      return ok('done' as const)
    },
    async cancelSelected() {
      const refusal = notNow()
      if (refusal) return { error: refusal }
      const { order, selected } = store.getSnapshot() as { order: Order; selected: string[] }
      const problem = selectionProblem(selected)
      const cancellable = new Set(cancellableTickets(order, clock.now()).map((t) => t.id))
      const tickets = selected.filter((id) => cancellable.has(id))
      // Every selected ticket must be one this order can cancel: none is dropped without a word.
      const others = selected.filter((id) => !cancellable.has(id))
      if (problem || tickets.length === 0 || others.length > 0) {
        const error = refused('validation_failed', problem ?? 'orders.noValidTickets', undefined, { tickets: others })
        set({ error })
        return { error }
      }
      set({ busy: 'cancelling', error: null, message: null })
      const result = await http.post('/ticket_order/{orderId}/cancel', {
        params: { path: { orderId } },
        body: { tickets: tickets.map((ticket_id) => ({ ticket_id })) },
      })
      if (result.error) {
        const error = ordersError(result.error)
        set({ busy: null, error })
        return { error }
      }
      // calls §4: "Cancelling sends log_context order_cancel."
      await http.post('/ticket_order/{orderId}/email', {
        params: { path: { orderId } },
        body: { log_context: 'order_cancel' },
      })
      set({ busy: null })
      const reloaded = await load()
      set({ message: 'orders.ticketsCancelled' })
      return reloaded
    },
    async resend() {
      const refusal = notNow()
      if (refusal) return { error: refusal }
      set({ busy: 'resending', error: null, message: null })
      const result = await http.post('/ticket_order/{orderId}/email', { params: { path: { orderId } }, body: {} })
      if (result.error) {
        const error = ordersError(result.error)
        set({ busy: null, error })
        return { error }
      }
      set({ busy: null, message: 'orders.resent' })
      return ok(null)
    },
    timer,
    dispose() {
      disposed = true
      watchExpiry(null)
      timer.dispose()
    },
  }
}
