/**
 * The cart basics (storefront §3 Cart, Cart item; §4 Cart; calls §7 Cart, §8 Cart load, §9):
 * reading a loaded cart, which carts are kept, cleared or deleted, local expiry, the timer, the
 * items of the cart widget and removing an item.
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import { imageUrl, type ImageLocation } from '../catalog/rules'
import { catalogueEntryFor, type ErrorHandling, type ErrorMatch } from '../errors'
import type { MessageKey } from '../i18n/types'
import { buildPath, matchRoute } from '../routing/routes'
import { centsToMoney, flexibleAdmission, idKey, moneyToCents, venueDateTime } from '../reserve/rules'
import type { CalendarDate, EventSession, Money, TicketGroup, TicketType } from '../reserve/types'
import type {
  Cart,
  CartContents,
  CartDisposition,
  CartEventTemplate,
  CartItem,
  CartMod,
  CityPassConfig,
  CompletedPayment,
  GiftCard,
  InputProblem,
  PendingGiftCardPayment,
  ScheduledPayment,
  CartItemType,
  CartTicket,
  CartTotals,
  RemoveItemPlan,
  TimerLevel,
} from './types'

// =============================================================================================
// Constants (calls §9 Business constants and limits)
// =============================================================================================

/** calls §9 "Cart fetch and rules limit: 1000" (calls §7 GET cart: limit 1000). */
export const CART_FETCH_LIMIT = 1000
/** calls §9 "Local expiry: expires_in minus 5 s". */
export const LOCAL_EXPIRY_MARGIN_S = 5
/** calls §9 "reload if under 30 s"; storefront §4 "A cart that expires in under 30 seconds is deleted and reloaded." */
export const CART_RELOAD_UNDER_S = 30
/** calls §9 "Cart extension: 2 minutes". */
export const CART_EXTENSION_MS = 2 * 60 * 1000
/** calls §9 "Cart extension: … once". */
export const CART_EXTENSIONS_ALLOWED = 1
/** calls §9 "Extension prompt: 60 s before expiry". */
export const EXTENSION_PROMPT_BEFORE_S = 60
/** calls §9 "Expiry timer shown: under 20 minutes". */
export const TIMER_SHOWN_UNDER_S = 20 * 60
/** calls §9 "Expiry timer … checked every 1 s". */
export const TIMER_CHECK_INTERVAL_MS = 1000
/** calls §9 Timer colours: "info above 5 min". */
export const TIMER_WARNING_AT_S = 5 * 60
/** calls §9 Timer colours: "error under 2 min". */
export const TIMER_ERROR_UNDER_S = 2 * 60
/** calls §9 Timer colours: "critical at 30 s with extend_cart_timer". */
export const TIMER_CRITICAL_AT_S = 30
/** calls §9 "Teaser image … cart image 64 by 51 doubled". */
export const CART_IMAGE_SIZE = { width: 64, height: 51 } as const
/** calls §9: the cart image is asked for at double size. */
export const CART_IMAGE_DENSITY = 2
/** storefront §4 Cart: the state of a modifiable cart. */
export const PENDING_CART_STATE = 'pending'
/** storefront §4 Cart: "Loading an expired cart raises a cart-expired error." */
export const EXPIRED_CART_STATE = 'expired'

/**
 * calls §7 GET cart embeds: "identity, ticket, ticket type, group, session, event template,
 * venue, config, meta, scheduled payment, seller". Decision: cartmod and payment (completed
 * payments) are embedded too, since the Cart entity of storefront §3 holds both.
 */
export const CART_EMBEDS = [
  'identity',
  'ticket',
  'ticket_type',
  'ticket_group',
  'event_session',
  'event_template',
  'venue',
  'config',
  'meta',
  'scheduled_payment',
  'seller',
  'cartmod',
  'payment',
] as const

/** calls §7: "config key filter for config.image and web.session_picker_tabs". */
export const CART_CONFIG_NAMES = ['image', 'web.session_picker_tabs'] as const

// =============================================================================================
// Loading (calls §7 GET my/cart/{id}, cart/{id}; calls §8 Cart load)
// =============================================================================================

/**
 * The query of `GET my/cart/{id}` / `GET cart/{id}` (calls §7): limit 1000, the embeds, the
 * config name filter; `_all_tickets` for the variant with tickets in every state, and the
 * `ticket_order` embed for the variant that needs the orders.
 * @example cartQuery()._limit // 1000
 */
