/**
 * Runtime configuration of the storefront (DESIGN.md "The template").
 *
 * The stock build reads `foyer.config.json` next to `index.html` before its first render, so a
 * tenant restyles and reconfigures a deployed `dist/` by editing that JSON, without rebuilding.
 * Every key is optional except `seller`; missing keys take the defaults below. A file that is not
 * valid is refused as a whole with a list of what is wrong (see `parseConfig`), because a
 * storefront half-configured from a typo is worse than a clear error screen.
 */
import { LOGIN_MODES, type LoginMode } from '@foyer/sdk/auth'
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '@foyer/sdk/membership'
import { isStorefrontPath } from '@foyer/sdk/routing'

/** The three home blocks (storefront §2, route /). */
export type HomeBlock = 'login' | 'join' | 'guest'

/** storefront §3 Theme: dark or light. */
export type ThemeMode = 'dark' | 'light'

/** storefront §3 Theme: the secondary button is solid or outline. */
export type SecondaryButtonStyle = 'solid' | 'outline'

/**
 * storefront §3 Theme: teaserImageSize. The spec names the setting, not its values; we offer three
 * card image widths around the 272 × 216 teaser of calls §9 (small 240, medium 272, large 360).
 */
export type TeaserImageSize = 'small' | 'medium' | 'large'

/** A role for custom content blocks: 'anonymous' means not logged in (storefront §2). */
export type ContentRole = 'anonymous' | (string & {})

/**
 * A tenant's own HTML shown on one route for some roles (storefront §2: "Custom content blocks can
 * be enabled per route name and per role"). The HTML is sanitised before it is shown.
 */
export interface ContentBlock {
  /** The route name from the sdk route table, e.g. `'home'`, `'events'`, `'event'`. */
  route: string
  /** Who sees it. `'anonymous'` is a visitor who is not logged in. */
  roles: ContentRole[]
  /** Above or below the page's own content. @default 'top' */
  placement: 'top' | 'bottom'
  /** Tenant HTML (sanitised with DOMPurify before it is rendered). */
  html: string
}

/** storefront §3 Theme, as a tenant writes it in `foyer.config.json`. Colours are hex. */
export interface ThemeConfig {
  /** @default 'light' */
  themeMode: ThemeMode
  /** Buttons, links and accents. @default '#8a2c1d' (a museum red) */
  primary: string
  /** The secondary button and highlights. @default '#2d4a53' */
  secondary: string
  /** Page background. @default '#faf7f2' in light mode, '#161514' in dark mode */
  background: string
  /** Cards and dialogs. Derived from `background` when absent. */
  surface: string | null
  /** Body text. Derived from `themeMode` when absent. */
  text: string | null
  /** @default 'medium' */
  teaserImageSize: TeaserImageSize
  /** @default 'solid' */
  secondaryButtonStyle: SecondaryButtonStyle
}

