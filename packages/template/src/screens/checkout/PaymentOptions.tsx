import { useCart, useMessages, useStore, type CheckoutState, type CheckoutStore } from '@foyer/react-hooks'
import {
  clampOtherAmount,
  scheduledPaymentLabelKey,
  scheduledPaymentStatus,
  type PaymentOption,
} from '@foyer/sdk/checkout'
import * as css from './checkout.css'
import * as form from '../../components/form.css'

const OPTION_LABEL = {
  due: 'checkout.paymentOptionDue',
  outstanding: 'checkout.paymentOptionOutstanding',
  other: 'checkout.paymentOptionOther',
} as const satisfies Record<PaymentOption, string>

/**
 * Scheduled payments and payment options (storefront §2 Checkout; §4 Scheduled payment: Upcoming /
 * Overdue; calls §5 "Payment option names: due, outstanding, other", "only the outstanding option
 * shows when due equals outstanding", the other amount clamped by the sdk). Nothing shows for a cart
 * without scheduled payments, where the outstanding balance is the only option.
 *
 * A part payment (storefront §1 "Part payments via scheduled payments") stays on checkout: its
 * outcome is said here, with what is paid so far and the outstanding balance, and the balance is
 * paid later from the same cart (/checkout/{cartId}). The other amount, once left, shows as the
 * sdk clamped it.
 */
export function PaymentOptions({
  checkout,
  payment,
  now,
}: {
  checkout: CheckoutStore
  payment: NonNullable<CheckoutState['payment']>
  now: () => number
}) {
  const { t, formatMoney, formatDate } = useMessages()
  const [scheduled] = useCart((cart) => cart.contents?.scheduledPayments ?? null)
  const [paid] = useCart((cart) => cart.totals?.payments ?? null)
  const partial = useStore(checkout, (s) => s.status === 'partial')
  const money = (amount: string) => formatMoney(amount, payment.currency)
  const rows = scheduled ?? []
  if (rows.length === 0 && payment.options.length < 2) return null
  const paidSoFar = paid !== null && Number(paid) > 0 ? paid : null
  return (
    <div className={css.section} data-payment-options="">
      {partial ? (
        <p role="status" className={css.hint} data-part-paid="">
          {t('checkout.partPaid', { amount: money(payment.outstanding) })}
        </p>
      ) : null}
      {paidSoFar && !partial ? (
        <p className={css.hint}>{t('checkout.paidSoFar', { amount: money(paidSoFar) })}</p>
      ) : null}
      {rows.length > 0 ? (
        <section aria-labelledby="checkout-scheduled" className={css.section}>
          <h3 id="checkout-scheduled" className={form.legend}>
            {t('checkout.scheduledPayments')}
          </h3>
          <ul className={form.summaryList}>
            {rows.map((row) => (
              <li key={String(row.id)} data-scheduled-payment={String(row.id)}>
                {t('checkout.scheduledPayment', { amount: money(row.amount), date: formatDate(row.due) })}
                {' · '}
                {t(scheduledPaymentLabelKey(scheduledPaymentStatus(row, now())))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {payment.options.length > 1 ? (
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t('checkout.paymentOptions')}</legend>
          <div className={form.radios}>
            {payment.options.map((option) => (
              <label key={option} className={form.radio}>
                <input
                  type="radio"
                  name="payment-option"
                  value={option}
                  checked={payment.option === option}
                  onChange={() => checkout.setPaymentOption(option)}
                />
                {option === 'other'
                  ? t(OPTION_LABEL.other)
                  : t('checkout.paymentOptionAmount', {
                      option: t(OPTION_LABEL[option]),
                      amount: money(option === 'due' ? payment.due : payment.outstanding),
                    })}
              </label>
            ))}
          </div>
          {payment.option === 'other' ? (
            <div className={form.field}>
              <label htmlFor="checkout-other-amount">{t('checkout.otherAmount')}</label>
              <input
                id="checkout-other-amount"
                className={form.input}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={payment.due}
                max={payment.outstanding}
                aria-describedby="checkout-other-amount-hint"
                value={payment.other}
                onChange={(event) => checkout.setOtherAmount(event.currentTarget.value)}
                onBlur={(event) =>
                  checkout.setOtherAmount(clampOtherAmount(event.currentTarget.value, payment.due, payment.outstanding))
                }
              />
              <span id="checkout-other-amount-hint" className={css.hint}>
                {t('checkout.otherAmountHint', { min: money(payment.due), max: money(payment.outstanding) })}
              </span>
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  )
}
