/**
 * Promo codes and gift cards on the cart (storefront §4 Gift card, §5 Promo code, §6; calls §7
 * POST my/cart/{id}/apply_code, GET ledger/{id}/{number}; calls §8 Reserve and promo, Gift card).
 */
import { castDraft } from 'immer'
import { FoyerError, errorForFlow, type Result } from '../errors/index.js'
import type { CartContext, CartLoad } from './cart.load.js'
import { restingStatus, withGiftCards } from './cart.view.js'
import {
  areGiftCardsShown,
  giftCardProblem,
  readCart,
  readGiftCard,
  validateGiftCardNumber,
  validatePromoCodes,
} from './rules/index.js'
import type { CartContents, GiftCard } from './types.js'

/** The codes and gift cards part of the cart store. `ledgerId` is null when gift cards are off. */
export function cartCodes(context: CartContext, loaded: CartLoad, ledgerId: string | null) {
  const { http, store, calls, newKey, writeQuery } = context
  const { settle, writeFailedOnCart } = loaded

  async function applyCode(code: string): Promise<Result<CartContents>> {
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
      body: { code: code.trim() },
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
      last = await applyCode(code)
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
      const messageKey = problem.code === 'message' ? problem.messageKey : 'giftCard.trouble'
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
