/**
 * The orders domain's types: a member's orders and visits as My Account shows them (storefront
 * §1 "upcoming tickets, recent orders", §3 Ticket, Ticket order, Payment audit, Saved payment
 * method, §4 Orders; calls §7 Orders).
 */
import type { FoyerError, Result } from '../errors/foyer-error.js'
import type { ReadableStore } from '../store/store.js'

/**
 * Where a ticket is: `in_cart` (held in a cart), `booked` (ordered), `redeemed` (used at the door),
 * `cancelled` or `unbooked` (storefront §3 Ticket state).
 */
export type TicketState = 'in_cart' | 'booked' | 'redeemed' | 'cancelled' | 'unbooked'

/** storefront §4 Orders: "Session badges: Redeemed (any ticket redeemed), Cancelled (all cancelled), Past Event." */
export type SessionBadge = 'redeemed' | 'cancelled' | 'past_event'

/** A ticket of an order. */
export interface OrderTicket {
  id: string
  orderId: string | null
  ticketTypeId: string | null
  ticketGroupId: string | null
  /** The ticket group's handler (storefront §3: tickets, seated, donation, …). */
  handler: string | null
  /** The event's type (single, repeating, other) and category (storefront §3 Event template). */
  eventType: string | null
  category: string | null
  /** The event is an add-on anchored to an admission (meta tickets_must_match_anchor_tickets). */
  anchored: boolean
  sessionId: string | null
  eventId: string | null
  /** The ticket type's and group's names ('Adult', 'General Admission'). */
  typeName: string
  groupName: string
  admitName: string | null
  scanCode: string | null
  /** The ticket's state; `cancelled` and `unbooked` both count as cancelled (storefront §3 Ticket). */
  state: TicketState
  startDatetime: string | null
  validFrom: string | null
  validTo: string | null
  /** The ticket's price (adjusted, else face value), as the server writes money. */
  price: string | null
}

/**
 * One entry of an order's payment history: when, how much, and what happened (capture, refund, …)
 * (storefront §3 Payment audit).
 */
export interface PaymentAuditEntry {
  occurredOn: string
  action: 'capture' | 'refund' | 'dispute_opened' | 'dispute_closed' | 'dispute_fee'
  amount: string
}

/** A visit: the tickets of one order for one session (GET my/order_session), with its badges. */
export interface Visit {
  id: string
  orderId: string | null
  sessionId: string
  eventId: string | null
  eventName: string
  startDatetime: string | null
  tickets: OrderTicket[]
  badges: SessionBadge[]
}

/** An order (storefront §3 Ticket order) with what it holds. */
export interface Order {
  id: string
  number: string
  /** The cart the order was bought with: an edit of the order changes it (calls §7 cart/{cartId}/modify, remove). */
  cartId: string | null
  /** The venue's time zone (the self-edit horizon counts days there). */
  timeZone: string | null
  purchasedOn: string | null
  total: string | null
  currency: string | null
  tickets: OrderTicket[]
  /** The names of the events it holds, in order, each once. */
  eventNames: string[]
  payments: PaymentAuditEntry[]
  /** Its tickets by session, with the session badges (the order page and the upcoming page). */
  visits: Visit[]
}

/** A payment method the member saved with the card provider; `identifier` is the card's label to show (storefront §3 Saved payment method). */
export interface SavedPaymentMethod {
  id: string
  identifier: string
}

/** Which wallets a ticket can be added to (calls §7 GET ticket/{id}/walletprecheck). */
export interface WalletOffer {
  apple: boolean
  google: boolean
}

/** A read of My Account: not asked yet, under way, answered, or failed (`error` says why). */
export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  data: T | null
  error: FoyerError | null
}

/** The member's orders, visits and cards (`getOrders(storefront)`), emptied when the session ends. */
export interface OrdersState {
  /** `member`: a member is logged in (their reads below); `anonymous`: nobody is, all is empty. */
  status: 'anonymous' | 'member'
  /** Recent orders (GET my/ticket_order), newest first. */
  orders: Loadable<Order[]>
  /** Visits (GET my/order_session): those not yet over first, soonest first, then past ones. */
  visits: Loadable<Visit[]>
  savedPaymentMethods: Loadable<SavedPaymentMethod[]>
}

export interface OrdersStore extends ReadableStore<OrdersState> {
  /** GET my/ticket_order with its tickets, types, groups, events and payment audit. */
  loadOrders(): Promise<Result<Order[]>>
  /** GET my/order_session (tickets booked or redeemed: calls §7) with the tickets and events. */
  loadVisits(): Promise<Result<Visit[]>>
  /** GET my/identity/saved_payment_method. */
  loadSavedPaymentMethods(): Promise<Result<SavedPaymentMethod[]>>
  /**
   * One order (GET ticket_order/{id} with calls §7's embeds). A missing one is `not_found`
   * ('We could not find that order.', calls §8 Orders).
   */
  loadOrder(orderId: string): Promise<Result<Order>>
  /** Asks which wallets (Apple, Google) a ticket can be added to, so only those links are offered (calls §7 GET ticket/{id}/walletprecheck). */
  walletPrecheck(ticketId: string): Promise<Result<WalletOffer>>
  /** The add-to-wallet links under the ticket path (calls §7 "links to gwpass and pkpass"). */
  walletLinks(ticketId: string): { apple: string; google: string }
  /** An order's QR code image (calls §7 cached ticket_order/{id}/qrcode, calls §9 margin 4). */
  qrCodeUrl(orderId: string): string
  /** Stops following the session. */
  dispose(): void
}
