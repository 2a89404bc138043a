/**
 * The checkout page's wiring (storefront §2 Checkout; §4 Checkout result; calls §4) that the
 * journeys against the sandbox do not reach — a redirect-based payment return (the sandbox provider
 * never leaves the page) and a partial result (gift cards are applied through the cart widget's
 * dialog, another part of the template), scheduled payments (the sandbox has none) and paying for
 * order changes — over an injected fetch.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createStorefront, type Storefront, type StorefrontOptions } from '@foyer/react-hooks'
import { createSandboxProvider } from '@foyer/sdk/sandbox'
import type { PaymentProvider } from '@foyer/sdk/payment'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FoyerConfig } from '../../config'
import { importWithStyles, renderWithStorefront, testConfig } from '../../../test/render'
import { json } from '@foyer/sdk/testing'
import { getCheckout } from '@foyer/sdk/checkout'

// A whole page with its stores in jsdom: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

let Checkout: (typeof import('./Checkout'))['Checkout']
let withSandboxForm: (typeof import('./SandboxPaymentForm'))['withSandboxForm']
beforeAll(async () => {
  ;({ Checkout } = await importWithStyles(() => import('./Checkout')))
  ;({ withSandboxForm } = await importWithStyles(() => import('./SandboxPaymentForm')))
  // The chunks the page loads on first use (the donation upsell, the challenge dialog), with their styles.
  await importWithStyles(() => Promise.all([import('./DonationUpsell'), import('./SandboxChallenge')]))
})
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

const config = testConfig
const cartRow = {
  id: 'c1',
  state: 'pending',
  identity_id: 'public',
  expires_in: 900,
  expires_at: '2026-06-05T14:15:00Z',
  currency_code: 'USD',
  grand_totals: { total_outstanding: '50.00' },
}
const ticket = {
  id: 't1',
  ticket_type_id: 'adult',
  ticket_group_id: 'ga',
  event_template_id: 'ga-event',
  event_session_id: 's1',
  face_value: '25.00',
  state: 'in_cart',
}

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

function renderCheckout(storefront: Storefront, withConfig: FoyerConfig, editingOrderId?: string) {
  renderWithStorefront(<Checkout {...(editingOrderId ? { editingOrderId } : {})} />, { storefront, config: withConfig })
}

type Sent = { method: string; path: string; body: unknown }

/**
 * A storefront over a fake API holding cart c1 (the visitor's kept cart): `answer` answers a call
 * or returns null for the defaults (GET cart/c1, POST user); anything else is a 404. `sent` lists
 * every call with its JSON body.
 */
function storefrontOver(
  answer: (method: string, path: string) => Response | null,
  options: Partial<StorefrontOptions> = {},
) {
  const sent: Sent[] = []
  // The template's sandbox provider, which draws its own test-card form where checkout mounts it.
  const storefront: Storefront = createStorefront({
    apiBase: 'https://api.test/api/v1',
    seller: 'demo-museum',
    storage: memoryStorage({ 'foyer:demo-museum:cart-id': 'c1' }),
    payment: withSandboxForm(createSandboxProvider(), () => storefront),
    ...options,
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace('/api/v1/', '')
      sent.push({
        method: request.method,
        path,
        body:
          request.method === 'GET'
            ? null
            : await request
                .clone()
                .json()
                .catch(() => null),
      })
      const answered = answer(request.method, path)
      if (answered) return answered
      if (request.method === 'GET' && path.endsWith('cart/c1'))
        return json({ cart: { _data: [cartRow] }, ticket: { _data: [ticket] } })
      if (path === 'user') return json({ user: { _data: [{ id: 'u1', identity_id: 'id-ada' }] } })
      return json({ _data: [{ _code: 'not_found', _description: `No ${path} here.` }] }, 404)
    },
  })
  return { storefront, posts: () => sent.filter((r) => r.method === 'POST') }
}

/** The purchaser typed into the identity form. */
function fillIdentity() {
  for (const [name, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Email', 'ada@example.org'],
    ['Confirm email', 'ada@example.org'],
  ] as const) {
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
  }
}

