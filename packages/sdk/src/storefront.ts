import type { CartStore } from './cart/types.js'
import { createCatalog, type Catalog } from './catalog/catalog.store.js'
import { createHttp, type FetchLike, type Http } from './http/client.js'
import { englishOf, i18nWith, type I18n, type MessageOverrides } from './i18n/create-i18n.js'
import { coreMessages } from './i18n/messages/core.en.js'
import { systemClock, type Clock } from './store/clock.js'
import { createEvents, type StorefrontEmitter } from './store/events.js'
import { createUpsellChain, type UpsellChainStore } from './reserve/upsell.store.js'
import { createMemoryStorage, type KeyValueStorage } from './store/storage.js'
import { createCartTimer, type CartTimer } from './cart/timer.store.js'
import type { CaptchaProvider, CheckoutSettings } from './checkout/types.js'
import type { PaymentProvider } from './payment/types.js'
import type { CheckoutActor } from './checkout/types.js'
import { lazyCart } from './lazy-cart.js'
import { lazyMemberDomains } from './lazy-member-domains.js'
import { createGiftSlot } from './membership/gift.js'
import type { MembershipsStore } from './membership/types.js'
import { attachInternals, createInternals, isSeatPickerKey } from './domains.js'
import { forgetPurchaserWhenCartEnds } from './checkout/storage-keys.js'
import type { ExternalLogin } from './auth/auth0.js'
import type { AuthStore, LoginMode } from './auth/types.js'

/** Everything `createStorefront` takes. Only `apiBase` and `seller` are required. */
export interface StorefrontOptions {
  /**
   * Base URL of the storefront API; every path of the contract is relative to it.
   * @example 'https://tickets.example.org/api/v1'
   */
  apiBase: string
  /**
   * Base URL for reads that may be answered from a cache in front of the API (a CDN), such as an
   * event's calendar; every other call goes to `apiBase` (calls §7: "All calls go under an api
   * prefix (or a cached read prefix)").
   * @default apiBase
   * @example 'https://tickets.example.org/cached/api/v1'
   */
  cachedApiBase?: string
  /** The seller slug, sent as `_seller` on every request (calls §7). @example 'demo-museum' */
  seller: string
  /**
   * The `fetch` to call. Inject one to run in-process against the sandbox (`sandbox.app.fetch`),
   * to observe traffic, or in tests.
   * @default globalThis.fetch, looked up when a request is made (never at import)
   */
  fetch?: FetchLike
  /**
   * Time and timers: retry waits, request timeouts, the cart's expiry countdown. Inject a fake
   * clock to test expiry without waiting.
   * @default systemClock
   */
  clock?: Clock
  /**
   * Where the storefront keeps small values between page loads: the cart id (key
   * `foyer:{seller}:cart-id`), so a visitor who reloads or comes back finds the same cart
   * (storefront §4), the upsell chain and the login flow's data.
   * Pass `window.localStorage` in a browser to persist.
   * @default in-memory storage, lost when the storefront is dropped
   */
  storage?: KeyValueStorage
  /**
   * Where the storefront keeps what must survive a payment redirect in this tab, and only as
   * long as it must: the purchaser's details entered for the cart, so a visitor back from a
   * bank's page (3-D Secure, a redirect payment method) finds the checkout as they left it
   * (calls §4). Pass `window.sessionStorage` in a browser.
   * @default in-memory storage
   */
  sessionStorage?: KeyValueStorage
  /** BCP 47 locale for messages and `Intl`. @default 'en-US' */
  locale?: string
  /** The venue's IANA time zone; dates and times are shown in it. @default 'UTC' */
  timeZone?: string
  /** Currency for money shown without its own `currency_code`. @default none */
  currency?: string
  /** Tenant messages that replace the English catalogue, by key. @default {} */
  messages?: MessageOverrides
  /**
   * How long one request may take before it counts as a timeout (and, for a read, is retried).
   * @default REQUEST_TIMEOUT_MS (15 000 ms)
   */
  timeoutMs?: number
  /**
   * The payment provider adapter, which draws the card form and confirms payments:
   * `createStripeProvider(…)` of `@foyer/sdk/payment` in production, `createSandboxProvider(…)` of
   * `@foyer/sdk/sandbox` against the sandbox.
   * @default none: only orders paid in full by gift cards or free orders can be placed
   */
  payment?: PaymentProvider | null
  /**
   * The captcha adapter. Only guests are asked to pass it, before paying, and only when
   * `checkout.captchaKey` is set; a logged-in member never is (calls §5).
   * @default none
   */
  captcha?: CaptchaProvider | null
  /**
   * Tenant checkout settings: the terms a purchaser must accept (and whether they must open them
   * first), the captcha key, and which identity fields the form asks for and requires
   * (storefront §5).
   * @default {}
   */
  checkout?: CheckoutSettings
  /**
   * Cart timer settings: `maxExtensions`, how many times a visitor may extend a held cart by 2
   * minutes (default 1, at most 10), and `extendCartTimer`, which adds a 'critical' colour for
   * the last 30 seconds (storefront §4 Cart; calls §9).
   * @default {}
   */
  cartTimer?: { maxExtensions?: number | null; extendCartTimer?: boolean }
  /**
   * Gift cards as a payment method: the ledger (or its config id) card numbers are looked up in.
   * Shown only when the portal enables gift_card (storefront §6 Gift cards).
   * @default null (gift cards not offered)
   */
  giftCards?: { ledgerId: string } | null
  /** Who checks out: a guest (default), a logged-in member, a giver or staff (storefront §6). @default guest */
  checkoutActor?: () => CheckoutActor
  /**
   * Upsells (storefront §2 guards: "The express checkout flag skips upsells"): with
   * `expressCheckout` a reserve goes straight to /checkout and no upsell chain starts.
   * @default { expressCheckout: false }
   */
  upsells?: { expressCheckout?: boolean }
  /**
   * How members log in (storefront §6 Login methods by tenant; calls §6 modes). Left out or
   * null: nobody logs in ('Login is disabled').
   */
  login?: {
    mode?: LoginMode | null
    /**
     * The page a member is sent back to after logging in through an e-mailed link or single
     * sign-on (storefront §3 Login flow data, redirectPath).
     * @default () => '/'
     */
    returnPath?: () => string
    /** The identity provider of the auth0_ecomm mode (`createAuth0Login` of `@foyer/sdk/auth`). */
    external?: ExternalLogin | null
    /** Where the provider's logout comes back to (absolute). @default none: only the storefront's session ends */
    logoutReturnUrl?: () => string
  }
  /**
   * The page's cookies, for the session watch (storefront §4 Session loss: the session_expires
   * cookie): `() => document.cookie` in a browser. Injected like storage and time; left out, there
   * are none to watch (Node) and `auth.start()` asks the server.
   */
  readCookies?: () => string | null
}

