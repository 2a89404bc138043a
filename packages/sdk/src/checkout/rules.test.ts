import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FoyerError } from '../errors'
import { moneyToCents } from '../reserve/rules/index.js'
import { createI18n } from '../i18n'
import type { TicketGroup } from '../reserve/types.js'
import {
  ACCEPTED_REDIRECT_INTENT_STATUSES,
  ADDRESS_LOOKUP_COUNTRIES,
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  ADDRESS_LOOKUP_MIN_LENGTH,
  CUSTOM_FIELD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PAYMENT_MAX,
  PAYMENT_METHOD_ORDER,
  PAYMENT_MIN,
  PAYMENT_MIN_GBP,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  POSTAL_CODE_MIN_LENGTH,
  WALLET_BUTTON_HEIGHT_PX,
  canTickTerms,
  checkoutRoute,
  clampOtherAmount,
  declineFromError,
  isAcceptedRedirectStatus,
  isCaptchaRequired,
  isDonationUpsellShown,
  isExpectedDecline,
  isFreeOrder,
  isIntentProcessing,
  isPaymentAmountSupported,
  orderPaymentMethods,
  paymentAmountProblem,
  paymentDue,
  paymentOptionAmount,
  paymentOptions,
  paymentTypeFor,
  providerAmount,
  readCheckoutAnswer,
  readRedirectReturn,
  requiredActionSecret,
  scheduledPaymentStatus,
  sendEmailFor,
  termsProblem,
  withoutCaptcha,
} from './rules'
import {
  extraCheckoutFields,
  fieldProblemMessage,
  identityFormFieldsOf,
  identityFormFields,
  isPostalCode,
  purchaserFromIdentity,
  validateIdentity,
} from './identity.js'

const money = (cents: number) => (cents / 100).toFixed(2)

describe('calls §9 and storefront §5 constants', () => {
  it('Payment bounds: GBP 0.30 to 999999.99; others 0.50 to 999999.99', () => {
    expect([PAYMENT_MIN_GBP, PAYMENT_MIN, PAYMENT_MAX]).toEqual(['0.30', '0.50', '999999.99'])
  })
  it('Payment method order: apple_pay, google_pay, card; wallet button height 48 px', () => {
    expect(PAYMENT_METHOD_ORDER).toEqual(['apple_pay', 'google_pay', 'card'])
    expect(WALLET_BUTTON_HEIGHT_PX).toBe(48)
  })
  it('identity limits: names 50, e-mail 254, phone 50, custom fields 1000, postal code 4 to 10', () => {
    expect([NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, CUSTOM_FIELD_MAX_LENGTH]).toEqual([50, 254, 50, 1000])
    expect([POSTAL_CODE_MIN_LENGTH, POSTAL_CODE_MAX_LENGTH]).toEqual([4, 10])
  })
  it('address lookup: 4 characters, 300 ms debounce, USA / GBR / CAN / AUS / NZL', () => {
    expect(ADDRESS_LOOKUP_MIN_LENGTH).toBe(4)
    expect(ADDRESS_LOOKUP_DEBOUNCE_MS).toBe(300)
    expect(ADDRESS_LOOKUP_COUNTRIES).toEqual(['USA', 'GBR', 'CAN', 'AUS', 'NZL'])
  })
  it('calls §4: accepted intent statuses after a redirect: requires_capture, processing, succeeded', () => {
    expect(ACCEPTED_REDIRECT_INTENT_STATUSES).toEqual(['requires_capture', 'processing', 'succeeded'])
    expect(isAcceptedRedirectStatus('processing')).toBe(true)
    expect(isAcceptedRedirectStatus('requires_payment_method')).toBe(false)
    expect(isAcceptedRedirectStatus(null)).toBe(false)
  })
})

