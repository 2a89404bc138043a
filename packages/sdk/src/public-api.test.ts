/**
 * The public surface: what `@foyer/sdk` exports and the types a tenant sees (STYLE.md Tests:
 * type tests for the public surface). `expectTypeOf` lines are checked by `tsc -p
 * packages/sdk/tsconfig.json`; the runtime lines by vitest.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as sdk from './index.js'
import * as catalogEntry from './catalog/index.js'
import type {
  CalendarDayRow,
  CartContents,
  CartState,
  CartStore,
  EventCard,
  EventTemplateResponse,
  EventDetails,
  EventState,
  FoyerError,
  ListingState,
  RemoveItemPlan,
  Reserved,
  ReserveSnapshot,
  ReserveStore,
  Result,
  Storefront,
  StorefrontOptions,
} from './index.js'

describe('@foyer/sdk public surface', () => {
  it('importing the sdk touches no browser global (it runs in Node, where there is none)', async () => {
    expect('window' in globalThis).toBe(false)
    expect('document' in globalThis).toBe(false)
    const fresh = await import('./index.js')
    expect(typeof fresh.createStorefront).toBe('function')
  })

  it('exports the entry point, primitives, http constants, errors, i18n, routing and catalogue', () => {
    for (const name of [
      'createStorefront',
      'createStore',
      'createEvents',
      'createMemoryStorage',
      'createHttp',
      'FoyerError',
      'foyerErrorFromResponse',
      'messageForError',
      'createI18n',
      'parseEventFilters',
      'serializeEventFilters',
      'clearEventFilters',
      'isMembersOnly',
      'canView',
      'hasTicketGroups',
      'createReserve',
      'reserveReducer',
      'reserveErrorMessage',
      'flexibleAdmission',
      'createCart',
      'cartItems',
      'cartTotals',
      'cartStorageKey',
      'removeItemPlan',
    ] as const) {
      expect(typeof sdk[name], name).toBe('function')
    }
    expect(typeof sdk.systemClock.now()).toBe('number')
    expect(sdk.READ_RETRY_ATTEMPTS).toBe(3)
    expect(sdk.READ_RETRY_DELAY_MS).toBe(250)
  })

  it('@foyer/sdk/catalog holds the catalogue alone, the same functions as the main entry', () => {
    expect(catalogEntry.createCatalog).toBe(sdk.createCatalog)
    expect(catalogEntry.isMembersOnly).toBe(sdk.isMembersOnly)
    expect(catalogEntry.parseEventFilters).toBe(sdk.parseEventFilters)
    expect('createStorefront' in catalogEntry).toBe(false)
  })

  it('types: options need apiBase and seller; actions return Result values; stores expose named statuses', () => {
    expectTypeOf<Pick<StorefrontOptions, 'apiBase' | 'seller'>>().toEqualTypeOf<{ apiBase: string; seller: string }>()
    expectTypeOf<StorefrontOptions['fetch']>().toEqualTypeOf<((input: Request) => Promise<Response>) | undefined>()
    expectTypeOf<Storefront['catalog']['loadEvents']>().returns.resolves.toEqualTypeOf<Result<EventCard[]>>()
    expectTypeOf<Storefront['catalog']['loadEvent']>().returns.resolves.toEqualTypeOf<Result<EventDetails>>()
    expectTypeOf<Storefront['catalog']['nextAvailableDates']>().returns.resolves.toEqualTypeOf<Result<CalendarDayRow[]>>()
    expectTypeOf<ListingState['status']>().toEqualTypeOf<'idle' | 'loading' | 'ready' | 'error'>()
    expectTypeOf<EventState['status']>().toEqualTypeOf<'idle' | 'loading' | 'ready' | 'not_found' | 'error'>()
    expectTypeOf<Result<EventCard[]>>().toEqualTypeOf<
      { data: EventCard[]; error?: undefined } | { data?: undefined; error: FoyerError }
    >()
  })

  it('types: reserve and cart stores have named statuses and return Result values', () => {
    expectTypeOf<Storefront['reserve']>().returns.toEqualTypeOf<ReserveStore>()
    expectTypeOf<Storefront['cart']>().toEqualTypeOf<CartStore>()
    expectTypeOf<ReserveSnapshot['status']>().toEqualTypeOf<'idle' | 'loading' | 'ready' | 'submitting' | 'code_required' | 'done' | 'error'>()
    expectTypeOf<CartState['status']>().toEqualTypeOf<'idle' | 'loading' | 'updating' | 'ready' | 'empty' | 'expired' | 'error'>()
    expectTypeOf<ReserveStore['submit']>().returns.resolves.toEqualTypeOf<Result<Reserved>>()
    expectTypeOf<ReserveStore['applyCode']>().returns.resolves.toEqualTypeOf<Result<Reserved>>()
    expectTypeOf<CartStore['load']>().returns.resolves.toEqualTypeOf<Result<CartContents | null>>()
    expectTypeOf<CartStore['removeItem']>().returns.toEqualTypeOf<RemoveItemPlan | null>()
    expect(sdk.cartStorageKey('demo-museum')).toBe('foyer:demo-museum:cart-id')
  })

  it('types: the http client is typed by the contract, without the parameters the middleware adds', () => {
    // Checked by tsc, never run: calls as a tenant would write them.
    async function typedCalls(http: Storefront['http']) {
      const event = await http.get('/events/{id}', { params: { path: { id: 'e1' }, query: { _embed: 'venue' } } })
      expectTypeOf(event.data).toExtend<EventTemplateResponse | undefined>()
      expectTypeOf(event.data).not.toBeAny()
      // @ts-expect-error a path the contract does not have
      await http.get('/no-such-path', {})
      // @ts-expect-error _seller comes from the middleware (calls §7), callers do not pass it
      await http.get('/events', { params: { query: { _seller: 'demo-museum' } } })
      // @ts-expect-error GET events/{id} needs its id
      await http.get('/events/{id}', { params: {} })
    }
    expect(typeof typedCalls).toBe('function')
  })
})
