import type { I18n } from '@foyer/sdk'
import { useStorefrontFor } from './context.js'

/**
 * The storefront's messages, money and dates (`t`, `formatMoney`, `formatDate`, …).
 * @example
 * const { t } = useMessages()
 * return <p>{t('error.generic')}</p>
 */
export function useMessages(): I18n {
  return useStorefrontFor('useMessages').i18n
}
