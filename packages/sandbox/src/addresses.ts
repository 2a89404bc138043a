/**
 * The sandbox's address service: a stand-in for the third-party address lookup (calls §7 "Address
 * lookup (find, retrieve) goes to a third-party address service with an API key from config;
 * countries USA, GBR, CAN, AUS, NZL"), so the storefront's lookup works with no network.
 *
 * `find` answers the demo addresses of a country whose text contains every word typed; `retrieve`
 * answers one address by id, in the shape of the sdk's `LookedUpAddress`.
 */
import { ContractError, invalid } from './errors.js'

/**
 * A demo address: the sdk's `LookedUpAddress` shape (the sandbox does not import the sdk) with an
 * id; `province` for ca and `subdivision` for gb (calls §7), `country` alpha-2.
 */
export type SandboxAddress = {
  id: string
  line1: string
  line2?: string
  city: string
  postalCode: string
  country: string
} & Partial<Record<'state' | 'province' | 'subdivision', string>>

/** The countries the lookup serves (calls §7), alpha-3 to the addresses' alpha-2. */
const COUNTRIES: Readonly<Record<string, string>> = { USA: 'US', GBR: 'GB', CAN: 'CA', AUS: 'AU', NZL: 'NZ' }

/** A handful of demo addresses in each served country. */
export const SANDBOX_ADDRESSES: readonly SandboxAddress[] = [
  { id: 'us-1', line1: '1000 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10028', country: 'US' },
  { id: 'us-2', line1: '1000 Museum Drive', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' },
  { id: 'gb-1', line1: '10 Downing Street', city: 'London', subdivision: 'ENG', postalCode: 'SW1A 2AA', country: 'GB' },
  { id: 'gb-2', line1: '221B Baker Street', city: 'London', subdivision: 'ENG', postalCode: 'NW1 6XE', country: 'GB' },
  { id: 'ca-1', line1: '100 Queen Street West', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2', country: 'CA' },
  { id: 'au-1', line1: '1 Macquarie Street', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'AU' },
  {
    id: 'nz-1',
    line1: '1 Queen Street',
    line2: 'Auckland Central',
    city: 'Auckland',
    postalCode: '1010',
    country: 'NZ',
  },
]

/** The text a suggestion shows: the line, city and postcode. */
function suggestionText(address: SandboxAddress): string {
  return [address.line1, address.line2, address.city, address.postalCode].filter(Boolean).join(', ')
}

/** Suggestions for a typed text in a served country (alpha-3): every typed word must appear. */
export function findAddresses(
  text: string | undefined,
  country: string | undefined,
): { suggestions: { id: string; text: string }[] } {
  const alpha2 = COUNTRIES[(country ?? '').toUpperCase()]
  if (!alpha2) throw invalid(`country must be one of ${Object.keys(COUNTRIES).join(', ')} (calls §7).`)
  const words = (text ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) throw invalid('text is required.')
  const suggestions = SANDBOX_ADDRESSES.filter((address) => address.country === alpha2)
    .map((address) => ({ id: address.id, text: suggestionText(address) }))
    .filter((suggestion) => words.every((word) => suggestion.text.toLowerCase().includes(word)))
  return { suggestions }
}

/** One address by a suggestion's id. */
export function retrieveAddress(id: string | undefined): { address: Omit<SandboxAddress, 'id'> } {
  const found = SANDBOX_ADDRESSES.find((address) => address.id === id)
  if (!found) throw new ContractError(404, 'not_found', `No sandbox address ${id ?? ''}.`)
  const { id: _id, ...address } = found
  return { address }
}
