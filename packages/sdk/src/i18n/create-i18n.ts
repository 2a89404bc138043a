import type { MessageKey, Messages } from './messages.en'
import type { MessageParams, Translate } from './types'

/** A part of the English catalogue (messages/*.en.ts): some of its keys and their messages. */
export type MessagePart = Partial<Messages>

/**
 * A tenant's own wording: messages that replace the English catalogue's, by key. A key the
 * catalogue does not have is a type error; keep the `{placeholders}` of the English text.
 */
export type MessageOverrides = Partial<Record<MessageKey, string>>

export interface I18nOptions {
  /** BCP 47 locale for `Intl`. @default 'en-US' */
  locale?: string
  /**
   * IANA time zone of the venue; dates and times are shown in it (storefront §3: venue timezone).
   * The spec does not say what to use before a venue is known; we use UTC, and
   * `withTimeZone(venue.timezone)` gives an instance for a venue.
   * @default 'UTC'
   */
  timeZone?: string
  /** Currency used when `formatMoney` is called without one (money comes with `currency_code`). */
  currency?: string
  /** Messages that replace the English ones, by key. */
  messages?: MessageOverrides
}

/**
 * Named date styles. `short` … `full` are `Intl` date styles; `monthYear` heads a calendar month,
 * `weekdayDayMonth` labels a calendar day or an event date, `weekday` (`Sat`) and `dayMonth`
 * (`Jun 6`) are a calendar day button's two lines.
 */
export type DateStyle = 'short' | 'medium' | 'long' | 'full' | 'monthYear' | 'weekdayDayMonth' | 'weekday' | 'dayMonth'

export interface I18n {
  readonly locale: string
  readonly timeZone: string
  readonly currency: string | null
  /** The message of a key with its `{placeholder}`s filled; a placeholder without a value stays visible. */
  t: Translate
  /** Money with `Intl`: `formatMoney('12.50', 'USD')` → `$12.50`. */
  formatMoney(amount: string | number, currency?: string): string
  /** A date in the venue time zone; a calendar date `YYYY-MM-DD` is shown as that very day. @default style 'medium' */
  formatDate(value: string | Date, style?: DateStyle): string
  /** A time of day in the venue time zone (`10:30 AM`). */
  formatTime(value: string | Date): string
  /** Date and time in the venue time zone. */
  formatDateTime(value: string | Date): string
  /** The same messages and locale, dates shown in another time zone (e.g. an event's venue). */
  withTimeZone(timeZone: string): I18n
  /**
   * Adds a part of the English catalogue (a domain's messages, e.g. `checkoutMessages` of
   * `@foyer/sdk/checkout`) to this instance and every instance `withTimeZone` made from it. A
   * storefront starts with the core part; a domain's part comes when the domain is made, and a page
   * adds the parts it shows (`useMessages(part)`). Adding a part twice does nothing. The tenant's
   * `messages` still win over every part.
   */
  addMessages(part: MessagePart): void
}

/** The English messages an i18n instance (and those `withTimeZone` makes from it) holds: parts added so far. */
interface English {
  readonly parts: Set<MessagePart>
  readonly table: Record<string, string>
}

const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g

/**
 * Fill `{name}` placeholders from `params`. A placeholder without a value is left as written, so
 * a missing value shows on screen instead of silently vanishing.
 *
 * @example interpolate('Too many seats for {group}', { group: 'Stalls' }) // 'Too many seats for Stalls'
 */
export function interpolate(message: string, params?: MessageParams): string {
  if (!params) return message
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

/** True for a calendar date `YYYY-MM-DD` (openapi/README.md: calendar dates are in the venue's time zone). */
function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DATE.test(value)
}

/**
 * Where a value sits on the clock, and the zone to read it in.
 * - `YYYY-MM-DD` is already a day of the venue: noon UTC of that day read in UTC, so no zone
 *   offset can move it to the day before or after.
 * - A date-time without an offset is a wall-clock time of the venue: read it as written (UTC in,
 *   UTC out). The contract always sends offsets; this keeps a bare value from depending on the
 *   machine's zone.
 * - Anything else is an instant, read in the venue zone.
 */
