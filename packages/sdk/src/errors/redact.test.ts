import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { redact, REDACTED } from './redact'

// calls §8 Generic: "Sensitive fields are redacted from logs."
describe('redact (calls §8 Generic)', () => {
  it('redacts credentials and payment secrets at any depth', () => {
    const payment = {
      amount: '12.50',
      gateway_id: 'stripe',
      gateway_data: { ledger_type: 'gift_card', ledger_number: '1234567890', source: 'pm_1' },
      captcha: { provider: 'hcaptcha', token: 'tok' },
    }
    expect(redact(payment)).toEqual({
      amount: '12.50',
      gateway_id: 'stripe',
      gateway_data: { ledger_type: 'gift_card', ledger_number: REDACTED, source: 'pm_1' },
      captcha: REDACTED,
    })
    expect(redact({ email: 'a@b.c', password: 'p', password_confirm: 'p' })).toEqual({
      email: 'a@b.c',
      password: REDACTED,
      password_confirm: REDACTED,
    })
    expect(redact([{ token: 't', otp: '123456' }, { jwt: 'j' }])).toEqual([
      { token: REDACTED, otp: REDACTED },
      { jwt: REDACTED },
    ])
    expect(redact({ extra: { client_secret: 's' }, cardNumber: '4242' })).toEqual({
      extra: { client_secret: REDACTED },
      cardNumber: REDACTED,
    })
  })

  it('redacts query values and the gift card number in a ledger path (calls §7)', () => {
    expect(redact('/user/reset-password?token=abc&x=1')).toBe(`/user/reset-password?token=${REDACTED}&x=1`)
    expect(redact('https://api.test/api/v1/ledger/7/123456789?_seller=demo')).toBe(
      `https://api.test/api/v1/ledger/7/${REDACTED}?_seller=demo`,
    )
    expect(redact(new URL('https://s.test/my?otp=999999'))).toBe(`https://s.test/my?otp=${REDACTED}`)
    expect(redact(new URLSearchParams('otp=1&member_code=9'))).toBe(`otp=${REDACTED}&member_code=9`)
  })

  it('redacts headers', () => {
    expect(redact(new Headers({ Authorization: 'Bearer x', 'Tix-App': 'ecomm' }))).toEqual({
      authorization: REDACTED,
      'tix-app': 'ecomm',
    })
  })

  it('does not change its input and survives cycles', () => {
    const input: Record<string, unknown> = { password: 'p' }
    input.self = input
    const out = redact(input) as Record<string, unknown>
    expect(input.password).toBe('p')
    expect(out.password).toBe(REDACTED)
    expect(out.self).toBe('[circular]')
  })

  it('logs a FoyerError-like object through its toJSON, and survives a toJSON returning itself', () => {
    const loggable = { toJSON: () => ({ code: 'x', extra: { client_secret: 's' } }) }
    expect(redact({ error: loggable })).toEqual({ error: { code: 'x', extra: { client_secret: REDACTED } } })
    const selfish: { toJSON?: () => unknown } = {}
    selfish.toJSON = () => selfish
    expect(redact(selfish)).toBe('[circular]')
  })

  it('never lets a password value through, whatever the surrounding data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 8 }), (other, secret) => {
        const logged = JSON.stringify(redact({ other, nested: [{ password: `SECRET-${secret}` }] }))
        expect(logged).not.toContain(`SECRET-${secret}`)
      }),
    )
  })

  it('keeps values that are not sensitive', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('email', 'amount', 'event_id', 'name'), fc.integer()), (value) => {
        expect(redact(value)).toEqual(value)
      }),
    )
  })
})