/** Everything the storefront reads from `foyer.config.json`. */
export interface FoyerConfig {
  /** API base, relative to the page or absolute. @default '/api/v1' */
  apiBase: string
  /** The cached-read prefix (calls §7). @default '/cached/api/v1' */
  cachedApiBase: string
  /** The seller slug: the base of every route and the `_seller` query. Required. */
  seller: string
  /** The name shown in the header and the page title. @default the seller slug */
  sellerName: string
  /** BCP 47 locale for messages and formats. @default 'en-US' */
  locale: string
  /** The venue's IANA time zone: dates are shown and filtered in it. @default 'America/New_York' */
  timeZone: string
  /** ISO 4217 currency. @default 'USD' */
  currency: string
  /** Feature flags, e.g. `{ "express_checkout": true }`. @default {} */
  featureFlags: Record<string, boolean>
  home: {
    /** The order of the three home blocks (storefront §2). @default ['login', 'join', 'guest'] */
    blocks: HomeBlock[]
    /** With the home route disabled, / goes to `redirectTo` (storefront §2 guards). @default false */
    disabled: boolean
    /** Where a disabled home sends the visitor, a path inside the storefront. @default '/events' */
    redirectTo: string
  }
  /** The tenant's login mode (storefront §6). @default 'otp_or_password' */
  loginMode: LoginMode
  /**
   * Publishable keys; null when the tenant has none. With `stripe` the checkout pays through
   * Stripe (loaded only on the checkout page); with `hcaptcha` guests pass a captcha before paying
   * (storefront §5 Checkout).
   */
  keys: { stripe: string | null; hcaptcha: string | null }
  /**
   * The sandbox's payment provider (a test-card form and a simulated wallet, no network) instead of
   * Stripe, for the demo, development and e2e: the base of the sandbox's control routes, e.g.
   * `"/_sandbox"`. Ignored when `keys.stripe` is set. Without either, only free orders and gift
   * cards check out. @default null
   */
  sandboxPayments: { controlBase: string } | null
  /**
   * The sandbox's address service for the identity form's address lookup (calls §7 "Address
   * lookup (find, retrieve)"; USA, GBR, CAN, AUS, NZL), for the demo, development and e2e: the base
   * of the sandbox's control routes, e.g. `"/_sandbox"`. Without it the address is typed in the
   * plain fields (calls §8 "No address key rejects."). @default null
   */
  sandboxAddresses: { controlBase: string } | null
  /**
   * The tenant's Auth0 application, for the auth0_ecomm login mode (calls §6): its domain
   * (`tenant.eu.auth0.com`, or a path such as the sandbox's `"/_sandbox/auth0"`), client id and
   * the API audience whose token the storefront's login takes. Without it auth0_ecomm says
   * 'Unknown auth method'. @default null
   */
  auth0: { domain: string; clientId: string; audience: string | null } | null
  /**
   * My Account (storefront §2 /my; §6 Page access: "Profile, upcoming and recent-orders appear only
   * when enabled in the account-pages config"; "My Account is not registered in some
   * configuration"). With `enabled` false its routes are 404 and nothing links there.
   * @default { enabled: true, pages: { profile: true, upcoming: true, orders: true } }
   */
  myAccount: { enabled: boolean; pages: { profile: boolean; upcoming: boolean; orders: boolean } }
  /** storefront §6 "Renewal is allowed within a period before expiry": the period, in days. @default 60 */
  membershipRenewalDays: number
  /** storefront §5 Checkout and Identity: terms, and what the identity form asks for. */
  checkout: CheckoutConfig
  /** Home redirects to this event unless membership presell is on (storefront §2). @default null */
  admissionEventId: string | null
  /** The membership event (/membership goes to it). @default null */
  membershipEventId: string | null
  /** With presell on, home shows its blocks instead of redirecting. @default false */
  membershipPresell: boolean
  /** An external membership page: /membership goes there instead of the membership event. @default null */
  membershipUrl: string | null
  /**
   * storefront §2 guards: "Redirects to configured targets happen when a seller prefix is required".
   * With `required` and a `redirectTo`, a path outside the seller base goes to that target (a path
   * or a full URL); otherwise it goes to the same path under the base.
   * @default { required: false, redirectTo: null }
   */
  sellerPrefix: { required: boolean; redirectTo: string | null }
  /** Event cards show the venue name (storefront §2, event listing card). @default false */
  showVenueName: boolean
  /**
   * The gift card ledger (calls §7 GET ledger/{ledger-or-config-id}/{number}). Set when the portal
   * enables additional payment methods for gift_card: the gift card controls show only then
   * (storefront §6 Gift cards). @default null (no gift cards)
   */
  giftCardLedgerId: string | null
  /**
   * The seller's public identity: the owner of guests' carts. /transfer-cart keeps a cart it owns
   * and refuses another member's (storefront §2 /transfer-cart). @default null
   */
  publicIdentityId: string | null
  /**
   * How many times a visitor may extend the cart timer by 2 minutes (calls §9 "once"; WCAG 2.2.1
   * asks for up to ten; the sdk keeps it within 0 to 10). @default 1
   */
  cartExtensions: number
  /**
   * Analytics (storefront §3 "Analytics ecommerce events"; calls §9): with `dataLayer` naming a
   * global array (a tag manager's, usually `"dataLayer"`), the storefront pushes GA4 ecommerce
   * events onto it — add_to_cart, begin_checkout and purchase with currency, value,
   * transaction_id, coupon and items. Off by default: a tenant opts in when a tag manager reads
   * the array, so no visitor data is collected without one. @default { dataLayer: null }
   */
  analytics: { dataLayer: string | null }
  /**
   * The donation event offered on checkout (storefront §2 Checkout "donation upsell"; the seller
   * config `donation_event_id`). Checkout shows its ticket step while the cart holds no donation
   * (the sdk's `isDonationUpsellShown`). @default null (no donation upsell)
   */
  donationEventId: string | null
  /** @default [] */
  contentBlocks: ContentBlock[]
  /**
   * The tenant's wording: catalogue messages by key, e.g. `{ "catalog.title": "What's on" }`
   * (DESIGN.md i18n: "tenants override by key"). Keys the catalogue does not have are ignored by it.
   * @default {}
   */
  messages: Record<string, string>
  theme: ThemeConfig
}

