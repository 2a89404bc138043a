export {
  type DateStyle,
  type I18n,
  type I18nOptions,
  type MessageOverrides,
  createI18n,
  interpolate,
} from './create-i18n.js'
export { type MessageKey, type Messages, en } from './messages.en.js'
export type { MessageParams, Translate } from './types.js'
