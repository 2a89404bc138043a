/**
 * Redeeming a gift of membership (storefront §2 /membership/redeem "accepts a gift_code query";
 * §4 Gift code: "expired if now is before valid_from or after valid_to. Exhausted if flagged";
 * §5 "Gift code: required, exactly 10 characters. A bad query code gives 'You must enter a valid
 * code'"; calls §8 Gift code; calls §9 "Gift code: 10 digits", "Redeem: at most 3 levels shown").
 */
import { FoyerError, errorForFlow, type Result } from '../errors/foyer-error.js'
import type { Storefront } from '../storefront.js'
import type { MessageKey } from '../i18n/types.js'
import { membershipMessages } from '../i18n/messages/membership.en.js'

/** A membership gift code is exactly 10 characters (calls §9 "Gift code: 10 digits"; storefront §5). */
export const GIFT_CODE_LENGTH = 10
/** The redeem page shows at most 3 membership levels to choose from (calls §9 "Redeem: at most 3 levels shown"). */
export const REDEEM_LEVELS_SHOWN = 3

/** A code that may be redeemed, and the level it gives (when the lookup names one). */
export interface RedeemableCode {
  code: string
  levelId: string | null
}

/**
 * Checks a typed gift code: required, and exactly 10 digits after trimming; anything else is 'You
 * must enter a valid code' (storefront §5 Gift code "required, exactly 10 characters"; calls §9
 * "Gift code: 10 digits").
 */
export function giftCodeProblem(input: string): MessageKey | null {
  const code = typeof input === 'string' ? input.trim() : input == null ? '' : null
  if (code === '') return 'checkout.fieldRequired'
  return code !== null && code.length === GIFT_CODE_LENGTH && /^\d+$/.test(code) ? null : 'giftCode.invalid'
}

/**
 * Whether a gift code can still be redeemed: `expired` before its `valid_from` or after its
 * `valid_to`, `redeemed` when the server flags it exhausted, else `valid` (storefront §4 Gift
 * code).
 */
export function giftCodeStatus(
  row: { valid_from: string; valid_to: string; exhausted: boolean },
  now: number,
): 'valid' | 'expired' | 'redeemed' {
  if (now < Date.parse(row.valid_from) || now > Date.parse(row.valid_to)) return 'expired'
  return row.exhausted ? 'redeemed' : 'valid'
}

/** Checks a code and looks it up (GET gift_code/{code}): the level it gives, or why it cannot be redeemed. */
export async function lookupGiftCode(storefront: Storefront, input: string): Promise<Result<RedeemableCode>> {
  storefront.i18n.addMessages(membershipMessages)
  const { http } = storefront
  const now = storefront.options.clock.now()
  // The error says why in the storefront's words (a script reads `message`).
  const refused = (messageKey: MessageKey, code = 'validation_failed') => ({
    error: new FoyerError({ code, messageKey, description: storefront.i18n.t(messageKey) }),
  })
  const problem = giftCodeProblem(input)
  if (problem) return refused(problem)
  const code = input.trim()
  const result = await http.get('/gift_code/{giftCode}', { params: { path: { giftCode: code } } })
  if (result.error) return { error: errorForFlow(result.error, 'giftCode') }
  const row = result.data.gift_code._data[0]
  if (!row) return refused('giftCode.invalid', 'not_found')
  const status = giftCodeStatus(row, now)
  if (status === 'expired') return refused('giftCode.expired', 'code_expired')
  if (status === 'redeemed') return refused('giftCode.redeemed', 'code_exhausted')
  return { data: { code, levelId: row.ticket_group_id ?? null } }
}