export function cartQuery(options: { allTickets?: boolean; ticketOrders?: boolean } = {}): {
  _limit: number
  _embed: string
  'config.name._in': string
  _all_tickets?: boolean
} {
  const embeds: string[] = [...CART_EMBEDS]
  if (options.ticketOrders) embeds.push('ticket_order')
  return {
    _limit: CART_FETCH_LIMIT,
    _embed: embeds.join(','),
    'config.name._in': CART_CONFIG_NAMES.join(','),
    ...(options.allTickets ? { _all_tickets: true } : {}),
  }
}

function rows<T>(body: Record<string, unknown>, key: string): T[] {
  const envelope = body[key] as { _data?: unknown } | undefined
  return Array.isArray(envelope?._data) ? (envelope._data as T[]) : []
}

/**
 * A loaded cart (calls §7: "read as cart._data[0] with expires_in") with the rows embedded beside
 * it. Null when the answer holds no cart.
 */
export function readCart(body: unknown): CartContents | null {
  if (typeof body !== 'object' || body === null) return null
  const envelope = body as Record<string, unknown>
  const cart = rows<Cart>(envelope, 'cart')[0]
  if (!cart) return null
  return {
    cart,
    tickets: rows<CartTicket>(envelope, 'ticket'),
    ticketTypes: rows<TicketType>(envelope, 'ticket_type'),
    ticketGroups: rows<TicketGroup>(envelope, 'ticket_group'),
    sessions: rows<EventSession>(envelope, 'event_session'),
    eventTemplates: rows<CartEventTemplate>(envelope, 'event_template'),
    cartMods: rows<CartMod>(envelope, 'cartmod'),
    scheduledPayments: rows<ScheduledPayment>(envelope, 'scheduled_payment'),
    payments: rows<CompletedPayment>(envelope, 'payment'),
  }
}

/** storefront §3 Ticket: in_cart means held. */
export function heldTickets(tickets: readonly CartTicket[]): CartTicket[] {
  return tickets.filter((t) => t.state === 'in_cart')
}

/**
 * storefront §4 Cart: "A cart with no expiry, no held tickets and zero outstanding is treated as
 * an already completed order." A missing total_outstanding counts as zero.
 */
export function isCompletedOrderCart(cart: Cart, tickets: readonly CartTicket[]): boolean {
  const noExpiry = !cart.expires_at && (cart.expires_in === null || cart.expires_in === undefined)
  const outstanding = moneyToCents(cart.grand_totals?.total_outstanding ?? '0.00')
  return noExpiry && heldTickets(tickets).length === 0 && (Number.isNaN(outstanding) || outstanding === 0)
}

/**
 * storefront §4 Cart: what to do with a loaded cart, in this order:
 * - "no expiry, no held tickets and zero outstanding": `completed` (go to the order confirmation);
 * - "Loading an expired cart raises a cart-expired error": `expired` (the cart-expiry flow);
 * - "A non-pending cart is cleared": `clear`;
 * - "A pending cart with no tickets is deleted": `delete`;
 * - "A cart that expires in under 30 seconds is deleted and reloaded": `deleteAndReload`;
 * - "Only a pending cart with tickets is kept": `keep`.
 * Tickets are the held ones (state in_cart).
 */
export function cartDisposition(cart: Cart, tickets: readonly CartTicket[]): CartDisposition {
  if (isCompletedOrderCart(cart, tickets)) return 'completed'
  if (cart.state === EXPIRED_CART_STATE) return 'expired'
  if (cart.state !== PENDING_CART_STATE) return 'clear'
  if (heldTickets(tickets).length === 0) return 'delete'
  if (typeof cart.expires_in === 'number' && cart.expires_in < CART_RELOAD_UNDER_S) return 'deleteAndReload'
  return 'keep'
}

/**
 * storefront §4 Cart: "A pending cart is modifiable only if owned by the public identity or the
 * authenticated user."
 */
export function isCartModifiable(cart: Cart, owners: CartOwners): boolean {
  return cart.state === PENDING_CART_STATE && isCartOwnedBy(cart, owners)
}

/** Who may hold a cart in this session: the seller's public identity (guests) and the logged-in user. */
export interface CartOwners {
  publicIdentityId?: string | number | null
  userIdentityId?: string | number | null
}