/** The tenant's checkout settings (storefront §5 Checkout, Identity and account). */
export interface CheckoutConfig {
  /**
   * The terms text shown in the terms dialog; when set, the terms checkbox must be ticked
   * (storefront §5: "the terms checkbox accepted if terms text is configured"). @default null
   */
  termsText: string | null
  /** The terms dialog must be opened before the checkbox can be ticked (storefront §5 "viewing … may be required"). @default false */
  termsMustBeViewed: boolean
  /** The identity form's phone field. @default 'hidden' */
  phone: 'required' | 'optional' | 'hidden'
  /** The identity form asks for the postal address. @default false */
  address: boolean
}

/** Defaults for every key but `seller`. */
export const DEFAULT_THEME: ThemeConfig = {
  themeMode: 'light',
  primary: '#8a2c1d',
  secondary: '#2d4a53',
  background: '#faf7f2',
  surface: null,
  text: null,
  teaserImageSize: 'medium',
  secondaryButtonStyle: 'solid',
}

/** The dark-mode background used when a tenant picks dark mode without a background. */
export const DEFAULT_DARK_BACKGROUND = '#161514'

export const DEFAULT_CONFIG: Omit<FoyerConfig, 'seller' | 'sellerName'> = {
  apiBase: '/api/v1',
  cachedApiBase: '/cached/api/v1',
  locale: 'en-US',
  timeZone: 'America/New_York',
  currency: 'USD',
  featureFlags: {},
  home: { blocks: ['login', 'join', 'guest'], disabled: false, redirectTo: '/events' },
  loginMode: 'otp_or_password',
  keys: { stripe: null, hcaptcha: null },
  sandboxPayments: null,
  sandboxAddresses: null,
  auth0: null,
  myAccount: { enabled: true, pages: { profile: true, upcoming: true, orders: true } },
  membershipRenewalDays: DEFAULT_RENEWAL_WINDOW_DAYS,
  checkout: { termsText: null, termsMustBeViewed: false, phone: 'hidden', address: false },
  admissionEventId: null,
  membershipEventId: null,
  membershipPresell: false,
  membershipUrl: null,
  sellerPrefix: { required: false, redirectTo: null },
  showVenueName: false,
  giftCardLedgerId: null,
  publicIdentityId: null,
  cartExtensions: 1,
  analytics: { dataLayer: null },
  donationEventId: null,
  contentBlocks: [],
  messages: {},
  theme: DEFAULT_THEME,
}

/** Where the stock build looks for its configuration, relative to the page's origin. */
export const CONFIG_URL = '/foyer.config.json'

export type ConfigResult = { config: FoyerConfig; problems?: never } | { config?: never; problems: string[] }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const SLUG = /^[a-z0-9][a-z0-9-]*$/i

/**
 * Reads a value from the tenant's JSON, checks it and falls back to the default when absent.
 * Each reader pushes a sentence naming the key and what it expects, so the error screen can list
 * every mistake at once.
 */
function reader(source: Json, prefix: string, problems: string[]) {
  const where = (key: string) => `${prefix}${key}`
  const fail = (key: string, expected: string, value: unknown) => {
    problems.push(`"${where(key)}" must be ${expected}; it is ${JSON.stringify(value)}.`)
  }
  return {
    string<D extends string | null>(key: string, fallback: D, check?: (v: string) => string | null): string | D {
      const value = source[key]
      if (value === undefined) return fallback
      if (value === null && fallback === null) return fallback
      if (typeof value !== 'string' || value.trim() === '') {
        fail(key, 'a non-empty string', value)
        return fallback
      }
      const expected = check?.(value)
      if (expected) {
        fail(key, expected, value)
        return fallback
      }
      return value
    },
    boolean(key: string, fallback: boolean): boolean {
      const value = source[key]
      if (value === undefined) return fallback
      if (typeof value !== 'boolean') {
        fail(key, 'true or false', value)
        return fallback
      }
      return value
    },
    oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
      const value = source[key]
      if (value === undefined) return fallback
      if (typeof value !== 'string' || !allowed.includes(value as T)) {
        fail(key, `one of ${allowed.map((a) => `"${a}"`).join(', ')}`, value)
        return fallback
      }
      return value as T
    },
    object(key: string): Json {
      const value = source[key]
      if (value === undefined) return {}
      if (!isObject(value)) {
        fail(key, 'an object', value)
        return {}
      }
      return value
    },
    raw: (key: string) => source[key],
    fail,
    where,
  }
}

const checkTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return null
  } catch {
    return 'an IANA time zone such as "America/New_York"'
  }
}

const checkLocale = (value: string) => {
  try {
    new Intl.NumberFormat(value)
    return null
  } catch {
    return 'a BCP 47 locale such as "en-US"'
  }
}

const checkCurrency = (value: string) => (/^[A-Z]{3}$/.test(value) ? null : 'an ISO 4217 code such as "USD"')

/** A global variable's name, as a tag manager's snippet names its data layer. */
const checkGlobalName = (value: string) =>
  /^[A-Za-z_$][\w$]*$/.test(value) ? null : 'a JavaScript variable name such as "dataLayer"'

const checkColour = (value: string) => (HEX_COLOUR.test(value) ? null : 'a hex colour such as "#8a2c1d"')

/** A path inside the storefront (the sdk's `isStorefrontPath`: not `//host`, not a full URL). */
const checkInternalPath = (value: string) =>
  isStorefrontPath(value) ? null : 'a path inside the storefront such as "/events"'

const checkUrl = (value: string) =>
  /^https?:\/\//.test(value) ? null : 'a full URL such as "https://example.org/join"'

const checkPathOrUrl = (value: string) =>
  checkInternalPath(value) && checkUrl(value) ? 'a path such as "/demo-museum" or a full URL' : null

function parseTheme(value: Json, problems: string[]): ThemeConfig {
  const read = reader(value, 'theme.', problems)
  const themeMode = read.oneOf<ThemeMode>('themeMode', ['light', 'dark'], DEFAULT_THEME.themeMode)
  return {
    themeMode,
    primary: read.string('primary', DEFAULT_THEME.primary, checkColour),
    secondary: read.string('secondary', DEFAULT_THEME.secondary, checkColour),
    background: read.string(
      'background',
      themeMode === 'dark' ? DEFAULT_DARK_BACKGROUND : DEFAULT_THEME.background,
      checkColour,
    ),
    surface: read.string('surface', null, checkColour),
    text: read.string('text', null, checkColour),
    teaserImageSize: read.oneOf<TeaserImageSize>(
      'teaserImageSize',
      ['small', 'medium', 'large'],
      DEFAULT_THEME.teaserImageSize,
    ),
    secondaryButtonStyle: read.oneOf<SecondaryButtonStyle>(
      'secondaryButtonStyle',
      ['solid', 'outline'],
      DEFAULT_THEME.secondaryButtonStyle,
    ),
  }
}

function parseHomeBlocks(value: unknown, problems: string[]): HomeBlock[] {
  const defaults = DEFAULT_CONFIG.home.blocks
  if (value === undefined) return defaults
  const allowed: HomeBlock[] = ['login', 'join', 'guest']
  const valid =
    Array.isArray(value) &&
    value.every((block) => allowed.includes(block as HomeBlock)) &&
    new Set(value).size === value.length
  if (!valid) {
    problems.push(
      `"home.blocks" must list "login", "join" and "guest" in the order to show them, each at most once; it is ${JSON.stringify(value)}.`,
    )
    return defaults
  }
  return value as HomeBlock[]
}

function parseFeatureFlags(value: unknown, problems: string[]): Record<string, boolean> {
  if (value === undefined) return {}
  if (!isObject(value) || !Object.values(value).every((flag) => typeof flag === 'boolean')) {
    problems.push(`"featureFlags" must be an object of true / false flags; it is ${JSON.stringify(value)}.`)
    return {}
  }
  return { ...(value as Record<string, boolean>) }
}

function parseCartExtensions(value: unknown, problems: string[]): number {
  if (value === undefined) return DEFAULT_CONFIG.cartExtensions
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 10) {
    problems.push(`"cartExtensions" must be a whole number from 0 to 10; it is ${JSON.stringify(value)}.`)
    return DEFAULT_CONFIG.cartExtensions
  }
  return value
}

function parseRenewalDays(value: unknown, problems: string[]): number {
  if (value === undefined) return DEFAULT_CONFIG.membershipRenewalDays
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 366) {
    problems.push(
      `"membershipRenewalDays" must be a whole number of days from 0 to 366; it is ${JSON.stringify(value)}.`,
    )
    return DEFAULT_CONFIG.membershipRenewalDays
  }
  return value
}

