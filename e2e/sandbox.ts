/**
 * The sandbox the journeys run against: its clock is frozen at SANDBOX_NOW (FOYER_SANDBOX_NOW in
 * the web server's environment, restored by every /_sandbox/reset), and each page's clock is set
 * to the same instant, so "today" and "tomorrow" are the same days for the browser and the API.
 */

/** Friday 5 June 2026, 10:00 in New York (the demo museum's zone). */
export const SANDBOX_NOW = '2026-06-05T14:00:00Z'

/** The demo tenant's seller slug: the base of every storefront route. */
export const SELLER = 'demo-museum'

export const PORT = Number(process.env.E2E_PORT ?? 4310)
export const BASE_URL = `http://127.0.0.1:${PORT}`

/** The venue's tomorrow at SANDBOX_NOW: Saturday 6 June 2026 (the reserve journeys' day). */
export const TOMORROW = '2026-06-06'

/** The sandbox's session ids: `{event}-{YYYYMMDD}-{HHMM}` (packages/sandbox seedIds / sessionId). */
export function sessionId(eventId: string, date: string, time: string): string {
  return `${eventId}-${date.replaceAll('-', '')}-${time.replace(':', '')}`
}

/** The storage key under which the template keeps its cart id (sdk `cartStorageKey`). */
export const CART_STORAGE_KEY = `foyer:${SELLER}:cart-id`
