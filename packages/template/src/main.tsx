import { createStorefront } from '@foyer/react-hooks'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadConfig } from './config'
import { ConfigError } from './screens/ConfigError'

/**
 * Start-up: fetch `foyer.config.json` before the first render (a tenant edits it in `dist/`
 * without rebuilding), then create the sdk storefront from it.
 */
async function start(element: HTMLElement) {
  const root = createRoot(element)
  const result = await loadConfig((input, init) => fetch(input, init))
  if (result.problems) {
    console.error('foyer.config.json is not valid:\n' + result.problems.join('\n'))
    root.render(<ConfigError problems={result.problems} />)
    return
  }
  const { config } = result
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
    storage: browserStorage(),
    // storefront §2 guards: "The express checkout flag skips upsells" (the sdk's upsell chain).
    upsells: { expressCheckout: config.featureFlags.express_checkout === true },
    // storefront §6: gift card controls only when the portal enables gift_card (a ledger is set).
    giftCards: config.giftCardLedgerId ? { ledgerId: config.giftCardLedgerId } : null,
    // calls §9: extensions (tenant setting) and the critical colour with the extend_cart_timer flag.
    cartTimer: { maxExtensions: config.cartExtensions, extendCartTimer: config.featureFlags.extend_cart_timer === true },
  })
  root.render(
    <StrictMode>
      <App config={config} storefront={storefront} />
    </StrictMode>,
  )
}

/** localStorage when the browser allows it (privacy modes can refuse it); else the sdk's in-memory default. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

void start(document.getElementById('root') as HTMLElement)