function parseMessages(value: unknown, problems: string[]): Record<string, string> {
  if (value === undefined) return {}
  if (!isObject(value) || !Object.values(value).every((message) => typeof message === 'string')) {
    problems.push(`"messages" must be an object of message key to text; it is ${JSON.stringify(value)}.`)
    return {}
  }
  return { ...(value as Record<string, string>) }
}

function parseContentBlocks(value: unknown, problems: string[]): ContentBlock[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    problems.push(`"contentBlocks" must be a list; it is ${JSON.stringify(value)}.`)
    return []
  }
  const blocks: ContentBlock[] = []
  value.forEach((entry, index) => {
    if (!isObject(entry)) {
      problems.push(`"contentBlocks[${index}]" must be an object; it is ${JSON.stringify(entry)}.`)
      return
    }
    const count = problems.length
    const read = reader(entry, `contentBlocks[${index}].`, problems)
    const route = read.string('route', '')
    const html = read.string('html', '')
    if (!route) problems.push(`"contentBlocks[${index}].route" is required.`)
    if (!html) problems.push(`"contentBlocks[${index}].html" is required.`)
    const roles = entry.roles
    const rolesValid =
      Array.isArray(roles) && roles.length > 0 && roles.every((role) => typeof role === 'string' && role !== '')
    if (!rolesValid) {
      read.fail('roles', 'a non-empty list of roles such as ["anonymous"]', roles)
    }
    const placement = read.oneOf<'top' | 'bottom'>('placement', ['top', 'bottom'], 'top')
    if (problems.length === count) blocks.push({ route, html, placement, roles: [...(roles as string[])] })
  })
  return blocks
}

function parseAuth0(value: unknown, problems: string[]): FoyerConfig['auth0'] {
  if (value === undefined || value === null) return null
  const { domain, clientId, audience } = isObject(value) ? value : {}
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== ''
  if (!text(domain) || !text(clientId) || (audience != null && !text(audience))) {
    problems.push(
      `"auth0" must be null or { "domain": "tenant.auth0.com", "clientId": "…", "audience": "…" (optional) }; it is ${JSON.stringify(value)}.`,
    )
    return null
  }
  return { domain: domain as string, clientId: clientId as string, audience: (audience as string | undefined) ?? null }
}

function parseSandboxBase(
  key: 'sandboxPayments' | 'sandboxAddresses',
  value: unknown,
  problems: string[],
): { controlBase: string } | null {
  if (value === undefined || value === null) return null
  const controlBase = isObject(value) ? value.controlBase : undefined
  if (typeof controlBase !== 'string' || (checkInternalPath(controlBase) && checkUrl(controlBase))) {
    problems.push(
      `"${key}" must be null or { "controlBase": "/_sandbox" } (a path or a full URL); it is ${JSON.stringify(value)}.`,
    )
    return null
  }
  return { controlBase }
}

/**
 * Checks a tenant's `foyer.config.json` and fills in defaults.
 * @returns `{ config }`, or `{ problems }` with one sentence per mistake.
 * @example
 * const result = parseConfig({ seller: 'demo-museum', home: { blocks: ['join', 'login', 'guest'] } })
 * if (result.config) result.config.home.blocks // ['join', 'login', 'guest']
 */