/**
 * A storefront: the parts every page needs over one API, one clock and one storage — the
 * catalogue, the cart and its timer, upsells, login and memberships. It holds one visitor's cart:
 * make one per browser tab, and on a server one per request.
 *
 * Every other domain is made from it on first use, in its own subpath, so an app carries only the
 * domains it imports: `getReserve(storefront, eventId)` (`@foyer/sdk/reserve`),
 * `getSeatPicker(storefront, eventId, sessionId)` (`/seats`), `getCheckout(storefront)`
 * (`/checkout`), `getOrders(storefront)` and `manageOrder(storefront, orderId)` (`/orders`),
 * `membershipForm(storefront, eventId)` and `lookupGiftCode(storefront, code)` (`/membership`).
 */
export interface Storefront {
  /** The options as given, with defaults filled in. */
  readonly options: Readonly<ResolvedStorefrontOptions>
  /** The HTTP layer (typed openapi-fetch client; results as values). */
  readonly http: Http
  /** Messages, money and dates. */
  readonly i18n: I18n
  /** Domain events (nanoevents, one object payload each). */
  readonly events: StorefrontEmitter
  /** The event listing and its filters, event pages and the seller's configuration (storefront §2 /events and event page). */
  readonly catalog: Catalog
  /**
   * The storefront's cart (storefront §3, §4 Cart): reserved tickets are held on the server for a
   * limited time, then released. Its id is kept in `storage` under `cart.storageKey`
   * (`foyer:{seller}:cart-id`), so a new storefront over the same storage finds it. There from the
   * start, its code loads on first use: a call that needs it (reading a kept cart, a reserve, …) or
   * a domain that works on the cart being made; without a kept cart it reads as empty at once.
   */
  readonly cart: CartStore
  /**
   * The cart timer: counts down to the held cart's expiry, is shown under 20 minutes left, turns
   * from info to warning (5 min) to error (2 min), offers an extension a minute before the end,
   * and clears the cart when it expires (storefront §4 Cart; calls §9).
   */
  readonly cartTimer: CartTimer
  /**
   * The upsell chain (storefront §2 add-on banner, §3 next_route): kept in `storage` under
   * `upsells.storageKey` (`foyer:{seller}:upsell-chain`), cleared with the cart.
   */
  readonly upsells: UpsellChainStore
  /**
   * The login and the session (storefront §4 Login flow, Session loss). There from the start, its
   * code loads on first use: with a login step, or with `start()` when a session cookie says there
   * is a session to read (without one the visitor is anonymous at once).
   */
  readonly auth: AuthStore
  /**
   * The logged-in member's memberships; `isMember` for member-only content (storefront §6). Loads
   * with the login's code.
   */
  readonly memberships: MembershipsStore
  /** Stops everything in flight: requests, retry waits, timers, and every domain made from it. The storefront is unusable after. */
  dispose(): void
}

