/**
 * The orders domain (storefront §3 Ticket, Ticket order, Payment audit, Saved payment method; §4
 * Orders; calls §7 Orders; calls §9 QR margin): a member's orders, visits and cards.
 */
export { createOrders, type OrdersOptions } from './orders.store.js'
export { getOrders, manageOrder } from './domain.js'
// The domain's part of the English catalogue (added to the storefront's messages when the domain is made).
export { ordersMessages } from '../i18n/messages/orders.en.js'
export {
  createManageOrder,
  type ManageOrderOptions,
  type ManageOrderState,
  type ManageOrderStore,
  type OrderEdit,
} from './manage.store.js'
export {
  DEFAULT_SELF_EDIT_RULES,
  cancellableTickets,
  canCancelOrder,
  changeMessage,
  confirmStep,
  editChanges,
  insideHorizon,
  isEditableTicket,
  orderActions,
  removalProblem,
  selectionProblem,
  type ChangedTicket,
  type OrderActions,
  type SelfEditRules,
} from './self-service.js'
export { rescheduleChoices, type RescheduleChoices } from './reschedule.js'
export {
  MY_ORDER_EMBEDS,
  MY_VISIT_EMBEDS,
  MY_VISIT_TICKET_STATES,
  ORDER_EMBEDS,
  ORDER_QR_MARGIN,
  isCancelled,
  isUpcoming,
  orderQrCodeUrl,
  readOrders,
  readVisits,
  sessionBadges,
  walletLinks,
} from './rules.js'
export type {
  Loadable,
  Order,
  OrderTicket,
  OrdersState,
  OrdersStore,
  PaymentAuditEntry,
  SavedPaymentMethod,
  SessionBadge,
  TicketState,
  Visit,
  WalletOffer,
} from './types.js'
