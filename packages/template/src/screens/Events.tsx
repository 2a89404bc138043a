import { useEvents, useMessages, useStorefront, type MessageKey } from '@foyer/react-hooks'
import {
  buildPath,
  clearEventFilters,
  DATE_FILTERS,
  eventFilterCount,
  parseEventFilters,
  serializeEventFilters,
  type DateFilter,
  type EventFilters,
} from '@foyer/sdk/routing'
import { eventTimeWindow } from '@foyer/sdk/catalog'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useConfig } from '../ConfigContext'
import { Button } from '../components/Button'
import { LazyCartFooter, LazyCartWidget, useCartHasItems } from '../components/cart/LazyCart'
import { useCartPending } from '../components/cart/useCartPending'
import { ErrorNotice, Loading } from '../components/Status'
import { useDocumentTitle } from '../components/useDocumentTitle'
import { container } from '../theme/global.css'
import { CategoryFilter, type CategoryOption } from './CategoryFilter'
import { EventCardView } from './EventCardView'
import * as page from './page.css'
import * as css from './events.css'

const DATE_LABELS: Record<DateFilter, MessageKey> = {
  all: 'catalog.all',
  today: 'catalog.today',
  tomorrow: 'catalog.tomorrow',
}

/** The listing URL (an app path under the seller base) for some filters. */
const listingHref = (filters: EventFilters) => `${buildPath('events')}${serializeEventFilters(filters)}`

/**
 * The event listing (storefront §2 /events). Every filter comes from the URL query, parsed by the
 * sdk (category, date, time, time.start, time.end, meta.*), and every filter control is a link to
 * another query, so filtered listings can be shared and bookmarked.
 */
