/**
 * The cart rules: Constants (calls §9 Business constants and limits).
 */

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
