/**
 * Ticket orders (storefront §3 Ticket order; calls §7 Orders): the rows, GET ticket_order with
 * id._in, GET ticket_order/{id}, the order's QR code, and the confirmation e-mail put in the
 * outbox. Orders are made by payments.ts when a checkout completes.
 */
import qrcode from 'qrcode-generator'
import { paymentRows, ticketEmbeds } from './cart-rows.js'
import { membershipRow, orderRow } from './order-rows.js'
import { commaList, embedsOf, limitOf } from './query.js'
import type { CartRecord, HeldTicket } from './records.js'
import { ContractError, invalid, notFound } from './errors.js'
import { fromCents } from './money.js'
import type { OrderRecord } from './records.js'
import { eventById, type SandboxState } from './state.js'
import { venueIsoString } from './venue-time.js'

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

function orderCart(state: SandboxState, order: OrderRecord): CartRecord {
  const cart = state.carts.get(order.cart_id)
  if (!cart) throw new Error(`Sandbox error: order ${order.id} of unknown cart ${order.cart_id}`)
  return cart
}

export function orderTickets(state: SandboxState, order: OrderRecord): HeldTicket[] {
  return orderCart(state, order).tickets.filter((t) => t.ticket_order_id === order.id)
}

const orderEmbeds = [
  'ticket',
  'ticket_group',
  'ticket_type',
  'membership',
  'event_template',
  'event_session',
  'venue',
  'payment_audit',
  'seller',
] as const

/** The dotted spellings of calls §7 ("event_template.venue, ticket.event_session") and the key each answers under. */
const orderEmbedAliases = {
  'ticket.ticket_type': 'ticket_type',
  'ticket.ticket_group': 'ticket_group',
  'ticket.event_session': 'event_session',
  'ticket.event_template': 'event_template',
  'event_template.venue': 'venue',
} as const

/**
 * The orders answer (openapi TicketOrderResponse) with its embeds. `ticket.state._in` and
 * `ticket_group.handler` filter the embedded tickets (calls §7: "filtered ticket.state
 * booked/redeemed and ticket_group.handler membership for membership use"). `membership`: the
 * memberships the orders bought. payment_audit: one capture per payment taken.
 */
export function ordersAnswer(
  state: SandboxState,
  now: number,
  query: Record<string, string>,
  orders: OrderRecord[],
  call: string,
): Record<string, Rows<unknown>> {
  const embeds = embedsOf(query, orderEmbeds, call, orderEmbedAliases)
  const limit = limitOf(query)
  const states =
    query['ticket.state._in'] === undefined ? null : new Set(commaList(query['ticket.state._in'], 'ticket.state._in'))
  const handler = query['ticket_group.handler']
  const listed = limit === undefined ? orders : orders.slice(0, limit)
  const tickets = listed
    .flatMap((order) => orderTickets(state, order))
    .filter((t) => states === null || states.has(t.state))
    .filter(
      (t) =>
        handler === undefined ||
        eventById(state, t.event_template_id).ticket_groups.find((g) => g.id === t.ticket_group_id)?.handler ===
          handler,
    )
  const body: Record<string, Rows<unknown>> = {
    ticket_order: rows(listed.map((order) => orderRow(state, order))),
    ...ticketEmbeds(state, now, tickets, embeds),
  }
  if (embeds.has('membership')) {
    const orderIds = new Set(listed.map((order) => order.id))
    body.membership = rows(
      [...state.memberships.values()]
        .filter((m) => m.ticket_order_id !== null && orderIds.has(m.ticket_order_id))
        .map((m) => membershipRow(state, m)),
    )
  }
  // storefront §3 Seller meta: what the complete page shows after the orders.
  if (embeds.has('seller')) {
    const { id, name, meta } = state.seed.seller
    body.seller = rows([{ id, name, meta }])
  }
  if (embeds.has('payment_audit')) {
    body.payment_audit = rows(
      listed.flatMap((order) =>
        paymentRows(state, orderCart(state, order))
          .filter((p) => p.status === 'succeeded' || p.status === 'requires_capture')
          .map((p) => ({ occurred_on: p.occurred_on, audit_action: 'capture', amount: p.amount })),
      ),
    )
  }
  return body
}