export function Events() {
  const { t } = useMessages()
  const config = useConfig()
  const storefront = useStorefront()
  const search = useSearch()
  // storefront §2 /events: "When the cart already has items the listing is an upsell listing
  // ("What other experiences would you like to add?")".
  const upsell = useCartHasItems()
  const title = upsell ? t('catalog.upsellTitle') : t('catalog.title')
  useDocumentTitle(title)

  // Today and tomorrow are the venue's days (sdk parseEventFilters), read on the sdk's clock.
  const filters = useMemo(
    () => parseEventFilters(search, { now: storefront.options.clock.now(), timeZone: config.timeZone }),
    [search, storefront, config.timeZone],
  )
  const { status, events, categories, error } = useEvents(filters)
  const filtered = eventFilterCount(filters) > 0
  // Whether the list (or its empty or error state) has taken the loading state's place.
  const listShown = status === 'error' || status === 'ready' || events.length > 0
  const cartPending = useCartPending()
  // The filters come with the listing's first answer, whose categories add a row to them: shown
  // before it, that row would push the list down on a wide screen (issue 16). Then they stay.
  const [answered, setAnswered] = useState(false)
  if (listShown && !answered) setAnswered(true)

  // A kept cart makes this the upsell listing (another title, the cart beside the list): until it is
  // read the whole screen is the loading state, so the title and layout do not change under the
  // visitor (issue 16).
  if (cartPending)
    return (
      <div className={container}>
        <Loading />
      </div>
    )
  return (
    <>
      <div className={container}>
        <header className={css.header}>
          <h1 className={page.pageTitle} data-upsell={upsell || undefined}>
            {title}
          </h1>
        </header>

        <div className={upsell ? css.withCart : undefined}>
          <div>
            {answered && <Filters filters={filters} categories={categories} />}

            {/* Keyed: the first answer comes in a new section, not in the loading one moved down (issue 16). */}
            <section key={answered ? 'answered' : 'first'} aria-busy={status === 'loading'} data-state={status}>
              {status === 'error' ? (
                <ErrorNotice error={error} />
              ) : status === 'ready' && events.length === 0 ? (
                <div className={css.empty} data-state="empty">
                  <p className={css.emptyText} role="status">
                    {t('catalog.noMatches')}
                  </p>
                  <Link href={buildPath('events')}>{t('catalog.clearFilters')}</Link>
                </div>
              ) : events.length === 0 ? (
                <Loading />
              ) : (
                <ul className={css.grid} role="list" data-filtered={filtered || undefined}>
                  {events.map((event, index) => (
                    <li key={event.id}>
                      <EventCardView event={event} showVenueName={config.showVenueName} first={index === 0} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          {/* With the list, not before it: below the list on a phone, the list would push it down. */}
          {upsell && listShown && (
            <div className={css.cartAside}>
              <LazyCartWidget />
            </div>
          )}
        </div>
      </div>
      {listShown && <LazyCartFooter />}
    </>
  )
}

/**
 * The filters. On a phone they fold behind one 'Filters' button that shows how many are set, so
 * the first events show on the first screen (issue 18.7); on a wide screen they are always open.
 */
function Filters({ filters, categories }: { filters: EventFilters; categories: readonly string[] }) {
  const { t } = useMessages()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const count = eventFilterCount(filters)
  // The chosen category stays on show even when no listed event has it (an empty result).
  const names =
    filters.category && !categories.includes(filters.category) ? [...categories, filters.category] : categories
  const categoryOptions: CategoryOption[] = [
    {
      name: null,
      label: t('catalog.all'),
      href: listingHref({ ...filters, category: null }),
      current: filters.category === null,
    },
    ...names.map((name) => ({
      name,
      label: name,
      href: listingHref({ ...filters, category: name }),
      current: filters.category === name,
    })),
  ]
  const metaEntries = Object.entries(filters.meta)

  return (
    <nav className={css.filters} aria-label={t('catalog.filters')}>
      <button
        type="button"
        className={css.filtersToggle}
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        onClick={() => setOpen(!open)}
      >
        {count > 0 ? t('catalog.filtersCount', { count }) : t('catalog.filters')}
      </button>
      <div id={`${ids}-panel`} className={css.filterPanel} data-open={open || undefined}>
        {names.length > 0 && (
          <div className={css.filterRow} data-filter="category">
            <span id={`${ids}-category`} className={css.filterLabel}>
              {t('catalog.filterCategory')}
            </span>
            <CategoryFilter options={categoryOptions} labelId={`${ids}-category`} />
          </div>
        )}

        <div className={css.filterRow} data-filter="date">
          <span id={`${ids}-date`} className={css.filterLabel}>
            {t('catalog.filterDate')}
          </span>
          <ul className={css.chips} aria-labelledby={`${ids}-date`}>
            {DATE_FILTERS.map((date) => (
              <li key={date}>
                <Link
                  href={listingHref({ ...filters, date })}
                  className={css.chip}
                  aria-current={filters.date === date ? 'true' : undefined}
                >
                  {t(DATE_LABELS[date])}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <TimeFilter filters={filters} labelId={`${ids}-time`} />

        {metaEntries.length > 0 && (
          <div className={css.filterRow} data-filter="meta">
            <span className={css.filterLabel}>{t('catalog.filters')}</span>
            <div className={css.metaList}>
              {metaEntries.map(([key, value]) => (
                <span key={key} className={css.metaValue}>
                  <span>{key}</span>
                  <strong>{value}</strong>
                </span>
              ))}
              {/* storefront §2: "A metadata 'See all' link clears the filters." */}
              <Link href={listingHref(clearEventFilters())}>{t('catalog.seeAll')}</Link>
            </div>
          </div>
        )}
      </div>
    </nav>
  )
}

/**
 * The time filter: a start-time window (`time.start`, `time.end`). A named `time` from the URL
 * (morning, afternoon, evening, or HH:MM-HH:MM; sdk `eventTimeWindow`) shows as its window.
 */
function TimeFilter({ filters, labelId }: { filters: EventFilters; labelId: string }) {
  const { t } = useMessages()
  const [, navigate] = useLocation()
  const range = eventTimeWindow(filters)
  const startId = `${labelId}-start`
  const endId = `${labelId}-end`

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => {
      const text = String(form.get(name) ?? '').trim()
      return text === '' ? null : text
    }
    navigate(listingHref({ ...filters, time: null, timeStart: value('start'), timeEnd: value('end') }))
  }

  return (
    <div className={css.filterRow} data-filter="time">
      <span id={labelId} className={css.filterLabel}>
        {t('catalog.filterTime')}
      </span>
      {/* Keyed by the window so the fields show the URL's values after every navigation. */}
      <form key={`${range.start}-${range.end}`} className={css.timeForm} aria-labelledby={labelId} onSubmit={onSubmit}>
        <div className={css.timeFields}>
          <label className={css.field} htmlFor={startId}>
            {t('catalog.filterTimeStart')}
            <input id={startId} name="start" type="time" className={css.input} defaultValue={range.start ?? ''} />
          </label>
          <label className={css.field} htmlFor={endId}>
            {t('catalog.filterTimeEnd')}
            <input id={endId} name="end" type="time" className={css.input} defaultValue={range.end ?? ''} />
          </label>
        </div>
        <Button type="submit" variant="quiet">
          {t('common.apply')}
        </Button>
      </form>
    </div>
  )
}
