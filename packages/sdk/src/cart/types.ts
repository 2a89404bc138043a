/**
 * Types of the cart basics (storefront §3 Cart, Cart item, Ticket; §4 Cart; calls §7 Cart).
 *
 * Wire rows come from the generated contract (`Schema<'Cart'>`, `Schema<'Ticket'>` …, as
 * catalog/types.ts does), picked to the fields the cart rules read, so a generated row (which has
 * more) is one of them and one name stands for one entity. The store and snapshot types follow.
 */
import type { MembershipReserveBody } from '../membership/form.js'
import type { ImageLocation } from '../catalog/rules.js'
import type { FoyerError, Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { Schema } from '../http/paths.js'
import type { MessageKey } from '../i18n/types.js'
import type { Money } from '../core/money.js'
import type { EventSession, TicketGroup, TicketType } from '../reserve/rows.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import type { ReadableStore } from '../store/store.js'

/** storefront §3 Ticket state: in_cart (held), booked, redeemed, cancelled, unbooked. */
export type TicketState = Schema<'TicketState'>

/**
 * The cart's totals as the server computes them: face value, fees, discounts, payments made and
 * what is left to pay (storefront §3 Cart grand_totals).
 */
export type GrandTotals = Schema<'GrandTotals'>

/**
 * The cart row as the server answers it: its id, state, expiry and totals, the fields the sdk reads
 * (storefront §3 Cart).
 */
export type Cart = Pick<
  Schema<'Cart'>,
  | 'id'
  | 'cart_number'
  | 'identity_id'
  | 'state'
  | 'expires_at'
  | 'expires_in'
  | 'face_value'
  | 'currency_code'
  | 'grand_totals'
  | 'card_fee'
  | 'gateway_id'
  | 'account_id'
>

/**
 * A ticket in the cart: its type, session and state; only tickets `in_cart` are held (storefront §3
 * Ticket).
 */
export type CartTicket = Omit<CartTicketRow, 'state'> & {
  /** storefront §3 Ticket state; any other value a server sends is not held. */
  state: TicketState | string
}
type CartTicketRow = Pick<
  Schema<'Ticket'>,
  | 'id'
  | 'ticket_order_id'
  | 'ticket_type_id'
  | 'ticket_group_id'
  | 'event_template_id'
  | 'event_session_id'
  | 'admit_name'
  | 'admit_email'
  | 'face_value'
  | 'adjusted_value'
  | 'start_datetime'
  | 'state'
>

/** The event template fields the cart widget reads (storefront §3 Event template). */
export type CartEventTemplate = Pick<Schema<'EventTemplate'>, 'id' | 'name' | 'event_type' | 'meta'>

/**
 * A loaded cart: `cart._data[0]` and the rows embedded beside it (calls §7 GET cart embeds
 * ticket, ticket type, group, session, event template …).
 */
export interface CartContents {
  cart: Cart
  tickets: CartTicket[]
  ticketTypes: TicketType[]
  ticketGroups: TicketGroup[]
  sessions: EventSession[]
  eventTemplates: CartEventTemplate[]
  /** Applied promo codes (`cartmod`). */
  cartMods: CartMod[]
  /**
   * The instalments still to pay when the event is sold with a payment plan (a deposit now, the
   * balance later), embedded as `scheduled_payment` (storefront §3 Cart scheduled payments).
   */
  scheduledPayments: ScheduledPayment[]
  /**
   * The payments already made towards this cart, embedded as `payment` (storefront §3 Cart
   * completed payments).
   */
  payments: CompletedPayment[]
}

/**
 * One line of a cart item: the tickets of one ticket type, their count and total face value
 * (storefront §3 Cart item).
 */
export interface CartItemType {
  ticketCount: number
  /** The ticket type's name. */
  name: string
  /** Sum of the tickets' face values. */
  totalPrice: Money
  group: { id: string; name: string }
  type: { id: string; name: string }
}

/** storefront §3 Cart item (widget): the tickets of one event session (or of flexible admission). */
export interface CartItem {
  /** `{event_template_id}:{event_session_id}`, `…:any` for flexible tickets. */
  id: string
  name: string
  image: { url: string; alt: string } | null
  types: CartItemType[]
  isAnchor: boolean
  isDependency: boolean
  isMembershipEvent: boolean
  ticketIds: string[]
  eventTemplateId: string
  sessionId: string | null
  /** The session start (ISO 8601), or null for flexible tickets. */
  startDatetime: string | null
}

/** What the sdk does with a cart it has read, by the rules of each value below (storefront §4 Cart). */
export type CartDisposition =
  /** "Only a pending cart with tickets is kept." */
  | 'keep'
  /** "A non-pending cart is cleared." (forget it locally) */
  | 'clear'
  /** "A pending cart with no tickets is deleted." */
  | 'delete'
  /** "A cart that expires in under 30 seconds is deleted and reloaded." */
  | 'deleteAndReload'
  /** "Loading an expired cart raises a cart-expired error." */
  | 'expired'
  /** "A cart with no expiry, no held tickets and zero outstanding is treated as an already completed order." */
  | 'completed'

/** What removing a cart item does (storefront §4 Cart). */
export type RemoveItemPlan =
  | { confirm: true; action: 'deleteCart'; ticketIds: string[] }
  | { confirm: true; action: 'removeTickets'; ticketIds: string[] }

/**
 * The cart timer's colour: `info` above 5 minutes left, `warning` from 5 minutes, `error` under 2
 * minutes, and `critical` for the last 30 seconds when the tenant turns on `extendCartTimer`
 * (calls §9 Timer colours).
 */
export type TimerLevel = 'info' | 'warning' | 'error' | 'critical'

/**
 * storefront §3 Cart totals as the cart widget shows them (storefront §2 Cart widget: fees,
 * discounts, 'Total to pay'). Amounts are the wire's decimal strings; null when the cart does not
 * send one.
 */
export interface CartTotals {
  currency: string | null
  /** face_value: the tickets' face value. */
  faceValue: Money | null
  /** grand_totals.total_before_cartmod_price. */
  totalBeforeCartmods: Money | null
  /** grand_totals.total_fee_fixed_outside ('Service charges', calls §9 Fees). */
  feeFixed: Money | null
  /** grand_totals.total_fee_percent_outside ('Tax', calls §9 Fees). */
  feePercent: Money | null
  /** grand_totals.total_cartmod_amount (the promo code discounts). */
  discounts: Money | null
  /** grand_totals.total_payments. */
  payments: Money | null
  /** grand_totals.total_outstanding: what is left to pay on the cart. */
  outstanding: Money | null
  /** What the applied gift cards will pay (storefront §3 pending gift card payments), 0.00 without any. */
  giftCards: Money
  /** 'Total to pay' (storefront §2 Cart widget): the outstanding balance less the gift cards; null without a balance. */
  totalToPay: Money | null
  /** How many tickets the cart holds (state `in_cart`) (storefront §3 Cart "ticket count"). */
  ticketCount: number
  /**
   * storefront §3 Cart "card fee with payment method configuration id (pmc_id), gateway_id,
   * account_id": the fee the cart carries for paying through the card gateway, counted in
   * `outstanding`. Absent when the cart has none (or a zero one).
   */
  cardFee?: CardFee
}

/** A fee the cart carries for paying by card, with the card gateway it is configured for (storefront §3 Cart card fee; see `CartTotals.cardFee`). */
export interface CardFee {
  amount: Money
  /** The card gateway's payment method configuration id (Stripe `pmc_…`), or null. */
  pmcId: string | null
  /** The cart's gateway_id, or null. */
  gatewayId: string | null
  /** The cart's account_id (the gateway account), or null. */
  accountId: string | null
}

/** One line of the cart widget's totals (see `cartTotalLines`). */
export interface CartTotalLine {
  /** Which total: the `CartTotals` field it shows. */
  name: 'feeFixed' | 'feePercent' | 'cardFee' | 'discounts' | 'payments' | 'giftCards' | 'totalToPay'
  /** Its label in the catalogue ('Service charges', 'Tax', 'Card fee', 'Discounts', 'Paid', 'Gift cards', 'Total to pay'). */
  messageKey: MessageKey
  /** The amount to show; what gift cards pay is a deduction (negative). Null only for 'Total to pay' without a balance. */
  amount: Money | null
}

/** One applied promo code as the cart widget lists it (see `cartCodeLines`). */
export interface CartCodeLine {
  id: string
  /** The code's name, or null. */
  name: string | null
  /** What to show: the name, else the description. */
  label: string | null
  /** The discount as a deduction (negative), or null when none or zero is sent. */
  discount: Money | null
}

/** A promo code applied to the cart, with its discount and whether it blocks checkout (storefront §3 Cart cartMods; openapi `CartMod`, embedded as `cartmod`). */
export type CartMod = Schema<'CartMod'>

/** A payment of the order planned for a later date (a part payment's instalment): id, due date, amount, status (storefront §3 Cart scheduled payments; embedded as `scheduled_payment`). */
export type ScheduledPayment = Schema<'ScheduledPayment'>

/** A payment already made towards the order: id, when it happened, amount, status (storefront §3 Cart completed payments; embedded as `payment`). */
export type CompletedPayment = Pick<Schema<'CompletedPayment'>, 'id' | 'occurred_on' | 'amount' | 'status'>

/** calls §3 Gift card: a ledger row (`ledger._data[0]`: number, state, balance). */
export type GiftCard = Schema<'GiftCard'>

/**
 * storefront §3 Cart "pending gift card payments (cardNumber, remainingBalance, paymentAmount)":
 * a gift card the visitor applied that checkout will pay with (gateway ledger) before the rest.
 */
export interface PendingGiftCardPayment {
  cardNumber: string
  /** What is left on the card after this payment. */
  remainingBalance: Money
  /** What this card pays towards the cart. */
  paymentAmount: Money
}

/** Who may hold a cart in this session: the seller's public identity (guests) and the logged-in user. */
export interface CartOwners {
  publicIdentityId?: string | number | null
  userIdentityId?: string | number | null
}

/** What /transfer-cart/{cartId} does with the cart it read. */
export type TransferCartOutcome =
  /** "If the cart is owned by the public identity, go to the next path from the query or /checkout." */
  | { action: 'keep'; to: string }
  /** "If the order is already complete, go to /checkout/complete?orderIds=." */
  | { action: 'complete'; to: string; orderIds: string[] }
  /**
   * "Otherwise clear the cart and show 'This cart belongs to another member'"; and the errors
   * '403 Access denied to cart', '404 Cart not found' (`clearCart` says whether the session's own
   * cart is cleared too).
   */
  | { action: 'refuse'; messageKey: MessageKey; clearCart: boolean; description?: string | null }

/** A CityPASS voucher configuration (event config `web.ecommerce.citypass`, storefront §5). */
export interface CityPassConfig {
  /** Regular expression (source) a code for an adult type must match. */
  adult_pattern?: string | null
  /** Regular expression (source) a code for a child type must match. */
  child_pattern?: string | null
  /** A type counts as child if its name contains this (case-insensitive). @default 'child' */
  child_keyword?: string | null
}

/** Why a code or gift card number typed by the visitor is refused before any call (storefront §5). */
export type InputProblem =
  /** Nothing entered (native `required`). */
  | { code: 'required' }
  /** Shorter than `min` characters (native `minLength`). */
  | { code: 'too_short'; min: number }
  /** Longer than `max` characters (native `maxLength`). */
  | { code: 'too_long'; max: number }
  /** A message of the catalogue (CityPASS format, a gift card applied twice). */
  | { code: 'message'; messageKey: MessageKey }

// ---------------------------------------------------------------------------------------------
// The cart store (storefront.cart)
// ---------------------------------------------------------------------------------------------

/** The cart modify payload of the contract (calls §7 Cart: add, remove, reserve, codes, campaign). */
export type CartModifyPayload = Schema<'CartModify'>

/**
 * Where the storefront's cart is in its life, as a named status:
 * - `idle`: nothing asked yet (a kept cart id may be waiting in storage);
 * - `loading`: reading the cart;
 * - `updating`: a modify, removal or code is in flight (the last cart stays shown);
 * - `ready`: a pending cart with tickets is held (storefront §4 "Only a pending cart with tickets is kept");
 * - `empty`: no cart (never made, deleted, cleared, or an already completed order);
 * - `expired`: the cart expired (storefront §4 "Loading an expired cart raises a cart-expired error");
 * - `error`: the cart could not be read; the id is kept so a later `load()` may work.
 */
export type CartStatus = 'idle' | 'loading' | 'updating' | 'ready' | 'empty' | 'expired' | 'error'

/** The snapshot of `storefront.cart`. */
export interface CartState {
  status: CartStatus
  /** The kept cart's id (also in storage under `cart.storageKey`), or null. */
  cartId: string | null
  /** `cart._data[0]` of the last answer (calls §7), or null. */
  cart: Cart | null
  /** The cart and the rows embedded beside it, or null. */
  contents: CartContents | null
  /**
   * The cart widget's items: one per event session (or 'any date' admission), with a line per
   * ticket type (storefront §3 Cart item).
   */
  items: CartItem[]
  /** Face value, fees, discounts, 'Total to pay' (storefront §2 Cart widget). */
  totals: CartTotals | null
  /**
   * The local expiry in epoch ms: expires_in − 5 s from when the answer came (calls §9, storefront
   * §4 "after each modify it is set to expires_in minus 5 seconds"); null without a cart.
   */
  localExpiresAt: number | null
  /**
   * What the sdk did with the last cart it read: kept it, cleared it, deleted it, … (see
   * `CartDisposition`; storefront §4).
   */
  disposition: CartDisposition | null
  /**
   * The kept cart turned out to be an order already (storefront §4 "treated as an already
   * completed order"): its id and orders, read from its `ticket_order` embed, so checkout shows
   * them (`/checkout/complete?orderIds=`) instead of offering to buy again, e.g. after a checkout
   * whose answer was lost. Null otherwise.
   */
  completedCart: { cartId: string; orderIds: readonly string[] } | null
  /** The last failure of a cart call (calls §8), or null. */
  error: FoyerError | null
  /**
   * Whether checkout is blocked: an applied code group blocks it until the visitor enters a code
   * that lifts it, and checkout shows a code form with 'A code is required to continue with your
   * order.' (storefront §2 Checkout "a code form when the cart is blocked").
   */
  blocked: boolean
  /**
   * The cart holds an order's part payment (`isCartPartPaid`): only its balance can be paid; no
   * item is removed and no code applied (`removeItem` offers no plan).
   */
  partPaid: boolean
  /** Extensions made to this cart (PATCH my/cart/{id}, calls §7); 0 for a new cart. */
  extensionsUsed: number
  /**
   * The gift cards applied to this cart, in order (storefront §4 Gift card: "applying, then added
   * if active with balance above 0, otherwise an error"). Kept in memory only: a card number is
   * not written to storage.
   */
  giftCards: GiftCard[]
  /** What each applied gift card pays (storefront §3 Cart pending gift card payments). */
  pendingGiftCardPayments: PendingGiftCardPayment[]
  /** The gift card form: `applying` while the ledger is read; `error` with `giftCardError`. */
  giftCardStatus: 'idle' | 'applying' | 'added' | 'error'
  /** Why the last gift card was refused (calls §8 Gift card), or null. */
  giftCardError: FoyerError | null
}

export interface ModifyOptions {
  /** The marketing campaign the visitor arrived from (the page's `campaign` query), recorded on the cart (calls §7). */
  campaign?: string
  /**
   * The Idempotency-Key to send. By default each logical modify gets a new key, and a modify that
   * got no answer (network error, timeout, 5xx) keeps its key: calling `modify` again with the
   * same payload sends the same key, so the server applies it once.
   */
  idempotencyKey?: string
}

/**
 * The storefront's cart (storefront §3 Cart, §4 Cart; calls §7 Cart, §8 Cart load, §9): a store
 * of `CartState` and the calls that change it. Results are values; writes are never retried
 * blindly.
 */
export interface CartStore extends ReadableStore<CartState> {
  /** The storage key of the kept cart id: `foyer:{seller}:cart-id` (see `cartStorageKey`). */
  readonly storageKey: string
  /**
   * Reads the kept cart (calls §7 GET my/cart/{id}, `_limit` 1000, the embeds of `cartQuery`) and
   * applies storefront §4: a pending cart with tickets is kept; a non-pending one is cleared; a
   * pending one without tickets is deleted; one expiring in under 30 s is deleted; an expired one
   * sets status `expired`; an already completed order is forgotten. Load errors follow calls §8
   * Cart load: 404 (and 400 not_configured of stripe_gateway) clear the cart, 400 scope_error
   * deletes it, cart_expired expires it, others set status `error`.
   * Resolves to the kept cart, or null when there is none.
   * @example
   * const { data } = await storefront.cart.load()
   * if (data) console.log(data.cart.id, storefront.cart.getSnapshot().items.length)
   */
  load(): Promise<Result<CartContents | null>>
  /**
   * Adds to or removes from the cart (calls §7): the first call creates the cart with POST
   * my/cart/modify, later ones POST my/cart/{id}/modify (storefront §4 "Creation"). Sets the local
   * expiry to expires_in − 5 s (calls §9). Sends an Idempotency-Key (see `ModifyOptions`); never
   * retried by the sdk. A kept cart the server no longer knows (404) is forgotten and the modify
   * is made once as a creation (nothing was applied to the lost cart).
   * @example
   * await storefront.cart.modify({ channel_id: 'web', reserve: { tickets: [{ ticket_type_id: 'ga-adult', event_session_id: 's1', quantity: 2 }] } })
   */
  modify(payload: CartModifyPayload, options?: ModifyOptions): Promise<Result<CartContents>>
  /**
   * Puts a membership in the cart (calls §7 "Reserve submission for a membership": POST
   * events/{id}/reserve_membership with the kept cart as `cart_id`, a new cart without one), with
   * an Idempotency-Key as `modify`. The body comes from `membershipReserveBody` (membership domain).
   */
  reserveMembership(eventId: string, body: MembershipReserveBody): Promise<Result<CartContents>>
  /**
   * POST my/cart/{id}/apply_code (calls §7) with a trimmed code. Errors carry the promo message
   * key (calls §8 Reserve and promo). Needs a cart; without one it answers `no_cart`.
   */
  applyCode(code: string): Promise<Result<CartContents>>
  /**
   * What removing an item would do, for the confirmation (storefront §4 "Removing a cart item asks
   * for confirmation. Removing a dependency item, or the only item, deletes the whole cart.").
   * Null for an item not in the cart. Changes nothing.
   */
  removeItem(itemId: string): RemoveItemPlan | null
  /**
   * Removes an item after the visitor confirmed: its tickets go with POST my/cart/{id}/modify
   * `remove`, or the whole cart is deleted when the plan says so. Resolves to the cart left, or
   * null when it was deleted.
   */
  confirmRemoveItem(itemId: string): Promise<Result<CartContents | null>>
  /** Deletes the cart (DELETE my/cart/{id}; not_found is ignored, calls §8) and forgets it. */
  clear(): Promise<Result<null>>
  /**
   * Whether there is a cart still held: it exists and its local expiry (the server's, less 5 s) is
   * in the future (storefront §4 "A cart is current if it exists and the local expiry is in the
   * future.").
   */
  isCurrent(): boolean
  /**
   * Extends the cart (calls §7 PATCH my/cart/{id}, body expires_at = the server's current expiry
   * plus 2 minutes; calls §9). The answer's expires_in resets the local expiry. How many times is
   * the timer's business (`createCartTimer`, tenant setting `maxExtensions`).
   */
  extend(): Promise<Result<CartContents>>
  /**
   * The local expiry was reached (storefront §4 "On expiry … the cart is cleared"): the cart is
   * forgotten with status `expired` and deleted on the server (best effort: it expires there 5 s
   * later anyway, calls §9).
   */
  expire(): Promise<void>
  /**
   * Applies promo codes as typed in the code dialog (storefront §5: "Promo codes are
   * comma-separated and trimmed", 2 to 35 each), one apply_code call per code, stopping at the
   * first refusal. Input that fails the rule answers `validation_failed` without a call.
   */
  applyCodes(input: string): Promise<Result<CartContents>>
  /**
   * Applies a gift card (storefront §4 Gift card; calls §7 GET ledger/{id}/{number}, URL-encoded;
   * §8 Gift card): refused when empty, over 70, already applied ('Oops! You already applied this
   * gift card'), not found (404), not active or with balance 0 ('Gift Card balance is $0').
   */
  applyGiftCard(number: string): Promise<Result<GiftCard>>
  /** Removes an applied gift card. */
  removeGiftCard(number: string): void
  /** Forgets the gift cards (after checkout paid them, or a partial result). */
  clearGiftCards(): void
  /**
   * storefront §6 "Gift card controls appear only when the portal config enables additional
   * payment methods for gift_card and the order is modifiable" (`giftCards.enabled` and a cart).
   */
  giftCardsShown(): boolean
  /**
   * Takes the cart row a checkout answered (storefront §4 Checkout result: partial "injects the
   * returned cart"): the held cart's totals, expiry and pending gift card payments follow it; the
   * embedded rows (tickets, items) stay. Ignored for another cart.
   */
  takeCart(cart: Cart): void
  /**
   * Holds a cart read elsewhere, as a load would (storefront §4 Edit order: the edit of an order
   * that the checkout at /manage/{orderId}/confirm pays for). Replaces the held cart.
   */
  hold(contents: CartContents): Promise<void>
  /**
   * A checkout finished the cart: `completed` forgets it as an already completed order; `pending`
   * (payment processing, not pending any more: storefront §4 "A non-pending cart is cleared")
   * forgets it as cleared. No call is made.
   */
  finish(outcome: 'completed' | 'pending'): void
  /**
   * Stops holding the cart without a call (storefront §4 "Logout clears all state"): a member's
   * cart stays theirs on the server, the storefront forgets it.
   */
  release(): void
  /**
   * /transfer-cart/{cartId} (storefront §2): reads the cart (calls §7 GET cart/{id}, uncached, with
   * the ticket_order embed) and does what `transferCartOutcome` says: a cart the session may hold
   * (`owners`: the public identity, the logged-in user) becomes the kept cart, storefront §4
   * applied as on a load; another member's cart is not taken and the session's cart is cleared
   * (forgotten, not deleted); a completed order is not taken either. Errors follow
   * `transferCartErrorOutcome` (403 leaves the kept cart, 404 clears it). Resolves to where to go or
   * what to show.
   * @example
   * const outcome = await storefront.cart.transfer('c42', { owners: { publicIdentityId }, next: '/events' })
   * if (outcome.action !== 'refuse') navigate(outcome.to)
   */
  transfer(cartId: string, options: { owners: CartOwners; next?: string | null }): Promise<TransferCartOutcome>
}

export interface CartOptions {
  http: Http
  events: StorefrontEmitter
  clock: Clock
  storage: KeyValueStorage
  seller: string
  /** Base of the cart widget's image URLs (calls §9 cart image). */
  imageLocation: ImageLocation
  /** Makes Idempotency-Key values. @default crypto.randomUUID, looked up when a key is made */
  idempotencyKey?: () => string
  /**
   * Gift cards (storefront §6): given when the portal config enables additional payment methods
   * for gift_card; `ledgerId` is the ledger id, or the id of the config record naming it, of
   * calls §7 GET ledger/{ledger-or-config-id}/{number} (the sandbox: config `gift_card_ledger_id`).
   * @default none: gift cards are off
   */
  giftCards?: { ledgerId: string } | null
}
