/**
 * The cart rules: Promo codes (storefront §2 add code modal, §5 Promo code; calls §5, §8 Reserve and promo, §9).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import type { CartContents, CartMod, CityPassConfig, InputProblem } from '../types.js'

/** The shortest promo code: 2 characters, after trimming spaces (calls §9 Promo code length "2 to 35"; storefront §5). */
export const PROMO_CODE_MIN_LENGTH = 2
/** The longest promo code: 35 characters (calls §9 Promo code length "2 to 35"). */
export const PROMO_CODE_MAX_LENGTH = 35
/**
 * The shortest code that unblocks a blocked cart: 2 characters; such a code has no maximum length
 * (storefront §5 "For a blocked cart the code is required with min length 2"; calls §5).
 */
export const BLOCKED_CART_CODE_MIN_LENGTH = 2
/**
 * For CityPASS, a ticket type counts as a child's when its name contains this word, unless the
 * event configures another (storefront §5 "A type counts as child if its name contains a
 * configured keyword (default 'child')").
 */
export const CITYPASS_DEFAULT_CHILD_KEYWORD = 'child'
/** storefront §3 Event template config `web.ecommerce.citypass`: the event takes CityPASS vouchers. */
export const CITYPASS_CONFIG_NAME = 'web.ecommerce.citypass'

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
 * Checks the code typed to unblock a blocked cart: required, at least 2 characters after trimming,
 * with no maximum, as it may be an access code longer than a promo code (storefront §5 "For a
 * blocked cart the code is required with min length 2").
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

/**
 * Whether an applied code blocks checkout until the visitor enters another code; checkout then
 * shows a code form instead of payment (storefront §2 Checkout "a code form when the cart is
 * blocked").
 */
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

/**
 * The CityPASS configurations of config records (calls §7 GET config with resource_id._in;
 * storefront §3 Event template config `web.ecommerce.citypass`), by event template id. A record
 * that is not an object with at least one pattern is left out: that event takes no vouchers.
 */
export function readCityPassConfigs(
  records: readonly { resource_id: string; name: string; value?: unknown }[],
): Map<string, CityPassConfig> {
  const configs = new Map<string, CityPassConfig>()
  for (const record of records) {
    if (record.name !== CITYPASS_CONFIG_NAME) continue
    const value = record.value
    if (typeof value !== 'object' || value === null) continue
    const { adult_pattern, child_pattern, child_keyword } = value as Record<string, unknown>
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
    if (!text(adult_pattern) && !text(child_pattern)) continue
    configs.set(String(record.resource_id), {
      adult_pattern: text(adult_pattern),
      child_pattern: text(child_pattern),
      child_keyword: text(child_keyword),
    })
  }
  return configs
}

/**
 * storefront §5 CityPASS for a code the visitor applies to a cart that the seller does not know
 * as a promo code (calls §7 GET code/{code} answered code_not_found): a voucher must match "the
 * configured adult or child pattern, else 'Does not match the expected format. Please check your
 * CityPASS code.'", where "a type counts as child if its name contains a configured keyword".
 *
 * Decision: in the code dialog, where promo codes and vouchers share one field, a code is taken
 * for a voucher when it matches the adult or the child pattern of an event of the cart; one that
 * matches neither is left to the server as a promo code (its code_not_found), so a mistyped promo
 * code is not answered with the CityPASS sentence.
 *
 * The tickets it is checked against are the held tickets of events that take CityPASS and that
 * no voucher pays for yet (a voucher's cartmod names its ticket: resource `ticket`): the code
 * must match the pattern of one of their types. When every such ticket is paid for already,
 * either pattern will do and the server says whether the voucher has anything left to pay for
 * (calls §8 no_code_benefit).
 *
 * @returns `'not_citypass'` when no held ticket's event takes CityPASS (the code is applied as
 * it is), null when the code fits, else the problem (message `reserve.citypassFormat`).
 */
export function cityPassCodeProblem(
  input: string,
  contents: Pick<CartContents, 'tickets' | 'ticketTypes' | 'cartMods'>,
  configs: ReadonlyMap<string, CityPassConfig>,
): InputProblem | null | 'not_citypass' {
  const held = contents.tickets.filter((t) => t.state === 'in_cart' && configs.has(String(t.event_template_id)))
  if (held.length === 0) return 'not_citypass'
  // A code that matches no pattern of these events is not recognisably a voucher: a promo code
  // typed wrong keeps the promo answer (calls §8 code_not_found) rather than being told to check a
  // CityPASS code it never was.
  if (held.every((t) => validateCityPassCode(input, configs.get(String(t.event_template_id))!) !== null))
    return 'not_citypass'
  const paidFor = new Set(contents.cartMods.filter((m) => m.resource === 'ticket').map((m) => String(m.resource_id)))
  const open = held.filter((t) => !paidFor.has(String(t.id)))
  const typeName = (id: unknown) => contents.ticketTypes.find((type) => String(type.id) === String(id))?.name ?? null
  const checks =
    open.length > 0
      ? open.map((t) =>
          validateCityPassCode(input, configs.get(String(t.event_template_id))!, typeName(t.ticket_type_id) ?? ''),
        )
      : held.map((t) => validateCityPassCode(input, configs.get(String(t.event_template_id))!))
  return checks.some((problem) => problem === null) ? null : checks[0]!
}
