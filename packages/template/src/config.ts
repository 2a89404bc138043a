/**
 * Runtime configuration of the storefront (DESIGN.md "The template").
 *
 * The stock build reads `foyer.config.json` next to `index.html` before its first render, so a
 * tenant restyles and reconfigures a deployed `dist/` by editing that JSON, without rebuilding.
 * Every key is optional except `seller`; missing keys take the defaults below. A file that is not
 * valid is refused as a whole with a list of what is wrong (see `parseConfig`), because a
 * storefront half-configured from a typo is worse than a clear error screen.
 */
import { isTimeZone } from '@foyer/sdk'
import { LOGIN_MODES, type LoginMode } from '@foyer/sdk/auth'
import { isStorefrontPath } from '@foyer/sdk/routing'
import {
  DEFAULT_CONFIG,
  DEFAULT_DARK_BACKGROUND,
  DEFAULT_THEME,
  type ContentBlock,
  type CustomFieldConfig,
  type SecondaryButtonStyle,
  type TeaserImageSize,
  type ThemeMode,
  type FoyerConfig,
  type HomeBlock,
  type StaffConfig,
  type ThemeConfig,
} from './config-shape'

export * from './config-shape'
import { configWarnings } from './config-keys'

/**
 * Where the stock build looks for its configuration: a path of the site, under the deploy base
 * when there is one (main.ts fetches `withDeployBase(CONFIG_URL)`, e.g. `/shop/foyer.config.json`).
 */
export const CONFIG_URL = '/foyer.config.json'

/**
 * The configuration, or every problem that stops it; `warnings` are mistakes that do not (unknown
 * keys: `configWarnings`; unknown message keys are `messageWarnings`, config-messages.ts).
 */
export type ConfigResult =
  | { config: FoyerConfig; warnings: string[]; problems?: never }
  | { config?: never; warnings?: never; problems: string[] }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The patterns config.ts checks values against, as sources, so the JSON Schema
 * (scripts/config-schema.ts) says the same as the runtime.
 */
export const CONFIG_PATTERNS = {
  hexColour: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  slug: '^[a-zA-Z0-9][a-zA-Z0-9-]*$',
  globalName: '^[A-Za-z_$][\\w$]*$',
  customFieldKey: '^[A-Za-z_][A-Za-z0-9_]*$',
} as const

const HEX_COLOUR = new RegExp(CONFIG_PATTERNS.hexColour)
const SLUG = new RegExp(CONFIG_PATTERNS.slug)

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

// The sdk's check, which builds no formatter: one here would start ICU (120–200 ms at Lighthouse's
// 4× CPU) before the first screen's data is asked for (issue 16); the first date shown starts it.
const checkTimeZone = (value: string) => (isTimeZone(value) ? null : 'an IANA time zone such as "America/New_York"')

// A well-formed BCP 47 tag, as Intl reads it. `getCanonicalLocales` checks the tag alone, for the
// same reason.
const checkLocale = (value: string) => {
  try {
    Intl.getCanonicalLocales(value)
    return null
  } catch {
    return 'a BCP 47 locale such as "en-US"'
  }
}

const checkCurrency = (value: string) => (/^[A-Z]{3}$/.test(value) ? null : 'an ISO 4217 code such as "USD"')

/** A global variable's name, as a tag manager's snippet names its data layer. */
const checkGlobalName = (value: string) =>
  new RegExp(CONFIG_PATTERNS.globalName).test(value) ? null : 'a JavaScript variable name such as "dataLayer"'

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
    tier: read.string('tier', null, (v) => (SLUG.test(v) ? null : 'a name such as "premium"')),
    paymentElement: {
      background: reader(read.object('paymentElement'), 'theme.paymentElement.', problems).string(
        'background',
        null,
        checkColour,
      ),
    },
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

/** `selfEdit` (storefront §2 /manage; §5 the horizon; §6 Self-service orders). */
function parseSelfEdit(value: unknown, problems: string[]): FoyerConfig['selfEdit'] {
  const fallback = DEFAULT_CONFIG.selfEdit
  if (value === undefined) return fallback
  if (!isObject(value)) {
    problems.push(`"selfEdit" must be an object; it is ${JSON.stringify(value)}.`)
    return fallback
  }
  const read = reader(value, 'selfEdit.', problems)
  const wholeNumber = (key: 'horizonDays' | 'horizonHours'): number => {
    const raw = value[key]
    if (raw === undefined) return fallback[key]
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 8784) {
      problems.push(`"selfEdit.${key}" must be a whole number from 0 to 8784; it is ${JSON.stringify(raw)}.`)
      return fallback[key]
    }
    return raw
  }
  const categories = value.categories
  const categoryList =
    categories === undefined
      ? [...fallback.categories]
      : Array.isArray(categories) && categories.every((c) => typeof c === 'string' && c.trim() !== '')
        ? (categories as string[])
        : (problems.push(
            `"selfEdit.categories" must be a list of event category names; it is ${JSON.stringify(categories)}.`,
          ),
          [...fallback.categories])
  return {
    enabled: read.boolean('enabled', fallback.enabled),
    categories: categoryList,
    handler: read.string('handler', fallback.handler),
    horizonDays: wholeNumber('horizonDays'),
    horizonHours: wholeNumber('horizonHours'),
  }
}

