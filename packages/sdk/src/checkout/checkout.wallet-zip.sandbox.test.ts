/**
 * The wallet ZIP note of calls §8 Checkout against the in-process sandbox (issue 15): "Payment
 * provider errors are prefixed 'Your card has not been charged.' for card and wallets … wallet zip
 * errors add a note about a mismatched zip in the wallet address; the cart is refreshed". The
 * sandbox declines its ZIP-check test card (4000 0000 0000 0036, pm_card_avsZipFail) with
 * incorrect_zip; the simulated wallet holds the typed test card. Through the contract observer.
 */
import { contractFetch } from '@foyer/contract/observe'
import { createSandbox, seedIds, type Sandbox } from '@foyer/sandbox'
import { afterEach, describe, expect, it } from 'vitest'
import { createCart } from '../cart/cart.store.js'
import { createHttp } from '../http/client.js'
import { createI18n } from '../i18n/index.js'
import { createSandboxProvider } from '../payment/sandbox.js'
import { systemClock, type Clock } from '../store/clock.js'
import { createEvents } from '../store/events.js'
import { createMemoryStorage } from '../store/storage.js'
import { checkoutErrorMessage, createCheckout } from './checkout.store.js'

const origin = 'http://sandbox'
const apiBase = `${origin}/api/v1`
const t = createI18n().t
const NOW = '2026-03-10T14:00:00Z'
const tenTomorrow = `${seedIds.generalAdmission}-20260311-1000`
const ZIP_NOTE = 'The ZIP code in your wallet address may not match the one your card issuer has on file.'

let sandbox: Sandbox
let observed: ReturnType<typeof contractFetch>
const disposers: (() => void)[] = []

afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose()
  expect(observed.violations).toEqual([])
})

async function atCheckout() {
  sandbox = createSandbox({ now: NOW })
  observed = contractFetch((request) => sandbox.app.fetch(request), { apiBase })
  const clock: Clock = { ...systemClock, now: () => sandbox.clock.now().getTime() }
  const storage = createMemoryStorage()
  const events = createEvents()
  const http = createHttp({ apiBase, seller: 'demo-museum', fetch: observed.fetch, clock })
  disposers.push(() => http.dispose())
  const cart = createCart({
    http,
    events,
    clock,
    storage,
    seller: 'demo-museum',
    imageLocation: { apiBase, seller: 'demo-museum' },
  })
  const payment = createSandboxProvider({
    controlBase: `${origin}/_sandbox`,
    fetch: async (request) => sandbox.app.fetch(request),
  })
  const checkout = createCheckout({ http, clock, storage, events, seller: 'demo-museum', cart, payment, settings: {} })
  const reserved = await cart.modify({
    channel_id: 'web',
    reserve: { tickets: [{ ticket_type_id: seedIds.ticketTypes.adult, event_session_id: tenTomorrow, quantity: 1 }] },
  })
  expect(reserved.error).toBeUndefined()
  await checkout.start()
  for (const [name, value] of Object.entries({
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.org',
    email_confirm: 'grace@example.org',
  }))
    checkout.setField(name, value)
  payment.mountWallet('#wallet', { onPaymentMethod: async (method) => void (await checkout.payWithWallet(method)) })
  return { cart, checkout, payment }
}

describe('calls §8 Checkout: the wallet ZIP note', () => {
  it('a wallet whose card fails the ZIP check: not charged, the provider message, the ZIP note, the cart still there', async () => {
    const { cart, checkout, payment } = await atCheckout()
    const outstanding = cart.getSnapshot().totals?.outstanding
    payment.setCardNumber('4000 0000 0000 0036')
    await payment.payWithWallet('google_pay')
    expect(checkout.getSnapshot().paymentError).toMatchObject({ type: 'card_error', walletZipMismatch: true })
    expect(checkoutErrorMessage(checkout.getSnapshot(), t)).toBe(
      `Your card has not been charged. Your card’s zip code failed validation. ${ZIP_NOTE} Please edit your payment details and try again.`,
    )
    expect(cart.getSnapshot()).toMatchObject({ status: 'ready' })
    expect(cart.getSnapshot().totals?.outstanding).toBe(outstanding)
  })

  it('the same card typed in the card form is declined without the wallet note', async () => {
    const { checkout, payment } = await atCheckout()
    payment.setCardNumber('4000 0000 0000 0036')
    await checkout.submit()
    const message = checkoutErrorMessage(checkout.getSnapshot(), t)
    expect(message).toContain('Your card has not been charged. Your card’s zip code failed validation.')
    expect(message).not.toContain(ZIP_NOTE)
  })
})
