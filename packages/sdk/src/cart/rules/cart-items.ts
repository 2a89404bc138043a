/**
 * The cart rules: Cart widget items (storefront §3 Cart item (widget)).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import { type ImageLocation, imageUrl } from '../../catalog/rules.js'
import type { MessageKey } from '../../i18n/types.js'
import { centsToMoney, flexibleAdmission, idKey, moneyToCents, venueDateTime } from '../../reserve/rules/index.js'
import type { CalendarDate, TicketType } from '../../reserve/types.js'
import type { CartContents, CartItem, CartItemType, CartTicket, RemoveItemPlan } from '../types.js'
import { heldTickets } from './cart-load.js'
import { CART_IMAGE_DENSITY, CART_IMAGE_SIZE } from './constants.js'

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1'
}

function itemIdOf(ticket: CartTicket): string {
  const session = ticket.event_session_id
  return `${idKey(ticket.event_template_id ?? '')}:${session === null || session === undefined ? 'any' : idKey(session)}`
}

/**
 * The cart widget's items (storefront §3 Cart item): the held tickets grouped by event session
 * (flexible tickets of an event together), in the order their first ticket came, each with a line
 * per ticket type (count, name, total of face values, group, type) and its ticket ids.
 *
 * Decisions (the spec names the flags, not their source):
 * - `isDependency`: the event's meta tickets_must_match_anchor_tickets is set (an upsell chained
 *   to an admission);
 * - `isAnchor`: a dated admission a dependency can match: not a dependency, not a membership,
 *   with a session;
 * - `isMembershipEvent`: a ticket's group has the membership handler;
 * - `image`: the event's image_profile at the cart size (calls §9: 64 × 51 doubled), when an image
 *   location (API base and seller) is given.
 */
export function cartItems(contents: CartContents, options: { imageLocation?: ImageLocation } = {}): CartItem[] {
  return ticketItems({ ...contents, tickets: heldTickets(contents.tickets) }, options)
}

/** The tickets and the rows they refer to, as `ticketItems` groups them. */
export type TicketItemSource = Pick<
  CartContents,
  'tickets' | 'ticketTypes' | 'ticketGroups' | 'sessions' | 'eventTemplates'
>

/**
 * Tickets grouped into items as the cart widget shows them (see `cartItems`), whatever their
 * state: the cart's held tickets, or an order's booked ones on the complete page.
 */
export function ticketItems(contents: TicketItemSource, options: { imageLocation?: ImageLocation } = {}): CartItem[] {
  const types = new Map(contents.ticketTypes.map((t) => [idKey(t.id), t]))
  const groups = new Map(contents.ticketGroups.map((g) => [idKey(g.id), g]))
  const sessions = new Map(contents.sessions.map((s) => [idKey(s.id), s]))
  const templates = new Map(contents.eventTemplates.map((e) => [idKey(e.id), e]))
  const byItem = new Map<string, CartTicket[]>()
  for (const ticket of contents.tickets) {
    const id = itemIdOf(ticket)
    byItem.set(id, [...(byItem.get(id) ?? []), ticket])
  }

  const items: CartItem[] = []
  for (const [id, tickets] of byItem) {
    const first = tickets[0] as CartTicket
    const templateId = idKey(first.event_template_id ?? '')
    const template = templates.get(templateId)
    // An undated product (flexible only: gift cards, donations) has no date even when the server holds
    // its tickets in an open session with a start time (storefront §4 Reserve flow: 'any' has no date).
    const undated = flexibleAdmission({ event_type: template?.event_type ?? null }) === 'only'
    const sessionId =
      undated || first.event_session_id === null || first.event_session_id === undefined
        ? null
        : idKey(first.event_session_id)
    const session = sessionId === null ? undefined : sessions.get(sessionId)

    const lines = new Map<
      string,
      { ticketCount: number; cents: number; type: TicketType | undefined; groupId: string }
    >()
    for (const ticket of tickets) {
      const typeId = idKey(ticket.ticket_type_id)
      const type = types.get(typeId)
      const groupId = idKey(ticket.ticket_group_id ?? type?.ticket_group_id ?? '')
      const line = lines.get(typeId) ?? { ticketCount: 0, cents: 0, type, groupId }
      const cents = moneyToCents(ticket.face_value ?? '0.00')
      line.ticketCount += 1
      line.cents += Number.isNaN(cents) ? 0 : cents
      lines.set(typeId, line)
    }
    const itemTypes: CartItemType[] = [...lines].map(([typeId, line]) => {
      const group = groups.get(line.groupId)
      const name = line.type?.name ?? ''
      return {
        ticketCount: line.ticketCount,
        name,
        totalPrice: centsToMoney(line.cents),
        group: { id: line.groupId, name: group?.name ?? '' },
        type: { id: typeId, name },
      }
    })

    const isDependency = flag(template?.meta?.tickets_must_match_anchor_tickets)
    const isMembershipEvent = itemTypes.some((t) => groups.get(t.group.id)?.handler === 'membership')
    const imageId = template?.meta?.image_profile
    const image =
      imageId && options.imageLocation
        ? {
            url: imageUrl(options.imageLocation, imageId, {
              width: CART_IMAGE_SIZE.width * CART_IMAGE_DENSITY,
              height: CART_IMAGE_SIZE.height * CART_IMAGE_DENSITY,
            }),
            alt: template?.meta?.image_profile_alt_text ?? '',
          }
        : null

    items.push({
      id,
      name: template?.name ?? '',
      image,
      types: itemTypes,
      isAnchor: !isDependency && !isMembershipEvent && sessionId !== null,
      isDependency,
      isMembershipEvent,
      ticketIds: tickets.map((t) => idKey(t.id)),
      eventTemplateId: templateId,
      sessionId,
      startDatetime: undated ? null : (session?.start_datetime ?? first.start_datetime ?? null),
    })
  }
  return items
}

/** The number of held tickets (storefront §3 Cart "ticket count"). */
export function cartTicketCount(contents: Pick<CartContents, 'tickets'>): number {
  return heldTickets(contents.tickets).length
}

/**
 * The date of the cart's anchor, in the venue's time zone: the earliest anchor item's session
 * date (storefront §4: "A cart anchor date that is available is preselected"). Null without one.
 */
export function cartAnchorDate(items: readonly CartItem[], timeZone: string): CalendarDate | null {
  const anchors = items
    .filter((i) => i.isAnchor && i.startDatetime)
    .sort((a, b) => Date.parse(a.startDatetime as string) - Date.parse(b.startDatetime as string))
  const first = anchors[0]
  return first ? venueDateTime(first.startDatetime as string, timeZone).date : null
}

/** The confirmation asked before removing a cart item (storefront §4 "Removing a cart item asks for confirmation"). */
export const REMOVE_ITEM_CONFIRM_KEY: MessageKey = 'cart.removeItemConfirm'

/**
 * storefront §4: "Removing a cart item asks for confirmation. Removing a dependency item, or the
 * only item, deletes the whole cart." Otherwise the item's tickets are removed (calls §7 POST
 * cart/{cartId}/remove with the ticket ids). Null for an item not in the cart.
 */
export function removeItemPlan(items: readonly CartItem[], itemId: string): RemoveItemPlan | null {
  const item = items.find((i) => i.id === itemId)
  if (!item) return null
  if (item.isDependency || items.length === 1) return { confirm: true, action: 'deleteCart', ticketIds: item.ticketIds }
  return { confirm: true, action: 'removeTickets', ticketIds: item.ticketIds }
}
