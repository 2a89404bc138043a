import { useEffect } from 'react'
import type { EventState } from '@foyer/sdk/catalog'
import { useStorefrontFor } from './context.js'
import { useStore } from './useStore.js'

/**
 * One event page, its details, venue and ticket groups (storefront §2): `{ status: 'idle' |
 * 'loading' | 'ready' | 'not_found' | 'error',
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
