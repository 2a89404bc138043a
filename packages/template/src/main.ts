/**
 * Start-up, before React (issue 16, LCP): reads the configuration, creates the sdk's storefront
 * and starts the first screen's chunk and data while the app (start.tsx: React, the layout) is
 * still downloading beside this script; then the app draws. Nothing here imports React.
 */
import { createStorefront, type Storefront } from '@foyer/sdk'
import { createAuth0Login, type ExternalLogin } from '@foyer/sdk/auth'
import { AUTH_CALLBACK_PATH, buildPath } from '@foyer/sdk/routing'
import { readFeatureFlags } from '@foyer/sdk/flags'
import { lazyPaymentProvider, type PaymentProvider } from '@foyer/sdk/payment'
import { setNonce } from 'get-nonce'
import { stripDeployBase, withDeployBase } from './base'
import { CONFIG_URL, loadConfig, withEmbedding, type FoyerConfig } from './config'
import { chunkLoader } from './screens/chunk-loader'
import { preloadFirstScreen } from './screens/preload'
import { createCaptchaBridge } from './screens/checkout/captcha'

/**
 * The auth0_ecomm login (calls §6) when the tenant configured Auth0: auth0-spa-js loads on the
 * first login or callback, never with the page. A domain given as a path (the sandbox's stand-in)
 * is on this origin.
 */
function auth0Login(config: FoyerConfig): ExternalLogin | null {
  if (config.loginMode !== 'auth0_ecomm' || !config.auth0) return null
  const { domain, clientId, audience } = config.auth0
  return createAuth0Login({
    domain: domain.startsWith('/') ? new URL(domain, window.location.origin).href.replace(/\/$/, '') : domain,
    clientId,
    ...(audience ? { audience } : {}),
    redirectUri: new URL(withDeployBase(AUTH_CALLBACK_PATH), window.location.origin).href,
  })
}

/**
 * Start-up: fetch `foyer.config.json` before the first render (a tenant edits it in `dist/`
 * without rebuilding), then create the sdk storefront from it.
 */
async function start(element: HTMLElement) {
  // A strict CSP (TEMPLATE_GUIDELINES.md, Security headers): the one <style> the app injects (the
  // dialogs' scroll lock) carries the nonce the host put in <meta name="csp-nonce">.
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
  if (nonce) setNonce(nonce)
  // The app, fetched beside this script (index.html names both), with a screen chunk's one retry.
  const app = chunkLoader(() => import('./start'))()
  const path = stripDeployBase(window.location.pathname)
  // Beside index.html, under the deploy base (docs/deploy.md): `/shop/foyer.config.json`.
  const loaded = await loadConfig((input, init) => fetch(input, init), withDeployBase(CONFIG_URL))
  // The host page's embedding hook (TEMPLATE_GUIDELINES.md, Staff checkout): `window.foyer`.
  const result = loaded.config ? withEmbedding(loaded.config, (window as { foyer?: unknown }).foyer) : loaded
  if (loaded.warnings && result.warnings) result.warnings.unshift(...loaded.warnings)
  if (result.problems) {
    console.error('foyer.config.json is not valid:\n' + result.problems.join('\n'))
    const { renderConfigError } = await app
    await renderConfigError(element, result.problems)
    return
  }
  for (const warning of result.warnings) console.warn(`foyer.config.json: ${warning}`)
  // Message overrides are checked against the whole English catalogue, a chunk loaded only when
  // the tenant wrote some, beside the first screen rather than before it (issue 16).
  if (Object.keys(result.config.messages).length > 0)
    void import('./config-messages').then(({ messageWarnings }) => {
      for (const warning of messageWarnings(result.config.messages)) console.warn(`foyer.config.json: ${warning}`)
    })
  const config = await withFlagService(result.config)
  document.documentElement.lang = config.locale
  document.title = config.sellerName
  const storefront = createStorefront({
    apiBase: new URL(config.apiBase, window.location.origin).href,
    cachedApiBase: new URL(config.cachedApiBase, window.location.origin).href,
    seller: config.seller,
    locale: config.locale,
    timeZone: config.timeZone,
    currency: config.currency,
    messages: config.messages,
    storage: browserStorage('localStorage'),
    // calls §4: the purchaser waits here, only while a redirect-based payment has left the page.
    sessionStorage: browserStorage('sessionStorage'),
    // storefront §2 guards: "The express checkout flag skips upsells" (the sdk's upsell chain).
    upsells: { expressCheckout: config.featureFlags.express_checkout === true },
    // storefront §6 Login methods by tenant; §4 Session loss watches the session_expires cookie.
    login: {
      mode: config.loginMode,
      returnPath: () => window.location.pathname + window.location.search,
      external: auth0Login(config),
      logoutReturnUrl: () => new URL(withDeployBase(buildPath('home')), window.location.origin).href,
    },
    readCookies: () => document.cookie,
    // storefront §6: gift card controls only when the portal enables gift_card (a ledger is set).
    giftCards: config.giftCardLedgerId ? { ledgerId: config.giftCardLedgerId } : null,
    // calls §9: extensions (tenant setting) and the critical colour with the extend_cart_timer flag.
    cartTimer: {
      maxExtensions: config.cartExtensions,
      extendCartTimer: config.featureFlags.extend_cart_timer === true,
    },
    payment: paymentProvider(config, () => storefront),
    // storefront §5: guests pass hCaptcha when a key is set; the widget mounts on the checkout page.
    captcha: config.keys.hcaptcha ? createCaptchaBridge() : null,
    // storefront §6 Staff (injected) checkout: a guest checkout with send_email, unless suppressed.
    ...(config.staff.enabled
      ? {
          checkoutActor: () => ({
            kind: 'staff' as const,
            suppressEmailNotification: config.staff.suppressEmailNotification,
          }),
        }
      : {}),
    checkout: {
      termsText: config.checkout.termsText,
      termsMustBeViewed: config.checkout.termsMustBeViewed,
      phone: config.checkout.phone,
      address: config.checkout.address,
      customFields: config.checkout.customFields,
      captchaKey: config.keys.hcaptcha,
    },
  })
  // The session, read now rather than at the first render (the member menu would start it): with a
  // session cookie the sdk's login code loads and GET my/user goes out beside the app's download;
  // without one the visitor is anonymous at once and nothing loads (storefront §4 Session loss).
  void storefront.auth.start()
  if (path !== null) preloadFirstScreen(storefront, { path, search: window.location.search }, config)
  // storefront §3 Analytics ecommerce events, only when the tenant names a dataLayer (config `analytics`):
  // its code loads then, beside the first screen, not in every tenant's shell (issue 16). Its events
  // follow a visitor's reserve or checkout, which come after it.
  const dataLayerName = config.analytics.dataLayer
  if (dataLayerName)
    void chunkLoader(() => import('@foyer/sdk/analytics'))().then(
      ({ createDataLayerAnalytics }) =>
        createDataLayerAnalytics({
          events: storefront.events,
          cart: storefront.cart,
          dataLayer: dataLayer(dataLayerName),
        }),
      (error: unknown) => console.warn('analytics: its code could not be loaded', error),
    )
  describePage(storefront.i18n.t('common.metaDescription', { sellerName: config.sellerName }))
  const { render } = await app
  render(element, config, storefront)
}

