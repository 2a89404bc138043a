import { useEffect, useRef } from 'react'
import type { I18n } from '@foyer/sdk'
import { eventFiltersKey, type EventState, type ListingState } from '@foyer/sdk/catalog'
import type { EventFilters } from '@foyer/sdk/routing'
import { useStorefrontFor } from './context.js'
import { useStore } from './useStore.js'

/**
 * The storefront's messages, money and dates (`t`, `formatMoney`, `formatDate`, …).
 * @example
 * const { t } = useMessages()
 * return <p>{t('error.generic')}</p>
 */
export function useMessages(): I18n {
  return useStorefrontFor('useMessages').i18n
}

/**
 * The /events listing for some filters (storefront §2): `{ status, filters, events, categories,
 * error }`. Loads when the component mounts and whenever the filters ask for a different listing
 * (compared by content, not identity); the sdk keeps a late answer for older filters from
 * overwriting a newer one.
 * @example
 * const { status, events } = useEvents({ category: 'Tours' })
 * if (status === 'ready') return events.map((card) => <a key={card.id} href={card.href}>{card.name}</a>)
 */
export function useEvents(filters: Partial<EventFilters> = {}): ListingState {
  const { catalog } = useStorefrontFor('useEvents')
  const key = eventFiltersKey(filters)
  // The filters of the latest render, read by the effect; the effect itself runs only on a new key.
  const latest = useRef(filters)
  latest.current = filters
  useEffect(() => {
    void catalog.loadEvents(latest.current)
  }, [catalog, key])
  return useStore(catalog.listing)
}

/**
 * One event page (storefront §2): `{ status: 'idle' | 'loading' | 'ready' | 'not_found' | 'error',
 * eventId, event, error }`. Loads the event when nothing is loaded for the id yet (or the last
 * load failed); an event already loaded is shown at once.
 * @example
 * const { status, event } = useEvent(id)
 * if (status === 'not_found') return <NotFound />
 */
export function useEvent(id: string): EventState {
  const { catalog } = useStorefrontFor('useEvent')
  const store = catalog.event(id)
  useEffect(() => {
    const { status } = store.getSnapshot()
    if (status === 'idle' || status === 'error') void catalog.loadEvent(id)
  }, [catalog, store, id])
  return useStore(store)
}
