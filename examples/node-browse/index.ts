/**
 * A partner's Node script: list the demo venue's events and their next available dates through
 * @foyer/sdk, against a running sandbox (`pnpm start`, or `pnpm --filter @foyer/sandbox serve`).
 *
 *   FOYER_API=http://localhost:4173/api/v1 pnpm --filter @foyer/example-node-browse start
 */
import { createStorefront } from '@foyer/sdk'

export async function browse(apiBase: string, out: (line: string) => void = console.log): Promise<number> {
  const storefront = createStorefront({ apiBase, seller: 'demo-museum' })
  const listing = await storefront.catalog.loadEvents({})
  if (listing.error) {
    out(`Could not list events: ${listing.error.code} ${listing.error.description ?? ''}`)
    return 1
  }
  out(`${listing.data.length} events at demo-museum`)
  for (const event of listing.data) {
    const dates = await storefront.catalog.nextAvailableDates(event.id, { limit: 3 })
    const next = dates.error
      ? `dates unavailable (${dates.error.code})`
      : dates.data.length > 0
        ? `next: ${dates.data.map((day) => day.date).join(', ')}`
        : 'no dates'
    out(`- ${event.name}${event.venueName ? ` (${event.venueName})` : ''}: ${next}`)
  }
  storefront.dispose()
  return 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiBase = process.env.FOYER_API ?? `http://localhost:${process.env.PORT ?? 4173}/api/v1`
  process.exitCode = await browse(apiBase)
}