describe('storefront §5 identity form', () => {
  const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', email_confirm: 'ADA@example.org' }

  it('always includes first_name, last_name and e-mail (with its confirmation), required', () => {
    const fields = identityFormFields()
    expect(fields.map((f) => [f.name, f.required, f.maxLength])).toEqual([
      ['first_name', true, 50],
      ['last_name', true, 50],
      ['email', true, 254],
      ['email_confirm', true, 254],
    ])
    expect(validateIdentity({}, fields)).toEqual({
      first_name: { code: 'required' },
      last_name: { code: 'required' },
      email: { code: 'required' },
      email_confirm: { code: 'required' },
    })
  })
  it("e-mail must match the confirm field case-insensitively ('Email addresses must match.')", () => {
    const fields = identityFormFields()
    expect(validateIdentity(valid, fields)).toEqual({})
    expect(validateIdentity({ ...valid, email_confirm: 'ada@example.com' }, fields)).toEqual({
      email_confirm: { code: 'message', messageKey: 'form.emailsMustMatch' },
    })
    expect(validateIdentity({ ...valid, email: 'not-an-email', email_confirm: 'not-an-email' }, fields).email).toEqual({
      code: 'format',
    })
  })
  it('names max 50, e-mail max 254, phone max 50, custom fields max 1000', () => {
    const fields = identityFormFields({ phone: 'optional', customFields: [{ key: 'company', label: 'Company' }] })
    const problems = validateIdentity(
      { ...valid, first_name: 'x'.repeat(51), phone: '1'.repeat(51), 'additional_info.company': 'c'.repeat(1001) },
      fields,
    )
    expect(problems).toEqual({
      first_name: { code: 'too_long', max: 50 },
      phone: { code: 'too_long', max: 50 },
      'additional_info.company': { code: 'too_long', max: 1000 },
    })
    expect(
      validateIdentity({ ...valid, last_name: 'x'.repeat(50), 'additional_info.company': 'c'.repeat(1000) }, fields),
    ).toEqual({})
  })
  it('configured custom fields follow the built-in ones, required when configured so', () => {
    const fields = identityFormFields({ customFields: [{ key: 'member_no', label: 'Member number', required: true }] })
    expect(fields.at(-1)).toEqual({
      name: 'additional_info.member_no',
      kind: 'text',
      required: true,
      maxLength: 1000,
      label: 'Member number',
    })
    expect(validateIdentity(valid, fields)).toEqual({ 'additional_info.member_no': { code: 'required' } })
  })
  it("storefront §3 Ticket group meta extra_checkout_fields: the cart's tickets ask for more, shown and required", () => {
    const contents = {
      tickets: [{ ticket_group_id: 'school' }, { ticket_group_id: 'ga' }],
      ticketGroups: [
        { id: 'school', meta: { extra_checkout_fields: ['phone', 'zip_code', 'shoe_size', 7] } },
        { id: 'ga', meta: { extra_checkout_fields: ['additional_info.school'] } },
        { id: 'not-held', meta: { extra_checkout_fields: ['address'] } },
      ],
    }
    expect(extraCheckoutFields(contents)).toEqual(['additional_info.school', 'phone', 'zip_code'])
    expect(extraCheckoutFields({ tickets: [], ticketGroups: contents.ticketGroups })).toEqual([])
    const fields = identityFormFields({ requiredByTickets: ['phone', 'zip_code'] })
    expect(fields.find((f) => f.name === 'phone')?.required).toBe(true)
    expect(fields.find((f) => f.name === 'zip_code')?.required).toBe(true)
    expect(fields.find((f) => f.name === 'city')?.required).toBe(false)
  })
  it("storefront §3 meta identity_form: the form a group names, else its event's, adds its fields, required", () => {
    expect(identityFormFieldsOf('contact')).toEqual(['phone'])
    expect(identityFormFieldsOf('Postal')).toEqual(['address', 'city', 'country', 'zip_code'])
    expect(identityFormFieldsOf('full')).toEqual(['phone', 'address', 'city', 'country', 'zip_code'])
    expect(identityFormFieldsOf({ fields: ['phone', 'additional_info.school', 'shoe_size'] })).toEqual([
      'phone',
      'additional_info.school',
    ])
    // A form this storefront does not know, or none, asks nothing.
    expect(identityFormFieldsOf('membership')).toEqual([])
    expect(identityFormFieldsOf(null)).toEqual([])
    const contents = {
      tickets: [{ ticket_group_id: 'evening' }, { ticket_group_id: 'supporters' }],
      ticketGroups: [
        { id: 'evening', event_template_id: 'fridays', meta: { identity_form: null } },
        { id: 'supporters', event_template_id: 'fridays', meta: { identity_form: 'postal' } },
        { id: 'not-held', event_template_id: 'fridays', meta: { identity_form: { fields: ['additional_info.x'] } } },
      ],
      eventTemplates: [{ id: 'fridays', meta: { identity_form: 'contact' } }],
    }
    // 'evening' takes its event's contact form; 'supporters' its own postal form (not the event's too).
    expect(extraCheckoutFields(contents)).toEqual(['address', 'city', 'country', 'phone', 'zip_code'])
    expect(extraCheckoutFields({ ...contents, tickets: [{ ticket_group_id: 'supporters' }] })).toEqual([
      'address',
      'city',
      'country',
      'zip_code',
    ])
    // With extra_checkout_fields beside it: both.
    const school = {
      tickets: [{ ticket_group_id: 'school' }],
      ticketGroups: [
        { id: 'school', meta: { extra_checkout_fields: ['additional_info.school'], identity_form: 'contact' } },
      ],
    }
    expect(extraCheckoutFields(school)).toEqual(['additional_info.school', 'phone'])
    // Only added: the tenant's optional phone becomes required, the tenant's address stays.
    const fields = identityFormFields({ address: true, requiredByTickets: extraCheckoutFields(school) })
    expect(fields.find((f) => f.name === 'phone')?.required).toBe(true)
    expect(fields.find((f) => f.name === 'address')?.required).toBe(false)
  })
  it('fields required by the payment method are forced to required', () => {
    const fields = identityFormFields({ phone: 'optional', requiredByPaymentMethod: ['phone'] })
    expect(fields.find((f) => f.name === 'phone')?.required).toBe(true)
  })
  it('for bacs_debit and afterpay_clearpay, address, city, country and zip_code are required', () => {
    for (const method of ['bacs_debit', 'afterpay_clearpay']) {
      const fields = identityFormFields({ paymentMethod: method })
      const required = fields.filter((f) => f.required).map((f) => f.name)
      expect(required).toEqual([
        'first_name',
        'last_name',
        'email',
        'email_confirm',
        'address',
        'city',
        'country',
        'zip_code',
      ])
    }
    expect(identityFormFields({ paymentMethod: 'card' }).some((f) => f.name === 'address')).toBe(false)
    expect(
      identityFormFields({ paymentMethod: 'card', address: true })
        .filter((f) => f.required)
        .map((f) => f.name),
    ).toEqual(['first_name', 'last_name', 'email', 'email_confirm'])
  })
  it('postal code: letters or digits with an optional space or hyphen, length 4 to 10', () => {
    for (const ok of ['SW1A 1AA', '10001', '90210-1234', 'K1A0B1', 'AB12']) expect(isPostalCode(ok), ok).toBe(true)
    for (const bad of ['123', 'SW1A  1AA', '1234567890A', 'AB-12-34', '12_345', '-1234'])
      expect(isPostalCode(bad), bad).toBe(false)
  })
  it('property: a postal code is accepted only when 4–10 long of letters/digits with at most one inner space or hyphen', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 \-_]{0,12}$/), (typed) => {
        // What the visitor typed is trimmed first, like every identity field.
        const code = typed.trim()
        const expected = code.length >= 4 && code.length <= 10 && /^[A-Za-z0-9]+([ -][A-Za-z0-9]+)?$/.test(code)
        expect(isPostalCode(typed)).toBe(expected)
      }),
    )
  })
  it('state is required only for countries that have a list, and must be one of it', () => {
    const fields = identityFormFields({ address: true })
    const address = { ...valid, address: '1 Main St', city: 'Springfield', zip_code: '12345' }
    expect(validateIdentity({ ...address, country: 'US' }, fields)).toEqual({ state: { code: 'required' } })
    expect(validateIdentity({ ...address, country: 'US', state: 'ZZ' }, fields)).toEqual({ state: { code: 'format' } })
    expect(validateIdentity({ ...address, country: 'US', state: 'ny' }, fields)).toEqual({})
    expect(validateIdentity({ ...address, country: 'GB' }, fields)).toEqual({})
    expect(validateIdentity({ ...address, country: 'US', zip_code: '1', state: 'NY' }, fields)).toEqual({
      zip_code: { code: 'format' },
    })
  })
  it('property: names are accepted exactly when non-blank and at most 50 after trimming', () => {
    const fields = identityFormFields()
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (name) => {
        const problems = validateIdentity({ ...valid, first_name: name }, fields)
        const trimmed = name.trim()
        if (trimmed === '') expect(problems.first_name).toEqual({ code: 'required' })
        else if (trimmed.length > 50) expect(problems.first_name).toEqual({ code: 'too_long', max: 50 })
        else expect(problems.first_name).toBeUndefined()
      }),
    )
  })
  it('the purchaser for POST user: trimmed, confirmation dropped, custom fields under additional_info', () => {
    expect(
      purchaserFromIdentity({
        ...valid,
        first_name: ' Ada ',
        phone: '',
        city: 'London',
        'additional_info.company': ' ACME ',
      }),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      city: 'London',
      additional_info: { company: 'ACME' },
    })
  })
})

