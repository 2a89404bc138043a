/**
 * Analytics ecommerce events (storefront §3 "Analytics ecommerce events: Item: item_id,
 * item_name, item_category 1-4, price, coupon, quantity, discount. Purchase: currency,
 * transaction_id, value, coupon."; calls §9 "Analytics: ecommerce events with items and purchase
 * … details not shown"). Shaped as GA4's recommended ecommerce events (add_to_cart,
 * begin_checkout, purchase), which a tag manager's dataLayer takes as they are.
 *
 * Pure functions only.
 */
import type { Cart, CartContents, CartItem, CartTicket } from '../cart/types.js'
import type { TicketOrder } from '../checkout/types.js'
import { centsToMoney, idKey, moneyToCents } from '../reserve/rules/index.js'

/** storefront §3 Analytics Item. Numbers are amounts in the currency's major unit (GA4 takes numbers). */
export interface AnalyticsItem {
  item_id: string
  item_name: string
  /** The event's name. */
  item_category?: string
  /** The ticket group's name. */
  item_category2?: string
  /** The session's start date (YYYY-MM-DD of the ISO date-time), or 'flexible'. */
  item_category3?: string
  /** The session's start time (HH:MM), when dated. */
  item_category4?: string
  /** Unit price. */
  price: number
  quantity: number
  coupon?: string
  discount?: number
}

/** The ecommerce block of an event (GA4). */
export interface EcommerceEvent {
  event: 'add_to_cart' | 'begin_checkout' | 'purchase'
  ecommerce: {
    currency: string
    value: number
    items: AnalyticsItem[]
    transaction_id?: string
    coupon?: string
  }
}

const amount = (cents: number) => Number(centsToMoney(cents))

function dateParts(start: string | null): { date?: string; time?: string } {
  if (!start) return { date: 'flexible' }
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(start)
  return match ? { date: match[1] as string, time: match[2] as string } : {}
}

/**
 * The items of the cart widget as analytics items (storefront §3 Item): one per ticket type line,
 * with the unit price, the quantity, the event (category 1), group (2), date (3) and time (4),
 * and the applied codes as coupon.
 */
export function analyticsItems(items: readonly CartItem[], coupons: readonly string[] = []): AnalyticsItem[] {
  const coupon = coupons.length > 0 ? coupons.join(',') : undefined
  return items.flatMap((item) => {
    const { date, time } = dateParts(item.startDatetime)
    return item.types.map((line) => {
      const total = moneyToCents(line.totalPrice) || 0
      return {
        item_id: line.type.id,
        item_name: line.name,
        item_category: item.name,
        item_category2: line.group.name,
        ...(date ? { item_category3: date } : {}),
        ...(time ? { item_category4: time } : {}),
        price: line.ticketCount > 0 ? amount(Math.round(total / line.ticketCount)) : 0,
        quantity: line.ticketCount,
        ...(coupon ? { coupon } : {}),
      }
    })
  })
}

/** Items of tickets just added (add_to_cart), named from the cart's embedded rows. */
export function addedItems(
  tickets: readonly CartTicket[],
  contents: Pick<CartContents, 'ticketTypes' | 'ticketGroups' | 'eventTemplates'>,
): AnalyticsItem[] {
  const types = new Map(contents.ticketTypes.map((t) => [idKey(t.id), t]))
  const groups = new Map(contents.ticketGroups.map((g) => [idKey(g.id), g]))
  const templates = new Map(contents.eventTemplates.map((e) => [idKey(e.id), e]))
  const lines = new Map<string, AnalyticsItem & { cents: number }>()
  for (const ticket of tickets) {
    const typeId = idKey(ticket.ticket_type_id)
    const type = types.get(typeId)
    const group = groups.get(idKey(ticket.ticket_group_id ?? type?.ticket_group_id ?? ''))
    const template = templates.get(idKey(ticket.event_template_id ?? ''))
    const { date, time } = dateParts(ticket.start_datetime ?? null)
    const lineKey = `${typeId}|${ticket.event_session_id ?? ''}`
    const line = lines.get(lineKey) ?? {
      item_id: typeId,
      item_name: type?.name ?? typeId,
      ...(template ? { item_category: template.name } : {}),
      ...(group ? { item_category2: group.name } : {}),
      ...(date ? { item_category3: date } : {}),
      ...(time ? { item_category4: time } : {}),
      price: 0,
      quantity: 0,
      cents: 0,
    }
    line.quantity += 1
    line.cents += moneyToCents(ticket.face_value ?? '0.00') || 0
    lines.set(lineKey, line)
  }
  return [...lines.values()].map(({ cents, ...item }) => ({
    ...item,
    price: amount(Math.round(cents / item.quantity)),
  }))
}

function itemsValue(items: readonly AnalyticsItem[]): number {
  return amount(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0))
}

/** add_to_cart: the tickets a reserve added. */
export function addToCartEvent(currency: string, items: AnalyticsItem[]): EcommerceEvent {
  return { event: 'add_to_cart', ecommerce: { currency, value: itemsValue(items), items } }
}

/** The cart's total: what was paid plus what is outstanding (grand_totals), or the items' sum. */
export function cartValue(cart: Pick<Cart, 'grand_totals'> | null, items: readonly AnalyticsItem[]): number {
  const totals = cart?.grand_totals
  if (totals?.total_outstanding !== undefined || totals?.total_payments !== undefined) {
    return amount(
      (moneyToCents(totals?.total_outstanding ?? '0.00') || 0) + (moneyToCents(totals?.total_payments ?? '0.00') || 0),
    )
  }
  return itemsValue(items)
}

/** begin_checkout: the cart as checkout opens. */
export function beginCheckoutEvent(
  cart: Cart | null,
  items: AnalyticsItem[],
  coupons: readonly string[] = [],
): EcommerceEvent {
  return {
    event: 'begin_checkout',
    ecommerce: {
      currency: cart?.currency_code ?? 'USD',
      value: cartValue(cart, items),
      items,
      ...(coupons.length > 0 ? { coupon: coupons.join(',') } : {}),
    },
  }
}

/**
 * purchase (storefront §3 Purchase: currency, transaction_id, value, coupon): the transaction id
 * is the order ids (comma-joined when a cart made several orders), the value the cart's total.
 */
export function purchaseEvent(
  orders: readonly TicketOrder[],
  cart: Cart | null,
  items: AnalyticsItem[],
  coupons: readonly string[] = [],
): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      currency: cart?.currency_code ?? 'USD',
      transaction_id: orders.map((o) => o.order_number ?? idKey(o.id)).join(','),
      value: cartValue(cart, items),
      items,
      ...(coupons.length > 0 ? { coupon: coupons.join(',') } : {}),
    },
  }
}
