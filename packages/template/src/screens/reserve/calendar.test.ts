import {
  addDays,
  addMonths,
  calendarDayView,
  dateButtons,
  hasMoreDates,
  type CalendarDay,
  type CalendarDayView,
} from '@foyer/sdk/reserve'
import { describe, expect, it } from 'vitest'
import { createI18n } from '@foyer/sdk'
import {
  dateButtonParts,
  calendarMonths,
  focusDateIn,
  moveFocus,
  weekdayNames,
  weekdayOf,
  weekStartOf,
} from './calendar'

/** Day views as the sdk makes them from calendar rows (storefront §3 Calendar day). */
function views(rows: Partial<CalendarDay>[]): CalendarDayView[] {
  return rows.map((row) =>
    calendarDayView({ status: 'available', ...row } as CalendarDay, {
      t: (key) => key,
      formatDate: (date) => date,
      formatMoney: (amount) => amount,
    }),
  )
}

/** `count` consecutive days from `first`, with the statuses given by `status(i)`. */
function days(
  first: string,
  count: number,
  status: (i: number) => CalendarDay['status'] = () => 'available',
): CalendarDayView[] {
  return views(Array.from({ length: count }, (_, i) => ({ date: addDays(first, i), status: status(i) })))
}

describe('calendar date arithmetic', () => {
  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
  })

  it('adds months across a year end and knows the weekday', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(weekdayOf('2026-06-05')).toBe(5) // a Friday
  })
})

describe("date buttons (storefront §2: up to 8 date buttons show before 'More dates')", () => {
  it('shows the first 8 selectable days and leaves out the days that cannot be chosen', () => {
    // Every third day sold out: the buttons skip them.
    const calendar = days('2026-06-05', 20, (i) => (i % 3 === 2 ? 'sold_out' : 'available'))
    const buttons = dateButtons(calendar)
    expect(buttons).toHaveLength(8)
    expect(buttons.map((d) => d.date)).toEqual([
      '2026-06-05',
      '2026-06-06',
      '2026-06-08',
      '2026-06-09',
      '2026-06-11',
      '2026-06-12',
      '2026-06-14',
      '2026-06-15',
    ])
    expect(hasMoreDates(calendar)).toBe(true)
  })

  it('with 8 days or fewer, all of them selectable, there are no more dates', () => {
    expect(dateButtons(days('2026-06-05', 8))).toHaveLength(8)
    expect(hasMoreDates(days('2026-06-05', 8))).toBe(false)
    expect(hasMoreDates(days('2026-06-05', 9))).toBe(true)
  })

  it('a day that is shown but not selectable still counts as a further date for the calendar', () => {
    expect(hasMoreDates(days('2026-06-05', 3, (i) => (i === 2 ? 'sold_out' : 'available')))).toBe(true)
  })
})

describe('months and weeks (storefront §2: months scroll, single-month layout)', () => {
  it('lays a month out in weeks starting on Sunday, padded, with days outside the calendar empty', () => {
    const [june] = calendarMonths(days('2026-06-05', 3))
    expect(june?.month).toBe('2026-06')
    // 1 June 2026 is a Monday: one blank before it in a Sunday-first week.
    expect(june?.weeks[0]?.[0]).toBeNull()
    expect(june?.weeks[0]?.[1]).toEqual({ date: '2026-06-01', day: null })
    expect(june?.weeks[0]?.[5]?.day?.date).toBe('2026-06-05')
    expect(june?.weeks.every((week) => week.length === 7)).toBe(true)
    // 30 June is a Tuesday: the last week is padded after it.
    expect(june?.weeks.at(-1)?.[2]?.date).toBe('2026-06-30')
    expect(june?.weeks.at(-1)?.[3]).toBeNull()
  })

  it('weeks may start on Monday', () => {
    const [june] = calendarMonths(days('2026-06-05', 3), 1)
    expect(june?.weeks[0]?.[0]?.date).toBe('2026-06-01')
  })

  it('a calendar inside one month has one month; 60 days from 5 June span three', () => {
    expect(calendarMonths(days('2026-06-05', 20))).toHaveLength(1)
    expect(calendarMonths(days('2026-06-05', 60)).map((m) => m.month)).toEqual(['2026-06', '2026-07', '2026-08'])
  })
})

describe('arrow keys (storefront §2: arrow keys move the focused day by 1 or 7 days)', () => {
  const range = { first: '2026-06-05', last: '2026-08-03' }

  it('left and right move 1 day, up and down 7, across month ends', () => {
    expect(moveFocus('2026-06-10', 'ArrowRight', range)).toBe('2026-06-11')
    expect(moveFocus('2026-06-10', 'ArrowLeft', range)).toBe('2026-06-09')
    expect(moveFocus('2026-06-10', 'ArrowDown', range)).toBe('2026-06-17')
    expect(moveFocus('2026-06-10', 'ArrowUp', range)).toBe('2026-06-05')
    expect(moveFocus('2026-06-28', 'ArrowDown', range)).toBe('2026-07-05')
  })

  it('Home and End go to the start and end of the week', () => {
    // 10 June 2026 is a Wednesday.
    expect(moveFocus('2026-06-10', 'Home', range)).toBe('2026-06-07')
    expect(moveFocus('2026-06-10', 'End', range)).toBe('2026-06-13')
    expect(moveFocus('2026-06-10', 'Home', range, 1)).toBe('2026-06-08')
  })

  it('stops at the first and last day of the calendar', () => {
    expect(moveFocus('2026-06-07', 'ArrowUp', range)).toBe('2026-06-05')
    expect(moveFocus('2026-06-05', 'ArrowLeft', range)).toBe('2026-06-05')
    expect(moveFocus('2026-08-01', 'ArrowDown', range)).toBe('2026-08-03')
  })

  it('other keys do not move focus', () => {
    expect(moveFocus('2026-06-10', 'Enter', range)).toBeNull()
    expect(moveFocus('2026-06-10', 'a', range)).toBeNull()
  })
})

describe('roving focus', () => {
  it('the chosen date when it is in the month, else the first selectable day, else the first day shown', () => {
    const [june] = calendarMonths(days('2026-06-05', 10, (i) => (i < 2 ? 'sold_out' : 'available')))
    expect(focusDateIn(june!, '2026-06-09')).toBe('2026-06-09')
    expect(focusDateIn(june!, '2026-07-09')).toBe('2026-06-07')
    expect(focusDateIn(june!, null)).toBe('2026-06-07')
    const [soldOut] = calendarMonths(days('2026-06-05', 3, () => 'sold_out'))
    expect(focusDateIn(soldOut!, null)).toBe('2026-06-05')
  })
})

describe('weekday headings', () => {
  it('are in the locale, in grid order', () => {
    expect(weekdayNames('en-US').map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(weekdayNames('en-US', 1)[0]).toEqual({ short: 'Mon', long: 'Monday' })
    expect(weekdayNames('fr-FR', 1)[0]?.long).toBe('lundi')
  })

  it('weeks start on Sunday in the US and on Monday in France', () => {
    expect(weekStartOf('en-US')).toBe(0)
    expect(weekStartOf('fr-FR')).toBe(1)
  })
})

describe('date button lines', () => {
  it('the weekday and the day of the month, in the locale, for the calendar day itself', () => {
    expect(dateButtonParts('2026-06-06', createI18n({ locale: 'en-US' }))).toEqual({
      weekday: 'Sat',
      dayMonth: 'Jun 6',
    })
    expect(dateButtonParts('2026-06-06', createI18n({ locale: 'fr-FR' }))).toEqual({
      weekday: 'sam.',
      dayMonth: '6 juin',
    })
  })
})
