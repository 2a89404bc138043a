/**
 * The cart rules: Totals and the kept cart id (storefront §3 Cart; §4 Cart).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import { idKey } from '../../reserve/rules/index.js'
import type { Money } from '../../reserve/types.js'
import type {
  CartCodeLine,
  CartContents,
  CartMod,
  CartTicket,
  CartTotalLine,
  CartTotals,
  PendingGiftCardPayment,
} from '../types.js'
import { cartTicketCount } from './cart-items.js'
import { heldTickets } from './cart-load.js'
import { totalAfterGiftCards } from './gift-cards.js'

/**
 * The cart widget's totals (storefront §2 Cart widget: "fees, discounts, … 'Total to pay'";
 * storefront §3 Cart totals): face value, the grand totals by name, the currency and the count of
 * held tickets. 'Total to pay' is total_outstanding (what is left after payments) less what the
 * pending gift card payments will pay.
 */
export function cartTotals(
  contents: Pick<CartContents, 'cart' | 'tickets'>,
  pending: readonly PendingGiftCardPayment[] = [],
): CartTotals {
  const { cart } = contents
  const totals = cart.grand_totals ?? {}
  const outstanding = totals.total_outstanding ?? null
  const afterGiftCards = totalAfterGiftCards(outstanding ?? '0.00', pending)
  const fee = cart.card_fee
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
    // storefront §3 Cart card fee (pmc_id, gateway_id, account_id): kept only when it is a fee.
    ...(fee && isTotalShown(fee.amount)
      ? {
          cardFee: {
            amount: fee.amount,
            pmcId: fee.pmc_id ?? null,
            gatewayId: cart.gateway_id ?? null,
            accountId: cart.account_id ?? null,
          },
        }
      : {}),
  }
}

/**
 * Whether a total is worth a line in the cart widget (storefront §2 Cart widget "fees, discounts,
 * gift cards"): the cart sent it and it is not zero, so a cart without fees lists none.
 */
export function isTotalShown(amount: Money | null | undefined): amount is Money {
  return amount !== null && amount !== undefined && Number(amount) !== 0
}

/**
 * The lines of the cart widget's totals, in order (storefront §2 Cart widget: "fees, discounts,
 * gift cards, 'Total to pay'"; calls §9 Fees 'Service charges' and 'Tax'): each fee, the discounts
 * and what gift cards pay when sent and not zero (`isTotalShown`), what is already paid and what
 * gift cards pay as deductions, then 'Total to pay' always (its amount null without a balance).
 */
export function cartTotalLines(totals: CartTotals): CartTotalLine[] {
  const lines: CartTotalLine[] = []
  if (isTotalShown(totals.feeFixed))
    lines.push({ name: 'feeFixed', messageKey: 'cart.feeFixed', amount: totals.feeFixed })
  if (isTotalShown(totals.feePercent))
    lines.push({ name: 'feePercent', messageKey: 'cart.feePercent', amount: totals.feePercent })
  // storefront §3 Cart card fee: a fee of the cart, so listed with the fees (storefront §2 Cart widget "fees").
  if (totals.cardFee) lines.push({ name: 'cardFee', messageKey: 'cart.cardFee', amount: totals.cardFee.amount })
  if (isTotalShown(totals.discounts))
    lines.push({ name: 'discounts', messageKey: 'cart.discounts', amount: totals.discounts })
  // What is already paid (a gift card's part payment, storefront §3 total_payments), as a deduction.
  if (isTotalShown(totals.payments))
    lines.push({ name: 'payments', messageKey: 'cart.payments', amount: `-${totals.payments}` })
  if (isTotalShown(totals.giftCards))
    lines.push({ name: 'giftCards', messageKey: 'cart.giftCards', amount: `-${totals.giftCards}` })
  lines.push({ name: 'totalToPay', messageKey: 'cart.totalToPay', amount: totals.totalToPay })
  return lines
}

/**
 * The promo codes applied, as the cart widget lists them (storefront §2 Cart widget "promo codes";
 * storefront §3 Cart cartMods): the code's name (else its description) and its discount as a
 * deduction, or null when the code sends none or zero (`isTotalShown`).
 */
export function cartCodeLines(cartMods: readonly CartMod[]): CartCodeLine[] {
  return cartMods.map((mod) => ({
    id: String(mod.id),
    name: mod.name ?? null,
    label: mod.name ?? mod.description ?? null,
    discount: isTotalShown(mod.discount) ? `-${mod.discount}` : null,
  }))
}

/**
 * The held tickets an answer has that the cart did not hold before (what a reserve added, for the
 * `reserve:reserved` event and analytics add_to_cart).
 */
export function addedTickets(before: readonly CartTicket[], after: readonly CartTicket[]): CartTicket[] {
  const known = new Set(before.map((t) => idKey(t.id)))
  return heldTickets(after).filter((t) => !known.has(idKey(t.id)))
}
