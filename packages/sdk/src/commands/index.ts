/**
 * `@foyer/sdk/commands`: the storefront for scripts (a partner's Node script, a back office).
 * Explicit ids and quantities in; the created thing, a typed error, or what to do next out.
 * Nothing is clamped or guessed, and no command waits on a person without saying so.
 */
export { createCommands, READS_KEPT_MS } from './commands.js'
export type {
  AddedTickets,
  AddTicketsInput,
  AppliedGiftCard,
  BookableDate,
  CartSummary,
  CheckoutOutcome,
  GuestCheckoutInput,
  GuestPurchaser,
  PaymentAction,
  SessionSummary,
  StorefrontCommands,
  TicketQuantity,
  TicketTypeSummary,
} from './types.js'
