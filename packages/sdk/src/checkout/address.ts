/**
 * Address lookup for the identity form (storefront §5 Address; calls §7 "Address lookup (find,
 * retrieve) goes to a third-party address service with an API key from config; countries USA,
 * GBR, CAN, AUS, NZL"; calls §8 "No address key rejects. Address lookup failure switches to
 * manual mode.").
 *
 * The address must be chosen from suggestions or entered manually; search starts at 4 characters
 * with a 300 ms debounce; a lookup error, or the visitor's request, switches to manual mode.
 */
import type { Clock, TimerHandle } from '../store/clock.js'
import { createStore, type ReadableStore } from '../store/store.js'
import { ADDRESS_LOOKUP_COUNTRIES, ADDRESS_LOOKUP_DEBOUNCE_MS, ADDRESS_LOOKUP_MIN_LENGTH } from './rules.js'
import type { FieldProblem, IdentityValues } from './types.js'

/** A country the lookup serves (ISO 3166-1 alpha-3, calls §7). */
export type AddressLookupCountry = (typeof ADDRESS_LOOKUP_COUNTRIES)[number]

/** The identity form's countries are alpha-2; the lookup's alpha-3. */
const ALPHA3: Readonly<Record<string, AddressLookupCountry>> = { US: 'USA', GB: 'GBR', CA: 'CAN', AU: 'AUS', NZ: 'NZL' }

/** The lookup country of a form country (alpha-2 or alpha-3), or null when the lookup does not serve it. */
export function addressLookupCountry(country: string | null | undefined): AddressLookupCountry | null {
  if (!country) return null
  const code = country.trim().toUpperCase()
  if ((ADDRESS_LOOKUP_COUNTRIES as readonly string[]).includes(code)) return code as AddressLookupCountry
  return ALPHA3[code] ?? null
}

export interface AddressSuggestion {
  id: string
  /** What the suggestion list shows. */
  text: string
}

/** A retrieved address, as the service gives it. */
export interface LookedUpAddress {
  line1: string
  line2?: string
  city: string
  /** A US or AU state. */
  state?: string
  /** A Canadian province, for a Canadian address (calls §7 "A provincial field applies for ca"). */
  province?: string
  /** The nation of a British address: ENG, SCT, WLS or NIR (calls §7 "and a subdivision for gb"). */
  subdivision?: string
  postalCode: string
  /** Alpha-2. */
  country: string
}

/** The address service (find, retrieve). Errors are thrown (the lookup then goes manual). */
export interface AddressLookupProvider {
  find(text: string, country: AddressLookupCountry, signal: AbortSignal): Promise<AddressSuggestion[]>
  retrieve(id: string, signal: AbortSignal): Promise<LookedUpAddress>
}

/**
 * The identity form's fields of a retrieved address: the state is the province in Canada
 * (`ca`), the subdivision in Great Britain (`gb`), else the state.
 */
export function addressFields(address: LookedUpAddress): IdentityValues {
  const country = address.country.toUpperCase()
  const state = country === 'CA' ? address.province : country === 'GB' ? address.subdivision : address.state
  return {
    address: address.line1,
    address_more: address.line2 ?? '',
    city: address.city,
    state: state ?? '',
    zip_code: address.postalCode,
    country,
  }
}

/**
 * - `idle`: nothing typed (or under 4 characters);
 * - `waiting`: typed, the 300 ms debounce is running;
 * - `searching` / `retrieving`: a call is out;
 * - `suggestions`: suggestions to choose from;
 * - `chosen`: an address was chosen (`fields` holds it);
 * - `manual`: the visitor types the address (asked for, a lookup error, or a country the lookup does not serve).
 */
export type AddressLookupStatus = 'idle' | 'waiting' | 'searching' | 'suggestions' | 'retrieving' | 'chosen' | 'manual'

export interface AddressLookupState {
  status: AddressLookupStatus
  country: AddressLookupCountry | null
  text: string
  suggestions: AddressSuggestion[]
  /** The chosen address's form fields. */
  fields: IdentityValues | null
  /** Why manual mode: the visitor asked, the lookup failed, or the country is not served. */
  manualReason: 'requested' | 'error' | 'country' | null
}