/** Whether the cart's identity_id is one of `owners` (whatever the cart's state). */
export function isCartOwnedBy(cart: Cart, owners: CartOwners): boolean {
  if (cart.identity_id === null || cart.identity_id === undefined) return false
  const owner = idKey(cart.identity_id)
  return [owners.publicIdentityId, owners.userIdentityId].some((id) => id !== null && id !== undefined && idKey(id) === owner)
}

// =============================================================================================
// Transfer cart (storefront §2 /transfer-cart; calls §2; calls §8 Cart load "403 ignored on transfer")
// =============================================================================================

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

/**
 * The next path of /transfer-cart (storefront §2: "the next path from the query or /checkout"; the
 * query key is `next`, routing/routes.ts). Only a path inside the storefront is followed (one
 * leading slash, not `//host` or a URL), so a crafted link cannot send the visitor elsewhere.
 * @example transferNextPath('/events/7') // '/events/7'
 * @example transferNextPath('https://evil.example') // '/checkout'
 */
export function transferNextPath(next: string | null | undefined): string {
  const path = next?.trim() ?? ''
  if (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')) return path
  return buildPath('checkout', {})
}

/**
 * storefront §2 /transfer-cart, in this order:
 * - "If the order is already complete, go to /checkout/complete?orderIds=": a cart in state
 *   `completed`, or one storefront §4 treats as an already completed order (no expiry, no held
 *   tickets, nothing outstanding), whose orders are known;
 * - "If the cart is owned by the public identity, go to the next path from the query or
 *   /checkout" (decision: the logged-in user's own cart too, as storefront §4 lets either modify a
 *   pending cart);
 * - "Otherwise clear the cart and show 'This cart belongs to another member'".
 * @example transferCartOutcome({ cart: { id: 'c1', state: 'pending', identity_id: 'pub' }, tickets: [], orderIds: [] }, { publicIdentityId: 'pub' }) // { action: 'keep', to: '/checkout' }
 */
export function transferCartOutcome(
  answer: { cart: Cart; tickets: readonly CartTicket[]; orderIds: readonly string[] },
  owners: CartOwners,
  next?: string | null,
): TransferCartOutcome {
  const { cart, tickets, orderIds } = answer
  const completed = cart.state === 'completed' || isCompletedOrderCart(cart, tickets)
  if (completed && orderIds.length > 0) {
    return { action: 'complete', orderIds: [...orderIds], to: buildPath('checkoutComplete', {}, { orderIds: [...orderIds] }) }
  }
  if (isCartOwnedBy(cart, owners)) return { action: 'keep', to: transferNextPath(next) }
  return { action: 'refuse', messageKey: 'cart.belongsToAnotherMember', clearCart: true }
}

/**
 * storefront §2 /transfer-cart "Other errors shown: '403 Access denied to cart' and '404 Cart not
 * found'", from the error catalogue's `transferCart` flow: 403 leaves the session's cart as it is
 * (calls §8 "403 ignored on transfer"), 404 clears it; any other failure shows its message.
 */
export function transferCartErrorOutcome(error: ErrorMatch & { messageKey?: MessageKey; description?: string | null }): TransferCartOutcome {
  const entry = catalogueEntryFor('transferCart', error)
  if (entry.flow === 'transferCart' && (error.status === 403 || error.status === 404)) {
    return { action: 'refuse', messageKey: entry.messageKey, clearCart: entry.handling === 'clearCart' }
  }
  return { action: 'refuse', messageKey: error.messageKey ?? entry.messageKey, clearCart: false, description: error.description ?? null }
}

/**
 * calls §8 Cart load: what a failed cart call does: 400 scope_error deletes and reloads; 404, or
 * 400 not_configured in context stripe_gateway, clears the cart; cart_expired runs the expiry
 * flow; 403 is ignored on transfer. Read from the error catalogue (`cartLoad`, `transferCart`).
 */
export function cartLoadErrorHandling(error: ErrorMatch, options: { transfer?: boolean } = {}): ErrorHandling {
  if (options.transfer) {
    const transfer = catalogueEntryFor('transferCart', error)
    if (transfer.flow === 'transferCart' && transfer.handling !== 'show') return transfer.handling
  }
  return catalogueEntryFor('cartLoad', error).handling
}

/**
 * calls §8 Cart load: "delete cart not_found ignored" (the errors catalogue's `cartDelete` flow).
 * Decision: any 404 is ignored too: the cart is gone either way.
 */
export function isIgnoredDeleteError(error: ErrorMatch): boolean {
  return catalogueEntryFor('cartDelete', error).handling === 'ignore' || error.status === 404
}

// =============================================================================================
// Local expiry and the timer (storefront §4 Cart; calls §9)
// =============================================================================================

/**
 * calls §9 / storefront §4: "after each modify it is set to expires_in minus 5 seconds": the local
 * expiry in epoch milliseconds, from `expires_in` and the time the answer came.
 * @example localExpiresAt(900, 0) // 895000
 */
export function localExpiresAt(expiresIn: number, now: number): number {
  return now + (expiresIn - LOCAL_EXPIRY_MARGIN_S) * 1000
}

/** storefront §4: "A cart is current if it exists and the local expiry is in the future." */
export function isCartCurrent(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && expiresAt > now
}

/** Whole seconds left before the local expiry (never below 0), for the timer of storefront §4. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000))
}

/** calls §9 / storefront §4: "The timer shows when under 20 minutes remain." */
export function isTimerShown(seconds: number): boolean {
  return seconds < TIMER_SHOWN_UNDER_S
}

/**
 * calls §9 Timer colours: "info above 5 min, warning 2 to 5 min, error under 2 min; critical at
 * 30 s with extend_cart_timer". 5:00 itself is a warning and 2:00 itself still a warning; with the
 * flag 0:30 and below is critical.
 */
export function timerLevel(seconds: number, options: { extendCartTimer?: boolean } = {}): TimerLevel {
  if (options.extendCartTimer && seconds <= TIMER_CRITICAL_AT_S) return 'critical'
  if (seconds > TIMER_WARNING_AT_S) return 'info'
  if (seconds >= TIMER_ERROR_UNDER_S) return 'warning'
  return 'error'
}

/**
 * The most extensions a tenant may allow. calls §9 says "2 minutes, once"; WCAG 2.2.1 (Timing
 * Adjustable) asks that a user can extend a time limit at least ten times, so the maximum is a
 * tenant setting (`maxExtensions`) from the spec's 1 up to this.
 */
export const MAX_CART_EXTENSIONS_SETTING = 10

/**
 * The tenant's maximum number of extensions, kept within 0 … MAX_CART_EXTENSIONS_SETTING (whole
 * numbers); absent or not a number gives the spec's one extension (calls §9 "once").
 * @example cartExtensionsAllowed(undefined) // 1
 * @example cartExtensionsAllowed(10) // 10 (WCAG 2.2.1)
 */
export function cartExtensionsAllowed(setting?: number | null): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return CART_EXTENSIONS_ALLOWED
  return Math.min(MAX_CART_EXTENSIONS_SETTING, Math.max(0, Math.floor(setting)))
}

