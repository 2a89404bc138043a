export {
  type DateStyle,
  type I18n,
  type I18nOptions,
  type MessageOverrides,
  type MessagePart,
  interpolate,
  isTimeZone,
} from './create-i18n.js'
export { createI18n } from './whole.js'
export { type MessageKey, type Messages, en } from './messages.en.js'
export type { MessageParams, Translate } from './types.js'