/** GET ticket_order?id._in= (calls §7: the complete page). Unknown ids are left out. */
export function listOrders(state: SandboxState, now: number, query: Record<string, string>) {
  const raw = query['id._in']
  if (raw === undefined) throw invalid('id._in is required: the ids of the orders to read.')
  const ids = commaList(raw, 'id._in')
  const orders = ids.flatMap((id) => state.orders.get(id) ?? [])
  return ordersAnswer(state, now, query, orders, 'GET ticket_order')
}

/** GET ticket_order/{id}; 404 `Resource ticket_order not found.` */
export function getOrder(state: SandboxState, now: number, id: string, query: Record<string, string>) {
  const order = state.orders.get(id)
  if (!order) throw notFound('ticket_order')
  return ordersAnswer(state, now, query, [order], 'GET ticket_order/{orderId}')
}

/** calls §9 "QR margin: 4 orders". */
export const orderQrMargin = 4

/**
 * An SVG QR code of `data` with a quiet zone of `margin` modules (the query's `margin`, 0 to 10,
 * else `defaultMargin`): the order's and the membership's QR codes (openapi QrMargin).
 */
export function qrSvg(data: string, marginParam: string | undefined, defaultMargin: number): string {
  const margin = marginParam === undefined ? defaultMargin : Number(marginParam)
  if (!Number.isInteger(margin) || margin < 0 || margin > 10)
    throw invalid('margin is a whole number of modules from 0 to 10.')
  const code = qrcode(0, 'M')
  code.addData(data)
  code.make()
  // cellSize 4: a 25-module code with margin 4 is 132 px, scalable by the <img>'s size.
  return code.createSvgTag({ cellSize: 4, margin: margin * 4, scalable: true })
}

/**
 * GET ticket_order/{id}/qrcode: an SVG QR code of the order's number (what the door scans for the
 * whole order), with a quiet zone of `margin` modules (0 to 10, default 4).
 */
export function orderQrSvg(state: SandboxState, id: string, marginParam: string | undefined): string {
  const order = state.orders.get(id)
  if (!order) throw notFound('ticket_order')
  return qrSvg(order.order_number, marginParam, orderQrMargin)
}

/**
 * The order's manage page (storefront §2 /manage/{id}: edit, reschedule, cancel a free order):
 * `{origin}/{seller}/manage/{orderId}`, the origin of the storefront the request came from (as the
 * gift e-mail's redeem link, gifts.ts siteOrigin); relative when there is none (unit calls).
 */
export function manageLink(state: SandboxState, order: OrderRecord, origin?: string): string {
  return `${origin ?? ''}/${state.seed.seller.name}/manage/${order.id}`
}

/** The e-mails about an order, by log_context: confirmation and resend, update, cancellation (calls §4). */
function emailWording(context: string, number: string, seller: string): { subject: string; intro: string } {
  if (context === 'order_update')
    return {
      subject: `Your order ${number} from ${seller} has been updated`,
      intro: `Your order ${number} has been changed. These are your tickets now.`,
    }
  if (context === 'order_cancel')
    return {
      subject: `Tickets of your order ${number} from ${seller} have been cancelled`,
      intro: `Tickets of your order ${number} have been cancelled, as you asked.`,
    }
  return {
    subject: `Your order ${number} from ${seller}`,
    intro: `Thank you for your purchase. Your order number is ${number}.`,
  }
}

/**
 * An order e-mail (storefront §3 completed order; calls §9 Completion message; calls §4
 * order_update, order_cancel), put in the outbox: the order number, its tickets (cancelled ones
 * marked), the total, the QR code link and the order's manage link. The sandbox sends nothing: a
 * developer reads it at GET /_sandbox/outbox.
 */
