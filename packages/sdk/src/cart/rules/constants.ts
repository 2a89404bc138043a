/**
 * The cart rules: Constants (calls §9 Business constants and limits).
 */

/** How many rows a cart read asks for at most: 1000 (calls §9 "Cart fetch and rules limit: 1000"; calls §7 GET cart). */
export const CART_FETCH_LIMIT = 1000
/**
 * Seconds taken off the server's `expires_in` for the local expiry, so the storefront treats a
 * cart as expired 5 s before the server does (calls §9 "Local expiry: expires_in minus 5 s").
 */
export const LOCAL_EXPIRY_MARGIN_S = 5
/**
 * A loaded cart that expires in under 30 seconds is deleted and a fresh one is started, rather
 * than kept for a moment (calls §9 "reload if under 30 s"; storefront §4 Cart).
 */
export const CART_RELOAD_UNDER_S = 30
/** How much time one extension adds to a held cart: 2 minutes (calls §9 Cart extension). */
export const CART_EXTENSION_MS = 2 * 60 * 1000
/**
 * How many times a held cart may be extended by default: once; a tenant may allow more (see
 * `cartExtensionsAllowed`; calls §9 Cart extension "once").
 */
export const CART_EXTENSIONS_ALLOWED = 1
/** The prompt offering more time appears 60 seconds before the cart expires (calls §9 Extension prompt). */
export const EXTENSION_PROMPT_BEFORE_S = 60
/** The cart's countdown is shown only while less than 20 minutes remain (calls §9 Expiry timer shown). */
export const TIMER_SHOWN_UNDER_S = 20 * 60
/** The cart's countdown is updated every second (calls §9 Expiry timer "checked every 1 s"). */
export const TIMER_CHECK_INTERVAL_MS = 1000
/**
 * Above 5 minutes left the timer is at its calm 'info' level; from 5 minutes down it is a
 * 'warning' (calls §9 Timer colours "info above 5 min, warning 2 to 5 min").
 */
export const TIMER_WARNING_AT_S = 5 * 60
/** Under 2 minutes left the timer turns to its 'error' level (calls §9 Timer colours "error under 2 min"). */
export const TIMER_ERROR_UNDER_S = 2 * 60
/**
 * At 30 seconds left or less the timer is 'critical', when the tenant set `extend_cart_timer`
 * (calls §9 Timer colours "critical at 30 s with extend_cart_timer").
 */
export const TIMER_CRITICAL_AT_S = 30
/** The size a cart line's image is shown at, 64 × 51 px; it is fetched at twice that (calls §9 "cart image 64 by 51 doubled"). */
export const CART_IMAGE_SIZE = { width: 64, height: 51 } as const
/** The cart image is fetched at twice its shown size, for high-density screens (calls §9). */
export const CART_IMAGE_DENSITY = 2
/** The state of a cart still being filled, the only state in which tickets can be added or removed (storefront §4 Cart). */
export const PENDING_CART_STATE = 'pending'
/** The state of a cart whose hold ran out: loading one raises a cart-expired error (storefront §4 Cart). */
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

/** The config records a cart read asks for: the images and the session picker's tabs (calls §7 GET cart config key filter). */
export const CART_CONFIG_NAMES = ['image', 'web.session_picker_tabs'] as const

/**
 * The key under which the storefront keeps its cart id in the injected storage, so a reload finds
 * the cart (storefront §4: "Creation: the first modify call creates the cart. Later calls use the
 * cart id."). One key per seller, so two storefronts sharing `localStorage` keep their own carts.
 * @example cartStorageKey('demo-museum') // 'foyer:demo-museum:cart-id'
 */
export function cartStorageKey(seller: string): string {
  return `foyer:${seller}:cart-id`
}
