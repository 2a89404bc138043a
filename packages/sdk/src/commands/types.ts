/**
 * The commands' inputs and results: explicit ids and quantities in, the created thing (or a
 * typed error, or what to do next) out.
 */
import type { CartItem, CartTotals } from '../cart/types.js'
import type { EventCard, EventDetails, EventFilters } from '../catalog/types.js'
import type { CustomIdentityField, IdentityFieldName } from '../checkout/types.js'
import type { CalendarDate, Money } from '../core/index.js'
import type { Result } from '../errors/index.js'
import type { Storefront } from '../storefront.js'

/** A day of an event that can be booked. */
export interface BookableDate {
  date: CalendarDate
  /** Places left that day, or null when unlimited or unknown. */
  available: number | null
}

/** A session of an event on one day. */
export interface SessionSummary {
  id: string
  date: CalendarDate
  /** Start in the venue's time zone, `HH:MM`. */
  startTime: string
  /** The start as ISO 8601. */
  startDatetime: string
  /** Places left, or null when unlimited. */
  available: number | null
  soldOut: boolean
}

/** A ticket type a session sells, with the quantities an order may hold. */
export interface TicketTypeSummary {
  id: string
  name: string
  ticketGroupId: string
  ticketGroupName: string
  /** The price, or null for a pay-what-you-wish type (give `price` when adding it). */
  price: Money | null
  /** A pay-what-you-wish type's lowest and highest price, else null. */
  priceRange: { min: Money | null; max: Money | null } | null
  currency: string | null
  /**
   * The fewest tickets of the group an order holds (the group's minimum per order; 1 without one).
   * Quantities of a group's types add up towards it.
   */
  minimum: number
  /** The most this type can have now: 1000 per type, the group's limit, the places left. */
  maximum: number
}

/** Tickets of one type to add. */
export interface TicketQuantity {
  ticketTypeId: string
  /** A whole number above zero; never rounded or clamped: a quantity the rules refuse is an error. */
  quantity: number
  /** The price chosen for a pay-what-you-wish type (`TicketTypeSummary.priceRange`). */
  price?: Money
}

/** What `cart.add` takes: an event's session and the tickets, all by id. */
export interface AddTicketsInput {
  eventId: string
  /** The session's day, `YYYY-MM-DD` in the venue's time zone (see `events.dates`). */
  date: CalendarDate
  /** The session (see `events.sessions`). */
  sessionId: string
  tickets: readonly TicketQuantity[]
  /** Promo codes to reserve with. */
  promoCodes?: readonly string[]
}

/** The cart as a script reads it. */
export interface CartSummary {
  cartId: string
  ticketCount: number
  totals: CartTotals | null
  items: readonly CartItem[]
}

/** What `cart.add` made. */
export interface AddedTickets {
  cartId: string
  /** The tickets this call added. */
  ticketIds: string[]
  cart: CartSummary
}

/** A gift card applied to the cart: what it pays. */
export interface AppliedGiftCard {
  number: string
  /** What it will pay at checkout. */
  pays: Money
  /** What is left to pay after it, or null without a balance. */
  totalToPay: Money | null
}

/** The purchaser of a guest checkout: the identity form's fields by name (e-mail confirmation implied). */
export type GuestPurchaser = { first_name: string; last_name: string; email: string } & Partial<
  Record<Exclude<IdentityFieldName, 'first_name' | 'last_name' | 'email' | 'email_confirm'>, string>
> & {
    /** The tenant's custom fields, by key (see `CustomIdentityField`). */
    additional_info?: Readonly<Record<CustomIdentityField['key'], string>>
  }

/** What `checkout.guest` takes. */
export interface GuestCheckoutInput {
  purchaser: GuestPurchaser
  /** The terms, when the seller has any: the purchaser accepted them. @default false */
  acceptTerms?: boolean
}

/** A payment the card holder must approve with the provider (3-D Secure) before the checkout can finish. */
export interface PaymentAction {
  type: 'authenticate_payment'
  /** The payment intent's client secret, for the provider's confirmation (Stripe: `stripe.confirmCardPayment`). */
  clientSecret: string
  paymentIntentId: string
}

/** How a checkout ended. */
export type CheckoutOutcome =
  /** Paid: the orders made. */
  | { kind: 'complete'; orderIds: string[] }
  /** Accepted, waiting for the payment to clear (a direct debit): the order follows. */
  | { kind: 'pending'; cartId: string }
  /**
   * Part paid (a deposit of a payment plan): the order is made, and the balance stays on the cart,
   * paid by a later checkout of the same cart.
   */
  | { kind: 'partial'; cartId: string; leftToPay: Money | null }
  /**
   * The card holder must approve the payment first: do `action` with the payment provider (the
   * sandbox provider: `approveChallenge()` or `failChallenge()`), then await `completion`: the
   * checkout goes on by itself once the provider has the answer.
   */
  | {
      kind: 'action_required'
      action: PaymentAction
      /** What to do next, in words. */
      next: string
      completion: Promise<Result<CheckoutOutcome>>
    }

/** The commands of a storefront, for scripts. */
export interface StorefrontCommands {
  /** The storefront underneath (its stores, `i18n`, `events`, `http`). */
  readonly storefront: Storefront
  readonly events: {
    /** The events listed for sale, filtered like the /events page. */
    list(filters?: Partial<EventFilters>): Promise<Result<EventCard[]>>
    get(eventId: string): Promise<Result<EventDetails>>
    /** The days that can be booked, from today in the venue's time zone. */
    dates(eventId: string): Promise<Result<BookableDate[]>>
    /** The sessions of a day. An unknown event, or a day not bookable, is an error. */
    sessions(eventId: string, date: CalendarDate): Promise<Result<SessionSummary[]>>
    /** The ticket types a session sells, with the quantities allowed. */
    ticketTypes(input: { eventId: string; date: CalendarDate; sessionId: string }): Promise<Result<TicketTypeSummary[]>>
  }
  readonly cart: {
    /** The cart held now (read from the server), or null. */
    get(): Promise<Result<CartSummary | null>>
    /**
     * Adds tickets for a session. Every id and quantity is checked first; a quantity the rules
     * refuse (below a group's minimum, above what is left or allowed, not a whole number) is an
     * `invalid_input` error naming the allowed range — nothing is rounded or clamped.
     */
    add(input: AddTicketsInput): Promise<Result<AddedTickets>>
    /** Applies a promo code to the cart. */
    applyCode(code: string): Promise<Result<CartSummary>>
    /** Applies a gift card: it pays first at checkout. */
    applyGiftCard(number: string): Promise<Result<AppliedGiftCard>>
    /** Deletes the cart and its tickets. */
    clear(): Promise<Result<null>>
  }
  readonly checkout: {
    /**
     * Checks the cart out as a guest: gift cards first, then the rest (a free order needs no
     * payment; otherwise the storefront's payment provider pays). Resolves to the orders made, a
     * pending or part-paid outcome, or the action the card holder must take; never waits for a
     * person without saying so. While one is under way — an action the card holder has still to
     * take included, until its `completion` settles — another is refused (`busy`), never sent.
     */
    guest(input: GuestCheckoutInput): Promise<Result<CheckoutOutcome>>
  }
  /** Stops everything in flight. */
  dispose(): void
}
