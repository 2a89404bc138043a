/**
 * Money (the kernel every domain shares): a decimal string with two places on the wire
 * (openapi/README.md), added in cents so fees never drift (calls §9 Fees).
 */

/** A money amount as the wire sends it: a decimal string with two places, e.g. `"12.50"` (openapi/README.md). */
export type Money = string

/**
 * A decimal money string (or number) in cents, rounded half up on the third decimal; NaN when it
 * is not a number. Money is a decimal string with two places on the wire (openapi/README.md),
 * and prices are added in cents so fees never drift (calls §9 Fees).
 * @example moneyToCents('12.50') // 1250
 */
export function moneyToCents(amount: Money | number): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN
  const match = /^\s*([-+])?(\d*)(?:\.(\d*))?\s*$/.exec(amount)
  if (!match || ((match[2] ?? '') === '' && (match[3] ?? '') === '')) return Number.NaN
  const whole = Number(match[2] || '0')
  const decimals = (match[3] ?? '').padEnd(3, '0')
  const cents = whole * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0)
  return match[1] === '-' ? -cents : cents
}

/**
 * Cents as a decimal money string with two places (openapi/README.md; calls §5 "Amounts are sent
 * with two decimals").
 * @example centsToMoney(1250) // '12.50'
 */
export function centsToMoney(cents: number): Money {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A money amount in cents, or null when absent or not a number. */
export function optionalCents(amount: Money | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null
  const cents = moneyToCents(amount)
  return Number.isNaN(cents) ? null : cents
}
