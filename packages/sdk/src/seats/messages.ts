import type { I18n, MessageKey } from '../i18n/index.js'

/** A key of the seat texts in the catalogue (storefront §2 seat picker and seat map modal). */
export type SeatMessageKey = Extract<MessageKey, `seats.${string}`>

/** The i18n a seat text needs: a seat text is `i18n.t(key, params)`. */
export type SeatI18n = Pick<I18n, 't'>
