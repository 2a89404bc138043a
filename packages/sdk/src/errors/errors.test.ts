import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from '../i18n/messages.en'
import type { Translate } from '../i18n/types'
import {
  catalogueEntryFor,
  errorCatalogue,
  errorForFlow,
  FoyerError,
  foyerErrorFromFailure,
  foyerErrorFromResponse,
  isCodeRequiredBlock,
  isExpectedRescheduleError,
  isExpectedReserveError,
  messageForError,
  resourceTypeOf,
  type messageKeyFor,
  paymentProviderErrorMessage,
  promoCodeMessageKey,
  promoErrorMessage,
  type Result,
} from './index'

// A translate over the English catalogue, enough for these tests (createI18n has its own tests).
const t: Translate = (key, params) =>
  en[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole))

const envelope = (item: Record<string, unknown>) => ({ _data: [item] })

describe('foyerErrorFromResponse (calls §8 Generic: read the first item of the response data)', () => {
  it('keeps code, status, description, context and extra of _data[0]', () => {
    const error = foyerErrorFromResponse(
      402,
      envelope({
        _code: 'intent_requires_action',
        _description: 'Needs action',
        _context: 'pay',
        _extra: { client_secret: 'pi_1' },
      }),
    )
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('FoyerError')
    expect(error.code).toBe('intent_requires_action')
    expect(error.status).toBe(402)
    expect(error.description).toBe('Needs action')
    expect(error.context).toBe('pay')
    expect(error.extra).toEqual({ client_secret: 'pi_1' })
    expect(error.message).toBe('Needs action')
  })

  it('reads only the first item', () => {
    const error = foyerErrorFromResponse(400, { _data: [{ _code: 'first' }, { _code: 'second' }] })
    expect(error.code).toBe('first')
  })

  it('a body that is not the envelope gives code unexpected and keeps the status', () => {
    for (const body of [null, 'Bad Gateway', {}, { _data: [] }, { _data: 'x' }, [1]]) {
      const error = foyerErrorFromResponse(502, body)
      expect(error.code).toBe('unexpected')
      expect(error.status).toBe(502)
      expect(error.description).toBeNull()
      expect(error.messageKey).toBe('error.generic')
    }
  })

  it('picks the message of the flow (calls §8 Reserve and promo: calendar validation_failed in event_calendar)', () => {
    const body = envelope({ _code: 'validation_failed', _context: 'event_calendar' })
    expect(foyerErrorFromResponse(400, body, { flow: 'reserve' }).messageKey).toBe('reserve.tooManyTicketTypes')
    // code + context is unambiguous, so the generic flow finds it too
    expect(foyerErrorFromResponse(400, body).messageKey).toBe('reserve.tooManyTicketTypes')
    // the same code elsewhere is a different message
    expect(foyerErrorFromResponse(400, envelope({ _code: 'validation_failed' }), { flow: 'checkout' }).messageKey).toBe(
      'checkout.validationFailed',
    )
    expect(foyerErrorFromResponse(400, envelope({ _code: 'validation_failed' })).messageKey).toBe('error.generic')
  })
})

describe('foyerErrorFromFailure (no response)', () => {
  it('names timeouts, aborts and network errors', () => {
    expect(foyerErrorFromFailure(new DOMException('t', 'TimeoutError')).code).toBe('timeout')
    expect(foyerErrorFromFailure(new DOMException('a', 'AbortError')).code).toBe('aborted')
    expect(foyerErrorFromFailure(new TypeError('fetch failed')).code).toBe('network_error')
    expect(foyerErrorFromFailure(new Error('boom')).code).toBe('unexpected')
    expect(foyerErrorFromFailure('boom').code).toBe('unexpected')
  })

  it('has no status, the generic message, and keeps the cause', () => {
    const cause = new TypeError('fetch failed')
    const error = foyerErrorFromFailure(cause)
    expect(error.status).toBeNull()
    expect(error.messageKey).toBe('error.generic')
    expect(error.cause).toBe(cause)
    expect(messageForError(error, t)).toBe('Sorry! Something unexpected happened. Please try again.')
  })

  it('returns a FoyerError unchanged', () => {
    const error = new FoyerError({ code: 'x' })
    expect(foyerErrorFromFailure(error)).toBe(error)
  })
})

