import {
  addDays,
  calendarDateNoonUtc,
  monthOf,
  weekdayOfDate,
  type CalendarDate,
  type CalendarDayView,
} from '@foyer/sdk/reserve'
import type { I18n } from '@foyer/sdk'

/*
 * The layout of the calendar date picker (storefront §2 "Calendar date picker"): which days are
 * date buttons, how the days fall into months and weeks, and where the arrow keys move. Which day
 * can be chosen, its price, badges and label all come from the sdk's day views; this module only
 * places them.
 */

/** Day of the week of a date, 0 = Sunday … 6 = Saturday (the kernel's ISO weekday, Sunday as 0). */
export function weekdayOf(date: CalendarDate): number {
  return weekdayOfDate(date) % 7
}

/** One cell of a month's grid: a day of the month, with its view when the calendar has that day. */
export interface MonthCell {
  date: CalendarDate
  /** The sdk's day view, or null for a day outside the calendar's range (before today, past the end). */
  day: CalendarDayView | null
}

/** A month of the calendar as a grid of weeks; `null` cells pad the first and last week. */
export interface CalendarMonth {
  /** `YYYY-MM`. */
  month: string
  /** The first day of the month, for its heading. */
  firstDate: CalendarDate
  weeks: (MonthCell | null)[][]
}

/**
 * The months the calendar's days fall in, each laid out in weeks starting on `weekStart`
 * (0 = Sunday). storefront §2: "Months scroll, with previous and next buttons, and a single-month
 * layout when only one month exists": the picker shows one of these at a time.
 */
export function calendarMonths(days: readonly CalendarDayView[], weekStart = 0): CalendarMonth[] {
  const byDate = new Map(days.map((day) => [day.date, day]))
  const months = [...new Set(days.map((day) => monthOf(day.date)))].sort()
  return months.map((month) => {
    const firstDate = `${month}-01`
    const cells: (MonthCell | null)[] = []
    const lead = (weekdayOf(firstDate) - weekStart + 7) % 7
    for (let i = 0; i < lead; i++) cells.push(null)
    for (let date = firstDate; monthOf(date) === month; date = addDays(date, 1)) {
      cells.push({ date, day: byDate.get(date) ?? null })
    }
    while (cells.length % 7 !== 0) cells.push(null)
    const weeks: (MonthCell | null)[][] = []
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
    return { month, firstDate, weeks }
  })
}

/** The keys that move the focused day (storefront §2: "Arrow keys move the focused day by 1 or 7 days"). */
export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

/**
 * Where a key moves the focused day: left / right by 1 day, up / down by 7 (storefront §2), Home /
 * End to the start / end of the week (the grid pattern's usual keys). Focus stays on the days the
 * calendar has (`first`…`last`): a move past either end goes no further than the end.
 * @returns the new focused date, or null when the key does not move focus.
 */
export function moveFocus(
  date: CalendarDate,
  key: string,
  range: { first: CalendarDate; last: CalendarDate },
  weekStart = 0,
): CalendarDate | null {
  let next: CalendarDate
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1)
      break
    case 'ArrowRight':
      next = addDays(date, 1)
      break
    case 'ArrowUp':
      next = addDays(date, -7)
      break
    case 'ArrowDown':
      next = addDays(date, 7)
      break
    case 'Home':
      next = addDays(date, -((weekdayOf(date) - weekStart + 7) % 7))
      break
    case 'End':
      next = addDays(date, 6 - ((weekdayOf(date) - weekStart + 7) % 7))
      break
    default:
      return null
  }
  if (next < range.first) next = range.first
  if (next > range.last) next = range.last
  return next
}

/**
 * The day that takes focus when the calendar opens or changes month (the roving tabindex): the
 * chosen date when it is in the month shown, else the first selectable day of that month, else its
 * first day in the calendar.
 */
export function focusDateIn(month: CalendarMonth, selected: CalendarDate | null): CalendarDate | null {
  const cells = month.weeks.flat().filter((cell): cell is MonthCell => cell !== null && cell.day !== null)
  if (selected && cells.some((cell) => cell.date === selected)) return selected
  return (cells.find((cell) => cell.day?.selectable) ?? cells[0])?.date ?? null
}

/**
 * The first day of the week for a locale (Sunday in en-US, Monday in most of Europe), from
 * `Intl.Locale` week info where the browser has it; Sunday otherwise.
 */
export function weekStartOf(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number }
      weekInfo?: { firstDay: number }
    }
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay
    // Intl numbers days 1 = Monday … 7 = Sunday.
    return typeof firstDay === 'number' ? firstDay % 7 : 0
  } catch {
    return 0
  }
}

/** The weekday column headings in grid order, short and long (`Sun` / `Sunday`), in the locale. */
export function weekdayNames(locale: string, weekStart = 0): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(calendarDateNoonUtc(addDays('2023-01-01', (weekStart + i) % 7)))
    return { short: short.format(date), long: long.format(date) }
  })
}

/**
 * A date button's two lines in the locale: the weekday (`Sat`) and the day of the month (`Jun 6`),
 * so a narrow button never breaks a date mid-way. The sdk's formatters, made once for the month
 * (two new ones per button cost 20–50 ms of a phone's first render, issue 16).
 */
export function dateButtonParts(
  date: CalendarDate,
  i18n: Pick<I18n, 'formatDate'>,
): { weekday: string; dayMonth: string } {
  return { weekday: i18n.formatDate(date, 'weekday'), dayMonth: i18n.formatDate(date, 'dayMonth') }
}
