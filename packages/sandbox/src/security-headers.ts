/**
 * The security headers the sandbox server sends with every answer (pages, config, assets, API),
 * as a tenant's host should (TEMPLATE_GUIDELINES.md, Security headers; issue 10.4):
 *
 * - a strict Content-Security-Policy: scripts, styles, frames and connections from the page's own
 *   origin only, plus Stripe's and hCaptcha's hosts when `foyer.config.json` sets their keys; the
 *   one inline `<style>` the storefront makes (the dialogs' scroll lock) carries the page's nonce,
 *   which the page finds in `<meta name="csp-nonce">`; nobody may frame the storefront;
 * - `X-Content-Type-Options`, `X-Frame-Options`, `Referrer-Policy`, `Permissions-Policy` and
 *   `Cross-Origin-Opener-Policy`.
 */
import { randomBytes } from 'node:crypto'

/** Which outside services the storefront's configuration turns on (its `keys`). */
export interface ConfiguredServices {
  stripe: boolean
  hcaptcha: boolean
}

/** The services `foyer.config.json` turns on; none for a file that is missing or not JSON. */
export function configuredServices(configJson: string | null): ConfiguredServices {
  try {
    const keys = (JSON.parse(configJson ?? '{}') as { keys?: { stripe?: unknown; hcaptcha?: unknown } }).keys
    return { stripe: typeof keys?.stripe === 'string', hcaptcha: typeof keys?.hcaptcha === 'string' }
  } catch {
    return { stripe: false, hcaptcha: false }
  }
}

// Stripe.js and hCaptcha's documented CSP sources.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  style: [] as string[],
}
const HCAPTCHA = {
  script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
}

/** A fresh nonce for one page answer. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The Content-Security-Policy of a page answered with `nonce`, for the configured services. */
export function contentSecurityPolicy(nonce: string | null, services: ConfiguredServices): string {
  const outside = [services.stripe ? STRIPE : null, services.hcaptcha ? HCAPTCHA : null].filter((s) => s !== null)
  const hosts = (kind: keyof typeof STRIPE) => outside.flatMap((service) => service[kind])
  const list = (...sources: string[]) => sources.join(' ')
  const frames = hosts('frame')
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...hosts('script'))}`,
    `style-src ${list("'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hosts('style'))}`,
    // Tenant images (descriptions, content blocks) may live on the tenant's own hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${list("'self'", ...hosts('connect'))}`,
    `frame-src ${frames.length > 0 ? list(...frames) : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The headers every answer carries besides the CSP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Wallets (Apple Pay, Google Pay) use the Payment Request API on the page itself.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The page with its nonce where the storefront reads it (`<meta name="csp-nonce">`, first in `<head>`). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<head([^>]*)>/i, `<head$1>\n    <meta name="csp-nonce" content="${nonce}" />`)
}