function toInstant(value: string | Date, venueZone: string): { date: Date; timeZone: string } {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid date: Invalid Date')
    return { date: value, timeZone: venueZone }
  }
  const day = CALENDAR_DATE.exec(value)
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))
    return { date, timeZone: 'UTC' }
  }
  if (LOCAL_DATE_TIME.test(value)) return { date: new Date(`${value}Z`), timeZone: 'UTC' }
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${value}`)
  return { date, timeZone: venueZone }
}

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  monthYear: { month: 'long', year: 'numeric' },
  weekdayDayMonth: { weekday: 'short', month: 'short', day: 'numeric' },
  weekday: { weekday: 'short' },
  dayMonth: { month: 'short', day: 'numeric' },
}

/** English made of some parts of the catalogue; more are added with `addMessages`. */
export function englishOf(parts: readonly MessagePart[]): English {
  const english: English = { parts: new Set(), table: {} }
  for (const part of parts) addPart(english, part)
  return english
}

function addPart(english: English, part: MessagePart): void {
  if (english.parts.has(part)) return
  english.parts.add(part)
  Object.assign(english.table, part)
}

let knownZones: Set<string> | undefined

/**
 * Whether `Intl` knows the time zone: a canonical IANA name (`America/New_York`) or an alias or
 * spelling it accepts (`Asia/Calcutta`, `UTC`, `america/new_york`). The canonical names are read
 * from `Intl.supportedValuesOf`, which builds no formatter; only another name is tried on one,
 * once (`UTC` is not listed, and a script makes a storefront per booking).
 */
export function isTimeZone(zone: string): boolean {
  knownZones ??= new Set(Intl.supportedValuesOf('timeZone'))
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    return false
  }
  knownZones.add(zone)
  return true
}

/**
 * `Intl` formatters by locale, zone and format, shared by every instance: a formatter holds no
 * state, and building one costs a fraction of a millisecond, which each page of a venue's own
 * time zone (`withTimeZone`) and each storefront a script makes would otherwise pay again.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

/**
 * Messages, money and dates for one locale and venue time zone, speaking the English parts given
 * (the storefront's: its core part and the parts added later; `createI18n`: the whole catalogue).
 * Each instance has its own catalogue; the `Intl` formatters it builds are shared (`formatters`).
 */
export function i18nWith(english: English, options: I18nOptions = {}): I18n {
  const locale = options.locale ?? 'en-US'
  const timeZone = options.timeZone ?? 'UTC'
  const currency = options.currency ?? null
  const overrides = options.messages ?? {}
  // Fail at creation on a bad locale or zone, not at the first date on screen; without building a
  // formatter, which starts ICU (~30 ms on a phone) before the page's first call (issue 16).
  Intl.getCanonicalLocales(locale)
  if (!isTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`)

  function dateFormat(zone: string, name: string, format: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    const key = `date|${locale}|${zone}|${name}`
    let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...format, timeZone: zone })
      formatters.set(key, formatter)
    }
    return formatter
  }
  function moneyFormat(code: string): Intl.NumberFormat {
    const key = `money|${locale}|${code}`
    let formatter = formatters.get(key) as Intl.NumberFormat | undefined
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code })
      formatters.set(key, formatter)
    }
    return formatter
  }

  const t: Translate = (key, params) => {
    const message = overrides[key] ?? english.table[key] ?? key
    return interpolate(message, params)
  }

  return {
    locale,
    timeZone,
    currency,
    t,
    formatMoney(amount, code = currency ?? undefined) {
      if (!code) throw new Error('formatMoney needs a currency: pass one, or set createI18n({ currency }).')
      const value = typeof amount === 'number' ? amount : Number(amount)
      if (!Number.isFinite(value)) throw new RangeError(`Invalid money amount: ${String(amount)}`)
      return moneyFormat(code).format(value)
    },
    formatDate(value, style = 'medium') {
      const instant = toInstant(value, timeZone)
      return dateFormat(instant.timeZone, style, DATE_STYLES[style]).format(instant.date)
    },
    formatTime(value) {
      if (isCalendarDate(value)) throw new RangeError(`A calendar date has no time: ${value}`)
      const instant = toInstant(value, timeZone)
      return dateFormat(instant.timeZone, 'time', { timeStyle: 'short' }).format(instant.date)
    },
    formatDateTime(value) {
      if (isCalendarDate(value)) throw new RangeError(`A calendar date has no time: ${value}`)
      const instant = toInstant(value, timeZone)
      return dateFormat(instant.timeZone, 'dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(instant.date)
    },
    withTimeZone(zone) {
      return i18nWith(english, { ...options, locale, timeZone: zone })
    },
    addMessages(part) {
      addPart(english, part)
    },
  }
}
