/**
 * A real address service as an `AddressLookupProvider` (calls §7 "Address lookup (find, retrieve)
 * goes to a third-party address service with an API key from config; countries USA, GBR, CAN, AUS,
 * NZL"; issue 15): Loqate's Capture Interactive API, the find-then-retrieve style the spec
 * describes — `Find` answers suggestions for what the visitor typed, `Retrieve` the address of the
 * one picked, both with the tenant's key as `Key`.
 *
 * - No key: every call rejects with 'No address key' before any request (calls §8 "No address key
 *   rejects."), so the lookup goes manual at the first search.
 * - A refused request, a non-2xx answer, an unreadable body or an answer item carrying `Error`
 *   (Loqate's error rows: `{ Error, Description, Cause, Resolution }`) throws, and the lookup goes
 *   manual (calls §8 "Address lookup failure switches to manual mode.").
 * - Find may answer containers (a postcode or a street holding several addresses, `Type` other
 *   than `Address`). The identity form's lookup picks an address in one step, so each of the first
 *   `expandContainers` containers is opened with one more Find (`Container`), and its addresses
 *   follow the direct ones. Decision: the spec's lookup has two calls and a pick, not a drill-down.
 * - Retrieve's `ProvinceCode` is the state in the USA and Australia and the province in Canada
 *   (calls §7 "A provincial field applies for ca"); in Great Britain the subdivision (calls §7 "a
 *   subdivision for gb") is the nation the address is in (ENG, SCT, WLS, NIR, as the form's list
 *   has them), read from the province or admin area names. Nothing is guessed when they name none.
 */
// Published as `@foyer/sdk/address` (src/address/index.ts), a subpath of its own as the Stripe
// adapter is `@foyer/sdk/payment`'s: most storefronts do not use it.
import type { AddressLookupCountry, AddressLookupProvider, AddressSuggestion, LookedUpAddress } from './address.js'

export interface LoqateAddressProviderOptions {
  /** The tenant's address service key, from its runtime configuration. Empty: every call rejects ('No address key'). */
  key: string | null | undefined
  /** The service's base URL. @default 'https://api.addressy.com' */
  baseUrl?: string
  /** @default globalThis.fetch, looked up when called */
  fetch?: (request: Request) => Promise<Response>
  /** How many containers of a Find answer are opened into their addresses. @default 3 */
  expandContainers?: number
  /** Most suggestions asked for per Find. @default 10 */
  limit?: number
}

/** calls §8 "No address key rejects.": the error every call of a provider without a key rejects with. */
export const NO_ADDRESS_KEY = 'No address key'

const FIND_PATH = '/Capture/Interactive/Find/v1.10/json3.ws'
const RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.2/json3.ws'

/** The lookup's alpha-3 countries (calls §7) as the service's ISO 3166-1 alpha-2. */
const ALPHA2: Readonly<Record<AddressLookupCountry, string>> = { USA: 'US', GBR: 'GB', CAN: 'CA', AUS: 'AU', NZL: 'NZ' }

/** Great Britain's nations as the identity form's subdivision list codes them. */
const GB_NATIONS: Readonly<Record<string, string>> = {
  england: 'ENG',
  scotland: 'SCT',
  wales: 'WLS',
  'northern ireland': 'NIR',
}

interface FindItem {
  Id?: string
  Type?: string
  Text?: string
  Description?: string
  Error?: string
}

interface RetrieveItem {
  Line1?: string
  Line2?: string
  City?: string
  Province?: string
  ProvinceCode?: string
  ProvinceName?: string
  AdminAreaName?: string
  PostalCode?: string
  CountryIso2?: string
  Error?: string
}

/** What the suggestion list shows for a Find item: its text and, when given, its description. */
function suggestionText(item: FindItem): string {
  return [item.Text, item.Description].filter((part) => part && part.trim() !== '').join(', ')
}

function gbNation(item: RetrieveItem): string | undefined {
  for (const name of [item.ProvinceName, item.Province, item.AdminAreaName]) {
    const code = name ? GB_NATIONS[name.trim().toLowerCase()] : undefined
    if (code) return code
  }
  return undefined
}

/** A Retrieve item as the lookup's address (see the module doc for the state fields). */
export function loqateAddress(item: RetrieveItem): LookedUpAddress {
  const country = (item.CountryIso2 ?? '').toUpperCase()
  const region = item.ProvinceCode?.trim() || undefined
  return {
    line1: item.Line1 ?? '',
    ...(item.Line2 ? { line2: item.Line2 } : {}),
    city: item.City ?? '',
    ...(country === 'CA' && region ? { province: region } : {}),
    ...(country === 'GB' && gbNation(item) ? { subdivision: gbNation(item)! } : {}),
    ...(country !== 'CA' && country !== 'GB' && region ? { state: region } : {}),
    postalCode: item.PostalCode ?? '',
    country,
  }
}

/**
 * @example
 * const lookup = createAddressLookup({ clock, provider: createLoqateAddressProvider({ key: config.keys.address }) })
 */
export function createLoqateAddressProvider(options: LoqateAddressProviderOptions): AddressLookupProvider {
  const key = options.key?.trim() ?? ''
  const baseUrl = (options.baseUrl ?? 'https://api.addressy.com').replace(/\/+$/, '')
  const fetcher = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const expand = options.expandContainers ?? 3
  const limit = options.limit ?? 10

  async function call<T extends { Error?: string }>(
    path: string,
    params: Record<string, string>,
    signal: AbortSignal,
  ): Promise<T[]> {
    // calls §8 "No address key rejects."
    if (!key) throw new Error(NO_ADDRESS_KEY)
    const query = new URLSearchParams({ Key: key, ...params })
    const response = await fetcher(new Request(`${baseUrl}${path}?${query}`, { signal }))
    if (!response.ok) throw new Error(`The address service answered ${response.status}.`)
    const body = (await response.json()) as { Items?: unknown }
    if (!Array.isArray(body.Items)) throw new Error('The address service answered no items.')
    const items = body.Items as (T & { Description?: string })[]
    const failed = items.find((item) => item.Error !== undefined)
    if (failed) throw new Error(`The address service refused the call: ${failed.Description ?? failed.Error}.`)
    return items
  }

  return {
    async find(text, country, signal) {
      const Countries = ALPHA2[country]
      const params = { Text: text, Countries, Limit: String(limit), IsMiddleware: 'false' }
      const items = await call<FindItem>(FIND_PATH, params, signal)
      const addresses = (list: FindItem[]): AddressSuggestion[] =>
        list
          .filter((item) => item.Type === 'Address' && item.Id)
          .map((item) => ({ id: item.Id!, text: suggestionText(item) }))
      const containers = items.filter((item) => item.Type !== 'Address' && item.Id).slice(0, expand)
      const opened = await Promise.all(
        containers.map((container) => call<FindItem>(FIND_PATH, { ...params, Container: container.Id! }, signal)),
      )
      return [...addresses(items), ...opened.flatMap(addresses)]
    },
    async retrieve(id, signal) {
      const [item] = await call<RetrieveItem>(RETRIEVE_PATH, { Id: id }, signal)
      if (!item) throw new Error('The address service answered no address.')
      return loqateAddress(item)
    },
  }
}