describe('FoyerError message (what a script reads in error.message)', () => {
  it('an error the sdk made before any API call (a busy store, a chunk that failed to load) does not say a request failed', () => {
    expect(new FoyerError({ code: 'busy', messageKey: 'error.generic' }).message).toBe(
      'Stopped before any API call: busy (busy)',
    )
    expect(new FoyerError({ code: 'chunk_load_failed' }).message).toBe(
      'Stopped before any API call: chunk_load_failed (chunk_load_failed)',
    )
    expect(new FoyerError({ code: 'renewal_not_open' }).message).toBe(
      'Stopped before any API call: renewal_not_open (renewal_not_open)',
    )
  })

  it('an error of a call names the call and its status', () => {
    const error = new FoyerError({
      code: 'conflict',
      status: 409,
      request: { method: 'POST', url: 'https://api.test/x' },
    })
    expect(error.message).toBe('The request failed: conflict (conflict, HTTP 409, POST https://api.test/x)')
    expect(new FoyerError({ code: 'busy', status: 409 }).message).toBe('The request failed: busy (busy, HTTP 409)')
  })
})

describe('messageForError (calls §8 Generic)', () => {
  it('client errors 400 to 499 show the server _description', () => {
    for (const status of [400, 401, 404, 409, 499]) {
      const error = foyerErrorFromResponse(status, envelope({ _code: 'x', _description: 'Server words' }))
      expect(messageForError(error, t)).toBe('Server words')
    }
  })

  it("a 404 with no description of its own says 'Resource {type} not found.' (calls §8 Other), the type from the path", () => {
    const at = (url: string) => ({ request: { method: 'GET', url } })
    const event = foyerErrorFromResponse(404, envelope({ _code: 'not_found' }), at('https://x.test/api/v1/events/e-1'))
    expect(messageForError(event, t)).toBe('Resource event_template not found.')
    const cart = foyerErrorFromResponse(404, {}, at('https://x.test/api/v1/my/cart/c-1/modify?_seller=s'))
    expect(messageForError(cart, t)).toBe('Resource cart not found.')
    expect(resourceTypeOf(null)).toBe('resource')
    expect(resourceTypeOf({ method: 'GET', url: '/api/v1/ticket_order/o-1' })).toBe('ticket_order')
    // A flow with a 404 message of its own keeps it (calls §8 Orders: 404 shows not-found page).
    const order = foyerErrorFromResponse(404, {}, { flow: 'orders', ...at('https://x.test/api/v1/ticket_order/o-1') })
    expect(messageForError(order, t)).toBe(t('orders.orderNotFound'))
  })

  it('other statuses, or no description, show the catalogue message', () => {
    const server = foyerErrorFromResponse(500, envelope({ _code: 'x', _description: 'Internal details' }))
    expect(messageForError(server, t)).toBe('Sorry! Something unexpected happened. Please try again.')
    const bare = foyerErrorFromResponse(400, envelope({ _code: 'validation_failed' }), { flow: 'checkout' })
    expect(messageForError(bare, t)).toBe(
      'There were errors found in the information you submitted. Please address the errors and re-submit the form.',
    )
  })
})

