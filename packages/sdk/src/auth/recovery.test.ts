/**
 * Recovery rules (storefront §5 Password (set); forgot and resend e-mails) and the calls against
 * the sandbox (calls §7 password_reset/*, ticket_order/resend; calls §8 Orders).
 */
import fc from 'fast-check'
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  RECOVERY_EMAIL_MAX,
  passwordProblem,
  recoveryEmailProblem,
  setEmailProblem,
} from './recovery.js'

describe('storefront §5 Password (set)', () => {
  it('8 to 254 characters, 3 of 4 classes, no space at the ends, printable, and the confirmation matches', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, RECOVERY_EMAIL_MAX]).toEqual([8, 254, 254])
    expect(passwordProblem('', '')).toBe('checkout.fieldRequired')
    expect(passwordProblem('Ab1-', 'Ab1-')).toBe('form.invalidPassword')
    expect(passwordProblem('alllowercase1', 'alllowercase1')).toBe('form.invalidPassword')
    expect(passwordProblem(' Padded-Pass1', ' Padded-Pass1')).toBe('form.invalidPassword')
    expect(passwordProblem('Tab\tPass1word', 'Tab\tPass1word')).toBe('form.invalidPassword')
    expect(passwordProblem('Good-Pass1', 'Good-Pass2')).toBe('form.passwordsMustMatch')
    expect(passwordProblem('Good-Pass1', 'Good-Pass1')).toBeNull()
    expect(passwordProblem('lower-case-1', 'lower-case-1')).toBeNull()
  })
  it('property: a password with a space at either end, or shorter than 8, is never taken', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (core) => {
        for (const password of [` ${core}`, `${core} `, core.slice(0, 7)])
          expect(passwordProblem(password, password)).not.toBeNull()
      }),
    )
  })
  it("set e-mail: the domain needs a dot ('Email address is not valid.'), both entries match", () => {
    expect(setEmailProblem('ada@localhost', 'ada@localhost')).toBe('form.emailNotValid')
    expect(setEmailProblem('ada@example.org', 'ADA@example.org ')).toBeNull()
    expect(setEmailProblem('ada@example.org', 'ada@example.com')).toBe('form.emailsMustMatch')
  })
  it('the forgot and resend e-mail: required, an e-mail, at most 254', () => {
    expect(recoveryEmailProblem(' ')).toBe('checkout.fieldRequired')
    expect(recoveryEmailProblem('ada')).toBe('form.emailNotValid')
    expect(recoveryEmailProblem(`${'a'.repeat(250)}@b.co`)).toBe('form.emailNotValid')
    expect(recoveryEmailProblem(' ada@example.org ')).toBeNull()
  })
})

describe('recovery against the sandbox', () => {
  let run: OnSandbox
  beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
  afterEach(() => run.close())

  async function lastResetToken(): Promise<string> {
    const answer = await run.sandbox.app.fetch(new Request('http://sandbox/_sandbox/outbox'))
    const { emails } = (await answer.json()) as { emails: { text: string }[] }
    return /token=([\w-]+)/.exec(emails.at(-1)?.text ?? '')?.[1] ?? ''
  }

  it('forgot password: sent for a member and, to tell nobody who has an account, for a stranger too', async () => {
    const { auth } = run.visitor()
    expect(await auth.requestPasswordReset('nobody@example.org')).toEqual({ data: null })
    expect(await auth.requestPasswordReset(seedIds.knownEmail)).toEqual({ data: null })
    expect((await auth.requestPasswordReset('ada')).error?.messageKey).toBe('form.emailNotValid')
  })

  it("reset: a link without its token is 'This reset link is not valid. It may have expired.' at once", async () => {
    const { auth } = run.visitor()
    for (const token of ['', '   ']) {
      expect((await auth.checkResetLink(token)).error?.messageKey).toBe('orders.resetLinkInvalid')
      expect((await auth.resetPassword(token, 'New-Password1', 'New-Password1')).error?.messageKey).toBe(
        'orders.resetLinkInvalid',
      )
    }
  })

  it('reset: the link names the account, the new password must pass, then the link is spent', async () => {
    const { auth } = run.visitor()
    await auth.requestPasswordReset(seedIds.knownEmail)
    const token = await lastResetToken()
    expect(await auth.checkResetLink(token)).toEqual({ data: { email: seedIds.knownEmail } })
    expect((await auth.resetPassword(token, 'weak', 'weak')).error?.messageKey).toBe('form.invalidPassword')
    expect(await auth.resetPassword(token, 'New-Password1', 'New-Password1')).toEqual({ data: null })
    expect((await auth.checkResetLink(token)).error?.messageKey).toBe('orders.resetLinkInvalid')
  })

  it("resend: 'No orders could be found for this email address.' for an e-mail with none", async () => {
    const { auth } = run.visitor()
    expect((await auth.resendTickets('nobody@example.org')).error?.messageKey).toBe('orders.resendNotFound')
  })
})
