import type { Money, OutsideFee, TicketTypeRow } from './types.js'

/** Money travels as a decimal string with two places (openapi/README.md, Fields); sums use cents. */
export function toCents(money: Money): number {
  const [whole = '0', fraction = ''] = money.replace('-', '').split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return money.startsWith('-') ? -cents : cents
}

export function fromCents(cents: number): Money {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Outside fees on one ticket of `amountCents` (calls §9 Fees: fixed "Service charges", percent
 * "Tax"). A percent fee is a share of the ticket's price, rounded half up to the cent.
 */
export function outsideFeesCents(fees: readonly OutsideFee[], amountCents: number): number {
  let total = 0
  for (const fee of fees) {
    if (fee.type === 'fee_fixed_outside') total += toCents(fee.fee)
    else total += Math.round((amountCents * Number(fee.fee)) / 100)
  }
  return total
}

/** The lowest price a ticket type sells for: its minimum when the price is flexible (storefront §5). */
export function lowestPriceCents(type: Pick<TicketTypeRow, 'currency_amount' | 'currency_amount_min'>): number {
  return toCents(type.currency_amount_min ?? type.currency_amount)
}
