import type { I18n, MessageKey, MessageParams } from '../i18n/index.js'

/** A key of the seat texts in the catalogue (storefront §2 seat picker and seat map modal). */
export type SeatMessageKey = Extract<MessageKey, `seats.${string}`>

/** The i18n a seat text needs. */
export type SeatI18n = Pick<I18n, 't'>

/**
 * A seat text with its `{placeholder}`s filled, from the catalogue (or a tenant override by key).
 * @deprecated It is `i18n.t(key, params)` and adds nothing: call that. Kept while the reserve
 * screen (template screens/reserve/Tickets.tsx) still calls it; remove it with that call.
 * @example i18n.t('seats.seatInRow', { row: 'C', seat: '12' }) // 'Row C, seat 12'
 */
export function seatText(i18n: SeatI18n, key: SeatMessageKey, params?: MessageParams): string {
  return i18n.t(key, params)
}
