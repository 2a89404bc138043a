/**
 * The catalogue's domain events, listed in the shared event map (store/events.ts). Payloads are
 * one object each, so a field can be added without breaking a listener.
 */
export interface CatalogEvents {
  /** A listing load finished (`loadEvents`), successfully or not. */
  'catalog:listing': (payload: { status: 'ready' | 'error'; count: number }) => void
  /** An event page load finished (`loadEvent`). */
  'catalog:event': (payload: { eventId: string; status: 'ready' | 'not_found' | 'error' }) => void
}
