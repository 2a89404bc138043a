/**
 * The checkout page's wiring (storefront §2 Checkout; §4 Checkout result; calls §4) that the
 * journeys against the sandbox do not reach — a redirect-based payment return (the sandbox provider
 * never leaves the page) and a partial result (gift cards are applied through the cart widget's
 * dialog, another part of the template) — over an injected fetch.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createSandboxProvider, createStorefront, StorefrontProvider, type PaymentProvider, type Storefront } from '@foyer/react-hooks'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigProvider } from '../../ConfigContext'
import { DEFAULT_CONFIG, type FoyerConfig } from '../../config'
import { ModalProvider } from '../../modals'
import { importWithStyles } from '../../seats/test-helpers'

// A whole page with its stores in jsdom: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

let Checkout: (typeof import('./Checkout'))['Checkout']
beforeAll(async () => {
  ;({ Checkout } = await importWithStyles(() => import('./Checkout')))
})
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

const config = { ...DEFAULT_CONFIG, seller: 'demo-museum', sellerName: 'Demo Museum' } as FoyerConfig
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const cartRow = { id: 'c1', state: 'pending', identity_id: 'public', expires_in: 900, expires_at: '2026-06-05T14:15:00Z', currency_code: 'USD', grand_totals: { total_outstanding: '50.00' } }
const ticket = { id: 't1', ticket_type_id: 'adult', ticket_group_id: 'ga', event_template_id: 'ga-event', event_session_id: 's1', face_value: '25.00', state: 'in_cart' }

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}

function renderCheckout(storefront: Storefront, withConfig: FoyerConfig) {
  render(
    <ConfigProvider config={withConfig}>
      <StorefrontProvider storefront={storefront}>
        <ModalProvider>
          <Checkout />
        </ModalProvider>
      </StorefrontProvider>
    </ConfigProvider>,
  )
}

describe('storefront §2 /checkout: a redirect-based payment return (calls §4)', () => {
  it('completes the checkout with the intent from the query as the kept purchaser, then goes to /checkout/complete', async () => {
    window.history.replaceState(null, '', '/checkout?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded')
    const sent: { method: string; path: string; body: unknown }[] = []
    const redirecting: PaymentProvider = { ...createSandboxProvider(), name: 'redirecting', retrieveIntent: async () => ({ data: { id: 'pi_1', status: 'succeeded' } }) }
    const storage = memoryStorage({
      'foyer:demo-museum:cart-id': 'c1',
      // What the page kept before it left for the bank (the sdk's purchaser of the cart).
      'foyer:demo-museum:checkout:c1:purchaser': JSON.stringify({
        fingerprint: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' }),
        identityId: 'id-ada',
        values: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', email_confirm: 'ada@example.org' },
      }),
    })
    const storefront = createStorefront({
      apiBase: 'https://api.test/api/v1',
      seller: 'demo-museum',
      storage,
      payment: redirecting,
      fetch: async (request) => {
        const path = new URL(request.url).pathname.replace('/api/v1/', '')
        sent.push({ method: request.method, path, body: request.method === 'GET' ? null : await request.clone().json() })
        if (request.method === 'GET' && path.endsWith('cart/c1')) return json({ cart: { _data: [cartRow] }, ticket: { _data: [ticket] } })
        if (request.method === 'POST' && path === 'cart/c1/guest_checkout') {
          return json({ status: 'completed', cart: { _data: [{ ...cartRow, state: 'completed', expires_in: null, expires_at: null }] }, ticket_order: { _data: [{ id: 'o5', cart_id: 'c1' }] } })
        }
        return json({ _data: [{ _code: 'not_found', _description: `No ${path} here.` }] }, 404)
      },
    })
    renderCheckout(storefront, config)
    expect(screen.getByRole('heading', { level: 1, name: 'Payment information' })).toBeTruthy()
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/checkout/complete?orderIds=o5'))
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['cart/c1/guest_checkout', expect.objectContaining({ gateway_id: 'stripe', gateway_data: { source: 'pi_1' }, guest_identity_id: 'id-ada' })],
    ])
    // The complete page thanks the purchaser by e-mail: the checkout still knows it.
    expect(storefront.checkout.getSnapshot().values.email).toBe('ada@example.org')
  })
})

describe('storefront §4 Checkout result: partial (a gift card covered part)', () => {
  it('stays on checkout, scrolls up to the heading, unticks the terms and asks the card for the rest', async () => {
    window.history.replaceState(null, '', '/checkout')
    const sent: { method: string; path: string; body: unknown }[] = []
    const storefront = createStorefront({
      apiBase: 'https://api.test/api/v1',
      seller: 'demo-museum',
      storage: memoryStorage({ 'foyer:demo-museum:cart-id': 'c1' }),
      payment: createSandboxProvider(),
      checkout: { termsText: 'All sales final.' },
      giftCards: { ledgerId: 'gift-card-ledger' },
      fetch: async (request) => {
        const path = new URL(request.url).pathname.replace('/api/v1/', '')
        sent.push({ method: request.method, path, body: request.method === 'GET' ? null : await request.clone().json() })
        if (request.method === 'GET' && path.endsWith('cart/c1')) return json({ cart: { _data: [cartRow] }, ticket: { _data: [ticket] } })
        if (request.method === 'GET' && path === 'ledger/gift-card-ledger/6006') return json({ ledger: { _data: [{ number: '6006', state: 'active', balance: '20.00' }] } })
        if (path === 'user') return json({ user: { _data: [{ id: 'u1', identity_id: 'id-ada' }] } })
        if (path === 'cart/c1/guest_checkout') {
          return json({ status: 'partial', cart: { _data: [{ ...cartRow, grand_totals: { total_outstanding: '30.00', total_payments: '20.00' } }] }, ticket: { _data: [ticket] } })
        }
        return json({ _data: [{ _code: 'not_found', _description: `No ${path} here.` }] }, 404)
      },
    })
    renderCheckout(storefront, { ...config, checkout: { ...config.checkout, termsText: 'All sales final.' } })
    // The form's pay button (the phone footer has a second one).
    const pay = (await screen.findAllByRole('button', { name: 'Pay $50.00' }))[0]!
    expect((await storefront.cart.applyGiftCard('6006')).error).toBeUndefined()
    await screen.findAllByRole('button', { name: 'Pay $30.00' })
    for (const [name, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email', 'ada@example.org'], ['Confirm email', 'ada@example.org']] as const) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }))
    fireEvent.click(pay)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Payment information' })))
    expect(window.location.pathname).toBe('/checkout')
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, (r.body as { gateway_id?: string }).gateway_id ?? null])).toEqual([
      ['user', null],
      ['cart/c1/guest_checkout', 'ledger'],
    ])
    expect((screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }) as HTMLInputElement).checked).toBe(false)
    expect(screen.getAllByRole('button', { name: 'Pay $30.00' })).toHaveLength(2)
    expect(storefront.checkout.getSnapshot().status).toBe('partial')
  })
})

describe('storefront §2 Checkout: scheduled payments and payment options (calls §5 due, outstanding, other)', () => {
  it('lists the scheduled payments Upcoming / Overdue, offers due, outstanding and other, and the pay button follows the choice', async () => {
    window.history.replaceState(null, '', '/checkout')
    const storefront = createStorefront({
      apiBase: 'https://api.test/api/v1',
      seller: 'demo-museum',
      storage: memoryStorage({ 'foyer:demo-museum:cart-id': 'c1' }),
      payment: createSandboxProvider(),
      fetch: async (request) => {
        const path = new URL(request.url).pathname.replace('/api/v1/', '')
        if (request.method === 'GET' && path.endsWith('cart/c1')) {
          return json({
            cart: { _data: [{ ...cartRow, grand_totals: { total_outstanding: '100.00' } }] },
            ticket: { _data: [ticket] },
            scheduled_payment: {
              _data: [
                { id: 'sp1', due: '2000-01-15T12:00:00Z', amount: '20.00', status: 'scheduled' },
                { id: 'sp2', due: '2099-01-15T12:00:00Z', amount: '60.00', status: 'scheduled' },
              ],
            },
          })
        }
        return json({ _data: [{ _code: 'not_found', _description: `No ${path} here.` }] }, 404)
      },
    })
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