describe('storefront §5 terms and captcha', () => {
  it('terms must be accepted when terms text is configured', () => {
    expect(termsProblem({ termsText: 'Be nice.', accepted: false })).toEqual({ code: 'required' })
    expect(termsProblem({ termsText: 'Be nice.', accepted: true })).toBeNull()
    expect(termsProblem({ termsText: '  ', accepted: false })).toBeNull()
    expect(termsProblem({ termsText: null, accepted: false })).toBeNull()
  })
  it('viewing the terms modal may be required before ticking', () => {
    expect(canTickTerms({ mustView: true, viewed: false })).toBe(false)
    expect(canTickTerms({ mustView: true, viewed: true })).toBe(true)
    expect(canTickTerms({ viewed: false })).toBe(true)
  })
  it('a captcha token is required if a captcha key is configured and the user is not logged in', () => {
    expect(isCaptchaRequired({ captchaKey: 'site-key', loggedIn: false })).toBe(true)
    expect(isCaptchaRequired({ captchaKey: 'site-key', loggedIn: true })).toBe(false)
    expect(isCaptchaRequired({ captchaKey: null, loggedIn: false })).toBe(false)
  })
  it('calls §3: the captcha is removed before the call is sent', () => {
    expect(withoutCaptcha({ gateway_id: 'stripe', captcha: { provider: 'hcaptcha', token: 't' } })).toEqual({
      gateway_id: 'stripe',
    })
  })
})

