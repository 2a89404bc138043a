/**
 * Promo codes, CityPASS vouchers and gift cards on the cart (storefront §4 Gift card, §5 Promo
 * code and CityPASS, §6; calls §7 GET code/{code}, GET config, POST my/cart/{id}/apply_code, GET
 * ledger/{id}/{number}; calls §8 Reserve and promo, Gift card).
 */
import { castDraft } from 'immer'
import { FoyerError, errorForFlow, isUserFacingPromoCode, type Result } from '../errors/index.js'
import type { CartContext, CartLoad } from './cart.load.js'
import { restingStatus, withGiftCards } from './cart.view.js'
import {
  areGiftCardsShown,
  cityPassCodeProblem,
  giftCardProblem,
  readCart,
  readCityPassConfigs,
  readGiftCard,
  validateGiftCardNumber,
  validatePromoCodes,
} from './rules/index.js'
import type { CartContents, GiftCard } from './types.js'

/** The codes and gift cards part of the cart store. `ledgerId` is null when gift cards are off. */
export function cartCodes(context: CartContext, loaded: CartLoad, ledgerId: string | null) {
  const { http, store, calls, newKey, writeQuery } = context
  const { settle, writeFailedOnCart } = loaded

  async function applyCode(code: string, options: { citypass?: boolean } = {}): Promise<Result<CartContents>> {
    const cartId = store.getSnapshot().cartId
    if (!cartId) return { error: new FoyerError({ code: 'no_cart', status: null, messageKey: 'error.generic' }) }
    ++calls.latest
    const previous = store.getSnapshot().status
    store.setState((draft) => {
      draft.status = 'updating'
      draft.error = null
    })
    const result = await http.post('/my/cart/{cartId}/apply_code', {
      params: { path: { cartId }, query: writeQuery, header: { 'Idempotency-Key': newKey() } },
      body: { code: code.trim(), ...(options.citypass ? { citypass: true } : {}) },
    })
    if (result.error) {
      const error = errorForFlow(result.error, 'promo')
      const lost = await writeFailedOnCart(cartId, result.error)
      if (lost === 'kept') store.setState((draft) => void (draft.status = restingStatus(previous, draft.cart !== null)))
      return { error }
    }
    const contents = readCart(result.data)
    if (!contents) return { error: new FoyerError({ code: 'unexpected', status: null, messageKey: 'error.generic' }) }
    await settle(contents, 'modify')
    return { data: contents }
  }

  /**
   * storefront §5 CityPASS against the cart's events: their `web.ecommerce.citypass` config (calls
   * §7 GET config with resource_id._in) and the held tickets' types. `'not_citypass'` also when the
   * config cannot be read: the code is then applied as it is and the server decides.
   */
  async function cityPassCheck(code: string) {
    const contents = store.getSnapshot().contents
    const eventIds = [
      ...new Set(
        (contents?.tickets ?? []).filter((t) => t.state === 'in_cart').map((t) => String(t.event_template_id)),
      ),
    ]
    if (!contents || eventIds.length === 0) return 'not_citypass' as const
    const result = await http.get('/config', { params: { query: { 'resource_id._in': eventIds.join(',') } } })
    if (result.error) return 'not_citypass' as const
    return cityPassCodeProblem(code, contents, readCityPassConfigs(result.data.config._data))
  }

  /**
   * One code of the code dialog: calls §7 GET code/{code} says whether the seller knows
   * it as a promo code. A known code is applied. One the seller does not know (code_not_found) that
   * matches a CityPASS pattern of an event of the cart (`cityPassCodeProblem`) is a voucher: it must
   * match the adult or child pattern of a held ticket's type (storefront §5) or it is refused here,
   * with no apply call, as invalid_citypass (calls §8) and 'Does not match the expected format. Please check your
   * CityPASS code.'; a matching one is applied as a voucher (`citypass: true`, so the server too
   * answers invalid_citypass or citypass_failure rather than code_not_found). Another user-facing
   * refusal of the lookup (code_exhausted) is the answer; when the lookup itself fails the code is
   * applied as it is and apply_code decides.
   */
  async function applyOneCode(code: string): Promise<Result<CartContents>> {
    const lookup = await http.get('/code/{code}', { params: { path: { code }, query: { mode: 'code' } } })
    if (!lookup.error) return applyCode(code)
    if (lookup.error.code !== 'code_not_found') {
      const refused =
        lookup.error.status !== null && lookup.error.status < 500 && isUserFacingPromoCode(lookup.error.code)
      return refused ? { error: errorForFlow(lookup.error, 'promo') } : applyCode(code)
    }
    const citypass = await cityPassCheck(code)
    if (citypass === 'not_citypass') return applyCode(code)
    if (citypass === null) return applyCode(code, { citypass: true })
    return {
      error: new FoyerError({
        code: 'invalid_citypass',
        status: null,
        messageKey: citypass.code === 'message' ? citypass.messageKey : 'reserve.citypassFormat',
        description: null,
      }),
    }
  }

  async function applyCodes(input: string): Promise<Result<CartContents>> {
    const { problem, codes } = validatePromoCodes(input)
    if (problem)
      return {
        error: new FoyerError({
          code: 'validation_failed',
          status: null,
          messageKey: 'promo.invalidCode',
          description: null,
        }),
      }
    let last: Result<CartContents> | null = null
    for (const code of codes) {
      last = await applyOneCode(code)
      if (last.error) return last
    }
    return last as Result<CartContents>
  }

  function giftCardRefused(error: FoyerError): Result<GiftCard> {
    store.setState((draft) => {
      draft.giftCardStatus = 'error'
      draft.giftCardError = castDraft(error)
    })
    return { error }
  }

  async function applyGiftCard(input: string): Promise<Result<GiftCard>> {
    const number = input.trim()
    const before = store.getSnapshot()
    const problem = validateGiftCardNumber(
      number,
      before.giftCards.map((c) => c.number),
    )
    if (problem) {
      // An empty field is the field's own problem (storefront §5 "Gift card number: required").
      const messageKey =
        problem.code === 'message'
          ? problem.messageKey
          : problem.code === 'required'
            ? 'checkout.fieldRequired'
            : 'giftCard.trouble'
      return giftCardRefused(
        new FoyerError({
          code: problem.code === 'message' ? 'already_applied' : `number_${problem.code}`,
          status: null,
          messageKey,
        }),
      )
    }
    if (!ledgerId)
      return giftCardRefused(
        new FoyerError({
          code: 'gift_cards_disabled',
          status: null,
          messageKey: 'giftCard.trouble',
          description: 'Gift cards are off: pass giftCards: { ledgerId } to the cart.',
        }),
      )
    store.setState((draft) => {
      draft.giftCardStatus = 'applying'
      draft.giftCardError = null
    })
    // calls §7 GET ledger/{ledger-or-config-id}/{gift card number, URL-encoded} (uncached):
    // openapi-fetch encodes path parameters, so a number with spaces or slashes stays one segment.
    const result = await http.get('/ledger/{ledgerId}/{number}', { params: { path: { ledgerId, number } } })
    if (result.error) return giftCardRefused(errorForFlow(result.error, 'giftCard'))
    const card = readGiftCard(result.data)
    if (!card)
      return giftCardRefused(new FoyerError({ code: 'not_found', status: 404, messageKey: 'giftCard.notFound' }))
    const refusal = giftCardProblem(card)
    if (refusal)
      return giftCardRefused(
        new FoyerError({
          code: refusal === 'giftCard.noBalance' ? 'no_balance' : 'not_active',
          status: null,
          messageKey: refusal,
        }),
      )
    // Kept under the number as typed, so "applied twice" compares like with like.
    const applied: GiftCard = { ...card, number }
    store.setState((draft) => {
      withGiftCards(draft, [...draft.giftCards, castDraft(applied)])
      draft.giftCardStatus = 'added'
    })
    return { data: applied }
  }

  function removeGiftCard(number: string) {
    store.setState((draft) =>
      withGiftCards(
        draft,
        draft.giftCards.filter((c) => c.number !== number.trim()),
      ),
    )
  }

  function clearGiftCards() {
    store.setState((draft) => {
      withGiftCards(draft, [])
      draft.giftCardStatus = 'idle'
      draft.giftCardError = null
    })
  }

  function giftCardsShown(): boolean {
    return areGiftCardsShown({
      additionalPaymentMethods: ledgerId ? ['gift_card'] : [],
      modifiable: store.getSnapshot().status === 'ready',
    })
  }

  return { applyCode, applyCodes, applyGiftCard, removeGiftCard, clearGiftCards, giftCardsShown }
}
