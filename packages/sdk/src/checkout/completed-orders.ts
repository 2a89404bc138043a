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
  /**
   * The picture, wide and (when the seller has one) for phones, with its sizes; null without one.
   * `position` is the picture's focal point as a CSS `object-position` ('50% 30%'): the page crops
   * the picture to its box around it (seller meta completed offsets; see `focalPosition`).
   */
  image: {
    url: string
    width: number
    height: number
    position: string
    mobile: { url: string; width: number; height: number; position: string } | null
    alt: string
  } | null
  /**
   * The seller's own website, where its logo links (seller meta `logo_external_url`): the complete
   * page's way back to the seller's site. Only an http(s) address; null without one.
   */
  website: string | null
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

/** The centre: a picture without an offset is cropped evenly. */
const CENTRE = '50% 50%'

/**
 * A picture's focal point (seller meta completed offsets: `completed_image_offset`,
 * `completed_mobile_image_offset`) as a CSS `object-position`: percentages from the left and from
 * the top, written `{ "x": 50, "y": 30 }` or `"50 30"` / `"50% 30%"` / `"50,30"`. Each is clamped
 * to 0–100; anything else is the centre.
 * @example focalPosition({ x: 50, y: 30 }) // '50% 30%'
 */
export function focalPosition(offset: unknown): string {
  let pair: unknown[] = []
  if (typeof offset === 'string')
    pair = offset
      .trim()
      .split(/[\s,]+/)
      .map((part) => part.replace(/%$/, ''))
  else if (offset !== null && typeof offset === 'object' && !Array.isArray(offset))
    pair = [(offset as { x?: unknown }).x, (offset as { y?: unknown }).y]
  if (pair.length !== 2) return CENTRE
  const [x, y] = pair.map((part) =>
    typeof part === 'number' || (typeof part === 'string' && part.trim() !== '') ? Number(part) : Number.NaN,
  )
  if (!Number.isFinite(x) || !Number.isFinite(y)) return CENTRE
  const clamp = (n: number) => Math.min(100, Math.max(0, n))
  return `${clamp(x!)}% ${clamp(y!)}%`
}

/**
 * The seller's part of the complete page from the same answer (storefront §3 Seller meta:
 * completed_order_message, completed_order_links, completed_image, completed_mobile_image,
 * completed_image_alternate_text, completed offsets, logo_external_url); null when the seller has
 * none of them. Links without a label or an http(s) or site-relative URL are left out; the website
 * (logo_external_url) must be http(s).
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
  const sized = (id: string, size: { width: number; height: number }, offset: unknown) => ({
    url: imageUrl(location, id, { width: size.width * IMAGE_DENSITY, height: size.height * IMAGE_DENSITY }),
    ...size,
    position: focalPosition(offset),
  })
  const image = wide
    ? {
        ...sized(wide, COMPLETED_IMAGE_SIZE, meta.completed_image_offset),
        mobile: narrow ? sized(narrow, COMPLETED_MOBILE_IMAGE_SIZE, meta.completed_mobile_image_offset) : null,
        alt: text(meta.completed_image_alternate_text) ?? '',
      }
    : null
  const message = text(meta.completed_order_message)
  const site = text(meta.logo_external_url)?.trim() ?? null
  const website = site && /^https?:\/\/[^\s/]/.test(site) ? site : null
  if (!message && links.length === 0 && !image && !website) return null
  return { message, links, image, website }
}
