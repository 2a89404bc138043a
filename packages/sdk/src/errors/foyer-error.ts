/**
 * FoyerError, results and the mapping of failures to the error catalogue's messages (calls §8).
 */
import type { MessageKey, Translate } from '../i18n/types'
import {
  errorCatalogue,
  EXPECTED_RESCHEDULE_ERRORS,
  EXPECTED_RESERVE_ERRORS,
  USER_FACING_PROMO_CODES,
  type ErrorCatalogueEntry,
  type ErrorFlow,
} from './catalogue'
import { redact } from './redact'

/** Codes the sdk gives failures that have no server answer. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'aborted' | 'unexpected'

/**
 * The codes the sdk names: its own (a selection incomplete, a busy store, …) and the server codes
 * it acts on, such as `cart_expired` or `event_session_sold_out` (the error catalogue, calls §8).
 * Any other server `_code` comes through as it is, so the type stays open to strings.
 */
export type FoyerErrorCode =
  | ClientErrorCode
  | 'validation_failed'
  | 'not_found'
  | 'busy'
  | 'not_ready'
  | 'selection_incomplete'
  | 'details_invalid'
  | 'payment_not_supported'
  | 'cart_expired'
  | 'cart_completed'
  | 'code_not_found'
  | 'code_exhausted'
  | 'rule_blocks_reserve'
  | 'member_limit_exceeded'
  | 'event_session_sold_out'
  | 'intent_requires_action'
  | 'chunk_load_failed'
  | 'cart_part_paid'
  | 'invalid_input'
  | 'no_cart'
  | 'checkout_incomplete'
  | (string & {})

/**
 * What kind of failure it is, as stripe-node sorts them: `connection_error` (no answer: network,
 * timeout, aborted), `api_error` (the server failed, 5xx), `invalid_request_error` (the server
 * refused the request, 4xx), `client_error` (the sdk refused it before any call, or could not
 * read the answer).
 */
export type FoyerErrorType = 'connection_error' | 'api_error' | 'invalid_request_error' | 'client_error'

/** The call a failure came from. */
export interface FoyerErrorRequest {
  /** `GET`, `POST`, … */
  method: string
  url: string
}

/** What a `FoyerError` is made of. */
export interface FoyerErrorInit {
  code: FoyerErrorCode
  status?: number | null
  description?: string | null
  context?: string | null
  extra?: Record<string, unknown> | null
  messageKey?: MessageKey
  cause?: unknown
  /** The call it came from, when there was one. */
  request?: FoyerErrorRequest | null
}

/** The brand every FoyerError carries, so `isFoyerError` holds across copies of the sdk (ESM and CJS). */
const FOYER_ERROR = Symbol.for('@foyer/sdk.FoyerError')

const CLIENT_SENTENCES: Record<ClientErrorCode, string> = {
  network_error: 'The request could not reach the server',
  timeout: 'The server did not answer in time',
  aborted: 'The request was aborted',
  unexpected: 'The answer was not one the storefront could read',
}

/**
 * The readable message: the server's description, else a sentence with the code, status and call.
 * An error with neither a status nor a call was made by the sdk before any call: it does not say a
 * request failed.
 */
function readableMessage(init: FoyerErrorInit): string {
  if (init.description) return init.description
  const madeHere = !init.status && !init.request
  const sentence =
    (CLIENT_SENTENCES as Record<string, string>)[init.code] ??
    (madeHere ? `Stopped before any API call: ${init.code}` : `The request failed: ${init.code}`)
  const facts = [
    init.code,
    init.status ? `HTTP ${init.status}` : null,
    init.request ? `${init.request.method} ${init.request.url}` : null,
  ].filter(Boolean)
  return `${sentence} (${facts.join(', ')})`
}

function errorType(code: string, status: number | null): FoyerErrorType {
  if (status !== null && status >= 500) return 'api_error'
  if (status !== null && status >= 400) return 'invalid_request_error'
  if (code === 'network_error' || code === 'timeout' || code === 'aborted') return 'connection_error'
  return 'client_error'
}

/**
 * The one error type of the sdk: the server's `_code` kept all the way to the screen, so an app
 * can switch on it rather than match English text, with the HTTP status, the server's
 * `_description`, `_context`, `_extra`, the call (method and URL), and the key of the message to
 * show, chosen by the sdk's error catalogue from the code, its context and the status (calls §8).
 *
 * Expected failures are returned as `Result` values, never thrown.
 *
 * @example
 * const error = foyerErrorFromResponse(409, { _data: [{ _code: 'conflict', _description: 'In use' }] })
 * error.code // 'conflict'
 * messageForError(error, i18n.t) // 'In use': a 4xx shows the server's description (calls §8 Generic)
 */
