import type { I18n, Actions, ReserveSnapshot, ReserveStore } from '@foyer/react-hooks'
import {
  addMonths,
  dateButtons,
  hasMoreDates,
  monthOf,
  type CalendarDate,
  type CalendarDayView,
} from '@foyer/sdk/reserve'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '../../components/Button'
import {
  calendarMonths,
  dateButtonParts,
  focusDateIn,
  moveFocus,
  weekdayNames,
  weekStartOf,
  type CalendarMonth,
} from './calendar'
import { Chosen, InlineLoading } from './parts'
import * as css from './reserve.css'

/**
 * The date step (storefront §2 "Calendar date picker"; §4 Reserve flow): up to 8 date buttons,
 * 'any date' when the event sells flexible admission, 'More dates' for the month calendar; after a
 * choice the chosen date with a 'Change' button. Every day's status, price, badges and label come
 * from the sdk's day views (`CalendarDayView`).
 */
export function DatePicker({
  reserve,
  actions,
  i18n,
}: {
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
}) {
  const { t } = i18n
  const [calendarOpen, setCalendarOpen] = useState(false)
  const calendarId = useId()
  const changeRef = useRef<HTMLButtonElement>(null)
  const firstChoiceRef = useRef<HTMLButtonElement>(null)
  // Focus follows the step: to 'Change' after a choice, back to the choices after 'Change', so a
  // keyboard never falls back to the top of the page when the buttons it was on go away.
  const focusAfter = useRef<'change' | 'choices' | null>(null)
  const decided = reserve.flexible || reserve.date !== null

  useEffect(() => {
    if (focusAfter.current === 'change' && decided) changeRef.current?.focus()
    if (focusAfter.current === 'choices' && !decided) firstChoiceRef.current?.focus()
    focusAfter.current = null
  }, [decided])

  const choose = (date: CalendarDate) => {
    focusAfter.current = 'change'
    void actions.selectDate(date)
  }

  if (decided) {
    return (
      <Chosen
        label={reserve.flexible ? t('reserve.anyDate') : i18n.formatDate(reserve.date as CalendarDate, 'full')}
        changeRef={changeRef}
        changeLabel={t('reserve.change')}
        state="date-chosen"
        onChange={() => {
          focusAfter.current = 'choices'
          actions.clearDate()
        }}
      />
    )
  }

  if (reserve.calendarStatus === 'loading' || reserve.calendarStatus === 'idle')
    return <InlineLoading label={t('common.loading')} />

  const buttons = dateButtons(reserve.calendar)
  return (
    <div className={css.stack}>
      {buttons.length > 0 && (
        <ul className={css.dateButtons} role="list" data-date-buttons="">
          {buttons.map((day, index) => (
            <li key={day.date}>
              <DateButton
                day={day}
                i18n={i18n}
                onChoose={choose}
                buttonRef={index === 0 ? firstChoiceRef : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={css.pickerActions}>
        {reserve.flexibleAdmission === 'offered' && (
          <Button
            variant="secondary"
            ref={buttons.length === 0 ? firstChoiceRef : undefined}
            onClick={() => {
              focusAfter.current = 'change'
              actions.selectFlexible()
            }}
          >
            {t('reserve.anyDate')}
          </Button>
        )}
        {hasMoreDates(reserve.calendar) && (
          <Button
            variant="quiet"
            aria-expanded={calendarOpen}
            aria-controls={calendarId}
            onClick={() => setCalendarOpen((open) => !open)}
          >
            {t('reserve.moreDates')}
          </Button>
        )}
      </div>
      <div id={calendarId} hidden={!calendarOpen}>
        {calendarOpen && (
          <MonthCalendar days={reserve.calendar} selected={reserve.date} i18n={i18n} onChoose={choose} />
        )}
      </div>
    </div>
  )
}

function DateButton({
  day,
  i18n,
  onChoose,
  buttonRef,
}: {
  day: CalendarDayView
  i18n: I18n
  onChoose: (date: CalendarDate) => void
  buttonRef?: React.Ref<HTMLButtonElement> | undefined
}) {
  const price = day.priceLabel
  const parts = dateButtonParts(day.date, i18n)
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${css.dateButton} ${day.className}`}
      aria-label={day.ariaLabel}
      title={day.tooltip || undefined}
      aria-pressed="false"
      data-date={day.date}
      onClick={() => onChoose(day.date)}
    >
      <span className={css.choiceDetail}>{parts.weekday}</span>
      <span className={css.choiceTitle}>{parts.dayMonth}</span>
      {price && <span className={css.choiceDetail}>{price}</span>}
      {day.badges.includes('few_tickets') && day.availableCapacity !== null && (
        <span className={css.few}>{i18n.t('reserve.fewTicketsLeft', { count: day.availableCapacity })}</span>
      )}
      {/* The day's labels and annotations ('Open late', 'Busy'), shown to everyone as they are read out. */}
      {[...day.labels, ...day.annotations].map((note) => (
        <span key={note} className={css.choiceDetail}>
          {note}
        </span>
      ))}
    </button>
  )
}

/**
 * The month calendar behind 'More dates' (storefront §2): one month at a time with previous and
 * next buttons (none when the calendar has a single month), a grid of days with a roving tabindex,
 * arrow keys moving 1 or 7 days, Enter or Space choosing an enabled day. A day that cannot be
 * chosen stays focusable so its label ('Sold out', 'Not available') is read out.
 */
function MonthCalendar({
  days,
  selected,
  i18n,
  onChoose,
}: {
  days: readonly CalendarDayView[]
  selected: CalendarDate | null
  i18n: I18n
  onChoose: (date: CalendarDate) => void
}) {
  const weekStart = useMemo(() => weekStartOf(i18n.locale), [i18n.locale])
  const months = useMemo(() => calendarMonths(days, weekStart), [days, weekStart])
  const names = useMemo(() => weekdayNames(i18n.locale, weekStart), [i18n.locale, weekStart])
  const first = months[0] as CalendarMonth
  const [month, setMonth] = useState(() => (selected ? monthOf(selected) : first.month))
  const shown = months.find((m) => m.month === month) ?? first
  const [focused, setFocused] = useState<CalendarDate | null>(() => focusDateIn(shown, selected))
  const focusDate = focused && monthOf(focused) === shown.month ? focused : focusDateIn(shown, selected)
  const gridRef = useRef<HTMLTableElement>(null)
  const moveFocusTo = useRef(false)
  const headingId = useId()
  const index = months.indexOf(shown)

  useEffect(() => {
    if (!moveFocusTo.current || !focusDate) return
    moveFocusTo.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus()
  }, [focusDate])

  const goToMonth = (next: string) => {
    const target = months.find((m) => m.month === next)
    if (!target) return
    setMonth(next)
    setFocused(focusDateIn(target, selected))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!focusDate) return
    const range = { first: days[0]?.date ?? focusDate, last: days.at(-1)?.date ?? focusDate }
    const next = moveFocus(focusDate, event.key, range, weekStart)
    if (next === null) return
    event.preventDefault()
    moveFocusTo.current = true
    setFocused(next)
    if (monthOf(next) !== shown.month) setMonth(monthOf(next))
  }

  return (
    <div className={css.calendar} data-state="calendar-open">
      <div className={css.monthHeader}>
        {months.length > 1 && (
          <button
            type="button"
            className={css.monthNav}
            aria-label={i18n.t('reserve.previousMonth')}
            aria-disabled={index === 0}
            onClick={() => index > 0 && goToMonth(addMonths(shown.month, -1))}
          >
            <Chevron direction="previous" />
          </button>
        )}
        <h3 id={headingId} className={css.monthTitle} aria-live="polite">
          {i18n.formatDate(shown.firstDate, 'monthYear')}
        </h3>
        {months.length > 1 && (
          <button
            type="button"
            className={css.monthNav}
            style={{ gridColumn: 3 }}
            aria-label={i18n.t('reserve.nextMonth')}
            aria-disabled={index === months.length - 1}
            onClick={() => index < months.length - 1 && goToMonth(addMonths(shown.month, 1))}
          >
            <Chevron direction="next" />
          </button>
        )}
      </div>
      <table ref={gridRef} role="grid" className={css.grid} aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <thead>
          <tr role="row">
            {names.map((name) => (
              <th key={name.long} role="columnheader" scope="col" className={css.weekday}>
                <abbr title={name.long}>{name.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.weeks.map((week, w) => (
            <tr key={w} role="row">
              {week.map((cell, d) => {
                if (!cell) return <td key={d} role="gridcell" className={css.cell} />
                const dayNumber = Number(cell.date.slice(8, 10))
                if (!cell.day) {
                  return (
                    <td key={d} role="gridcell" className={css.cell} aria-disabled="true">
                      <span className={css.outsideDay}>{dayNumber}</span>
                    </td>
                  )
                }
                const day = cell.day
                const price = day.shownPrice
                return (
                  <td key={d} role="gridcell" className={css.cell} aria-selected={day.date === selected}>
                    <button
                      type="button"
                      className={`${css.day} ${day.className}`}
                      data-date={day.date}
                      data-status={day.status}
                      aria-label={day.ariaLabel}
                      aria-disabled={!day.selectable}
                      title={day.tooltip || undefined}
                      tabIndex={day.date === focusDate ? 0 : -1}
                      onFocus={() => setFocused(day.date)}
                      onClick={() => day.selectable && onChoose(day.date)}
                    >
                      <span>{dayNumber}</span>
                      {price && <span className={css.dayPrice}>{i18n.formatMoney(price)}</span>}
                      {day.badges.includes('few_tickets') && <span className={css.dayFew} />}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
