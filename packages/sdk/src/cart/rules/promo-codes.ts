/**
 * The cart rules: Promo codes (storefront §2 add code modal, §5 Promo code; calls §5, §8 Reserve and promo, §9).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import type { CartMod, CityPassConfig, InputProblem } from '../types.js'

/** calls §9 "Promo code length: 2 to 35"; storefront §5 "trimmed, length 2 to 35". */
export const PROMO_CODE_MIN_LENGTH = 2
/** calls §9 "Promo code length: 2 to 35". */
export const PROMO_CODE_MAX_LENGTH = 35
/** storefront §5 "For a blocked cart the code is required with min length 2" (calls §5). */
export const BLOCKED_CART_CODE_MIN_LENGTH = 2
/** storefront §5 "A type counts as child if its name contains a configured keyword (default 'child')". */
export const CITYPASS_DEFAULT_CHILD_KEYWORD = 'child'

/**
 * storefront §5 "Promo codes are comma-separated and trimmed": the codes of what the visitor
 * typed, empty pieces dropped.
 * @example parsePromoCodes(' SPRING , ,members ') // ['SPRING', 'members']
 */
export function parsePromoCodes(input: string): string[] {
  return input
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
}

/**
 * storefront §5 "Promo code: required, trimmed, length 2 to 35" (the code dialog, field 'Code').
 * Each comma-separated code is checked; the first problem is returned, or null with the codes.
 * @example validatePromoCodes('A') // { problem: { code: 'too_short', min: 2 }, codes: ['A'] }
 */
export function validatePromoCodes(input: string): { problem: InputProblem | null; codes: string[] } {
  const codes = parsePromoCodes(input)
  if (codes.length === 0) return { problem: { code: 'required' }, codes }
  for (const code of codes) {
    if (code.length < PROMO_CODE_MIN_LENGTH)
      return { problem: { code: 'too_short', min: PROMO_CODE_MIN_LENGTH }, codes }
    if (code.length > PROMO_CODE_MAX_LENGTH) return { problem: { code: 'too_long', max: PROMO_CODE_MAX_LENGTH }, codes }
  }
  return { problem: null, codes }
}

/**
 * storefront §5 "For a blocked cart the code is required with min length 2" (no maximum: a
 * blocked-cart code may be an access code longer than a promo code).
 */
export function validateBlockedCartCode(input: string): InputProblem | null {
  const code = input.trim()
  if (code === '') return { code: 'required' }
  if (code.length < BLOCKED_CART_CODE_MIN_LENGTH) return { code: 'too_short', min: BLOCKED_CART_CODE_MIN_LENGTH }
  return null
}

/**
 * The applied codes that block checkout (storefront §3 cartMods `blocking_checkout`). While one is
 * there the checkout shows 'A code is required to continue with your order.' and the blocked-cart
 * code form (storefront §2 Checkout; calls §8 "Blocked cart warning").
 */
export function blockingCartMods(cartMods: readonly CartMod[]): CartMod[] {
  return cartMods.filter((mod) => mod.blocking_checkout === true)
}

/** storefront §2 Checkout: "a code form when the cart is blocked". */
export function isCartBlocked(cartMods: readonly CartMod[]): boolean {
  return blockingCartMods(cartMods).length > 0
}

/**
 * storefront §5 "A type counts as child if its name contains a configured keyword (default
 * 'child')", case-insensitively.
 * @example isChildTicketType('Child (3-12)', null) // true
 */
export function isChildTicketType(typeName: string, config: CityPassConfig | null | undefined): boolean {
  const keyword = (config?.child_keyword?.trim() || CITYPASS_DEFAULT_CHILD_KEYWORD).toLowerCase()
  return typeName.toLowerCase().includes(keyword)
}

function fullMatch(pattern: string | null | undefined, code: string): boolean {
  if (!pattern) return false
  try {
    return new RegExp(`^(?:${pattern})$`).test(code)
  } catch {
    // A tenant's broken pattern matches nothing: the visitor is told the format is wrong rather
    // than the page failing.
    return false
  }
}

/**
 * storefront §5 "Voucher (CityPASS) codes must match the configured adult or child pattern, else
 * 'Does not match the expected format. Please check your CityPASS code.'". With a ticket type
 * name, a child type (see `isChildTicketType`) must match the child pattern and any other the
 * adult one; without one, either pattern will do. A pattern matches the whole trimmed code.
 */
export function validateCityPassCode(
  input: string,
  config: CityPassConfig,
  ticketTypeName?: string | null,
): InputProblem | null {
  const code = input.trim()
  if (code === '') return { code: 'required' }
  const patterns =
    ticketTypeName === undefined || ticketTypeName === null
      ? [config.adult_pattern, config.child_pattern]
      : [isChildTicketType(ticketTypeName, config) ? config.child_pattern : config.adult_pattern]
  return patterns.some((pattern) => fullMatch(pattern, code))
    ? null
    : { code: 'message', messageKey: 'reserve.citypassFormat' }
}
