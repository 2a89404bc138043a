import { shallow, useCart, useMessages, type FoyerError, type I18n } from '@foyer/react-hooks'
import {
  BLOCKED_CART_CODE_MIN_LENGTH,
  GIFT_CARD_NUMBER_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  validateBlockedCartCode,
} from '@foyer/sdk/cart'
import { promoErrorMessage } from '@foyer/sdk/errors'
import type { Money } from '@foyer/sdk/reserve'
import { useModalStack } from '../../modals'
import { CodeForm, type ApplyOutcome, type CodeFormProps } from './CodeForm'
import * as css from './cart.css'

/** The names of the cart's dialogs on the modal stack (storefront §2 Modals: "add code", "apply gift card"). */
export const ADD_CODE_MODAL = 'add-code'
export const GIFT_CARD_MODAL = 'apply-gift-card'

const promoProblem = (error: FoyerError, t: I18n['t']): ApplyOutcome => ({
  message: promoErrorMessage(error, t),
  code: error.code,
})

/** Opens a dialog holding one `CodeForm` that takes focus and closes the dialog on success. */
function useCodeFormDialog(
  name: string,
  title: string,
  form: Omit<CodeFormProps, 'onApplied' | 'autoFocus'>,
): () => void {
  const modals = useModalStack()
  return () => void modals.open({ name, title, render: (close) => <CodeForm {...form} autoFocus onApplied={close} /> })
}

/**
 * The 'Add code' button of the cart widget and its dialog (storefront §2 Modals "add code (field
 * 'Code' and apply button)"; §5 Promo code: "required, trimmed, length 2 to 35 … comma-separated and
 * trimmed"). The sdk checks the input, applies each code and answers the promo error of calls §8
 * (its default 'code is not a valid promo code', unknown 'Sorry. Please try again later.'); the
 * dialog shows it and stays open. A success closes it; the widget's totals follow the cart.
 */
export function AddCodeButton() {
  const { t } = useMessages()
  const [, actions] = useCart((cart) => cart.status)
  const open = useCodeFormDialog(ADD_CODE_MODAL, t('cart.addCode'), {
    name: 'code',
    label: t('cart.code'),
    minLength: PROMO_CODE_MIN_LENGTH,
    onApply: async (value) => {
      const result = await actions.applyCodes(value)
      return result.error ? promoProblem(result.error, t) : null
    },
  })
  return (
    <button type="button" className={css.textButton} aria-haspopup="dialog" onClick={open}>
      {t('cart.addCode')}
    </button>
  )
}

/**
 * The blocked-cart code form (storefront §2 Checkout "a code form when the cart is blocked"; §5 "For
 * a blocked cart the code is required with min length 2"; calls §8 "Blocked cart warning: 'A code is
 * required to continue with your order.'"). In the widget, so the checkout's cart summary has it.
 */
export function BlockedCartForm() {
  const { t } = useMessages()
  const [blocked, actions] = useCart((cart) => cart.blocked)
  if (!blocked) return null
  return (
    <div className={css.blocked} data-cart-blocked="">
      <CodeForm
        name="blocked-cart-code"
        label={t('cart.code')}
        minLength={BLOCKED_CART_CODE_MIN_LENGTH}
        description={t('promo.codeRequired')}
        onApply={async (value) => {
          const problem = validateBlockedCartCode(value)
          if (problem) return { message: t('promo.invalidCode'), code: `input_${problem.code}` }
          const result = await actions.applyCode(value)
          return result.error ? promoProblem(result.error, t) : null
        }}
      />
    </div>
  )
}

/** A gift card as the widget names it: its last four digits (the whole number is not shown on screen). */
export function giftCardLabel(number: string, t: I18n['t']): string {
  return t('cart.giftCardEnding', { lastDigits: number.slice(-4) })
}

/**
 * Gift card controls (storefront §2 "Gift card controls when enabled", Modals "apply gift card"; §4
 * Gift card; §6 "shown only when the portal config enables additional payment methods for gift_card
 * and the order is modifiable" — the sdk's `giftCardsShown()`): the cards applied with what each pays
 * (storefront §3 pending gift card payments) and a remove button, then 'Apply gift card' opening the
 * dialog. Refusals are the sdk's (calls §8 Gift card).
 */
export function GiftCardControls({ money }: { money: (amount: Money | null) => string | null }) {
  const { t } = useMessages()
  const [{ shown, pending }, actions] = useCart(
    (cart) => ({ shown: cart.status === 'ready' || cart.status === 'updating', pending: cart.pendingGiftCardPayments }),
    { isEqual: shallow },
  )
  const open = useCodeFormDialog(GIFT_CARD_MODAL, t('giftCard.apply'), {
    name: 'gift-card',
    label: t('giftCard.number'),
    maxLength: GIFT_CARD_NUMBER_MAX_LENGTH,
    onApply: async (value) => {
      const result = await actions.applyGiftCard(value)
      return result.error ? { message: t(result.error.messageKey), code: result.error.code } : null
    },
  })
  if (!shown || !actions.giftCardsShown()) return null
  return (
    <div className={css.codes} data-cart-gift-cards="">
      {pending.length > 0 && (
        <>
          <h3 className={css.codesTitle}>{t('cart.giftCards')}</h3>
          <ul className={css.lines} role="list">
            {pending.map((payment) => {
              const label = giftCardLabel(payment.cardNumber, t)
              return (
                <li key={payment.cardNumber} className={css.line} data-gift-card={payment.cardNumber.slice(-4)}>
                  <span>
                    {label}
                    <br />
                    <span className={css.muted}>
                      {t('cart.giftCardRemaining', { amount: money(payment.remainingBalance) ?? '' })}
                    </span>
                  </span>
                  <span className={css.lineEnd}>
                    <span className={css.amount}>{money(`-${payment.paymentAmount}`)}</span>
                    <button
                      type="button"
                      className={css.remove}
                      aria-label={`${t('common.remove')} ${label}`}
                      onClick={() => actions.removeGiftCard(payment.cardNumber)}
                    >
                      {t('common.remove')}
                    </button>
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      )}
      <button type="button" className={css.textButton} aria-haspopup="dialog" onClick={open}>
        {t('giftCard.apply')}
      </button>
    </div>
  )
}