/** A custom field's key: what `additional_info` names it by. */
const CUSTOM_FIELD_KEY = new RegExp(CONFIG_PATTERNS.customFieldKey)

/** `checkout.customFields` (storefront §5 "plus configured custom fields"): each a key, a label and whether it is required. */
function parseCustomFields(value: unknown, problems: string[]): CustomFieldConfig[] {
  const fallback = DEFAULT_CONFIG.checkout.customFields
  if (value === undefined) return [...fallback]
  const fields: CustomFieldConfig[] = []
  const valid =
    Array.isArray(value) &&
    value.every((item) => {
      const ok =
        isObject(item) &&
        Object.keys(item).every((key) => ['key', 'label', 'required'].includes(key)) &&
        typeof item.key === 'string' &&
        CUSTOM_FIELD_KEY.test(item.key) &&
        !fields.some((field) => field.key === item.key) &&
        typeof item.label === 'string' &&
        item.label.trim() !== '' &&
        (item.required === undefined || typeof item.required === 'boolean')
      if (ok) fields.push({ key: item.key as string, label: item.label as string, required: item.required === true })
      return ok
    })
  if (valid) return fields
  problems.push(
    `"checkout.customFields" must be a list of { "key": "school", "label": "School name", "required": true }, each key (letters, digits, _) once; it is ${JSON.stringify(value)}.`,
  )
  return [...fallback]
}

/**
 * `staff` (storefront §6 Staff (injected) checkout), or the host page's `window.foyer.staff`
 * (`where` names it in the problems), each setting left out taken from `fallback` (off by default).
 */
export function parseStaff(
  value: unknown,
  problems: string[],
  where = 'staff',
  fallback: StaffConfig = DEFAULT_CONFIG.staff,
): StaffConfig {
  if (value === undefined) return { ...fallback }
  if (!isObject(value)) {
    problems.push(
      `"${where}" must be an object such as { "enabled": true, "suppressEmailNotification": false }; it is ${JSON.stringify(value)}.`,
    )
    return { ...fallback }
  }
  const read = reader(value, `${where}.`, problems)
  return {
    enabled: read.boolean('enabled', fallback.enabled),
    suppressEmailNotification: read.boolean('suppressEmailNotification', fallback.suppressEmailNotification),
  }
}

/**
 * The embedding hook (TEMPLATE_GUIDELINES.md, Staff checkout): a host page that sets
 * `window.foyer = { staff: { enabled: true, … } }` before the storefront's script runs turns staff
 * checkout on (or off) over `foyer.config.json`. Decision: no query flag does this, since anyone
 * can send a link; only the page's own scripts (same origin under the CSP) can set the hook.
 * @example withEmbedding(config, { staff: { enabled: true, suppressEmailNotification: true } })
 */
export function withEmbedding(config: FoyerConfig, hook: unknown): ConfigResult {
  if (hook === undefined || hook === null) return { config, warnings: [] }
  if (!isObject(hook)) return { problems: [`"window.foyer" must be an object; it is ${JSON.stringify(hook)}.`] }
  const problems: string[] = []
  const staff =
    hook.staff === undefined ? config.staff : parseStaff(hook.staff, problems, 'window.foyer.staff', config.staff)
  const unknown = Object.keys(hook).filter((key) => key !== 'staff')
  const warnings = unknown.map((key) => `"window.foyer.${key}" is not an embedding setting and is ignored.`)
  return problems.length > 0 ? { problems } : { config: { ...config, staff }, warnings }
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
    featureFlagService: read.string('featureFlagService', null, checkPathOrUrl),
    home: {
      blocks: parseHomeBlocks(home.blocks, problems),
      disabled: readHome.boolean('disabled', DEFAULT_CONFIG.home.disabled),
      redirectTo: readHome.string('redirectTo', DEFAULT_CONFIG.home.redirectTo, checkInternalPath),
    },
    loginMode: read.oneOf<LoginMode>('loginMode', LOGIN_MODES, DEFAULT_CONFIG.loginMode),
    keys: {
      stripe: readKeys.string('stripe', null),
      hcaptcha: readKeys.string('hcaptcha', null),
      address: readKeys.string('address', null),
    },
    sandboxPayments: parseSandboxBase('sandboxPayments', read.raw('sandboxPayments'), problems),
    sandboxAddresses: parseSandboxBase('sandboxAddresses', read.raw('sandboxAddresses'), problems),
    auth0: parseAuth0(read.raw('auth0'), problems),
    membershipRenewalDays: parseRenewalDays(read.raw('membershipRenewalDays'), problems),
    selfEdit: parseSelfEdit(read.raw('selfEdit'), problems),
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
      customFields: parseCustomFields(readCheckout.raw('customFields'), problems),
    },
    staff: parseStaff(read.raw('staff'), problems),
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
  return problems.length > 0 ? { problems } : { config, warnings: configWarnings(input) }
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