describe('error catalogue (calls §8)', () => {
  it('every entry names a message that exists', () => {
    for (const entry of errorCatalogue) expect(en[entry.messageKey], JSON.stringify(entry)).toBeTypeOf('string')
  })

  it('every flow has a default entry', () => {
    const flows = new Set(errorCatalogue.map((e) => e.flow))
    for (const flow of flows) {
      expect(
        errorCatalogue.some((e) => e.flow === flow && e.code === undefined && e.status === undefined),
        flow,
      ).toBe(true)
    }
  })

  it.each<[Parameters<typeof messageKeyFor>[0], Record<string, unknown>, number, MessageKey, string]>([
    ['account', { _code: 'incorrect_password' }, 401, 'account.incorrectPassword', 'forgotPasswordLink'],
    ['account', { _code: 'guest_account' }, 400, 'account.guestAccount', 'requestPasswordReset'],
    ['account', { _code: 'validate_not_email' }, 400, 'account.emailNotValid', 'show'],
    ['passcode', { _code: 'otp_incorrect' }, 400, 'login.passcodeInvalid', 'remainingAttempts'],
    ['passcode', { _code: 'otp_token_expired' }, 400, 'login.requestNewCode', 'requestNewCode'],
    ['passcode', { _code: 'not_authorized' }, 403, 'login.requestNewCode', 'requestNewCode'],
    ['passcode', { _code: 'not_available_yet' }, 400, 'login.codeNotReady', 'retryLater'],
    ['reserve', { _code: 'event_session_sold_out' }, 400, 'reserve.soldOutSession', 'sessionSoldOut'],
    [
      'reserve',
      { _code: 'rule_blocks_reserve', _context: 'checkout_rules' },
      400,
      'promo.codeRequired',
      'codeRequired',
    ],
    ['promo', { _code: 'code_exhausted' }, 400, 'promo.invalidCode', 'expected'],
    ['promo', { _code: 'something_else' }, 400, 'promo.tryLater', 'show'],
    ['cartLoad', { _code: 'scope_error' }, 400, 'error.generic', 'deleteAndReload'],
    ['cartLoad', { _code: 'not_configured', _context: 'stripe_gateway' }, 400, 'error.generic', 'clearCart'],
    ['cartLoad', { _code: 'not_found' }, 404, 'cart.notFound', 'clearCart'],
    ['cartLoad', { _code: 'cart_expired' }, 400, 'error.generic', 'cartExpired'],
    ['cartDelete', { _code: 'not_found' }, 404, 'error.generic', 'ignore'],
    ['cartDelete', { _code: 'boom' }, 500, 'error.generic', 'show'],
    ['transferCart', { _code: 'forbidden' }, 403, 'cart.accessDenied', 'ignore'],
    ['giftCard', { _code: 'not_found' }, 404, 'giftCard.notFound', 'expected'],
    ['giftCard', { _code: 'boom' }, 500, 'giftCard.trouble', 'show'],
    ['giftCode', { _code: 'not_found' }, 404, 'giftCode.invalid', 'expected'],
    ['orders', { _code: 'not_found' }, 404, 'orders.orderNotFound', 'notFoundPage'],
    ['orders', { _code: 'boom' }, 500, 'orders.somethingWentWrong', 'show'],
    ['resend', { _code: 'not_found' }, 404, 'orders.resendNotFound', 'expected'],
    ['forgotPassword', { _code: 'not_found' }, 404, 'error.generic', 'success'],
    ['forgotMembership', { _code: 'not_found' }, 404, 'error.generic', 'success'],
    ['resetPassword', { _code: 'validate_failed' }, 400, 'orders.resetLinkInvalid', 'expected'],
    ['resetPassword', { _code: 'not_found' }, 404, 'orders.resetLinkInvalid', 'expected'],
    ['setEmailAddress', { _code: 'conflict' }, 409, 'account.emailInUse', 'expected'],
    ['reschedule', { _code: 'tickets_too_old' }, 400, 'orders.startAgain', 'startAgain'],
    [
      'reschedule',
      { _code: 'ticket_not_found', _context: 'cart_remove_tickets' },
      400,
      'orders.startAgain',
      'startAgain',
    ],
    ['reschedule', { _code: 'ticket_not_found' }, 400, 'orders.contactUsToReschedule', 'show'],
    ['eventLoad', { _code: 'not_found' }, 404, 'error.eventTemplateNotFound', 'notFoundPage'],
    ['eventLoad', { _code: 'tickets_unavailable' }, 400, 'error.ticketsUnavailable', 'expected'],
  ])('%s %o (%i) → %s, %s', (flow, item, status, messageKey, handling) => {
    const error = foyerErrorFromResponse(status, envelope(item), { flow })
    expect(error.messageKey).toBe(messageKey)
    expect(catalogueEntryFor(flow, error).handling).toBe(handling)
  })

  it('not_available_yet retries after 5 s (calls §8 Account)', () => {
    expect(catalogueEntryFor('passcode', { code: 'not_available_yet' }).retryAfterMs).toBe(5000)
  })

  it('errorForFlow re-keys an error for its flow', () => {
    const error = foyerErrorFromResponse(404, envelope({ _code: 'not_found' }))
    expect(error.messageKey).toBe('error.generic')
    const keyed = errorForFlow(error, 'resend')
    expect(keyed.messageKey).toBe('orders.resendNotFound')
    expect(keyed.status).toBe(404)
    expect(t(keyed.messageKey)).toBe('No orders could be found for this email address.')
  })
})

