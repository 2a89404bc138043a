import type { I18n, MessagePart } from '@foyer/sdk'
import { useStorefrontFor } from './context.js'

/**
 * The storefront's messages, money and dates (`t`, `formatMoney`, `formatDate`, …). A screen
 * passes the parts of the English catalogue it shows beyond the core one (a domain's
 * `reserveMessages`, `checkoutMessages`, …): they are added before it renders, so a page loads
 * only the messages of what it shows (issue 16).
 * @example
 * const { t } = useMessages(checkoutMessages)
 * return <p>{t('checkout.title')}</p>
 */
export function useMessages(...parts: MessagePart[]): I18n {
  const { i18n } = useStorefrontFor('useMessages')
  // Idempotent, so safe during render: the part is there before this render reads it.
  for (const part of parts) i18n.addMessages(part)
  return i18n
}
