/**
 * The cart rules: Gift cards (storefront §3 Gift card, §4 Gift card, §5, §6; calls §7 ledger, §8 Gift card, §9).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import type { MessageKey } from '../../i18n/types.js'
import { centsToMoney, moneyToCents } from '../../reserve/rules/index.js'
import type { Money } from '../../reserve/types.js'
import type { GiftCard, InputProblem, PendingGiftCardPayment } from '../types.js'
import { rows } from './rows.js'

/** The longest gift card number: 70 characters (calls §9 "Gift card number: max 70"). */
export const GIFT_CARD_NUMBER_MAX_LENGTH = 70
/** The state of a gift card that can pay; a card in any other state is refused (storefront §3 Gift card "active is the only usable value"). */
export const ACTIVE_GIFT_CARD_STATE = 'active'
/** The payment gateway named for a gift card payment: the seller's ledger of gift card balances (calls §3 Payment payload). */
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
    return {
      cardNumber: card.number,
      paymentAmount: centsToMoney(pays),
      remainingBalance: centsToMoney(balance - pays),
    }
  })
}

/**
 * storefront §2 Cart widget "gift cards, 'Total to pay'": the total the pending gift cards pay, and
 * what is left to pay by card after them (never below 0).
 */
export function totalAfterGiftCards(
  outstanding: Money,
  pending: readonly PendingGiftCardPayment[],
): { giftCards: Money; totalToPay: Money } {
  const paid = pending.reduce((sum, p) => sum + (moneyToCents(p.paymentAmount) || 0), 0)
  const due = moneyToCents(outstanding) || 0
  return { giftCards: centsToMoney(paid), totalToPay: centsToMoney(Math.max(0, due - paid)) }
}

/**
 * Whether to show the gift card controls: only when the tenant enables gift cards as an additional
 * payment method and the order can still be changed (storefront §6 / calls §6 "Gift card controls
 * appear only when the portal config enables additional payment methods for gift_card and the
 * order is modifiable.").
 */
export function areGiftCardsShown(options: {
  additionalPaymentMethods?: readonly string[] | null
  modifiable: boolean
}): boolean {
  return options.modifiable && (options.additionalPaymentMethods ?? []).includes('gift_card')
}
