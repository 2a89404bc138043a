import type { MessageKey } from './messages.en'

export type { MessageKey, Messages } from './messages.en'

/** Values for a message's `{placeholder}`s. */
export type MessageParams = Readonly<Record<string, string | number>>

/** Look up a message by key and fill its `{placeholder}`s. */
export type Translate = (key: MessageKey, params?: MessageParams) => string
