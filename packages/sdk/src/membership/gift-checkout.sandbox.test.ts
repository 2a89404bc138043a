/**
 * A guest's gift of membership at checkout against the sandbox (storefront §5 Membership "Gifting
 * to your own e-mail is rejected"; calls §5 'You cannot gift a membership to yourself. Do you want
 * to buy or renew a membership?'; calls §8 Generic: a 4xx shows its _description).
 */
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { checkoutErrorMessage, fieldProblemMessage, getCheckout } from '../checkout/index.js'
import { createSandboxProvider } from '../payment/sandbox.js'
import { FoyerError } from '../errors/index.js'
import { membershipForm } from './index.js'

let run: OnSandbox
beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
afterEach(() => run.close())

async function guestGift(recipient: string) {
  const payment = createSandboxProvider({
    controlBase: 'http://sandbox/_sandbox',
    fetch: async (request) => run.sandbox.app.fetch(request),
  })
  const storefront = run.visitor({ payment })
  const form = membershipForm(storefront, seedIds.membership, { context: 'gift' })
  await form.load()
  form.selectLevel('ms-individual')
  form.setMember('member', 0, { first: 'Charlie', last: 'Chaplin' })
  form.setRecipient({ email: recipient })
  expect((await form.submit()).error).toBeUndefined()
  const checkout = getCheckout(storefront)
  await checkout.start()
  payment.setCardNumber('4242 4242 4242 4242')
  return { storefront, checkout }
}

describe('a guest gifting a membership to their own e-mail', () => {
  it('is refused before paying, on the e-mail, whatever its case; no checkout call is made', async () => {
    const { storefront, checkout } = await guestGift('charlie@example.org')
    const email = 'Charlie@Example.org'
    for (const [name, value] of Object.entries({
      first_name: 'Charlie',
      last_name: 'Chaplin',
      email,
      email_confirm: email.toLowerCase(),
    }))
      checkout.setField(name, value)
    checkout.setTermsAccepted(true)
    const refused = await checkout.submit()
    expect(refused.error?.code).toBe('validation_failed')
    const problem = checkout.getSnapshot().problems.email
    expect(problem).toEqual({ code: 'message', messageKey: 'membership.cannotGiftToSelf' })
    expect(fieldProblemMessage('email', problem!, storefront.i18n.t)).toBe(
      'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
    )
    expect(run.requests.some((r) => r.path.includes('checkout'))).toBe(false)
    // Another purchaser e-mail is no self-gift.
    checkout.setField('email', 'grace@example.org')
    checkout.setField('email_confirm', 'grace@example.org')
    const paid = await checkout.submit()
    expect(paid.error).toBeUndefined()
    expect(paid.data?.kind).toBe('complete')
  })

  it("a server's refusal shows its description, not the form's validation sentence (calls §8 Generic)", () => {
    const server = new FoyerError({
      code: 'validation_failed',
      status: 400,
      messageKey: 'checkout.validationFailed',
      description: 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
    })
    const t = run.visitor().i18n.t
    expect(checkoutErrorMessage({ error: server, paymentError: null }, t)).toBe(server.description)
    const own = new FoyerError({ code: 'validation_failed', status: null, messageKey: 'checkout.validationFailed' })
    expect(checkoutErrorMessage({ error: own, paymentError: null }, t)).toMatch(/^There were errors found/)
  })
})
