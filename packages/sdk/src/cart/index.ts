/**
 * The cart domain (storefront §3, §4 Cart; calls §7 Cart, §8 Cart load, §9): the cart store over
 * the pure rules, and the cart timer.
 */

export { createCart } from './cart.store.js'
export {
  REMOVE_ITEM_CONFIRM_KEY,
  cartAnchorDate,
  cartItems,
  cartTicketCount,
  removeItemPlan,
} from './rules/cart-items.js'
export {
  cartDisposition,
  heldTickets,
  isCartModifiable,
  isCartOwnedBy,
  isCartPartPaid,
  isCompletedOrderCart,
} from './rules/cart-load.js'
export {
  CART_CONFIG_NAMES,
  CART_EMBEDS,
  CART_EXTENSIONS_ALLOWED,
  CART_EXTENSION_MS,
  CART_FETCH_LIMIT,
  CART_IMAGE_DENSITY,
  CART_IMAGE_SIZE,
  CART_RELOAD_UNDER_S,
  EXPIRED_CART_STATE,
  EXTENSION_PROMPT_BEFORE_S,
  LOCAL_EXPIRY_MARGIN_S,
  PENDING_CART_STATE,
  TIMER_CHECK_INTERVAL_MS,
  TIMER_CRITICAL_AT_S,
  TIMER_ERROR_UNDER_S,
  TIMER_SHOWN_UNDER_S,
  TIMER_WARNING_AT_S,
  cartStorageKey,
} from './rules/constants.js'
export {
  type CartExpiryPlan,
  MAX_CART_EXTENSIONS_SETTING,
  cartExpiryPlan,
  cartExtensionsAllowed,
  isCartCurrent,
  isTimerShown,
  localExpiresAt,
  secondsLeft,
  shouldPromptExtension,
  timerLevel,
} from './rules/expiry-timer.js'
export {
  ACTIVE_GIFT_CARD_STATE,
  GIFT_CARD_NUMBER_MAX_LENGTH,
  LEDGER_GATEWAY,
  areGiftCardsShown,
  giftCardProblem,
  pendingGiftCardPayments,
  readGiftCard,
  totalAfterGiftCards,
  validateGiftCardNumber,
} from './rules/gift-cards.js'
export {
  BLOCKED_CART_CODE_MIN_LENGTH,
  CITYPASS_DEFAULT_CHILD_KEYWORD,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  blockingCartMods,
  isCartBlocked,
  isChildTicketType,
  parsePromoCodes,
  validateBlockedCartCode,
  validateCityPassCode,
  validatePromoCodes,
} from './rules/promo-codes.js'
export { addedTickets, cartCodeLines, cartTotalLines, cartTotals, isTotalShown } from './rules/totals.js'
export {
  cartLoadErrorHandling,
  isIgnoredDeleteError,
  transferCartErrorOutcome,
  transferCartOutcome,
  transferNextPath,
} from './rules/transfer-cart.js'
export {
  type CartTimer,
  type CartTimerOptions,
  type CartTimerState,
  type CartTimerStatus,
  createCartTimer,
} from './timer.store.js'
export type {
  Cart,
  CartCodeLine,
  CartContents,
  CartDisposition,
  CartEventTemplate,
  CartItem,
  CartItemType,
  CartMod,
  CartModifyPayload,
  CartOptions,
  CartOwners,
  CartState,
  CartStatus,
  CartStore,
  CartTicket,
  CartTotalLine,
  CardFee,
  CartTotals,
  CityPassConfig,
  CompletedPayment,
  GiftCard,
  GrandTotals,
  InputProblem,
  ModifyOptions,
  PendingGiftCardPayment,
  RemoveItemPlan,
  ScheduledPayment,
  TicketState,
  TimerLevel,
  TransferCartOutcome,
} from './types.js'
