/**
 * What the complete page shows of each order (storefront §2 /checkout/complete: "a QR code per
 * order and a link to view or print the tickets"; and what was bought, so a visitor can check the
 * order). Pure: reads
 * the answer of `GET ticket_order?id._in=` with `COMPLETED_ORDER_EMBEDS`.
 */
import { rows } from '../cart/rules/rows.js'
import { ticketItems } from '../cart/rules/cart-items.js'
import type { CartEventTemplate, CartItem, CartTicket } from '../cart/types.js'
import { idKey } from '../core/ids.js'
import type { EventSession, TicketGroup, TicketType } from '../reserve/types.js'
import { IMAGE_DENSITY, imageUrl, type ImageLocation } from '../catalog/rules.js'
import type { TicketOrder } from './types.js'

/**
 * The embeds the complete page asks with its orders: the tickets and what names them, and the
 * seller (its meta: the thank-you message, links and picture, storefront §3 Seller meta).
 */
export const COMPLETED_ORDER_EMBEDS = 'ticket,ticket_type,ticket_group,event_template,event_session,seller'

/**
 * The complete page's picture: 1200 × 400 on wide screens, 720 × 480 on phones (shown at half,
 * fetched at double).
 */
export const COMPLETED_IMAGE_SIZE = { width: 1200, height: 400 } as const
export const COMPLETED_MOBILE_IMAGE_SIZE = { width: 720, height: 480 } as const

/** What the seller shows on the complete page (storefront §3 Seller meta). */
export interface SellerCompletion {
  /** HTML, to sanitise before showing; null when the seller has none. */
  message: string | null
  /** Links under the message. */
  links: { label: string; url: string }[]
  /** The picture, wide and (when the seller has one) for phones, with its sizes; null without one. */
  image: {
    url: string
    width: number
    height: number
    mobile: { url: string; width: number; height: number } | null
    alt: string
  } | null
}

/** storefront §3 Ticket states of tickets that were bought and still stand (cancelled and unbooked are gone). */
const STANDING_STATES: ReadonlySet<string> = new Set(['booked', 'redeemed'])

/** An order on the complete page: its number and its items (event, date and time, a line per ticket type). */
export interface CompletedOrder {
  id: string
  number: string
  /** As the cart widget groups tickets: one per event session (flexible tickets of an event together). */
  items: CartItem[]
}

/**
 * The orders of the answer, in its order, each with the items of its standing tickets. An order
 * without a number shows its id. Empty for an answer that is not an orders answer.
 */
export function completedOrders(body: unknown): CompletedOrder[] {
  if (typeof body !== 'object' || body === null) return []
  const envelope = body as Record<string, unknown>
  const tickets = rows<CartTicket>(envelope, 'ticket').filter((t) => STANDING_STATES.has(String(t.state)))
  const lookups = {
    ticketTypes: rows<TicketType>(envelope, 'ticket_type'),
    ticketGroups: rows<TicketGroup>(envelope, 'ticket_group'),
    sessions: rows<EventSession>(envelope, 'event_session'),
    eventTemplates: rows<CartEventTemplate>(envelope, 'event_template'),
  }
  return rows<TicketOrder>(envelope, 'ticket_order').map((order) => {
    const id = idKey(order.id)
    const own = tickets.filter((t) => idKey(t.ticket_order_id ?? '') === id)
    return { id, number: order.order_number || id, items: ticketItems({ ...lookups, tickets: own }) }
  })
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/**
 * The seller's part of the complete page from the same answer (storefront §3 Seller meta:
 * completed_order_message, completed_order_links, completed_image, completed_mobile_image,
 * completed_image_alternate_text); null when the seller has none of them. Links without a label
 * or an http(s) or site-relative URL are left out.
 */
export function sellerCompletion(body: unknown, location: ImageLocation): SellerCompletion | null {
  if (typeof body !== 'object' || body === null) return null
  const seller = rows<{ meta?: Record<string, unknown> | null }>(body as Record<string, unknown>, 'seller')[0]
  const meta = seller?.meta ?? {}
  const links = (Array.isArray(meta.completed_order_links) ? meta.completed_order_links : []).flatMap((link) => {
    const { label, url } = (link ?? {}) as { label?: unknown; url?: unknown }
    return text(label) && text(url) && /^(https?:\/\/|\/(?!\/))/.test(String(url))
      ? [{ label: String(label), url: String(url) }]
      : []
  })
  const wide = text(meta.completed_image)
  const narrow = text(meta.completed_mobile_image)
  const sized = (id: string, size: { width: number; height: number }) => ({
    url: imageUrl(location, id, { width: size.width * IMAGE_DENSITY, height: size.height * IMAGE_DENSITY }),
    ...size,
  })
  const image = wide
    ? {
        ...sized(wide, COMPLETED_IMAGE_SIZE),
        mobile: narrow ? sized(narrow, COMPLETED_MOBILE_IMAGE_SIZE) : null,
        alt: text(meta.completed_image_alternate_text) ?? '',
      }
    : null
  const message = text(meta.completed_order_message)
  if (!message && links.length === 0 && !image) return null
  return { message, links, image }
}
