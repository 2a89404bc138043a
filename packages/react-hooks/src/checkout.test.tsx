import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { createEvents, createMemoryStorage, createStorefront, systemClock } from '@foyer/sdk'
import { createCart } from '@foyer/sdk/cart'
import { createCheckout } from '@foyer/sdk/checkout'
import { createHttp } from '@foyer/sdk/http'
import { createSandboxProvider } from '@foyer/sdk/sandbox'
import { useRef, type ReactNode } from 'react'
import type { Storefront } from '@foyer/sdk'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCartTimer, useCheckout, usePaymentElement, useSandboxPayment } from './index.js'
import { StorefrontProvider } from './context.js'
import { json } from '@foyer/sdk/testing'

afterEach(cleanup)

function setup() {
  const storage = createMemoryStorage()
  storage.setItem('foyer:demo-museum:cart-id', 'c1')
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/v1\//, '')
    if (request.method === 'GET' && path === 'my/cart/c1') {
      return json({
        cart: {
          _data: [
            {
              id: 'c1',
              state: 'pending',
              expires_in: 900,
              currency_code: 'USD',
              grand_totals: { total_outstanding: '25.00' },
            },
          ],
        },
        ticket: { _data: [{ id: 't1', ticket_type_id: 'adult', state: 'in_cart', face_value: '25.00' }] },
      })
    }
    return json({ _data: [{ _code: 'not_found', _description: path }] }, 404)
  })
  const clock = { ...systemClock, now: () => Date.parse('2026-03-10T14:00:00Z') }
  const events = createEvents()
  const http = createHttp({ apiBase: 'https://api.test/api/v1', seller: 'demo-museum', fetch, clock })
  const cart = createCart({
    http,
    events,
    clock,
    storage,
    seller: 'demo-museum',
    imageLocation: { apiBase: 'https://api.test/api/v1', seller: 'demo-museum' },
  })
  const payment = createSandboxProvider()
  const checkout = createCheckout({ http, clock, storage, events, seller: 'demo-museum', cart, payment })
  return { checkout, payment, cart, fetch, storage, clock }
}

describe('useCheckout', () => {
  function storefrontSetup() {
    const { fetch, storage, clock } = setup()
    const storefront = createStorefront({
      apiBase: 'https://api.test/api/v1',
      seller: 'demo-museum',
      fetch,
      storage,
      clock,
      payment: createSandboxProvider(),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
    )
    return { storefront, wrapper }
  }
  it("enters the storefront's checkout on mount and re-renders with the selected state; actions reach the store", async () => {
    const { wrapper } = storefrontSetup()
    const { result } = renderHook(
      () =>
        useCheckout(
          undefined,
          (s) => ({ status: s.status, amount: s.payment?.amount ?? null, first: s.values.first_name ?? '' }),
          {
            isEqual: (a, b) => a.status === b.status && a.amount === b.amount && a.first === b.first,
          },
        ),
      { wrapper },
    )
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'editing', amount: '25.00', first: '' }))
    act(() => result.current[1].setField('first_name', 'Ada'))
    expect(result.current[0].first).toBe('Ada')
  })
  it('renders on the server from the current snapshot, without entering', () => {
    const { storefront } = storefrontSetup()
    function Status() {
      const [status] = useCheckout({ cartId: 'c1' }, (s) => s.status)
      return <p>{status}</p>
    }
    expect(
      renderToString(
        <StorefrontProvider storefront={storefront}>
          <Status />
        </StorefrontProvider>,
      ),
    ).toBe('<p>idle</p>')
  })
})

describe('useCartTimer', () => {
  it('asks the timer to catch up when the page becomes visible again', () => {
    const timer = {
      getSnapshot: () => ({ status: 'running', secondsLeft: 42 }),
      subscribe: () => () => {},
      wake: vi.fn(),
      extend: vi.fn(),
    }
    const storefront = { cartTimer: timer } as unknown as Storefront
    const { result, unmount } = renderHook(() => useCartTimer((s) => s.secondsLeft), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
      ),
    })
    expect(result.current[0]).toBe(42)
    expect(typeof result.current[1].extend).toBe('function')
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(timer.wake).toHaveBeenCalledTimes(1)
    unmount()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(timer.wake).toHaveBeenCalledTimes(1)
  })
})

describe('usePaymentElement and useSandboxPayment', () => {
  it('mounts the card entry once the provider is ready, and unmounts it with the component', () => {
    const { payment } = setup()
    function Card({ ready }: { ready: boolean }) {
      const ref = useRef<HTMLDivElement>(null)
      usePaymentElement(payment, 'card', ref, { ready })
      const [state, { setCardNumber }] = useSandboxPayment(payment)
      return (
        <div ref={ref}>
          <label>
            Card number
            <input value={state.cardNumber} onChange={(e) => setCardNumber(e.target.value)} />
          </label>
          <span>{state.mounted.card ? 'mounted' : 'not mounted'}</span>
        </div>
      )
    }
    const { rerender, unmount } = render(<Card ready={false} />)
    expect(screen.getByText('not mounted')).toBeTruthy()
    rerender(<Card ready />)
    expect(screen.getByText('mounted')).toBeTruthy()
    act(() => payment.setCardNumber('4242'))
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242')
    unmount()
    expect(payment.getSnapshot().mounted.card).toBe(false)
  })

  it('passes the appearance with the options; another appearance remounts, the same colours do not (storefront §4)', () => {
    const mounts: unknown[] = []
    let unmounts = 0
    const provider = {
      mountCard: (_target: HTMLElement, options?: unknown) => {
        mounts.push(options)
        return { unmount: () => void unmounts++ }
      },
      mountWallet: () => ({ unmount() {} }),
    }
    const onMethodChange = () => {}
    function Card({ background }: { background: string }) {
      const ref = useRef<HTMLDivElement>(null)
      usePaymentElement(provider, 'card', ref, {
        ready: true,
        card: { onMethodChange },
        appearance: { mode: 'light', background },
      })
      return <div ref={ref} />
    }
    const { rerender } = render(<Card background="#ffffff" />)
    rerender(<Card background="#ffffff" />)
    expect(mounts).toEqual([{ onMethodChange, appearance: { mode: 'light', background: '#ffffff' } }])
    rerender(<Card background="#000000" />)
    expect(unmounts).toBe(1)
    expect(mounts[1]).toMatchObject({ appearance: { background: '#000000' } })
  })
})