export function parseConfig(input: unknown): ConfigResult {
  if (!isObject(input)) {
    return { problems: [`The configuration must be a JSON object; it is ${JSON.stringify(input)}.`] }
  }
  const problems: string[] = []
  const read = reader(input, '', problems)

  const seller = read.string('seller', '', (v) => (SLUG.test(v) ? null : 'a seller slug such as "demo-museum"'))
  if (input.seller === undefined) problems.push('"seller" is required: the seller slug, such as "demo-museum".')

  const home = read.object('home')
  const readHome = reader(home, 'home.', problems)
  const keys = read.object('keys')
  const readKeys = reader(keys, 'keys.', problems)
  const my = read.object('myAccount')
  const readMy = reader(my, 'myAccount.', problems)
  const readMyPages = reader(readMy.object('pages'), 'myAccount.pages.', problems)
  const readPrefix = reader(read.object('sellerPrefix'), 'sellerPrefix.', problems)
  const readCheckout = reader(read.object('checkout'), 'checkout.', problems)
  const readAnalytics = reader(read.object('analytics'), 'analytics.', problems)

  const config: FoyerConfig = {
    apiBase: read.string('apiBase', DEFAULT_CONFIG.apiBase),
    cachedApiBase: read.string('cachedApiBase', DEFAULT_CONFIG.cachedApiBase),
    seller,
    sellerName: read.string('sellerName', seller),
    locale: read.string('locale', DEFAULT_CONFIG.locale, checkLocale),
    timeZone: read.string('timeZone', DEFAULT_CONFIG.timeZone, checkTimeZone),
    currency: read.string('currency', DEFAULT_CONFIG.currency, checkCurrency),
    featureFlags: parseFeatureFlags(read.raw('featureFlags'), problems),
    home: {
      blocks: parseHomeBlocks(home.blocks, problems),
      disabled: readHome.boolean('disabled', DEFAULT_CONFIG.home.disabled),
      redirectTo: readHome.string('redirectTo', DEFAULT_CONFIG.home.redirectTo, checkInternalPath),
    },
    loginMode: read.oneOf<LoginMode>('loginMode', LOGIN_MODES, DEFAULT_CONFIG.loginMode),
    keys: {
      stripe: readKeys.string('stripe', null),
      hcaptcha: readKeys.string('hcaptcha', null),
    },
    sandboxPayments: parseSandboxBase('sandboxPayments', read.raw('sandboxPayments'), problems),
    sandboxAddresses: parseSandboxBase('sandboxAddresses', read.raw('sandboxAddresses'), problems),
    auth0: parseAuth0(read.raw('auth0'), problems),
    membershipRenewalDays: parseRenewalDays(read.raw('membershipRenewalDays'), problems),
    myAccount: {
      enabled: readMy.boolean('enabled', DEFAULT_CONFIG.myAccount.enabled),
      pages: {
        profile: readMyPages.boolean('profile', DEFAULT_CONFIG.myAccount.pages.profile),
        upcoming: readMyPages.boolean('upcoming', DEFAULT_CONFIG.myAccount.pages.upcoming),
        orders: readMyPages.boolean('orders', DEFAULT_CONFIG.myAccount.pages.orders),
      },
    },
    checkout: {
      termsText: readCheckout.string('termsText', null),
      termsMustBeViewed: readCheckout.boolean('termsMustBeViewed', DEFAULT_CONFIG.checkout.termsMustBeViewed),
      phone: readCheckout.oneOf('phone', ['required', 'optional', 'hidden'] as const, DEFAULT_CONFIG.checkout.phone),
      address: readCheckout.boolean('address', DEFAULT_CONFIG.checkout.address),
    },
    admissionEventId: read.string('admissionEventId', null),
    membershipEventId: read.string('membershipEventId', null),
    membershipPresell: read.boolean('membershipPresell', DEFAULT_CONFIG.membershipPresell),
    membershipUrl: read.string('membershipUrl', null, checkUrl),
    sellerPrefix: {
      required: readPrefix.boolean('required', DEFAULT_CONFIG.sellerPrefix.required),
      redirectTo: readPrefix.string('redirectTo', null, checkPathOrUrl),
    },
    showVenueName: read.boolean('showVenueName', DEFAULT_CONFIG.showVenueName),
    giftCardLedgerId: read.string('giftCardLedgerId', null),
    publicIdentityId: read.string('publicIdentityId', null),
    cartExtensions: parseCartExtensions(read.raw('cartExtensions'), problems),
    analytics: { dataLayer: readAnalytics.string('dataLayer', null, checkGlobalName) },
    donationEventId: read.string('donationEventId', null),
    contentBlocks: parseContentBlocks(read.raw('contentBlocks'), problems),
    messages: parseMessages(read.raw('messages'), problems),
    theme: parseTheme(read.object('theme'), problems),
  }
  return problems.length > 0 ? { problems } : { config }
}

/**
 * Fetches and checks the runtime configuration. Network and JSON failures become problems too,
 * so the caller has one error screen for every way the file can be wrong.
 */
export async function loadConfig(fetchImpl: typeof fetch, url: string = CONFIG_URL): Promise<ConfigResult> {
  let response: Response
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { accept: 'application/json' } })
  } catch (error) {
    return { problems: [`${url} could not be fetched: ${String(error)}.`] }
  }
  if (!response.ok) return { problems: [`${url} answered HTTP ${response.status}.`] }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { problems: [`${url} is not valid JSON.`] }
  }
  return parseConfig(json)
}
