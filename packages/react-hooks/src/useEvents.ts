import { useEffect, useRef } from 'react'
import { eventFiltersKey, type ListingState } from '@foyer/sdk/catalog'
import type { EventFilters } from '@foyer/sdk/routing'
import { useStorefrontFor } from './context.js'
import { useStore } from './useStore.js'

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