export class FoyerError extends Error {
  override readonly name = 'FoyerError'
  /** Server `_code`, or `network_error` | `timeout` | `aborted` | `unexpected` for client-side failures. */
  code: FoyerErrorCode
  /** What kind of failure it is (see `FoyerErrorType`). */
  readonly type: FoyerErrorType
  /** The call it came from (method and URL), or null. */
  request: FoyerErrorRequest | null
  /** HTTP status; null when there was no response. */
  status: number | null
  /** Server `_description`. */
  description: string | null
  /** Server `_context`. */
  context: string | null
  /**
   * Extra data the server sent with the error (its `_extra`), e.g. the `client_secret` of a 402
   * `intent_requires_action`, used to confirm the payment with the card provider (calls §4).
   */
  extra: Record<string, unknown> | null
  /** Key into the message catalogue. */
  messageKey: MessageKey

  constructor(init: FoyerErrorInit) {
    super(readableMessage(init), init.cause === undefined ? undefined : { cause: init.cause })
    Object.defineProperty(this, FOYER_ERROR, { value: true })
    this.code = init.code
    this.status = init.status ?? null
    this.type = errorType(init.code, this.status)
    this.request = init.request ?? null
    this.description = init.description ?? null
    this.context = init.context ?? null
    this.extra = init.extra ?? null
    this.messageKey = init.messageKey ?? messageKeyFor('generic', this)
  }

  /** A loggable form with sensitive fields redacted (calls §8 "Sensitive fields are redacted from logs"). */
  toJSON(): Record<string, unknown> {
    return redact({
      name: this.name,
      type: this.type,
      code: this.code,
      status: this.status,
      request: this.request,
      description: this.description,
      context: this.context,
      extra: this.extra,
      messageKey: this.messageKey,
    }) as Record<string, unknown>
  }
}

/**
 * What a call that can fail for an expected reason resolves to: `{ data }` on success, `{ error }`
 * with a `FoyerError` on an expected failure (a sold-out session, an expired cart, a refused card,
 * no network). Such failures are values, never thrown; a throw means a bug.
 * @example
 * const result = await storefront.catalog.loadEvent('general-admission')
 * if (result.error) console.log(result.error.code)
 * else console.log(result.data.name)
 */
export type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: FoyerError }

export function ok<T>(data: T): Result<T> {
  return { data }
}

export function err<T = never>(error: FoyerError): Result<T> {
  return { error }
}

/**
 * Whether a value is a FoyerError, also one made by another copy of the sdk (the ESM and the
 * CommonJS build in one app): the brand is checked, not the class.
 */
export function isFoyerError(value: unknown): value is FoyerError {
  return (
    value instanceof FoyerError ||
    (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FOYER_ERROR] === true)
  )
}

/** The parts of an error the catalogue matches on. */
export interface ErrorMatch {
  code: string
  context?: string | null
  status?: number | null
}

const GENERIC_ENTRY = errorCatalogue.find((e) => e.flow === 'generic') as ErrorCatalogueEntry

function matches(entry: ErrorCatalogueEntry, error: ErrorMatch): boolean {
  if (entry.code !== undefined && entry.code !== error.code) return false
  if (entry.context !== undefined && entry.context !== error.context) return false
  if (entry.status !== undefined && entry.status !== error.status) return false
  return true
}

/**
 * The catalogue entry for an error in a flow: the first entry of the flow whose code, context and
 * status all match (entries without code and status are the flow's default), else the generic one.
 *
 * For flow `generic` an entry of any flow that names both code and context is used, since the
 * pair is unambiguous (e.g. `validation_failed` in `event_calendar`, calls §8 Reserve and promo).
 */
export function catalogueEntryFor(flow: ErrorFlow, error: ErrorMatch): ErrorCatalogueEntry {
  const found =
    flow === 'generic'
      ? errorCatalogue.find((e) => e.code !== undefined && e.context !== undefined && matches(e, error))
      : errorCatalogue.find((e) => e.flow === flow && matches(e, error))
  return found ?? GENERIC_ENTRY
}

/** The message key for an error in a flow (see `catalogueEntryFor`). */
export function messageKeyFor(flow: ErrorFlow, error: ErrorMatch): MessageKey {
  return catalogueEntryFor(flow, error).messageKey
}

