// A partner's script against the sandbox from its bin: the listing, then the sandbox put back as
// seeded, so the script runs any number of times.
import { createStorefront } from '@foyer/sdk'

const apiBase = process.argv[2]
const storefront = createStorefront({ apiBase, seller: 'demo-museum' })
const listing = await storefront.catalog.loadEvents()
if (listing.error) throw listing.error
if (listing.data.length === 0) throw new Error('The sandbox listed no events')
const reset = await fetch(new URL('/_sandbox/reset', apiBase), { method: 'POST' })
if (!reset.ok) throw new Error(`reset answered ${reset.status}`)
storefront.dispose()
console.log(`partner script: ${listing.data.length} events, sandbox reset`)