/**
 * calls §7 "A feature-flag service is read on load": its flags over the configured ones; when it
 * cannot be read in time, the configured ones stand and the page opens all the same.
 */
async function withFlagService(config: FoyerConfig): Promise<FoyerConfig> {
  if (!config.featureFlagService) return config
  const read = await readFeatureFlags({
    url: new URL(config.featureFlagService, window.location.origin).href,
    defaults: config.featureFlags,
  })
  if (read.problem) console.warn(`feature flags: ${read.problem}`)
  return { ...config, featureFlags: { ...read.flags } }
}

/**
 * The payment provider of the configuration: Stripe with `keys.stripe`, else the sandbox's with
 * `sandboxPayments` (its form reads the storefront's messages), else none (free orders and gift
 * cards only). Either loads with checkout.
 */
function paymentProvider(config: FoyerConfig, storefront: () => Storefront): PaymentProvider | null {
  const stripeKey = config.keys.stripe
  if (stripeKey)
    return lazyPaymentProvider('stripe', () =>
      import('./screens/checkout/providers').then((m) => m.stripeProvider(stripeKey, storefront)),
    )
  const sandbox = config.sandboxPayments
  if (sandbox) {
    const controlBase = new URL(sandbox.controlBase, window.location.origin).href.replace(/\/$/, '')
    return lazyPaymentProvider('sandbox', () =>
      import('./screens/checkout/SandboxPaymentForm').then((m) => m.sandboxProvider(controlBase, storefront)),
    )
  }
  return null
}

/**
 * The tenant's dataLayer array, `window[name]`, created when absent. A tag manager's snippet
 * (`w[l]=w[l]||[]`) keeps an existing array, so loading it before or after the storefront works.
 */
function dataLayer(name: string): unknown[] {
  const host = window as unknown as Record<string, unknown>
  if (!Array.isArray(host[name])) host[name] = []
  return host[name] as unknown[]
}

/** The page's meta description (what search engines show under its title); a tenant words it in `messages`. */
function describePage(text: string) {
  const meta =
    document.querySelector<HTMLMetaElement>('meta[name="description"]') ??
    document.head.appendChild(document.createElement('meta'))
  meta.name = 'description'
  meta.content = text
}

/** The browser's storage when it allows it (privacy modes can refuse it); else the sdk's in-memory default. */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind]
  } catch {
    return undefined
  }
}

void start(document.getElementById('root') as HTMLElement)