describe('storefront §4 scheduled payments and calls §5 payment options', () => {
  const now = Date.parse('2026-03-10T14:00:00Z')
  it('Upcoming if its due date minus one second is in the future, else Overdue', () => {
    expect(scheduledPaymentStatus({ due: '2026-03-10T14:00:01.001Z' }, now)).toBe('upcoming')
    expect(scheduledPaymentStatus({ due: '2026-03-10T14:00:01.000Z' }, now)).toBe('overdue')
    expect(scheduledPaymentStatus({ due: '2026-03-09T00:00:00Z' }, now)).toBe('overdue')
  })
  it('the payment due is the outstanding balance less the upcoming scheduled payments', () => {
    const scheduled = [
      { id: 'a', due: '2026-03-01T00:00:00Z', amount: '20.00', status: 'scheduled' },
      { id: 'b', due: '2026-04-01T00:00:00Z', amount: '30.00', status: 'scheduled' },
      { id: 'c', due: '2026-05-01T00:00:00Z', amount: '30.00', status: 'scheduled' },
    ]
    expect(paymentDue('80.00', scheduled, now)).toBe('20.00')
    expect(paymentDue('80.00', [], now)).toBe('80.00')
    expect(paymentDue('40.00', scheduled, now)).toBe('0.00')
  })
  it('only the outstanding option shows when due equals outstanding', () => {
    expect(paymentOptions('80.00', '80.00')).toEqual(['outstanding'])
    expect(paymentOptions('20.00', '80.00')).toEqual(['due', 'outstanding', 'other'])
  })
  it('nothing due now (the next scheduled payment is upcoming): no due option, which would pay nothing', () => {
    expect(paymentOptions('0.00', '80.00')).toEqual(['outstanding', 'other'])
    expect(paymentOptions('0.00', '0.00')).toEqual(['outstanding'])
  })
  it('other amount is clamped between the due amount and the outstanding balance', () => {
    expect(clampOtherAmount('5', '20.00', '80.00')).toBe('20.00')
    expect(clampOtherAmount('35.5', '20.00', '80.00')).toBe('35.50')
    expect(clampOtherAmount(100, '20.00', '80.00')).toBe('80.00')
    expect(clampOtherAmount('abc', '20.00', '80.00')).toBe('20.00')
    expect(paymentOptionAmount('other', { due: '20.00', outstanding: '80.00', other: '50' })).toBe('50.00')
    expect(paymentOptionAmount('due', { due: '20.00', outstanding: '80.00' })).toBe('20.00')
    expect(paymentOptionAmount('outstanding', { due: '20.00', outstanding: '80.00' })).toBe('80.00')
  })
  it('property: the clamp always lands between due and outstanding, and keeps values inside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: -1e8, max: 2e8 }),
        (a, b, v) => {
          const [due, outstanding] = a <= b ? [a, b] : [b, a]
          const clamped = moneyToCents(clampOtherAmount(money(v), money(due), money(outstanding)))
          expect(clamped).toBeGreaterThanOrEqual(due)
          expect(clamped).toBeLessThanOrEqual(outstanding)
          if (v >= due && v <= outstanding) expect(clamped).toBe(v)
        },
      ),
    )
  })
})

