/**
 * The catalogue's domain events, added to `StorefrontEvents` by declaration merging (as every
 * domain adds its own: store/events.ts keeps only the transport's `http:error`). Payloads are one
 * object each (STYLE.md, Shape).
 */
declare module '../store/events.js' {
  interface StorefrontEvents {
    /** A listing load finished (`loadEvents`), successfully or not. */
    'catalog:listing': (payload: { status: 'ready' | 'error'; count: number }) => void
    /** An event page load finished (`loadEvent`). */
    'catalog:event': (payload: { eventId: string; status: 'ready' | 'not_found' | 'error' }) => void
  }
}

export {}