export interface ResolvedStorefrontOptions {
  apiBase: string
  cachedApiBase: string
  seller: string
  fetch: FetchLike | undefined
  clock: Clock
  storage: KeyValueStorage
  sessionStorage: KeyValueStorage
  locale: string
  timeZone: string
  currency: string | undefined
  messages: MessageOverrides
  timeoutMs: number | undefined
  payment: PaymentProvider | null
  captcha: CaptchaProvider | null
  checkout: CheckoutSettings
  cartTimer: { maxExtensions?: number | null; extendCartTimer?: boolean }
  giftCards: { ledgerId: string } | null
  checkoutActor: (() => CheckoutActor) | undefined
  upsells: { expressCheckout: boolean }
  login: {
    mode: LoginMode | null
    returnPath: () => string
    external: ExternalLogin | null
    logoutReturnUrl: (() => string) | null
  }
  readCookies: () => string | null
}

/**
 * Creates a storefront. Nothing global is touched here or at import: the same code runs in a
 * browser, in Node ≥ 20 and in tests.
 *
 * @example
 * import { createStorefront } from '@foyer/sdk'
 *
 * const storefront = createStorefront({ apiBase: 'https://tickets.example.org/api/v1', seller: 'demo-museum' })
 * const listing = await storefront.catalog.loadEvents({ category: 'Exhibitions' })
 * if (listing.error) console.error(listing.error.code)
 * else for (const card of listing.data) console.log(card.name, card.href)
 * storefront.dispose()
 *
 * @example
 * // In-process against the sandbox, on fake time
 * const sandbox = createSandbox()
 * const storefront = createStorefront({
 *   apiBase: 'http://sandbox/api/v1',
 *   seller: 'demo-museum',
 *   fetch: (request) => sandbox.app.fetch(request),
 *   clock: sandbox.clock,
 * })
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  if (!options) throw new TypeError('createStorefront: options are required ({ apiBase, seller, … }).')
  if (!options.apiBase) throw new TypeError('createStorefront: `apiBase` is required (the API base URL).')
  if (!options.seller) throw new TypeError('createStorefront: `seller` is required (the seller slug).')
  checkBase('apiBase', options.apiBase)
  if (options.cachedApiBase) checkBase('cachedApiBase', options.cachedApiBase)
  // A bad currency fails here, not at the first price on screen (the locale and zone: i18nWith).
  if (options.currency !== undefined && !/^[A-Z]{3}$/.test(options.currency))
    throw new RangeError(
      `createStorefront: \`currency\` must be an ISO 4217 code such as "USD", not ${JSON.stringify(options.currency)}.`,
    )

  // A shallow copy: the tenant's own option objects are never frozen or changed by the sdk.
  const resolved: ResolvedStorefrontOptions = {
    apiBase: options.apiBase,
    cachedApiBase: options.cachedApiBase ?? options.apiBase,
    seller: options.seller,
    fetch: options.fetch,
    clock: options.clock ?? systemClock,
    storage: options.storage ?? createMemoryStorage(),
    sessionStorage: options.sessionStorage ?? createMemoryStorage(),
    locale: options.locale ?? 'en-US',
    timeZone: options.timeZone ?? 'UTC',
    currency: options.currency,
    messages: { ...options.messages },
    timeoutMs: options.timeoutMs,
    payment: options.payment ?? null,
    captcha: options.captcha ?? null,
    checkout: { ...options.checkout },
    cartTimer: { ...options.cartTimer },
    giftCards: options.giftCards ?? null,
    checkoutActor: options.checkoutActor,
    upsells: { expressCheckout: options.upsells?.expressCheckout === true },
    login: {
      mode: options.login?.mode ?? null,
      returnPath: options.login?.returnPath ?? (() => '/'),
      external: options.login?.external ?? null,
      logoutReturnUrl: options.login?.logoutReturnUrl ?? null,
    },
    readCookies: options.readCookies ?? (() => null),
  }

  const events = createEvents()
  const http = createHttp({
    apiBase: resolved.apiBase,
    cachedApiBase: resolved.cachedApiBase,
    seller: resolved.seller,
    fetch: resolved.fetch,
    clock: resolved.clock,
    timeoutMs: resolved.timeoutMs,
    onError: (failure) => events.emit('http:error', failure),
  })
  // The core part of the English catalogue: each domain made later adds its own (issue 16).
  const i18n = i18nWith(englishOf([coreMessages]), {
    locale: resolved.locale,
    timeZone: resolved.timeZone,
    ...(resolved.currency ? { currency: resolved.currency } : {}),
    messages: resolved.messages,
  })
  // storefront §6: members-only events and groups are shown only to members: a logged-in visitor
  // holding a valid membership (the memberships domain, which follows the session).
  const isMember = () => memberships.getSnapshot().isMember
  const catalog = createCatalog({
    http,
    events,
    apiBase: resolved.apiBase,
    seller: resolved.seller,
    clock: resolved.clock,
    timeZone: resolved.timeZone,
    isMember,
  })

  // The cart loads its code on first use (lazy-cart.ts, issue 16), or as soon as a domain that works on it is made.
  const { cart, prepare: prepareCart } = lazyCart({
    http,
    events,
    clock: resolved.clock,
    storage: resolved.storage,
    seller: resolved.seller,
    imageLocation: { apiBase: resolved.apiBase, seller: resolved.seller },
    giftCards: resolved.giftCards,
  })
  const upsells = createUpsellChain({
    seller: resolved.seller,
    storage: resolved.storage,
    events,
    expressCheckout: resolved.upsells.expressCheckout,
    hasCart: () => cart.getSnapshot().cartId !== null,
  })
  const gifts = createGiftSlot(resolved.storage, resolved.seller)
  const internals = createInternals(gifts)
  // A reserve page, a seat map or checkout works on the cart: its code loads beside them, before their first call.
  internals.onMade((key) => {
    if (key === 'checkout' || key.startsWith('reserve:') || isSeatPickerKey(key)) prepareCart()
  })
  const cartTimer = createCartTimer({ cart, clock: resolved.clock, ...resolved.cartTimer })

  // Login and memberships load their code on first use (lazy-member-domains.ts, issue 16).
  const members = lazyMemberDomains({
    http,
    clock: resolved.clock,
    events,
    storage: resolved.storage,
    seller: resolved.seller,
    apiBase: resolved.apiBase,
    mode: resolved.login.mode,
    cart,
    clearState: () => {
      internals.clearSession()
      upsells.clear()
      gifts.clear()
    },
    readCookies: resolved.readCookies,
    currentPath: resolved.login.returnPath,
    external: resolved.login.external,
    ...(resolved.login.logoutReturnUrl ? { logoutReturnUrl: resolved.login.logoutReturnUrl } : {}),
  })
  const { auth, memberships } = members
  // A purchaser a checkout kept in this tab for a payment redirect is forgotten when its cart ends,
  // also on pages that never load the checkout (calls §4; storefront §4 Cart expiry).
  forgetPurchaserWhenCartEnds(events, resolved.sessionStorage, resolved.seller)
  // A completed order may have bought a membership: the member's memberships are read again.
  events.on('checkout:completed', () => {
    gifts.clear()
    if (auth.getSnapshot().status === 'logged_in') void memberships.refresh()
  })
  // A login or logout changes what the listing shows (members-only events): a shown listing is read again.
  events.on('memberships:member', () => {
    const { status, filters } = catalog.listing.getSnapshot()
    if (status === 'ready') void catalog.loadEvents(filters)
  })

  const storefront: Storefront = {
    options: resolved,
    http,
    i18n,
    events,
    catalog,
    cart,
    cartTimer,
    upsells,
    auth,
    memberships,
    dispose() {
      internals.dispose()
      members.dispose()
      http.dispose()
      cartTimer.dispose()
      events.events = {}
    },
  }
  return attachInternals(storefront, internals)
}

/**
 * An API base must be an http(s) URL: absolute, or relative to the page in a browser (`/api/v1`).
 * Without a page (Node) a relative one would fail at the first call, so it fails here.
 */
function checkBase(name: string, base: string): void {
  let protocol = ''
  try {
    protocol = new URL(base, (globalThis as { location?: { href?: string } }).location?.href).protocol
  } catch {
    // not a URL: refused below
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new TypeError(
      `createStorefront: \`${name}\` must be a URL (http://… or https://…), not ${JSON.stringify(base)}.`,
    )
}