describe('calls §9 payment bounds and provider amount', () => {
  it('GBP 0.30 to 999999.99; other currencies 0.50 to 999999.99', () => {
    expect(isPaymentAmountSupported('0.30', 'GBP')).toBe(true)
    expect(isPaymentAmountSupported('0.29', 'GBP')).toBe(false)
    expect(isPaymentAmountSupported('0.30', 'USD')).toBe(false)
    expect(isPaymentAmountSupported('0.50', 'USD')).toBe(true)
    expect(isPaymentAmountSupported('999999.99', 'EUR')).toBe(true)
    expect(isPaymentAmountSupported('1000000.00', 'EUR')).toBe(false)
    expect(paymentAmountProblem('0.10', 'USD')).toBe('checkout.paymentNotSupportedForAmount')
    expect(paymentAmountProblem('10.00', 'USD')).toBeNull()
  })
  it('property: supported exactly within the bounds of the currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('GBP', 'USD', 'EUR', 'gbp'),
        (cents, currency) => {
          const min = currency.toUpperCase() === 'GBP' ? 30 : 50
          expect(isPaymentAmountSupported(money(cents), currency)).toBe(cents >= min && cents <= 99_999_999)
        },
      ),
    )
  })
  it('Provider amount: due times 100, rounded, currency lowercase', () => {
    expect(providerAmount('70.96', 'USD')).toEqual({ amount: 7096, currency: 'usd' })
    expect(providerAmount('19.99', 'GBP')).toEqual({ amount: 1999, currency: 'gbp' })
    expect(providerAmount(12.345, 'EUR')).toEqual({ amount: 1235, currency: 'eur' })
    expect(providerAmount(0.1 + 0.2, 'EUR')).toEqual({ amount: 30, currency: 'eur' })
  })
  it('property: the provider amount of a two-decimal amount is its cents, from a string or a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(providerAmount(money(cents), 'USD').amount).toBe(cents)
        expect(providerAmount(cents / 100, 'USD').amount).toBe(cents)
      }),
    )
  })
  it('orders methods apple_pay, google_pay, card, others after; a wallet if supported, else card', () => {
    expect(orderPaymentMethods(['card', 'bacs_debit', 'google_pay', 'apple_pay'])).toEqual([
      'apple_pay',
      'google_pay',
      'card',
      'bacs_debit',
    ])
    expect(paymentTypeFor(['card', 'google_pay'])).toBe('google_pay')
    expect(paymentTypeFor(['card'])).toBe('card')
  })
  it('a free order is one with nothing outstanding', () => {
    expect(isFreeOrder('0.00')).toBe(true)
    expect(isFreeOrder('-1.00')).toBe(true)
    expect(isFreeOrder('0.01')).toBe(false)
  })
})

