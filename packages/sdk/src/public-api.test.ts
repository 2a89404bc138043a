/**
 * The public surface: what `@foyer/sdk` and its subpaths export and the types a tenant sees
 * (STYLE.md Tests: type tests for the public surface). The export report of every entry point is
 * compared to `api/*.api.txt`: a change of surface fails here until the report is updated on
 * purpose (`vitest -u`). `expectTypeOf` lines are checked by `tsc`; the runtime lines by vitest.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { entryPoints, listExports, report } from '../test/api-surface.js'
import * as sdk from './index.js'
import * as catalogEntry from './catalog/index.js'
import * as cartEntry from './cart/index.js'
import * as checkoutEntry from './checkout/index.js'
import * as httpEntry from './http/index.js'
import * as reserveEntry from './reserve/index.js'
import * as routingEntry from './routing/index.js'
import * as sandboxEntry from './sandbox/index.js'
import * as seatsEntry from './seats/index.js'
import * as errorsEntry from './errors/index.js'
import type { CartContents, RemoveItemPlan } from './cart/index.js'
import type {
  CalendarDayRow,
  EventCard,
  EventDetails,
  EventState,
  EventTemplateResponse,
  ListingState,
} from './catalog/index.js'
import type { Reserved } from './reserve/index.js'
import type {
  CartState,
  CartStore,
  FoyerError,
  ReserveSnapshot,
  ReserveStore,
  Result,
  Storefront,
  StorefrontOptions,
} from './index.js'

describe('export reports (issue 9: a narrow, deliberate surface)', async () => {
  const entries = await entryPoints()
  const surface = listExports(entries)
  it('the root stays under 60 names: the entry point, the primitives and the storefront object types', () => {
    expect(surface['.']?.length).toBeLessThan(60)
  })
  for (const [subpath, names] of Object.entries(surface)) {
    const file = subpath === '.' ? 'index' : subpath.slice(2)
    it(`${subpath === '.' ? '@foyer/sdk' : `@foyer/sdk/${file}`} exports exactly what api/${file}.api.txt lists`, async () => {
      await expect(report(names)).toMatchFileSnapshot(`../api/${file}.api.txt`)
    })
  }
  it('internals and the sandbox adapters are not on the domain subpaths', () => {
    for (const name of ['reserveReducer', 'initialReserveState', 'reservePayload', 'surveyPayload'])
      expect(name in reserveEntry, name).toBe(false)
    for (const name of ['readCart', 'cartQuery', 'extensionBody']) expect(name in cartEntry, name).toBe(false)
    for (const name of ['storefrontMiddleware', 'serializeQuery']) expect(name in httpEntry, name).toBe(false)
    for (const name of ['createSandboxAddressProvider', 'SANDBOX_TEST_CARDS'])
      expect(name in checkoutEntry, name).toBe(false)
    expect(typeof sandboxEntry.createSandboxProvider).toBe('function')
    expect(Object.keys(sandboxEntry.SANDBOX_TEST_CARDS)).toContain('4242424242424242')
  })
})

describe('@foyer/sdk public surface', () => {
  it('importing the sdk touches no browser global (it runs in Node, where there is none)', async () => {
    expect('window' in globalThis).toBe(false)
    expect('document' in globalThis).toBe(false)
    const fresh = await import('./index.js')
    expect(typeof fresh.createStorefront).toBe('function')
  })

  it('exports the entry point and primitives at the root, each domain on its subpath', () => {
    for (const fn of [
      sdk.createStorefront,
      sdk.createStore,
      sdk.createEvents,
      sdk.createMemoryStorage,
      sdk.messageForError,
      sdk.createI18n,
    ]) {
      expect(typeof fn).toBe('function')
    }
    for (const fn of [
      httpEntry.createHttp,
      errorsEntry.foyerErrorFromResponse,
      catalogEntry.parseEventFilters,
      catalogEntry.isMembersOnly,
      catalogEntry.canView,
      catalogEntry.hasTicketGroups,
      routingEntry.serializeEventFilters,
      routingEntry.clearEventFilters,
      reserveEntry.createReserve,
      reserveEntry.reserveErrorMessage,
      reserveEntry.flexibleAdmission,
      cartEntry.createCart,
      cartEntry.cartItems,
      cartEntry.cartTotals,
      cartEntry.cartStorageKey,
      cartEntry.removeItemPlan,
      seatsEntry.createSeatPicker,
      checkoutEntry.createCheckout,
    ]) {
      expect(typeof fn).toBe('function')
    }
    expect(typeof sdk.systemClock.now()).toBe('number')
    expect(httpEntry.READ_RETRY_ATTEMPTS).toBe(3)
    expect(httpEntry.READ_RETRY_DELAY_MS).toBe(250)
  })

  it('@foyer/sdk/catalog holds the catalogue alone; a function is one copy whichever entry it comes from', () => {
    expect(catalogEntry.parseEventFilters).toBe(routingEntry.parseEventFilters)
    expect('createStorefront' in catalogEntry).toBe(false)
    expect('createStorefront' in cartEntry).toBe(false)
  })

  it('types: options need apiBase and seller; actions return Result values; stores expose named statuses', () => {
    expectTypeOf<Pick<StorefrontOptions, 'apiBase' | 'seller'>>().toEqualTypeOf<{ apiBase: string; seller: string }>()
    expectTypeOf<StorefrontOptions['fetch']>().toEqualTypeOf<((input: Request) => Promise<Response>) | undefined>()
    expectTypeOf<Storefront['catalog']['loadEvents']>().returns.resolves.toEqualTypeOf<Result<EventCard[]>>()
    expectTypeOf<Storefront['catalog']['loadEvent']>().returns.resolves.toEqualTypeOf<Result<EventDetails>>()
    expectTypeOf<Storefront['catalog']['nextAvailableDates']>().returns.resolves.toEqualTypeOf<
      Result<CalendarDayRow[]>
    >()
    expectTypeOf<ListingState['status']>().toEqualTypeOf<'idle' | 'loading' | 'ready' | 'error'>()
    expectTypeOf<EventState['status']>().toEqualTypeOf<'idle' | 'loading' | 'ready' | 'not_found' | 'error'>()
    expectTypeOf<Result<EventCard[]>>().toEqualTypeOf<
      { data: EventCard[]; error?: undefined } | { data?: undefined; error: FoyerError }
    >()
  })

  it('types: reserve and cart stores have named statuses and return Result values', () => {
    expectTypeOf(reserveEntry.getReserve).returns.toEqualTypeOf<ReserveStore>()
    expectTypeOf<Storefront['cart']>().toEqualTypeOf<CartStore>()
    expectTypeOf<ReserveSnapshot['status']>().toEqualTypeOf<
      'idle' | 'loading' | 'ready' | 'submitting' | 'code_required' | 'done' | 'error'
    >()
    expectTypeOf<CartState['status']>().toEqualTypeOf<
      'idle' | 'loading' | 'updating' | 'ready' | 'empty' | 'expired' | 'error'
    >()
    expectTypeOf<ReserveStore['submit']>().returns.resolves.toEqualTypeOf<Result<Reserved>>()
    expectTypeOf<ReserveStore['applyCode']>().returns.resolves.toEqualTypeOf<Result<Reserved>>()
    expectTypeOf<CartStore['load']>().returns.resolves.toEqualTypeOf<Result<CartContents | null>>()
    expectTypeOf<CartStore['removeItem']>().returns.toEqualTypeOf<RemoveItemPlan | null>()
    expect(cartEntry.cartStorageKey('demo-museum')).toBe('foyer:demo-museum:cart-id')
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
