/**
 * The sandbox address service as an `AddressLookupProvider` (calls §7 "Address lookup (find,
 * retrieve) goes to a third-party address service"): the sandbox's control routes
 * `{controlBase}/address/find` and `{controlBase}/address/retrieve` answer demo addresses in USA,
 * GBR, CAN, AUS and NZL with no network, for the demo, development and e2e.
 *
 * Any failure (a refused request, a non-2xx answer, an unreadable body) throws, and the lookup
 * then goes manual (calls §8 "Address lookup failure switches to manual mode.").
 */
import type { AddressLookupProvider, AddressSuggestion, LookedUpAddress } from './address.js'

export interface SandboxAddressProviderOptions {
  /** Base URL of the sandbox's control routes. @example '/_sandbox' */
  controlBase: string
  /** @default globalThis.fetch, looked up when called */
  fetch?: (request: Request) => Promise<Response>
}

/**
 * @example
 * const lookup = createAddressLookup({ clock, provider: createSandboxAddressProvider({ controlBase: '/_sandbox' }) })
 */
export function createSandboxAddressProvider(options: SandboxAddressProviderOptions): AddressLookupProvider {
  const fetcher = options.fetch ?? ((request: Request) => globalThis.fetch(request))

  async function get<T>(path: string, signal: AbortSignal): Promise<T> {
    const response = await fetcher(new Request(`${options.controlBase}${path}`, { signal }))
    if (!response.ok) throw new Error(`The sandbox address service answered ${response.status}.`)
    return (await response.json()) as T
  }

  return {
    async find(text, country, signal) {
      const query = new URLSearchParams({ text, country })
      const body = await get<{ suggestions?: AddressSuggestion[] }>(`/address/find?${query}`, signal)
      if (!Array.isArray(body.suggestions)) throw new Error('The sandbox address service answered no suggestions.')
      return body.suggestions
    },
    async retrieve(id, signal) {
      const body = await get<{ address?: LookedUpAddress }>(`/address/retrieve?${new URLSearchParams({ id })}`, signal)
      if (!body.address) throw new Error('The sandbox address service answered no address.')
      return body.address
    },
  }
}