describe('calls §3, §4, §7 the checkout call and its result', () => {
  it('send_email: guests yes, staff unless suppressEmailNotification, free orders never', () => {
    expect(sendEmailFor({ kind: 'guest' }, 'stripe')).toBe(true)
    expect(sendEmailFor({ kind: 'staff', suppressEmailNotification: true }, 'stripe')).toBe(false)
    expect(sendEmailFor({ kind: 'staff', suppressEmailNotification: false }, 'stripe')).toBe(true)
    expect(sendEmailFor({ kind: 'guest' }, 'free')).toBe(false)
  })
  it('reads { status, cart, ticket_order } and nothing else', () => {
    const answer = readCheckoutAnswer({
      status: 'completed',
      cart: { _data: [{ id: 'c1', state: 'completed' }] },
      ticket_order: { _data: [{ id: 'o1' }, { id: 'o2' }] },
    })
    expect(answer).toEqual({
      status: 'completed',
      cart: { id: 'c1', state: 'completed' },
      orders: [{ id: 'o1' }, { id: 'o2' }],
      tickets: [],
    })
    expect(readCheckoutAnswer({ cart: { _data: [] } })).toBeNull()
    expect(readCheckoutAnswer({ status: 'done' })).toBeNull()
  })
  it('completed → /checkout/complete?orderIds=; pending → /checkout/pending/{cartId}; partial stays', () => {
    expect(checkoutRoute({ status: 'completed', orders: [{ id: 'o1' }, { id: 7 }], cartId: 'c1' })).toEqual({
      kind: 'complete',
      to: '/checkout/complete?orderIds=o1,7',
      orderIds: ['o1', '7'],
    })
    expect(checkoutRoute({ status: 'pending', orders: [], cartId: 'c1' })).toEqual({
      kind: 'pending',
      to: '/checkout/pending/c1',
      cartId: 'c1',
    })
    expect(checkoutRoute({ status: 'partial', orders: [], cartId: 'c1' })).toEqual({
      kind: 'partial',
      scrollToTop: true,
      clearPaymentElement: true,
      untickTerms: true,
    })
  })
  it('editing an existing order: success goes to /manage/{orderId}', () => {
    expect(
      checkoutRoute({ status: 'completed', orders: [{ id: 'o1' }], cartId: 'c9' }, { editingOrderId: '42' }),
    ).toEqual({ kind: 'manage', to: '/manage/42', orderId: '42' })
  })
  it('intent_processing means pending; a 402 intent_requires_action carries the client secret', () => {
    expect(isIntentProcessing(new FoyerError({ code: 'intent_processing', status: 202 }))).toBe(true)
    expect(
      requiredActionSecret(
        new FoyerError({ code: 'intent_requires_action', status: 402, extra: { client_secret: 'pi_1_secret_x' } }),
      ),
    ).toBe('pi_1_secret_x')
    expect(requiredActionSecret(new FoyerError({ code: 'validation_failed', status: 400 }))).toBeNull()
  })
  it('a card_declined answer becomes the provider error of calls §8 (type and message); declines the visitor can fix are expected', () => {
    const decline = declineFromError(
      new FoyerError({
        code: 'card_declined',
        status: 400,
        context: 'stripe_gateway',
        description: 'Declined',
        extra: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    )
    expect(decline).toEqual({ type: 'card_error', message: 'Your card was declined.' })
    expect(isExpectedDecline(decline!)).toBe(true)
    expect(isExpectedDecline({ type: 'api_error' })).toBe(false)
    expect(declineFromError(new FoyerError({ code: 'validation_failed', status: 400 }))).toBeNull()
  })
  it('a redirect return carries the payment intent secret in the query', () => {
    expect(
      readRedirectReturn('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded'),
    ).toEqual({
      clientSecret: 'pi_1_secret_2',
      paymentIntentId: 'pi_1',
      redirectStatus: 'succeeded',
    })
    expect(readRedirectReturn('cartId=c1')).toBeNull()
  })
})

describe('storefront §2 Checkout: the donation upsell', () => {
  const ticket = (id: string, fields: Record<string, unknown> = {}) => ({
    id,
    ticket_type_id: 'adult',
    ticket_group_id: 'ga',
    event_template_id: 'museum',
    state: 'in_cart',
    ...fields,
  })
  const groups: TicketGroup[] = [
    { id: 'ga', name: 'General', handler: 'tickets' },
    { id: 'gifts', name: 'Support us', handler: 'donation' },
  ]
  it('is offered when a donation event is configured and the cart holds no donation', () => {
    expect(
      isDonationUpsellShown({
        donationEventId: 'support',
        contents: { tickets: [ticket('t1')], ticketGroups: groups },
      }),
    ).toBe(true)
  })
  it('is not offered once the cart holds a donation, without a donation event, or without held tickets', () => {
    expect(
      isDonationUpsellShown({
        donationEventId: 'support',
        contents: {
          tickets: [ticket('t1'), ticket('t2', { event_template_id: 'support', ticket_group_id: 'x' })],
          ticketGroups: groups,
        },
      }),
    ).toBe(false)
    expect(
      isDonationUpsellShown({
        donationEventId: 'support',
        contents: { tickets: [ticket('t1'), ticket('t2', { ticket_group_id: 'gifts' })], ticketGroups: groups },
      }),
    ).toBe(false)
    expect(
      isDonationUpsellShown({ donationEventId: null, contents: { tickets: [ticket('t1')], ticketGroups: groups } }),
    ).toBe(false)
    expect(
      isDonationUpsellShown({
        donationEventId: 'support',
        contents: { tickets: [ticket('t1', { state: 'booked' })], ticketGroups: groups },
      }),
    ).toBe(false)
  })
})

describe('fieldProblemMessage (storefront §5 Identity: the problem beside each field)', () => {
  const t = createI18n().t
  it('words each problem, the e-mail ones and the terms in their own sentences', () => {
    expect(fieldProblemMessage('first_name', { code: 'required' }, t)).toBe('This field is required.')
    expect(fieldProblemMessage('terms', { code: 'required' }, t)).toBe(
      'Please accept the terms and conditions to continue.',
    )
    expect(fieldProblemMessage('last_name', { code: 'too_long', max: 50 }, t)).toBe('Use 50 characters or fewer.')
    expect(fieldProblemMessage('zip_code', { code: 'too_short', min: 4 }, t)).toBe('Use at least 4 characters.')
    expect(fieldProblemMessage('email', { code: 'format' }, t)).toBe('Email address is not valid.')
    expect(fieldProblemMessage('zip_code', { code: 'format' }, t)).toBe('Check the format of this field.')
    expect(fieldProblemMessage('email_confirm', { code: 'message', messageKey: 'form.emailsMustMatch' }, t)).toBe(
      'Email addresses must match.',
    )
  })
})
