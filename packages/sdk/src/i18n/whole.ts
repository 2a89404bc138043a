import { englishOf, i18nWith, type I18n, type I18nOptions } from './create-i18n.js'
import { en } from './messages.en.js'

/**
 * Messages, money and dates for one locale and venue time zone, in the whole English catalogue.
 * Each instance has its own catalogue (its overrides stay its own); `Intl` formatters, which hold no
 * state, are shared by every instance of the same locale.
 *
 * @example
 * const i18n = createI18n({ timeZone: 'America/New_York', messages: { 'cart.startOver': 'Try again' } })
 * i18n.t('reserve.soldOutSession', { time: i18n.formatTime('2025-05-01T14:00:00Z') })
 * // 'Tickets have sold out for the session at 10:00 AM. Please select another session and try again.'
 * i18n.formatMoney('12.50', 'USD') // '$12.50'
 * i18n.formatDate('2025-05-01') // 'May 1, 2025' in every time zone
 */
export function createI18n(options: I18nOptions = {}): I18n {
  return i18nWith(englishOf([en]), options)
}
