/**
 * The English messages of order self-service: the manage page, rescheduling, cancelling, resending. A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const ordersMessages = {
  // ── Orders (storefront §4 Orders; calls §8 Orders) ────────────────────────────────────────
  // storefront §4 Orders: "Session badges: Redeemed, Cancelled, Past Event"
  'orders.badgeRedeemed': 'Redeemed',
  'orders.badgeCancelled': 'Cancelled',
  'orders.badgePastEvent': 'Past Event',
  'orders.cancelTickets': 'Cancel tickets',
  'orders.reschedule': 'Reschedule',
  // not quoted (storefront §5: "Cancel selected tickets needs at least one selected")
  'orders.selectTickets': 'Please select at least one ticket.',
  // not quoted (storefront §4 Edit order: "a reschedule message … else a ticket-cancelled message")
  'orders.rescheduled': 'Your tickets have been rescheduled.',
  'orders.ticketsCancelled': 'Your tickets have been cancelled.',
  'orders.orderNotFoundShort': 'Order not found',
  'orders.sessionNotFound': 'Session not found',
  'orders.noValidTickets': 'No valid tickets found',
  // not quoted (storefront §5 "Self-edit horizon: dates before the start of today+horizon_days, or
  // before now+horizon_hours, count as inside the horizon"): a reschedule into the horizon
  'orders.sessionTooSoon': 'This session is too soon to move your tickets to. Please choose a later date.',
  // not quoted (calls §8 Orders: "a price-increase warning appears")
  'orders.priceIncrease': 'The new tickets cost more than the ones you are changing.',
  // not quoted: /resend (storefront §2)
  'orders.resendTitle': 'Resend my tickets',
  'orders.resendSent': 'We have sent your tickets to {email}.',
  // not quoted (storefront §1 "Resend … orders": the order page's resend)
  'orders.resent': 'We have sent your order confirmation again.',
  'orders.resend': 'Resend confirmation',
  // not quoted: the manage page (storefront §2 /manage/{id}; §4 Edit order "unsaved changes … discarded … or confirmed")
  'orders.manageTitle': 'Manage your order',
  'orders.addTicket': 'Add another {type} ticket',
  'orders.unsavedChanges': 'You have unsaved changes',
  'orders.confirmChanges': 'Confirm changes',
  'orders.discardChanges': 'Discard changes',
  // not quoted: what an unsaved change does, said before it is confirmed (storefront §4 Edit order)
  'orders.toBeCancelled': 'To be cancelled',
  'orders.toBeAdded': 'To be added',
} as const
