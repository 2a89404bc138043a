import { accountMessages } from './messages/account.en.js'
import { checkoutMessages } from './messages/checkout.en.js'
import { coreMessages } from './messages/core.en.js'
import { membershipMessages } from './messages/membership.en.js'
import { ordersMessages } from './messages/orders.en.js'
import { reserveMessages } from './messages/reserve.en.js'
import { seatsMessages } from './messages/seats.en.js'

/**
 * The English message catalogue: key → message.
 *
 * Every quoted sentence and label of the spec (storefront.md and calls-errors-flows.md) is here
 * VERBATIM; `messages.en.test.ts` reads both spec files and fails when one is missing or altered.
 * Placeholders are written `{name}` exactly as the spec writes them. Keys are dotted and
 * domain-scoped. Tenants override messages by key (`createI18n({ messages })`).
 *
 * Texts the spec names without quoting them are written in the spec's own words; their comment
 * says `not quoted` and where the spec names them.
 *
 * The catalogue is written in parts by domain (messages/*.en.ts), so a page loads only the
 * messages of what it shows (issue 16): the storefront holds the core part from the start and a
 * domain's part comes with it (`getCheckout(storefront)` adds the checkout's; a page adds its
 * parts with `useMessages(part)`). `en` is every part: what `createI18n()` speaks.
 */
export const en = {
  ...coreMessages,
  ...reserveMessages,
  ...seatsMessages,
  ...checkoutMessages,
  ...accountMessages,
  ...membershipMessages,
  ...ordersMessages,
} as const

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en

/** The shape a catalogue has: every key, any string (tenant catalogues are not literal types). */
export type Messages = { readonly [K in MessageKey]: string }
