/**
 * The events-listing query (storefront §2 /events: "Filters come from the query: category, date,
 * time, time.start, time.end and metadata keys"; "The date filter offers all, today and
 * tomorrow"; "A metadata 'See all' link clears the filters").
 */
import { searchParams, searchString } from './location'

/** The choices of the event listing's date filter: every date, today or tomorrow (storefront §2 /events). */
export const DATE_FILTERS = ['all', 'today', 'tomorrow'] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

/** The filters of the /events query. */
export interface EventFilters {
  /** `category`: one category; null for all. */
  category: string | null
  /** `date`: all (absent from the query), today or tomorrow. */
  date: DateFilter
  /** `time`: a named time of day (e.g. a session-tab name); null for any. */
  time: string | null
  /** `time.start`: earliest start time, as written in the query (e.g. `09:00`); null for none. */
  timeStart: string | null
  /** `time.end`: latest start time; null for none. */
  timeEnd: string | null
  /** Metadata filters: `meta.<key>=<value>` for any other metadata key. */
  meta: Readonly<Record<string, string>>
}

/** A calendar day range `YYYY-MM-DD` in the venue's time zone, both ends included. */
export interface EventDateRange {
  from: string
  to: string
}

/** Filters read from the query with the date filter turned into concrete venue dates. */
export interface ParsedEventFilters extends EventFilters {
  /** The days `date` stands for; null for all. */
  dates: EventDateRange | null
}

const META_PREFIX = 'meta.'
/** Keys that would reach an object's prototype: a URL must never set them (decision: ignored). */
const UNSAFE_META_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** No filter at all: what 'See all' and 'Clear filters' lead to. */
export function clearEventFilters(): EventFilters {
  return { category: null, date: 'all', time: null, timeStart: null, timeEnd: null, meta: {} }
}

/**
 * How many filters are set: the category, a date other than all, a time window (`time`, or
 * `time.start` / `time.end` together count once), and each metadata filter. 0 when the listing
 * shows every event. On a phone, where the filters fold into one 'Filters' button, the button
 * shows this count so a visitor sees the listing is filtered.
 */
export function eventFilterCount(filters: EventFilters): number {
  const time = filters.time !== null || filters.timeStart !== null || filters.timeEnd !== null
  return (
    Number(filters.category !== null) + Number(filters.date !== 'all') + Number(time) + Object.keys(filters.meta).length
  )
}

// One formatter per time zone: making an `Intl.DateTimeFormat` costs far more than using one.
const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/** The calendar day `YYYY-MM-DD` of an instant in a time zone. */
export function venueDate(now: Date | number, timeZone: string): string {
  let format = dayFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormatters.set(timeZone, format)
  }
  const parts = format.formatToParts(typeof now === 'number' ? new Date(now) : now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The calendar day after `YYYY-MM-DD` (calendar arithmetic; no time zone involved). */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

/**
 * The venue days a date filter stands for: today and tomorrow are computed from `now` in the
 * venue's time zone (not the browser's), so a visitor abroad sees the venue's today.
 *
 * @example eventDateRange('tomorrow', { now: Date.parse('2025-05-01T23:30:00Z'), timeZone: 'Asia/Tokyo' })
 * // { from: '2025-05-03', to: '2025-05-03' }: it is already 2 May in Tokyo
 */
export function eventDateRange(
  date: DateFilter,
  clock: { now: Date | number; timeZone: string },
): EventDateRange | null {
  if (date === 'all') return null
  const today = venueDate(clock.now, clock.timeZone)
  const day = date === 'today' ? today : nextDate(today)
  return { from: day, to: day }
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * The filters of an /events query. Unknown keys are ignored; an empty value is no filter; a date
 * other than today / tomorrow means all.
 *
 * @example
 * parseEventFilters('?category=Tours&date=today&meta.accessible=yes', { now: Date.now(), timeZone: 'Europe/London' })
 * // { category: 'Tours', date: 'today', dates: { from: …, to: … }, meta: { accessible: 'yes' }, … }
 */
export function parseEventFilters(
  search: string | URLSearchParams,
  clock: { now: Date | number; timeZone: string },
): ParsedEventFilters {
  const params = searchParams(search)
  const dateValue = params.get('date')
  const date: DateFilter = dateValue === 'today' || dateValue === 'tomorrow' ? dateValue : 'all'
  const meta: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!key.startsWith(META_PREFIX) || key.length === META_PREFIX.length) continue
    const name = key.slice(META_PREFIX.length)
    const v = text(value)
    if (v !== null && !UNSAFE_META_KEYS.has(name)) meta[name] = v
  }
  return {
    category: text(params.get('category')),
    date,
    time: text(params.get('time')),
    timeStart: text(params.get('time.start')),
    timeEnd: text(params.get('time.end')),
    meta,
    dates: eventDateRange(date, clock),
  }
}

/**
 * The /events query of some filters (`''` when none), keys in a stable order: category, date,
 * time, time.start, time.end, then `meta.*` sorted. `date=all` is left out (it is the default).
 *
 * @example serializeEventFilters({ ...clearEventFilters(), date: 'tomorrow' }) // '?date=tomorrow'
 */
export function serializeEventFilters(filters: EventFilters): string {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.date !== 'all') params.set('date', filters.date)
  if (filters.time) params.set('time', filters.time)
  if (filters.timeStart) params.set('time.start', filters.timeStart)
  if (filters.timeEnd) params.set('time.end', filters.timeEnd)
  for (const key of Object.keys(filters.meta).sort()) {
    const value = filters.meta[key]
    if (value) params.set(`${META_PREFIX}${key}`, value)
  }
  return searchString(params)
}
