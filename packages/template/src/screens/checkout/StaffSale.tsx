import { useMessages } from '@foyer/react-hooks'
import type { StaffConfig } from '../../config'
import * as css from './checkout.css'

/**
 * The mark of a staff sale on /checkout (storefront §6 Staff (injected) checkout; config `staff`):
 * 'Staff sale', and whether the purchaser is e-mailed the confirmation (calls §9: suppressed by
 * suppressEmailNotification). A status, so a screen reader announces it with the page.
 */
export function StaffSaleNotice({ staff }: { staff: StaffConfig }) {
  const { t } = useMessages()
  return (
    <p role="status" className={css.staffSale} data-staff-sale={staff.suppressEmailNotification ? 'no_email' : 'email'}>
      <strong>{t('checkout.staffSale')}</strong>{' '}
      {t(staff.suppressEmailNotification ? 'checkout.staffSaleNoEmail' : 'checkout.staffSaleEmail')}
    </p>
  )
}

/** The pay button's words (calls §9 "Pay-button wording … for staff checkout"); null when not staff. */
export function staffPayLabel(
  staff: StaffConfig,
  t: ReturnType<typeof useMessages>['t'],
  amount: string | null,
): string | null {
  if (!staff.enabled) return null
  return amount === null ? t('checkout.staffCompleteOrder') : t('checkout.staffPay', { amount })
}