/** The same error with the message key its flow gives it. */
export function errorForFlow(error: FoyerError, flow: ErrorFlow): FoyerError {
  return new FoyerError({
    code: error.code,
    status: error.status,
    description: error.description,
    context: error.context,
    extra: error.extra,
    messageKey: messageKeyFor(flow, error),
    cause: error.cause,
    request: error.request,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * A `FoyerError` from an HTTP error answer. Reads the first item of the response data, as
 * calls §8 Generic says: `{ "_data": [ { "_code", "_description", "_context"?, "_extra"? } ] }`.
 * A body that is not the envelope gives code `unexpected` with the status kept.
 *
 * @param options.flow the flow that made the call, to pick its message (default `generic`).
 */
export function foyerErrorFromResponse(
  status: number,
  body: unknown,
  options: { flow?: ErrorFlow; request?: FoyerErrorRequest | null } = {},
): FoyerError {
  const first = isRecord(body) && Array.isArray(body._data) ? body._data[0] : undefined
  const item = isRecord(first) ? first : {}
  const code = stringOrNull(item._code) ?? 'unexpected'
  const context = stringOrNull(item._context)
  const error: ErrorMatch = { code, context, status }
  return new FoyerError({
    code,
    status,
    description: stringOrNull(item._description),
    context,
    extra: isRecord(item._extra) ? item._extra : null,
    messageKey: messageKeyFor(options.flow ?? 'generic', error),
    request: options.request ?? null,
  })
}

/**
 * A `FoyerError` for a call that got no answer: `timeout` (an `AbortSignal.timeout` fired, a
 * `TimeoutError`), `aborted` (the caller aborted), `network_error` (fetch rejected with a
 * `TypeError`, as it does for a dropped connection), else `unexpected`. The status is null and
 * the message is the generic one of calls §8. A `FoyerError` is returned as it is.
 */
export function foyerErrorFromFailure(cause: unknown, request: FoyerErrorRequest | null = null): FoyerError {
  if (cause instanceof FoyerError) return cause
  const name = isRecord(cause) || cause instanceof Error ? (cause as { name?: unknown }).name : undefined
  const code: ClientErrorCode =
    name === 'TimeoutError'
      ? 'timeout'
      : name === 'AbortError'
        ? 'aborted'
        : cause instanceof TypeError
          ? 'network_error'
          : 'unexpected'
  return new FoyerError({ code, status: null, messageKey: 'error.generic', cause, request })
}

/** True when the status is a client error, 400 to 499 (calls §8 Generic). */
export function isClientErrorStatus(status: number | null): status is number {
  return status !== null && status >= 400 && status <= 499
}

/**
 * The text to show for an error. calls §8 Generic: "Client errors 400 to 499 read the first item
 * of the response data and show its _description"; otherwise the catalogue message of the key.
 */
export function messageForError(error: FoyerError, t: Translate): string {
  if (isClientErrorStatus(error.status) && error.description) return error.description
  // calls §8 Other: a 404 with no words of its own and no flow's message says what was missing.
  if (error.status === 404 && error.messageKey === 'error.generic')
    return t('error.resourceNotFound', { type: resourceTypeOf(error.request) })
  return t(error.messageKey)
}

/** The contract's names of the resources behind the paths that differ from them. */
const RESOURCE_OF_PATH: Readonly<Record<string, string>> = {
  events: 'event_template',
  ledger: 'gift_card',
  login: 'user',
  membership_rules: 'membership_rule',
}

/**
 * The resource a request was for, as calls §8 names it in 'Resource {type} not found.': the path's
 * first segment after the API prefix and `my/` (`/api/v1/events/x` → `event_template`,
 * `/api/v1/my/cart/x` → `cart`); `resource` when there was no request.
 */
export function resourceTypeOf(request: FoyerErrorRequest | null): string {
  if (!request) return 'resource'
  let path: string
  try {
    path = new URL(request.url, 'http://localhost').pathname
  } catch {
    return 'resource'
  }
  const segments = path.split('/').filter(Boolean)
  const api = segments.findIndex((segment) => /^v\d+$/.test(segment))
  const rest = segments.slice(api + 1)
  const first = rest[0] === 'my' ? rest[1] : rest[0]
  if (!first) return 'resource'
  return RESOURCE_OF_PATH[first] ?? first
}

function codeAndContext(codeOrError: string | ErrorMatch, context?: string | null): ErrorMatch {
  return typeof codeOrError === 'string' ? { code: codeOrError, context: context ?? null } : codeOrError
}

/**
 * calls §8 Reserve and promo: the expected reserve codes (shown, not logged as faults).
 * `ticket_group_capacity_exceeded` and `session_capacity_exceeded` are expected only in context
 * `reserve`, so for them the context must be given.
 *
 * @example isExpectedReserveError('event_session_sold_out') // true
 * @example isExpectedReserveError('session_capacity_exceeded', 'reserve') // true
 */
export function isExpectedReserveError(codeOrError: string | ErrorMatch, context?: string | null): boolean {
  const error = codeAndContext(codeOrError, context)
  return EXPECTED_RESERVE_ERRORS.some(
    (e) => e.code === error.code && (!('context' in e) || e.context === error.context),
  )
}

/**
 * Whether a reschedule failure is one the visitor is shown rather than a fault to log: a ticket
 * already gone from the order (`ticket_not_found` in context `cart_remove_tickets`) (calls §8 Orders).
 */
export function isExpectedRescheduleError(codeOrError: string | ErrorMatch, context?: string | null): boolean {
  const error = codeAndContext(codeOrError, context)
  return EXPECTED_RESCHEDULE_ERRORS.some(
    (e) => e.code === error.code && (!('context' in e) || e.context === error.context),
  )
}

/**
 * Whether a promo code error is one whose server words may be shown to the visitor (an unknown,
 * expired or used-up code); any other is answered 'Sorry. Please try again later.' (calls §8
 * Reserve and promo).
 */
export function isUserFacingPromoCode(code: string): boolean {
  return (USER_FACING_PROMO_CODES as readonly string[]).includes(code)
}

/**
 * calls §8 Reserve and promo: the message key for a promo code error: user-facing codes default
 * to 'code is not a valid promo code', any other code is 'Sorry. Please try again later.'.
 */
export function promoCodeMessageKey(code: string): MessageKey {
  return isUserFacingPromoCode(code) ? 'promo.invalidCode' : 'promo.tryLater'
}

/**
 * The text for a promo code error: a user-facing code shows the server's words when given, else
 * the default; any other code shows 'Sorry. Please try again later.' and never the server's words
 * (they are not meant for the user).
 */
export function promoErrorMessage(error: FoyerError, t: Translate): string {
  if (isUserFacingPromoCode(error.code) && error.description) return error.description
  // storefront §5: a CityPASS voucher that matches neither pattern, as the sdk refuses it before
  // any call (cart `applyCodes`, issue 15), or a server's invalid_citypass without words.
  if (error.code === 'invalid_citypass') return t('reserve.citypassFormat')
  return t(promoCodeMessageKey(error.code))
}

/**
 * Whether a reserve was refused until the visitor enters a code (`rule_blocks_reserve` in context
 * `checkout_rules` with `block_reason` `code_required`): the page then asks for a code, showing
 * the server's description (calls §8 Reserve and promo).
 */
export function isCodeRequiredBlock(error: ErrorMatch & { extra?: Record<string, unknown> | null }): boolean {
  return (
    error.code === 'rule_blocks_reserve' &&
    error.context === 'checkout_rules' &&
    error.extra?.block_reason === 'code_required'
  )
}

/** An error from the payment provider (Stripe or the sandbox's), with its type and its message for the user (calls §8 Checkout). */
export interface PaymentProviderError {
  /** Provider error type, e.g. `card_error`, `invalid_request_error`, `validation_error`. */
  type: string
  message?: string | null
  /** A wallet payment whose zip did not match (adds the note of calls §8 Checkout). */
  walletZipMismatch?: boolean
}

/**
 * calls §8 Checkout: "Payment provider errors are prefixed 'Your card has not been charged.' for
 * card and wallets, followed by the provider message for card_error or invalid_request_error,
 * else a generic message; wallet zip errors add a note about a mismatched zip in the wallet
 * address … Provider errors are followed by 'Please edit your payment details and try again.'"
 */
export function paymentProviderErrorMessage(error: PaymentProviderError, t: Translate): string {
  const providerSpeaks = error.type === 'card_error' || error.type === 'invalid_request_error'
  const parts = [
    t('checkout.cardNotCharged'),
    providerSpeaks && error.message ? error.message : t('checkout.paymentFailed'),
    error.walletZipMismatch ? t('checkout.walletZipMismatch') : null,
    t('checkout.editPaymentDetails'),
  ]
  return parts.filter((p): p is string => p !== null).join(' ')
}
