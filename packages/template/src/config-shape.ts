/**
 * The shape of the storefront's runtime configuration and its defaults (DESIGN.md "The
 * template"); `config.ts` reads and checks a tenant's `foyer.config.json` against it.
 */
import type { LoginMode } from '@foyer/sdk/auth'
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '@foyer/sdk/membership'
import { DEFAULT_SELF_EDIT_RULES, type SelfEditRules } from '@foyer/sdk/orders'

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
  /**
   * The tenant's design tier (storefront §3 Theme `tier`), e.g. `"premium"`: written as
   * `data-theme-tier` on the app root for a restyled build's CSS; the stock theme looks the same in
   * every tier. @default null
   */
  tier: string | null
  /** The payment element (storefront §3 Theme `paymentElement.background`). */
  paymentElement: {
    /** The card entry's background (Stripe's `colorBackground`). @default null: the theme's surface */
    background: string | null
  }
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
  /**
   * The feature-flag service read on load (calls §7), a path on this site or a full URL answering
   * `{ "flags": { "<name>": true | false } }`; its flags win over `featureFlags`, which stand when it
   * cannot be read within 2 s. @default null: `featureFlags` alone
   */
  featureFlagService: string | null
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
   * (storefront §5 Checkout); with `address` the identity form's address line looks addresses up
   * in the address service (calls §7, Loqate's find / retrieve API; ignored with `sandboxAddresses`).
   */
  keys: { stripe: string | null; hcaptcha: string | null; address: string | null }
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
  /**
   * Order self-service (storefront §2 /manage: "With self-edit enabled it is the edit-order page,
   * otherwise the cancel-free-order page. Reschedule exists only with self-edit."; §5 the horizon;
   * §6 "Only tickets in categories listed in the self-edit rules, with the tickets handler, can be
   * edited").
   * @default { enabled: false, categories: [], handler: 'tickets', horizonDays: 0, horizonHours: 0 }
   */
  selfEdit: { enabled: boolean } & SelfEditRules
  /** storefront §5 Checkout and Identity: terms, and what the identity form asks for. */
  checkout: CheckoutConfig
  /**
   * Staff (injected) checkout for a box office or kiosk (storefront §1, §6; calls §3 "injected
   * (staff) checkout with a send_email flag"): with `enabled`, checkout is a guest checkout as
   * staff, marked 'Staff sale', with the staff pay button; the confirmation e-mail goes to the
   * purchaser unless `suppressEmailNotification` (calls §9). A host page may set it instead with
   * `window.foyer = { staff: { … } }` before the storefront starts (TEMPLATE_GUIDELINES.md).
   * @default { enabled: false, suppressEmailNotification: false }
   */
  staff: StaffConfig
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
  /**
   * The tenant's own fields on the identity form, after name, e-mail, phone and address
   * (storefront §5 "plus configured custom fields"; at most 1000 characters each). @default []
   */
  customFields: CustomFieldConfig[]
}

/** One of the tenant's own identity fields: sent with the purchaser as `additional_info.{key}`. */
export interface CustomFieldConfig {
  /** The name it is sent under in `additional_info`: letters, digits and `_`, such as `school`. */
  key: string
  /** Its label on the form, as the visitor reads it. */
  label: string
  /** The visitor must fill it in. @default false */
  required: boolean
}

/** Staff (injected) checkout (storefront §6): on or off, and whether the purchaser is e-mailed. */
export interface StaffConfig {
  /** Checkout runs as staff: a guest checkout with send_email. @default false */
  enabled: boolean
  /** send_email false: the purchaser gets no confirmation e-mail (calls §9). @default false */
  suppressEmailNotification: boolean
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
  tier: null,
  paymentElement: { background: null },
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
  featureFlagService: null,
  home: { blocks: ['login', 'join', 'guest'], disabled: false, redirectTo: '/events' },
  loginMode: 'otp_or_password',
  keys: { stripe: null, hcaptcha: null, address: null },
  sandboxPayments: null,
  sandboxAddresses: null,
  auth0: null,
  myAccount: { enabled: true, pages: { profile: true, upcoming: true, orders: true } },
  membershipRenewalDays: DEFAULT_RENEWAL_WINDOW_DAYS,
  selfEdit: { enabled: false, ...DEFAULT_SELF_EDIT_RULES },
  checkout: { termsText: null, termsMustBeViewed: false, phone: 'hidden', address: false, customFields: [] },
  staff: { enabled: false, suppressEmailNotification: false },
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