const completedAs = (orderId: string) =>
  json({
    status: 'completed',
    cart: { _data: [{ ...cartRow, state: 'completed', expires_in: null, expires_at: null }] },
    ticket_order: { _data: [{ id: orderId, cart_id: 'c1' }] },
  })

describe('storefront §2 /checkout: a redirect-based payment return (calls §4)', () => {
  it('completes the checkout with the intent from the query as the kept purchaser, then goes to /checkout/complete', async () => {
    window.history.replaceState(
      null,
      '',
      '/checkout?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
    )
    const redirecting: PaymentProvider = {
      ...createSandboxProvider(),
      name: 'redirecting',
      retrieveIntent: async () => ({ data: { id: 'pi_1', status: 'succeeded' } }),
    }
    const storage = memoryStorage({ 'foyer:demo-museum:cart-id': 'c1' })
    // What the page kept in the tab's session storage before it left for the bank (the sdk's purchaser of the cart).
    const sessionStorage = memoryStorage({
      'foyer:demo-museum:checkout:c1:purchaser': JSON.stringify({
        savedAt: Date.now(),
        fingerprint: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' }),
        identityId: 'id-ada',
        values: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.org',
          email_confirm: 'ada@example.org',
        },
      }),
    })
    const { storefront, posts } = storefrontOver(
      (method, path) => (path === 'cart/c1/guest_checkout' ? completedAs('o5') : null),
      { storage, sessionStorage, payment: redirecting },
    )
    renderCheckout(storefront, config)
    expect(screen.getByRole('heading', { level: 1, name: 'Payment information' })).toBeTruthy()
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/checkout/complete?orderIds=o5'),
    )
    expect(posts().map((r) => [r.path, r.body])).toEqual([
      [
        'cart/c1/guest_checkout',
        expect.objectContaining({
          gateway_id: 'stripe',
          gateway_data: { source: 'pi_1' },
          guest_identity_id: 'id-ada',
        }),
      ],
    ])
    // The complete page thanks the purchaser by e-mail: the checkout still knows it.
    expect(getCheckout(storefront).getSnapshot().values.email).toBe('ada@example.org')
  })
})

describe('storefront §4 Checkout result: partial (a gift card covered part)', () => {
  it('stays on checkout, scrolls up to the heading, unticks the terms and asks the card for the rest', async () => {
    window.history.replaceState(null, '', '/checkout')
    const { storefront, posts } = storefrontOver(
      (method, path) => {
        if (path === 'ledger/gift-card-ledger/6006')
          return json({ ledger: { _data: [{ number: '6006', state: 'active', balance: '20.00' }] } })
        if (path === 'cart/c1/guest_checkout') {
          return json({
            status: 'partial',
            cart: { _data: [{ ...cartRow, grand_totals: { total_outstanding: '30.00', total_payments: '20.00' } }] },
            ticket: { _data: [ticket] },
          })
        }
        return null
      },
      { checkout: { termsText: 'All sales final.' }, giftCards: { ledgerId: 'gift-card-ledger' } },
    )
    renderCheckout(storefront, { ...config, checkout: { ...config.checkout, termsText: 'All sales final.' } })
    // The form's pay button (the phone footer has a second one).
    const pay = (await screen.findAllByRole('button', { name: 'Pay $50.00' }))[0]!
    expect((await storefront.cart.applyGiftCard('6006')).error).toBeUndefined()
    await screen.findAllByRole('button', { name: 'Pay $30.00' })
    fillIdentity()
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }))
    fireEvent.click(pay)
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Payment information' })),
    )
    expect(window.location.pathname).toBe('/checkout')
    expect(posts().map((r) => [r.path, (r.body as { gateway_id?: string }).gateway_id ?? null])).toEqual([
      ['user', null],
      ['cart/c1/guest_checkout', 'ledger'],
    ])
    expect(
      (screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(screen.getAllByRole('button', { name: 'Pay $30.00' })).toHaveLength(2)
    expect(getCheckout(storefront).getSnapshot().status).toBe('partial')
  })
})