/**
 * storefront §4: "About 60 seconds before local expiry the extension prompt appears unless the
 * user declined earlier … The timer may be extended once." `maxExtensions` is the tenant setting
 * (default 1, see `cartExtensionsAllowed`).
 */
export function shouldPromptExtension(state: { seconds: number; declined: boolean; extensionsUsed: number; maxExtensions?: number }): boolean {
  return (
    !state.declined &&
    state.extensionsUsed < cartExtensionsAllowed(state.maxExtensions) &&
    state.seconds > 0 &&
    state.seconds <= EXTENSION_PROMPT_BEFORE_S
  )
}

/** What the storefront does when the cart expires (storefront §4 "On expiry"; calls §4 Cart expiry). */
export type CartExpiryPlan =
  /** The cart-timeout dialog with 'Start over', which goes to `startOver`. */
  | { action: 'dialog'; startOver: string }
  /** "On manage the page reloads." */
  | { action: 'reload' }
  /** "On reschedule it goes to /manage/{orderId}." */
  | { action: 'navigate'; to: string }

/**
 * storefront §4 "On expiry: A modal appears, the upsell chain is cleared and the cart is cleared.
 * On manage the page reloads. On reschedule the user goes to /manage/{orderId}." `pathname` is
 * the route path (seller base already stripped). Elsewhere the cart-timeout dialog shows; its
 * 'Start over' goes home (decision: the spec does not say where; home sends a visitor on to the
 * admission event, storefront §2 /).
 * @example cartExpiryPlan('/manage/5/reschedule/12') // { action: 'navigate', to: '/manage/5' }
 */