export interface AddressLookup extends ReadableStore<AddressLookupState> {
  /** The form's country; a country the lookup does not serve is entered manually. */
  setCountry(country: string | null): void
  /** What the visitor typed in the search box. */
  search(text: string): void
  /** Picks a suggestion. */
  choose(id: string): Promise<void>
  /** "It switches to manual mode … on request." */
  enterManually(): void
  /** storefront §5 "It must be chosen from suggestions or entered manually. Autocomplete without a pick gives an error." */
  problem(): FieldProblem | null
  dispose(): void
}

/**
 * @example
 * const lookup = createAddressLookup({ clock, provider: myAddressService })
 * lookup.setCountry('GB'); lookup.search('10 Downing')
 */
export function createAddressLookup(options: { clock: Clock; provider: AddressLookupProvider }): AddressLookup {
  const { clock, provider } = options
  const store = createStore<AddressLookupState>({
    status: 'idle',
    country: null,
    text: '',
    suggestions: [],
    fields: null,
    manualReason: null,
  })
  let timer: TimerHandle | null = null
  let inFlight: AbortController | null = null

  function cancel() {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    inFlight?.abort()
    inFlight = null
  }

  function manual(reason: 'requested' | 'error' | 'country') {
    cancel()
    store.setState((draft) => {
      draft.status = 'manual'
      draft.manualReason = reason
      draft.suggestions = []
    })
  }

  async function find(text: string, country: AddressLookupCountry) {
    const controller = new AbortController()
    inFlight = controller
    store.setState((draft) => void (draft.status = 'searching'))
    try {
      const suggestions = await provider.find(text, country, controller.signal)
      if (controller.signal.aborted) return
      store.setState((draft) => {
        draft.status = 'suggestions'
        draft.suggestions = suggestions
      })
    } catch {
      // calls §8 "Address lookup failure switches to manual mode."
      if (!controller.signal.aborted) manual('error')
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setCountry(country) {
      const served = addressLookupCountry(country)
      cancel()
      store.setState((draft) => {
        draft.country = served
        draft.suggestions = []
        if (!served && country) {
          draft.status = 'manual'
          draft.manualReason = 'country'
        } else if (draft.status !== 'chosen' && !(draft.status === 'manual' && draft.manualReason !== 'country')) {
          draft.status = 'idle'
          draft.manualReason = null
        }
      })
    },
    search(text) {
      const state = store.getSnapshot()
      if (state.status === 'manual') return
      cancel()
      const trimmed = text.trim()
      store.setState((draft) => {
        draft.text = text
        draft.fields = null
        draft.suggestions = []
        draft.status = trimmed.length >= ADDRESS_LOOKUP_MIN_LENGTH && draft.country ? 'waiting' : 'idle'
      })
      const country = store.getSnapshot().country
      if (store.getSnapshot().status !== 'waiting' || !country) return
      // storefront §5 "Search starts at 4 characters with a 300 ms debounce."
      timer = clock.setTimeout(() => {
        timer = null
        void find(trimmed, country)
      }, ADDRESS_LOOKUP_DEBOUNCE_MS)
    },
    async choose(id) {
      cancel()
      const controller = new AbortController()
      inFlight = controller
      store.setState((draft) => void (draft.status = 'retrieving'))
      try {
        const address = await provider.retrieve(id, controller.signal)
        if (controller.signal.aborted) return
        store.setState((draft) => {
          draft.status = 'chosen'
          draft.fields = addressFields(address)
          draft.suggestions = []
        })
      } catch {
        if (!controller.signal.aborted) manual('error')
      }
    },
    enterManually: () => manual('requested'),
    problem() {
      const { status, country, text } = store.getSnapshot()
      if (status === 'chosen' || status === 'manual' || !country) return null
      // storefront §5 "Autocomplete without a pick gives an error": typed, not picked, says so.
      return text.trim() === '' ? { code: 'required' } : { code: 'message', messageKey: 'checkout.addressNotPicked' }
    },
    dispose: cancel,
  }
}
