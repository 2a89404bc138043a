/**
 * The cart rules: Local expiry and the timer (storefront §4 Cart; calls §9).
 *
 * Pure functions only: no store, no HTTP, no clock reads (`now` is a parameter, in epoch
 * milliseconds), no DOM.
 */
import { buildPath, matchRoute } from '../../routing/routes.js'
import type { TimerLevel } from '../types.js'
import {
  CART_EXTENSION_MS,
  CART_EXTENSIONS_ALLOWED,
  EXTENSION_PROMPT_BEFORE_S,
  LOCAL_EXPIRY_MARGIN_S,
  TIMER_CRITICAL_AT_S,
  TIMER_ERROR_UNDER_S,
  TIMER_SHOWN_UNDER_S,
  TIMER_WARNING_AT_S,
} from './constants.js'

/**
 * calls §9 / storefront §4: "after each modify it is set to expires_in minus 5 seconds": the local
 * expiry in epoch milliseconds, from `expires_in` and the time the answer came.
 * @example localExpiresAt(900, 0) // 895000
 */
export function localExpiresAt(expiresIn: number, now: number): number {
  return now + (expiresIn - LOCAL_EXPIRY_MARGIN_S) * 1000
}

/** Whether a cart is still held: it has a local expiry and that moment is in the future (storefront §4 "A cart is current if it exists and the local expiry is in the future."). */
export function isCartCurrent(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && expiresAt > now
}

/** Whole seconds left before the local expiry (never below 0), for the timer of storefront §4. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000))
}

/** Whether to show the cart's countdown: only while less than 20 minutes remain (calls §9 / storefront §4 "The timer shows when under 20 minutes remain."). */
export function isTimerShown(seconds: number): boolean {
  return seconds < TIMER_SHOWN_UNDER_S
}

/**
 * calls §9 Timer colours: "info above 5 min, warning 2 to 5 min, error under 2 min; critical at
 * 30 s with extend_cart_timer". 5:00 itself is a warning and 2:00 itself still a warning; with the
 * flag 0:30 and below is critical.
 */
export function timerLevel(seconds: number, options: { extendCartTimer?: boolean } = {}): TimerLevel {
  if (options.extendCartTimer && seconds <= TIMER_CRITICAL_AT_S) return 'critical'
  if (seconds > TIMER_WARNING_AT_S) return 'info'
  if (seconds >= TIMER_ERROR_UNDER_S) return 'warning'
  return 'error'
}

/**
 * The most extensions a tenant may allow. calls §9 says "2 minutes, once"; WCAG 2.2.1 (Timing
 * Adjustable) asks that a user can extend a time limit at least ten times, so the maximum is a
 * tenant setting (`maxExtensions`) from the spec's 1 up to this.
 */
export const MAX_CART_EXTENSIONS_SETTING = 10

/**
 * The tenant's maximum number of extensions, kept within 0 … MAX_CART_EXTENSIONS_SETTING (whole
 * numbers); absent or not a number gives the spec's one extension (calls §9 "once").
 * @example cartExtensionsAllowed(undefined) // 1
 * @example cartExtensionsAllowed(10) // 10 (WCAG 2.2.1)
 */
export function cartExtensionsAllowed(setting?: number | null): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return CART_EXTENSIONS_ALLOWED
  return Math.min(MAX_CART_EXTENSIONS_SETTING, Math.max(0, Math.floor(setting)))
}

/**
 * storefront §4: "About 60 seconds before local expiry the extension prompt appears unless the
 * user declined earlier … The timer may be extended once." `maxExtensions` is the tenant setting
 * (default 1, see `cartExtensionsAllowed`).
 */
export function shouldPromptExtension(state: {
  seconds: number
  declined: boolean
  extensionsUsed: number
  maxExtensions?: number
}): boolean {
  return (
    !state.declined &&
    state.extensionsUsed < cartExtensionsAllowed(state.maxExtensions) &&
    state.seconds > 0 &&
    state.seconds <= EXTENSION_PROMPT_BEFORE_S
  )
}

/** What the storefront does when the cart expires (storefront §4 "On expiry"; calls §4 Cart expiry). */
export type CartExpiryPlan =
  /** The cart-timeout dialog with 'Start over', which goes to `startOver`. */
  | { action: 'dialog'; startOver: string }
  /** "On manage the page reloads." */
  | { action: 'reload' }
  /** "On reschedule it goes to /manage/{orderId}." */
  | { action: 'navigate'; to: string }

/**
 * storefront §4 "On expiry: A modal appears, the upsell chain is cleared and the cart is cleared.
 * On manage the page reloads. On reschedule the user goes to /manage/{orderId}." `pathname` is
 * the route path (seller base already stripped). Elsewhere the cart-timeout dialog shows; its
 * 'Start over' goes home (decision: the spec does not say where; home sends a visitor on to the
 * admission event, storefront §2 /).
 * @example cartExpiryPlan('/manage/5/reschedule/12') // { action: 'navigate', to: '/manage/5' }
 */
export function cartExpiryPlan(pathname: string): CartExpiryPlan {
  const match = matchRoute(pathname)
  const name = match?.route.name
  if (match && name === 'manageReschedule')
    return { action: 'navigate', to: buildPath('manage', { id: match.params.orderId ?? '' }) }
  if (name === 'manage' || name === 'manageConfirm') return { action: 'reload' }
  return { action: 'dialog', startOver: buildPath('home') }
}

/**
 * The body of `PATCH my/cart/{id}` (calls §7: "expires_at (current expiry plus 2 minutes)").
 * @example extensionBody('2025-06-02T14:00:00.000Z') // { expires_at: '2025-06-02T14:02:00.000Z' }
 */
export function extensionBody(currentExpiresAt: string): { expires_at: string } {
  return { expires_at: new Date(Date.parse(currentExpiresAt) + CART_EXTENSION_MS).toISOString() }
}