export function cartExpiryPlan(pathname: string): CartExpiryPlan {
  const match = matchRoute(pathname)
  const name = match?.route.name
  if (match && name === 'manageReschedule') return { action: 'navigate', to: buildPath('manage', { id: match.params.orderId ?? '' }) }
  if (name === 'manage' || name === 'manageConfirm') return { action: 'reload' }
  return { action: 'dialog', startOver: buildPath('home') }
}

/**
 * The body of `PATCH my/cart/{id}` (calls §7: "expires_at (current expiry plus 2 minutes)").
 * @example extensionBody('2025-06-02T14:00:00.000Z') // { expires_at: '2025-06-02T14:02:00.000Z' }
 */
export function extensionBody(currentExpiresAt: string): { expires_at: string } {
  return { expires_at: new Date(Date.parse(currentExpiresAt) + CART_EXTENSION_MS).toISOString() }
}

// =============================================================================================
// Cart widget items (storefront §3 Cart item (widget))
// =============================================================================================

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
  const types = new Map(contents.ticketTypes.map((t) => [idKey(t.id), t]))
  const groups = new Map(contents.ticketGroups.map((g) => [idKey(g.id), g]))
  const sessions = new Map(contents.sessions.map((s) => [idKey(s.id), s]))
  const templates = new Map(contents.eventTemplates.map((e) => [idKey(e.id), e]))
  const byItem = new Map<string, CartTicket[]>()
  for (const ticket of heldTickets(contents.tickets)) {
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
      undated || first.event_session_id === null || first.event_session_id === undefined ? null : idKey(first.event_session_id)
    const session = sessionId === null ? undefined : sessions.get(sessionId)

    const lines = new Map<string, { ticketCount: number; cents: number; type: TicketType | undefined; groupId: string }>()
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

// =============================================================================================
// Totals and the kept cart id (storefront §3 Cart; §4 Cart)
// =============================================================================================

/**
 * The cart widget's totals (storefront §2 Cart widget: "fees, discounts, … 'Total to pay'";
 * storefront §3 Cart totals): face value, the grand totals by name, the currency and the count of
 * held tickets. 'Total to pay' is total_outstanding (what is left after payments) less what the
 * pending gift card payments will pay.
 */
export function cartTotals(contents: Pick<CartContents, 'cart' | 'tickets'>, pending: readonly PendingGiftCardPayment[] = []): CartTotals {
  const { cart } = contents
  const totals = cart.grand_totals ?? {}
  const outstanding = totals.total_outstanding ?? null
  const afterGiftCards = totalAfterGiftCards(outstanding ?? '0.00', pending)
  return {
    currency: cart.currency_code ?? null,
    faceValue: cart.face_value ?? null,
    totalBeforeCartmods: totals.total_before_cartmod_price ?? null,
    feeFixed: totals.total_fee_fixed_outside ?? null,
    feePercent: totals.total_fee_percent_outside ?? null,
    discounts: totals.total_cartmod_amount ?? null,
    payments: totals.total_payments ?? null,
    outstanding,
    giftCards: afterGiftCards.giftCards,
    totalToPay: outstanding === null ? null : afterGiftCards.totalToPay,
    ticketCount: cartTicketCount(contents),
  }
}

/**
 * The key under which the storefront keeps its cart id in the injected storage, so a reload finds
 * the cart (storefront §4: "Creation: the first modify call creates the cart. Later calls use the
 * cart id."). One key per seller, so two storefronts sharing `localStorage` keep their own carts.
 * @example cartStorageKey('demo-museum') // 'foyer:demo-museum:cart-id'
 */
export function cartStorageKey(seller: string): string {
  return `foyer:${seller}:cart-id`
}

/**
 * The held tickets an answer has that the cart did not hold before (what a reserve added, for the
 * `reserve:reserved` event and analytics add_to_cart).
 */
export function addedTickets(before: readonly CartTicket[], after: readonly CartTicket[]): CartTicket[] {
  const known = new Set(before.map((t) => idKey(t.id)))
  return heldTickets(after).filter((t) => !known.has(idKey(t.id)))
}

// =============================================================================================
// Promo codes (storefront §2 add code modal, §5 Promo code; calls §5, §8 Reserve and promo, §9)
// =============================================================================================

/** calls §9 "Promo code length: 2 to 35"; storefront §5 "trimmed, length 2 to 35". */
export const PROMO_CODE_MIN_LENGTH = 2
/** calls §9 "Promo code length: 2 to 35". */
export const PROMO_CODE_MAX_LENGTH = 35
/** storefront §5 "For a blocked cart the code is required with min length 2" (calls §5). */
export const BLOCKED_CART_CODE_MIN_LENGTH = 2
/** storefront §5 "A type counts as child if its name contains a configured keyword (default 'child')". */
export const CITYPASS_DEFAULT_CHILD_KEYWORD = 'child'

/**
 * storefront §5 "Promo codes are comma-separated and trimmed": the codes of what the visitor
 * typed, empty pieces dropped.
 * @example parsePromoCodes(' SPRING , ,members ') // ['SPRING', 'members']
 */
export function parsePromoCodes(input: string): string[] {
  return input
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
}

/**
 * storefront §5 "Promo code: required, trimmed, length 2 to 35" (the code dialog, field 'Code').
 * Each comma-separated code is checked; the first problem is returned, or null with the codes.
 * @example validatePromoCodes('A') // { problem: { code: 'too_short', min: 2 }, codes: ['A'] }
 */
export function validatePromoCodes(input: string): { problem: InputProblem | null; codes: string[] } {
  const codes = parsePromoCodes(input)
  if (codes.length === 0) return { problem: { code: 'required' }, codes }
  for (const code of codes) {
    if (code.length < PROMO_CODE_MIN_LENGTH) return { problem: { code: 'too_short', min: PROMO_CODE_MIN_LENGTH }, codes }
    if (code.length > PROMO_CODE_MAX_LENGTH) return { problem: { code: 'too_long', max: PROMO_CODE_MAX_LENGTH }, codes }
  }
  return { problem: null, codes }
}

/**
 * storefront §5 "For a blocked cart the code is required with min length 2" (no maximum: a
 * blocked-cart code may be an access code longer than a promo code).
 */
export function validateBlockedCartCode(input: string): InputProblem | null {
  const code = input.trim()
  if (code === '') return { code: 'required' }
  if (code.length < BLOCKED_CART_CODE_MIN_LENGTH) return { code: 'too_short', min: BLOCKED_CART_CODE_MIN_LENGTH }
  return null
}

/**
 * The applied codes that block checkout (storefront §3 cartMods `blocking_checkout`). While one is
 * there the checkout shows 'A code is required to continue with your order.' and the blocked-cart
 * code form (storefront §2 Checkout; calls §8 "Blocked cart warning").
 */
export function blockingCartMods(cartMods: readonly CartMod[]): CartMod[] {
  return cartMods.filter((mod) => mod.blocking_checkout === true)
}

/** storefront §2 Checkout: "a code form when the cart is blocked". */
export function isCartBlocked(cartMods: readonly CartMod[]): boolean {
  return blockingCartMods(cartMods).length > 0
}

/**
 * storefront §5 "A type counts as child if its name contains a configured keyword (default
 * 'child')", case-insensitively.
 * @example isChildTicketType('Child (3-12)', null) // true
 */
export function isChildTicketType(typeName: string, config: CityPassConfig | null | undefined): boolean {
  const keyword = (config?.child_keyword?.trim() || CITYPASS_DEFAULT_CHILD_KEYWORD).toLowerCase()
  return typeName.toLowerCase().includes(keyword)
}

function fullMatch(pattern: string | null | undefined, code: string): boolean {
  if (!pattern) return false
  try {
    return new RegExp(`^(?:${pattern})$`).test(code)
  } catch {
    // A tenant's broken pattern matches nothing: the visitor is told the format is wrong rather
    // than the page failing.
    return false
  }
}

/**
 * storefront §5 "Voucher (CityPASS) codes must match the configured adult or child pattern, else
 * 'Does not match the expected format. Please check your CityPASS code.'". With a ticket type
 * name, a child type (see `isChildTicketType`) must match the child pattern and any other the
 * adult one; without one, either pattern will do. A pattern matches the whole trimmed code.
 */
export function validateCityPassCode(
  input: string,
  config: CityPassConfig,
  ticketTypeName?: string | null,
): InputProblem | null {
  const code = input.trim()
  if (code === '') return { code: 'required' }
  const patterns =
    ticketTypeName === undefined || ticketTypeName === null
      ? [config.adult_pattern, config.child_pattern]
      : [isChildTicketType(ticketTypeName, config) ? config.child_pattern : config.adult_pattern]
  return patterns.some((pattern) => fullMatch(pattern, code)) ? null : { code: 'message', messageKey: 'reserve.citypassFormat' }
}

// =============================================================================================
// Gift cards (storefront §3 Gift card, §4 Gift card, §5, §6; calls §7 ledger, §8 Gift card, §9)
// =============================================================================================

/** calls §9 "Gift card number: max 70". */
export const GIFT_CARD_NUMBER_MAX_LENGTH = 70
/** storefront §3 Gift card: "active is the only usable value". */
export const ACTIVE_GIFT_CARD_STATE = 'active'
/** calls §3 Payment payload: the gateway of a gift card payment. */
export const LEDGER_GATEWAY = 'ledger'

/**
 * storefront §5 "Gift card number: required, max 70, and the same card cannot be applied twice"
 * ('Oops! You already applied this gift card', calls §8). Numbers are compared trimmed.
 */
export function validateGiftCardNumber(input: string, applied: readonly string[] = []): InputProblem | null {
  const number = input.trim()
  if (number === '') return { code: 'required' }
  if (number.length > GIFT_CARD_NUMBER_MAX_LENGTH) return { code: 'too_long', max: GIFT_CARD_NUMBER_MAX_LENGTH }
  if (applied.some((card) => card.trim() === number)) return { code: 'message', messageKey: 'giftCard.alreadyApplied' }
  return null
}

/** calls §7 "reads ledger._data[0] number, state, balance"; null when the answer has no row. */
export function readGiftCard(body: unknown): GiftCard | null {
  if (typeof body !== 'object' || body === null) return null
  return rows<GiftCard>(body as Record<string, unknown>, 'ledger')[0] ?? null
}

/**
 * storefront §4 "Gift card: applying, then added if active with balance above 0, otherwise an
 * error"; calls §8 Gift card: balance 0 or less is 'Gift Card balance is $0'. Decision: a card
 * that is not active gets the catalogue's "otherwise" message ('We are having trouble with that
 * sorry. Please try again later.'), since the spec gives no sentence of its own for it.
 */
export function giftCardProblem(card: GiftCard): MessageKey | null {
  const balance = moneyToCents(card.balance)
  if (card.state !== ACTIVE_GIFT_CARD_STATE) return 'giftCard.trouble'
  if (Number.isNaN(balance) || balance <= 0) return 'giftCard.noBalance'
  return null
}

/**
 * What each applied gift card pays (storefront §3 "pending gift card payments (cardNumber,
 * remainingBalance, paymentAmount)"): in the order applied, each card pays what it can of what is
 * still outstanding; a card with nothing left to pay for pays 0.00.
 * @example pendingGiftCardPayments([{ number: 'G1', balance: '30.00', state: 'active' }], '70.96')
 * // [{ cardNumber: 'G1', paymentAmount: '30.00', remainingBalance: '0.00' }]
 */
export function pendingGiftCardPayments(cards: readonly GiftCard[], outstanding: Money): PendingGiftCardPayment[] {
  let left = Math.max(0, moneyToCents(outstanding) || 0)
  return cards.map((card) => {
    const balance = Math.max(0, moneyToCents(card.balance) || 0)
    const pays = Math.min(balance, left)
    left -= pays
    return { cardNumber: card.number, paymentAmount: centsToMoney(pays), remainingBalance: centsToMoney(balance - pays) }
  })
}

/**
 * storefront §2 Cart widget "gift cards, 'Total to pay'": the total the pending gift cards pay, and
 * what is left to pay by card after them (never below 0).
 */
export function totalAfterGiftCards(outstanding: Money, pending: readonly PendingGiftCardPayment[]): { giftCards: Money; totalToPay: Money } {
  const paid = pending.reduce((sum, p) => sum + (moneyToCents(p.paymentAmount) || 0), 0)
  const due = moneyToCents(outstanding) || 0
  return { giftCards: centsToMoney(paid), totalToPay: centsToMoney(Math.max(0, due - paid)) }
}

/**
 * storefront §6 / calls §6: "Gift card controls appear only when the portal config enables
 * additional payment methods for gift_card and the order is modifiable."
 */
export function areGiftCardsShown(options: { additionalPaymentMethods?: readonly string[] | null; modifiable: boolean }): boolean {
  return options.modifiable && (options.additionalPaymentMethods ?? []).includes('gift_card')
}