export function sendOrderEmail(
  state: SandboxState,
  now: number,
  order: OrderRecord,
  to: string,
  logContext = 'order_confirmation',
  origin?: string,
): void {
  const tickets = orderTickets(state, order)
  const lines = tickets.map((t) => {
    const event = eventById(state, t.event_template_id)
    const type = event.ticket_types.find((x) => x.id === t.ticket_type_id)
    const seat = t.seat_id === null ? '' : `, seat ${t.seat_id}`
    const cancelled = t.state === 'cancelled' ? ' (cancelled)' : ''
    return `- ${event.template.name}: ${type?.name ?? t.ticket_type_id}${seat} (${t.scan_code})${cancelled}`
  })
  const { subject, intro } = emailWording(logContext, order.order_number, state.seed.seller.title)
  state.outbox.push({
    id: `email-${state.nextIds.email++}`,
    to,
    subject,
    log_context: logContext,
    ticket_order_ids: [order.id],
    sent_at: venueIsoString(now, state.seed.seller.timezone),
    text: [
      intro,
      '',
      ...lines,
      '',
      `Total: ${fromCents(order.total_cents)} ${state.seed.seller.currency_code}`,
      `Show the QR code at the door: /api/v1/ticket_order/${order.id}/qrcode?_seller=${state.seed.seller.name}`,
      `Change or cancel your order: ${manageLink(state, order, origin)}`,
    ].join('\n'),
  })
}

/**
 * POST ticket_order/resend { email, memberships_only? } (calls §7): every order whose purchaser
 * has that e-mail (compared case-insensitively) is e-mailed again (log_context resend). None:
 * 404 'No orders could be found for this email address.' (calls §8 Orders). memberships_only keeps
 * the orders holding membership tickets.
 */
export function resendOrders(state: SandboxState, now: number, body: unknown, origin?: string): void {
  const raw = typeof body === 'object' && body !== null ? (body as { email?: unknown; memberships_only?: unknown }) : {}
  if (typeof raw.email !== 'string' || raw.email.trim() === '' || raw.email.length > 254)
    throw invalid('The body is { email, memberships_only? }: an e-mail address of at most 254 characters.')
  if (raw.memberships_only !== undefined && typeof raw.memberships_only !== 'boolean')
    throw invalid('memberships_only is true or false.')
  const email = raw.email.trim().toLowerCase()
  const orders = [...state.orders.values()].filter((order) => {
    if (state.identities.get(order.identity_id)?.email.toLowerCase() !== email) return false
    if (raw.memberships_only !== true) return true
    return orderTickets(state, order).some(
      (t) =>
        eventById(state, t.event_template_id).ticket_groups.find((g) => g.id === t.ticket_group_id)?.handler ===
        'membership',
    )
  })
  if (orders.length === 0) throw new ContractError(404, 'not_found', 'No orders could be found for this email address.')
  for (const order of orders)
    sendOrderEmail(state, now, order, state.identities.get(order.identity_id)!.email, 'resend', origin)
}

/**
 * POST ticket_order/{id}/email { log_context? } (calls §7; calls §4: order_update after an edit,
 * order_cancel after a cancel, or an empty body: the confirmation again): e-mails the order to its
 * purchaser, worded for the context, with its manage link.
 */
export function emailOrder(state: SandboxState, now: number, id: string, body: unknown, origin?: string): void {
  const order = state.orders.get(id)
  if (!order) throw notFound('ticket_order')
  const context =
    typeof body === 'object' && body !== null ? (body as { log_context?: unknown }).log_context : undefined
  if (context !== undefined && context !== 'order_update' && context !== 'order_cancel')
    throw invalid('log_context is order_update or order_cancel.')
  const purchaser = state.identities.get(order.identity_id)
  if (purchaser) sendOrderEmail(state, now, order, purchaser.email, context ?? 'order_confirmation', origin)
}