describe('storefront §2 Checkout: scheduled payments and payment options (calls §5 due, outstanding, other)', () => {
  it('lists the scheduled payments Upcoming / Overdue, offers due, outstanding and other, and the pay button follows the choice', async () => {
    window.history.replaceState(null, '', '/checkout')
    const { storefront } = storefrontOver((method, path) =>
      method === 'GET' && path.endsWith('cart/c1')
        ? json({
            cart: { _data: [{ ...cartRow, grand_totals: { total_outstanding: '100.00' } }] },
            ticket: { _data: [ticket] },
            scheduled_payment: {
              _data: [
                { id: 'sp1', due: '2000-01-15T12:00:00Z', amount: '20.00', status: 'scheduled' },
                { id: 'sp2', due: '2099-01-15T12:00:00Z', amount: '60.00', status: 'scheduled' },
              ],
            },
          })
        : null,
    )
    renderCheckout(storefront, config)
    expect(await screen.findByText(/^\$20\.00 on Jan 15, 2000 · Overdue$/)).toBeTruthy()
    expect(screen.getByText(/^\$60\.00 on Jan 15, 2099 · Upcoming$/)).toBeTruthy()
    // Due now: the outstanding balance less the upcoming scheduled payments (the sdk's paymentDue).
    const due = screen.getByRole('radio', { name: 'Payment due: $40.00' }) as HTMLInputElement
    expect(due.checked).toBe(true)
    expect(screen.getAllByRole('button', { name: 'Pay $40.00' })).toHaveLength(2)
    fireEvent.click(screen.getByRole('radio', { name: 'Outstanding balance: $100.00' }))
    expect(screen.getAllByRole('button', { name: 'Pay $100.00' })).toHaveLength(2)
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }))
    const other = screen.getByRole('spinbutton', { name: 'Amount to pay now' })
    fireEvent.change(other, { target: { value: '70' } })
    expect(screen.getAllByRole('button', { name: 'Pay $70.00' })).toHaveLength(2)
    // calls §5: "clamped between the due amount and the outstanding balance".
    fireEvent.change(other, { target: { value: '5' } })
    expect(screen.getAllByRole('button', { name: 'Pay $40.00' })).toHaveLength(2)
    fireEvent.change(other, { target: { value: '500' } })
    expect(screen.getAllByRole('button', { name: 'Pay $100.00' })).toHaveLength(2)
  })
})

describe('storefront §2 /manage/{orderId}/confirm: checkout pays for changes to an order', () => {
  it('success goes to /manage/{orderId} and sends the order_update e-mail (storefront §4 Edit order)', async () => {
    window.history.replaceState(null, '', '/manage/o7/confirm')
    const { storefront, posts } = storefrontOver((method, path) => {
      if (path === 'cart/c1/guest_checkout') return completedAs('o7')
      if (path === 'ticket_order/o7/email') return new Response(null, { status: 204 })
      return null
    })
    renderCheckout(storefront, config, 'o7')
    const pay = (await screen.findAllByRole('button', { name: 'Pay $50.00' }))[0]!
    fillIdentity()
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '4242 4242 4242 4242' } })
    fireEvent.click(pay)
    await waitFor(() => expect(window.location.pathname).toBe('/manage/o7'))
    expect(posts().map((r) => [r.path, r.body])).toEqual([
      ['user', expect.objectContaining({ email: 'ada@example.org' })],
      [
        'cart/c1/guest_checkout',
        expect.objectContaining({
          gateway_id: 'stripe',
          gateway_data: { source: 'pm_card_visa', source_type: 'card' },
        }),
      ],
      ['ticket_order/o7/email', { log_context: 'order_update' }],
    ])
  })
})