describe('expected reserve codes (calls §8 Reserve and promo)', () => {
  it.each([
    'max_tickets_per_order_exceeded',
    'min_tickets_per_order_not_met',
    'event_session_sold_out',
    'member_limit_exceeded',
    'ticket_group_sold_out',
  ])('%s is expected', (code) => {
    expect(isExpectedReserveError(code)).toBe(true)
  })

  it('capacity codes are expected only in context reserve', () => {
    expect(isExpectedReserveError('ticket_group_capacity_exceeded', 'reserve')).toBe(true)
    expect(isExpectedReserveError({ code: 'session_capacity_exceeded', context: 'reserve' })).toBe(true)
    expect(isExpectedReserveError('ticket_group_capacity_exceeded')).toBe(false)
    expect(isExpectedReserveError('session_capacity_exceeded', 'cart')).toBe(false)
  })

  it('other codes are not expected', () => {
    expect(isExpectedReserveError('scope_error')).toBe(false)
    expect(isExpectedReserveError('validation_failed', 'event_calendar')).toBe(false)
  })

  it('reschedule expected codes (calls §8 Orders)', () => {
    expect(isExpectedRescheduleError('tickets_too_old')).toBe(true)
    expect(isExpectedRescheduleError('cart_expired')).toBe(true)
    expect(isExpectedRescheduleError('ticket_not_found', 'cart_remove_tickets')).toBe(true)
    expect(isExpectedRescheduleError('ticket_not_found')).toBe(false)
    expect(isExpectedRescheduleError('member_limit_exceeded')).toBe(false)
  })
})

describe('promo codes (calls §8 Reserve and promo)', () => {
  it.each([
    'code_exhausted',
    'code_not_found',
    'additional_info_validation_failed',
    'validation_failed',
    'invalid_citypass',
    'citypass_failure',
    'no_code_benefit',
  ])('user-facing %s defaults to "code is not a valid promo code"', (code) => {
    expect(t(promoCodeMessageKey(code))).toBe('code is not a valid promo code')
  })

  it('an unknown code is "Sorry. Please try again later."', () => {
    expect(t(promoCodeMessageKey('database_down'))).toBe('Sorry. Please try again later.')
  })

  it('user-facing codes show the server words; unknown codes never do', () => {
    const userFacing = foyerErrorFromResponse(400, envelope({ _code: 'code_exhausted', _description: 'Used up' }))
    expect(promoErrorMessage(userFacing, t)).toBe('Used up')
    const unknown = foyerErrorFromResponse(400, envelope({ _code: 'sql_error', _description: 'SELECT failed' }))
    expect(promoErrorMessage(unknown, t)).toBe('Sorry. Please try again later.')
    const bare = foyerErrorFromResponse(400, envelope({ _code: 'code_not_found' }))
    expect(promoErrorMessage(bare, t)).toBe('code is not a valid promo code')
  })

  it('rule_blocks_reserve in checkout_rules with block_reason code_required opens the code modal', () => {
    const block = foyerErrorFromResponse(
      400,
      envelope({ _code: 'rule_blocks_reserve', _context: 'checkout_rules', _extra: { block_reason: 'code_required' } }),
    )
    expect(isCodeRequiredBlock(block)).toBe(true)
    expect(isCodeRequiredBlock({ ...block, extra: { block_reason: 'sold_out' } })).toBe(false)
    expect(isCodeRequiredBlock({ ...block, context: 'reserve' })).toBe(false)
  })
})

describe('payment provider errors (calls §8 Checkout)', () => {
  it('card_error: prefix, provider message, edit-details suffix', () => {
    expect(paymentProviderErrorMessage({ type: 'card_error', message: 'Your card was declined.' }, t)).toBe(
      'Your card has not been charged. Your card was declined. Please edit your payment details and try again.',
    )
  })

  it('other types use the generic payment message, not the provider text', () => {
    const text = paymentProviderErrorMessage({ type: 'api_error', message: 'internal' }, t)
    expect(text).toBe(
      `Your card has not been charged. ${en['checkout.paymentFailed']} Please edit your payment details and try again.`,
    )
  })

  it('wallet zip errors add the zip note', () => {
    const text = paymentProviderErrorMessage({ type: 'card_error', message: 'Declined.', walletZipMismatch: true }, t)
    expect(text).toContain(en['checkout.walletZipMismatch'])
    expect(text.endsWith('Please edit your payment details and try again.')).toBe(true)
  })
})

describe('Result', () => {
  it('narrows on error', () => {
    const results: Result<number>[] = [{ data: 1 }, { error: new FoyerError({ code: 'x' }) }]
    const seen = results.map((r) => (r.error ? r.error.code : r.data + 1))
    expect(seen).toEqual([2, 'x'])
  })
})

describe('FoyerError logging (calls §8 "Sensitive fields are redacted from logs")', () => {
  it('JSON of an error redacts secrets in extra', () => {
    const error = foyerErrorFromResponse(
      402,
      envelope({ _code: 'intent_requires_action', _extra: { client_secret: 'pi_secret_1', amount: 5 } }),
    )
    const logged = JSON.stringify(error)
    expect(logged).not.toContain('pi_secret_1')
    expect(JSON.parse(logged)).toMatchObject({ code: 'intent_requires_action', status: 402, extra: { amount: 5 } })
  })
})
