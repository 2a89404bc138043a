// ESM: the storefront made, an event heard, a request failing with an explicit error.
import { createStorefront, isFoyerError } from '@foyer/sdk'
const storefront = createStorefront({
  apiBase: 'https://tickets.example.org/api/v1',
  seller: 'demo-museum',
  fetch: async () =>
    new Response(JSON.stringify({ _data: [{ _code: 'not_found', _description: 'No such event' }] }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    }),
})
const result = await storefront.catalog.loadEvent('nope')
if (!result.error || !isFoyerError(result.error)) throw new Error('ESM: expected a FoyerError')
storefront.dispose()
console.log('ESM smoke: ok', result.error.code)