describe('storefront §2 Checkout donation upsell ("Payment element, identity form, donation upsell and terms checkbox")', () => {
  const donationGroup = {
    id: 'dn-donation',
    event_template_id: 'support',
    name: 'Donation',
    handler: 'donation',
    min_tickets_per_order: 1,
    max_tickets_per_order: 1,
    available: true,
    _rank: 1,
  }
  const friend = {
    id: 'dn-friend',
    ticket_group_id: 'dn-donation',
    event_template_id: 'support',
    name: 'Friend',
    currency_amount: '25.00',
    currency_code: 'USD',
    available: true,
    _rank: 1,
  }
  const donationTicket = {
    id: 't2',
    ticket_type_id: 'dn-friend',
    ticket_group_id: 'dn-donation',
    event_template_id: 'support',
    event_session_id: 'support-open',
    face_value: '25.00',
    state: 'in_cart',
  }
  const supportEvent = {
    id: 'support',
    name: 'Support the Museum',
    summary: 'Your gift keeps the galleries open.',
    event_type: 'other',
    hidden_type: 'public_link_only',
    currency_code: 'USD',
    meta: {},
    config: {},
  }
  const withDonation = { ...config, donationEventId: 'support' }

  it('no donation event configured: no upsell and no call for one', async () => {
    window.history.replaceState(null, '', '/checkout')
    const calls: string[] = []
    const { storefront } = storefrontOver(
      (method, path) => {
        calls.push(path)
        return null
      },
      { currency: 'USD' },
    )
    renderCheckout(storefront, config)
    await screen.findAllByRole('button', { name: 'Pay $50.00' })
    expect(screen.queryByRole('region', { name: 'Add a donation' })).toBeNull()
    expect(calls.some((path) => path.startsWith('events/'))).toBe(false)
  })

  it('a cart that already holds a donation: no upsell', async () => {
    window.history.replaceState(null, '', '/checkout')
    const { storefront } = storefrontOver(
      (method, path) =>
        method === 'GET' && path.endsWith('cart/c1')
          ? json({ cart: { _data: [cartRow] }, ticket: { _data: [ticket, donationTicket] } })
          : null,
      { currency: 'USD' },
    )
    renderCheckout(storefront, withDonation)
    await screen.findAllByRole('button', { name: 'Pay $50.00' })
    expect(screen.queryByRole('region', { name: 'Add a donation' })).toBeNull()
  })

  it("shows the donation event's amounts; 'Add donation' reserves into cart c1 and the amount to pay follows the cart's answer", async () => {
    window.history.replaceState(null, '', '/checkout')
    const { storefront, posts } = storefrontOver(
      (method, path) => {
        if (method === 'GET' && path === 'events/support')
          return json({
            event_template: { _data: [supportEvent] },
            ticket_group: { _data: [donationGroup] },
            ticket_type: { _data: [friend] },
          })
        if (method === 'POST' && path.endsWith('cart/c1/modify')) {
          const answered = { ...cartRow, grand_totals: { total_outstanding: '75.00' } }
          return json({
            cart: { _data: [answered] },
            ticket: { _data: [ticket, donationTicket] },
            ticket_group: { _data: [donationGroup] },
            ticket_type: { _data: [friend] },
          })
        }
        return null
      },
      { currency: 'USD' },
    )
    renderCheckout(storefront, withDonation)
    const region = await screen.findByRole('region', { name: 'Add a donation' })
    await waitFor(() => expect(region.textContent).toContain('Support the Museum'))
    const add = screen.getByRole('button', { name: 'Add donation' })
    // Optional: nothing is said to be missing until the visitor tries (issue 18.11); then it is.
    expect(add.getAttribute('aria-disabled')).toBeNull()
    expect(region.textContent).not.toContain('Please select a donation to continue.')
    fireEvent.click(add)
    await waitFor(() => expect(region.textContent).toContain('Please select a donation to continue.'))
    expect(add.getAttribute('aria-disabled')).toBe('true')
    expect(posts()).toEqual([])

    fireEvent.click(await screen.findByRole('button', { name: '+1 Friend' }))
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull())
    fireEvent.click(add)
    await screen.findByText('Thank you! Your donation is in your cart.')
    expect(screen.queryByRole('region', { name: 'Add a donation' })).toBeNull()
    await screen.findAllByRole('button', { name: 'Pay $75.00' })
    // One reserve into the visitor's cart, and nothing paid: adding a donation is not a checkout.
    expect(posts().map((r) => r.path)).toEqual([expect.stringMatching(/(^|\/)cart\/c1\/modify$/)])
    expect(JSON.stringify(posts()[0]!.body)).toContain('"ticket_type_id":"dn-friend"')
  })
})
